import winkNLP, { type ItsFunction, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { MODEL_NAMES, type LemmaToken, type Lemmatizer } from './types.js';

/**
 * A contraction wink sometimes leaves whole ("I'm", "John's"): split off the clitic so the
 * tokens match the usual English tokenisation (Penn Treebank, Universal Dependencies).
 */
const CLITIC = /^(.*\p{L})((?:['’](?:s|m|re|ve|ll|d))|(?:n['’]t))$/iu;

/**
 * Universal Dependencies conventions for closed-class words (as in the English Web Treebank):
 * object and plural forms lemmatize to the subject/singular form. wink lower-cases and keeps them.
 */
const CLOSED_CLASS: Readonly<Record<string, { lemma: string; pos: readonly string[] }>> = {
  i: { lemma: 'I', pos: ['PRON', 'PROPN', 'NOUN', 'X'] },
  me: { lemma: 'I', pos: ['PRON'] },
  us: { lemma: 'we', pos: ['PRON'] },
  them: { lemma: 'they', pos: ['PRON'] },
  him: { lemma: 'he', pos: ['PRON'] },
  mine: { lemma: 'my', pos: ['PRON'] },
  an: { lemma: 'a', pos: ['DET'] },
  these: { lemma: 'this', pos: ['DET', 'PRON'] },
  those: { lemma: 'that', pos: ['DET', 'PRON'] },
};

/** Subjects after which "'s" is "is"/"has" rather than the possessive. */
const BE_SUBJECTS = new Set(['it', 'he', 'she', 'that', 'what', 'there', 'here', 'who', 'where', 'how', 'this', 'everything', 'nothing', 'let']);

/** Tags of a word a possessive "her" can precede. */
const POSSESSED = new Set(['NOUN', 'ADJ', 'PROPN', 'NUM', 'ADV']);

interface Analysed {
  value: string;
  lemma: string;
  pos: string;
}

/**
 * English lemmas and Universal POS tags with wink-nlp and its lite web model (0.1-0.6 s to load,
 * ~30 MiB). wink keeps no character offsets, so tokens are located in the text in order.
 */
export function createEnglishLemmatizer(): Lemmatizer {
  const nlp: WinkMethods = winkNLP(model, ['sbd', 'pos']);
  const its = nlp.its;
  // wink's typings give `its.lemma` a parameter list `out` does not accept; at run time it is a plain its-function.
  const lemmaOf = its.lemma as unknown as ItsFunction<string>;

  const analyse = (text: string): Analysed[] => {
    const tokens = nlp.readDoc(text).tokens();
    const values = tokens.out(its.value) as string[];
    const lemmas = tokens.out(lemmaOf) as string[];
    const tags = tokens.out(its.pos) as string[];
    return values.map((value, index) => ({ value, lemma: lemmas[index] ?? value, pos: tags[index] ?? 'X' }));
  };

  /** A contraction wink kept whole, analysed as its two parts (wink splits "I 'm" correctly). */
  const splitContraction = (token: Analysed): Analysed[] => {
    const match = CLITIC.exec(token.value);
    if (match === null) return [token];
    const base = match[1] as string;
    const clitic = match[2] as string;
    const parts = analyse(`${base} ${clitic}`);
    if (parts.length === 2 && parts[0]?.value === base && parts[1]?.value === clitic) return parts;
    return [token];
  };

  return {
    model: MODEL_NAMES.en,
    lemmatize(text: string): LemmaToken[] {
      const result: LemmaToken[] = [];
      let cursor = 0;
      let previous = '';
      const tokens = analyse(text).flatMap(splitContraction);
      tokens.forEach((token, index) => {
        const start = text.indexOf(token.value, cursor);
        // wink returns slices of the input; a value not found next is skipped rather than misplaced.
        if (start === -1 || token.value.length === 0) return;
        const end = start + token.value.length;
        cursor = end;
        const { lemma, pos } = applyConventions(token, previous, tokens[index + 1]);
        result.push({ text: token.value, start, end, lemma, pos });
        previous = token.value.toLowerCase();
      });
      return result;
    },
  };
}

/** Universal Dependencies lemma conventions wink's lemmatizer does not follow. */
function applyConventions(token: Analysed, previous: string, next: Analysed | undefined): { lemma: string; pos: string } {
  const lower = token.value.toLowerCase();
  // "her" is "she" as an object, "her" as a possessive (before what it possesses).
  if (lower === 'her' && token.pos === 'PRON') return { lemma: next !== undefined && POSSESSED.has(next.pos) ? 'her' : 'she', pos: 'PRON' };
  // Proper nouns keep their form ("Google", not "google").
  if (token.pos === 'PROPN' && lower !== 'i') return { lemma: token.value, pos: token.pos };
  const closed = CLOSED_CLASS[lower];
  if (closed !== undefined && closed.pos.includes(token.pos)) return { lemma: closed.lemma, pos: token.pos === 'PROPN' ? 'PRON' : token.pos };
  if ((lower === "'s" || lower === '’s') && BE_SUBJECTS.has(previous)) return { lemma: 'be', pos: 'AUX' };
  return { lemma: token.lemma, pos: token.pos };
}
