/**
 * Capitalised words that are listed names but, where they stand, everyday words: asked by the
 * person rules (person-rules.ts, `startsName`) before a word may open a name on its own evidence.
 * A title or a first name before the word is asked first and still makes it a name ("Frau
 * Schneider", "Hans Koch", "Jan de Bakker"); these rules only keep a word from being a name alone.
 *
 * - German nouns that are also surnames ("Sommer", "Wasser", "Vogel"): German writes every noun
 *   capitalised, so in German text "es ist Sommer", "Mehl, Eier, Salz und Wasser" name nobody. In English text they stay surnames
 *   ("ex-Zombie Schneider"): they are no common words (common-words.ts) for that reason.
 * - Portuguese pronouns and nouns that are first names elsewhere ("Ela", "Ele", Turkish "Ata"):
 *   in Portuguese text "Ela disse", "Ata da reunião".
 * - Dutch "De" before a noun: "De Huisarts", "De Bakker op de hoek", "De Belastingdienst" are the
 *   article and a noun, where "De Vries", "De Jong", "De Boer" are surnames. The nouns are the
 *   listed names among Dutch everyday nouns ("Bakker"; the others are common words) and compounds
 *   ending in an institution's word (-dienst, -raad, -bank...).
 * - Months and weekdays of es, it and pt that are frequent first names (Abril, Julio, Domingo,
 *   Sabato, Domenica), where a date's words stand around them: "Llego en Abril", "Ci vediamo
 *   Domenica alle 10", "el Domingo por la mañana", "5 de Julio". "Julio dijo", "Hablé con Julio"
 *   and "Domingo Pérez" keep the name. (The other months and weekdays of these languages are
 *   calendar words wherever they stand: name-rules.ts.)
 * A listed name right after the word makes it a name again ("Ela Kowalska").
 */
import type { TokenView } from './token-view.js';
import { WordSet } from './word-set.js';

/**
 * German everyday nouns that the name lists hold as surnames (or first names). Not the nouns that
 * are among the commonest German surnames (Schneider, Fischer, Bauer, Koch, Richter, Keller,
 * Fuchs, Hahn, Stein, Kaiser, König, Graf, Schäfer, Busch): "Ich habe mit Schneider gesprochen"
 * names someone, and a leak is worse than "Mein Schneider" masked.
 */
const GERMAN_NOUNS: ReadonlySet<string> = new WordSet([
  'mehl', 'wasser', 'vogel', 'sommer', 'mann', 'bruder', 'vater', 'kopf', 'zimmer', 'tasche', 'strand',
  'wiese', 'meer', 'feld', 'dach', 'kasse', 'liebe', 'honig', 'pfeffer', 'huhn', 'bär', 'bäcker', 'metzger',
  'fleischer', 'tischler', 'schreiner', 'maurer', 'förster', 'buch', 'blume', 'schwarz', 'grün',
  'zahn', 'pech', 'bein', 'bauch', 'hügel', 'berge', 'ritter', 'meister', 'adler', 'kupfer', 'stahl', 'kohle',
]);

/** Portuguese words that are first names elsewhere: "ela", "ele" (she, he), "ata" (minutes). */
const PORTUGUESE_WORDS: ReadonlySet<string> = new WordSet(['ela', 'ele', 'ata']);

/**
 * Words that only German writes (none an English, French, Spanish or Dutch word): one of them says
 * the text is German. Lower case, or capitalised where a sentence may start with it.
 */
const GERMAN_TEXT = /(?<!\p{L})(?:[Ii]ch|und|ist|nicht|[Hh]abe|haben|sind|[Ww]ir|einen|einem|eine|[Mm]eine?[mnrs]?|[Dd]eine?|auch|sehr|oder|aber|noch|schon|[Bb]itte|[Jj]etzt|heute|gibt|wird|werden|kann|können|muss|für|auf|zum|zur|vom|beim|sich|uns|euch|wenn|dass|weil|über)(?!\p{L})/u;

/** Words that only Portuguese writes: one of them says the text is Portuguese. */
const PORTUGUESE_TEXT = /(?<!\p{L})(?:[Nn]ão|[Vv]ocês?|[Tt]udo|está|estão|estou|[Mm]uit[oa]s?|também|[Ee]ntão|isso|isto|ontem|amanhã|hoje|reunião|disse|uma|foi|pra|[Oo]brigad[oa]|[Oo]lá|bem|vou|vai|[Aa]té|têm|porque)(?!\p{L})/u;

/** Which languages a text reads as, per view (asked only for the few words listed above). */
const languages = new WeakMap<TokenView, { german: boolean; portuguese: boolean }>();

function readsAs(view: TokenView): { german: boolean; portuguese: boolean } {
  let found = languages.get(view);
  if (found === undefined) {
    found = { german: GERMAN_TEXT.test(view.text), portuguese: PORTUGUESE_TEXT.test(view.text) };
    languages.set(view, found);
  }
  return found;
}

/**
 * Dutch nouns the name lists hold as surnames, which after "De" are the noun: "De Bakker op de
 * hoek". Not the nouns that are the commonest surnames after "De" (Boer, Jong, Koning, Visser,
 * Smit, Vos, Man, Haan, Groot, Wit): "De Boer heeft gebeld" is someone.
 */
const DUTCH_NOUNS: ReadonlySet<string> = new WordSet(['bakker']);

/** Last words of Dutch compounds that name an institution or a shop: "Belastingdienst", "Gemeenteraad", "Rabobank". */
const INSTITUTION_ENDINGS: readonly string[] = [
  'dienst', 'raad', 'bank', 'kamer', 'bond', 'fonds', 'vereniging', 'stichting', 'commissie', 'inspectie',
  'autoriteit', 'school', 'winkel', 'kantoor', 'bureau', 'centrum', 'bedrijf', 'maatschappij', 'verzekeraar',
  'verzekering', 'gemeente', 'politie', 'kliniek', 'apotheek', 'partij', 'ministerie', 'omroep', 'bibliotheek',
];

/** Whether the lower-case word is a Dutch noun after "De": a listed one, or an institution's compound. */
function dutchNoun(view: TokenView, i: number): boolean {
  const key = view.key(i);
  if (DUTCH_NOUNS.has(key)) return true;
  // A compound: the ending and three letters or more before it ("Belasting-dienst"), no listed name.
  return !view.isName(i) && INSTITUTION_ENDINGS.some((ending) => key.length >= ending.length + 3 && key.endsWith(ending));
}

/** Whether token i is the Dutch article "de"/"De" followed by such a noun, or the noun after it. */
function dutchArticleAndNoun(view: TokenView, i: number): boolean {
  if (view.key(i) === 'de') return view.adjacent(i) && view.isCapitalized(i + 1) && dutchNoun(view, i + 1);
  return i > 0 && view.key(i - 1) === 'de' && view.adjacent(i - 1) && dutchNoun(view, i);
}

/** Months and weekdays of es, it and pt that are frequent first names too. */
const NAMESAKE_DATES: ReadonlySet<string> = new WordSet(['abril', 'julio', 'domingo', 'sabato', 'domenica']);

/**
 * Words right before a month or weekday that make it a date: "en Abril", "em Julho", "el Domingo",
 * "la domenica", "ogni Domenica", "hasta Julio", "este Domingo". Not "a" and "con" ("díselo a
 * Julio", "con Julio"), nor "de" alone ("la casa de Julio").
 */
const DATE_BEFORE: ReadonlySet<string> = new Set([
  'en', 'em', 'el', 'la', 'il', 'no', 'na', 'nel', 'nella', 'ogni', 'cada', 'todo', 'todos', 'toda', 'este', 'esta',
  'próximo', 'próxima', 'proximo', 'proxima', 'prossimo', 'prossima', 'questo', 'questa', 'pasado', 'passado', 'scorso',
  'scorsa', 'hasta', 'até', 'fino', 'desde', 'dal', 'dalla', 'entre', 'tra', 'fra', 'mediados', 'finales', 'principios',
  'inicio', 'início', 'meados', 'fim', 'fine',
]);
/** After a day or month, the rest of a date: "Domenica alle 10", "Julio de 2024", "Domingo 5", "Domingo por la mañana". */
const DATE_AFTER = /^[ \t]+(?:\d|(?:alle|alla|ore|às|as|a las|a la|de|del)[ \t]+\d|(?:mattina|sera|pomeriggio|notte|prossim[ao]|scors[ao]|próxim[ao]|proxim[ao]|pasad[ao]|passad[ao]|que viene|que vem|por la|à tarde|à noite|de manhã)(?!\p{L}))/u;

/** Whether token i, a month or weekday that is also a first name, stands where a date does. */
function standsAsDate(view: TokenView, i: number): boolean {
  if (DATE_AFTER.test(view.text.slice(view.end(i), view.end(i) + 16))) return true;
  if (i === 0 || !view.adjacent(i - 1)) return false;
  const before = view.key(i - 1);
  if (DATE_BEFORE.has(before)) return true;
  // "5 de Julio", "1º de Julio", "a mediados de Julio".
  if (before !== 'de') return false;
  const start = view.tokens[i - 1]?.start ?? 0;
  return /\d[ºª°]?[ \t]+$/.test(view.text.slice(Math.max(0, start - 4), start)) || (i > 1 && view.adjacent(i - 2) && DATE_BEFORE.has(view.key(i - 2)));
}

/** Nouns that are also a place's name, and open a sentence as the noun: "Réunion d'équipe lundi". */
const PLACE_NOUNS: ReadonlySet<string> = new Set(['réunion', 'reunion']);

/**
 * Whether token i is a noun that names a place too, opening a sentence or line with words in small
 * letters after it ("Réunion d'équipe lundi à 10h", "Réunion : ordre du jour", "Reunion planning
 * for 2005"): the noun, no place. The island keeps its article or a capital after it ("La
 * Réunion", "à la Réunion", "Réunion Island"). Asked by place-rules.ts.
 */
export function opensWithPlaceNoun(view: TokenView, i: number): boolean {
  if (!view.caseful || !PLACE_NOUNS.has(view.key(i)) || !view.isSentenceStart(i)) return false;
  const after = view.text.slice(view.end(i), view.end(i) + 4);
  return /^(?:[ \t]*:|[ \t]+\p{Ll}|[ \t]+d['’])/u.test(after);
}

/** A capitalised listed name, not also a common word, right after token i: "Ela Kowalska". */
function nameAfter(view: TokenView, i: number): boolean {
  const next = i + 1;
  return next < view.length && view.adjacent(i) && view.isCapitalized(next) && view.isName(next) && !view.isCommon(next);
}

/**
 * Whether token i, capitalised in text with case, is an everyday word where it stands and so opens
 * no name alone (see the file's comment).
 */
export function isEverydayWordHere(view: TokenView, i: number): boolean {
  if (!view.caseful) return false;
  const key = view.key(i);
  if (key === 'de' || (i > 0 && view.key(i - 1) === 'de')) {
    if (dutchArticleAndNoun(view, i)) return true;
  }
  if (NAMESAKE_DATES.has(key)) return standsAsDate(view, i) && !nameAfter(view, i);
  const german = GERMAN_NOUNS.has(key);
  const portuguese = !german && PORTUGUESE_WORDS.has(key);
  if (!german && !portuguese) return false;
  const reads = readsAs(view);
  return (german ? reads.german : reads.portuguese) && !nameAfter(view, i);
}
