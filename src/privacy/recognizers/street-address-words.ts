/**
 * The words of street addresses (street-address.ts): street types, openers and endings in the
 * languages Veil reads, unit and box words, and the words that make a number no street.
 */

/** Street words that end a street's name ("Baker Street", "Elm Rd."). */
export const STREET_TYPES = [
  'street', 'road', 'avenue', 'lane', 'drive', 'boulevard', 'place', 'court', 'square', 'terrace',
  'close', 'crescent', 'highway', 'parkway', 'way', 'row', 'walk', 'circle', 'trail', 'grove',
  'gardens', 'mews',
];
/** Their abbreviations, which may take a dot ("St.", "Ave."); a full word's dot ends the sentence. */
export const STREET_TYPE_ABBREVIATIONS = ['st', 'rd', 'ave', 'ln', 'dr', 'blvd', 'pl', 'ct', 'sq', 'hwy', 'pkwy', 'cir', 'str'];
/** Words that open a street's name in Romance and Slavic languages ("Rue de la Paix", "ul. Długa"). */
export const STREET_OPENERS = [
  'rue', 'avenue', 'av', 'avenida', 'avda', 'boulevard', 'bd', 'chemin', 'allée', 'impasse',
  'place', 'quai', 'route', 'via', 'viale', 'piazza', 'piazzale', 'corso', 'vicolo', 'largo',
  'calle', 'plaza', 'paseo', 'carrer', 'carretera', 'ctra', 'camino', 'ronda', 'travesía', 'rua',
  'travessa', 'estrada', 'praça', 'alameda', 'ul', 'ulica', 'aleja', 'strada', 'bulevardul',
  'calea',
  // Galician "rúa", Spanish "C/" (calle), squares and lanes of Central and Eastern Europe
  // ("Trg revolucije 12", "náměstí Míru 5", "plac Zbawiciela 5", "Piața Unirii 1", "Aleea Rozelor 3").
  'rúa', 'c/', 'trg', 'náměstí', 'námestie', 'plac', 'piața', 'piata', 'aleea',
];
/** Endings of one-word street names in Germanic and Nordic languages ("Hauptstraße", "Kalverstraat"). */
export const STREET_ENDINGS = [
  'straße', 'strasse', 'str', 'weg', 'gasse', 'platz', 'allee', 'damm', 'ufer', 'chaussee',
  'steig', 'pfad', 'laan', 'straat', 'gracht', 'plein', 'kade', 'singel', 'dijk', 'vej', 'gade',
  'gata', 'gatan', 'vägen', 'väg', 'veien', 'katu', 'kuja', 'polku', 'utca', 'ulice', 'třída',
];
/**
 * Street words written apart and in lower case after the name, in Hungarian ("Piroska u. 97.",
 * "Erzsébet tér 92.", "Bem rakpart 79.") and below. As endings of a longer word they would take "Menu 5".
 */
export const SEPARATE_STREET_WORDS = [
  'u', 'út', 'útja', 'tér', 'rakpart', 'körút', 'köz', 'sor', 'fasor', 'sétány',
  // The same order in Slovene and Croatian ("Gosposka ulica 61", "Celovška cesta 32") and Norwegian ("Nordahl Rolfsens vei 187").
  'ulica', 'cesta', 'vei',
];
/** Lower-case words allowed inside a capitalised street name ("Rue de la Paix", "Via dei Mille"). */
export const PARTICLES: ReadonlySet<string> = new Set([
  'de', 'la', 'le', 'les', 'du', 'des', "d'", 'del', 'della', 'delle', 'dei', 'degli', 'di', 'da',
  'do', 'dos', 'das', 'van', 'von', 'der', 'den', 'het', 'ter', 'el', 'al', 'am', 'an', 'im', 'y',
  'e', 'i', 'of', 'st',
]);
/** Words a street's name never holds: "take 2 steps down the road", "the 3 of us on the way". */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'and', 'or', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'into',
  'down', 'up', 'over', 'my', 'your', 'his', 'her', 'our', 'their', 'its', 'is', 'are', 'was',
  'were', 'be', 'been', 'this', 'that', 'these', 'those', 'it', 'we', 'you', 'they', 'he', 'she',
  'i', 'me', 'us', 'them', 'not', 'no', 'than', 'then', 'per', 'times', 'more', 'less', 'other',
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
]);
/** Months and weekdays: "3 November 01" and "1788 January 18" are dates, not streets. */
export const CALENDAR: ReadonlySet<string> = new Set([
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october',
  'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct',
  'nov', 'dec', 'januar', 'februar', 'märz', 'mai', 'juni', 'juli', 'oktober', 'dezember',
  'janvier', 'février', 'mars', 'avril', 'juin', 'juillet', 'août', 'septembre', 'octobre',
  'novembre', 'décembre', 'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto',
  'septiembre', 'octubre', 'noviembre', 'diciembre', 'gennaio', 'febbraio', 'aprile', 'maggio',
  'giugno', 'luglio', 'settembre', 'ottobre', 'dicembre', 'januari', 'februari', 'maart', 'mei',
  'augustus', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
]);
/** A word followed by a digit, as context phrases ("flat 3" finds "Flat 302"). */
function withDigit(word: string): string[] {
  return Array.from({ length: 10 }, (_, digit) => `${word} ${digit}`);
}

/** Words near a bare postcode that make it one (the address around it). */
export const ADDRESS_CONTEXT = [
  'address', 'street', 'road', 'avenue', 'apt', 'suite', 'box', 'lane', 'drive', 'adresse',
  'anschrift', 'straße', 'strasse', 'rue', 'dirección', 'direccion', 'calle', 'indirizzo',
  'adres', 'straat', 'postcode', 'zip', 'plz',
  // India's addresses: its postcode is a "PIN code", a house or flat number opens the address.
  // "flat" and "sector" only with their number: "the flat fee is 1500", "the sector lost 2500 jobs".
  'pin', 'pincode', 'pin code', 'house no', 'h.no', 'flat no', ...withDigit('flat'), ...withDigit('sector'),
  // French street words a postcode on the next line follows ("158 bis chemin des Vignes⏎34111 ..."),
  // "chemin" and "impasse" with the article that opens the street's name ("an impasse after 3000 e-mails").
  'chemin d', 'allée', 'impasse d', 'boulevard',
  // Portuguese and Brazilian ("Morada:", "Endereço:", "Moro na Rua ..."), the residence of
  // Spanish and Italian forms, the German labels written as one word ("Rechnungsadresse:") and
  // the postcode's own names. Not "CEP" and "Eircode": they name codes of another shape
  // (street-address.ts), and a number of four to six digits beside them is none.
  'morada', 'endereço', 'endereco', 'moro na', 'moro no', 'domicilio', 'domicílio', 'residenza',
  'rechnungsadresse', 'lieferadresse', 'wohnadresse', 'postanschrift', 'postleitzahl',
  'code postal', 'código postal', 'codigo postal', 'codice postale', 'postal code',
];

export const OPENER_WORDS: ReadonlySet<string> = new Set(STREET_OPENERS);
export const UNIT_WORDS: ReadonlySet<string> = new Set([
  'apt', 'apartment', 'suite', 'ste', 'p', 'po', 'post', 'postfach', 'boîte', 'apartado', 'casella', 'psc', 'cmr', 'unit',
  // India's house, flat and plot numbers ("House No. 14", "H.No. 5-9-22/1", "Flat 302") and sectors.
  'house', 'h', 'flat', 'plot', 'door', 'shop', 'sector',
]);
export const MILITARY_WORDS: ReadonlySet<string> = new Set(['apo', 'fpo', 'dpo']);

/** Alternatives of a regex, longest first, so "avenida" is tried before "av". */
/** Either case of a word's first letter, for a regex without the `i` flag. */
export const eitherCase = (word: string): string => `[${word[0] ?? ''}${(word[0] ?? '').toUpperCase()}]${word.slice(1)}`;

export const alternatives = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length).join('|');

/** A word of a street's name, and a house number ("12", "5a"), as regex sources. */
export const WORD = String.raw`[\p{L}][\p{L}\p{M}'’.-]*`;
export const NUMBER = String.raw`\d{1,5}[a-zA-Z]?`;

/**
 * The word or sign that may stand between a street's name and its house number, as regex source
 * matching in either case without the `i` flag: "Via Mazzini n. 14", "Goethestraße Nr. 5", "Rua do
 * Ouro, n.º 130", "C/ Mayor nº 5", "núm. 3", "número 7", "civico 12". A space after it is optional
 * ("nº45"). "No." only with its dot: "no" is an English word.
 */
export const HOUSE_NUMBER_MARKER = String.raw`(?:[Nn](?:\.? ?[º°]|[rR]\.?|\.|[oO]\.|[úu]m\.|[úu]mero)|NR\.?|[Cc]ivico)`;
/** The same marker, alone, with the space or comma before it, at the end of a name ("Mazzini n."). */
export const MARKER_AT_END = new RegExp(String.raw`[\s,]+${HOUSE_NUMBER_MARKER}\s*$`, 'u');

/** The side of a Spanish or Portuguese floor ("izq.", "Dcha.", "Esq.", "Dto."). */
const SIDES = ['izq', 'izqda', 'izda', 'dcha', 'dch', 'der', 'drcha', 'dta', 'dto', 'esq', 'dir', 'dt', 'fte', 'frente', 'ctro', 'centro'];
/** Units, floors and staircases written with their number ("apto 301", "int. 5", "piano 3", "Whg. 12", "Top 4", "m. 30"). */
const NUMBERED_UNITS = [
  'piso', 'planta', 'puerta', 'pta', 'escalera', 'esc', 'apto', 'apartamento', 'ap', 'apt', 'depto', 'dpto', 'departamento',
  'sala', 'bloco', 'bloque', 'bl', 'casa', 'lote', 'andar', 'portal', 'loja', 'int', 'interno', 'scala', 'sc', 'piano',
  'pal', 'palazzina', 'app', 'whg', 'wohnung', 'top', 'stiege', 'tür', 'lok', 'lokal', 'bât', 'bâtiment', 'appt', 'm',
];
/** Units that a capital letter may name instead of a number ("scala B", "bloque C", "Stiege 2"). */
const LETTERED_UNITS = ['escalera', 'esc', 'bloco', 'bloque', 'bl', 'scala', 'sc', 'pal', 'palazzina', 'stiege', 'bât', 'bâtiment'];
/** German floors after their ordinal ("2. OG", "3. Stock"). */
const GERMAN_FLOORS = ['OG', 'UG', 'Obergeschoss', 'Stock', 'Etage', 'Geschoss', 'Stockwerk'];
/** Floors and building parts written as a word alone ("EG", "Hinterhaus", "Dachgeschoss"). */
const WORD_UNITS = [
  'EG', 'OG', 'DG', 'UG', 'HH', 'VH', 'Hinterhaus', 'Vorderhaus', 'Seitenflügel', 'Gartenhaus', 'Hinterhof', 'Quergebäude',
  'Erdgeschoss', 'Dachgeschoss', 'Souterrain', 'Hochparterre', 'Parterre', 'bajo', 'Bajo', 'ático', 'Ático', 'hs', 'huis',
  'II', 'III', 'IV', 'bis', 'ter',
];
const upperFirst = (word: string): string => `[${word[0] ?? ''}${(word[0] ?? '').toUpperCase()}]${word.slice(1)}`;
const SIDE = String.raw`(?:${alternatives(SIDES).split('|').map(upperFirst).join('|')})\.?`;
/**
 * One part of the building after its house number: the floor, the door, the staircase, the
 * building behind the front one, as Spain, Portugal, Brazil, Italy, Germany, Austria, Poland and
 * the Netherlands write them ("2ºB", "3º Dcha.", "4.º Esq.", "r/c", "apto 301", "scala B",
 * "interno 5", "piano 3", "2. OG", "EG", "Hinterhaus", "Whg. 12", "Top 4", "m. 30", "II", "hs").
 * Each part ends at a word's end. Written for regexes without the `i` flag (the words' first
 * letter in either case); a regex with it takes more, after a house number only.
 */
export const UNIT_PART = String.raw`(?:${[
  // Spain and Portugal: the floor with its ordinal sign, a door letter or a side ("2ºB", "3º Dcha.", "4.º Esq.", "1.º andar", "2º. izq").
  String.raw`\d{1,2}\.?[ºª°]\.?(?: ?[A-Z](?![\p{L}\p{N}]))?(?: ?${SIDE})?(?: (?:[Aa]ndar|[Pp]iso))?`,
  // Portugal's ground floor ("r/c", "R/C Esq.").
  String.raw`[rR]\/[cC](?: ?${SIDE})?`,
  // A unit word and its number or letter ("apto 301", "int. 5", "Whg. 12", "scala B", "m. 30").
  String.raw`(?:${alternatives(NUMBERED_UNITS).split('|').map(upperFirst).join('|')})\.? ?\d{1,4}[A-Za-z]?`,
  String.raw`(?:${alternatives(LETTERED_UNITS).split('|').map(upperFirst).join('|')})\.? ?[A-Z]`,
  // German floors ("2. OG", "3. Stock links") and Italy's ground floor ("piano terra").
  String.raw`\d{1,2}\. ?(?:${alternatives(GERMAN_FLOORS)})(?: (?:links|rechts|Mitte|li\.|re\.))?`,
  String.raw`[Pp]iano (?:terra|rialzato)`,
  `(?:${alternatives(WORD_UNITS)})`,
].join('|')})(?![\p{L}\p{N}])`;
/** What stands before each of those parts: ", ", a slash ("5 / 2. OG", "5/Top 3") or a space. */
export const UNIT_SEPARATOR = String.raw`(?:, | ?\/ ?| )`;
/** The parts after a house number, up to three ("5 / 2. OG", "51, 2º izq.", "5, 2ºB", "5, Stiege 2, Top 3"). */
export const UNIT_TAIL = String.raw`(?:${UNIT_SEPARATOR}${UNIT_PART}){0,3}`;
/** Amsterdam's floors glued to the house number ("Keizersgracht 123-II", "123-hs", "123-huis"). */
export const DUTCH_FLOOR = String.raw`-(?:III|II|IV|I|huis|hs|H|bg)`;
/**
 * A street whose house number comes last, as regex source: ending in a street word
 * ("Hauptstraße 5", "Kerkstraat 12") or opened by one ("Via Roma 12", "Calle Mayor 5"). The
 * postcode after it is an address (street-address.ts) and the town after that a place
 * (address-places.ts).
 */
export const NUMBER_LAST_STREET = String.raw`(?:(?:${STREET_ENDINGS.join('|')})\.?|(?<![\p{L}\p{N}])(?:${alternatives(STREET_OPENERS)})\.? (?:${WORD} ){0,5}${WORD})(?:,? ${HOUSE_NUMBER_MARKER} ?| )${NUMBER}(?:[-/]\d{1,4}[a-zA-Z]?|${DUTCH_FLOOR})?`;

/** US states and territories as the postal service abbreviates them ("DC 20500"). */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'PR', 'GU', 'VI',
];
