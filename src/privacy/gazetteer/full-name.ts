/**
 * Whether a slot's value reads as a person's full name when the slot already says it names
 * someone (a chat's sender line, a form's "Name:" line) but no name list knows its words:
 * "Olusegun Adeyemi", "Tsegaye Gebremedhin". Two to four capitalised words, each a listed name or
 * a word that may be part of one (person-rules.ts `readsAsUnlistedNameWord`: no everyday,
 * product, geography or calendar word, no camel case), none a tool ("Grafana"), a bot
 * ("Dependabot") or an acronym ("QA", "PRs"),
 * and neither the whole nor one of its words a listed place or company ("Buenos Aires",
 * "Bayern München").
 */
import { nameWords } from './english-words.js';
import { COMMON_WORD, getLexicon } from './lexicon.js';
import { readsAsUnlistedNameWord } from './person-rules.js';
import { isToolName } from './tech-names.js';
import { foldAccents } from './tokenize.js';

export function readsAsFullName(name: string, things: ReadonlySet<string> = new Set()): boolean {
  const words = nameWords(name);
  if (words.length < 2 || words.length > 4) return false;
  const lexicon = getLexicon();
  for (const { written, word, listed } of words) {
    if (!/^\p{Lu}/u.test(written) || (written.length > 1 && written === written.toUpperCase() && !written.endsWith('.'))) return false;
    // Acronyms in the plural ("PRs", "APIs").
    if (/^\p{Lu}{2,}s$/u.test(written)) return false;
    if (things.has(word) || isToolName(word) || listedPhrase(word)) return false;
    if (listed && ((lexicon.words.get(word) ?? 0) & COMMON_WORD) === 0) continue;
    // Bots ("Dependabot", "Renovatebot").
    if (!readsAsUnlistedNameWord(lexicon, word, written) || (word.length > 4 && word.endsWith('bot'))) return false;
  }
  return !listedPhrase(name.toLowerCase());
}

/** Whether a listed place or company is written so (any number of words). */
function listedPhrase(key: string): boolean {
  return getLexicon().phrases.first(foldAccents(key)) !== -1;
}
