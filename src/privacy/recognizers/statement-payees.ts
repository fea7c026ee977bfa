/**
 * The people a bank statement's lines pay or are paid by (PERSON), as banks print them in capitals
 * with an initial before the surname: "FASTER PAYMENT FROM A OKAFOR", "STANDING ORDER TO MRS P
 * NWOSU", "BANK TRANSFER TO J SMITH", "PAYPAL *Z PETKOVIC". A statement names firms the same way
 * ("CARD PAYMENT TO J SAINSBURY", "TO A SAVINGS ACCT"), so the surname must be a listed surname or
 * no word and no listed firm or place, and the line must be written in capitals.
 */
import { isEnglishWord } from '../gazetteer/english-words.js';
import { getLexicon, isListedSurname } from '../gazetteer/lexicon.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'statement-payees';
const SCORE = 0.7;

/** "FROM A OKAFOR", "TO MRS P NWOSU", "*Z PETKOVIC": a title perhaps, one or two initials, and a surname, in capitals. */
const PAYEE = /(?:\b(?:FROM|TO)[ \t]+|\*)((?:(?:MR|MRS|MS|MISS|DR)[ \t]+)?[A-Z](?:[ \t]+[A-Z])?[ \t]+([A-Z][A-Z'’-]*[A-Z]{2}))(?![A-Za-z])/g;

/**
 * Whether the line at `at` is written in capitals (no small letters), read once per line: a
 * statement of one long line holds many payees, and reading it again for each was quadratic.
 */
function capitalLines(text: string): (at: number) => boolean {
  let end = -1;
  let capitals = false;
  return (at) => {
    if (at > end) {
      const start = text.lastIndexOf('\n', at) + 1;
      const next = text.indexOf('\n', at);
      end = next === -1 ? text.length : next;
      capitals = !/\p{Ll}/u.test(text.slice(start, end));
    }
    return capitals;
  };
}

/** Whether a word in capitals reads as a surname: a listed one, or no word and no listed firm or place. */
function readsAsSurname(word: string): boolean {
  const lexicon = getLexicon();
  const key = foldAccents(word.toLowerCase());
  if (isListedSurname(lexicon, key) && lexicon.phrases.first(key) === -1) return true;
  return !isEnglishWord(lexicon, key, true) && lexicon.phrases.first(key) === -1 && (lexicon.words.get(key) ?? 0) === 0;
}

/** Creates the recognizer of a statement's payees. */
export function createStatementPayeesRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      if (!text.includes('TO ') && !text.includes('FROM ') && !text.includes('*')) return spans;
      const inCapitals = capitalLines(text);
      PAYEE.lastIndex = 0;
      for (let match = PAYEE.exec(text); match !== null; match = PAYEE.exec(text)) {
        const payee = match[1] as string;
        const start = match.index + match[0].length - payee.length;
        if (readsAsSurname(match[2] as string) && inCapitals(start)) spans.push({ type: 'PERSON', start, end: start + payee.length, score: SCORE, source: SOURCE });
      }
      return spans;
    },
  };
}
