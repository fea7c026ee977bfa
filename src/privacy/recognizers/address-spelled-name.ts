/**
 * A name that an e-mail address in the same text spells (PERSON): a CV's header "Olusegun
 * Adeyemi" above "olusegun.adeyemi@gmail.com", an intro "Chidinma Okafor joins us on Monday
 * (chidinma.okafor@acme.ng)". The address is found anyway; the name, often on no list, went
 * upstream beside it. The address's local part must be two names ("first.last", "last_first")
 * or an initial and a surname ("j.smith" spells "John Smith"), and the text must write them as a
 * name: capitalised, next to each other. A local part of everyday words is a mailbox, not a
 * person ("customer.service@", "new.york@").
 */
import { isEverydayWord } from '../gazetteer/english-words.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'address-spelled-name';
const SCORE = 0.8;
const isLetter = (char: string | undefined): boolean => char !== undefined && /[\p{L}\p{M}]/u.test(char);

interface Spelled {
  first: string;
  last: string;
}

/** The two names an address's local part spells ("olusegun.adeyemi84" -> olusegun, adeyemi), if it spells two. */
function spelledBy(local: string): Spelled | undefined {
  const words = local
    .toLowerCase()
    .replace(/\d+$/, '')
    .split(/[._-]+/)
    .filter((word) => word !== '');
  if (words.length !== 2) return undefined;
  const [first, last] = words as [string, string];
  if (!/^[a-z]+$/.test(first) || !/^[a-z]{2,}$/.test(last)) return undefined;
  if (first.length === 1 ? last.length < 3 : first.length < 2) return undefined;
  if ((first.length > 1 && isEverydayWord(first)) || isEverydayWord(last)) return undefined;
  return { first, last };
}

/** After "@": a domain with a top-level domain of letters (not "setup-node@v4" or "lodash@4.17.21"). */
const DOMAIN = /[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![A-Za-z0-9-])/y;

/** A character of an address's local part: ASCII letters, digits and "._%+-". */
function isLocalChar(code: number): boolean {
  return (code >= 48 && code <= 57) || ((code | 0x20) >= 97 && (code | 0x20) <= 122) || code === 46 || code === 95 || code === 37 || code === 43 || code === 45;
}

/** The local parts of the text's e-mail addresses: the run of address characters before each "@". */
function localParts(text: string): string[] {
  const parts: string[] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && isLocalChar(text.charCodeAt(start - 1))) start--;
    DOMAIN.lastIndex = at + 1;
    if (start < at && DOMAIN.test(text)) parts.push(text.slice(start, at));
  }
  return parts;
}

/** Whether the pair of words writes the spelled name, in either order or with the first name as its initial. */
function writes(one: string, two: string, name: Spelled): boolean {
  const a = foldAccents(one.toLowerCase());
  const b = foldAccents(two.toLowerCase());
  if (name.first.length === 1) return a.startsWith(name.first) && a.length > 1 && b === name.last;
  return (a === name.first && b === name.last) || (a === name.last && b === name.first);
}

/** The capitalised word that ends one space before `at` ("Olusegun " before "Adeyemi"), or undefined. */
function wordBefore(text: string, at: number): { start: number; word: string } | undefined {
  if (text[at - 1] !== ' ') return undefined;
  let start = at - 1;
  while (start > 0 && isLetter(text[start - 1])) start--;
  if (start === at - 1 || isLetter(text[start - 1])) return undefined;
  const word = text.slice(start, at - 1);
  return word[0] !== undefined && word[0] !== word[0].toLowerCase() ? { start, word } : undefined;
}

/** The span of the spelled name whose word `written` stands at `at`, if the word before makes the pair. */
function spanAt(text: string, at: number, written: string, name: Spelled): Span | undefined {
  const end = at + written.length;
  if (isLetter(text[at - 1]) || isLetter(text[end])) return undefined;
  const before = wordBefore(text, at);
  if (before === undefined || !writes(before.word, written, name)) return undefined;
  // A double surname goes with it ("Olusegun Adeyemi-Okafor").
  const joined = /^-\p{Lu}[\p{L}\p{M}'’]*/u.exec(text.slice(end, end + 40))?.[0].length ?? 0;
  return { type: 'PERSON', start: before.start, end: end + joined, score: SCORE, source: SOURCE };
}

/** The words of a spelled name the text may write capitalised: both names, or the surname after an initial. */
const wordsOf = (name: Spelled): string[] => (name.first.length === 1 ? [name.last] : [name.first, name.last]);

/**
 * The spans where the text writes a few spelled names: each whole-word occurrence of one of their
 * words, capitalised or in capitals (found with indexOf, not a scan of every character), with the
 * capitalised word before it making the pair.
 */
function findWritten(text: string, name: Spelled, spans: Span[], starts: Set<number>): void {
  for (const word of wordsOf(name)) {
    const capitalised = `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
    for (const written of capitalised === word.toUpperCase() ? [capitalised] : [capitalised, word.toUpperCase()]) {
      for (let at = text.indexOf(written); at !== -1; at = text.indexOf(written, at + 1)) {
        const span = spanAt(text, at, written, name);
        if (span !== undefined && !starts.has(span.start)) {
          starts.add(span.start);
          spans.push(span);
        }
      }
    }
  }
}

/**
 * The same for many names (a pasted contact list): one pass over the text's words, each looked
 * up among the names' words, instead of one search of the whole text per name.
 */
function findAllWritten(text: string, names: readonly Spelled[], spans: Span[], starts: Set<number>): void {
  const byWord = new Map<string, Spelled[]>();
  for (const name of names) {
    for (const word of wordsOf(name)) {
      const list = byWord.get(word);
      if (list === undefined) byWord.set(word, [name]);
      else list.push(name);
    }
  }
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    const written = m[0];
    if (written[0] === written[0]?.toLowerCase()) continue;
    for (const name of byWord.get(written.toLowerCase()) ?? []) {
      const span = spanAt(text, m.index, written, name);
      if (span !== undefined && !starts.has(span.start)) {
        starts.add(span.start);
        spans.push(span);
      }
    }
  }
}

/** A word of letters, for the pass over a text with many addresses. */
const WORD = /\p{L}+/gu;
/** Up to this many spelled names, each is searched for on its own. */
const FEW_NAMES = 8;

/** Creates the recognizer of names that the text's e-mail addresses spell. */
export function createAddressSpelledNameRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      if (!text.includes('@')) return [];
      // Each name once, however often its address repeats (a log line per login).
      const byKey = new Map<string, Spelled>();
      for (const local of localParts(text)) {
        const name = spelledBy(local);
        if (name !== undefined) byKey.set(`${name.first}.${name.last}`, name);
      }
      const names = [...byKey.values()];
      if (names.length === 0) return [];
      const spans: Span[] = [];
      const starts = new Set<number>();
      if (names.length <= FEW_NAMES) for (const name of names) findWritten(text, name, spans, starts);
      else findAllWritten(text, names, spans, starts);
      return spans.sort((a, b) => a.start - b.start);
    },
  };
}
