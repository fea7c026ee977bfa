/**
 * Whether a word is an everyday word: in faker's and compromise's English word lists (or, for
 * the words of a label, an English spelling dictionary) or the common words of the six
 * languages, as written or as an inflection of one ("creeks", "named", "lately"). The person rules ask it of capitalised words no name list knows; the readers of chat
 * senders, role fields and addresses ask it of the words of a candidate name ("Design Review",
 * "Redis Cluster", "customer.service" are no people).
 */
import { COMMON_WORD, FIRST_NAME, getLexicon, LAST_NAME, LISTED_ENGLISH, type Lexicon } from './lexicon.js';
import { PARTICLES } from './name-rules.js';

/** Endings of English inflections and the stems they leave ("says" -> "say", "named" -> "name"). */
const INFLECTIONS: ReadonlyArray<readonly [ending: string, replacements: readonly string[]]> = [
  ['ies', ['y']], ['ied', ['y']], ['es', ['', 'e']], ['s', ['']], ['ed', ['', 'e']], ['ing', ['', 'e']], ['ly', ['']],
];

/**
 * Whether the lower-case word is an English (or common) word or an inflection of one ("system",
 * "creeks", "lately"). `dictionary`: a spelling dictionary's words count too ("payment",
 * "platform"), and with them rare words that are surnames as often ("Ball", "Capon"): asked of
 * the words of a label or a phrase, not of a lone word that may be someone's surname.
 */
export function isEnglishWord(lexicon: Lexicon, word: string, dictionary = false): boolean {
  const known = (form: string): boolean => {
    const english = lexicon.englishWords.get(form);
    if (english === LISTED_ENGLISH || (dictionary && english !== undefined)) return true;
    return ((lexicon.words.get(form) ?? 0) & COMMON_WORD) !== 0;
  };
  if (known(word)) return true;
  for (const [ending, replacements] of INFLECTIONS) {
    if (!word.endsWith(ending) || word.length - ending.length < 2) continue;
    const stem = word.slice(0, -ending.length);
    for (const replacement of replacements) if (known(stem + replacement)) return true;
  }
  return false;
}

/** Whether the lower-case word is a listed first name or surname. */
export function isListedName(word: string): boolean {
  return ((getLexicon().words.get(word) ?? 0) & (FIRST_NAME | LAST_NAME)) !== 0;
}

/** An everyday word that is no listed name: "review", "cluster", "offices" (not "rose", "mark"). */
export function isEverydayWord(word: string): boolean {
  return !isListedName(word) && isEnglishWord(getLexicon(), word, true);
}

/** One word of a candidate name: as written, lower case without edge punctuation, and how the lists read it. */
export interface NameWord {
  written: string;
  word: string;
  listed: boolean;
  everyday: boolean;
}

/** The words of a candidate name ("Olusegun Adeyemi", "Design Review"), particles ("van", "de") left out. */
export function nameWords(name: string): NameWord[] {
  const lexicon = getLexicon();
  const words: NameWord[] = [];
  for (const written of name.trim().split(/[ \u00a0\t]+/)) {
    const word = written.toLowerCase().replace(/^[.'’-]+|[.'’-]+$/g, '');
    if (word.length === 0 || PARTICLES.has(word)) continue;
    const listed = isListedName(word);
    words.push({ written, word, listed, everyday: !listed && isEnglishWord(lexicon, word, true) });
  }
  return words;
}

/**
 * Whether a value reads as a person's name, not a team, product or subject ("Owner: Platform
 * Engineering", "Tenant: Azure AD", "Student: Computer Science"): `minWords` words or more (particles
 * aside), each a listed name, or a word no everyday list knows that is no acronym.
 */
export function readsAsPersonName(value: string, minWords = 1): boolean {
  const words = nameWords(value);
  return words.length >= minWords && words.every(({ written, listed, everyday }) => listed || (!everyday && !(written.length <= 4 && written === written.toUpperCase())));
}
