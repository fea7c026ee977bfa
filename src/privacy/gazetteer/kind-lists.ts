/**
 * Names in a list that the sentence says is a list of organisations or of people (a Hearst
 * pattern): "the car manufacturers that dominate the city: Vitalchek, Locavore and SKY",
 * "vendors such as Globex and Initech", "our 3 founders: Mazzi, Bowman and Hill". The plural
 * kind noun says what the items are, so unlisted start-up names and surnames are found by their
 * place in the list, where no word list, legal suffix or first name vouches for them.
 *
 * The list must be clean to count: every item a short name (capitalised words in text with case;
 * no function words in text without), separated by commas and "and", and the list must end the
 * sentence. A place the lists know stays a place; another reading of an item gives way, since
 * the sentence says what it is.
 */
import type { Span } from '../types.js';
import { nameWords } from './english-words.js';
import type { TokenView } from './token-view.js';
import { WordSet } from './word-set.js';

/** Scored above a full person name (0.85), below a listed town (0.95) and a legal form (0.96). */
const LIST_SCORE = 0.88;
type ListType = 'ORGANIZATION' | 'PERSON';
const MAX_ITEMS = 6;
/**
 * A place reading at least this sure keeps an item of a list of organisations a place; in a list
 * of people only a sure place does ("our founders: Turgeon, Guerra and Ewing": Ewing is a town).
 */
const PLACE_SCORE: Readonly<Record<ListType, number>> = { ORGANIZATION: 0.5, PERSON: 0.9 };
const MAX_ITEM_WORDS = 5;
/** How far after the kind noun the list may start (characters): "manufacturers that ... city X:". */
const MAX_LEAD = 120;

/**
 * Plural nouns that say the items after them are organisations. Not "providers", "platforms"
 * or "tools": developers list the products their question is about after those ("cloud
 * providers such as AWS and Azure"), and a masked product name leaves the model blind.
 */
const ORGANIZATION_KINDS = new WordSet([
  'companies', 'firms', 'manufacturers', 'carmakers', 'automakers', 'brands', 'banks',
  'insurers', 'airlines', 'retailers', 'publishers', 'corporations', 'conglomerates',
  'businesses', 'startups', 'start-ups', 'employers', 'vendors', 'suppliers', 'competitors',
  'sponsors', 'organisations', 'organizations', 'agencies', 'nonprofits', 'non-profits',
  'charities', 'lenders', 'distributors', 'multinationals', 'subsidiaries', 'consultancies',
  'unternehmen', 'firmen', 'entreprises', 'sociétés', 'empresas', 'aziende', 'società',
  'bedrijven',
]);
/**
 * Plural nouns that say the items after them are people. Not "partners", "members", "owners"
 * or "winners": firms and teams are all of those as often.
 */
const PERSON_KINDS = new WordSet([
  'founders', 'co-founders', 'cofounders', 'authors', 'speakers', 'panelists', 'panellists',
  'employees', 'colleagues', 'coworkers', 'co-workers', 'friends', 'children', 'kids', 'sons',
  'daughters', 'siblings', 'brothers', 'sisters', 'cousins', 'grandchildren', 'parents',
  'relatives', 'neighbours', 'neighbors', 'roommates', 'flatmates', 'teammates', 'guests',
  'attendees', 'participants', 'students', 'pupils', 'teachers', 'doctors', 'nurses',
  'patients', 'lawyers', 'interns', 'candidates', 'applicants', 'nominees', 'witnesses',
  'ceos', 'managers', 'directors', 'people', 'persons',
  'gründer', 'kinder', 'kollegen', 'kolleginnen', 'freunde', 'fondateurs', 'enfants',
  'collègues', 'amis', 'fundadores', 'hijos', 'colegas', 'amigos', 'fondatori', 'figli',
  'colleghi', 'amici', 'oprichters', 'kinderen', 'vrienden',
]);
/**
 * Plural nouns of kinds that are neither: standing between the kind noun and the list, they say
 * what the list holds ("suppliers in three cities: Leeds, York and Hull", "our friends' cars:
 * ..."), as a noun of the other kind does ("companies and their founders: ...").
 */
const OTHER_KINDS = new WordSet([
  'cities', 'towns', 'countries', 'regions', 'states', 'places', 'locations', 'sites', 'names',
  'products', 'models', 'cars', 'items', 'things', 'contacts', 'owners', 'members', 'staff',
  'villes', 'pays', 'städte', 'länder', 'ciudades', 'países', 'città', 'paesi', 'steden', 'landen',
]);

/** What a kind noun says its list holds; undefined for other words. */
function kindOf(key: string): ListType | undefined {
  if (ORGANIZATION_KINDS.has(key)) return 'ORGANIZATION';
  return PERSON_KINDS.has(key) ? 'PERSON' : undefined;
}

/** Words that open the list right after the kind noun ("companies such as", "vendors like"). */
const OPENERS = /^,?\s+(?:such\s+as|including|like|namely|e\.\s?g\.,?|include|are|were|wie|comme|como|come|zoals)\s+/iu;
/** Where the list ends: a line break, ! ? ; or a full stop not followed by a lower-case word. */
const SENTENCE_END = /[!?;\n]|\.(?=\s*$|\s+[^\p{Ll}\d]|["”’'])/u;
/** Separators between items: a comma, "and" (or its Romance and Germanic forms), or both. */
const SEPARATORS = /\s*,\s*(?:(?:and|und|et|y|e|en)\s+)?|\s+(?:and|und|et|y|e|en)\s+/gu;
/** One word of an item in text with case: capitalised, or starting with a digit ("6Sigma", "23andMe"). */
const CASED_WORD = /^(?:[\p{Lu}\d][\p{L}\p{M}\d'’.&-]*|&)$/u;
/** Lower-case words allowed inside a cased item ("Bank of America", "Seeds of Peace"). */
const INNER_WORDS = new Set(['of', 'for', 'de', 'du', 'des', 'der', 'für', 'the', 'and', '&', 'y', 'e', 'et']);
/** One word of an item in text without case. */
const CASELESS_WORD = /^[\p{L}\p{M}\d][\p{L}\p{M}\d'’.&-]*$/u;
/** Words that make a phrase a clause, not a name: the list is then no list of names. */
const FUNCTION_WORDS = new Set([
  'is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had', 'a', 'an', 'to', 'we', 'they',
  'it', 'he', 'she', 'i', 'you', 'that', 'which', 'who', 'this', 'these', 'those', 'not', 'no',
  'with', 'from', 'in', 'on', 'at', 'by', 'as', 'but', 'or', 'so', 'if', 'then', 'than', 'all',
  'some', 'many', 'most', 'other', 'others', 'etc',
]);

/** Finds the items of lists of organisations and of people; `found` are the spans of the other gazetteer rules. */
export function findKindLists(view: TokenView, found: readonly Span[]): Span[] {
  const spans: Span[] = [];
  let listEnd = -1;
  for (let i = 0; i < view.length; i++) {
    const type = kindOf(view.key(i));
    if (type === undefined) continue;
    const from = view.end(i);
    // One list per sentence: a second kind noun inside a list already read adds nothing.
    if (from < listEnd) continue;
    const list = listAfter(view.text, from);
    if (list === undefined || namesOtherKind(view, i, list.start, type)) continue;
    const items = itemsOf(view.text, list.start, list.end, view.caseful);
    if (items === undefined) continue;
    listEnd = list.end;
    for (const item of items) {
      // A place the lists know keeps its type ("companies in three cities: Leeds, York and Hull").
      // (A weak place reading of one of its words, "Rand" of "Rand Mcnally", does not count.)
      if (found.some((s) => s.type === 'LOCATION' && s.start === item.start && s.end === item.end && s.score >= PLACE_SCORE[type])) continue;
      // A phrase of everyday words is no person ("Attendees: Security Audit, Anna Schmidt"); one
      // word may be a surname ("Bowman"), and companies are often named so.
      if (type === 'PERSON' && everydayPhrase(view.text.slice(item.start, item.end))) continue;
      // A firm of partners the shape rules found spans several items ("Hoover, Morris and
      // Johnson"): a list of organisations confirms it whole; in a list of people, the items
      // are the people.
      const firm = type === 'ORGANIZATION' ? found.find((s) => s.type === 'ORGANIZATION' && s.start <= item.start && item.end <= s.end && isItemRun(items, s)) : undefined;
      const { start, end } = firm ?? item;
      if (spans.at(-1)?.start !== start) spans.push({ type, start, end, score: LIST_SCORE, source: 'gazetteer' });
    }
  }
  return spans;
}

/** Whether a plural of another kind stands after the kind noun at token i, before offset `listStart`. */
function namesOtherKind(view: TokenView, i: number, listStart: number, type: ListType): boolean {
  for (let k = i + 1; k < view.length && (view.tokens[k]?.start ?? listStart) < listStart; k++) {
    const key = view.key(k);
    if (OTHER_KINDS.has(key) || (kindOf(key) ?? type) !== type) return true;
  }
  return false;
}

/** Two words or more, each an everyday word that is no listed name. */
function everydayPhrase(item: string): boolean {
  const words = nameWords(item);
  return words.length >= 2 && words.every((word) => word.everyday);
}

/** Whether a span starts where one item starts and ends where one ends. */
function isItemRun(items: readonly { start: number; end: number }[], span: Span): boolean {
  return items.some((item) => item.start === span.start) && items.some((item) => item.end === span.end);
}

/** The offsets of the list after a kind noun ending at `from`, or undefined when none follows. */
function listAfter(text: string, from: number): { start: number; end: number } | undefined {
  const rest = text.slice(from, from + MAX_LEAD + 400);
  const endMatch = SENTENCE_END.exec(rest);
  const sentence = endMatch === null ? rest : rest.slice(0, endMatch.index);
  const opener = OPENERS.exec(sentence);
  let start: number;
  if (opener !== null) {
    start = opener[0].length;
  } else {
    const colon = sentence.indexOf(':');
    if (colon === -1 || colon > MAX_LEAD) return undefined;
    start = colon + 1;
  }
  // The list must end the sentence: what the text says after it is unknown.
  if (endMatch === null && from + rest.length < text.length) return undefined;
  return { start: from + start, end: from + sentence.length };
}

/** The items of the list in [start, end), or undefined when it is no clean list of names. */
function itemsOf(text: string, start: number, end: number, caseful: boolean): { start: number; end: number }[] | undefined {
  const list = text.slice(start, end);
  const items: { start: number; end: number }[] = [];
  let from = 0;
  // Each separator closes the item before it, and the end of the list the last one.
  const bounds = [...list.matchAll(SEPARATORS)].map((m) => ({ at: m.index ?? 0, length: m[0].length }));
  bounds.push({ at: list.length, length: 0 });
  if (bounds.length > MAX_ITEMS) return undefined;
  for (const bound of bounds) {
    const item = trimmed(text, start + from, start + bound.at);
    if (item === undefined || !isName(text.slice(item.start, item.end), caseful)) return undefined;
    items.push(item);
    from = bound.at + bound.length;
  }
  return items.length >= 2 ? items : undefined;
}

/** [from, to) without surrounding spaces, quotes and a final dot ("U.N." -> "U.N"). */
function trimmed(text: string, from: number, to: number): { start: number; end: number } | undefined {
  let start = from;
  let end = to;
  while (start < end && /[\s"“”'‘]/u.test(text.charAt(start))) start++;
  while (end > start && /[\s"“”'’.]/u.test(text.charAt(end - 1))) end--;
  return end > start ? { start, end } : undefined;
}

/** Whether an item reads as a name: a few words, capitalised where the text has case. */
function isName(item: string, caseful: boolean): boolean {
  const words = item.split(/\s+/u);
  if (words.length > MAX_ITEM_WORDS) return false;
  return words.every((word, n) => {
    const lower = word.toLowerCase();
    if (FUNCTION_WORDS.has(lower)) return false;
    if (!caseful) return CASELESS_WORD.test(word);
    // The first word carries the capital: "the" may only open a name written "The".
    return CASED_WORD.test(word) || (n > 0 && INNER_WORDS.has(lower));
  });
}
