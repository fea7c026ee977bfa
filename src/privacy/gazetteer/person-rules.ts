/**
 * Person names from name lists plus context:
 * - a title ("Mr", "Frau", "Mme", "Sr.", "mevrouw") announces a name: the following name-like
 *   token starts a PERSON and the span includes the title ("Mr. Smith");
 * - a known first or last name, capitalised, starts a PERSON; consecutive name tokens, initials
 *   ("M.") and particles ("van der", "de la") are joined into one span;
 * - an unlisted capitalised word counts right after "my name is", "Dear", "says"... or next to
 *   a listed name in a list ("Sousa and Ball");
 * - a name that is also a common word ("May", "Will", "Bill", "Frank", "Mark", "Rose") counts
 *   only with a title, a trigger ("my name is", "Dear") or an adjacent name;
 * - what the sentence does with a word makes it a person too (person-context.ts): "shouted at
 *   Katie", "Sue spent a year", `Kalman: "..."`, "Gregorina's address", "named him Mark";
 * - after a title any capitalised word is a name ("Dr. Fields"), except role words
 *   ("Mr. President"); so are particles and a surname ("dhr. van Dijk", "Sr. de la Fuente");
 * - a name typed in lower case after a title counts when it is no everyday word ("M. dupuis",
 *   "Frau schmidt"); a short first name in capitals is no acronym beside another word of a name
 *   in capitals ("ANNA BROWN", "JOHN DOE") or after "Dear";
 * - a title is never the name itself ("Dear Sir"); an article and a capitalised noun are no
 *   name ("Der Kunde", "Le Client"); months and weekdays need the evidence common words need;
 * - sentence-initial and single-token names score lower; triggers score higher, and so do
 *   names in a list of names ("Sousa and Ball").
 * In text without case information (all lower or all upper) only listed names count.
 */
import type { Span } from '../types.js';
import { STREET_TYPES } from './address-lines.js';
import { isEnglishWord } from './english-words.js';
import { firstNameAfterArticle, firstNameAfterElidedArticle, genitiveFirstNameEnd, isEverydayWordHere } from './everyday-nouns.js';
import { gluedHonorificNameEnd } from './glued-honorifics.js';
import { COMMON_WORD, FIRST_NAME, LAST_NAME, type Lexicon } from './lexicon.js';
import {
  ARTICLES,
  CALENDAR_ABBREVIATIONS,
  CALENDAR_WORDS,
  CLOSING_WORDS,
  DATE_PART_AFTER,
  WEEKDAY_ABBREVIATIONS,
  WEEKDAY_BEFORE,
  WEEKDAY_TIME_AFTER,
  DOT_ONLY_TITLES,
  ELIDED_ARTICLE,
  FACULTIES,
  GREETED_ROLES,
  IMPERATIVE_VERBS,
  NAMESAKE_VERBS,
  VERB_OBJECTS,
  INTERJECTIONS,
  LOCATION_TRIGGERS,
  NAME_OF,
  NATIONALITIES,
  NOT_NAMING_BEFORE_HEISST,
  OTHER_GREETINGS,
  GREETING_COMPLEMENTS,
  NON_NAME_ARTICLES,
  ORGANIZATION_SUFFIXES,
  PARTICLES,
  KIN_TRIGGERS,
  PERSON_TRIGGERS,
  SELF_DESCRIPTIONS,
  SELF_NAMING_TRIGGERS,
  SELF_NAMING_VERBS,
  PRONOUNS,
  SALUTATIONS,
  STRONG_PERSON_TRIGGERS,
  TITLE_PARTICLES,
  TITLES,
} from './name-rules.js';
import { DEPARTMENTS, OTHER_LANGUAGE_DEPARTMENTS } from './organization-context.js';
import {
  isAcknowledged,
  isHailed,
  isLooseSignature,
  isBelongingOwner,
  isConsulted,
  isContacted,
  isHeardFrom,
  isKinInBrackets,
  isTakenUpByPronoun,
  hasPersonPredicateAfter,
  followsPluralRelation,
  mayFollowPluralRelation,
  opensClause,
  isFromDepartment,
  ownsActionItem,
  isHandedToInOtherLanguage,
  isHonouredByOccasion,
  isLoneOwnerAtClauseEnd,
  isRelationBeside,
  isColleagueSubject,
  isCreditedPerson,
  isHandedTo,
  isMakerOfWork,
  isAppointedAs,
  isNamedByRole,
  isGreetedInSmallLetters,
  isMetWithAtClauseEnd,
  isObjectOfPersonVerb,
  isOwnedRelationWord,
  isCheckedWithFirst,
  isActingFromDepartment,
  isNamedOrGiven,
  isOwnerAtClauseEnd,
  isCitedAuthor,
  isKinOpeningClause,
  isNamedRelation,
  isNotifiedPerson,
  isPastTenseSubject,
  isPersonSubject,
  tellsOfAbsence,
  isPossessor,
  isRecipient,
  isRequestedPerson,
  isTogetherInOtherLanguage,
  introducesSelfHere,
  isDescribedInApposition,
  isCitedPerson,
  isDoneBy,
  isWishedOrSingledOut,
  isRoleHolderSubject,
  isAskedOrAddedAsPerson,
  isNamedInBracketsAfterRole,
  isNewsSource,
  isAddressedTo,
  saysAsSubject,
  reportsAsPerson,
  isSignature,
  isSpeakerLabel,
} from './person-context.js';
import { listedOrganizationLength, listedPlaceLength } from './place-rules.js';
import { isServiceName, isToolName, namesNoSoftware, namesProductLine, namesSoftware } from './tech-names.js';
import type { TokenView } from './token-view.js';
import { vietnameseNameEnd } from './vietnamese-names.js';
import { WordSet } from './word-set.js';
import { firstIndexNotBefore } from '../sorted-search.js';

const SOURCE = 'gazetteer';
const MAX_NAME_TOKENS = 5;
/**
 * Titles read in one run before a name ("Herr Prof. Dr. med. Dr. h.c." is five). Longer runs are
 * not walked to their end: from every one of its titles, that walk made 120 KB of "Mr. Mr. ..."
 * take two minutes.
 */
const MAX_TITLES = 6;
/** Particles read in one run inside a name ("von und zu" is three). */
const MAX_PARTICLES = 4;

/** A letter's "Dear" that also means "expensive" ("дорогой телефон", "un vin cher", "un regalo caro"). */
const DEAR_OR_EXPENSIVE: ReadonlySet<string> = new Set(['дорогой', 'дорогая', 'caro', 'cara', 'cher', 'chère']);

/**
 * After "my name is", "Dear", "says"...: a word there is a name, listed or not. "Dear" written
 * like "expensive" counts only where a sentence or line starts ("Дорогой Иван," but not "купил
 * дорогой Айфон").
 */
function greetedOrNamed(view: TokenView, i: number): boolean {
  if (!view.precededBy(i, STRONG_PERSON_TRIGGERS)) return selfNamedByVerb(view, i) || greetedInOtherLanguage(view, i);
  const { one, two } = view.previousWords(i);
  // "Das heißt Mehrarbeit" (that means), "Die App heißt Tandem": no one's name.
  if ((one === 'heißt' || one === 'heisst' || one === 'heet') && NOT_NAMING_BEFORE_HEISST.has(two.slice(0, two.indexOf(' '))) && !ownedByGenitive(view, i - 2)) return false;
  if (two !== '' && STRONG_PERSON_TRIGGERS.has(two)) return true;
  // "Signed: ______ Name: Zorvan", "Attn: Title:": a form's next label, not the one who signs.
  if ((one === 'signed' || one === 'attn') && view.text.charAt(view.end(i)) === ':') return false;
  // At a sentence's start or after a comma: "Дорогой Иван,", "С днём рождения, дорогой Айдар!".
  return !DEAR_OR_EXPENSIVE.has(one) || view.isSentenceStart(i - 1) || view.gap(i - 2) === ', ';
}

/**
 * "Soy Yulieth", "Hoi, ik ben Bayu.", "Eu sou Yulieth", "Ciao, sono Yulieth.": in text with case, a
 * capitalised word right after "I am" of es, nl, pt or it (SELF_NAMING_VERBS) that may be a name
 * (`mayBeNameWord`: no everyday English word, "Soy Sauce"; no SELF_DESCRIPTIONS, "Ik ben Klaar";
 * startsName rules out a nationality, "ik ben Nederlander"). English "soy" is the bean: not in text that reads as English. Dutch
 * "ik ben" comes before participles and adjectives ("ik ben Benieuwd", "ik ben Beschikbaar").
 * A trade or a study is no name ("Soy Ingeniero", "Sou Engenheiro", "Sono Studente"). Italian
 * "sono" is "they are" too, and Afrikaans "sou" is "would" ("dan sou Sy leerling"): only where
 * they open their clause ("Sono Yulieth", "Olá, sou", "Eu sou", "io sono"), and after "sono" the
 * clause ends or goes on with "e" ("sono Stati approvati" is no name).
 */
function selfNamedByVerb(view: TokenView, i: number): boolean {
  if (!view.caseful || i < 1 || !view.adjacent(i - 1) || !view.precededBy(i, SELF_NAMING_VERBS)) return false;
  if (SELF_DESCRIPTIONS.has(view.key(i)) || !mayBeNameWord(view.lexicon, view.key(i), view.tokens[i]?.text ?? '')) return false;
  const verb = view.key(i - 1);
  if (verb === 'ben') return !DUTCH_PREDICATE.test(view.key(i));
  if (verb === 'bin') return selfNamedInGerman(view, i);
  if (ROMANCE_TRADE.test(view.key(i)) || ROMANCE_ORIGIN.test(view.key(i))) return false;
  if (verb === 'suis' && FRENCH_ORIGIN_OR_TRADE.test(view.key(i)) && (view.flags(i) & FIRST_NAME) === 0) return false;
  const before = view.key(i - 2);
  const startsClause = view.isSentenceStart(i - 1) || view.gap(i - 2) === ', ' || CLAUSE_SUBJECTS.has(before) || CLOSING_WORDS.has(before);
  // "We ordered Soy Chorizo Tacos": the bean, in the middle of a clause.
  if (verb === 'soy') return startsClause && !view.readsAsEnglish();
  if (verb === 'sou') return startsClause;
  // "Ciao, sono Yulieth Obiang", "sono Yulieth della contabilità": a surname or where one is from may follow.
  const after = view.text.slice(view.end(i), view.end(i) + 7);
  return startsClause && (CLAUSE_END_OR_AND.test(after) || (view.adjacent(i) && continuesName(view, i + 1)));
}

/** After the one greeted: the greeting's end ("Hallo Chidi,", "Gracias Chinonso!", a line's end, an emoji), or what the thanks are for ("Danke Chidi für"). */
const GREETING_END = /^[ \t]*(?:[,!.?;:]|\r?\n|$|\p{Extended_Pictographic}|(?:für|por|per|pour|voor|pela|pelo)[ \t])/u;

/**
 * "Hallo Chidi, kannst du ...", "Bonjour Tendai,", "Gracias Chinonso!": in text with capitals, token
 * i alone between a greeting or thanks of the other six languages and the greeting's end, and no
 * word a greeting addresses besides people ("Hola Mundo!", "Hallo Zusammen,", "Merci Beaucoup!").
 */
function greetedInOtherLanguage(view: TokenView, i: number): boolean {
  if (!view.caseful || !view.precededBy(i, OTHER_GREETINGS) || GREETING_COMPLEMENTS.has(view.key(i)) || !handedToName(view, i)) return false;
  // No word before the greeting ("Enable Bonjour Browser", "Install Hola Unblocker" are products);
  // a time or a stop may be ("@ 17:24 Hola Francesc,").
  const { two } = view.previousWords(i);
  const words = two.includes(' ') && OTHER_GREETINGS.has(two) ? 2 : 1;
  const greetingStart = view.tokens[i - words]?.start ?? 0;
  if (/\p{L}[ \t]*$/u.test(view.text.slice(Math.max(0, greetingStart - 8), greetingStart))) return false;
  // The greeting's end after the word, or after a second capitalised word ("Hallo Chidi Okafor,").
  const last = i + 1 < view.length && view.adjacent(i) && view.isCapitalized(i + 1) ? i + 1 : i;
  return GREETING_END.test(view.text.slice(view.end(last), view.end(last) + 8));
}

/**
 * "Der Gründer der Firma heißt ...", "De eigenaar van het bedrijf heet ...": the thing at token k is
 * a genitive's, and the one named is its owner or maker earlier in the sentence.
 */
function ownedByGenitive(view: TokenView, k: number): boolean {
  const article = view.key(k - 1);
  if ((article === 'der' || article === 'des') && k > 1 && !view.isSentenceStart(k - 1)) return true;
  return (article === 'het' || article === 'de') && view.key(k - 2) === 'van';
}

/** "I'm" and "I am", after which a nationality is the writer's, not a name. */
const I_AM: ReadonlySet<string> = new Set(["i'm", 'i’m', 'i am']);

/**
 * "Eu sou", "io sono", "Oi sou", "Yo soy", "Buenas tardes soy": a word before the verb that opens
 * the clause, a subject or a greeting's last word written without its comma.
 */
const CLAUSE_SUBJECTS: ReadonlySet<string> = new Set([
  'eu', 'io', 'oi', 'yo', 'je', 'hola', 'buenas', 'tardes', 'noches', 'días', 'dias', 'gusto', 'saludos', 'olá', 'ola', 'ciao', 'salve', 'hi', 'hello', 'hey',
  'todos', 'todas', 'día', 'dia', 'tal', 'cordiales', 'bueno', 'pues', 'gente',
]);

/**
 * A Dutch participle or adjective, which "ik ben" comes before as often as a name: "benieuwd",
 * "getrouwd", "verhuisd", "ontslagen", "vrolijk", "beschikbaar", "eenzaam", "praktisch". Not "-ig"
 * ("gelukkig"): Ludwig, Hedwig and Craig end so.
 */
const DUTCH_PREDICATE = /^(?:(?:be|ge|ver|ont)\p{L}{3,}(?:d|t|en)|\p{L}{3,}(?:lijk|baar|zaam|isch|achtig|loos))$/u;
/**
 * Endings of Spanish, Portuguese and Italian trades and studies: "ingeniero", "periodista",
 * "estudiante", "docente", "psicólogo", "engenheiro". Not the feminine "-era", nor participles'
 * "-ado", "-ida": Valera, Corrado, Farida, Zinaida end so. "-ador" and "-edor" are doers ("Programador",
 * "Desenvolvedor"), but Salvador and Amador are names.
 */
const ROMANCE_TRADE = /^(?!salvador$|amador$)\p{L}{3,}(?:ero|ista|ante|ente|ólogo|óloga|eiro|ador|adora|edor|edora|ógrafo|ógrafa)$/u;
/**
 * Where one is from, in Spanish: "Soy Madrileño", "Soy Costarricense", "Sou Paulistano" is the
 * writer's origin. Only endings no given name has ("-ano" and "-ina" would take Juliana and Cristina).
 */
const ROMANCE_ORIGIN = /^\p{L}{3,}(?:eño|eña|ense|enses)$/u;
/**
 * Where one is from or what one does, in French, capitalised as a noun: "je suis Français",
 * "Québécoise", "Américain", "Ingénieur", "Informaticienne", "Dentiste". First names end so too
 * (Blaise, Romain, Baptiste, Julien): a listed first name stays one.
 */
const FRENCH_ORIGIN_OR_TRADE = /^\p{L}{3,}(?:ais|aise|ois|oise|ain|aine|eur|euse|ier|ière|iste|ien|ienne)$/u;
/**
 * What German puts after "ich bin" with a capital, as often as a name: a trade, a faith, a state,
 * where one is from ("Ich bin Arzt", "Ich bin Kunde", "Ich bin Single"). The endings below take
 * the rest ("Lehrer", "Studentin", "Praktikant", "Biologe"). The commonest only.
 */
const GERMAN_SELF_DESCRIPTIONS: ReadonlySet<string> = new WordSet([
  'arzt', 'koch', 'azubi', 'mitglied', 'single', 'fan', 'christ', 'muslim', 'muslima', 'jude', 'jüdin', 'pole', 'russe',
  'türke', 'grieche', 'franzose', 'kunde', 'neukunde', 'stammkunde', 'deutsche', 'hausfrau', 'hausmann', 'witwe', 'neu',
  'hier', 'da', 'fertig', 'krank', 'müde', 'froh', 'dabei', 'zuhause', 'schwanger', 'verheiratet', 'ledig', 'geschieden',
  'selbstständig', 'selbständig', 'freiberufler', 'rentner', 'beamter', 'beamtin', 'pilot', 'chef', 'chefin', 'vater', 'mutter',
  'opa', 'oma', 'gast', 'profi', 'experte', 'admin', 'mensch', 'kollege', 'junge', 'erbe', 'waise', 'laie',
]);
/**
 * Endings of German nouns for people, which German writes with a capital: "-er" and "-erin"
 * (Lehrer, Entwicklerin, Schweizer), "-in" (Ärztin), "-ent" and "-ant" (Student, Praktikant),
 * "-ist" (Jurist), "-oge" (Biologe), "-at" (Soldat), "-eur" (Ingenieur), "-ik" (Katholik), "-ling",
 * "-mann", "-frau". Listed first names that end so stay names (Peter, Martin).
 */
const GERMAN_PERSON_NOUN = /^\p{L}{2,}(?:er|erin|in|ent|entin|ant|antin|and|andin|ist|istin|oge|ogin|at|atin|eur|eurin|ling|mann|frau|kraft|ik|iker)$/u;
/** After a name given by German "ich bin": the clause's end, "und", where one is from or works ("aus", "von", "bei"). */
const GERMAN_NAME_FOLLOWER = /^(?:$|[.,;:!?)\r\n]| und | aus | von | vom | bei | beim )/;
/** Words before "ich bin" that open its clause: a greeting written without its comma. */
const GERMAN_GREETINGS: ReadonlySet<string> = new Set(['hallo', 'hi', 'hey', 'moin', 'servus', 'tag', 'morgen', 'abend', 'grüezi', 'also', 'und']);

/** Whether token i reads as a German noun of a person (a trade, a state, an origin), not a listed first name. */
function isGermanPersonNoun(view: TokenView, i: number): boolean {
  const key = view.key(i);
  return GERMAN_SELF_DESCRIPTIONS.has(key) || NATIONALITIES.has(key) || ((view.flags(i) & FIRST_NAME) === 0 && GERMAN_PERSON_NOUN.test(key));
}

/**
 * "Hallo, ich bin Zorvan und ...", "Ich bin Zorvan Keltrigg.": German capitalises its nouns, so
 * the word after "ich bin" is a name only where no noun of a person reads there (a listed first
 * name always does), "ich" opens its clause, and the clause ends, goes on with "und", "aus" or
 * "bei", or a surname follows.
 */
function selfNamedInGerman(view: TokenView, i: number): boolean {
  if (isGermanPersonNoun(view, i)) return false;
  const opensClause = view.isSentenceStart(i - 2) || view.gap(i - 3) === ', ' || GERMAN_GREETINGS.has(view.key(i - 3));
  if (!opensClause) return false;
  const after = view.text.slice(view.end(i), view.end(i) + 7);
  return GERMAN_NAME_FOLLOWER.test(after) || (view.adjacent(i) && continuesName(view, i + 1));
}

/** After a name given by Italian "sono": the text's end, a clause's punctuation, "e" ("Sono Yulieth e ...") or where one is from ("di Milano", "della contabilità", "dell'ufficio"). */
const CLAUSE_END_OR_AND = /^(?:$|[.,;:!?)\r\n]| e | et | d[ai'’]| de[il]| dal| da )/;

/** A family name, a middle name and a given name (vietnamese-names.ts): as sure as a listed first name and surname. */
const VIETNAMESE_NAME_SCORE = 0.85;
/** A first name's genitive before a noun ("Julias Handy"): as sure as a listed first name alone. */
const GENITIVE_NAME_SCORE = 0.7;

/** Whether token i is a title (with its dot when the title needs one). */
function isTitle(view: TokenView, i: number): boolean {
  const key = titleKey(view, i);
  // One cheap WordSet check spares most words the split titles' lookups.
  if (!TITLES.has(key)) return (SPLIT_TITLE_KEYS.has(key) && isSplitTitle(view, i, key)) || isRankInCapitals(view, i, key);
  const token = view.tokens[i];
  if (token === undefined) return false;
  const dotted = view.text[token.end] === '.';
  if (DOT_ONLY_TITLES.has(key) && !dotted) return false;
  if (FACULTIES.has(key) && !(i > 0 && (view.gap(i - 1) === '. ' || view.gap(i - 1) === '.') && isTitle(view, i - 1))) return false;
  // "M." must be upper case: "m." is an abbreviation of metres. Greek "κ." (κύριος) is written small.
  if (key.length === 1 && token.text !== 'M' && token.text !== 'κ') return false;
  // "67M. Presents with cough": a letter glued to a number is a sex or a unit, no title or initial.
  if (key.length === 1 && /\d/.test(view.text[token.start - 1] ?? '')) return false;
  // ... but not inside a dotted abbreviation: "κ.λπ.", "κ.ο.κ." (and so on).
  if (token.text === 'κ' && (view.gap(i) !== '. ' || (i > 0 && view.gap(i - 1) === '.'))) return false;
  // Dutch "ir." is Spanish "ir" (to go) ending a sentence: "Tengo que ir. Mañana te llamo."
  if (key === 'ir' && ROMANCE_WORDS.test(view.text)) return false;
  // Long titles are written in lower case mid-sentence ("mevrouw Jansen", "madame Roux"); so is
  // Dutch "de heer" ("de heer Jan de Vries") and a letter's "Geachte heer Bakkali", short but
  // unmistakable after its article or salutation.
  const lowerCaseTitle = key.length >= 5 || (key === 'heer' && i > 0 && (view.key(i - 1) === 'de' || view.key(i - 1) === 'geachte' || view.key(i - 1) === 'beste')) || GREEK_TITLES.has(key);
  const written = token.text.slice(elisionLength(view, i));
  return view.caseful ? /^\p{Lu}/u.test(written) || dotted || lowerCaseTitle : true;
}

/**
 * Whether token i, no listed title, is part of a title written with a dot inside ("Dott.ssa",
 * "Sra.ª", "D.ª") or French "Me". isTitle calls it only for SPLIT_TITLE_KEYS.
 */
function isSplitTitle(view: TokenView, i: number, key: string): boolean {
  // Italian feminine titles written with a dot inside: "Dott.ssa", "Prof.ssa", "Avv.ta", "Sig.ra".
  if (FEMININE_ENDINGS.has(key)) return i > 0 && view.gap(i - 1) === '.' && TITLES.has(view.key(i - 1));
  // Portuguese titles with a raised ending: "Sra.ª", "Dr.ª", "D.ª", "Eng.º".
  if (ORDINAL_MARKS.has(key)) return i > 0 && view.gap(i - 1) === '.' && (TITLES.has(view.key(i - 1)) || ORDINAL_STEMS.has(view.key(i - 1)));
  if (ORDINAL_STEMS.has(key)) return view.isCapitalized(i) && view.gap(i) === '.' && ORDINAL_MARKS.has(view.key(i + 1));
  // French "Me" (Maître), the title of lawyers and notaries: "Me Dupont".
  return key === 'me' && isMaitre(view, i);
}

/** Greek titles, written in small letters: "ο κ. Παπαδόπουλος", "η κα Παπαδοπούλου". */
const GREEK_TITLES: ReadonlySet<string> = new Set(['κ', 'κα', 'κος']);

/**
 * British police ranks and nursing grades, which records put before a surname in capitals ("PC
 * Okafor", "DC Quillfeather", "PCSO Begum", "RVN Lowri"). Only so written: "pc" and "ds" are words.
 */
const RANKS_IN_CAPITALS = new WordSet(['pc', 'pcso', 'dc', 'ds', 'di', 'dci', 'dsi', 'rvn', 'rgn']);

/**
 * Whether token i is such a rank, written in capitals before a word that may be a name and is no
 * everyday word, listed place, firm or brand: "PC World", "DC Comics" and "DI Water" name no one.
 */
function isRankInCapitals(view: TokenView, i: number, key: string): boolean {
  if (!RANKS_IN_CAPITALS.has(key) || !view.caseful || i + 1 >= view.length) return false;
  const token = view.tokens[i];
  if (token === undefined || token.text !== key.toUpperCase() || view.gap(i) !== ' ') return false;
  const next = view.key(i + 1);
  if (!view.isCapitalized(i + 1)) return false;
  return !isEnglishWord(view.lexicon, next, true) && view.lexicon.phrases.first(next) === -1 && ((view.flags(i + 1) & (FIRST_NAME | LAST_NAME)) !== 0 || mayBeNameWord(view.lexicon, next, view.tokens[i + 1]?.text ?? ''));
}

/** The endings of Italian feminine titles after the dot ("Dott.ssa", "Avv.ta", "Sig.ra", "Sig.na"). */
const FEMININE_ENDINGS: ReadonlySet<string> = new Set(['ssa', 'ta', 'ra', 'na']);
/** The raised endings of Portuguese titles ("Sra.ª", "Eng.º"): letters to the tokenizer. */
const ORDINAL_MARKS: ReadonlySet<string> = new Set(['ª', 'º']);
/**
 * Abbreviations that are titles only with a raised ending: "D.ª" (Dona), "Eng.º" (Engenheiro),
 * "Arq.ª", "Exm.º". Alone, "D." is an initial and "Eng." is English.
 */
const ORDINAL_STEMS: ReadonlySet<string> = new Set(['d', 'eng', 'arq', 'exm']);
/** Every key isSplitTitle can accept: isTitle asks about every token, and most are none of these. */
const SPLIT_TITLE_KEYS = new WordSet([...FEMININE_ENDINGS, ...ORDINAL_MARKS, ...ORDINAL_STEMS, 'me']);
/** How many characters of token i are an elided article before a title ("l'" of "l'avv"), or 0. */
function elisionLength(view: TokenView, i: number): number {
  if ((view.tokens[i]?.apostrophe ?? -1) === -1) return 0;
  return ELIDED_ARTICLE.exec(view.key(i))?.[0].length ?? 0;
}

/** Token i's key as a title: without an elided article ("l'avv" -> "avv"). */
function titleKey(view: TokenView, i: number): string {
  const elided = elisionLength(view, i);
  return elided === 0 ? view.key(i) : view.key(i).slice(elided);
}

/**
 * Spanish and Portuguese words that say "ir." ends a sentence there rather than being the Dutch
 * title (ingenieur): the text is not Dutch.
 */
const ROMANCE_WORDS = /(?:^|[^\p{L}])(?:que|para|por|con|una|los|las|pero|muy|voy|vamos|puedo|quiero|tengo|hay|ahora|mañana|hoy|não|você|vou|quero|posso|preciso|hoje|amanhã)(?![\p{L}])/iu;

/**
 * French "Me" (Maître) before a surname: "Me Dupont a plaidé", "l'étude de Me Lefèvre". Written
 * so, with its capital and no dot, and before a name-like word (a listed name or a word no list
 * knows; at a sentence's start, a listed name), in text that does not read as English and not
 * inside a run of capitalised words ("Call Me Ishmael", "Tell Me More", "Me Gusta" read the pronoun).
 */
function isMaitre(view: TokenView, i: number): boolean {
  const token = view.tokens[i];
  const next = i + 1;
  if (token === undefined || token.text !== 'Me' || !view.caseful || !view.adjacent(i) || next >= view.length) return false;
  if (i > 0 && view.isCapitalized(i - 1) && !view.isSentenceStart(i)) return false;
  const written = view.tokens[next]?.text ?? '';
  if (!/^\p{Lu}\p{Ll}/u.test(written) || view.isCommon(next) || isEnglishWord(view.lexicon, view.key(next))) return false;
  // At a sentence's start "Me" is as often a pronoun ("Me Gusta"): only a listed name follows the title there.
  if (!view.isName(next) && (view.isSentenceStart(i) || !mayBeNameWord(view.lexicon, view.key(next), written))) return false;
  return !view.readsAsEnglish();
}

/** Whether tokens i and i + 1 belong to the same name: spaces only, or "Title. Name". */
function joined(view: TokenView, i: number): boolean {
  if (view.adjacent(i)) return true;
  const gap = view.gap(i);
  return (gap === '. ' || gap === '.') && (isInitial(view, i) || isTitle(view, i));
}

/**
 * Whether the token after `last` is a surname's initial closing the name: one space, one capital
 * and its dot, then no letter ("Penny A. & Marcus", "caso Edoardo M.: PDP"; not "A.B." nor
 * "Plan A.B"). The name must not end in an initial already ("J. R." is no name), and no letter or
 * digit may follow the dot ("Anna B.Sc.").
 */
function trailingInitial(view: TokenView, last: number): boolean {
  const next = last + 1;
  if (next >= view.length || view.gap(last) !== ' ' || !isInitial(view, next)) return false;
  if ((view.tokens[last]?.text.length ?? 0) < 2 || view.isPossessive(last)) return false;
  const after = view.text[(view.tokens[next]?.end ?? 0) + 1] ?? '';
  return !/[\p{L}\p{N}]/u.test(after);
}

/** A single upper-case letter followed by a dot ("Richard M. Nixon"). */
function isInitial(view: TokenView, i: number): boolean {
  const token = view.tokens[i];
  return token !== undefined && token.text.length === 1 && /\p{Lu}/u.test(token.text) && view.text[token.end] === '.';
}

/**
 * The surname after a run of initials starting at token i ("J. Okonjo", "K. V. Subramaniam",
 * "t.n.v. J. Bakker"), or after lower-case particles after them ("A. van Dijk", "H. von Bülow",
 * "A. de la Torre"), or -1: a listed name, or a capitalised word no list knows that may be part
 * of a name; not an everyday word unless a listed name ("A. Introduction", "Plan B. Next";
 * "D. Stone" is one), right after the initials,
 * a place or company the lists know ("S. Africa") or a tool. A letter after a capitalised word or
 * a noun of parts labels a part ("Teil B.", "la sección B. de la Ley").
 */
function surnameAfterInitials(view: TokenView, i: number): number {
  if (!view.caseful || !isInitial(view, i)) return -1;
  // "67M. Presents with cough": a letter glued to a number is a sex or a unit, no initial.
  if (/\d/.test(view.text[(view.tokens[i]?.start ?? 0) - 1] ?? '')) return -1;
  // "Teil B. Vertragsbedingungen", "Hepatitis B. Impfung": a letter after a capitalised word labels a part.
  if (i > 0 && view.adjacent(i - 1) && view.isCapitalized(i - 1) && !isTitle(view, i - 1)) return -1;
  // "la sección B. de la Ley de Costas", "bijlage A. van het contract": so does one after a noun of parts.
  if (i > 0 && view.adjacent(i - 1) && PART_NOUNS.has(view.key(i - 1))) return -1;
  let k = i;
  while (k < view.length && isInitial(view, k) && joined(view, k)) k++;
  if (k === i || k >= view.length || !isInitial(view, k - 1)) return -1;
  // A space after the last initial: "S.Kom" and "F.Nykøbing" are degrees and towns' abbreviations.
  if (view.gap(k - 1) !== '. ') return -1;
  // "A. van Dijk", "H. von Bülow", "A. de la Torre": lower-case particles, then the surname.
  if (TITLE_PARTICLES.has(view.key(k)) && !view.isCapitalized(k)) {
    const surname = surnameAfterParticles(view, k, false);
    return surname !== -1 && surnameAfterInitial(view, i, surname) ? surname : -1;
  }
  // "D. Stone", "J. Baker": a listed name that is an everyday word too, right after initials; not
  // an abbreviation's ("J. Dev. Econ.", a journal's).
  if (!view.isCapitalized(k) || (view.isCommon(k) && ((view.flags(k) & (FIRST_NAME | LAST_NAME)) === 0 || view.text[view.end(k)] === '.'))) return -1;
  return surnameAfterInitial(view, i, k) ? k : -1;
}

/**
 * Whether token k, after the initials that start at token i (and any particles), may be their
 * surname: a capitalised word, a listed name or a word no list knows that may be a name, not
 * beside a house number.
 */
function surnameAfterInitial(view: TokenView, i: number, k: number): boolean {
  const written = view.tokens[k]?.text ?? '';
  // "K. O'Donoghue"; in a record's capitals, after a capital initial, "F. OKAFOR-LYNCH" (four letters or more: "A. NOTE" is a word).
  const capitals = written.length >= 4 && written === written.toUpperCase() && /^\p{Lu}{2}/u.test(written);
  if (!/^\p{Lu}(?:['’]\p{Lu})?\p{Ll}/u.test(written) && !capitals) return false;
  // Beside a house number, a street named after someone ("30 N. Stadion", "Λ. Πεντέλης 152").
  const start = view.tokens[i]?.start ?? 0;
  if (/\d[a-z]?[ \t]+$/i.test(view.text.slice(Math.max(0, start - 8), start)) || /^[ \t]+\d/.test(view.text.slice(view.end(k), view.end(k) + 3))) return false;
  if ((view.flags(k) & (FIRST_NAME | LAST_NAME)) !== 0) return true;
  const key = view.key(k);
  // "B. Obi": a short rare word only a spelling dictionary knows is a surname after initials too.
  const nameWord = mayBeNameWord(view.lexicon, key, written) || (!isToolName(key) && readsAsUnlistedSurname(view.lexicon, key, written));
  return nameWord && !view.headsListedPhrase(k);
}

/** Nouns of the parts of a text or a scale, which a letter after them labels ("section B.", "anexo A."). */
const PART_NOUNS: ReadonlySet<string> = new WordSet([
  'section', 'item', 'option', 'part', 'point', 'annex', 'appendix', 'chapter', 'article', 'paragraph', 'clause',
  'schedule', 'exhibit', 'figure', 'table', 'type', 'level', 'class', 'grade', 'vitamin', 'plan', 'letter',
  'sección', 'apartado', 'punto', 'letra', 'anexo', 'capítulo', 'artículo', 'opción', 'tipo', 'nivel', 'clase', 'vitamina',
  'partie', 'annexe', 'chapitre', 'lettre', 'niveau', 'classe', 'abschnitt', 'teil', 'punkt', 'anlage', 'kapitel',
  'artikel', 'absatz', 'typ', 'stufe', 'klasse', 'sezione', 'allegato', 'capitolo', 'articolo', 'lettera', 'opzione',
  'livello', 'sectie', 'punt', 'bijlage', 'hoofdstuk', 'lid', 'optie', 'niveau', 'klasse',
]);

/**
 * Nouns of discoveries, which no one owns in everyday talk, in small letters after a name or its
 * possessive: "Maxwell's equations", "Crohn's disease", "the Monte Carlo method". Not nouns that
 * are verbs too ("Did Priya test the fix?", "Let Tom model the costs") or that people own ("Priya's
 * formula", "Jansen's law firm", "John Smith's identity card").
 */
const DISCOVERIES: ReadonlySet<string> = new Set([
  'theorem', 'theorems', 'equation', 'equations', 'algorithm', 'disease', 'syndrome', 'razor', 'paradox', 'principle',
  'conjecture', 'lemma', 'hypothesis', 'inequality', 'criterion', 'reflex', 'palsy', 'method', 'distribution',
  'integral', 'coefficient', 'approximation', 'doctrine', 'maneuver', 'manoeuvre',
]);
/**
 * Dishes and breeds named after someone, right after the name (no possessive: "Anna's salad" is
 * hers): "a Caesar salad", "Margherita pizza", "a Reuben sandwich", "Cocker Spaniel", "a Jack
 * Russell terrier".
 */
const NAMED_KINDS: ReadonlySet<string> = new Set([
  'salad', 'pizza', 'sandwich', 'sauce', 'dressing', 'cocktail', 'spaniel', 'spaniels', 'terrier', 'terriers', 'retriever',
  'retrievers', 'collie', 'collies', 'setter', 'hound', 'hounds',
]);
/** Capitalised, the names of laws, plans, prizes and tests: "the Marshall Plan", "Murphy's Law", "the Turing Test". */
const NAMED_THINGS: ReadonlySet<string> = new Set([
  ...DISCOVERIES, ...NAMED_KINDS, 'law', 'laws', 'plan', 'effect', 'transform', 'number', 'filter', 'chain', 'machine', 'process',
  'series', 'curve', 'index', 'scale', 'constant', 'formula', 'rule', 'test', 'prize', 'medal', 'award', 'model',
  'operator', 'complex', 'procedure', 'diagram', 'cycle',
  // a statute named after someone: "the Sherman Act"
  'act',
]);
/** Food words before a dish named after someone: "salade César", "beef Wellington", "eggs Benedict", "pêche Melba". */
const DISH_HEADS: ReadonlySet<string> = new Set([
  'salade', 'ensalada', 'insalata', 'beef', 'eggs', 'pêche', 'pêches', 'peach', 'chicken', 'poulet', 'pollo', 'sauce', 'salsa', 'pizza',
  'tarte', 'torta', 'cocktail', 'spaghetti', 'risotto',
]);
/** "have" of Italian and Spanish, which open a sentence as first names do ("Hanno", "Han"). */
const AUXILIARIES: ReadonlySet<string> = new Set(['hanno', 'han']);
/** A participle of Italian or Spanish: "chiesto", "detto", "llegado", "fatto". */
const PARTICIPLE = /(?:ato|ito|uto|ado|ido|sto|tto|cho|so)$/;
/** A street named after someone, after a preposition of place: "her shop on Lincoln Avenue" ("Anna Street said hi" is someone). */
const STREET_NOUNS: ReadonlySet<string> = new Set(['avenue', 'boulevard', 'street', 'road', 'lane']);
const BEFORE_STREET: ReadonlySet<string> = new Set(['on', 'in', 'at', 'to', 'from', 'off', 'along', 'near', 'the', 'via', 'of']);

/**
 * Rooms of an office or a venue, named after someone: "Room Ada Lovelace", "im Saal Konrad
 * Adenauer", "zaal Erasmus", "sala Montalcini". The name there is the room's.
 */
const ROOMS: ReadonlySet<string> = new Set(['room', 'saal', 'raum', 'zaal', 'sala', 'salle', 'aula', 'auditorium', 'meetingroom', 'vergaderzaal', 'besprechungsraum']);
/**
 * Institutions and streets of the other languages that write their namesake after them: "Hospital
 * Gregorio Marañón", "Policlinico Agostino Gemelli", "avenida Simón Bolívar", "Colegio San José de
 * Calasanz", "Rue Victor Hugo". Read so when capitalised, or in text that is not English ("sent via
 * Anna" is English's "via").
 */
const NAMESAKE_HEADS: ReadonlySet<string> = new Set([
  'hospital', 'hôpital', 'ospedale', 'policlinico', 'clínica', 'clinica', 'klinikum', 'colegio', 'collège', 'lycée', 'liceo',
  'scuola', 'école', 'escuela', 'instituto', 'institut', 'istituto', 'universidad', 'université', 'università', 'fundación',
  'fondation', 'fondazione', 'aeropuerto', 'aéroport', 'aeroporto', 'estadio', 'stade', 'stadio', 'avenida', 'avenue', 'rue',
  'calle', 'via', 'viale', 'piazza', 'piazzale', 'plaza', 'paseo', 'place', 'plein', 'largo', 'corso', 'estación', 'stazione', 'museo',
  'musée', 'teatro', 'théâtre', 'biblioteca', 'bibliothèque', 'parque', 'parc', 'parco',
]);

/**
 * Whether token i opens a name (up to three capitalised words) that a following noun shows to be a
 * thing named after someone: "Maxwell's equations", "the Marshall Plan", "the Monte Carlo method".
 * A full name's possessive stays a person's ("Mark Smith's algorithm"), and a capitalised noun
 * that is a surname ends a name ("Jude Law", "Noah Constant").
 */
export function namesEponym(view: TokenView, i: number): boolean {
  let k = i;
  while (k - i < 2 && !view.isPossessive(k) && k + 1 < view.length && view.adjacent(k) && view.isCapitalized(k + 1) && !NAMED_THINGS.has(view.key(k + 1)) && !STREET_NOUNS.has(view.key(k + 1))) k++;
  if (k + 1 >= view.length || !view.adjacent(k)) return false;
  const noun = view.key(k + 1);
  // After a possessive the name has ended ("Murphy's Law"); before, a surname may end it ("Jude Law").
  if (view.isCapitalized(k + 1) && STREET_NOUNS.has(noun)) return k === i && view.gap(i - 1) === ' ' && BEFORE_STREET.has(view.key(i - 1));
  if (view.isCapitalized(k + 1)) return NAMED_THINGS.has(noun) && (view.isPossessive(k) || !view.isName(k + 1));
  // "Mark Smith's algorithm" is his; "the Monte Carlo method" is a method's name.
  if (NAMED_KINDS.has(noun)) return !view.isPossessive(k);
  return DISCOVERIES.has(noun) && !(view.isPossessive(k) && k > i && (view.flags(i) & FIRST_NAME) !== 0 && (view.flags(k) & LAST_NAME) !== 0);
}

/** After "Love": a comma, the writer's name of a word or two, and the message's end ("Love, Kemi"). */
const SIGNED_END = /^,[ \t]*(?:\r?\n[ \t]*)?\p{Lu}[\p{L}'’-]*(?:[ \t]\p{Lu}[\p{L}'’-]*)?[ \t.!]*(?:\r?\n[ \t]*)*$/u;
function closesMessage(rest: string): boolean {
  return rest.length <= 48 && SIGNED_END.test(rest);
}

/** Titles whose abbreviations name other things too ("Rev. A", "Col. Total", "Lt. Blue", "Rabbi Trust"): a name after them must be one. */
const WEAK_TITLES: ReadonlySet<string> = new Set(['sgt', 'capt', 'lt', 'col', 'maj', 'cmdr', 'rev', 'revd', 'pastor', 'rabbi', 'imam', 'shri', 'smt', 'mister', 'madam', 'ir']);

/** Titles that are also German nouns ("der Herr", "die Frau"). */
const GERMAN_NOUN_TITLES: ReadonlySet<string> = new WordSet(['herr', 'frau', 'fräulein']);

/**
 * "dhr. van Dijk", "Frau von der Leyen", "Sr. de la Fuente": the title at token i is followed by
 * lower-case particles and a capitalised surname. Returns the surname's index, or -1.
 */
function particleSurnameAfterTitle(view: TokenView, i: number): number {
  const first = i + 1;
  if (first >= view.length || !joined(view, i) || !TITLE_PARTICLES.has(view.key(first))) return -1;
  // German "Herr" and "Frau" are nouns after an article: "der Herr von der Stadtverwaltung",
  // "die Frau zu Hause". ("el Sr. de la Fuente", "de heer van Dijk" are titles.)
  if (view.gap(i - 1) === ' ' && ARTICLES.has(view.key(i - 1)) && GERMAN_NOUN_TITLES.has(view.key(i))) return -1;
  // The first particle is lower case (a capitalised one is a name the title rule already
  // takes); later ones need not be ("Monsieur de La Fontaine").
  if (view.caseful && view.isCapitalized(first)) return -1;
  const surname = surnameAfterParticles(view, first, false);
  if (surname === -1 || ROLE_WORDS.has(view.key(surname)) || !continuesName(view, surname)) return -1;
  return surname;
}

/**
 * Nouns of offices and professions written in lower case after a title in the Romance languages,
 * Dutch and German: "Sr. presidente", "Sig. sindaco", "Dott. commercialista", "dhr. voorzitter".
 */
const OFFICE_WORDS: ReadonlySet<string> = new WordSet([
  'presidente', 'presidenta', 'vicepresidente', 'ministro', 'ministra', 'director', 'directora', 'directeur', 'directrice',
  'direttore', 'direttrice', 'sindaco', 'alcalde', 'alcaldesa', 'maire', 'juez', 'jueza', 'giudice', 'rector', 'rectora',
  'rettore', 'decano', 'decana', 'doyen', 'préfet', 'prefetto', 'diputado', 'diputada', 'senador', 'senadora', 'deputato',
  'deputata', 'senatore', 'secretario', 'secretaria', 'segretario', 'segretaria', 'notaio', 'notario', 'notaria', 'abogado',
  'abogada', 'avocat', 'avocate', 'ingeniero', 'ingeniera', 'doctora', 'dottore', 'profesor', 'profesora', 'professeur',
  'professore', 'commercialista', 'ragioniere', 'medico', 'médico', 'médica', 'chirurgo', 'veterinario', 'farmacista',
  'psicologo', 'psicologa', 'architetto', 'arquitecto', 'arquiteto', 'comandante', 'capitán', 'capitano', 'capitaine',
  'général', 'generale', 'coronel', 'colonnello', 'burgemeester', 'voorzitter', 'minister', 'präsident', 'präsidentin',
  'bürgermeister', 'direktor', 'direktorin', 'cliente', 'client', 'titular', 'titolare',
]);
/** German possessives: "meine Frau", "ihr Herr" are nouns, as after an article. */
const GERMAN_POSSESSIVES: ReadonlySet<string> = new WordSet([
  'mein', 'meine', 'meinen', 'meiner', 'dein', 'deine', 'sein', 'seine', 'seinen', 'ihr', 'ihre', 'ihren', 'unser', 'unsere', 'euer', 'eure',
]);

/**
 * "M. dupuis", "monsieur martin", "Mr jones", "Frau schmidt": in text with case, a name typed in
 * lower case right after a title (token `title`, the last of a run). Not an everyday word of the
 * six languages, a particle, an office ("Sr. presidente") or a verb form ("the professor
 * explained"). A listed name counts after any title; a word no list knows only after a short
 * title written with its capital ("M.", "Mr", "Sra.", "Dott."): after a long title written small,
 * or after German "Herr" and "Frau", which are nouns too, a verb in small letters is likelier
 * ("mevrouw zei", "die Frau erzählte"), and those two name nobody after an article or a
 * possessive ("die Frau lang", "meine Frau").
 */
function lowerCaseNameAfterTitle(view: TokenView, title: number): boolean {
  const next = title + 1;
  if (!view.caseful || next >= view.length || !joined(view, title) || view.isCapitalized(next) || view.isPossessive(next)) return false;
  const written = view.tokens[next]?.text ?? '';
  const key = view.key(next);
  if (key.length < 3 || !/^\p{Ll}+(?:-\p{Ll}+)*$/u.test(written) || gluedToDigit(view, next)) return false;
  if (isOtherKindOfWord(key) || PARTICLES.has(key) || CLOSING_WORDS.has(key) || OFFICE_WORDS.has(key) || ROLE_WORDS.has(key)) return false;
  if (isEnglishWord(view.lexicon, key, true) || VERB_FORM.test(key)) return false;
  const titleWord = titleKey(view, title);
  const before = title - 1;
  if (GERMAN_NOUN_TITLES.has(titleWord) && before >= 0 && view.adjacent(before) && (ARTICLES.has(view.key(before)) || GERMAN_POSSESSIVES.has(view.key(before)))) return false;
  if ((view.flags(next) & (FIRST_NAME | LAST_NAME)) !== 0) return true;
  const titleText = (view.tokens[title]?.text ?? '').slice(elisionLength(view, title));
  if (!/^\p{Lu}/u.test(titleText) || titleWord.length > 4 || GERMAN_NOUN_TITLES.has(titleWord)) return false;
  return mayBeNameWord(view.lexicon, key, written) && !view.headsListedPhrase(next);
}

/**
 * The capitalised word right after the particles that start at token `first` ("van der Voet",
 * "de la Fuente"): its index, or -1. `lowerOnly`: a capitalised word ends the particles.
 */
function surnameAfterParticles(view: TokenView, first: number, lowerOnly: boolean): number {
  let k = first;
  while (k + 1 < view.length && view.adjacent(k) && PARTICLES.has(view.key(k + 1)) && !(lowerOnly && view.isCapitalized(k + 1))) k++;
  const surname = k + 1;
  return surname < view.length && view.adjacent(k) && view.isCapitalized(surname) ? surname : -1;
}

/** An Arabic article or kin word in small letters, a hyphen and a capitalised surname: "al-Hashimi", "el-Sayed", "bin-Talal". */
const ARTICLE_ON_SURNAME = /^(?:al|el|an|ar|as|ash|at|ad|az|ud|ul|bin|ibn|abu|bint)-\p{Lu}\p{Ll}{2}/u;

/**
 * Whether the token is part of a code: digits right before it ("2011ko"), or right after a word in
 * capitals ("BARCGB22"). A name that scraped text runs into a date stays one ("Antonio Fernández3
 * de mayo").
 */
function gluedToDigit(view: TokenView, i: number): boolean {
  const token = view.tokens[i];
  if (token === undefined) return false;
  const before = view.text.charCodeAt(token.start - 1);
  if (before >= 48 && before <= 57) return true;
  const after = view.text.charCodeAt(view.end(i));
  return after >= 48 && after <= 57 && token.text.length > 1 && token.text === token.text.toUpperCase();
}

/** Whether token i may continue a name that started before it. */
function continuesName(view: TokenView, i: number): boolean {
  // "Yusuf al-Hashimi", "Omar bin-Laden", "Amr el-Sayed": an Arabic article or kin word written onto a surname.
  if (view.caseful && ARTICLE_ON_SURNAME.test(view.tokens[i]?.text ?? '')) return true;
  if (!view.isCapitalized(i) || isTitle(view, i) || CLOSING_WORDS.has(view.key(i))) return false;
  if (gluedToDigit(view, i)) return false;
  // "Gabriella Villanueva Suite 574": the unit of an address (an ADDRESS span) ends the name
  // before it; taken into the name, it made the name lose to that span and go in clear.
  if (UNIT_WORDS.has(view.key(i))) return false;
  // "Merrill Corp", "Arrive Labs": a legal or sector suffix ends an organisation, not a name.
  if (ORGANIZATION_SUFFIXES.has(view.key(i)) && !view.isName(i)) return false;
  // "John Brown" joins a common word that is a surname; in lower-case text only real names do.
  if (view.isName(i)) return view.caseful || !view.isCommon(i);
  if (!view.caseful) return false;
  const text = view.tokens[i]?.text ?? '';
  // An unknown capitalised word after a first name is most likely a surname ("Diana Iversen"),
  // unless it is a common word ("John The") or an all-caps acronym ("Paul IBAN").
  return !view.isCommon(i) && !(text.length > 1 && text === text.toUpperCase() && text.length <= 4);
}

/** Words that never continue a name even capitalised ("John The ...", "Anna And Tom"). */
const FUNCTION_WORDS = new WordSet([
  'the', 'a', 'an', 'and', 'or', 'but', 'of', 'to', 'in', 'on', 'at', 'for', 'from', 'with', 'by',
  'is', 'was', 'are', 'were', 'has', 'had', 'have', 'will', 'would', 'can', 'could', 'should',
  'i', 'we', 'you', 'he', 'she', 'they', 'it', 'this', 'that', 'my', 'your', 'his', 'her', 'our',
  'their', 'not', 'no', 'yes', 'please', 'thanks', 'today', 'tomorrow', 'yesterday', 'about',
]);
/** Words that open the unit part of an address ("Apt. 4", "Suite 200"). */
const UNIT_WORDS = new WordSet(['apt', 'apartment', 'suite', 'ste']);
/** Place words beyond the street types: "Anna Hill", "John Park", "Roosevelt Apt. 889". */
const PLACE_WORDS = new WordSet(['hill', 'park', 'gardens', 'apt', 'suite', 'unit']);

/**
 * "John Baker", "Mr. Bill Gates", "Jack Carpenter": after a listed first name, a capitalised
 * word that is also an ordinary word is the surname (trades, colours, things), which the lists
 * miss; left out, the placeholder would stand for "John" and "Baker" would go in clear. Not a
 * function word, a month or weekday, a title, a street or company word, or an acronym, and not
 * before another capitalised word that is no name: such a run names something else ("Lilly Open
 * Innovation", "Marlin Alter And Associates").
 */
function commonSurnameAfter(view: TokenView, previous: number, next: number): boolean {
  if (!view.caseful || (view.flags(previous) & FIRST_NAME) === 0 || !view.isCapitalized(next) || !view.isCommon(next)) return false;
  if (isOtherKindOfWord(view.key(next)) || namesColouredThing(view, previous)) return false;
  const text = view.tokens[next]?.text ?? '';
  if (text === text.toUpperCase()) return false;
  return !(view.adjacent(next) && view.isCapitalized(next + 1) && !view.isName(next + 1));
}

/** Colours that lists hold as first names ("Blue", "Rose", "Amber"), which name a product's colour as often. */
const COLOURS: ReadonlySet<string> = new Set(['blue', 'green', 'red', 'black', 'white', 'grey', 'gray', 'brown', 'pink', 'purple', 'yellow', 'orange', 'silver', 'golden']);

/**
 * "Blue Widget", "Green Chair": a colour before a capitalised everyday word that no list holds as
 * a name is a product's name, not a first name and a surname ("Rose Baker", whose colour is no
 * adjective before "Baker", and "Jack Black" stay people).
 */
function namesColouredThing(view: TokenView, i: number): boolean {
  if (!COLOURS.has(view.key(i)) || !view.caseful || !view.adjacent(i) || !view.isCapitalized(i + 1)) return false;
  return (view.flags(i + 1) & FIRST_NAME) === 0 && isEnglishWord(view.lexicon, view.key(i + 1), true);
}

/** Whether token i is written in capitals, two letters or more ("ANNA", "MCALLISTER"). */
function inCapitals(view: TokenView, i: number): boolean {
  const text = view.tokens[i]?.text ?? '';
  return text.length >= 2 && text === text.toUpperCase() && text !== text.toLowerCase();
}

/** A vowel: a word in capitals without one is an acronym ("SDK", "CRM"), not a surname ("DOE"). */
const VOWEL = /[AEIOUY\u00c0-\u024f]/;

/**
 * "ANNA BROWN", "PAUL WHITE", "JEAN MARTIN", "JOHN DOE": after a listed name in capitals, the next
 * word in capitals goes on with the name when it is a listed name (one that is also an everyday
 * word only after a first name that is none: "EMMA STONE", not "MAY DAY"), or, in text with case, a word
 * no list knows that may be a name and has a vowel ("JOHN MCALLISTER"; not "BILL PAID", "ADA
 * COMPLIANCE", "TOM SDK"). Never a function word, month, title, company or street word ("MARK AS
 * READ", "ROSE BY 5%", "WILL BE", "SAM LLC"), particle, article or pronoun ("MADRID EL LUNES").
 */
function capsNameAfter(view: TokenView, previous: number, next: number): boolean {
  if (next >= view.length || !view.adjacent(previous) || view.isPossessive(previous) || !view.isName(previous)) return false;
  if (!inCapitals(view, previous) || !inCapitals(view, next)) return false;
  const key = view.key(next);
  if (isOtherKindOfWord(key) || PARTICLES.has(key) || ARTICLES.has(key) || PRONOUNS.has(key) || gluedToDigit(view, next)) return false;
  const everyday = view.isCommon(previous) || CALENDAR_WORDS.has(view.key(previous));
  // An everyday word goes on only with a first name that is none ("EMMA STONE"; not "MADRID EL").
  if (view.isName(next)) return !view.isCommon(next) || (!everyday && (view.flags(previous) & FIRST_NAME) !== 0);
  if (!view.caseful || everyday) return false;
  const written = view.tokens[next]?.text ?? '';
  return written.length >= 3 && VOWEL.test(written) && mayBeNameWord(view.lexicon, key, written) && !view.headsListedPhrase(next);
}

/**
 * "The customer ANNA BROWN called", "Dear JOHN,", "please call JOHN tomorrow": a listed first name
 * of four letters or fewer, in capitals in text with case, is a name and no acronym before another
 * word of a name in capitals (`capsNameAfter`), after a greeting ("Dear", "Hi"), or as the one a
 * request is about (`requestedInCapitals`). "THE CEO", "IT TEAM", "USA", "MARK AS READ", "BILL
 * PAID", "call IT support" stay words.
 */
function shortNameInCapitals(view: TokenView, i: number): boolean {
  if ((view.flags(i) & FIRST_NAME) === 0) return false;
  return capsNameAfter(view, i, i + 1) || greetedOrNamed(view, i) || requestedInCapitals(view, i);
}

/**
 * "please call JOHN tomorrow", "ask ANNA about it": a short listed first name that is no everyday
 * word, written in capitals between words that are not, and the object of a request with what is
 * asked after it (`isRequestedPerson`: "ask X to", "call X tomorrow"). Capitals on the name alone
 * are the writer's emphasis; a line all in capitals ("PLEASE CALL JOHN TOMORROW") says nothing
 * more than before, and a team or a company the lists know is asked as such ("ask IT to",
 * "call TIM about the contract": the telecom).
 */
function requestedInCapitals(view: TokenView, i: number): boolean {
  if (view.isCommon(i) || i === 0 || inCapitals(view, i - 1) || inCapitals(view, i + 1)) return false;
  return isRequestedPerson(view, i) && listedOrganizationLength(view, i) === 0;
}

/** A function word, month or weekday, title, company suffix, street or place word: never a surname after a first name. */
function isOtherKindOfWord(key: string): boolean {
  return FUNCTION_WORDS.has(key) || CALENDAR_WORDS.has(key) || TITLES.has(key) || ORGANIZATION_SUFFIXES.has(key) || STREET_TYPES.has(key) || PLACE_WORDS.has(key);
}

/**
 * "jessica kadyrov", "roberto yamamura": in English text without case, a word no list knows
 * (no name, no common or English word, nor an inflection of one) right after a lone listed
 * first name, or after a name given by "my name is", is its surname. With case, the capital
 * says so (`continuesName`); without it the word was left out and went upstream in clear next
 * to "[PERSON_1]". English only: the common-word
 * lists are English plus other languages' function words, so in lower-case Danish, German or
 * Esperanto most words after a name are words no list knows ("tim dort", "kaj provis").
 */
function unlistedSurnameInCaselessText(view: TokenView, first: number, last: number, next: number): boolean {
  if (view.caseful || first !== last || view.isPossessive(last) || view.flags(next) !== 0) return false;
  const named = (view.flags(last) & FIRST_NAME) !== 0 ? !view.isCommon(last) : namedInCaselessText(view, last);
  return named && unknownWordInEnglish(view, next);
}

/**
 * "My name is mieszko wisniewska", "my name is anna kowalczyk": in text with capitals, the
 * lower-case word after a name typed in lower case after a naming phrase
 * (`wordsNamedInLowerCase`): a listed surname, or an unknown word on the terms above.
 */
function lowerCaseSurnameAfter(view: TokenView, first: number, last: number, next: number, namedLowerCase: ReadonlySet<number>): boolean {
  if (first !== last || !namedLowerCase.has(first) || view.isCapitalized(next) || view.isPossessive(last)) return false;
  const flags = view.flags(next);
  // A listed surname ("anna kowalczyk"), or a word no list knows.
  if (flags !== 0) return (flags & LAST_NAME) !== 0 && !view.isCommon(next);
  return unknownWordInEnglish(view, next);
}

/** A lower-case word of three letters or more that no list knows, in English text: a surname there. */
function unknownWordInEnglish(view: TokenView, i: number): boolean {
  const key = view.key(i);
  if (key.length < 3 || !/^[a-z\u00c0-\u024f]+(?:-[a-z\u00c0-\u024f]+)*$/.test(key)) return false;
  if (isOtherKindOfWord(key) || CLOSING_WORDS.has(key)) return false;
  // "el-sayed", "abu-bakr": a hyphenated surname has a part no list knows ("well-known" has none).
  const unknown = (part: string): boolean => !isEnglishWord(view.lexicon, part) && !isOtherKindOfWord(part);
  return (key.includes('-') ? key.split('-').some((part) => part.length >= 3 && unknown(part)) : unknown(key)) && view.readsAsEnglish();
}

const CONJUNCTIONS = new Set(['and', 'und', 'et', 'y', 'e', 'en', 'or']);

/** A listed, capitalised name that is not also a common word. */
function strongName(view: TokenView, i: number): boolean {
  return i >= 0 && i < view.length && view.isCapitalized(i) && view.isName(i) && !view.isCommon(i);
}

/**
 * "Malon, Mark, Kaylee", "Sousa and Ball": a list neighbour of token i is a listed name (for a
 * common word, `strict`: a listed name that is not a common word itself).
 */
function listNeighbourIsName(view: TokenView, i: number, strict: boolean): boolean {
  // A month or weekday is no name beside it ("Llego en Abril": Spanish "en" is Dutch "and"), nor
  // is a word that is an everyday one there ("Mehl, Eier, Salz und Wasser").
  const named = (k: number): boolean =>
    strict
      ? strongName(view, k)
      : k >= 0 && k < view.length && view.isCapitalized(k) && (view.isName(k) || (view.readsAsEnglish() && view.isRareFirstName(k))) && !CALENDAR_WORDS.has(view.key(k)) && !isEverydayWordHere(view, k);
  const before = view.gap(i - 1);
  if ((before === ', ' || PAIRING_GAPS.has(before)) && named(i - 1)) return true;
  if (before === ' ' && CONJUNCTIONS.has(view.key(i - 1)) && view.gap(i - 2) === ' ' && named(i - 2)) return true;
  const after = view.gap(i);
  if ((after === ', ' || PAIRING_GAPS.has(after)) && named(i + 1)) return true;
  return after === ' ' && CONJUNCTIONS.has(view.key(i + 1)) && view.gap(i + 1) === ' ' && named(i + 2);
}

/**
 * "Chiamaka and Dovrin", "Dovrin and Chiamaka": token i joined by a conjunction to a listed first
 * name, in English text (another language's "y" or "e" joins nouns as often: Welsh, Albanian).
 */
function conjoinedWithName(view: TokenView, i: number): boolean {
  if (!view.readsAsEnglish()) return false;
  const firstName = (k: number): boolean => k >= 0 && k < view.length && view.isCapitalized(k) && (view.flags(k) & FIRST_NAME) !== 0 && !view.isCommon(k);
  if (view.gap(i - 1) === ' ' && CONJUNCTIONS.has(view.key(i - 1)) && view.gap(i - 2) === ' ' && firstName(i - 2)) return true;
  return view.gap(i) === ' ' && CONJUNCTIONS.has(view.key(i + 1)) && view.gap(i + 1) === ' ' && firstName(i + 2);
}

/**
 * What pairs two people as a list's comma does: a 1:1's "<>" ("1:1 Aleksandra <> Dovrin"). Not an
 * arrow, which breadcrumbs and paths write between words ("Avaleht → Abi").
 */
const PAIRING_GAPS: ReadonlySet<string> = new Set([' <> ', ' ↔ ']);

/** What may stand before a label on its line: spaces, a bullet, a number, a time in brackets ("- ", "2. ", "[10:03] "). */
const LABEL_PREFIX = /^[ \t]*(?:[-*•+][ \t]+|\d{1,2}[.)][ \t]+|\[[^\]\n]{1,20}\][ \t]+)?$/;
/** How far back a label's line may start (a bullet, a number or a time and spaces). */
const MAX_LABEL_PREFIX = 32;
/** Three words or more after a label make its line speech or a task, not a key's value ("Tunde: call the client"; "Repo: veil"). */
const WORDS_AFTER_LABEL = /^:[ \t]+\S+[ \t]+\S+[ \t]+\S/;
/**
 * A chat reply alone after a label: "Tunde: sure", "Tunde: ok, will do", "Tunde: thanks!". Chat
 * speech as surely as three words; a config's "yes"/"no"/"ok" values come after everyday keys
 * ("Enabled: yes"), which no cue takes for a name.
 */
const CHAT_REPLY_AFTER_LABEL = /^:[ \t]+(?:sure|ok|okay|yes|yep|yeah|nope|thanks|thx|done|lol|haha|cool|great|perfect|agreed|will do|on it|got it|sounds good)(?:[ \t,.!]+(?:will do|on it|thanks|done))?[ \t]*[.!]*[ \t]*(?:\r?\n|$)/i;
/** The share of distinct labels that must be listed first names. */
const NAMED_LABEL_SHARE = 1 / 3;

/**
 * The line labels of a text (tokens followed by ": " that open their line), and how many distinct
 * labels are listed first names. Found once per text: a text of many labels asks for each.
 */
interface LineLabels {
  readonly tokens: ReadonlySet<number>;
  readonly names: number;
  readonly distinct: number;
}
const lineLabels = new WeakMap<TokenView, LineLabels>();

function lineLabelsOf(view: TokenView): LineLabels {
  let labels = lineLabels.get(view);
  if (labels === undefined) {
    const tokens = new Set<number>();
    const distinct = new Map<string, boolean>();
    for (let k = 0; k < view.length; k++) {
      const token = view.tokens[k];
      if (token === undefined || view.text[token.end] !== ':' || !/[ \t]/.test(view.text[token.end + 1] ?? '')) continue;
      // The line's start, looked for in the few characters a prefix may take (not back through a long line).
      const from = Math.max(0, token.start - MAX_LABEL_PREFIX - 1);
      const before = view.text.slice(from, token.start);
      const newline = before.lastIndexOf('\n');
      if (newline === -1 && from > 0) continue;
      if (!LABEL_PREFIX.test(newline === -1 ? before : before.slice(newline + 1))) continue;
      tokens.add(k);
      if (!distinct.has(view.key(k))) distinct.set(view.key(k), (view.flags(k) & FIRST_NAME) !== 0 && strongName(view, k));
    }
    let names = 0;
    for (const name of distinct.values()) if (name) names++;
    labels = { tokens, names, distinct: distinct.size };
    lineLabels.set(view, labels);
  }
  return labels;
}

/**
 * "- Anna: update the deck / - Tunde: call the client", "Priya: can you check? / Tunde: sure, on
 * it": token i labels its line, and the text's labels read as people's: a third of the distinct
 * labels or more are listed first names (one "Anna:" among a config's many keys vouches for none),
 * and either two of them are, or this label's line is speech or a task of three words or more, or
 * a chat reply ("Tunde: sure"); "- Anna: review / - Repo: veil / - Env: prod" names no "Repo". Asked of a word no list knows;
 * whether it may be a name is the caller's to ask.
 */
function labelNeighbourIsName(view: TokenView, i: number): boolean {
  if (view.text[view.end(i)] !== ':') return false;
  const labels = lineLabelsOf(view);
  if (labels.names === 0 || labels.names < labels.distinct * NAMED_LABEL_SHARE || !labels.tokens.has(i)) return false;
  const after = view.text.slice(view.end(i), view.end(i) + 64);
  // A reply alone is weaker evidence than speech: half the labels must be listed names ("Anna: ship
  // it / Gzip: yes / Brotli: no" is a config beside a task).
  return labels.names >= 2 || WORDS_AFTER_LABEL.test(after) || (labels.names * 2 >= labels.distinct && CHAT_REPLY_AFTER_LABEL.test(after));
}

/** Words after a title that are a role, not a name ("Mr. President", "Madam Speaker"). */
const ROLE_WORDS = new Set([
  'president', 'vice', 'chairman', 'chairwoman', 'chair', 'speaker', 'mayor', 'secretary',
  'ambassador', 'minister', 'director', 'governor', 'senator', 'justice', 'officer',
  'commissioner', 'judge', 'chancellor', 'prime', 'general', 'president-elect',
]);

/** Context that makes a word a person (person-context.ts); `strict`: enough for an unlisted word. */
function personContext(view: TokenView, i: number, strict: boolean): boolean {
  return (
    isRecipient(view, i, strict) ||
    // "Amazon texted me": for a word no name list knows, a listed company is the likelier sender.
    ((isPersonSubject(view, i, strict) || notifiedFullName(view, i)) && !(strict && listedOrganizationLength(view, i) > 0)) ||
    isSpeakerLabel(view, i) ||
    isPossessor(view, i) ||
    isNamedOrGiven(view, i) ||
    isSignature(view, i) ||
    isNamedRelation(view, i) ||
    // "Send the file to Rose": the one it is handed to; "heard from Rose", "an email from Rose": the one it came from;
    // "Will is off sick", "Rose will cover": a first name that is a word too, away from work or
    // standing in (a town is no more on holiday for being a first name too: "London").
    (!strict && (isHandedTo(view, i) || heardFromPerson(view, i) || (tellsOfAbsence(view, i) && isEnglishWord(view.lexicon, view.key(i))))) ||
    // "ask Google to reindex" asks the company, "Call Sentry tomorrow" the service (tech-names.ts).
    (isRequestedPerson(view, i) && listedOrganizationLength(view, i) === 0 && !isServiceName(view.key(i))) ||
    // "the Netflix film" is the company's.
    (isMakerOfWork(view, i) && listedOrganizationLength(view, i) === 0)
  );
}

/**
 * "heard from Rose", "an email from Rose": a name heard from, unless the word is a listed company,
 * software, a tool or an everyday word, which mail and logs come from as often ("an email from
 * Apple", "the response from Server"). `unlisted`: a word no name list knows, which only hearing or
 * what people send vouches for ("a reply from Jira" is a program's).
 */
function heardFromPerson(view: TokenView, i: number, unlisted = false): boolean {
  if (!isHeardFrom(view, i, unlisted)) return false;
  const key = view.key(i);
  return listedOrganizationLength(view, i) === 0 && !namesSoftware(view, i) && !isServiceName(key) && !isToolName(key) && !isEnglishWord(view.lexicon, key);
}

/**
 * "an email from Zorvath and Quillon", "heard from Zorvath or Quillon": token i is the second of
 * two heard from, after an unlisted first that the cue vouches for (a listed first vouches by
 * itself: `listNeighbourIsName`).
 */
function secondHeardFrom(view: TokenView, i: number): boolean {
  if (i < 2 || view.gap(i - 1) !== ' ' || view.gap(i - 2) !== ' ' || !CONJUNCTIONS.has(view.key(i - 1)) || view.isCapitalized(i - 1)) return false;
  const first = i - 2;
  return view.isCapitalized(first) && heardFromPerson(view, first, true) && handedToName(view, first);
}

/** Words of products and bots that notify like people do ("GitHub Actions", "Dependabot Preview"). */
const PRODUCT_WORDS: ReadonlySet<string> = new Set([
  'actions', 'action', 'preview', 'bot', 'bots', 'app', 'apps', 'ci', 'docs', 'drive', 'sheets', 'forms',
  'calendar', 'team', 'teams', 'workspace', 'cloud', 'pages', 'pipelines', 'automation', 'notifications',
  'assistant', 'copilot', 'integration', 'service', 'system', 'admin', 'support', 'deployer', 'scanner',
  'webhook', 'webhooks', 'runner', 'builder', 'checker', 'monitor', 'tracker', 'alerts', 'notifier',
]);
/** Words of geography, which credits and notifications name too ("assigned to Ascension Island"). */
const GEOGRAPHY_WORDS: ReadonlySet<string> = new Set([
  'island', 'islands', 'isle', 'mount', 'mountains', 'lake', 'river', 'bay', 'coast', 'valley', 'beach', 'port',
  'cape', 'county', 'province', 'state', 'republic', 'kingdom', 'city', 'region', 'territory', 'peninsula',
]);
/** A product's camel case: a capital inside the word after three small letters ("SonarQube", "PagerDuty"; not "McDonald", "MacArthur"). */
const PRODUCT_SHAPE = /\p{Ll}{3}\p{Lu}/u;

/**
 * "Olusegun Adeyemi commented on", "assigned to Olusegun Adeyemi": a notification or a credit
 * names a full name of two capitalised words, neither an everyday word nor a product's ("GitHub
 * Actions", "Google Docs", "Release Notes").
 */
function notifiedFullName(view: TokenView, i: number): boolean {
  const next = i + 1;
  if (!view.caseful || !view.adjacent(i) || next >= view.length || !view.isCapitalized(next)) return false;
  // The cue first: a few set lookups, where the words' checks below cost a dictionary walk each.
  if (!isNotifiedPerson(view, next) && !isCreditedPerson(view, i)) return false;
  if (view.isCommon(i) || view.isCommon(next) || !readsAsUnlistedNameWord(view.lexicon, view.key(i), view.tokens[i]?.text ?? '')) return false;
  if (!readsAsUnlistedSurname(view.lexicon, view.key(next), view.tokens[next]?.text ?? '')) return false;
  return !namesSoftware(view, i);
}

/**
 * Whether a word no name list knows may still be part of a person's full name where the slot
 * says it names someone (a notification, a chat's sender line): no everyday word, nor a word of
 * products, geography, dates, titles, companies or streets, and no product's camel case. `key`
 * is the word in lower case, `written` as the text writes it.
 */
export function readsAsUnlistedNameWord(lexicon: Lexicon, key: string, written: string): boolean {
  return !(PRODUCT_WORDS.has(key) || GEOGRAPHY_WORDS.has(key) || isOtherKindOfWord(key) || isEnglishWord(lexicon, key, true) || PRODUCT_SHAPE.test(written));
}

/** The longest rare word only a spelling dictionary knows that may still be a surname ("Obi", "Ong"; not "Hotel", "Toolkit"). */
const MAX_DICTIONARY_SURNAME = 4;

/**
 * `readsAsUnlistedNameWord` for the second word of a full name, after a first word that passed it:
 * a short rare word only a spelling dictionary knows may be a surname there ("Brayden Obi"; the
 * dictionary has "obi" the sash), as lone words are read (`isEnglishWord` without its
 * dictionary); an everyday word still is none ("Release Notes"), nor a longer dictionary word,
 * which the word lists lack as often as the jargon of software ("Tokio Hotel", "Redux Toolkit").
 */
function readsAsUnlistedSurname(lexicon: Lexicon, key: string, written: string): boolean {
  if (key.length > MAX_DICTIONARY_SURNAME) return readsAsUnlistedNameWord(lexicon, key, written);
  return !(PRODUCT_WORDS.has(key) || GEOGRAPHY_WORDS.has(key) || isOtherKindOfWord(key) || isEnglishWord(lexicon, key) || PRODUCT_SHAPE.test(written));
}

/** `readsAsUnlistedNameWord`, and no tool's or language's name ("Grafana", "Kubernetes"): a word that may be part of a person's name where the context says so. */
export function mayBeNameWord(lexicon: Lexicon, key: string, written: string): boolean {
  return !isToolName(key) && readsAsUnlistedNameWord(lexicon, key, written);
}

/** Words before which a capitalised word is a title of a work or a thing, not a person. */
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'le', 'la', 'les', 'der', 'die', 'das', 'el', 'il', 'het', 'een']);

/** Determiners after which a lone word of lower-case text is a noun: "the idea", "my iban". */
const NOUN_DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'my', 'your', 'our', 'their']);

/**
 * In lower-case text, a listed name right after a determiner and before an everyday word is the
 * word it also is ("the idea of", "my iban is"), not a person. A name or an unknown word after it
 * may be a surname and keeps it a name ("the anna smith account", "the jessica kadyrov file").
 * ("his" and "her" are left out: "told her jessica would call".)
 */
function nounAfterDeterminer(view: TokenView, i: number): boolean {
  if (i === 0 || view.gap(i - 1) !== ' ' || !NOUN_DETERMINERS.has(view.key(i - 1)) || (view.flags(i) & LAST_NAME) !== 0) return false;
  const next = i + 1;
  return !(next < view.length && view.adjacent(i) && (view.isName(next) || !isEnglishWord(view.lexicon, view.key(next))));
}

/** Phrases that introduce a name and nothing else: "my name is", "call me", "je m'appelle". */
const NAMING_PHRASES: ReadonlySet<string> = new Set([
  'name is', "name's", 'name’s', 'call me', 'calls me', "m'appelle", 'm’appelle', 'me llamo', 'mi chiamo', 'heiße', 'heißt',
  'heisst', 'ik heet', 'name ist', 'naam is', 'nom est', 'nombre es', 'nome è', 'nome é',
]);
/** Their last words: most words of a text follow none of them, and are ruled out by one lookup. */
const NAMING_LAST_WORDS: ReadonlySet<string> = new Set([...NAMING_PHRASES].map((phrase) => phrase.slice(phrase.lastIndexOf(' ') + 1)));

/** English possessives: "my colleague" says the text is English even where no marker word does. */
const ENGLISH_POSSESSIVES: ReadonlySet<string> = new Set(['my', 'our', 'your', 'his', 'her', 'their']);

/** A verb form the English word lists may lack ("misspelled", "recovering"): no given name. */
const VERB_FORM = /^\p{L}{3,}(?:ed|ing)$/u;

/**
 * In lower-case text, an unlisted word right after "my name is" (or its like in the six
 * languages) or after a relation ("my colleague wisniewska"), or the first of two such words
 * asked of or doing what colleagues do ("ask tunde adeyemi to"), is the name, unless it is an
 * everyday English word or reads as a verb form ("my name is not on the list", "my name is
 * misspelled"): "hi, my name is mieszko" masks "mieszko".
 */
function namedInCaselessText(view: TokenView, i: number): boolean {
  // After a relation, only in English ("my colleague", or any English text): in lower-case
  // Spanish or German the word after "mi hija" is a verb or a function word no list of ours
  // knows ("mi hija se desconcentra").
  const named =
    (i > 0 && namedByPhrase(view, i)) ||
    (i > 0 && isNamedRelation(view, i) && (ENGLISH_POSSESSIVES.has(view.key(i - 2)) || view.readsAsEnglish())) ||
    // "ask tsegaye if the report is ready": a request's object, in English.
    (i > 0 && isRequestedPerson(view, i) && view.readsAsEnglish()) ||
    // "ask tunde adeyemi to send it", "brayden obi joined the team": two words no list knows, asked
    // of or doing what colleagues do (an unknown second word: `unknownWordInEnglish` asks for English).
    (i + 1 < view.length && view.adjacent(i) && view.flags(i + 1) === 0 && (isRequestedPerson(view, i, i + 1) || isColleagueSubject(view, i + 1)) && unknownWordInEnglish(view, i + 1)) ||
    // "ravi and deepa both said": a name only the registries or a census know, beside a listed first name in a list.
    ((view.isCensusName(i) || view.isRareFirstName(i)) && listNeighbourIsName(view, i, true));
  return named && notAWord(view, i);
}

/**
 * The naming phrases as they stand in text, with the space after them (the phrases hold no
 * regex syntax). No `u` flag: a fifth faster, and every character here is in the BMP.
 */
const NAMING_TEXT = new RegExp(`(?:${[...NAMING_PHRASES].join('|')}) +`, 'gi');

/**
 * "My name is mieszko": the words typed in lower case right after a naming phrase, in text with
 * capitals elsewhere, that are names (`namedByPhrase`'s guards). Found from the phrases, once per
 * text, rather than asked of every lower-case word: the words of a text are many, the phrases few.
 */
function wordsNamedInLowerCase(view: TokenView): Set<number> {
  const words = new Set<number>();
  if (!view.caseful) return words;
  for (const match of view.text.matchAll(NAMING_TEXT)) {
    const at = match.index + match[0].length;
    const i = view.tokensIn(at, at + 1)[0];
    if (i !== undefined && !view.isCapitalized(i) && namedByPhrase(view, i) && !view.isCommon(i) && notAWord(view, i)) words.add(i);
  }
  return words;
}

/** Whether token i comes right after "my name is", "call me", "je m'appelle"... */
function namedByPhrase(view: TokenView, i: number): boolean {
  if (i === 0 || !view.adjacent(i - 1)) return false;
  // "my name's tsegaye": the token is "name's", its key "name".
  if (view.key(i - 1) === 'name' && view.isPossessive(i - 1)) return i > 1 && ENGLISH_POSSESSIVES.has(view.key(i - 2));
  return NAMING_LAST_WORDS.has(view.key(i - 1)) && view.precededBy(i, NAMING_PHRASES);
}

/** Whether token i is neither an everyday English word nor shaped like a verb form ("misspelled"). */
function notAWord(view: TokenView, i: number): boolean {
  const key = view.key(i);
  return !VERB_FORM.test(key) && !isEnglishWord(view.lexicon, key);
}

/**
 * Prepositions after which a capitalised word heads a noun phrase, as a job or a department does
 * ("Facharzt für Innere Medizin", "Head of Sales"). Not the particles of surnames ("van", "de").
 */
const PHRASE_PREPOSITIONS: ReadonlySet<string> = new Set([
  'für', 'fuer', 'zur', 'zum', 'vom', 'bei', 'mit', 'of', 'for', 'at', 'in', 'on', 'with', 'from',
  'pour', 'avec', 'chez', 'para', 'con', 'per', 'voor', 'bij', 'met',
]);

/** Whether token i is followed by a lower-case preposition: the head of a noun phrase, not a name. */
function headsPhrase(view: TokenView, i: number): boolean {
  return i + 1 < view.length && view.adjacent(i) && !view.isCapitalized(i + 1) && PHRASE_PREPOSITIONS.has(view.key(i + 1));
}

/**
 * "Tell Tsegaye Gebremedhin to fix it", "Tendai Moyo called again", "Chinonso Eze and I",
 * "Brayden Obi joined the team", "Customer Tunde Adeyemi reports": two capitalised words no name
 * list knows, each one that may be part of a name (the second may be a rare word only a spelling
 * dictionary knows: "Obi"), and a person's context around the pair (before its first word, after
 * its last: a request, a person's or a colleague's verb, a role, "talked to", a personal paper's
 * "for" at the clause's end, kin in brackets, "is on leave", a request after it: "Tsegaye
 * Gebremedhin can you"). A one-word reading as a small town ("Moyo", "Yao") gives way; a listed
 * company or place of two words does not.
 */
function unlistedPairInContext(view: TokenView, i: number, depth = 0): boolean {
  // "Cormac Ó Briain", "Eduardo de la Vega": particles may stand between the two.
  let last = i + 1;
  while (last < i + 3 && last + 1 < view.length && PARTICLES.has(view.key(last)) && view.adjacent(last)) last++;
  if (!view.caseful || !view.adjacent(i) || last >= view.length || !view.isCapitalized(last) || (view.flags(last) & (FIRST_NAME | LAST_NAME)) !== 0) return false;
  // The context first: a few set lookups, where the words' checks walk the dictionaries.
  if (
    !isRequestedPerson(view, i, last) && !isConsulted(view, i, last) && !isTogetherInOtherLanguage(view, i, last) && !isPersonSubject(view, last) && !isColleagueSubject(view, last) &&
    !isNamedByRole(view, i) && !isOwnerAtClauseEnd(view, i, last) && !isRecipient(view, i) && !isKinInBrackets(view, last) && !isHailed(view, i, last) &&
    !introducesSelfHere(view, i, last) && !isBelongingOwner(view, last) && !isPossessor(view, last) && !isDescribedInApposition(view, last) &&
    !(hasPersonPredicateAfter(view, last) && opensClause(view, i)) && !secondOfTwoFullNames(view, i, depth) && !isObjectOfPersonVerb(view, i) && !isAppointedAs(view, last) &&
    !isMetWithAtClauseEnd(view, i, last) && !isListItemBesideFullName(view, i, last) && !isProperPairAlone(view, i, last) &&
    // "Quexo Varnholt (Finance) approved": the team in brackets (a team after "from" or "del" may follow a verb: "Llamó Zorvan del equipo").
    !(view.gap(last).endsWith('(') && isFromDepartment(view, last))
  ) {
    return false;
  }
  for (const k of [i, last]) {
    const written = view.tokens[k]?.text ?? '';
    if (view.isCommon(k) || written === written.toUpperCase() || isToolName(view.key(k))) return false;
    const nameWord = k === i ? readsAsUnlistedNameWord(view.lexicon, view.key(k), written) : readsAsUnlistedSurname(view.lexicon, view.key(k), written);
    if (!nameWord) return false;
  }
  return listedOrganizationLength(view, i) === 0 && view.lexicon.phrases.first(`${view.folded(i)} ${view.folded(last)}`) === -1;
}

/** A number right before a word, or right after it: an address's town ("Apt. 584 Ebermannsdorf"), a street's ("Zona Estação 75"). */
const NUMBER_BEFORE = /\d[ \t.,]{0,2}$/;
const NUMBER_AFTER = /^,?[ \t]?\d/;
/** An abbreviation's full stop, a reference's: "Chronobiology Int., 2020". */
const ABBREVIATION_AFTER = /^\.(?:[ \t]*[,;:\d]|[ \t]+\p{Ll})/u;
/** A word of a two-word name standing alone: capitalised, in small letters after, perhaps double-barrelled ("Olwethu-Vane"). */
const ALONE_NAME_WORD = /^\p{Lu}[\p{Ll}\p{M}]{2,}(?:['’-]\p{Lu}[\p{Ll}\p{M}]+)*$/u;
/** Prepositions a place follows, which a person follows less often: "in", "at", "near", "from". */
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'at', 'near', 'from']);
/** Verbs whose object is a thing as often: "We booked Quexo Varnholt for two nights", "chose ... as the default theme". */
const THING_VERBS: ReadonlySet<string> = new Set([
  'booked', 'book', 'chose', 'chosen', 'choose', 'picked', 'pick', 'bought', 'buy', 'ordered', 'order', 'installed', 'install',
  'used', 'use', 'using', 'tried', 'try', 'switched', 'migrated', 'deployed', 'deploy', 'configured', 'upgraded', 'enabled',
  'disabled', 'recommend', 'recommended', 'prefer', 'preferred', 'compared', 'compare', 'reserved', 'downloaded', 'download',
]);
/** Second words of software's names, which no spelling dictionary lists: "Supabase Auth", "Zustand Middleware". */
export const SOFTWARE_PARTS: ReadonlySet<string> = new Set([
  'auth', 'middleware', 'toolkit', 'sdk', 'api', 'cli', 'ui', 'ux', 'js', 'db', 'sql', 'ml', 'ai', 'devops', 'ops', 'mq', 'kv',
  'hub', 'lab', 'labs', 'io', 'os', 'cms', 'crm', 'erp', 'vpn', 'dns', 'cdn', 'updater', 'plugin', 'plugins', 'webhooks', 'runtime',
]);
/** Words before a codename: "Projekt Blaumeise", "Operation Seelöwe". */
const CODENAME_HEADS: ReadonlySet<string> = new Set(['projekt', 'projet', 'proyecto', 'progetto', 'operation', 'operación', 'operazione', 'opération', 'codename']);
/** A first name is rarely longer: "Personenbezogene Daten" is a German phrase. */
const MAX_ALONE_FIRST_NAME = 12;

/**
 * In English text, two capitalised words that no name list and no spelling dictionary knows,
 * standing alone as a proper noun of two words: "Colleagues such as Pellam Korvanth relied",
 * "one by local artist Dovi Marrant", "Dalvey Runnquist returned it". A brand, a ship or a product
 * runs on with more capitalised words ("Hargreaves Bldg Supplies", "Château Léoville Barton",
 * "Stena Superfast VIII") or starts with a listed place or company ("the Jacksonville Jaguars"),
 * an address's town stands beside a number, a place after "in", "at", "near" or "from", a
 * journal's name before an abbreviation's stop; those are left, and so are weekdays ("Standup
 * Thu"), software ("Supabase Auth"), codenames ("Projekt Blaumeise"), the object of a verb that
 * takes things ("We booked Quexo Varnholt for two nights") and a header's "From:" and "To:". The
 * words' own checks (`unlistedPairInContext`) follow.
 */
function isProperPairAlone(view: TokenView, i: number, last: number): boolean {
  if (last !== i + 1 || !view.readsAsEnglish()) return false;
  const before = i > 0 ? view.gap(i - 1) : '';
  const after = view.gap(last);
  const wordBefore = i > 0 && view.adjacent(i - 1);
  if ((wordBefore && view.isCapitalized(i - 1)) || (last + 1 < view.length && view.isCapitalized(last + 1) && view.adjacent(last))) return false;
  if (NUMBER_BEFORE.test(before) || NUMBER_AFTER.test(after) || ABBREVIATION_AFTER.test(after)) return false;
  if (wordBefore && (PLACE_PREPOSITIONS.has(view.key(i - 1)) || THING_VERBS.has(view.key(i - 1)))) return false;
  // A mail header's or an itinerary's "From:" and "To:" (a departure's are places; mail-rules read a mail's).
  if (i > 0 && before.startsWith(':') && (view.key(i - 1) === 'from' || view.key(i - 1) === 'to')) return false;
  if (CODENAME_HEADS.has(view.key(i)) || SOFTWARE_PARTS.has(view.key(last)) || (view.tokens[i]?.text.length ?? 0) > MAX_ALONE_FIRST_NAME) return false;
  if (!namesNoSoftware(`${view.key(i)} ${view.key(last)}`)) return false;
  for (const k of [i, last]) {
    const key = view.key(k);
    if (!ALONE_NAME_WORD.test(view.tokens[k]?.text ?? '') || CALENDAR_WORDS.has(key) || CALENDAR_ABBREVIATIONS.has(key)) return false;
    // "the Jacksonville Jaguars", "a Dyson Airwrap": a listed place or company opens a team's or a product's name.
    if ((k === i && view.headsListedPhrase(k)) || isEnglishWord(view.lexicon, key, true)) return false;
  }
  return true;
}

/** What separates the items of a list of people: a comma, and in code a list's quotes ('["Beppe Randacchio", "Concetta Mulè"]'). */
const LIST_ITEM_GAPS: ReadonlySet<string> = new Set([', ', '", "', "', '", '”, “']);

/**
 * "Table 1: Keanu Makoa (vegan), Leilani Makoa, Rangi Paratuku", "Mesa 4: Nuvella Arrastegui,
 * Candelario Ñancupil": the pair at i..last is an item of a list whose item before or after it is a
 * listed first name and a surname, perhaps with a one-word note in brackets ("(vegan)").
 */
function isListItemBesideFullName(view: TokenView, i: number, last: number): boolean {
  if (CLOSING_WORDS.has(view.key(i)) || CLOSING_WORDS.has(view.key(last))) return false;
  const fullNameAt = (k: number): boolean =>
    k >= 0 && k + 1 < view.length && view.adjacent(k) && view.isCapitalized(k) && view.isCapitalized(k + 1) && (view.flags(k) & FIRST_NAME) !== 0 && !view.isCommon(k) && !view.isCommon(k + 1);
  // The item itself: the pair is all of it, from a list's opening or separator to its next separator or end.
  const before = view.gap(i - 1);
  const after = view.gap(last);
  const opens = i === 0 || LIST_ITEM_GAPS.has(before) || LIST_OPENINGS.test(before);
  const closes = LIST_ITEM_GAPS.has(after) || LIST_ENDINGS.test(after) || (after === ' ' && CONJUNCTIONS.has(view.key(last + 1)));
  if (!opens || !closes) return false;
  // The item before ends at i - 1, or at i - 3 before a note in brackets.
  if (LIST_ITEM_GAPS.has(before) && fullNameAt(i - 2)) return true;
  if (before === '), ' && view.gap(i - 2) === ' (' && fullNameAt(i - 4)) return true;
  // The item after starts at last + 1, or at last + 2 after such a note.
  if (LIST_ITEM_GAPS.has(after) && fullNameAt(last + 1)) return true;
  return after === ' (' && view.gap(last + 1) === '), ' && fullNameAt(last + 2);
}

/** What may open a list's first item (the gap before it): a line's start, a label's colon, a bracket or a quote (in code). */
const LIST_OPENINGS = /(?:\n|: |\[|\(|\["|\['|= ")[ \t]*$/;
/** What may end a list's item besides a separator: a line's end, a note in brackets, a closing quote or bracket. */
const LIST_ENDINGS = /^(?:[ \t]*\r?\n|\), |[ \t]*\(|"\]|'\]|"|\]|[.;][ \t]*(?:\r?\n|$))/;

/** How far back `secondOfTwoFullNames` follows a chain of full names joined by "and" ("A B and C D and E F"). */
const MAX_NAME_CHAIN = 2;

/**
 * "Meeting with Tavish Morrow and Elspeth Quarrie": the pair at token i follows "and" after a full
 * name, listed ("Maria Lopez and ...") or unlisted in a person's context, and is the second of the
 * two. The chain is followed back a step or two only, so a long run of "A B and C D and ..." costs
 * no more per pair.
 */
function secondOfTwoFullNames(view: TokenView, i: number, depth: number): boolean {
  const and = i - 1;
  if (depth >= MAX_NAME_CHAIN || and < 2 || !CONJUNCTIONS.has(view.key(and)) || view.isCapitalized(and) || !view.adjacent(and) || !view.adjacent(and - 1)) return false;
  const first = and - 2;
  if (!view.adjacent(first) || !view.isCapitalized(first) || !view.isCapitalized(first + 1)) return false;
  const listed = (view.flags(first) & FIRST_NAME) !== 0 && (view.flags(first + 1) & (FIRST_NAME | LAST_NAME)) !== 0 && !view.isCommon(first);
  return listed || unlistedPairInContext(view, first, depth + 1);
}

/** How many names a list of subjects may hold ("Jide, Bola, Kunle and Ade are on leave"); a longer run is no list of people. */
const MAX_LISTED_SUBJECTS = 12;
/** A comma or an ampersand between two names of a list, spaces and line breaks around it. */
const LIST_SEPARATOR = /^\s*(?:,|&)\s*$/;
/** Spaces and line breaks alone, around "and" or "or". */
const LIST_SPACE = /^\s+$/;

/** The token after token k's list connector (", ", " & ", " and ", ", and "), when a capitalised word follows it. */
function nextInList(view: TokenView, k: number): number {
  let next = k + 1;
  if (next >= view.length) return -1;
  const gap = view.gap(k);
  const conjunction = (view.key(next) === 'and' || view.key(next) === 'or') && !view.isCapitalized(next);
  if (conjunction && (LIST_SPACE.test(gap) || gap.trim() === ',') && LIST_SPACE.test(view.gap(next))) next++;
  else if (!LIST_SEPARATOR.test(gap)) return -1;
  return next < view.length && view.isCapitalized(next) ? next : -1;
}

/**
 * The name before token k's list connector (`nextInList` backwards): a capitalised word that is
 * no everyday word, or a listed name. "Sadly, Kelechi passed away", "Team, Kelechi is on leave":
 * the word before the comma opens the sentence, it is no one in the list.
 */
function previousInList(view: TokenView, k: number): number {
  for (const previous of [k - 1, k - 2]) {
    if (previous < 0 || !view.isCapitalized(previous) || nextInList(view, previous) !== k) continue;
    return view.isCommon(previous) && !view.isName(previous) ? -1 : previous;
  }
  return -1;
}

/**
 * "Kelechi is on maternity leave", "Oluwaseun and Tunde called in sick", "Sadly, Kelechi passed
 * away": token i, alone or in a list of single names, is the subject that opens a clause whose
 * predicate only a person has (person-context.ts). The list is read whole, from its first name to
 * its last, so every name of it gets the same answer: each other word of it must be a listed
 * name or one that may be a name ("Kelechi, Docker and Tunde" names no one); whether token i may
 * be one is the caller's to ask.
 */
function isPersonPredicateSubject(view: TokenView, i: number): boolean {
  // English predicates, in text with capitals.
  if (!view.caseful) return false;
  let last = i;
  let members = 1;
  for (let next = nextInList(view, last); next !== -1; next = nextInList(view, last)) {
    if (++members > MAX_LISTED_SUBJECTS) return false;
    last = next;
  }
  if (!hasPersonPredicateAfter(view, last)) return false;
  const first = listStart(view, i, MAX_LISTED_SUBJECTS - (members - 1));
  if (first === -1 || !opensClause(view, first)) return false;
  for (let k = first; k !== -1 && k <= last; k = nextInList(view, k)) {
    if (k !== i && !mayBeListedName(view, k)) return false;
  }
  return true;
}

/**
 * The first word of the list token i is in (token i when it opens one or stands alone), or -1
 * when more than `limit` words would make the list, longer than any list of people.
 */
function listStart(view: TokenView, i: number, limit = MAX_LISTED_SUBJECTS): number {
  let first = i;
  let members = 1;
  for (let previous = previousInList(view, first); previous !== -1; previous = previousInList(view, first)) {
    if (++members > limit) return -1;
    first = previous;
  }
  return first;
}

/** A word of a list of people other than the one asked about: a listed name, or one that may be a name. */
function mayBeListedName(view: TokenView, k: number): boolean {
  return view.isName(k) || handedToName(view, k, true);
}

/**
 * "My colleagues Tunde and Kelechi will review it", "the twins Kelechi and Obinna": token i is in a
 * list of two or more single names after someone's relations (person-context.ts). As for a list of
 * subjects, the list is read whole and each other word of it must be a listed name or may be one.
 */
function isInRelationList(view: TokenView, i: number): boolean {
  if (!view.caseful) return false;
  const first = listStart(view, i);
  if (first === -1 || !mayFollowPluralRelation(view, first)) return false;
  let counted = 0;
  let last = first;
  for (let k = first; k !== -1; k = nextInList(view, k)) {
    if (++counted > MAX_LISTED_SUBJECTS) return false;
    if (k !== i && !mayBeListedName(view, k)) return false;
    last = k;
  }
  return counted > 1 && followsPluralRelation(view, first, last);
}

/**
 * "Invite Lukas, Minji and Seun to the retro", "three engineers: Anna, Chinonso and Minji": token i
 * is in a list of single words, read whole, where some word is a listed first name and every other
 * word is a listed name or may be one. A listed name beside it already vouches for a word
 * (`listNeighbourIsName`); this reaches the words further along the list.
 */
function isInListWithName(view: TokenView, i: number): boolean {
  if (!view.caseful) return false;
  const first = listStart(view, i);
  if (first === -1) return false;
  let named = false;
  let counted = 0;
  for (let k = first; k !== -1; k = nextInList(view, k)) {
    if (++counted > MAX_LISTED_SUBJECTS) return false;
    if (k === i) continue;
    const listedFirstName = (view.flags(k) & FIRST_NAME) !== 0 && !view.isCommon(k) && !CALENDAR_WORDS.has(view.key(k));
    if (listedFirstName) named = true;
    else if (!mayBeListedName(view, k)) return false;
  }
  return named && counted > 2;
}

/** Endings that make a role of a verb: "Reviewer", "Approver", "Requestor", "Assignee". */
const ROLE_ENDINGS: readonly string[] = ['er', 'or', 'ee'];
/** Prefixes of hyphenated roles: "Co-founder", "Ex-partner", "Vice-chair". */
const ROLE_PREFIXES: ReadonlySet<string> = new Set(['co', 'ex', 'vice', 'sub', 'non', 'pre', 'self', 'deputy']);

/**
 * "Reviewer is on leave", "Thanks Approver!", "Co-founder is off sick", "On-call is out": a role
 * made of an everyday verb with a doer's ending, or of everyday words joined by hyphens, is no
 * name, though no word list has it.
 */
function namesRole(lexicon: Lexicon, key: string): boolean {
  if (key.includes('-')) return key.split('-').every((part) => ROLE_PREFIXES.has(part) || (part.length > 1 && isEnglishWord(lexicon, part)));
  for (const ending of ROLE_ENDINGS) {
    if (key.length < ending.length + 4 || !key.endsWith(ending)) continue;
    const stem = key.slice(0, -ending.length);
    if (isEnglishWord(lexicon, stem) || isEnglishWord(lexicon, `${stem}e`)) return true;
  }
  return false;
}

/** Letters a word of a name may have ("Wolfeschlegelsteinhausenbergerdorff" has 35). */
const MAX_NAME_WORD_LENGTH = 40;

/**
 * Token i may be a name no list knows: no everyday, product or tool word, no service's name
 * ("Thanks Vercel!", tech-names.ts), no role ("Reviewer"), no acronym, no listed place or company.
 */
function handedToName(view: TokenView, i: number, inList = false): boolean {
  const written = view.tokens[i]?.text ?? '';
  // No name is this long, and the checks below grow with the square of a word's length.
  if (written.length > MAX_NAME_WORD_LENGTH || namesRole(view.lexicon, view.key(i))) return false;
  // Among other names, a short rare word is read as a surname is ("Jide, Bola and Kunle": "bola" the weapon).
  const nameWord = inList ? !isToolName(view.key(i)) && readsAsUnlistedSurname(view.lexicon, view.key(i), written) : mayBeNameWord(view.lexicon, view.key(i), written);
  if (written === written.toUpperCase() || !nameWord || isServiceName(view.key(i))) return false;
  // "sent to Lozerlaan 172": a street before its house number.
  if (/^[ \t]+\d/.test(view.text.slice(view.end(i), view.end(i) + 3))) return false;
  // "Nabeel" (nab + eel), "Obiora": a spelling the registries or a census know as a name is no compound of two words.
  return !view.headsListedPhrase(i) && (view.isRareFirstName(i) || view.isCensusName(i) || !joinsTwoWords(view.lexicon, view.key(i)));
}

/**
 * "Venkatesh Raghunathan", "Faisal Qureshi", "Obiora Nwankwo": token i, a name only a census list
 * knows, and the word right after it, a name of the same list or the registries', both written
 * as names are (a capital, then small letters) and neither a listed place or company nor a tool:
 * two such words in a row are someone's full name whatever the sentence says.
 */
function censusFullName(view: TokenView, i: number): boolean {
  const next = i + 1;
  if (next >= view.length || !view.adjacent(i) || !view.isCensusName(i) || !NAME_CASE.test(view.tokens[i]?.text ?? '') || !NAME_CASE.test(view.tokens[next]?.text ?? '')) return false;
  if (!view.isCensusName(next) && !view.isRareFirstName(next)) return false;
  return !view.headsListedPhrase(i) && !view.headsListedPhrase(next) && !isToolName(view.key(i)) && !isToolName(view.key(next)) && !isServiceName(view.key(i)) && !isServiceName(view.key(next));
}
/** A word written as a name: a capital, then small letters only. */
const NAME_CASE = /^\p{Lu}\p{Ll}+$/u;

/**
 * "Nabeel wrote the script", "Priyanka reviewed it", "Obiora approved it": a rare first name or
 * a census's name alone, opening its clause before a verb only people do (`isPastTenseSubject`).
 * The lists' words of other languages ("Stelle", "Jardin") do not stand before an English verb so.
 */
function rareFirstNameAsSubject(view: TokenView, i: number): boolean {
  if (view.flags(i) !== 0 || isNewsSource(view.key(i)) || !(view.isRareFirstName(i) || view.isCensusName(i))) return false;
  return isPastTenseSubject(view, i) && opensClause(view, i) && handedToName(view, i);
}

/**
 * "Ananya's team missed the date", "Femi's promo packet": a first name only the registries know,
 * owning whatever the sentence goes on with. Words of other languages in that list are seldom
 * written with an English possessive; `handedToName` leaves out listed places, companies and
 * software. Not a census's names, which are surnames as often, and firms are named after those
 * ("Hetzner's note on rate limits").
 */
function isRegisteredNameOwning(view: TokenView, i: number): boolean {
  if (!view.isPossessive(i) || view.flags(i) !== 0 || !view.isRareFirstName(i)) return false;
  return i + 1 < view.length && /^\p{Ll}/u.test(view.tokens[i + 1]?.text ?? '');
}

/** A product's name made of two everyday words: "Dropbox", "Mailchimp", "Salesforce". */
export function joinsTwoWords(lexicon: Lexicon, key: string): boolean {
  for (let cut = 3; cut <= key.length - 3; cut++) {
    if (isEnglishWord(lexicon, key.slice(0, cut), true) && isEnglishWord(lexicon, key.slice(cut), true)) return true;
  }
  return false;
}

/**
 * "Security Audit, Anna and Tom": token i and the capitalised word right before it are everyday
 * words (a spelling dictionary's, no listed name): the end of a phrase, not a surname.
 */
function endsEverydayPhrase(view: TokenView, i: number): boolean {
  const before = i - 1;
  if (before < 0 || !view.adjacent(before) || !view.isCapitalized(before) || view.isName(before)) return false;
  return isEnglishWord(view.lexicon, view.key(before), true) && isEnglishWord(view.lexicon, view.key(i), true);
}

/** How many capitalised words after a greeting may name the role it greets ("Dear Customer Service Team"). */
const MAX_ROLE_WORDS = 3;

/** "Dear Hiring Manager", "Hi Sales Team": token i, after a greeting, opens the name of a role or group. */
function greetsRole(view: TokenView, i: number): boolean {
  for (let k = i; k < i + MAX_ROLE_WORDS && k < view.length && view.isCapitalized(k); k++) {
    if (GREETED_ROLES.has(view.key(k))) return view.precededBy(i, STRONG_PERSON_TRIGGERS);
    if (!view.adjacent(k)) break;
  }
  return false;
}

/** A number right after a word: "PESEL 44051401359", "NIP: 123-456". */
const NUMBER_NEXT = /^[ :#]{0,2}\d/;

/**
 * What only people do or have not done, after a first name that is also a word: "hasn't seen",
 * "didn't reply", "confirms", "says". Not "isn't" or "wasn't", which words take ("but Hope isn't a strategy").
 */
const WORD_NAME_ACTS = /^[ \t]+(?:hasn['’]t|didn['’]t|doesn['’]t|won['’]t|can['’]t|confirms|says|thinks|wants|agrees|approves|knows)\b/;

/** Words after which a first name that is also a verb ("grant", "mark", "bill") is the verb. */
const BEFORE_A_VERB: ReadonlySet<string> = new Set([
  'can', 'could', 'will', 'would', 'should', 'shall', 'must', 'may', 'might', 'please', 'pls', 'plz', 'we', 'i', 'you', 'they',
  'also', 'just', 'not', "don't", 'don’t', "can't", 'can’t', "won't", 'won’t', "didn't", 'didn’t', 'cannot', "let's", 'let’s',
]);

/** What follows such a verb: "grant read access", "grant me", "mark the task", "bill them". */
const OBJECTS_OF_A_VERB: ReadonlySet<string> = new Set([
  ...VERB_OBJECTS, 'me', 'us', 'them', 'him', 'her', 'you', 'it', 'access', 'read', 'write', 'admin', 'permission', 'permissions',
  'rights', 'privileges', 'full', 'temporary', 'extra', 'as', 'off', 'up', 'down',
]);

/** English auxiliaries that are listed names too ("Can" is Turkish, "Will" English), and open questions. */
const QUESTION_AUXILIARIES: ReadonlySet<string> = new Set(['can', 'will', 'has', 'may', 'shall', 'must', 'might']);
/** The rest of a question's sentence: no full stop, "!" or line break before its "?". */
const REST_OF_QUESTION = /^[^.!?\r\n]*\?/;

/**
 * "Can Anna join the call at 3?", "Will Maria be at the offsite?": a question's auxiliary at the
 * sentence's start, before a listed first name; the name starts after it.
 */
function opensQuestion(view: TokenView, i: number): boolean {
  // Only before a listed first name, which is a name on its own: an unlisted word after "Can" keeps
  // the old reading, the two as one name ("Can Tendai join?" masks both, rather than neither).
  if (!QUESTION_AUXILIARIES.has(view.key(i)) || i + 1 >= view.length || !view.adjacent(i) || !view.isCapitalized(i + 1)) return false;
  if ((view.flags(i + 1) & FIRST_NAME) === 0 || view.isCommon(i + 1)) return false;
  return view.isSentenceStart(i) && REST_OF_QUESTION.test(view.text.slice(view.end(i), view.end(i) + 200));
}

/** Names of personal data that lists also hold as names or surnames ("ip", "iban"). */
const DATA_LABELS: ReadonlySet<string> = new Set(['ip', 'iban', 'bic', 'swift', 'ssn', 'pin', 'dob', 'vat', 'nhs', 'sin', 'tfn', 'mrn', 'cvv', 'cvc', 'zip', 'imei', 'vin']);

/** Labels of a name's field in the six languages, some of them listed first names ("Name", "Nome"). */
const FORM_NAME_LABELS: ReadonlySet<string> = new Set(['name', 'surname', 'nom', 'nombre', 'nome', 'naam', 'vorname', 'nachname', 'prénom', 'apellido', 'cognome', 'achternaam']);

/** "Name<TAB>Zorvan Keltrigg": a two-column record's label, its value after a tab, is no first name. */
function isFormNameLabel(view: TokenView, i: number): boolean {
  return i >= 0 && FORM_NAME_LABELS.has(view.key(i)) && view.gap(i).includes('\t');
}

/** "Name des Kunden:", "Nom du client :", "Naam van de klant:": a form's label of a role's name (labelled-fields.ts), no one's name. */
const NAME_OF_ROLE_LABEL = new RegExp(`${NAME_OF.source}[\\p{L}'’-]+[ \\t]*:`, 'iu');
/** The words `NAME_OF` opens with: only a token that is one of them is tested against it. */
const NAME_OF_WORDS: ReadonlySet<string> = new Set(['name', 'nom', 'nombre', 'nome', 'naam']);

/**
 * After a word that opens a sentence: "de" and a word in small letters ("Dolores de cabeza",
 * "Esperanza de vida", "Luz de emergencia", "Victoire de l'équipe"), a noun's complement; a name's
 * particle comes before a capital ("Dolores de la Fuente").
 */
const NOUN_COMPLEMENT_AFTER =
  /^[ \t]+(?:de|del|di|da|du|des|dei|della|delle|degli)[ \t]+(?:(?:la|las|los|le|les|el|il|lo)[ \t]+\p{Ll}|l['’]\p{Ll}|(?!(?:la|las|los|le|les|el|il|lo)[ \t]|l['’])\p{Ll})/u;

/** A surname with its particle elided onto it in small letters: "d'Aubigné", "d’Estaing", and after "de", "de l'Estoile". */
const ELIDED_PARTICLE_SURNAME = /^[dl]['’]\p{Lu}\p{Ll}/u;
/** The same right after a first name: "d'" only ("Amo l'Italia" is an article). */
const ELIDED_DE_SURNAME = /^d['’]\p{Lu}\p{Ll}/u;

/** What writes a birth name before it: French and English "née", German "geb." and "geborene", Italian "nata". */
const BIRTH_NAME_MARKS: ReadonlySet<string> = new Set(['née', 'nee', 'né', 'geb', 'geborene', 'geborener', 'nata', 'nato']);

/** Whether token i is a birth name after its mark in small letters ("née Baker", "geb. Weber"). */
function isBirthName(view: TokenView, i: number): boolean {
  if (!view.caseful || i < 1 || !BIRTH_NAME_MARKS.has(view.key(i - 1)) || view.isCapitalized(i - 1)) return false;
  return view.gap(i - 1) === (view.key(i - 1) === 'geb' ? '. ' : ' ');
}

/** A day of the month right before a word: "12 ", "3rd ". */
const DAY_BEFORE = /(?<![\d.:/])(?:[1-9]|0[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?[ \t]$/;

/** Whether what follows a short weekday or month makes it a date's: the rest of a date ("Mar 12, 2024"), or, after a weekday, a time ("Sun 18:00"). */
function calendarAfter(view: TokenView, i: number, key: string): boolean {
  const after = view.text.slice(view.end(i), view.end(i) + 16);
  return DATE_PART_AFTER.test(after) || (WEEKDAY_ABBREVIATIONS.has(key) && WEEKDAY_TIME_AFTER.test(after));
}

/** Whether what stands right before a short weekday or month makes it a date's: a day ("12 Jun"), or, before a weekday, another weekday ("Sat/Sun"). */
function calendarBefore(view: TokenView, i: number, key: string): boolean {
  const start = view.tokens[i]?.start ?? 0;
  if (DAY_BEFORE.test(view.text.slice(Math.max(0, start - 6), start))) return true;
  return WEEKDAY_ABBREVIATIONS.has(key) && WEEKDAY_BEFORE.test(view.text.slice(Math.max(0, start - 16), start));
}

/** A person's trigger right before token i ("name is", "tell"), or a relative one space before it ("granny Pat"). */
function personTriggerBefore(view: TokenView, i: number): boolean {
  return view.precededBy(i, PERSON_TRIGGERS) || (i > 0 && view.gap(i - 1) === ' ' && KIN_TRIGGERS.has(view.key(i - 1)));
}

/** Whether token i can start a name on its own evidence. */
function startsName(view: TokenView, i: number, afterTitle: boolean): boolean {
  if (!view.isCapitalized(i) || (!afterTitle && opensQuestion(view, i))) return false;
  if (NAME_OF_WORDS.has(view.key(i)) && NAME_OF_ROLE_LABEL.test(view.text.slice(view.tokens[i]?.start ?? 0, view.end(i) + 40))) return false;
  if (isFormNameLabel(view, i)) return false;
  // "Apache Kafka", "Visual Studio": a line of software (tech-names.ts); "Blue Widget": a product.
  if (namesProductLine(view, i) || (!afterTitle && namesColouredThing(view, i))) return false;
  // "my ip is 10.0.0.1", "iban nl91...": a data label written small is no listed name ("Ip Man", "Iban" are).
  if (DATA_LABELS.has(view.key(i)) && view.tokens[i]?.text === view.key(i)) return false;
  // "Dolores de cabeza y fiebre": a noun that is a first name too, opening the sentence before its complement.
  if (!afterTitle && view.caseful && view.isSentenceStart(i) && NOUN_COMPLEMENT_AFTER.test(view.text.slice(view.end(i), view.end(i) + 12))) return false;
  // "BARCGB22", "AB12CD": letters written onto digits are a code (a SWIFT code, a postcode, an id).
  if (gluedToDigit(view, i)) return false;
  // "@param", "@maria": a doc tag or decorator, or a handle (mention.ts), not a name as written.
  if (view.text[(view.tokens[i]?.start ?? 0) - 1] === '@') return false;
  // "Room Ada Lovelace", "zaal Erasmus": a room named after someone; "Hospital Gregorio Marañón",
  // "avenida Simón Bolívar": an institution or a street of the other languages.
  if (!afterTitle && i > 0 && view.gap(i - 1) === ' ' && ROOMS.has(view.key(i - 1))) return false;
  if (!afterTitle && i > 0 && view.gap(i - 1) === ' ' && NAMESAKE_HEADS.has(view.key(i - 1)) && ((view.caseful && view.isCapitalized(i - 1)) || !view.readsAsEnglish())) return false;
  // "la salade César", "beef Wellington", "eggs Benedict": a dish named after someone, its food word first.
  if (!afterTitle && i > 0 && view.gap(i - 1) === ' ' && DISH_HEADS.has(view.key(i - 1)) && !view.isCapitalized(i - 1)) return false;
  // "Hanno chiesto della caldaia", "Han llegado": Italian's and Spanish's "have" before a participle, no "Hanno" or "Han".
  if (AUXILIARIES.has(view.key(i)) && view.adjacent(i) && !view.isCapitalized(i + 1) && PARTICIPLE.test(view.key(i + 1))) return false;
  // A title makes the next capitalised word a name even when it is also a word ("Dr. Fields"),
  // except after ranks and clergy, which documents abbreviate too ("Rev. History", "Col. Total").
  if (afterTitle && WEAK_TITLES.has(view.key(i - 1)) && !view.isName(i) && ((view.tokens[i]?.text.length ?? 0) < 2 || isEnglishWord(view.lexicon, view.key(i), true))) return false;
  if (afterTitle) return continuesName(view, i) || (view.caseful ? !ROLE_WORDS.has(view.key(i)) : !view.isCommon(i));
  // "(née Baker)", "Aubertin, née Rousselot", "Schmidt, geb. Weber": a birth name, whatever else the word is.
  if (isBirthName(view, i)) return true;
  // "Mein Schneider", "Ela disse", "De Huisarts": a listed name that is an everyday word there (everyday-nouns.ts).
  if (isEverydayWordHere(view, i)) return false;
  // "Translate to German", "reply in French": a language is no name, unless a surname follows
  // ("German Garmendia").
  const key = view.key(i);
  if (LANGUAGE_NAMES.has(key) && !(view.adjacent(i) && (strongName(view, i + 1) || (view.caseful && continuesName(view, i + 1))))) return false;
  // "I'm American", "ik ben Nederlander", "Soy Colombiana": a nationality after "I am" is no name, unless a surname
  // follows; after "my name is" or "ik heet" it is one ("Ik heet Brit", "My name is Irish").
  if (NATIONALITIES.has(key) && (view.precededBy(i, I_AM) || view.precededBy(i, SELF_NAMING_VERBS)) && !(view.adjacent(i) && continuesName(view, i + 1))) return false;
  // "Ich bin Kunde", "ich bin Schweizer": a German noun of a person after "ich bin", though a surname too.
  if (view.key(i - 1) === 'bin' && view.key(i - 2) === 'ich' && isGermanPersonNoun(view, i) && !(view.adjacent(i) && continuesName(view, i + 1))) return false;
  // "On Tue, Mar 12", "Jan 5, 2024": a short weekday or month in a date is no name ("Jan Novak" is).
  // "due 12 Jun", "from 3rd Mar": so is one after the day, unless a surname follows.
  // "Sat/Sun", "Thu–Sun", "Mon   Tue": a weekday after another and a range's joiner is a day too.
  if (CALENDAR_ABBREVIATIONS.has(key) && (calendarAfter(view, i, key) || (calendarBefore(view, i, key) && !(view.adjacent(i) && view.isCapitalized(i + 1))))) return false;
  // "He asked", "They said": a pronoun is no subject's name, unless a name follows ("He Jiankui", "Lei Jun").
  if (PRONOUNS.has(key) && !(view.adjacent(i) && continuesName(view, i + 1))) return false;
  // "So Maria, what do you think?": the interjection that opens a spoken sentence is no first name.
  if (INTERJECTIONS.has(key) && view.isSentenceStart(i)) return false;
  // "Compare Tesla and Ford", "Email Jansen the file": the request's verb is no first name.
  if (IMPERATIVE_VERBS.has(key) && view.isSentenceStart(i)) return false;
  // "Grant admin rights", "Mark the task as done": a first name that is the request's verb.
  if (NAMESAKE_VERBS.has(key) && view.isSentenceStart(i) && view.adjacent(i) && !view.isCapitalized(i + 1) && VERB_OBJECTS.has(view.key(i + 1))) return false;
  // "can we grant read access", "please grant me admin rights": in text without capitals, after a
  // modal, a subject pronoun or "please", such a name is the verb ("hi grant", "told grant" keep it).
  if (!view.caseful && NAMESAKE_VERBS.has(key) && i > 0 && view.adjacent(i - 1) && BEFORE_A_VERB.has(view.key(i - 1)) && i + 1 < view.length && view.adjacent(i) && OBJECTS_OF_A_VERB.has(view.key(i + 1))) return false;
  // "Maxwell's equations", "the Marshall Plan", "the Monte Carlo method": a thing named after someone.
  if (namesEponym(view, i)) return false;
  if (greetsRole(view, i)) return false;
  // "Explain Python decorators", "Julia vs Python": software, unless a person's verb or a surname says otherwise.
  if (namesSoftware(view, i) && !isPersonSubject(view, i) && !(view.adjacent(i) && continuesName(view, i + 1))) return false;
  // "Wayne's World", "Murphy's Law": after a name's possessive only a first name starts a name
  // of its own ("Brightloom's Diana"); the owned thing is no name. ("here's Hleb's address":
  // "here's" is no owner.)
  if (i > 0 && view.isPossessive(i - 1) && view.adjacent(i - 1) && (view.flags(i) & FIRST_NAME) === 0 && view.isCapitalized(i - 1) && !view.isCommon(i - 1)) return false;
  // "Liebe Grüße", "Gentile cliente": a closing, or a salutation opening the sentence, is no name.
  if (CLOSING_WORDS.has(key) || (SALUTATIONS.has(key) && view.isSentenceStart(i))) return false;
  // "Love, Kemi" closing a message: the word signs off; a Swedish "Love Antell" is still a name.
  if (key === 'love' && closesMessage(view.text.slice(view.end(i)))) return false;
  // A title that is also a word is never the name itself ("Dear Sir or Madam"); "Don" is a name.
  if (TITLES.has(key) && view.isCommon(i) && (!DOT_ONLY_TITLES.has(key) || isTitle(view, i))) return false;
  // "Der Kunde", "Le Client", "Una Pregunta": an article and a noun. Some articles open a
  // surname ("Le Goff", "La Russa"), and "Una" is a first name: those need a listed name next,
  // or, capitalised mid-sentence where an article would be lower case, any surname-like word.
  if (ARTICLES.has(key)) {
    if (NON_NAME_ARTICLES.has(key) || !view.adjacent(i)) return false;
    const surname = strongName(view, i + 1) || (!view.isSentenceStart(i) && !view.isName(i + 1) && continuesName(view, i + 1));
    if (!surname) return false;
  }
  // A name right after an article is a noun or a title of a work ("der Kunde", "la Fontaine").
  // Spoken German, Italian and Spanish put the article before a first name ("der Thomas", "la Chiara").
  if (view.gap(i - 1) === ' ' && ARTICLES.has(view.key(i - 1)) && !(view.adjacent(i) && strongName(view, i + 1)) && !firstNameAfterArticle(view, i)) return false;
  // Months and weekdays are names and towns too ("Mai", "Juli", "Montag"): treated as words.
  const calendar = CALENDAR_WORDS.has(key);
  const common = view.isCommon(i) || calendar;
  const text = view.tokens[i]?.text ?? '';
  // Short all-caps words are acronyms ("IBAN", "ATM"), not names, in text that has case, unless
  // a name in capitals goes on after a first name ("ANNA BROWN") or a greeting names it ("Dear JOHN").
  if (view.caseful && text.length <= 4 && text === text.toUpperCase() && !shortNameInCapitals(view, i)) return false;
  if (!view.caseful) {
    // "dile a tu primo nacho": after a possessive, a relation that is also a name ("Primo") is the relation; the name follows it.
    if (isOwnedRelationWord(view, i)) return false;
    if (!view.isName(i)) return !common && namedInCaselessText(view, i);
    // "login: missing", "status: pending": a field's value that is a first name only and an
    // everyday English word reads as the word where no capital tells them apart, unless the field
    // names a person ("name: valentine") or a name that is no word follows ("missing smith").
    const everyday = common || (fieldValue(view, i) && (view.flags(i) & LAST_NAME) === 0 && isEnglishWord(view.lexicon, key) && !(view.adjacent(i) && strongName(view, i + 1)));
    // "tell mark i said hi", "ask will to call": a listed name that is also a word, as the person a request is about.
    return (!everyday || isSpeakerLabel(view, i) || isNamedOrGiven(view, i) || isRequestedPerson(view, i) || isGreetedInSmallLetters(view, i)) && !nounAfterDeterminer(view, i);
  }
  if (!view.isName(i)) {
    // An unlisted word: only right after "my name is", "Dear", "says"..., in a list of names,
    // or where the sentence leaves no other reading ("shouted at X", `X: "..."`).
    // "His wife Mere handles the books", "My doctor, Hope, said no": an everyday word written with its
    // capital inside the sentence, right after someone's relation, is that person's name.
    // (The relation in small letters: "Tie Your Mother Down" is a title.)
    if (common) return view.caseful && !view.isSentenceStart(i) && view.tokens[i - 1]?.text === view.key(i - 1) && (isNamedRelation(view, i) || isRelationBeside(view, i)) && listedOrganizationLength(view, i) === 0;
    if (!continuesName(view, i)) return false;
    // "I called Vodafone", "says Reuters", "Dear Lufthansa": a listed company the lists know by
    // no person's name is addressed, quoted or called as the company, unless named as someone.
    // (Asked only once some evidence is found: the lookups cost more than the cues.)
    const company = (): boolean => listedOrganizationLength(view, i) > 0;
    // "Hi Vercel,": a service no one is named greeted as its support is, like a listed company (tech-names.ts).
    // (Not before a second name: "Dear Azure Okafor," is someone.)
    const service = isServiceName(key) && !(view.adjacent(i) && view.isCapitalized(i + 1) && !view.isCommon(i + 1));
    if (greetedOrNamed(view, i)) return !(company() || service) || view.precededBy(i, SELF_NAMING_TRIGGERS);
    // "Jan Kowalski, PESEL 44051401359": an unlisted word in capitals before a number is the
    // number's label, whatever stands before it. (Capitals alone are no sign: "KENNEDY, SOUTER,
    // and GINSBURG joined", court opinions and bibliographies write surnames so.)
    if (text === text.toUpperCase() && NUMBER_NEXT.test(view.text.slice(view.end(i), view.end(i) + 3))) return false;
    // A name beside it in a list vouches for an unlisted word, but not for an everyday English
    // one: "the World Cup, France or Croatia" ("KEB Mo, Ruben Blades" keeps its "Mo").
    // Nor for the head of a noun phrase: "Zimmermann, Facharzt für Innere Medizin" (joined by "and"
    // to a name it is a person whatever follows: "with Chiamaka and Dovrin on the pricing model").
    if ((listNeighbourIsName(view, i, false) && !isEnglishWord(view.lexicon, key) && (!headsPhrase(view, i) || conjoinedWithName(view, i)) && !endsEverydayPhrase(view, i)) || personContext(view, i, true)) {
      return !company();
    }
    if (unlistedPairInContext(view, i) || (censusFullName(view, i) && !company())) return true;
    // "daughter Orla visiting 2pm": a relative, named in a note's clause, whatever else the word may be.
    if (view.readsAsEnglish() && isKinOpeningClause(view, i) && !company()) return true;
    // Cues where software stands too, so only for a word that may be a name and is no listed
    // place or company (`handedToName`): handed something ("Send the file to Siddharth"), thanked,
    // copied or hailed in chat ("Thanks Brayden, will check", "cc Tunde"), a line's label beside a
    // listed name's ("- Anna: update the deck / - Tunde: call the client"), reached by a call or a
    // meeting ("Call Tunde at 5"), heard from ("heard from Tunde that", "an email from Tunde", and
    // the second of two: "an email from Tunde and Kelechi"),
    // told or let know ("telling Jide that", "Let Funke know that"),
    // owning ("Obinna's laptop"), by a relation in commas or brackets ("My husband, Tochukwu,",
    // "Ikechukwu (brother)"), in a team ("Ugonna from HR"), the one a gift is for ("a gift for Suleiman?").
    const cue =
      isHandedTo(view, i) || isAcknowledged(view, i) || isHailed(view, i) || isLooseSignature(view, i) || labelNeighbourIsName(view, i) || isContacted(view, i) ||
      heardFromPerson(view, i, true) || secondHeardFrom(view, i) || isConsulted(view, i) || isBelongingOwner(view, i) || isRelationBeside(view, i) || isFromDepartment(view, i) || ownsActionItem(view, i) || isHandedToInOtherLanguage(view, i) || isHonouredByOccasion(view, i) ||
      isLoneOwnerAtClauseEnd(view, i) || isTakenUpByPronoun(view, i) || isInListWithName(view, i) || isTogetherInOtherLanguage(view, i) ||
      introducesSelfHere(view, i) || isDescribedInApposition(view, i) || isCitedPerson(view, i) || saysAsSubject(view, i) || isAddressedTo(view, i) || isDoneBy(view, i) || isNamedInBracketsAfterRole(view, i) || isWishedOrSingledOut(view, i) || isRoleHolderSubject(view, i) || isAskedOrAddedAsPerson(view, i) || isCheckedWithFirst(view, i) ||
      isRegisteredNameOwning(view, i) || isMetWithAtClauseEnd(view, i) || isCitedAuthor(view, i);
    if (cue && handedToName(view, i)) return true;
    // A list of names, before a predicate only people have or after relations, vouches for a short
    // rare word too ("Jide, Bola and Kunle are on leave": `handedToName`).
    const listed = nextInList(view, i) !== -1 || previousInList(view, i) !== -1;
    if ((isPersonPredicateSubject(view, i) && handedToName(view, i, listed)) || (isInRelationList(view, i) && handedToName(view, i, true))) return true;
    // "Tunde said he would come": the subject of a verb of saying, which "he" or "she" takes up.
    if (reportsAsPerson(view, i) && handedToName(view, i)) return !company();
    // "Henk van Dijk": a Dutch or German surname with its particles vouches for the word before;
    // "Henk Jansen": so does a listed surname right after it (else "Henk" would go in clear).
    if (view.flags(i) === 0 && (particleSurnameAfter(view, i, true) || listedSurnameAfter(view, i)) && !company()) return true;
    // "die Priyanka sieht das anders", "il Nabeel si occupa": spoken German, Italian and Spanish
    // put the article before a first name, one only the registries know too.
    if (view.flags(i) === 0 && firstNameAfterArticle(view, i) && handedToName(view, i) && !company()) return true;
    return (rareFirstNameBeforeSurname(view, i) || rareFirstNameAsSubject(view, i)) && !company();
  }
  if (!common) return true;
  // Common words that are names: need a trigger, a list of names, or a following name, and
  // no article before them ("the White Stripes", "The Princess Royal").
  if (view.gap(i - 1) === ' ' && DETERMINERS.has(view.key(i - 1))) return false;
  if (personTriggerBefore(view, i) || greetedOrNamed(view, i)) return true;
  // "My doctor, Hope, said no": set off by commas after someone's relation too.
  if (listNeighbourIsName(view, i, true) || personContext(view, i, false) || (view.caseful && isRelationBeside(view, i))) return true;
  // A first name that is also a word (no month or weekday): the rules below read what stands around it.
  const wordAndFirstName = (view.flags(i) & FIRST_NAME) !== 0 && !calendar;
  // "Rose from accounting will bring them", "Bill from IT": a first name that is also a word, of a team.
  if (wordAndFirstName && isActingFromDepartment(view, i)) return true;
  // "Jan de Vries": a first name that is also a word, then particles and a surname.
  if (wordAndFirstName && particleSurnameAfter(view, i)) return true;
  // "Mark Brown reviewed it": a first name and a surname that are words both, then a verb.
  if (wordAndFirstName && everydayFullNameBeforeVerb(view, i)) return true;
  // "approved verbally by Mark Price, but", "(ticket to Will Cook):": the same pair after a person's preposition.
  if (wordAndFirstName && everydayFullNameAfterPreposition(view, i)) return true;
  // "but Bill hasn't seen the bill yet", "once Mark confirms": a first name that is also a word, capitalised inside its
  // sentence, before what people do or have not done.
  if (wordAndFirstName && !view.isSentenceStart(i) && WORD_NAME_ACTS.test(view.text.slice(view.end(i), view.end(i) + 14))) return true;
  // "Montag Abend" is a time of day: a month or weekday needs a listed name after it ("June Carter").
  if (calendar) return joined(view, i) && strongName(view, i + 1);
  // "Grace Okafor", not "Name Indication": a word no list knows after a first name that is an
  // everyday word must read as a surname, no long dictionary word ("Server Name Indication").
  if (!joined(view, i) || i + 1 >= view.length) return false;
  if (strongName(view, i + 1)) return true;
  if (view.isName(i + 1) || !continuesName(view, i + 1) || isToolName(view.key(i + 1))) return false;
  // A person's verb after the pair says it is a name whatever the surname is ("Grace Slick sang",
  // "Hope Wrangler approved the budget").
  return readsAsUnlistedSurname(view.lexicon, view.key(i + 1), view.tokens[i + 1]?.text ?? '') || isPersonSubject(view, i + 1) || isColleagueSubject(view, i + 1);
}

/** Prepositions a person stands after, a deed passing to them or coming from them: "approved by", "a ticket to". */
const PERSON_PREPOSITIONS: ReadonlySet<string> = new Set(['by', 'to', 'with', 'from', 'for']);
/** What may follow a name that ends its clause: the text's end, a clause's or a line's mark, a bracket. */
const NAME_CLAUSE_END = /^(?:$|[,.;:!?)(\n]| \()/;

/**
 * "approved verbally by Mark Price, but", "(ticket to Will Cook):", "to Will Cook, my partner": token
 * i, a first name that is an everyday word, and a listed surname that is one too, capitalised, after a
 * preposition a person stands after and ending the clause; no listed organisation or place of the
 * two words ("to Grant Park.", "with Grant Thornton").
 */
function everydayFullNameAfterPreposition(view: TokenView, i: number): boolean {
  if (!view.caseful || i < 1 || i + 1 >= view.length || !view.adjacent(i) || !view.isCapitalized(i + 1)) return false;
  const surname = view.tokens[i + 1]?.text ?? '';
  if ((view.flags(i + 1) & LAST_NAME) === 0 || surname === surname.toUpperCase()) return false;
  if (view.gap(i - 1) !== ' ' || !PERSON_PREPOSITIONS.has(view.key(i - 1))) return false;
  if (!NAME_CLAUSE_END.test(view.text.slice(view.end(i + 1), view.end(i + 1) + 2))) return false;
  return listedOrganizationLength(view, i) === 0 && listedPlaceLength(view, i) < 2;
}

/**
 * Whether token i is the value of a field ("login: missing", "status: pending"): right after a
 * label's colon, and no label of a person ("name:", "user:", "contact:") nor a person's trigger.
 */
function fieldValue(view: TokenView, i: number): boolean {
  if (i === 0 || view.gap(i - 1) !== ': ') return false;
  return !PERSON_FIELDS.has(view.key(i - 1)) && !personTriggerBefore(view, i);
}

/** Labels of fields whose value is a person. */
const PERSON_FIELDS: ReadonlySet<string> = new Set([
  'name', 'user', 'author', 'owner', 'contact', 'from', 'to', 'cc', 'bcc', 'assignee', 'reporter', 'customer', 'client',
  'patient', 'sender', 'recipient', 'attendees', 'by', 'signed', 'witness', 'employee', 'candidate', 'guest', 'host',
]);

/**
 * Whether lower-case particles and a capitalised surname follow token i ("Jan de Vries").
 * `listed`: the surname must be a listed name, and the particles Dutch or German ("van der").
 */
function particleSurnameAfter(view: TokenView, i: number, listed = false): boolean {
  if (!view.caseful || !view.adjacent(i) || !PARTICLES.has(view.key(i + 1)) || view.isCapitalized(i + 1)) return false;
  if (listed && !SURNAME_PARTICLES.has(view.key(i + 1))) return false;
  const surname = surnameAfterParticles(view, i + 1, true);
  if (surname === -1) return false;
  return listed ? strongName(view, surname) : continuesName(view, surname);
}

/**
 * "Mark Brown reviewed it.", "Rose Taylor signed the lease": the listed first name at token i and
 * a listed surname after it, both written with a capital and small letters, are a person's name
 * before a verb only people do (`isPastTenseSubject`: "said", "reviewed", "signed") even where
 * both are everyday words, which alone they need more evidence for. Not a place's or a company's name the
 * lists know ("Green Bay"), nor a place or street word ("Rose Hill", "Grant Park"): those open and
 * close too. "Mark the box", "Brown rice is healthy", "Rose Gold looks nice" have no surname.
 */
function everydayFullNameBeforeVerb(view: TokenView, i: number): boolean {
  const next = i + 1;
  if (!view.adjacent(i) || (view.flags(next) & LAST_NAME) === 0 || !view.isCapitalized(next) || !isPastTenseSubject(view, next)) return false;
  if (inCapitals(view, i) || inCapitals(view, next) || isOtherKindOfWord(view.key(next))) return false;
  return view.lexicon.phrases.first(`${view.folded(i)} ${view.folded(next)}`) === -1;
}

/** Languages (and their peoples) that are also listed first names or surnames ("German", "Polish"). */
export const LANGUAGE_NAMES = new WordSet([
  'english', 'german', 'french', 'spanish', 'italian', 'dutch', 'portuguese', 'polish', 'russian',
  'chinese', 'japanese', 'korean', 'arabic', 'hindi', 'turkish', 'greek', 'swedish', 'danish',
  'norwegian', 'finnish', 'czech', 'hungarian', 'romanian', 'ukrainian', 'hebrew', 'latin',
]);

/** Words that open a place named after a person ("San Giovanni", "Bad Homburg", "Fort Collins"). */
const PLACE_PREFIXES = new WordSet(['san', 'santa', 'santo', 'são', 'saint', 'sainte', 'st', 'sankt', 'bad', 'fort', 'port', 'mount', 'lake', 'cape', 'uscgc', 'uss']);

/** Adjectives the word lists lack, before "Park" or "Song": "Olympic", "Jurassic", "Victorian", "Imperial". */
const ADJECTIVE_ENDING = /(?:ic|ian|al|ary|ous|ive)$/;

/**
 * The commonest surnames of Korea, China and Vietnam that the lists hold as first names or as
 * everyday words ("Kim", "Park", "Song", "Moon"), or not at all: after a word no list knows that
 * may be a given name, they make it one ("Minji Kim", "Seo-yeon Park", "Zhiwei Wang").
 */
const EAST_ASIAN_SURNAMES: ReadonlySet<string> = new Set([
  'kim', 'lee', 'park', 'choi', 'jung', 'kang', 'cho', 'yoon', 'jang', 'lim', 'shin', 'kwon', 'hwang', 'ahn', 'song', 'yoo',
  'hong', 'jeon', 'moon', 'baek', 'seo', 'wang', 'li', 'zhang', 'liu', 'chen', 'yang', 'huang', 'zhao', 'zhou', 'xu', 'sun',
  'zhu', 'guo', 'lin', 'luo', 'zheng', 'liang', 'xie', 'tang', 'feng', 'deng', 'cao', 'peng', 'zeng', 'xiao', 'tian', 'dong',
  'yuan', 'cai', 'jiang', 'wei', 'wong', 'chan', 'leung', 'cheung', 'lau', 'tan', 'ng', 'ong', 'goh', 'nguyen', 'tran', 'pham',
  'hoang', 'phan', 'vu', 'vo', 'dang', 'bui', 'ngo', 'duong',
]);

/**
 * Whether a listed surname that is no word and no first name follows token i ("Henk Jansen",
 * "Jeroen Bakker", "Uchenna Okafor-Smith"): the unlisted word before it is then the first name. Not a salutation, a
 * trigger word or a place word ("Hallo Jansen", "San Giovanni"), which are no names themselves.
 */
function listedSurnameAfter(view: TokenView, i: number): boolean {
  const key = view.key(i);
  if (!view.adjacent(i) || PERSON_TRIGGERS.has(key) || SALUTATIONS.has(key) || PLACE_PREFIXES.has(key) || STREET_TYPES.has(key)) return false;
  // "Brightloom's Diana": a possessive is an owner, and a first name starts a name of its own.
  if (/['’]s$/.test(key)) return false;
  const next = i + 1;
  const flags = view.flags(next);
  // So do the commonest Korean, Chinese and Vietnamese surnames, which the lists hold as first names
  // or words ("Minji Kim", "Haoyu Liu", "Seo-yeon Park"); other surnames that are first names too
  // ("Graduation Donald", "Sänger Robert") would take the word before them in.
  const eastAsian = EAST_ASIAN_SURNAMES.has(view.key(next));
  const listed = ((flags & LAST_NAME) !== 0 && (flags & FIRST_NAME) === 0) || eastAsian || (flags === 0 && doubleBarrelledSurname(view, next));
  if (!listed || !view.isCapitalized(next) || (view.isCommon(next) && !eastAsian) || CALENDAR_WORDS.has(view.key(next))) return false;
  // "Olympic Park", "Memorial Park": before a surname that is a word too, a dictionary's word is the place's.
  if (view.isCommon(next) && (isEnglishWord(view.lexicon, key, true) || ADJECTIVE_ENDING.test(key))) return false;
  // "Apply Dijkstra's algorithm": an everyday word opening the sentence is no first name.
  return !(view.isSentenceStart(i) && isEnglishWord(view.lexicon, key, true));
}

/**
 * "Siddharth Venkataraman", "Priyanka Chopra", "Ayodele Okafor": token i is a first name only the
 * registries' rare spellings know (`Lexicon.rareFirstNames`), and a surname follows: a listed
 * name, or a word that reads as a surname and that the lists know as no place or company, or a
 * listed surname that is an everyday word too ("Harpreet Gill") after a first name that is none.
 * Alone such a word is left as it is: the same lists hold words ("Thai", "Stelle", "Medi").
 */
function rareFirstNameBeforeSurname(view: TokenView, i: number): boolean {
  const next = i + 1;
  if (view.flags(i) !== 0 || next >= view.length || !view.adjacent(i) || !view.isCapitalized(i)) return false;
  const { lexicon } = view;
  if (!view.isRareFirstName(i) || view.headsListedPhrase(i)) return false;
  // "Jeroen van den Berg": particles in small letters, then a capitalised surname.
  if (view.caseful && !view.isCapitalized(next) && PARTICLES.has(view.key(next))) {
    const surname = surnameAfterParticles(view, i, true);
    return surname !== -1 && view.isName(surname) && !isEnglishWord(lexicon, view.key(i), true);
  }
  // "Finance Manager (Harpreet Gill)": a listed surname that is a word too, after a rare first name that is none.
  if (view.caseful && view.isCapitalized(next) && view.isCommon(next) && (view.flags(next) & LAST_NAME) !== 0 && !isEnglishWord(lexicon, view.key(i), true)) {
    const written = view.tokens[next]?.text ?? '';
    return written !== written.toUpperCase() && !view.isPossessive(next) && listedOrganizationLength(view, next) === 0;
  }
  if (!continuesName(view, next) || view.isCommon(next)) return false;
  if (view.isName(next)) return true;
  const key = view.key(next);
  if (isAgentNoun(lexicon, key)) return false;
  if (!readsAsUnlistedSurname(lexicon, key, view.tokens[next]?.text ?? '') || isToolName(key)) return false;
  // "Hiroshi Tanabe", "Tendai Moyo": a surname that is also a small town's name; a town of two
  // words or more ("Ravi Santa Clara") or a company ("Priyanka Infosys") is not one.
  return !view.headsListedPhrase(next) || (listedOrganizationLength(view, next) === 0 && !(next + 1 < view.length && view.adjacent(next) && view.isCapitalized(next + 1)));
}

/**
 * "Updater", "Scheduler", "Builder": an English verb's agent noun, which software names its parts
 * with ("Tauri Updater"). Surnames of that shape are listed ("Baker", "Fisher") and never asked.
 */
function isAgentNoun(lexicon: Lexicon, key: string): boolean {
  return key.endsWith('er') && (isEnglishWord(lexicon, key.slice(0, -1), true) || isEnglishWord(lexicon, key.slice(0, -2), true));
}

/**
 * "Okafor-Smith", "Mensah-Bonsu": a double-barrelled surname no list knows whole, with a part that
 * is a listed surname and no first name, and no part an everyday word ("Follow-Up", "Smith-Like").
 */
function doubleBarrelledSurname(view: TokenView, i: number): boolean {
  const key = view.key(i);
  if (!key.includes('-')) return false;
  const parts = key.split('-');
  if (parts.length !== 2 || !/^\p{Lu}[^-]*-\p{Lu}/u.test(view.tokens[i]?.text ?? '')) return false;
  const flags = parts.map((part) => view.lexicon.words.get(part) ?? 0);
  if (!flags.some((f) => (f & LAST_NAME) !== 0 && (f & (FIRST_NAME | COMMON_WORD)) === 0)) return false;
  return parts.every((part, k) => ((flags[k] ?? 0) & COMMON_WORD) === 0 && !isEnglishWord(view.lexicon, part));
}

/** The quotes around a nickname: opening after the first name's space, closing before the surname's. */
const NICKNAME_OPENING: ReadonlySet<string> = new Set([' "', ' “', " '", ' ‘', ' „']);
const NICKNAME_CLOSING: ReadonlySet<string> = new Set(['" ', '” ', "' ", '’ ', '“ ']);

/**
 * `Bongani "Bongi" Mthembu`, "Robert ‘Bob’ Okafor": after token `last` (a name's word), one
 * capitalised word in quotes, then a word that may continue a name.
 */
function quotedNicknameBeforeSurname(view: TokenView, last: number): boolean {
  const nickname = last + 1;
  const surname = last + 2;
  if (surname >= view.length || !NICKNAME_OPENING.has(view.gap(last)) || !NICKNAME_CLOSING.has(view.gap(nickname))) return false;
  return view.isCapitalized(nickname) && view.isCapitalized(surname) && continuesName(view, surname);
}

/**
 * Particles that open a Dutch or German surname ("van Dijk", "von Arnim", "ter Horst"). Not
 * "de": after an unlisted word it is as often Spanish ("Casa de Campo", "Plaza de Armas").
 */
const SURNAME_PARTICLES: ReadonlySet<string> = new WordSet(['van', 'von', 'ter', 'ten']);

/** Finds PERSON spans; marks the tokens it used in `used`. */
export function findPersons(view: TokenView, used: Uint8Array): Span[] {
  const spans: Span[] = [];
  const namedLowerCase = wordsNamedInLowerCase(view);
  for (let i = 0; i < view.length; i++) {
    if (used[i] === 1) continue;
    const vietnamese = vietnameseNameEnd(view, i);
    if (vietnamese !== -1) {
      for (let k = i; k <= vietnamese; k++) used[k] = 1;
      spans.push({ type: 'PERSON', start: view.tokens[i]?.start ?? 0, end: view.end(vietnamese), score: VIETNAMESE_NAME_SCORE, source: SOURCE });
      i = vietnamese;
      continue;
    }
    let first = i;
    let titled = false;
    /** Where the name starts inside token i after an elided article ("l'Anna": 2), or -1. */
    let elided = -1;
    // "J. Okonjo", "K. V. Subramaniam": initials vouch for the surname after them, as a title does.
    const initialed = view.tokens[i]?.text.length === 1 ? surnameAfterInitials(view, i) : -1;
    // "Herr Dr. med. Zimmermann", "Prof. Dr. Schulz": a run of titles, then the name.
    const titleHere = initialed === -1 && isTitle(view, i);
    let title = i;
    if (titleHere) while (title + 1 < view.length && title - i < MAX_TITLES && joined(view, title) && isTitle(view, title + 1)) title++;
    // "dhr. van Dijk": the particles after a title are part of the name, up to the surname.
    let surname = -1;
    if (initialed !== -1) {
      first = initialed;
      titled = true;
    } else if (titleHere && title + 1 < view.length && joined(view, title) && startsName(view, title + 1, true)) {
      first = title + 1;
      titled = true;
    } else if (titleHere && (surname = particleSurnameAfterTitle(view, title)) !== -1) {
      first = title + 1;
      titled = true;
    } else if (titleHere && lowerCaseNameAfterTitle(view, title)) {
      // "M. dupuis", "Frau schmidt": a name typed in lower case; a lower-case surname may follow ("Mr john smith").
      first = title + 1;
      titled = true;
      namedLowerCase.add(first);
    } else if (!startsName(view, i, false) && !namedLowerCase.has(i)) {
      // "l'Anna", "dell'Andrea": a first name with an Italian article elided onto it; the article stays outside the span.
      elided = firstNameAfterElidedArticle(view, i);
      if (elided === -1) {
        // "Julias Handy", "Annekes moeder": a first name's genitive; the "s" stays outside the span.
        // "Tanaka-san", "Sharma-ji": an honorific glued onto the name stays outside it too.
        const genitiveEnd = genitiveFirstNameEnd(view, i);
        const genitive = genitiveEnd !== -1 ? genitiveEnd : gluedHonorificNameEnd(view, i);
        if (genitive !== -1) {
          used[i] = 1;
          spans.push({ type: 'PERSON', start: view.tokens[i]?.start ?? 0, end: genitive, score: GENITIVE_NAME_SCORE, source: SOURCE });
        }
        continue;
      }
    }
    let last = surname === -1 ? first : surname;
    let nameTokens = 1;
    // A possessive ends the name: "John's Garage", "St. Mary's Hospital" name no "Garage".
    while (last + 1 < view.length && nameTokens < MAX_NAME_TOKENS && joined(view, last) && !view.isPossessive(last)) {
      const next = last + 1;
      if (continuesName(view, next) || (view.caseful && ELIDED_DE_SURNAME.test(view.tokens[next]?.text ?? ''))) {
        last = next;
        nameTokens++;
      } else if (
        capsNameAfter(view, last, next) ||
        commonSurnameAfter(view, last, next) ||
        unlistedSurnameInCaselessText(view, first, last, next) ||
        lowerCaseSurnameAfter(view, first, last, next, namedLowerCase)
      ) {
        last = next;
        nameTokens++;
      } else if (isInitial(view, next) && next + 1 < view.length && joined(view, next) && continuesName(view, next + 1)) {
        last = next + 1;
        nameTokens++;
      } else if (PARTICLES.has(view.key(next)) && view.adjacent(next)) {
        // "van der Voet": take every particle, then require a name-like word.
        let k = next;
        // "van der", "de la", "von und zu": a few. (Unbounded, "di van di van ..." was walked from every "di".)
        while (k + 1 < view.length && k - next < MAX_PARTICLES && PARTICLES.has(view.key(k + 1)) && view.adjacent(k + 1)) k++;
        // "Zorvan vom Support", "Quillon von der Buchhaltung": a team after the particles is where the person works, no surname.
        const inText = k + 1 < view.length;
        const team = inText && (DEPARTMENTS.has(view.key(k + 1)) || OTHER_LANGUAGE_DEPARTMENTS.has(view.key(k + 1)));
        const surnameAfter = inText && !team && view.adjacent(k) && ((continuesName(view, k + 1) && view.isCapitalized(k + 1)) || ELIDED_PARTICLE_SURNAME.test(view.tokens[k + 1]?.text ?? ''));
        if (surnameAfter) {
          last = k + 1;
          nameTokens++;
        } else {
          break;
        }
      } else {
        break;
      }
    }
    // `Bongani "Bongi" Mthembu`: a nickname in quotes between the first name and the surname is the name's.
    if (nameTokens < MAX_NAME_TOKENS - 1 && quotedNicknameBeforeSurname(view, last)) {
      last += 2;
      nameTokens += 2;
    }
    // "Faith Hill said yes": a listed first name right before a surname that started the name
    // alone belongs to it (its own everyday sense kept it from starting one); left out, it went
    // upstream beside the placeholder. Not a month or weekday ("In May Hill said").
    if (!titled && elided === -1 && i === first && !isFormNameLabel(view, i - 1) && firstNameJustBefore(view, i, used)) {
      first = i - 1;
      i = first;
      nameTokens++;
    }
    const personScore = scorePerson(view, first, last, nameTokens, titled, elided !== -1);
    const score = !titled && beforeOrganizationSuffix(view, last) ? Math.min(personScore, NAME_IN_ORGANIZATION) : personScore;
    // "Penny A.", "Edoardo M.:": a surname's initial after the name is the name's (left out, it went
    // upstream beside the placeholder); it adds nothing to the name's score.
    if (nameTokens < MAX_NAME_TOKENS && trailingInitial(view, last)) last++;
    for (let k = i; k <= last; k++) used[k] = 1;
    // The title is part of the span: "Mr. Smith" is replaced as a whole, "Dott.ssa Ferrari" too.
    // An elided article stays outside: "l'[PERSON_1]" for "l'avv. Rossi".
    const titleStart = titled && FEMININE_ENDINGS.has(view.key(i)) ? i - 1 : i;
    const start = (view.tokens[titleStart]?.start ?? 0) + (titled && titleStart === i ? elisionLength(view, i) : Math.max(0, elided));
    spans.push({ type: 'PERSON', start, end: view.end(last), score, source: SOURCE });
    i = last;
  }
  return spans;
}

/**
 * The score of a name right before an organisation's suffix ("Mercy General Hospital", "Anna
 * Weber GmbH"): below the organisation the suffix makes (organization-rules.ts, 0.5 and up),
 * which then masks the whole name, but above the threshold, so the name is masked even where no
 * organisation is found (a lower score stays as it is).
 */
const NAME_IN_ORGANIZATION = 0.45;

/** Whether a capitalised organisation suffix follows token `last` ("Hospital", "GmbH"). */
/** A capitalised listed first name, no month or weekday, right before token i and in no span yet. */
function firstNameJustBefore(view: TokenView, i: number, used: Uint8Array): boolean {
  const before = i - 1;
  if (before < 0 || used[before] === 1 || !view.adjacent(before) || !view.isCapitalized(before) || inCapitals(view, before)) return false;
  // In text without capitals every word reads as capitalised: there the first name must be no common word ("said", "name").
  if (!view.caseful && view.isCommon(before)) return false;
  // Nor a greeting or closing that is a name too ("Olá Maria": Ola; "Danke Anna").
  return (view.flags(before) & FIRST_NAME) !== 0 && !CALENDAR_WORDS.has(view.key(before)) && !CLOSING_WORDS.has(view.key(before)) && !opensQuestion(view, before);
}

function beforeOrganizationSuffix(view: TokenView, last: number): boolean {
  const next = last + 1;
  return next < view.length && view.adjacent(last) && view.isCapitalized(next) && ORGANIZATION_SUFFIXES.has(view.key(next)) && !view.isName(next);
}

/** `elided`: token `first` is a first name after an elided article ("l'Anna"), whose own flags are the whole token's. */
function scorePerson(view: TokenView, first: number, last: number, nameTokens: number, titled: boolean, elided = false): number {
  let known = 0;
  let hasFirstName = false;
  for (let k = first; k <= last; k++) {
    const flags = elided && k === first ? FIRST_NAME : view.flags(k);
    if ((flags & (FIRST_NAME | LAST_NAME)) !== 0) known++;
    if ((flags & FIRST_NAME) !== 0 && k === first) hasFirstName = true;
  }
  let score: number;
  // "Merrill Lynch", "Morgan Stanley": a listed organisation made of names is the organisation.
  if (!titled && nameTokens >= 2 && listedOrganizationLength(view, first) === last - first + 1) return 0.4;
  if (titled) score = 0.85;
  else if (nameTokens >= 2) score = hasFirstName ? 0.85 : known >= 2 ? 0.7 : 0.55;
  else if (hasFirstName) score = view.isSentenceStart(first) ? 0.5 : 0.6;
  // An unlisted word got here only with a trigger or a list of names as evidence.
  else if (known === 0) score = 0.5;
  else score = view.isSentenceStart(first) ? 0.3 : 0.45;
  if (!view.caseful) score -= 0.05;
  // "Chidinma is on leave": a lone surname opening a sentence needs what only a person goes through
  // (a listed place or company is read as one: "London is on holiday", "Paris hopes to host").
  const unlistedPhrase = (): boolean => !view.headsListedPhrase(first);
  const together = (): boolean => isTogetherInOtherLanguage(view, first, last) && unlistedPhrase();
  const context =
    personContext(view, first, false) || isPersonSubject(view, last) || isBirthName(view, first) || (nameTokens === 1 && isPersonPredicateSubject(view, first) && unlistedPhrase()) || together() ||
    introducesSelfHere(view, first, last) || (isDescribedInApposition(view, last) && unlistedPhrase()) ||
    // "Kowalczyk approved it", "Sharma has promised a fix": a listed name alone, opening its clause before what people did.
    (nameTokens === 1 && known > 0 && isPastTenseSubject(view, last, true) && opensClause(view, first) && unlistedPhrase());
  if (!titled && (context || personTriggerBefore(view, first))) score += 0.2;
  // "in Florence", "from Jordan": a single name after a place preposition is more likely a
  // place, unless a verb says it is somebody ("shouted at Jordan", "heard from Jordan", "according to Jordan,").
  if (!titled && nameTokens === 1 && view.precededBy(first, LOCATION_TRIGGERS) && !isRecipient(view, first) && !isHandedTo(view, first) && !heardFromPerson(view, first) && !isLoneOwnerAtClauseEnd(view, first) && !isAcknowledged(view, first) && !isCitedPerson(view, first) && !isAddressedTo(view, first) && !isWishedOrSingledOut(view, first, last) && !together() && !isBelongingOwner(view, first) && !isHandedToInOtherLanguage(view, first)) score -= 0.15;
  // "Sousa and Ball", "Eklund, Warren and Bailey": names in a list of names. Capped below the
  // surname-firm rule of organization-rules.ts, so "Davis, Reynolds and Williamson" stays a firm.
  if (!titled && nameTokens === 1 && known > 0 && score < 0.6 && listNeighbourIsName(view, first, false)) {
    score = Math.min(score + 0.15, 0.6);
  }
  // Rounded to hundredths: the steps above are hundredths, and summed in binary floating point 0.6 - 0.05 - 0.15
  // came to 0.39999999999999997, under a threshold of 0.4 that the rules meant to reach.
  return Math.max(0, Math.min(1, Math.round(score * 100) / 100));
}

/** A place reading this sure (a large or well-placed town, a country) ends a name before it. */
const SURE_PLACE = 0.9;
/** The place reading of a large town that is also a name, without a place's context. */
const MODIFIER_PLACE = 0.35;

/**
 * A place the lists know, at either end of a person span and scoring higher than the person, is
 * no part of the name: "Marco Rossi di Milano", "Jean Dupont de Paris", "Jan van Gent" (the name
 * rule reads a lower-case particle and the capitalised word after it as the end of a surname, as
 * in "van der Voet"), and "write to Madrid Marco Rossi" (a capitalised word before a name). Left
 * whole, the span would lose to the place in the overlap rule and the name would go upstream in
 * clear; so the person ends before the particle, or starts after the place, and both are
 * replaced (a surname that is also a town, "van Gent", then counts as a place: replaced all the
 * same). A weaker place reading stays inside the name ("Leonardo da Vinci", "Maria de la Cruz"),
 * and what stays must still be a name: two words or more, or one listed name.
 */
export function separatePersonsFromPlaces(view: TokenView, persons: readonly Span[], places: readonly Span[]): Span[] {
  if (places.length === 0) return [...persons];
  // Each person is compared with the places that start inside it only: compared with all of them,
  // 120 KB of "Ed\n" (a name and a town each) took 10 s.
  const byStart = [...places].sort((a, b) => a.start - b.start);
  return persons.map((person) => {
    const from = firstIndexNotBefore(byStart.length, (index) => (byStart[index] as Span).start < person.start);
    const inside: Span[] = [];
    for (let k = from; k < byStart.length && (byStart[k] as Span).start < person.end; k++) inside.push(byStart[k] as Span);
    if (placeAsModifier(view, person, inside)) return { ...person, type: 'LOCATION' };
    // A sure place ending the name after a particle is where the person is from, however sure
    // the name: "Giulia Bianchi di Milano" (not "Leonardo da Vinci": Vinci is a small town).
    const stronger = inside.filter(
      (place) =>
        place.type === 'LOCATION' && (place.score > person.score || (place.end === person.end && place.score >= SURE_PLACE)) &&
        person.start <= place.start && place.end <= person.end && place.end - place.start < person.end - person.start,
    );
    if (stronger.length === 0) return person;
    const tokens = view.tokensIn(person.start, person.end);
    const whole = { first: tokens[0] ?? 0, last: tokens[tokens.length - 1] ?? 0 };
    let { first, last } = whole;
    for (const place of stronger) {
      const own = view.tokensIn(place.start, place.end);
      if (own.length === 0) continue;
      if (place.end === person.end) {
        // Only after a particle: "Rossi Milano" is no name with a place at its end.
        const origin = own[0] as number;
        let end = origin - 1;
        while (end > first && PARTICLES.has(view.key(end)) && (!view.caseful || !view.isCapitalized(end))) end--;
        if (end < origin - 1) last = end;
      } else if (place.start === person.start) {
        first = (own[own.length - 1] as number) + 1;
      }
    }
    if (first > last || (first === whole.first && last === whole.last)) return person;
    if (first === last && !view.isName(first)) return person;
    return { ...person, start: view.tokens[first]?.start ?? person.start, end: view.end(last) };
  });
}

/**
 * "the Denver warehouse", "the Austin team": a word that is a first name and a town, between
 * "the" and a lower-case noun, names the place the thing belongs to; a person is seldom written
 * so ("the Kevin problem" keeps its person: Kevin is no town). The span stays, as a place, with
 * the person's score: the town's own reading is scored down for the first name.
 */
function placeAsModifier(view: TokenView, person: Span, places: readonly Span[]): boolean {
  if (!view.caseful) return false;
  const [token, ...rest] = view.tokensIn(person.start, person.end);
  if (token === undefined || rest.length > 0 || token === 0 || view.isPossessive(token)) return false;
  if (view.key(token - 1) !== 'the' || !view.adjacent(token - 1) || !view.adjacent(token) || view.isCapitalized(token + 1)) return false;
  // Only a large town: its reading, scored down for the name, is still at the threshold ("the
  // Vogt novel" is a writer's, though a village is called Vogt).
  return places.some((place) => place.type === 'LOCATION' && place.start === person.start && place.end === person.end && place.score >= MODIFIER_PLACE);
}
