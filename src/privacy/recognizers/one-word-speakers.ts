/**
 * Speakers and owners named by one word at the head of a line, as a quoted thread and a stand-up
 * write them:
 *
 *   > Will: I think we should push the launch to June
 *   > Hope: agreed, the translations aren't back yet
 *
 *   • Aleksandra: finishing the iOS push fix, needs review
 *   • Tunde: on support rotation, 3 P2s
 *   • me: still on the pricing page
 *
 * One word before a colon is a label as often ("Status: open", "Note: ...", "May: build the
 * prototype"), so the lines count only as a block that reads as people and nothing else: three
 * label lines or more, two of them speech (three words or more after the colon), two distinct
 * labels or more that are listed first names (no month or weekday; one is enough beside the
 * writer's own "me:" line), and every label a listed first name, a word no list knows as a word
 * or a place ("Tunde", "Hoang"), or "me". One label that is a word ("Summary:", "Berlin:")
 * leaves the whole block alone. A quoted thread copied from a chat keeps its senders as typed,
 * in small letters ("> hope: deploy is blocked again", "> kelvash: on it"), and a stand-up's
 * notes typed in haste their people ("- jory: blocked by staging"): after the quote or list mark,
 * a label in small letters counts the same way.
 */
import { isEnglishWord } from '../gazetteer/english-words.js';
import { FIRST_NAME, getLexicon } from '../gazetteer/lexicon.js';
import { CALENDAR_WORDS } from '../gazetteer/name-rules.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { Span } from '../types.js';

const PERSON_SCORE = 0.8;

/**
 * A line's head: blanks, a quote or list mark perhaps, one capitalised word (or "me"), a note in
 * brackets perhaps ("me (kofi)", "Kelechi (Zara's mum)"), a colon (after a blank in French) and a blank.
 */
const LABEL_LINE = /^[ \t]*(?:(?:>[ \t]?)+|[•◦▪‣*·-][ \t]+|\[[^[\]\n]{1,20}\][ \t]+)?(\p{Lu}[\p{Ll}\p{M}'’-]+|[Mm]e)(?: \([^()\n]{1,30}\))?[ \u00a0\u202f]?: /du;
/**
 * A quoted, listed or dated line's head with its label in small letters: "> will: yeah the lock is
 * back", "- jory: still on the e2e tests", "[Tue] yusuf: pairing w dmitri".
 */
const SMALL_LABEL_LINE = /^[ \t]*(?:(?:>[ \t]?)+|[•◦▪‣*·-][ \t]+|\[[^[\]\n]{1,20}\][ \t]+)(\p{Ll}[\p{Ll}\p{M}'’-]+)(?: \([^()\n]{1,30}\))?[ \u00a0\u202f]?: /du;
/**
 * A group chat's line typed by its people with their names in small letters and no mark: "jamal:
 * ok so i'll do the lit review". Read as a block of their own (see `oneWordSpeakers`).
 */
const BARE_SMALL_LABEL_LINE = /^[ \t]*(\p{Ll}[\p{Ll}\p{M}'’-]+)[ \u00a0\u202f]?: /du;
/**
 * The marks a line with a label in small letters starts with: a quote's, a list's, or a bracketed
 * day or time as stand-up bots and chat copies write it ("[Mon] rose: canary at 10%").
 */
const SMALL_LABEL_MARKS = '>•◦▪‣*·-[';
/** Three words: an utterance, not a value ("3 nodes", "open"); dialogue lines are told so too (chat-transcript.ts). */
export const SPEECH = /\S+\s+\S+\s+\S/;

const MIN_LINES = 3;
const MIN_SPEECH_LINES = 2;
const MIN_LISTED_NAMES = 2;

interface Label {
  start: number;
  end: number;
  key: string;
}

/** How a label reads: a listed first name, a word no list knows, or something else (a word, a place, a date). */
function labelKind(key: string, wordsAreWords: boolean): 'listed' | 'unknown' | 'other' {
  if (key === 'me') return 'unknown';
  const lexicon = getLexicon();
  if (CALENDAR_WORDS.has(key) || (wordsAreWords && isEnglishWord(lexicon, key, true))) return 'other';
  const flags = lexicon.words.get(key) ?? 0;
  if ((flags & FIRST_NAME) !== 0 || lexicon.rareFirstNames.get(key) !== undefined) return 'listed';
  if (isEnglishWord(lexicon, key, true)) return 'other';
  // A place or a brand's name ("Berlin:", "Jira:") is a heading; a surname ("Hoang") is no place.
  const folded = foldAccents(key);
  if (lexicon.phrases.first(folded) !== -1) return 'other';
  return 'unknown';
}

/** An @-mention: "@nacho", not an address's "@" ("ana@example.org"). */
const MENTION = /(?<![\p{L}\p{N}_.-])@([\p{L}\p{N}_][\p{L}\p{N}_.-]*)/gu;

/**
 * The accounts the text @-mentions, in small letters ("> nacho: ..." beside "@nacho puedes
 * mirar?"): an account of the chat, so a person's, though the word is a word too ("nacho",
 * "will"). Read once per block, in one pass.
 */
function mentionedAccounts(text: string): Set<string> {
  const accounts = new Set<string>();
  if (!text.includes('@')) return accounts;
  MENTION.lastIndex = 0;
  for (let match = MENTION.exec(text); match !== null; match = MENTION.exec(text)) accounts.add((match[1] ?? '').replace(/[.-]+$/, '').toLowerCase());
  return accounts;
}

/** The label lines of a block, and how many of them are speech. */
interface Block {
  labels: Label[];
  speech: number;
}

/** Adds a label line's label to its block. */
function addLabel(block: Block, text: string, line: number, lineEnd: number, match: RegExpExecArray): void {
  const bounds = match.indices?.[1];
  if (bounds === undefined) return;
  const start = line + bounds[0];
  const end = line + bounds[1];
  block.labels.push({ start, end, key: text.slice(start, end).toLowerCase() });
  if (SPEECH.test(text.slice(line + match[0].length, lineEnd))) block.speech++;
}

/**
 * Adds a PERSON span for each one-word speaker of a block of label lines that reads as people.
 * Labels in small letters with no mark before them ("jamal: ok so i'll do the lit review") are a
 * block of their own, which a config's or a commit list's keys must not spoil for the names
 * written with capitals ("fix: ...", "Anna: ..."): there, no label may be a word ("grant:",
 * "mark:"), and some speaker must speak twice, as people in a chat do and a list of fields does not.
 */
export function oneWordSpeakers(text: string, spans: Span[]): void {
  const marked: Block = { labels: [], speech: 0 };
  const bare: Block = { labels: [], speech: 0 };
  for (let line = 0; line < text.length; ) {
    const next = text.indexOf('\n', line);
    const lineEnd = next === -1 ? text.length : next;
    const head = text.slice(line, Math.min(lineEnd, line + 64));
    const match = LABEL_LINE.exec(head) ?? (SMALL_LABEL_MARKS.includes(head.trimStart()[0] ?? '\n') ? SMALL_LABEL_LINE.exec(head) : null);
    if (match !== null) addLabel(marked, text, line, lineEnd, match);
    else {
      const small = BARE_SMALL_LABEL_LINE.exec(head);
      if (small !== null) addLabel(bare, text, line, lineEnd, small);
    }
    line = lineEnd + 1;
  }
  addSpeakers(text, marked, false, spans);
  addSpeakers(text, bare, true, spans);
}

/** `bare`: the labels in small letters with no mark, where a word ("grant:", "mark:") is a key and a speaker must speak twice. */
function addSpeakers(text: string, { labels, speech }: Block, bare: boolean, spans: Span[]): void {
  if (labels.length < MIN_LINES || speech < MIN_SPEECH_LINES) return;
  const listed = new Set<string>();
  const mentioned = mentionedAccounts(text);
  for (const label of labels) {
    const kind = mentioned.has(label.key) ? 'listed' : labelKind(label.key, bare);
    if (kind === 'other') return;
    if (kind === 'listed') listed.add(label.key);
  }
  // The writer's own line ("me: ...") says the others are people too: one listed name is enough then.
  const selfLine = labels.some((label) => label.key === 'me');
  if (listed.size < (selfLine ? 1 : MIN_LISTED_NAMES)) return;
  if (bare && new Set(labels.map((label) => label.key)).size === labels.length) return;
  for (const label of labels) {
    if (label.key !== 'me') spans.push({ type: 'PERSON', start: label.start, end: label.end, score: PERSON_SCORE, source: 'chat-transcript' });
  }
}
