/**
 * How much a word is spelled like a name rather than like a word: a letter-trigram model of each,
 * trained from the name lists (faker's locales, compromise, the registries, humannames) and the
 * word lists (faker's words of every locale, compromise's lexicon, the spelling dictionary), kept
 * as one table of log-likelihood ratios. "Zunguvane", "Oskarine" and "Leovin" score high though no
 * list has them; "Semiconductor", "Operations" and "Fulfilment" score low. The learned-names
 * recognizer reads the score as one clue among others (learned-names.ts); alone it is a weak
 * one: places and firms are often named after people.
 */
import { foldAccents } from './tokenize.js';

/** Letters a-z, then the apostrophe or hyphen, any other letter, the start padding and the end. */
const SYMBOLS = 31;
const JOINER = 27;
const OTHER = 28;
const START = 29;
const END = 30;
/** Add-k smoothing of the trigram counts. */
const SMOOTHING = 0.5;

function symbol(code: number): number {
  if (code >= 97 && code <= 122) return code - 96;
  if (code === 39 || code === 45 || code === 0x2019) return JOINER;
  return OTHER;
}

/** The symbols of a word as the model reads it: folded, lower case, two starts before, one end after. */
function symbols(word: string): number[] {
  const folded = foldAccents(word.toLowerCase());
  const out = [START, START];
  for (let i = 0; i < folded.length; i++) out.push(symbol(folded.charCodeAt(i)));
  out.push(END);
  return out;
}

function countTrigrams(words: Iterable<string>): { trigrams: Float64Array; contexts: Float64Array } {
  const trigrams = new Float64Array(SYMBOLS * SYMBOLS * SYMBOLS);
  const contexts = new Float64Array(SYMBOLS * SYMBOLS);
  for (const word of words) {
    const s = symbols(word);
    for (let i = 2; i < s.length; i++) {
      const context = (s[i - 2] as number) * SYMBOLS + (s[i - 1] as number);
      const at = context * SYMBOLS + (s[i] as number);
      trigrams[at] = (trigrams[at] as number) + 1;
      contexts[context] = (contexts[context] as number) + 1;
    }
  }
  return { trigrams, contexts };
}

/**
 * The table: for each trigram, log P(letter | two before) under the names' model minus the same
 * under the words' model. A word both lists hold counts for neither (it says nothing either way).
 */
export function buildNameShape(names: readonly string[], words: readonly string[]): Float32Array {
  const nameSet = new Set(names);
  const named = countTrigrams(nameSet);
  const worded = countTrigrams(words.filter((word) => !nameSet.has(word)));
  const table = new Float32Array(SYMBOLS * SYMBOLS * SYMBOLS);
  for (let context = 0; context < SYMBOLS * SYMBOLS; context++) {
    const nameContext = (named.contexts[context] as number) + SMOOTHING * SYMBOLS;
    const wordContext = (worded.contexts[context] as number) + SMOOTHING * SYMBOLS;
    for (let next = 0; next < SYMBOLS; next++) {
      const at = context * SYMBOLS + next;
      table[at] = Math.log(((named.trigrams[at] as number) + SMOOTHING) / nameContext) - Math.log(((worded.trigrams[at] as number) + SMOOTHING) / wordContext);
    }
  }
  return table;
}

/** The word's mean log-likelihood ratio per letter: above 0 it is spelled more like a name than a word. */
export function nameShapeScore(table: Float32Array, word: string): number {
  const s = symbols(word);
  let sum = 0;
  for (let i = 2; i < s.length; i++) sum += table[((s[i - 2] as number) * SYMBOLS + (s[i - 1] as number)) * SYMBOLS + (s[i] as number)] as number;
  return sum / (s.length - 2);
}
