import type { Span } from '../types.js';
import { commonWords } from './common-words.js';
import { isEnglishWord, isListedName } from './english-words.js';
import { getLexicon } from './lexicon.js';
import { PARTICLES, TITLES } from './name-rules.js';

/**
 * A nickname in quotes, French guillemets or parentheses between a first name and a surname, and
 * the surname after it: `Jane "JJ" Doe`, `William 'Bill' Gates`, `Baptiste « Titi » Lamarque`,
 * `Jane (JJ) Doe`. The first name is found on its own; without this rule the nickname and the
 * surname went upstream beside `[PERSON_1]`.
 */
const NICKNAME_AND_SURNAME =
  /^ (?:"([^"\n]{1,24})"|'([^'\n]{1,24})'|“([^”\n]{1,24})”|‘([^’\n]{1,24})’|«[ \u00a0]?([^»\n]{1,24}?)[ \u00a0]?»|\(([^)\n]{1,24})\)) (\p{Lu}[\p{Ll}\p{M}]+(?:[-'’]\p{Lu}[\p{Ll}\p{M}]+)?)(?![\p{L}\p{N}])/u;
/** A nickname is a word or two, capitalised ("JJ", "Bill", "Big Mike"). */
const NICKNAME = /^\p{Lu}[\p{L}.'’-]*(?: \p{Lu}[\p{L}.'’-]*)?$/u;

/**
 * A first name and a quoted nickname before a surname: `Bongani "Bongi" Mthembu`. Quotes only: a
 * word in brackets before a name is as often a team's or a place's ("Support (EMEA) Mthembu").
 */
const FIRST_NAME_AND_NICKNAME = /(?<![\p{L}\p{M}\p{N}'’-])(\p{Lu}[\p{Ll}\p{M}]+(?:[-'’]\p{Lu}[\p{Ll}\p{M}]+)?) (?:"[^"\n]{1,24}"|“[^”\n]{1,24}”|«[ \u00a0]?[^»\n]{1,24}?[ \u00a0]?») $/u;
/**
 * A quoted nickname alone before a surname, as a list writes a friend: "Priyanka Desai, 'Sully'
 * O'Sullivan". The quotes open after a space, a line's start or a list's mark and close as they opened.
 */
const NICKNAME_BEFORE = /(?:^|[\s,;:(/-])(['"‘“«])[ \u00a0]?(\p{Lu}[\p{Ll}\p{M}]+)[ \u00a0]?(['"’”»]) $/u;
/** A quoted nickname before the person's full name in brackets: "2 « Bébert » (Hubert Casanova)". */
const NICKNAME_BEFORE_BRACKETS = /(?:^|[\s,;:(/-])(['"‘“«])[ \u00a0]?(\p{Lu}[\p{Ll}\p{M}]+)[ \u00a0]?(['"’”»]) \($/u;
/** Each opening quote's closing one. */
const CLOSING_QUOTES: ReadonlyMap<string, string> = new Map([["'", "'"], ['"', '"'], ['‘', '’'], ['“', '”'], ['«', '»']]);

/**
 * The person spans with each one-word name that a quoted nickname and a surname follow extended
 * over both, and each one-word surname that a first name and a quoted nickname precede extended
 * back over them.
 */
export function withNicknames(text: string, spans: Span[]): Span[] {
  let changed = false;
  const extended = spans.map((span) => {
    if (span.type !== 'PERSON' || /\s/.test(text.slice(span.start, span.end))) return span;
    const before = FIRST_NAME_AND_NICKNAME.exec(text.slice(Math.max(0, span.start - 64), span.start));
    const first = before?.[1];
    if (before !== null && first !== undefined && isNameWord(first) && NICKNAME.test(before[0].slice(first.length + 2, -2))) {
      changed = true;
      return { ...span, start: span.start - before[0].length };
    }
    const alone = NICKNAME_BEFORE.exec(text.slice(Math.max(0, span.start - 32), span.start));
    if (alone !== null && CLOSING_QUOTES.get(alone[1] as string) === alone[3] && NICKNAME.test(alone[2] as string) && isNameWord(alone[2] as string)) {
      changed = true;
      return { ...span, start: span.start - alone[0].length + alone[0].indexOf(alone[1] as string) };
    }
    const match = NICKNAME_AND_SURNAME.exec(text.slice(span.end, span.end + 64));
    const surname = match?.[7];
    if (match === null || surname === undefined) return span;
    const nickname = match.slice(1, 7).find((group) => group !== undefined) ?? '';
    const lower = surname.toLowerCase();
    if (!NICKNAME.test(nickname) || TITLES.has(lower) || PARTICLES.has(lower)) return span;
    // A quoted nickname is the cue itself ("William 'Bill' Gates"); after a parenthesis, an
    // everyday word is more often the next sentence's ("Anna (HR) Today ...").
    if (match[0].charAt(1) === '(' && commonWords().has(lower)) return span;
    changed = true;
    return { ...span, end: span.end + match[0].length };
  });
  // "« Bébert » (Hubert Casanova)": the nickname is the person in brackets after it, a span of its own.
  for (const span of spans) {
    if (span.type !== 'PERSON' || !/\s/.test(text.slice(span.start, span.end)) || text[span.start - 1] !== '(') continue;
    const before = NICKNAME_BEFORE_BRACKETS.exec(text.slice(Math.max(0, span.start - 33), span.start));
    if (before === null || CLOSING_QUOTES.get(before[1] as string) !== before[3] || !NICKNAME.test(before[2] as string)) continue;
    const end = span.start - before[0].length + before[0].lastIndexOf(before[2] as string) + (before[2] as string).length;
    extended.push({ ...span, start: end - (before[2] as string).length, end });
    changed = true;
  }
  return changed ? extended : spans;
}

/** A word that may be a first name: a listed one ("Grace"), or no everyday word, title or particle ("Bongani", not "Press"). */
function isNameWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (TITLES.has(lower) || PARTICLES.has(lower)) return false;
  return isListedName(lower) || (!commonWords().has(lower) && !isEnglishWord(getLexicon(), lower));
}
