/**
 * Word lists behind the gazetteer's context rules, for en, de, fr, es, it and nl. All lower
 * case; multi-word triggers are matched on the tokens right before a candidate.
 */
import { ROMANCE_CALENDAR_WORDS } from './common-words.js';
import { WordSet } from './word-set.js';

/** Titles and honorifics that announce a person's name ("Frau" is a title, never a surname). */
export const TITLES: ReadonlySet<string> = new WordSet([
  'mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'professor', 'sir', 'dame', 'lord', 'lady',
  'herr', 'frau', 'fräulein', 'hr', 'fr',
  'm', 'mme', 'mlle', 'monsieur', 'madame', 'mademoiselle',
  'sr', 'sra', 'srta', 'señor', 'señora', 'señorita', 'don', 'doña', 'dña',
  'sig', 'sigra', 'signor', 'signore', 'signora', 'signorina', 'dott', 'dottor', 'dottore',
  'dottoressa', 'ing', 'avv', 'ingegner', 'ingegnere', 'avvocato', 'avvocata',
  'meneer', 'mevrouw', 'mevr', 'dhr', 'mw', 'juffrouw', 'heer', 'ir', 'drs',
  // Dutch schools' teachers, as parents' group chats write them ("Juf Annemieke", "Meester Bas")
  'juf', 'meester',
  // Spanish and Portuguese "Dra.", "Lic." (licenciado), "Ldo."; Greek "κ." (κύριος), "κα" (κυρία), "κος".
  'dra', 'lic', 'licda', 'lcdo', 'lcda', 'ldo', 'κ', 'κα', 'κος',
  // "Herrn" (Herr as an object), ranks, clergy, Indian honorifics, titles written out.
  'herrn', 'sgt', 'capt', 'lt', 'col', 'maj', 'cmdr', 'rev', 'revd', 'pastor', 'rabbi', 'imam', 'shri',
  'smt', 'mister', 'madam',
  // British councillors, as minutes and council letters write them ("Cllr Rose Baker").
  'cllr', 'councillor',
  // Polish, Czech, Finnish, Swedish, Turkish, Croatian, Romanian, Russian and Ukrainian titles ("Pani Kowalska",
  // "paní Nováková", "herra Virtanen", "Bayan Yılmaz", "господин Иванов"); not "Pan" nor Czech "pane", English words too.
  'pani', 'paní', 'herra', 'rouva', 'neiti', 'fru', 'fröken', 'bayan', 'gospodin', 'gospođa', 'domnul', 'doamna',
  'господин', 'госпожа', 'пан', 'пані',
  // Faculties of a German doctorate (FACULTIES below).
  'med', 'dent', 'rer', 'nat', 'phil', 'jur', 'vet', 'habil', 'oec',
]);

/**
 * The faculty a German doctorate names after "Dr." ("Dr. med.", "Dr. rer. nat.", "Dr. phil."): a
 * title only with its dot and right after another title ("utstyrt med. Dermed" is Norwegian).
 */
export const FACULTIES: ReadonlySet<string> = new Set(['med', 'dent', 'rer', 'nat', 'phil', 'jur', 'vet', 'habil', 'oec']);

/** Titles so short they are only titles when followed by a dot ("M. Dupont", not "M Dupont"). */
export const DOT_ONLY_TITLES: ReadonlySet<string> = new Set([
  'm', 'hr', 'fr', 'mw', 'ing', 'sig', 'sr', 'med', 'dent', 'rer', 'nat', 'phil', 'jur', 'vet', 'habil', 'oec',
  'sgt', 'capt', 'lt', 'col', 'maj', 'cmdr', 'rev', 'smt', 'ir', 'drs', 'dra', 'lic', 'licda', 'lcdo', 'lcda', 'ldo', 'κ',
]);

/** Name particles that join the name tokens around them ("Ludwig van Beethoven"). */
export const PARTICLES: ReadonlySet<string> = new WordSet([
  'van', 'von', 'de', 'der', 'den', 'del', 'della', 'di', 'da', 'dos', 'das', 'du', 'des', 'la',
  'le', 'ten', 'ter', 'zu', 'vom', 'zum', "d'", 'af', 'bin', 'ibn', 'al', 'el', 'y', 'mac',
  // Irish "Ó" and "Ní" (grandson, daughter of): "Niamh Ó Súilleabháin", "Aoife Ní Fhaoláin".
  'ó', 'ní',
  // Welsh "ap" (son of): "Rhodri ap Gwilym".
  'ap',
]);

/**
 * Particles that may open a surname right after a title ("dhr. van Dijk", "Frau von der Leyen",
 * "Sr. de la Fuente"). Not the articles "der", "des", "den", "le", "la": after a title they
 * start a genitive or a role ("Frau des Kunden", "Herr der Ringe", "Monsieur le Maire"); nor
 * "zu", "vom" ("Frau zu Hause", "Herr vom Amt").
 */
export const TITLE_PARTICLES: ReadonlySet<string> = new WordSet([
  'van', 'von', 'de', 'del', 'della', 'di', 'da', 'dos', 'du', 'ten', 'ter', "d'",
]);

/**
 * Articles of de, fr, es, it and nl. German capitalises every noun, so "Der Kunde", "Den
 * Vertrag" are article and noun even when the noun is a listed surname; a Romance article
 * before a capitalised word ("Le Client", "Una Pregunta") reads the same way. English "the"
 * is not here: "the Takuda novel" names a person.
 */
export const ARTICLES: ReadonlySet<string> = new WordSet([
  'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'le', 'la',
  'les', 'un', 'une', 'el', 'los', 'las', 'una', 'uno', 'il', 'lo', 'gli', 'het', 'een',
]);

/**
 * An Italian article or preposition elided onto the word after it, in one token: "l'avv. Rossi",
 * "dell'ing. Bianchi", "l'Anna", "all'Andrea". Tested on a token's lower-case key.
 */
export const ELIDED_ARTICLE = /^(?:l|dell|all|dall|nell|sull|coll)['’]/;

/** Articles that never begin a surname ("Le Goff", "La Russa", "Den Hartog" do). */
export const NON_NAME_ARTICLES: ReadonlySet<string> = new WordSet([
  'der', 'die', 'das', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'les', 'un', 'une',
  'el', 'los', 'las', 'uno', 'il', 'gli', 'het', 'een',
]);

/** A person's initials as a list of people writes them: two or three capitals ("JP", "MKR"). */
export const PERSON_INITIALS = /^\p{Lu}{2,3}$/u;

/**
 * Months and weekdays of en, de, fr and nl, and of es, it and pt (common-words.ts). Several are
 * listed names or towns ("Mai", "Juli", "Montag", "March", "Mars", "Abril", "Domenica"), and in
 * German and English they are capitalised mid-sentence, so "im Mai", "from March" are dates, not a
 * person or a place; capitalised in Spanish, Italian or Portuguese ("en Abril", "Domenica alle
 * 10") they are dates too, and "Julio", "Domingo" need a cue to be a name, as "June" does.
 */
export const CALENDAR_WORDS: ReadonlySet<string> = new WordSet([
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september',
  'october', 'november', 'december', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday',
  'saturday', 'sunday',
  'januar', 'jänner', 'februar', 'märz', 'mai', 'juni', 'juli', 'oktober', 'dezember', 'montag',
  'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonnabend', 'sonntag',
  'janvier', 'février', 'mars', 'avril', 'juin', 'juillet', 'août', 'septembre', 'octobre',
  'novembre', 'décembre', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche',
  'januari', 'februari', 'maart', 'mei', 'augustus', 'maandag', 'dinsdag', 'woensdag',
  'donderdag', 'vrijdag', 'zaterdag', 'zondag',
  ...ROMANCE_CALENDAR_WORDS,
]);

/**
 * Short forms of weekdays and months, as dates write them ("Tue, Mar 12, 2024", "12 Jan 2024").
 * Some are names ("Tue", "Jan", "Sun"): one is a date part only where a number or another date
 * part follows (`DATE_PART_AFTER`).
 */
export const CALENDAR_ABBREVIATIONS: ReadonlySet<string> = new WordSet([
  'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun', 'jan', 'feb', 'mar', 'apr',
  'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
]);

/**
 * After a short weekday or month, the rest of a date: another short weekday or month ("Tue, Mar
 * 12"), a year ("Jan 2024"), a day followed by a year or a month ("Mar 12, 2024", "Tue, 12 Mar
 * 2024", "Sun 16 June"), a time ("Sun 10am"), or a shift's half of the day with no word after it
 * ("Sun AM", "Sat PM 3"). A bare number is no date part: "We met Jan, 35, at the fair", "Thanks,
 * Jan. 5 people came".
 */
const SHORT_CALENDAR = 'mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec';
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
export const DATE_PART_AFTER = new RegExp(
  String.raw`^\.?,?[ \t]+(?:(?:${SHORT_CALENDAR})\b|\d{4}\b|\d{1,2}(?:st|nd|rd|th)?(?:,?[ \t]+\d{4}\b|[ \t]+(?:${SHORT_CALENDAR}|${MONTHS})\b|[ \t]+\d{1,2}:\d{2})|\d{1,2}(?::\d{2})?[ \t]?(?:am|pm)\b|(?:am|pm)\b(?![ \t]*[a-z]))`,
  'i',
);
/**
 * After a short weekday, a clock's time or a span of hours: "Sun 18:00", "[Sun 19:02] Tegan:",
 * "Sun 2-5pm". Not after a month's short form: "meeting with Jan 10:30" names Jan.
 */
export const WEEKDAY_TIME_AFTER = /^[ \t]+(?:(?:[01]?\d|2[0-3]):[0-5]\d\b|\d{1,2}(?::\d{2})?[ \t]?[-–][ \t]?\d{1,2}(?::\d{2})?[ \t]?(?:am|pm)\b)/i;

/**
 * Before a short weekday, another one and a range's or a list's joiner, or a table's spaces:
 * "Sat/Sun", "Thu–Sun", "Wed to Sun", "Mon   Tue   Wed". "Sun" and "Mon" are names too, but not
 * at the end of a week's range.
 */
export const WEEKDAY_BEFORE = /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?(?:[ \t]*(?:[/–-]|to|and|&|,)[ \t]*|[ \t]+)$/i;
/** The short forms of weekdays, which `WEEKDAY_BEFORE` may stand before. */
export const WEEKDAY_ABBREVIATIONS: ReadonlySet<string> = new Set(['mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun']);

/**
 * Salutations that open a letter ("Liebe Anna", "Gentile Signora Rossi", "Geachte heer"). Some
 * are surnames too (Liebe, Gentile); at the start of a sentence they are the salutation, and the
 * name, if any, comes after.
 */
export const SALUTATIONS: ReadonlySet<string> = new WordSet([
  'dear', 'liebe', 'lieber', 'liebes', 'gentile', 'gentili', 'gentilissimo', 'gentilissima',
  'egregio', 'egregia', 'estimado', 'estimada', 'estimados', 'querido', 'querida', 'cher', 'chère',
  'chers', 'geachte', 'beste',
]);

/**
 * Nouns of a letter's closing ("Liebe Grüße", "Kind regards", "Cordiali saluti"), and the thanks
 * and greetings before a name ("Danke, Stefan", "Pozdrawiam, Magdalena", "Привет, Мария!"): never
 * a name, not even beside one in a list.
 */
export const CLOSING_WORDS: ReadonlySet<string> = new WordSet([
  'grüße', 'grüßen', 'grüsse', 'grüssen', 'gruß', 'gruss', 'regards', 'wishes', 'saluti', 'saludos',
  'groeten', 'groet', 'groetjes', 'salutations', 'cordialement', 'amitiés', 'bisous', 'abrazos', 'baci', 'besos',
  'saludo', 'abrazo', 'cordialmente', 'amicalement', 'bises',
  'danke', 'dankeschön', 'bedankt', 'obrigado', 'obrigada', 'dziękuję', 'dzięki', 'pozdrawiam', 'pozdrowienia',
  'cześć', 'witam', 'привет', 'спасибо', 'здравствуйте', 'дякую', 'вітаю', 'hallo', 'ciao', 'salut', 'olá', 'hola',
]);

/**
 * Personal pronouns of en, de, fr, es, it and nl. Some are listed names ("He", "Lei", "Elle",
 * "Io"), and a capitalised pronoun before "asked" or "said" reads like a named subject ("He
 * asked", "They said"). One is no name unless a name follows ("He Jiankui", "Lei Jun"). Not
 * "ella" and "noi": Ella and Noi are first names as often as pronouns.
 */
export const PRONOUNS: ReadonlySet<string> = new WordSet([
  'i', 'he', 'she', 'it', 'we', 'you', 'they', 'him', 'her', 'us', 'them', 'me', 'who', 'whom',
  'ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'ihn', 'ihm', 'uns', 'euch',
  'je', 'tu', 'il', 'elle', 'on', 'nous', 'vous', 'ils', 'elles', 'lui', 'eux',
  'yo', 'tú', 'él', 'nosotros', 'vosotros', 'ellos', 'ellas', 'usted', 'ustedes',
  'io', 'lei', 'voi', 'loro', 'egli', 'esso', 'essa',
  'hij', 'zij', 'ze', 'wij', 'jij', 'jullie', 'hem', 'haar', 'ons',
]);

/**
 * Words that open a spoken sentence before the person addressed ("So Maria, what do you think?",
 * "Well Olusegun, ..."). Some are listed names ("So", "Oh", "No"); at a sentence's start they are
 * the interjection, and the name, if any, comes after.
 */
export const INTERJECTIONS: ReadonlySet<string> = new WordSet([
  'so', 'well', 'now', 'ok', 'okay', 'oh', 'yes', 'no', 'hey', 'and', 'but', 'then', 'also', 'right',
]);

/**
 * Verbs that open a request in the imperative ("Compare Tesla and Ford", "Email Jansen the
 * file"). At a sentence's start such a verb is capitalised and, when no list knows it, read like
 * the first name of the listed surname after it.
 */
export const IMPERATIVE_VERBS: ReadonlySet<string> = new WordSet([
  'compare', 'summarize', 'summarise', 'translate', 'explain', 'describe', 'draft', 'write',
  'rewrite', 'email', 'contact', 'remind', 'schedule', 'analyze', 'analyse', 'evaluate',
  'review', 'research', 'recommend', 'suggest', 'list', 'rank', 'tell', 'ask', 'thank', 'invite',
  'notify', 'inform', 'message', 'text', 'phone', 'ping', 'forward', 'cc', 'contrast', 'outline',
  'proofread', 'format', 'convert', 'calculate', 'estimate', 'classify', 'extract', 'identify',
  'find', 'check', 'verify', 'search', 'look', 'show', 'give', 'send', 'book', 'cancel', 'add',
  'remove', 'delete', 'update', 'create', 'generate', 'prepare', 'plan', 'compose', 'reply',
  'respond', 'answer', 'help', 'visit', 'call', 'meet', 'greet', 'pay', 'buy', 'sell', 'rate',
  // what developers ask
  'implement', 'apply', 'use', 'refactor', 'debug', 'optimize', 'optimise', 'fix', 'build', 'deploy',
  'install', 'configure', 'run', 'test', 'parse', 'sort', 'revoke', 'assign', 'merge', 'rebase',
  'migrate', 'import', 'export', 'draw', 'sketch', 'design', 'simulate', 'train', 'benchmark',
  'profile', 'port', 'rename', 'document', 'annotate', 'validate', 'print', 'render', 'plot',
  'visualize', 'visualise', 'encrypt', 'decrypt', 'compute', 'solve', 'prove', 'derive', 'define',
  'model', 'fetch', 'load', 'save', 'store', 'set', 'get', 'initialize', 'initialise', 'compile',
  'edit', 'correct', 'polish', 'shorten', 'expand', 'simplify', 'paraphrase', 'improve', 'turn', 'make',
]);

/**
 * First names that are also verbs a request opens with ("Grant admin rights to", "Mark the task
 * as done", "Bill the client", "Will the build pass?"): at the start of a sentence, before a
 * determiner, a pronoun or an object a request names, the verb; otherwise the name ("Mark said").
 */
export const NAMESAKE_VERBS: ReadonlySet<string> = new WordSet(['grant', 'mark', 'drew', 'bill', 'sue', 'rob', 'pat', 'chase', 'hunt', 'page', 'will', 'may', 'jack', 'jimmy']);
/** What follows such a verb: "Grant admin rights", "Mark the task", "Drew a diagram". */
export const VERB_OBJECTS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'this', 'that', 'these', 'those', 'all', 'every', 'each', 'my', 'your', 'our', 'their', 'his', 'her',
  'its', 'it', 'them', 'me', 'us', 'him', 'you', 'we', 'they', 'i', 'admin', 'access', 'permission', 'permissions',
  'rights', 'read', 'write', 'up', 'down', 'out', 'off', 'as', 'some', 'any', 'no',
]);

/**
 * Words right before a name that make it one ("my name is", "call me", "Dear"). Checked as the
 * last one or two tokens before the candidate.
 */
export const PERSON_TRIGGERS: ReadonlySet<string> = new Set([
  'name is', 'name was', 'goes by', 'name', 'named', 'called', 'call me', 'calls me', 'i am', 'i\'m', 'this is', 'dear',
  'hi', 'hello', 'hey', 'thanks', 'thank you', 'cc', 'attn', 'ask',
  'asked', 'met', 'meet', 'told', 'tell', 'says', 'said', 'add', 'partner', 'wife', 'husband',
  'son', 'daughter', 'kid', 'child', 'mother', 'father', 'brother', 'sister', 'friend', 'boss',
  'colleague', 'manager', 'contact', 'speaker', 'commenter', 'guardian', 'beneficiary',
  'heiße', 'heisst', 'heißt', 'ist', 'liebe', 'lieber', 'mit', 'je m\'appelle', 'appelle',
  'suis', 'cher', 'chère', 'bonjour', 'me llamo', 'llamo', 'soy', 'querido', 'querida', 'hola',
  'mi chiamo', 'chiamo', 'sono', 'caro', 'cara', 'ciao', 'heet', 'ik ben', 'beste', 'hoi',
  'gentile', 'egregio', 'egregia', 'estimado', 'estimada', 'geachte',
  // "Mein Name ist", "mijn naam is", "mon nom est", "mi nombre es", "il mio nome è".
  'name ist', 'naam is', 'nom est', 'nombre es', 'nome è', 'nome é',
]);

/**
 * The family as a household writes it before a name, one space between: "granny Pat next door",
 * "cousin Will", "mum Shanice", "kids Obi, Ada". Not across a colon: "Dad: Can someone pick up".
 */
export const KIN_TRIGGERS: ReadonlySet<string> = new Set([
  'kids', 'granny', 'grandma', 'grandpa', 'gran', 'nan', 'nana', 'grandad', 'granddad', 'auntie', 'aunty', 'aunt', 'uncle',
  'cousin', 'niece', 'nephew', 'mum', 'mom', 'dad', 'twin',
]);

/**
 * Roles and groups a letter greets ("Dear Hiring Manager", "Hi Sales Team", "Liebe Kunden"): a
 * greeting followed by capitalised words that end in one of these greets no person.
 */
export const GREETED_ROLES: ReadonlySet<string> = new WordSet([
  'manager', 'managers', 'team', 'committee', 'department', 'recruiter', 'recruiters', 'customer',
  'customers', 'client', 'clients', 'colleague', 'colleagues', 'friends', 'members', 'partners',
  'parents', 'students', 'everyone', 'all', 'editor', 'editors', 'reviewer', 'reviewers', 'board',
  'officer', 'director', 'sir', 'sirs', 'madam', 'users', 'applicant', 'candidate', 'support',
  'neighbours', 'neighbors', 'supporters', 'subscribers', 'admissions', 'hr',
  'kunde', 'kunden', 'kollegen', 'kolleginnen', 'clientes', 'cliente', 'clienti', 'klant',
  'klanten', 'collega', 'collègues', 'colegas', 'colleghi', 'équipe', 'equipo', 'squadra',
  // the groups a letter greets in German, French, Spanish, Italian and Dutch ("Liebe Nachbarn")
  'nachbarn', 'freunde', 'eltern', 'mitglieder', 'damen', 'herren', 'mitarbeiter', 'mitarbeitende', 'teilnehmer',
  'voisins', 'amis', 'parents', 'membres', 'vecinos', 'amigos', 'padres', 'socios', 'vicini', 'amici', 'genitori',
  'soci', 'buren', 'vrienden', 'ouders', 'leden', 'allemaal',
]);

/** Triggers strong enough to make even an unlisted capitalised word a name. */
export const STRONG_PERSON_TRIGGERS: ReadonlySet<string> = new Set([
  'name is', "name's", 'name’s', 'named', 'called', 'call me', 'calls me', "i'm", 'i am', 'this is', 'dear', 'hi',
  'hello', 'hey', 'says', 'said', 'starring', 'directed by', 'written by', 'attn', 'signed', 'goes by', 'name was',
  'heiße', 'heißt', 'heisst', "m'appelle", 'me llamo', 'se llama', 'lo llamo', 'la llamo', 'mi chiamo', 'si chiama', 'lo chiamo', 'la chiamo', 'heet', 'liebe', 'lieber', 'cher',
  'chère', 'querido', 'querida', 'caro', 'cara', 'beste', 'name ist', 'naam is', 'nom est',
  'nombre es', 'nome è', 'nome é',
  // Russian and Ukrainian letters' "Dear", Polish "Dear Sir/Madam"
  'уважаемый', 'уважаемая', 'дорогой', 'дорогая', 'шановний', 'шановна', 'шановні', 'szanowny', 'szanowna',
  // "Dear" of Turkish, Danish, Swedish, Czech, Romanian and Greek letters (Polish "droga" is a road too)
  'sayın', 'kære', 'kära', 'vážený', 'vážená', 'dragă', 'stimate', 'stimată', 'αγαπητέ', 'αγαπητή',
  // "My name is" and "I am called" of other languages: Russian, Ukrainian, Polish, Czech, Slovak,
  // Croatian and Serbian, Romanian, Turkish, Swedish, Norwegian, Danish, Finnish, Greek
  'меня зовут', 'его зовут', 'её зовут', 'ее зовут', 'мене звати', 'його звати', 'її звати', 'nazywam się', 'na imię',
  'jmenuji se', 'jmenuju se', 'volám se', 'volám sa', 'zovem se', 'mă numesc', 'meu este', 'benim adım', 'adım', 'ismim',
  'namn är', 'jag heter', 'navn er', 'navnet mitt er', 'jeg heter', 'jeg hedder', 'nimeni on', 'με λένε', 'μου είναι',
]);

/**
 * Words before "heißt" or "heet" that make it "that means" or a thing's name, not a person's: "Das
 * heißt Mehrarbeit", "Es heißt Geduld", "Die App heißt Tandem", "Het product heet Zorgvrij".
 */
export const NOT_NAMING_BEFORE_HEISST: ReadonlySet<string> = new Set([
  'das', 'es', 'dies', 'was', 'dat', 'het', 'wat', 'dit',
  'app', 'projekt', 'programm', 'tool', 'produkt', 'datei', 'film', 'buch', 'firma', 'unternehmen', 'stadt', 'dorf',
  'straße', 'strasse', 'ort', 'lied', 'song', 'spiel', 'serie', 'methode', 'funktion', 'variable', 'klasse', 'modul',
  'paket', 'kanal', 'server', 'plattform', 'software', 'version', 'tarif', 'kurs', 'sendung', 'album', 'marke',
  'product', 'project', 'bestand', 'bedrijf', 'programma', 'bestandje', 'dorp', 'straat', 'stad', 'spel', 'boek', 'merk',
]);

/**
 * Greetings and thanks of de, fr, es, it, nl and pt that address someone ("Hallo Chidi,", "Bonjour
 * Tendai,", "Gracias Chinonso!"). Weaker than "Dear": they open "Hola Mundo" and "Merci Beaucoup"
 * too, so the word after must end the greeting (GREETING_COMPLEMENTS lists what else does).
 */
export const OTHER_GREETINGS: ReadonlySet<string> = new Set([
  'hallo', 'servus', 'moin', 'hola', 'bonjour', 'bonsoir', 'salut', 'coucou', 'ciao', 'buongiorno', 'buonasera', 'hoi', 'olá', 'oi',
  'danke', 'merci', 'gracias', 'grazie', 'bedankt', 'dankjewel', 'dankje', 'obrigado', 'obrigada',
  'guten morgen', 'guten tag', 'guten abend', 'buenos días', 'buenos dias', 'buenas tardes', 'buenas noches', 'bom dia',
  'boa tarde', 'boa noite', 'goedemorgen', 'goedemiddag', 'goedenavond', 'beste', 'querido', 'querida',
  // Polish, Czech, Croatian, Romanian, Turkish, the Nordic languages, Finnish, Russian, Ukrainian and Greek
  'cześć', 'witaj', 'witam', 'dzień dobry', 'dzięki', 'ahoj', 'děkuji', 'zdravo', 'bok', 'bună', 'mulțumesc', 'merhaba', 'selam',
  'teşekkürler', 'hej', 'hei', 'hallå', 'tack', 'takk', 'kiitos', 'hyvä', 'здравствуйте', 'спасибо', 'вітаю', 'дякую',
  'γεια', 'ευχαριστώ',
]);
/** What such a greeting addresses besides a person: all, a team, a darling, or how much thanks. */
export const GREETING_COMPLEMENTS: ReadonlySet<string> = new Set([
  'zusammen', 'alle', 'allerseits', 'leute', 'team', 'kollegen', 'jungs', 'mädels', 'schatz', 'liebling', 'schön', 'schoen',
  'tous', 'tout', 'équipe', 'equipe', 'chérie', 'chéri', 'beaucoup', 'monde', 'amis', 'collègues',
  'todos', 'todas', 'equipo', 'amigo', 'amiga', 'amigos', 'amigas', 'chicos', 'chicas', 'gente', 'jefe', 'jefa', 'cariño',
  'carino', 'amor', 'guapa', 'guapo', 'mundo', 'colegas', 'compañeros', 'muchas', 'mil', 'totales',
  'tutti', 'ragazzi', 'ragazze', 'amici', 'colleghi', 'capo', 'tesoro', 'amore', 'bello', 'bella', 'mille', 'mondo',
  'allemaal', 'iedereen', 'jongens', 'schat', 'lieverd', 'wereld', 'collega', "collega's",
  'pessoal', 'galera', 'gente', 'chefe', 'muito', 'querido', 'querida',
  // users, customers, friends and family as a greeting addresses them, a deity, and thanks that are an amount
  'benutzer', 'nutzer', 'usuario', 'usuaria', 'usuarios', 'utente', 'utenti', 'utilisateur', 'gebruiker', 'usuário',
  'client', 'clients', 'cliente', 'clientes', 'kunde', 'kunden', 'klant', 'freunde', 'mama', 'papa', 'mamá', 'papá', 'mami',
  'papi', 'oma', 'opa', 'dios', 'gott', 'dieu', 'deus', 'dio', 'infiniment', 'tante', 'tía', 'tío', 'zia', 'zio', 'nonna', 'nonno',
  // a service desk, greeted or thanked as a whole
  'support', 'service', 'kundenservice', 'kundendienst', 'soporte', 'atención', 'servicio', 'assistenza', 'supporto',
  'klantenservice', 'helpdesk', 'suporte', 'atendimento',
]);

/** The triggers by which a name is given as someone's own ("my name is", "call me", "je m'appelle"). */
export const SELF_NAMING_TRIGGERS: ReadonlySet<string> = new Set([
  'name is', "name's", 'name’s', 'named', 'call me', 'calls me', "i'm", 'i am', 'heiße', 'heißt', 'heisst', "m'appelle", 'me llamo', 'mi chiamo',
  'heet', 'name ist', 'naam is', 'nom est', 'nombre es', 'nome è', 'nome é',
  'меня зовут', 'мене звати', 'nazywam się', 'na imię', 'jmenuji se', 'jmenuju se', 'volám se', 'volám sa', 'zovem se',
  'mă numesc', 'meu este', 'benim adım', 'adım', 'ismim', 'namn är', 'jag heter', 'navn er', 'jeg heter', 'jeg hedder',
  'nimeni on', 'με λένε', 'μου είναι',
]);

/**
 * "I am" of es, nl, pt, it, fr and de, before a name no list knows: "Hola, soy Yulieth", "Hoi, ik ben
 * Bayu.", "Olá, sou Yulieth", "Ciao, sono Yulieth.", "Bonjour, je suis Yulieth et ...", "Hallo,
 * ich bin Zorvan und ..." (French writes its trades, moods and nationalities in small letters;
 * German capitalises its nouns, so "ich bin" asks more: person-rules.ts `selfNamedInGerman`). Weaker than "me llamo": "I am" gives a
 * nationality, a trade or a mood as often ("Soy de Colombia", "ik ben Nederlander", "ik ben
 * benieuwd"), English "soy" is the bean ("Soy Sauce"), and Italian "sono" is "they are" too
 * ("Ci sono Stati che ..."). person-rules.ts guards each (`selfNamedByVerb`).
 */
export const SELF_NAMING_VERBS: ReadonlySet<string> = new Set(['soy', 'ik ben', 'sou', 'sono', 'je suis', 'ich bin']);

/**
 * Words of es, nl, pt and it that follow their "I am" as often as a name does and that the word
 * lists (English, and the other languages' function words) lack: a state, a mood, a role, a faith
 * ("Ik ben Klaar", "Soy Usuario nuevo", "Sou Eu"). Capitalised by mistake or in a title, they are
 * still no name after SELF_NAMING_VERBS. The commonest only: "Soy Madrileño", "Sono Veneto" pass.
 */
export const SELF_DESCRIPTIONS: ReadonlySet<string> = new WordSet([
  'klaar', 'ziek', 'blij', 'bang', 'boos', 'druk', 'thuis', 'hier', 'weg', 'terug', 'zwanger', 'moslim', 'katholiek',
  'vegetariër', 'veganist', 'ondernemer', 'eigenaar', 'nieuw', "zzp'er",
  'yo', 'usuario', 'usuaria', 'cliente', 'nuevo', 'nueva', 'feliz', 'vegano', 'vegana', 'madre', 'mamá', 'papá',
  'alumno', 'alumna', 'profesor', 'profesora', 'médico', 'médica', 'abogado', 'abogada', 'enfermera', 'casado',
  'casada', 'soltera', 'católico', 'católica', 'musulmán', 'musulmana', 'dueño', 'dueña', 'emprendedor', 'emprendedora',
  'eu', 'novo', 'nova', 'aluno', 'aluna', 'professora', 'mãe', 'pai', 'nuovo', 'nuova', 'qui',
  // trades and states a review found after them
  'programmeur', 'stagiair', 'ontwikkelaar', 'verpleegkundige', 'jarig', 'técnico', 'técnica', 'becario', 'becaria',
  'jubilado', 'jubilada', 'traductor', 'traductora', 'advogado', 'advogada', 'fã', 'stanco', 'stanca',
]);

/**
 * Nationalities, which "I'm", "ik ben", "soy" give as often as a name, and which English and Dutch
 * write with a capital (Spanish and Portuguese writers often do too): "I'm American", "ik ben
 * Nederlander", "Soy Colombiana". After a self-naming trigger they are no name unless a surname
 * follows. Some are listed names ("German", "Filipino", "Turk", "Argentina", "Alemán"): after
 * "I am" they are the nationality, and "Mr. Turk", "Anna Turk", "Turk said" stay people. Not
 * German and French nouns ("Deutscher", "Français"): no self-naming trigger of ours comes before
 * them ("ich bin", "je suis" are none). Not Dutch "Vlaming", a surname as often, nor "Brit", a
 * popular Dutch and Scandinavian first name ("Hoi, ik ben Brit").
 */
export const NATIONALITIES: ReadonlySet<string> = new WordSet([
  'american', 'british', 'english', 'scottish', 'welsh', 'irish', 'dutch', 'german', 'french', 'spanish', 'italian',
  'portuguese', 'polish', 'russian', 'ukrainian', 'greek', 'turkish', 'swedish', 'norwegian', 'danish', 'finnish',
  'swiss', 'austrian', 'belgian', 'canadian', 'australian', 'mexican', 'colombian', 'brazilian', 'argentinian',
  'venezuelan', 'peruvian', 'chilean', 'cuban', 'nigerian', 'ghanaian', 'kenyan', 'ethiopian', 'egyptian', 'moroccan',
  'indian', 'pakistani', 'bangladeshi', 'chinese', 'japanese', 'korean', 'vietnamese', 'filipino', 'filipina',
  'indonesian', 'iranian', 'iraqi', 'syrian', 'lebanese', 'israeli', 'european', 'african', 'asian', 'hispanic',
  'latino', 'latina',
  // Dutch, nouns and adjectives
  'nederlander', 'nederlandse', 'belg', 'belgische', 'duitser', 'duitse', 'fransman', 'franse', 'engelsman', 'engelse',
  'amerikaan', 'amerikaanse', 'marokkaan', 'marokkaanse', 'turk', 'turkse', 'surinamer', 'surinaamse',
  'spanjaard', 'spaanse', 'italiaan', 'italiaanse', 'pool', 'poolse', 'indiër', 'chinees', 'antilliaan',
  // Dutch adjectives, capitalised as Dutch writes them ("Ik ben Nederlands")
  'nederlands', 'belgisch', 'duits', 'frans', 'engels', 'brits', 'amerikaans', 'marokkaans', 'turks', 'surinaams',
  'spaans', 'italiaans', 'pools', 'vlaams', 'antilliaans',
  // Spanish and Portuguese, as typed with a capital
  'colombiano', 'colombiana', 'mexicano', 'mexicana', 'venezolano', 'venezolana', 'argentino', 'argentina', 'peruano',
  'peruana', 'chileno', 'chilena', 'cubano', 'cubana', 'ecuatoriano', 'ecuatoriana', 'dominicano', 'dominicana',
  'español', 'española', 'americano', 'americana', 'brasileño', 'brasileña', 'brasileiro', 'brasileira', 'português',
  'portuguesa', 'alemán', 'alemana', 'francés', 'francesa', 'inglés', 'inglesa', 'italiano', 'italiana',
  'hondureño', 'hondureña', 'guatemalteco', 'guatemalteca', 'uruguayo', 'uruguaya', 'boliviano', 'boliviana',
  'salvadoreño', 'salvadoreña', 'costarricense', 'paraguayo', 'paraguaya', 'nicaragüense', 'panameño', 'panameña',
  'ruso', 'rusa', 'rumano', 'rumana', 'ucraniano', 'ucraniana', 'catalán', 'catalana', 'angolano', 'angolana',
  'moçambicano', 'moçambicana', 'carioca', 'paulista', 'milanese', 'fiorentino', 'fiorentina', 'napoletano', 'napoletana',
]);

/**
 * Words right before a place ("in", "from", "to", "near", "moved to", "born in"). "through" only
 * after a verb of travel ("drove through Fakenham"): alone it names a go-between as often ("got
 * the job through Maria").
 */
export const LOCATION_TRIGGERS: ReadonlySet<string> = new Set([
  'in', 'at', 'from', 'to', 'near', 'into', 'towards', 'toward', 'visit', 'visiting', 'visited',
  'via', 'of', 'around', 'outside', 'across', 'live in', 'lives in', 'moved to', 'born in',
  'city of', 'based in', 'arrived at', 'travel to', 'trip to', 'flight to',
  // Not "walked through" or "passed through": a proposal and a bill go through people and parliaments.
  'drove through', 'drive through', 'driving through', 'travelled through', 'traveled through', 'travelling through',
  'traveling through', 'cycled through', 'rode through',
  'aus', 'nach', 'bei', 'im', 'von', 'à', 'en', 'au', 'depuis', 'vers', 'de', 'desde', 'hacia',
  'a', 'da', 'di', 'uit', 'naar', 'te', 'bij', 'van',
]);

/** Phrases after which even an unlisted capitalised word is a place. */
export const STRONG_LOCATION_TRIGGERS: ReadonlySet<string> = new Set([
  'lives in', 'live in', 'living in', 'up in', 'born in', 'moved to', 'here from',
  'moved from', 'am in', "i'm in", 'arrived at', 'arrived in', 'travelling to', 'traveling to',
  'trip to', 'flight to', 'based in', 'city of', 'town of', 'village of', 'home city', 'home town',
  'hometown', 'birthplace', 'lived in', 'resides in', 'reside in', 'resided in', 'relocated to',
  'emigrated to', 'hails from', 'wohne in', 'lebe in', 'wohnte in', 'lebte in', 'habitait à', 'vivía en',
  'viveva a', 'woonde in',
  'habite à', 'vivo en', 'vivo a', 'abito a', 'woon in',
]);

/** Words right before an organisation. */
export const ORGANIZATION_TRIGGERS: ReadonlySet<string> = new Set([
  'work for', 'works for', 'worked for', 'working for', 'work at', 'works at', 'worked at',
  'working at', 'employed by', 'employed at', 'employee of', 'job at', 'joined', 'ceo of',
  'founder of', 'founders of', 'cto of', 'cfo of', 'head of', 'recorded for', 'signed to', 'at',
  'for', 'from', 'of', 'with',
  'support', 'arbeite bei', 'bei', 'travaille chez', 'chez', 'trabajo en', 'trabajo para',
  'lavoro per', 'lavoro presso', 'presso', 'werk bij', 'werkzaam bij',
  // The other persons of the same verbs: "Sanne werkt bij Philips", "Er arbeitet bei Siemens".
  'arbeitet bei', 'arbeiten bei', 'arbeitete bei', 'travaillent chez', 'travaillait chez',
  'trabaja en', 'trabaja para', 'trabajan en', 'trabajaba en', 'lavora per', 'lavora presso',
  'lavorano per', 'lavorano presso', 'werkt bij', 'werken bij', 'werkte bij', 'werkten bij',
  // A job at its employer: "I'm a developer at Zorblax", "senior engineer at Quillon Labs".
  'developer at', 'engineer at', 'manager at', 'designer at', 'analyst at', 'consultant at', 'intern at', 'director at',
  'scientist at', 'researcher at', 'architect at', 'recruiter at', 'founder at', 'cofounder at', 'co-founder at', 'lead at',
  'ceo at', 'cto at', 'cfo at', 'vp at', 'accountant at', 'lawyer at', 'associate at', 'partner at', 'specialist at',
]);

/**
 * Words after a capitalised name that make it an organisation ("Acme Inc", "Foo GmbH",
 * "Open Data Group"). The suffix is part of the span.
 */
export const ORGANIZATION_SUFFIXES: ReadonlySet<string> = new WordSet([
  'inc', 'incorporated', 'llc', 'llp', 'ltd', 'limited', 'plc', 'corp', 'corporation', 'co',
  'company', 'companies', 'group', 'holding', 'holdings', 'gmbh', 'ag', 'kg', 'ug', 'se', 'sa',
  'sas', 'sarl', 'srl', 'spa', 'bv', 'nv', 'oy', 'ab', 'as', 'asa', 'pty', 'pte',
  'technologies', 'technology', 'tech', 'solutions', 'systems', 'software', 'labs', 'partners',
  'associates', 'international', 'bank', 'insurance', 'foundation', 'institute', 'university',
  'college', 'health', 'healthcare', 'services', 'consulting', 'media', 'capital', 'ventures',
  'industries', 'enterprises', 'agency', 'network', 'networks', 'analytics', 'orchestra',
  'studios', 'motors', 'airlines', 'pharmaceuticals', 'energy', 'logistics', 'app', 'apps',
  'data', 'digital', 'interactive', 'financial', 'investments', 'maintenance', 'communications',
  'research', 'robotics', 'movers', 'advisors', 'advisers', 'hospital', 'clinic', 'hospice', 'school', 'academy',
]);

/** "Name des ...", "Nom du ...", "Nombre del ...", "Nome do ...", "Naam van de ...": a form's label asking for a role's name. */
export const NAME_OF = /^(?:name[ \t]+(?:des|der)|nom[ \t]+(?:du|de[ \t]+la|de[ \t]+l['’]|des)|nombre[ \t]+(?:del|de[ \t]+la)|nome[ \t]+(?:do|da|del|della|dello)|naam[ \t]+van[ \t]+(?:de|het))[ \t]/i;
