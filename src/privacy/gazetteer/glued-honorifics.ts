/**
 * Honorifics written onto a name with a hyphen, as Japanese business mail and Indian and Turkish
 * chat write them: "Tanaka-san sent the spec", "Sharma-ji will call", "Kenji-kun". The token is
 * one word to the tokenizer ("Tanaka-san"), which no list knows; the name is the part before the
 * hyphen, and the honorific stays outside the span, so the model reads "[PERSON_1]-san" and keeps
 * the form of address.
 */
import { isEnglishWord } from './english-words.js';
import { FIRST_NAME, LAST_NAME } from './lexicon.js';
import { mayBeNameWord } from './person-rules.js';
import type { TokenView } from './token-view.js';
import { foldAccents } from './tokenize.js';

/** A capitalised name, a hyphen and an honorific of Japanese, Hindi and Urdu, or Turkish. */
const GLUED_HONORIFIC = /^(\p{Lu}\p{Ll}+)-(?:san|sama|kun|chan|sensei|senpai|ji|jee|bhai|didi|sahab|saheb|bey|hanım|hoca)$/u;

/**
 * Where the name ends inside token i when an honorific is glued onto it ("Tanaka-san": after
 * "Tanaka"), or -1: the part before the hyphen must be a listed name, or a word no dictionary
 * knows that may be a name ("Node-san" and "Bug-chan" are no one).
 */
export function gluedHonorificNameEnd(view: TokenView, i: number): number {
  const token = view.tokens[i];
  // Most words hold no hyphen: the regex runs for those that do.
  if (token === undefined || !view.caseful || !token.text.includes('-')) return -1;
  const stem = GLUED_HONORIFIC.exec(token.text)?.[1];
  if (stem === undefined) return -1;
  const key = stem.toLowerCase();
  // The word table is keyed by the folded form ("José-san", "Zoë-chan").
  const listed = ((view.lexicon.words.get(foldAccents(key)) ?? 0) & (FIRST_NAME | LAST_NAME)) !== 0;
  if (!listed && (isEnglishWord(view.lexicon, key, true) || !mayBeNameWord(view.lexicon, key, stem))) return -1;
  return token.start + stem.length;
}
