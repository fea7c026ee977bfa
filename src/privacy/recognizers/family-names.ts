/**
 * A family named by its surname (PERSON): "Apologies were received from the Kowalskis", "bij de
 * buren (fam. Öztürk)", "Fam. Demir", "la famille Dupont", "la famiglia Esposito", "Familie
 * Wagner". Minutes, newsletters, delivery notes and tenancy letters name households so, and the
 * surname is as personal as anyone's.
 *
 * - "fam." abbreviates "family" only before a name (Dutch and German): the capitalised words
 *   after it.
 * - "famille", "famiglia", "familia": the Romance languages write nouns in small letters, so a
 *   capitalised word after them that is no everyday word is the name.
 * - "Familie": German capitalises every noun ("die Familie Urlaub machen lassen"), so only a
 *   listed surname.
 * - English writes the family as its surname's plural after "the": a listed surname that is no
 *   English word, people or place ("the Browns", "the Poles", "the Bahamas", "the Lakers"). The
 *   span leaves the plural's "s" out, as repeated mentions do with a genitive's ("[PERSON_1]s").
 */
import { commonWords } from '../gazetteer/common-words.js';
import { isEnglishWord } from '../gazetteer/english-words.js';
import { getLexicon, LAST_NAME } from '../gazetteer/lexicon.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'family-names';
const ABBREVIATED_SCORE = 0.8;
const NAMED_FAMILY_SCORE = 0.7;

const NAME = String.raw`\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?`;
/** "fam. Öztürk", "Fam. van Dijk-Smit": the abbreviation, then the name (particles allowed). */
const ABBREVIATED = new RegExp(String.raw`(?<![\p{L}\p{N}])[Ff]am\. ((?:(?:van|von|de|der|den|ter|ten|te|di|da|del|della|du|le|la) )*${NAME})`, 'dgu');
/** "la famille Dupont": a Romance language's family, then a capitalised word. */
const ROMANCE_FAMILY = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:famille|famiglia|familia|família) (${NAME})`, 'dgu');
/** "Familie Wagner": German and Dutch. */
const GERMANIC_FAMILY = new RegExp(String.raw`(?<![\p{L}\p{N}])[Ff]amilie (${NAME})`, 'dgu');
/** "Kowalskis" after "the ": the surname's plural, the "s" outside the group (sticky, tried where "he " is). */
const PLURAL_FAMILY = /(\p{Lu}[\p{Ll}\p{M}'’]{2,}?)s(?![\p{L}\p{N}'’-])/dyu;

/**
 * A surname of the name lists (not of the census lists, which hold "Laker", "Flyer" and "Knick"
 * too) that is no English word and no people's name ("the Poles", "the Danes").
 */
function isFamilyName(lower: string): boolean {
  const lexicon = getLexicon();
  if (((lexicon.words.get(lower) ?? 0) & LAST_NAME) === 0 || PEOPLES.has(lower)) return false;
  return !isEnglishWord(lexicon, lower, true) && !commonWords().has(lower);
}

/** Peoples whose singular is also a listed surname. */
const PEOPLES: ReadonlySet<string> = new Set([
  'pole', 'dane', 'finn', 'turk', 'scot', 'swede', 'czech', 'slovak', 'serb', 'croat', 'greek', 'moor', 'frank', 'saxon',
  'norman', 'celt', 'gaul', 'hun', 'goth', 'briton', 'roman', 'german', 'arab', 'kurd', 'thai', 'basque', 'breton',
]);

/** "the Azores", "the Bahamas": a plural that is itself a place's name. */
function isListedPlace(written: string): boolean {
  return getLexicon().phrases.first(foldAccents(written.toLowerCase())) !== -1;
}

/** Taxonomy's families ("familia Cyperaceae", "famiglia Rosaceae") are no households. */
const TAXON = /(?:aceae|idae|inae|oidea)$/;

/** Each match's first group, kept where `accept` says so. */
function collect(regex: RegExp, text: string, score: number, accept: (name: string) => boolean, spans: Span[]): void {
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    const bounds = match.indices?.[1];
    if (bounds === undefined || !accept(match[1] ?? '')) continue;
    spans.push({ type: 'PERSON', start: bounds[0], end: bounds[1], score, source: SOURCE });
  }
}

/**
 * "the Kowalskis": each "the " or "The " found with indexOf, a capital after it, then the sticky
 * plural there (a regex over the whole text cost more than the rest of the recognizer: nearly
 * every English text has "the").
 */
function pluralFamilies(text: string, spans: Span[]): void {
  for (let at = text.indexOf('he ', 1); at !== -1; at = text.indexOf('he ', at + 3)) {
    const t = text.charCodeAt(at - 1);
    if ((t !== 116 && t !== 84) || /[\p{L}\p{N}]/u.test(text[at - 2] ?? '')) continue;
    const next = text[at + 3] ?? '';
    if (next === '' || next === next.toLowerCase()) continue;
    PLURAL_FAMILY.lastIndex = at + 3;
    const match = PLURAL_FAMILY.exec(text);
    const bounds = match?.indices?.[1];
    const name = match?.[1];
    if (bounds === undefined || name === undefined || !isFamilyName(name.toLowerCase()) || isListedPlace(`${name}s`)) continue;
    spans.push({ type: 'PERSON', start: bounds[0], end: bounds[1], score: NAMED_FAMILY_SCORE, source: SOURCE });
  }
}

/** Creates the recognizer of families named by their surname. */
export function createFamilyNamesRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      // Cheap tests first: most texts name no family ("fam.", "Fam.", "famille", "Familie", "the", "The").
      if (text.includes('am.') || text.includes('amil') || text.includes('amig') || text.includes('amíl')) {
        collect(ABBREVIATED, text, ABBREVIATED_SCORE, () => true, spans);
        collect(ROMANCE_FAMILY, text, NAMED_FAMILY_SCORE, (name) => !commonWords().has(name.toLowerCase()) && !TAXON.test(name), spans);
        collect(GERMANIC_FAMILY, text, NAMED_FAMILY_SCORE, (name) => isFamilyName(name.toLowerCase()), spans);
      }
      pluralFamilies(text, spans);
      return spans.sort((a, b) => a.start - b.start);
    },
  };
}
