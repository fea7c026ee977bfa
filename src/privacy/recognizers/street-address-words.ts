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
];

export const OPENER_WORDS: ReadonlySet<string> = new Set(STREET_OPENERS);
export const UNIT_WORDS: ReadonlySet<string> = new Set([
  'apt', 'apartment', 'suite', 'ste', 'p', 'po', 'post', 'postfach', 'boîte', 'apartado', 'casella', 'psc', 'cmr', 'unit',
  // India's house, flat and plot numbers ("House No. 14", "H.No. 5-9-22/1", "Flat 302") and sectors.
  'house', 'h', 'flat', 'plot', 'door', 'shop', 'sector',
]);
export const MILITARY_WORDS: ReadonlySet<string> = new Set(['apo', 'fpo', 'dpo']);

/** Alternatives of a regex, longest first, so "avenida" is tried before "av". */
export const alternatives = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length).join('|');

/** A word of a street's name, and a house number ("12", "5a"), as regex sources. */
export const WORD = String.raw`[\p{L}][\p{L}\p{M}'’.-]*`;
export const NUMBER = String.raw`\d{1,5}[a-zA-Z]?`;
/**
 * A street whose house number comes last, as regex source: ending in a street word
 * ("Hauptstraße 5", "Kerkstraat 12") or opened by one ("Via Roma 12", "Calle Mayor 5"). The
 * postcode after it is an address (street-address.ts) and the town after that a place
 * (address-places.ts).
 */
export const NUMBER_LAST_STREET = String.raw`(?:(?:${STREET_ENDINGS.join('|')})\.?|(?<![\p{L}\p{N}])(?:${alternatives(STREET_OPENERS)})\.? (?:${WORD} ){0,5}${WORD}) ${NUMBER}(?:/\d{1,4}[a-zA-Z]?)?`;

/** US states and territories as the postal service abbreviates them ("DC 20500"). */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'PR', 'GU', 'VI',
];
