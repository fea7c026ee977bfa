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
import { candidateWords, loadModel, probabilityOf, wordFeatures, type Candidate } from '../learned/name-features.js';
import { NAME_MODEL } from '../learned/name-weights.js';
import type { LateRecognizer, Span } from '../types.js';

/**
 * The model's probability a word must reach. On seven tuning sets each left out of training in
 * turn, 0.8 kept 205 names' words against 31 other words (0.7: 276 against 50; 0.6: 355 against
 * 92), and it leaves alone the invented products and foreign words the tests hold ("Can I get a
 * prescription for Ozempic?", "Stelle is the German word for a position.").
 */
export const LEARNED_NAME_PROBABILITY = 0.8;
/**
 * Two candidates one space apart ("Jozefien Kaptein", "Ngaire Holcombe") are one name when both
 * reach this probability and one of them `LEARNED_PAIR_STRONGER`: each word is evidence for the
 * other. On the same seven sets, the pair rule added 10 names' words for 1 other word.
 */
export const LEARNED_PAIR_PROBABILITY = 0.6;
export const LEARNED_PAIR_STRONGER = 0.7;

/**
 * Which candidates to mask, given their probabilities in text order: those at the level, and both
 * words of a pair side by side (`sideBySide(i)`: candidate i + 1 follows candidate i after one space)
 * that reach the pair's levels.
 */
export function chosenCandidates(probabilities: readonly number[], sideBySide: (index: number) => boolean): boolean[] {
  const chosen = probabilities.map((probability) => probability >= LEARNED_NAME_PROBABILITY);
  for (let i = 0; i + 1 < probabilities.length; i++) {
    const first = probabilities[i] as number;
    const second = probabilities[i + 1] as number;
    if (Math.min(first, second) >= LEARNED_PAIR_PROBABILITY && Math.max(first, second) >= LEARNED_PAIR_STRONGER && sideBySide(i)) {
      chosen[i] = true;
      chosen[i + 1] = true;
    }
  }
  return chosen;
}

/** Whether candidate i + 1 follows candidate i after one space: the two words may be one name. */
export function besideNext(text: string, candidates: readonly Candidate[], i: number): boolean {
  const { end } = (candidates[i] as Candidate).at;
  return candidates[i + 1]?.at.start === end + 1 && text[end] === ' ';
}

const model = loadModel(NAME_MODEL);

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
      const candidates = candidateWords(text, lexicon, found);
      if (candidates.length === 0) return spans;
      const probabilities = candidates.map((candidate) => nameProbability(wordFeatures(text, lexicon, candidate)));
      const chosen = chosenCandidates(probabilities, (i) => besideNext(text, candidates, i));
      for (const [i, candidate] of candidates.entries()) {
        if (chosen[i] !== true) continue;
        const probability = probabilities[i] as number;
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
