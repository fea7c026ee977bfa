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
import { COMMON_WORD, FIRST_NAME } from './lexicon.js';
import { ELIDED_ARTICLE } from './name-rules.js';
import { foldAccents } from './tokenize.js';
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
const GERMAN_TEXT = /(?<!\p{L})(?:[Ii]ch|und|ist|nicht|[Hh]abe|haben|sind|[Ww]ir|einen|einem|eine|[Mm]eine?[mnrs]?|[Dd]eine?|auch|sehr|oder|aber|noch|schon|[Bb]itte|[Jj]etzt|heute|gibt|wird|werden|kann|können|muss|für|auf|zum|zur|vom|beim|sich|uns|euch|wenn|dass|weil|über|bist|kannst|gesagt|gemacht|sagt|meint|kommt|bringt|weiß|wieder|gestern|jemand|nur|dann|immer|sie)(?!\p{L})/u;

/** Words that only Portuguese writes: one of them says the text is Portuguese. */
const PORTUGUESE_TEXT = /(?<!\p{L})(?:[Nn]ão|[Vv]ocês?|[Tt]udo|está|estão|estou|[Mm]uit[oa]s?|também|[Ee]ntão|isso|isto|ontem|amanhã|hoje|reunião|disse|uma|foi|pra|[Oo]brigad[oa]|[Oo]lá|bem|vou|vai|[Aa]té|têm|porque)(?!\p{L})/u;

/** Words that only Italian writes: one of them says the text is Italian. */
const ITALIAN_TEXT = /(?<!\p{L})(?:[Hh]o|[Hh]anno|[Aa]bbiamo|è|[Ss]ono|[Nn]on|[Cc]he|detto|della|delle|degli|nella|nel|alla|sul|[Qq]uest[oa]|[Aa]nche|[Pp]erché|molto|[Oo]ggi|[Dd]omani|[Ii]eri|[Cc]iao|[Gg]razie|più|già|però|viene|stato|fatto|essere|gli)(?!\p{L})/u;

/** Words that only Spanish writes: one of them says the text is Spanish. */
const SPANISH_TEXT = /(?<!\p{L})(?:[Aa]yer|[Hh]oy|mañana|[Pp]ero|muy|[Tt]ambién|[Gg]racias|[Hh]ola|dijo|tengo|tiene|hay|[Uu]sted|[Nn]osotros|[Pp]ues|[Aa]hora|dónde|qué|cómo|mucho|estoy|[Ee]so|[Ee]sto|nada|[Vv]amos|siempre|él|señora?|vi|[Yy]o|del|los|las|el)(?!\p{L})/u;

/** Words that only Dutch writes: one of them says the text is Dutch. */
const DUTCH_TEXT = /(?<!\p{L})(?:[Hh]et|een|[Ii]k|niet|heeft|hebben|zijn|[Ww]ij|[Zz]ij|[Jj]ij|[Mm]ijn|moeder|vader|broer|zus|zoon|dochter|vrouw|belde|zei|komt|gaat|vandaag|gisteren|naar|voor|ook|nog|maar|dat|wat|omdat|bij|uit|fiets|kapot)(?!\p{L})/u;

interface Reads {
  german: boolean;
  portuguese: boolean;
  italian?: boolean;
  spanish?: boolean;
  dutch?: boolean;
}

/** Which languages a text reads as, per view (asked only for the few words listed above). */
const languages = new WeakMap<TokenView, Reads>();

function readsAs(view: TokenView): Reads {
  let found = languages.get(view);
  if (found === undefined) {
    found = { german: GERMAN_TEXT.test(view.text), portuguese: PORTUGUESE_TEXT.test(view.text) };
    languages.set(view, found);
  }
  return found;
}

/** Whether the text reads as Italian, Spanish or Dutch (tested only when first asked). */
function readsItalian(view: TokenView): boolean {
  const reads = readsAs(view);
  return (reads.italian ??= ITALIAN_TEXT.test(view.text));
}
function readsSpanish(view: TokenView): boolean {
  const reads = readsAs(view);
  return (reads.spanish ??= SPANISH_TEXT.test(view.text));
}
function readsDutch(view: TokenView): boolean {
  const reads = readsAs(view);
  return (reads.dutch ??= DUTCH_TEXT.test(view.text));
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
const PLACE_NOUNS: ReadonlySet<string> = new Set(['réunion', 'reunion', 'reunión']);

/**
 * Whether token i is a noun that names a place too, opening a sentence or line with words in small
 * letters after it ("Réunion d'équipe lundi à 10h", "Réunion : ordre du jour", "Reunion planning
 * for 2005", Spanish "Reunión de equipo mañana"): the noun, no place. The island keeps its article or a capital after it ("La
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

/**
 * First names that are also nouns, adjectives, brands or works in German, Italian, Spanish or
 * Portuguese, and so after an article are the word: "die Linde", "la Vita", "la Luz", "el
 * Mercedes", "il Milan", "la Tosca". (Names that are common words already, "Rose", "Mark", stay out anyway.)
 */
const NOUN_NAMES: ReadonlySet<string> = new WordSet([
  // de
  'ernst', 'linde', 'erika', 'iris', 'flora', 'kai', 'jasmin', 'viola', 'heide', 'alexa', 'siri', 'oscar', 'emmy', 'engel', 'august',
  // it
  'vita', 'luce', 'stella', 'gloria', 'fortuna', 'aurora', 'alba', 'luna', 'marina', 'gioia', 'grazia', 'speranza', 'fiore',
  'bianca', 'vera', 'santa', 'celeste', 'franca', 'rosa', 'regina', 'margherita', 'fede', 'pace', 'diamante', 'milan', 'vittoria',
  'madonna', 'gioconda', 'cristo', 'tosca', 'aida', 'norma', 'turandot', 'traviata', 'leone', 'primavera', 'serena', 'sole', 'mare',
  // es
  'luz', 'paz', 'esperanza', 'estrella', 'victoria', 'cruz', 'dolores', 'pilar', 'mercedes', 'nieves', 'soledad', 'paloma',
  'amparo', 'consuelo', 'vida', 'flor', 'linda', 'margarita', 'reina', 'blanca', 'ángel', 'angel', 'rocío', 'rocio', 'león',
  'leon', 'caridad', 'piedad', 'asunción', 'concepción', 'salvador', 'jesús', 'jesus', 'carmen',
  // pt
  'glória', 'graça', 'vitória', 'estrela', 'esperança', 'lua', 'margarida', 'fátima',
]);

/**
 * What follows a first name spoken with its article in chat written in small letters: the clause's
 * end, or a German, Italian or Spanish verb, pronoun, adverb or conjunction ("der basti hatte ihn",
 * "la chiara non è venuta", "la vero si ya mandó").
 */
export const SPOKEN_NAME_FOLLOWERS =
  /^(?:[ \t]*(?:[.,;:!?)\r\n]|$)|[ \t]+(?:hat|hatte|hätte|ist|war|wäre|würde|kommt|kam|kann|konnte|könnte|will|wollte|muss|müsste|soll|sollte|sagt|sagte|meint|meinte|weiß|wusste|bringt|macht|sieht|findet|fragt|schreibt|geht|ob|wenn|weil|dass|sich|mir|mich|dir|dich|ihn|uns|mal|wohl|wieder|vielleicht|doch|nur|auch|schon|noch|nicht|heute|gestern|morgen|und|oder|aber|è|ha|ho|hanno|aveva|era|sta|stava|può|vuole|voleva|deve|sa|fa|va|chiede|dice|viene|non|si|mi|ti|ci|ne|se|già|sempre|anche|ieri|oggi|domani|e|ma|es|está|estaba|había|dijo|llegó|tiene|va|puede|quiere|sabe|hace|dice|no|se|me|te|le|nos|ya|otra|también|ayer|hoy|y|pero)(?![\p{L}]))/u;

/** Definite articles of each language that stand before a first name in speech ("der Thomas", "la Chiara"). */
const GERMAN_ARTICLES: ReadonlySet<string> = new Set(['der', 'die', 'den', 'dem']);
/** Italian speech joins the article to a preposition before a name too: "chiedi al Lollo", "dal Beppe". */
const ITALIAN_ARTICLES: ReadonlySet<string> = new Set(['il', 'la', 'lo', 'al', 'dal', 'del', 'col']);
const SPANISH_ARTICLES: ReadonlySet<string> = new Set(['la', 'el']);

/**
 * Whether token i is a listed or a registry's rare first name (no common word, no noun of these languages) right after
 * a definite article of the language the text reads as: spoken German, Austrian, Swiss, Italian and
 * Spanish put one before a first name ("Der Thomas hat gesagt", "Ich bin die Julia", "Ho visto la
 * Chiara", "vi a la Marta"). Titles of works and nouns are no listed first names ("Die Zeit",
 * "Der Spiegel", "La Stampa", "der Kaiser") or are listed above ("die Linde", "la Vita").
 */
export function firstNameAfterArticle(view: TokenView, i: number): boolean {
  if (i === 0 || view.gap(i - 1) !== ' ') return false;
  const flags = view.flags(i);
  // A listed first name, or one only the registries know ("die Priyanka"; not a census list's
  // spelling, which holds German nouns and Italian regions too: "die Helfer", "la Romagna").
  // Chat in small letters ("der basti hatte ihn zuletzt") has no capital to tell a name from a
  // noun: there only a listed first name counts.
  const rare = flags === 0 && view.caseful && view.isRareFirstName(i);
  if (((flags & FIRST_NAME) === 0 && !rare) || (flags & COMMON_WORD) !== 0) return false;
  // The article in small letters, or opening the sentence ("Die Julia kommt"); "lese Die Welt" is a title.
  if (view.caseful && view.isCapitalized(i - 1) && !view.isSentenceStart(i - 1)) return false;
  if (view.isPossessive(i) || NOUN_NAMES.has(view.key(i))) return false;
  // In small letters a noun after the name makes it an adjective or a compound's first part ("die julia installation",
  // "der otto motor", "la chiara intenzione"): the name stands before a verb, a pronoun, an adverb or the clause's end.
  if (!view.caseful && !SPOKEN_NAME_FOLLOWERS.test(view.text.slice(view.end(i), view.end(i) + 12))) return false;
  const article = view.key(i - 1);
  if (GERMAN_ARTICLES.has(article) && readsAs(view).german) return true;
  if (ITALIAN_ARTICLES.has(article) && readsItalian(view)) return true;
  return SPANISH_ARTICLES.has(article) && readsSpanish(view);
}

/** A word's capital, then a small letter: a name as written ("Anna"; not "ANNA", "anno"). */
const CAPITALISED_WORD = /^\p{Lu}\p{Ll}/u;

/**
 * "Ho parlato con l'Anna", "il libro dell'Anna", "Grazie all'Andrea": in Italian text, a listed
 * first name written with its capital after an article elided onto it (one token), as Italian
 * speech puts "la" before a first name ("la Chiara", `firstNameAfterArticle`). Returns where the
 * name starts in the token (the article stays outside the placeholder: "l'[PERSON_1]"), or -1.
 * The article is in small letters or opens a sentence ("Dell'Anna" mid-sentence is a surname).
 * Not a common word, a noun of the list above ("la Vita", "l'Aurora"), nor a listed country,
 * region or company, which take the article too ("l'Italia", "dell'Emilia"); a town named like a
 * first name stays one ("Anna" is a town of Valencia). Only tokens with an apostrophe are asked.
 */
export function firstNameAfterElidedArticle(view: TokenView, i: number): number {
  const token = view.tokens[i];
  if (token === undefined || token.apostrophe < 1 || token.apostrophe > 4 || !view.caseful) return -1;
  const name = token.text.slice(token.apostrophe + 1);
  if (!CAPITALISED_WORD.test(name) || !ELIDED_ARTICLE.test(token.lower)) return -1;
  if (token.text.charCodeAt(0) !== token.lower.charCodeAt(0) && !view.isSentenceStart(i)) return -1;
  const key = name.toLowerCase();
  const folded = foldAccents(key);
  const flags = view.lexicon.words.get(key) ?? view.lexicon.words.get(folded) ?? 0;
  if ((flags & FIRST_NAME) === 0 || (flags & COMMON_WORD) !== 0 || NOUN_NAMES.has(key)) return -1;
  const phrases = view.lexicon.phrases;
  for (let id = phrases.first(folded); id !== -1; id = phrases.next(id)) {
    if (phrases.words(id) === 1 && phrases.kind(id) !== 'city') return -1;
  }
  return readsItalian(view) ? token.apostrophe + 1 : -1;
}

/**
 * The German or Dutch genitive of a listed first name, written without an apostrophe: "Julias
 * Handy", "Wolfgangs Auto", "Annekes moeder". Token i is an unlisted capitalised word ending in
 * "s" whose stem is a listed first name and no common word, followed by a capitalised word in
 * German text or a word in small letters in Dutch text. Returns the end of the stem (the "s" stays
 * outside the placeholder: "[PERSON_1]s Handy"), or -1. English plurals and words that are listed
 * themselves ("Marks", "Williams", "Hans") are not asked.
 */
export function genitiveFirstNameEnd(view: TokenView, i: number): number {
  const text = view.tokens[i]?.text ?? '';
  if (text.length < 4 || text.charCodeAt(text.length - 1) !== 115 /* s */ || !view.caseful || !view.isCapitalized(i)) return -1;
  if (!view.adjacent(i) || view.flags(i) !== 0 || view.isPossessive(i)) return -1;
  const stem = text.slice(0, -1);
  const stemFlags = view.lexicon.words.get(stem.toLowerCase()) ?? 0;
  if ((stemFlags & FIRST_NAME) === 0 || (stemFlags & COMMON_WORD) !== 0 || stem === stem.toUpperCase()) return -1;
  const lowerStem = stem.toLowerCase();
  if (NOUN_NAMES.has(lowerStem) || GERMAN_NOUNS.has(lowerStem) || NAMESAKE_DATES.has(lowerStem)) return -1;
  const next = i + 1;
  if (view.isCapitalized(next) ? !readsAs(view).german : !readsDutch(view)) return -1;
  const end = view.tokens[i]?.end ?? 0;
  return end - 1;
}
