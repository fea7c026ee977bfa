/**
 * PERSON: first names written in small letters, where the writer writes names so. Chats, hand-overs
 * and quick notes often go without capitals ("handing over to kemal now", "fatma scaled consumers
 * to 12", "plus auntie bernadette"), and the name rules read capitals. A word in small letters is
 * a first name here when a first-name list has it, no everyday list knows it as a word (so "rose",
 * "mark" and "will" stay words), no place, organisation or tool bears it and no determiner stands
 * before it ("a whole lot"), and when the text shows that its writer leaves names without
 * capitals: a person was already found written in small letters (a chat's sender), or most of its
 * prose lines start with a small letter. Only in English: other languages' words are first names
 * too often ("dal", "domingo", "bon", "dan", "anders").
 */
import { isEnglishWord } from '../gazetteer/english-words.js';
import { COMMON_WORD, FIRST_NAME, getLexicon, type Lexicon } from '../gazetteer/lexicon.js';
import { isServiceName, isToolName } from '../gazetteer/tech-names.js';
import { ENGLISH_MARKERS } from '../gazetteer/token-view.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { LateRecognizer, Span } from '../types.js';

const SOURCE = 'small-letter-names';
const SCORE = 0.6;
/** A word of three letters or more in small letters, standing alone: not in a path, an address, a handle or a hyphenated word. */
const WORD = /\p{Ll}(?<![\p{L}\p{N}_.@/\\#'’-]\p{Ll})[\p{Ll}\p{M}]{2,}(?![\p{L}\p{N}_@'’]|[.-][\p{L}\p{N}])/gu;
/** A line's lead-in before its first word: bullets, a chat's time in brackets and its sender, emoji and all ("[14/03 19:12] ciarán: ", "Jess 💅: "). */
const LEAD_IN = /[ \t]*(?:[-*•>]+[ \t]*)?(?:\[[^\]\n]{1,30}\][ \t]*)?(?:[\p{L}][\p{L}\p{M}\p{Extended_Pictographic}\u200d\ufe0f'’. -]{0,30}:[ \t]+)?/uy;
/**
 * A line's first word, and whether three more words follow it on the line (prose, not a field).
 * The words exclude the commas their separators take, so a long line is read one way only.
 */
const PROSE_START = /(\p{L})[\p{L}\p{M}'’]*(?:[ \t,]+[\p{L}\p{N}][^\s,]*){3}/uy;

/**
 * Whether most of the text's prose lines start with a small letter, two of them at least. Both
 * regexes are read in place, line by line: no character class of theirs crosses a line's end.
 */
function writesInSmallLetters(text: string): boolean {
  let small = 0;
  let capital = 0;
  for (let line = 0; ; ) {
    LEAD_IN.lastIndex = line;
    LEAD_IN.exec(text);
    PROSE_START.lastIndex = LEAD_IN.lastIndex;
    const start = PROSE_START.exec(text)?.[1];
    if (start !== undefined) {
      if (start === start.toLowerCase()) small++;
      else capital++;
    }
    const next = text.indexOf('\n', line);
    if (next === -1) break;
    line = next + 1;
  }
  return small >= 2 && small >= capital;
}

/** Whether a found person is written in small letters only ("ciarán", "bex"). */
function foundInSmallLetters(text: string, found: readonly Span[]): boolean {
  return found.some((span) => span.type === 'PERSON' && span.end - span.start >= 3 && /^[\p{Ll}\p{M} ]+$/u.test(text.slice(span.start, span.end)));
}

/** Contractions written without their apostrophe that a first-name list also has ("Ive"). */
const CONTRACTIONS = new Set(['ive', 'youve', 'theyve', 'weve']);

/** The words before a noun that no name follows: "a lot", "the dal", "us lot", "whole lot". */
const BEFORE_NOUN = /(?:^|[^\p{L}])(?:a|an|the|us|you|whole|of|some|this|that|these|those|any|no)[ \t]+$/iu;

/** Whether the small-letter word is a first name of the lists that no list knows as a word, place, company or tool. */
function isFirstNameOnly(lexicon: Lexicon, word: string): boolean {
  const folded = foldAccents(word);
  const flags = lexicon.words.get(folded) ?? 0;
  if ((flags & FIRST_NAME) === 0 || (flags & COMMON_WORD) !== 0) return false;
  if (isEnglishWord(lexicon, folded, true) || isToolName(folded) || isServiceName(folded)) return false;
  return !CONTRACTIONS.has(folded) && lexicon.phrases.first(folded) === -1;
}

export function createSmallLetterNamesRecognizer(): LateRecognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    // Not `['en']`: that would make the analyzer detect every message's language (~0.25 ms).
    languages: '*',
    late: true,
    detect: () => [],
    detectAmong(text, found, context) {
      const spans: Span[] = [];
      // Asked first: most texts capitalise their sentences, and then no word needs looking up.
      if (!foundInSmallLetters(text, found) && !writesInSmallLetters(text)) return spans;
      // English only: the caller's language when given, else whether the text reads as English.
      if (!(context.language === undefined ? ENGLISH_MARKERS.test(text) : context.language === 'en')) return spans;
      const lexicon = getLexicon();
      let next = 0;
      for (const match of text.matchAll(WORD)) {
        const start = match.index;
        const end = start + match[0].length;
        while (next < found.length && (found[next] as Span).end <= start) next++;
        if (next < found.length && (found[next] as Span).start < end) continue;
        if (!isFirstNameOnly(lexicon, match[0]) || BEFORE_NOUN.test(text.slice(Math.max(0, start - 9), start))) continue;
        spans.push({ type: 'PERSON', start, end, score: SCORE, source: SOURCE });
      }
      return spans;
    },
  };
}
