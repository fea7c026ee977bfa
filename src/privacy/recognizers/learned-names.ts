/**
 * PERSON: capitalised words the rules left unmasked that a learned model reads as names. The
 * rules catch a name by a list or a cue; an invented name with neither ("your shadow this week
 * is Oakley Penhallow") passed them all. A logistic regression over each such word's features
 * (learned/name-features.ts: the lists' verdict, its spelling, its neighbours on the line),
 * trained on the tuning sets of work prompts (bench/train-name-model.ts), says how likely it is a
 * person's. It runs after the other recognizers, on the words their spans leave, so it only adds.
 * Neighbouring words it accepts, one space apart, are one name.
 */
import { getLexicon } from '../gazetteer/lexicon.js';
import { candidateWords, probabilityOf, wordFeatures, type NameModel } from '../learned/name-features.js';
import { NAME_MODEL } from '../learned/name-weights.js';
import type { LateRecognizer, Span } from '../types.js';

/**
 * The model's probability a word must reach. On seven tuning sets each left out of training in
 * turn, 0.8 kept 205 names' words against 31 other words (0.7: 276 against 50; 0.6: 355 against
 * 92), and it leaves alone the invented products and foreign words the tests hold ("Can I get a
 * prescription for Ozempic?", "Stelle is the German word for a position.").
 */
export const LEARNED_NAME_PROBABILITY = 0.8;

const model: NameModel = { bias: NAME_MODEL.bias, weights: new Map(Object.entries(NAME_MODEL.weights)) };

/** The shipped model's probability that a word with these features is a person's name. */
export function nameProbability(features: readonly string[]): number {
  return probabilityOf(model, features);
}

export function createLearnedNamesRecognizer(): LateRecognizer {
  return {
    name: 'learned-names',
    entities: ['PERSON'],
    languages: '*',
    late: true,
    detect: () => [],
    detectAmong(text, found) {
      const lexicon = getLexicon();
      const spans: Span[] = [];
      for (const candidate of candidateWords(text, lexicon, found)) {
        const probability = nameProbability(wordFeatures(text, lexicon, candidate));
        if (probability < LEARNED_NAME_PROBABILITY) continue;
        const { start, word } = candidate.at;
        const end = start + word.length;
        const last = spans[spans.length - 1];
        if (last !== undefined && start === last.end + 1 && text[last.end] === ' ') {
          last.end = end;
          last.score = Math.min(last.score, probability);
        } else {
          spans.push({ type: 'PERSON', start, end, score: probability, source: 'learned-names' });
        }
      }
      return spans;
    },
  };
}
