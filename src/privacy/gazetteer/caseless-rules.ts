/**
 * Persons and towns in caseless scripts (Arabic, Persian, Urdu, Kurdish, Hebrew, Georgian,
 * Nepali). With no capital letter to mark a name, and first names that are often everyday words
 * ("نور" light, "אור" light), a listed name is taken only when something vouches for it:
 * - a title before it ("الدكتور", "גברת", "ბატონი"), or "my name is" ("اسمي", "שמי", "მქვია"):
 *   then a word no list knows counts too, after the titles that are always followed by a name;
 * - another name beside it: a first name followed by a surname, by "بن" (son of) and a name,
 *   or by given names (Arabic given, father's and family name), not all of them everyday words;
 * - a Georgian surname alone, listed or by its ending (-შვილი, -ძე), which no common word has.
 * Towns: a listed town anywhere, unless it is one everyday word ("دخان" smoke); in Hebrew, whose
 * list holds hundreds of villages named by common words, only the cities, or any listed town
 * after a word such as "העיר" (the city) or "ליד" (near).
 * A letter attached in front ("ו" and, "ل" to) stays outside the span: the model reads "ל[PERSON_1]";
 * a Georgian case ending stays inside it (the name's own final vowel may have changed).
 */
import type { Span } from '../types.js';
import { CASELESS_COMMON, CASELESS_FIRST, CASELESS_LAST, type CaselessLexicon } from './caseless-lexicon.js';
import {
  CASELESS_WORD,
  caselessKey,
  HEBREW_TOWNS_ALONE,
  NAME_CUES,
  NISBA,
  NISBA_ADJECTIVES,
  PATRONYMIC_LINKS,
  readingsOf,
  scriptOf,
  TITLES,
  TOWN_CUES,
  TOWN_WORDS,
  WEAK_NAME_CUES,
  type CaselessScript,
  type WordReading,
} from './caseless-scripts.js';

const SOURCE = 'caseless-names';
const SELF_CUE = caselessKey('أنا');
const ABD = caselessKey('عبد');
/** God's names that follow "عبد" in given names ("عبد الرحمن", "عبد العزيز"); "عبد المال" (slave to money) is none. */
const NAMES_OF_GOD: ReadonlySet<string> = new Set(
  [
    'الله', 'الرحمن', 'الرحيم', 'العزيز', 'الكريم', 'الملك', 'القادر', 'اللطيف', 'الحميد', 'المجيد', 'الحكيم', 'الرزاق',
    'الغني', 'الوهاب', 'الفتاح', 'السلام', 'المحسن', 'الجبار', 'الخالق', 'الباري', 'العليم', 'الحليم', 'الستار', 'الصمد',
    'الواحد', 'الحي', 'القيوم', 'المنعم', 'الهادي', 'النور', 'الرؤوف', 'الودود', 'الغفور', 'الشكور', 'المعطي', 'الباسط',
    'الرشيد', 'الحق', 'الجليل', 'العظيم', 'المؤمن', 'الإله', 'الناصر', 'الحافظ', 'الرب', 'القدوس', 'المهيمن', 'المتعال',
    'الولي', 'الوكيل', 'الكافي', 'الغفار', 'القهار', 'السميع', 'البصير', 'الخبير', 'العلي', 'الكبير', 'الحفيظ', 'المقيت',
    'الحسيب', 'الرقيب', 'المجيب', 'الواسع', 'الباعث', 'الشهيد', 'القوي', 'المتين', 'المعز', 'الرافع', 'الصبور', 'المنان',
  ].map(caselessKey),
);
/** Words before "بن" that are no given name: "ابن" itself, "عبد", the titles' words. */
const NOT_A_GIVEN_NAME: ReadonlySet<string> = new Set(['ابن', 'بن', 'عبد', 'أبو', 'ال', 'من', 'في', 'على', 'و'].map(caselessKey));
/** The "my name is" cues by their first word: most words start none. */
const CUES_BY_FIRST_WORD = new Map<string, (readonly string[])[]>();
for (const cue of NAME_CUES) CUES_BY_FIRST_WORD.set(cue[0] as string, [...(CUES_BY_FIRST_WORD.get(cue[0] as string) ?? []), cue]);
const NAME = CASELESS_FIRST | CASELESS_LAST;
/** Names in one person: given, father's, grandfather's and family name. */
const MAX_NAMES = 4;
/** A Georgian surname by its ending: "-შვილი" (child of), "-ძე" (son of). */
const GEORGIAN_SURNAME = /.{2,}(?:შვილი|ძე)$/;

const SCORE_FULL_NAME = 0.85;
const SCORE_TWO_GIVEN_NAMES = 0.7;
const SCORE_TITLED_UNLISTED = 0.65;
const SCORE_CUED_UNLISTED = 0.7;
const SCORE_GEORGIAN_SURNAME = 0.75;
const SCORE_TOWN_PHRASE = 0.8;
const SCORE_TOWN = 0.7;

interface Word {
  start: number;
  end: number;
  text: string;
  key: string;
  script: CaselessScript;
  /** Only spaces between this word and the next (no punctuation, no line break). */
  joinedToNext: boolean;
  /** A colon between this word and the next, as after a form's label ("الاسم: ..."). */
  labelledToNext?: boolean;
  /** The word's readings (readingsOf), computed on first use. */
  readings?: WordReading[];
}

const readingsOfWord = (word: Word): WordReading[] => (word.readings ??= readingsOf(word.text, word.script));

interface NameReading {
  reading: WordReading;
  flags: number;
}

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(CASELESS_WORD)) {
    const script = scriptOf(match[0]);
    if (script === undefined) continue;
    const start = match.index;
    const previous = words[words.length - 1];
    if (previous !== undefined) {
      const between = text.slice(previous.end, start);
      previous.joinedToNext = /^[ \t\u00A0]+$/.test(between) && previous.script === script;
      previous.labelledToNext = /^[ \t]*[:：][ \t]*$/.test(between) && previous.script === script;
    }
    words.push({ start, end: start + match[0].length, text: match[0], key: caselessKey(match[0]), script, joinedToNext: false });
  }
  return words;
}

/** Finds persons and towns written in caseless scripts. */
export function findCaselessNames(text: string, lexicon: CaselessLexicon): Span[] {
  const words = wordsOf(text);
  if (words.length === 0) return [];
  const spans: Span[] = [];
  const flagsOf = (key: string, script: CaselessScript): number => {
    const flags = lexicon.words.get(key) ?? 0;
    return script === 'georgian' && GEORGIAN_SURNAME.test(key) ? flags | CASELESS_LAST : flags;
  };
  /** The word read as a name: as written, without an attached prefix (when allowed) or with a case ending off. */
  const nameAt = (index: number, allowPrefix: boolean): NameReading | undefined => {
    const word = words[index];
    if (word === undefined) return undefined;
    for (const reading of readingsOfWord(word)) {
      if (reading.prefixLength > 0 && !allowPrefix) continue;
      const flags = flagsOf(reading.key, word.script);
      if ((flags & NAME) !== 0) return { reading, flags };
    }
    return undefined;
  };
  /** An Arabic family name of the nisba form ("القحطاني") at `index`, read as a surname. */
  const nisbaAt = (index: number): NameReading | undefined => {
    const word = words[index];
    if (word === undefined || word.script !== 'arabic' || !NISBA.test(word.key) || NISBA_ADJECTIVES.has(word.key)) return undefined;
    if (((lexicon.words.get(word.key) ?? 0) & CASELESS_COMMON) !== 0) return undefined;
    return { reading: { key: word.key, prefixLength: 0, suffixed: false }, flags: CASELESS_LAST };
  };
  /** "عبد الرحمن" at `index`: "servant of" and one of God's names is one given name of two words, listed or not. */
  const abdCompoundAt = (index: number): NameReading | undefined => {
    const word = words[index];
    const next = words[index + 1];
    if (word?.key !== ABD || !word.joinedToNext || next === undefined || !NAMES_OF_GOD.has(next.key)) return undefined;
    return { reading: { key: `${word.key} ${next.key}`, prefixLength: 0, suffixed: false }, flags: CASELESS_FIRST };
  };
  /**
   * The names of a person starting with `first` at `index`: listed names right after it (joined),
   * and "بن" (son of) with the word after it, listed or not. `words` counts the words taken.
   */
  const namesAfter = (index: number, first: NameReading): { names: NameReading[]; words: number; linked: boolean } => {
    const names: NameReading[] = [first];
    let at = index;
    let linked = false;
    // The name opens with "عبد الرحمن": both words are the given name.
    const compound = abdCompoundAt(index);
    if (compound !== undefined) {
      names[0] = compound;
      at += 1;
    }
    while (names.length < MAX_NAMES && words[at]?.joinedToNext === true) {
      const link = words[at + 1] as Word;
      if (PATRONYMIC_LINKS.has(link.key) && link.joinedToNext) {
        const father = abdCompoundAt(at + 2);
        names.push(father ?? nameAt(at + 2, false) ?? { reading: { key: (words[at + 2] as Word).key, prefixLength: 0, suffixed: false }, flags: CASELESS_LAST });
        linked = true;
        at += father === undefined ? 2 : 3;
        continue;
      }
      const given = abdCompoundAt(at + 1);
      if (given !== undefined) {
        names.push(given);
        at += 2;
        continue;
      }
      const next = nameAt(at + 1, false) ?? nisbaAt(at + 1);
      if (next === undefined) break;
      names.push(next);
      at++;
    }
    return { names, words: at - index + 1, linked };
  };
  const person = (from: number, prefixLength: number, to: number, score: number): void => {
    spans.push({ type: 'PERSON', start: (words[from] as Word).start + prefixLength, end: (words[to] as Word).end, score, source: SOURCE });
  };

  /** After a title or cue ending at `index`: the listed names that follow, or one unlisted word when `opens`. */
  const announced = (index: number, opens: boolean, unlistedScore: number, label = false): number => {
    const word = words[index] as Word;
    // A cue may be a form's label, its name after a colon ("الاسم: ..."); a title is not ("הרב: כאן").
    if (!word.joinedToNext && !(label && word.labelledToNext === true)) return index + 1;
    const first = nameAt(index + 1, false) ?? abdCompoundAt(index + 1);
    if (first !== undefined) {
      const { words: count } = namesAfter(index + 1, first);
      person(index + 1, 0, index + count, SCORE_FULL_NAME);
      return index + 1 + count;
    }
    const next = words[index + 1] as Word;
    const unlisted = (lexicon.words.get(next.key) ?? 0) === 0 && !TITLES.has(next.key) && !(next.script === 'arabic' && next.key.startsWith('ال'));
    if (opens && unlisted) {
      // An unlisted given name with its family name of the nisba form ("نورة القحطاني").
      const family = next.joinedToNext && nisbaAt(index + 2) !== undefined;
      person(index + 1, 0, family ? index + 2 : index + 1, unlistedScore);
      return family ? index + 3 : index + 2;
    }
    return index + 1;
  };

  const cueEndingAt = (index: number): number | undefined => {
    for (const cue of CUES_BY_FIRST_WORD.get((words[index] as Word).key) ?? []) {
      const last = index + cue.length - 1;
      if (cue.every((key, offset) => words[index + offset]?.key === key && (offset === cue.length - 1 || words[index + offset]?.joinedToNext === true))) return last;
    }
    return undefined;
  };

  /** A listed town starting at `index`; returns the index after it, or undefined. */
  const townAt = (index: number): number | undefined => {
    const word = words[index] as Word;
    for (const reading of readingsOfWord(word)) {
      for (const town of lexicon.towns.get(reading.key) ?? []) {
        const matches = town.every((key, offset) => offset === 0 || (words[index + offset - 1]?.joinedToNext === true && words[index + offset]?.key === key));
        if (!matches) continue;
        const cued = words[index - 1]?.joinedToNext === true && TOWN_CUES.has((words[index - 1] as Word).key);
        if (word.script === 'hebrew' && !cued && !HEBREW_TOWNS_ALONE.has(town.join(' '))) continue;
        if (town.length === 1 && (TOWN_WORDS.has(reading.key) || ((lexicon.words.get(reading.key) ?? 0) & CASELESS_COMMON) !== 0)) continue;
        const end = words[index + town.length - 1] as Word;
        spans.push({ type: 'LOCATION', start: word.start + reading.prefixLength, end: end.end, score: town.length > 1 ? SCORE_TOWN_PHRASE : SCORE_TOWN, source: SOURCE });
        return index + town.length;
      }
    }
    return undefined;
  };

  let index = 0;
  while (index < words.length) {
    const word = words[index] as Word;
    const title = readingsOfWord(word).find((reading) => TITLES.has(reading.key));
    if (title !== undefined) {
      index = announced(index, TITLES.get(title.key) === true, SCORE_TITLED_UNLISTED);
      continue;
    }
    if (WEAK_NAME_CUES.has(word.key) && word.joinedToNext) {
      const compound = abdCompoundAt(index + 1);
      const first = nameAt(index + 1, false) ?? compound;
      if (first !== undefined) {
        const { names, words: count } = namesAfter(index + 1, first);
        // "أنا" (I am) before a lone given name is as often "I am happy" ("أنا سعيد"): a full name
        // only, or a given name no adjective is written like ("أنا عبد الله").
        const enough = word.key === SELF_CUE ? names.length >= 2 || compound !== undefined : true;
        if (enough && !names.every((name) => (name.flags & CASELESS_COMMON) !== 0)) {
          person(index + 1, 0, index + count, SCORE_FULL_NAME);
          index += 1 + count;
          continue;
        }
      }
    }
    // The cue words are no names themselves ("أنا", I, is keyed like "آنا", Anna).
    if (WEAK_NAME_CUES.has(word.key)) {
      index++;
      continue;
    }
    const cueEnd = cueEndingAt(index);
    if (cueEnd !== undefined) {
      index = announced(cueEnd, true, SCORE_CUED_UNLISTED, true);
      continue;
    }
    // "يوسف بن علي": a word, "son/daughter of" and a listed name is a person, the first word listed or not.
    const link = words[index + 1];
    if (word.joinedToNext && word.script === 'arabic' && link !== undefined && PATRONYMIC_LINKS.has(link.key) && link.joinedToNext && !NOT_A_GIVEN_NAME.has(word.key)) {
      const father = nameAt(index + 2, false) ?? abdCompoundAt(index + 2);
      if (father !== undefined && (father.flags & CASELESS_FIRST) !== 0) {
        const { words: count } = namesAfter(index + 2, father);
        person(index, 0, index + 1 + count, SCORE_FULL_NAME);
        index += 2 + count;
        continue;
      }
    }
    const afterTown = townAt(index);
    const first = nameAt(index, true);
    if (first !== undefined) {
      const { names, words: count, linked } = namesAfter(index, first);
      const everyday = names.every((name) => (name.flags & CASELESS_COMMON) !== 0);
      const surnameFollows = names.slice(1).some((name) => (name.flags & CASELESS_LAST) !== 0);
      const anyEveryday = names.some((name) => (name.flags & CASELESS_COMMON) !== 0);
      const firstIsGiven = (first.flags & CASELESS_FIRST) !== 0;
      let score = 0;
      if (!everyday && firstIsGiven && (surnameFollows || linked || names.length >= 3)) score = SCORE_FULL_NAME;
      else if (names.length === 2 && firstIsGiven && !anyEveryday) score = SCORE_TWO_GIVEN_NAMES;
      else if (word.script === 'georgian' && (first.flags & CASELESS_LAST) !== 0) score = SCORE_GEORGIAN_SURNAME;
      if (score > 0) {
        // A Georgian surname alone is the one word; otherwise the whole run.
        const last = score === SCORE_GEORGIAN_SURNAME ? index : index + count - 1;
        person(index, first.reading.prefixLength, last, score);
        index = Math.max(last + 1, afterTown ?? 0);
        continue;
      }
    }
    index = afterTown ?? index + 1;
  }
  return spans;
}
