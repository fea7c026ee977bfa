/**
 * Places and listed organisations: the longest lexicon phrase starting at each token.
 * Countries and regions count on their own; cities by population (big ones alone, small ones
 * only after "in", "from", "to"...); one-word brands only in their exact spelling. Words that
 * are also common words or person names need a place preposition before them.
 */
import type { Span } from '../types.js';
import { isEnglishWord } from './english-words.js';
import { opensWithPlaceNoun } from './everyday-nouns.js';
import { COMMON_WORD, FIRST_NAME, LAST_NAME } from './lexicon.js';
import { CALENDAR_WORDS, LOCATION_TRIGGERS, ORGANIZATION_SUFFIXES, ORGANIZATION_TRIGGERS, STRONG_LOCATION_TRIGGERS, STRONG_PERSON_TRIGGERS, TITLES } from './name-rules.js';
import { isHandedTo, isPersonSubject, isRecipient } from './person-context.js';
import type { PhraseTable } from './phrase-table.js';
import { isToolName, namesProductLine } from './tech-names.js';
import type { TokenView } from './token-view.js';
import { foldAccents, type Token } from './tokenize.js';
import { WordSet } from './word-set.js';
import { shortcuts } from '../recognizers/text-profile.js';

const SOURCE = 'gazetteer';
/**
 * German articles and article contractions: right before a lone capitalised word they make it a
 * noun ("am Ende", "beim Essen", "die Halle"); German towns take none ("in Essen", "nach Halle").
 */
const GERMAN_ARTICLES = new WordSet([
  'der', 'die', 'das', 'dem', 'den', 'des', 'ein', 'eine', 'einem', 'einen', 'einer', 'eines', 'am',
  'beim', 'zum', 'zur', 'vom',
]);
/** What may stand between the words of a listed name: /^(?: {1,2}|-|\. ?| ?& ?|'|’)$/ as a set. */
const PHRASE_GAPS: ReadonlySet<string> = new Set([' ', '  ', '-', '.', '. ', '&', ' &', '& ', ' & ', "'", '’']);

/** Whether token i follows a first name written as one, a listed one (no everyday word) or one only the registries know. */
function afterFirstName(view: TokenView, i: number): boolean {
  if (i === 0 || !view.caseful || !view.adjacent(i - 1) || !view.isCapitalized(i - 1)) return false;
  const flags = view.flags(i - 1);
  return ((flags & FIRST_NAME) !== 0 && (flags & COMMON_WORD) === 0) || (flags === 0 && (view.isRareFirstName(i - 1) || view.isCensusName(i - 1)));
}

/** A word of one or two small letters. */
const TWO_SMALL_LETTERS = /^\p{Ll}{1,2}$/u;

/** A word that starts with an elided article and then a capital: "d'Ivoire", "dell'Emilia". */
function capitalAfterElision(token: Token | undefined): boolean {
  if (token === undefined || token.apostrophe < 1 || token.apostrophe > 4) return false;
  const next = token.text.charAt(token.apostrophe + 1);
  return next !== next.toLowerCase();
}

/**
 * Whether entry `id` matches the tokens starting at i, with its case rules. Entry words are
 * accent-folded, so a text word matches by its folded form; compared in place, without
 * splitting the entry.
 */
function matches(view: TokenView, i: number, table: PhraseTable, id: number): boolean {
  const n = table.words(id);
  if (i + n > view.length) return false;
  let at = 0;
  for (let k = 0; k < n; k++) {
    at = table.wordAt(id, at, view.folded(i + k));
    if (at === -1) return false;
    if (k < n - 1 && !PHRASE_GAPS.has(view.gap(i + k))) return false;
    // Long words of a name are capitalised ("Bank of America"); connectors need not be, nor an
    // elided article before a capital ("Côte d'Ivoire", "Valle d'Aosta").
    // A Dutch town's "'s-" ("'s-Hertogenbosch", "'s Gravenmoer") is written small.
    if (view.caseful && (k === 0 || view.key(i + k).length > 3) && !view.isCapitalized(i + k) && !(k > 0 && capitalAfterElision(view.tokens[i + k])) && !(k === 0 && dutchGenitive(view, i))) return false;
  }
  const exact = table.exact(id);
  if (exact !== undefined) {
    const word = view.tokens[i]?.text ?? '';
    return word === exact || (!view.caseful && word.toLowerCase() === exact.toLowerCase());
  }
  return true;
}

function baseScore(table: PhraseTable, id: number): number {
  const weight = table.weight(id);
  switch (table.kind(id)) {
    case 'country':
    case 'region':
      return 0.85;
    case 'city':
      return weight >= 100_000 ? 0.7 : weight >= 15_000 ? 0.6 : 0.35;
    case 'organization':
      return table.words(id) > 1 ? 0.6 : 0.35;
  }
}

/** First entry under token i's word with the next word (memoised in the view); -1 when none. */
function pairHead(view: TokenView, i: number): number {
  if (i < 0 || i >= view.length) return -1;
  let head = view.pairHeads[i];
  if (head === undefined) {
    const table = view.lexicon.phrases;
    const hash = view.foldedHash(i);
    head =
      i + 1 < view.length && (!shortcuts.enabled || table.mayStartPair(hash)) && PHRASE_GAPS.has(view.gap(i))
        ? table.firstPair(view.folded(i), view.folded(i + 1), hash)
        : -1;
    view.pairHeads[i] = head;
  }
  return head;
}

/** First entry under token i's word (memoised in the view); -1 when none. */
function singleHead(view: TokenView, i: number): number {
  if (i < 0 || i >= view.length) return -1;
  let head = view.singleHeads[i];
  if (head === undefined) {
    head = view.lexicon.phrases.first(view.folded(i), view.foldedHash(i));
    view.singleHeads[i] = head;
  }
  return head;
}

/** The first matching entry under a head: longer ones (by first two words) first; -1 if none. */
function findUnder(view: TokenView, i: number, head: number, organizations: boolean): number {
  const table = view.lexicon.phrases;
  for (let id = head; id !== -1; id = table.next(id)) {
    if ((table.kind(id) === 'organization') === organizations && matches(view, i, table, id)) return id;
  }
  return -1;
}

/** The first matching entry at token i, under its two-word key, then its one-word key; -1 if none. */
function findFrom(view: TokenView, i: number, organizations: boolean): number {
  const id = findUnder(view, i, pairHead(view, i), organizations);
  return id !== -1 ? id : findUnder(view, i, singleHead(view, i), organizations);
}

/** Words of the listed organisation that matches at token i (its case rules included), or 0. */
export function listedOrganizationLength(view: TokenView, i: number): number {
  const id = findFrom(view, i, true);
  return id === -1 ? 0 : view.lexicon.phrases.words(id);
}

/** Words of the listed place that matches at token i (its case rules included), or 0. */
export function listedPlaceLength(view: TokenView, i: number): number {
  const id = findFrom(view, i, false);
  return id === -1 ? 0 : view.lexicon.phrases.words(id);
}

/** Whether a listed place of one word (a town, a region) matches at token i, with its case rules. */
export function isPlaceWord(view: TokenView, i: number): boolean {
  const id = findFrom(view, i, false);
  return id !== -1 && view.lexicon.phrases.words(id) === 1;
}

/** Whether [start, end) stands alone on its line (an address block or signature line). */
function aloneOnLine(text: string, start: number, end: number): boolean {
  let i = start - 1;
  while (i >= 0 && text[i] !== '\n') {
    if (!/[\s>?*•-]/.test(text[i] ?? '')) return false;
    i--;
  }
  for (let k = end; k < text.length && text[k] !== '\n'; k++) {
    if (!/[\s,\d-]/.test(text[k] ?? '')) return false;
  }
  return text.includes('\n');
}

/** What a board or a shop writes after "In": "In Progress", "In Review", "In Stock". */
const STATUS_WORDS: ReadonlySet<string> = new Set(['progress', 'review', 'testing', 'development', 'production', 'transit', 'stock', 'queue', 'draft', 'process']);

/** Whether token k is "In" written with its capital, right before the next word. */
function isCapitalIn(view: TokenView, k: number): boolean {
  return k >= 0 && view.tokens[k]?.text === 'In' && view.adjacent(k);
}

/** Finds LOCATION and ORGANIZATION spans from the lexicon. */
export function findPlaces(view: TokenView): Span[] {
  const spans: Span[] = [];
  let placeEnd = -1;
  for (let i = 0; i < view.length; i++) {
    // A match needs a capitalised first word in text with case (`matches`, `unknownPlace`): the
    // lookups are skipped for the lower-case words that make up most of a text.
    if (shortcuts.enabled && view.caseful && !view.isCapitalized(i) && !dutchGenitive(view, i)) continue;
    if (pairHead(view, i) === -1 && singleHead(view, i) === -1) {
      if (i > placeEnd) {
        const unknown = placeByShape(view, i) ?? unknownPlace(view, i);
        if (unknown !== undefined) {
          spans.push(unknown);
          placeEnd = i;
        }
      }
      continue;
    }
    const place = i > placeEnd ? findFrom(view, i, false) : -1;
    const organization = findFrom(view, i, true);
    for (const id of [place, organization]) {
      if (id === -1) continue;
      const span = scorePhrase(view, i, id);
      if (span === undefined) continue;
      spans.push(span);
      if (id === place) placeEnd = i + view.lexicon.phrases.words(id) - 1;
    }
  }
  return spans;
}

function scorePhrase(view: TokenView, i: number, id: number): Span | undefined {
  const table = view.lexicon.phrases;
  const words = table.words(id);
  const kind = table.kind(id);
  const last = i + words - 1;
  const isOrganization = kind === 'organization';
  // "shouted at Jordan", "said Oona to Kimberly": "at" and "to" point at a person there.
  // "a" is "to" in Italian, Spanish and Portuguese ("vado a Roma"), and English's article before an
  // acronym ("a SIM card", "a PO number"); in a line written in capitals ("VIAJE A MADRID") the
  // capital "A" after another capitalised word is the preposition.
  const afterArticle =
    i > 0 && view.key(i - 1) === 'a' && isAllCaps(view.tokens[i]?.text ?? '') && !(view.tokens[i - 1]?.text === 'A' && i > 1 && isAllCaps(view.tokens[i - 2]?.text ?? ''));
  // "Software Engineer | Cork, Ireland": a town before its country or region is the town (not
  // the last word of a longer name: "Villa Darwin, Latvia").
  const placeContext =
    (!afterArticle && (view.precededBy(i, LOCATION_TRIGGERS) || view.precededBy(i, STRONG_LOCATION_TRIGGERS)) && !isRecipient(view, i) && !isHandedTo(view, i)) ||
    (kind === 'city' && !(i > 0 && view.adjacent(i - 1) && view.isCapitalized(i - 1)) && beforeCountry(view, last));
  const start = (view.tokens[i]?.start ?? 0) - (dutchGenitive(view, i) ? 1 : 0);
  const end = view.end(last);
  let score = baseScore(table, id);
  if (isOrganization) {
    // "I called Vodafone", "says Lacoste", "Dear Prada": addressed, called or quoted, a company
    // the lists know by no person's name is the company (person-rules.ts leaves it alone).
    if (view.precededBy(i, ORGANIZATION_TRIGGERS) || (words === 1 && view.flags(i) === 0 && view.precededBy(i, STRONG_PERSON_TRIGGERS))) score += 0.2;
  } else {
    if (placeContext) score += kind === 'city' ? 0.25 : 0.1;
    if (aloneOnLine(view.text, start, end)) score += 0.2;
    // "El Salvador", "Costa Rica": a listed multi-word place beats the same words read as a name.
    if (words > 1 && kind !== 'city') score += 0.1;
  }
  // A place inside a company's name is part of it (organization-rules.ts takes the whole name).
  if (!isOrganization && insideOrganizationName(view, i, last)) return undefined;
  // "Apache Kafka": a foundation's project, no town; "runs in Jenkins": the tool, not Jenkins,
  // Kentucky, unless a phrase only places take says so ("lives in Jenkins") (tech-names.ts).
  if (!isOrganization && namesProductLine(view, i)) return undefined;
  if (!isOrganization && words === 1 && isToolName(view.key(i)) && !view.precededBy(i, STRONG_LOCATION_TRIGGERS)) return undefined;
  if (words === 1) {
    const flags = view.flags(i);
    // A lone word that is also an ordinary word needs a preposition (and real capitals).
    if (view.isCommon(i) && !(placeContext && view.caseful)) return undefined;
    // Without capitals, a town named like an English dictionary's word needs a preposition too:
    // "the public sector" (Bucharest's sectors are towns to the list), "phoenix" the bird.
    if (!view.caseful && !placeContext && kind === 'city' && isEnglishWord(view.lexicon, view.key(i), true)) return undefined;
    // Nor a place of two small letters: "frag ob sie kommt" asks whether, it names no river Ob
    // (scripts without case write their places short: "中国").
    if (!view.caseful && !placeContext && TWO_SMALL_LETTERS.test(view.tokens[i]?.text ?? '')) return undefined;
    // "money from ATM": a brand list's entry written like an everyday acronym is that acronym.
    if (isOrganization && view.isCommon(i) && view.caseful && isAllCaps(view.tokens[i]?.text ?? '')) return undefined;
    // "in March", "seit Juli", "depuis Mars" are dates: a town named like a month or weekday
    // needs a phrase only places take ("lives in March").
    if (!isOrganization && CALENDAR_WORDS.has(view.key(i)) && !view.precededBy(i, STRONG_LOCATION_TRIGGERS)) return undefined;
    // "am Ende", "das Essen": a German noun that is also a town's name. So is a common word after
    // "im" ("im Wald"; "im" alone stays a place's preposition: English "im in London" writes "I'm").
    if (kind === 'city' && i > 0 && view.gap(i - 1) === ' ' && (GERMAN_ARTICLES.has(view.key(i - 1)) || (view.key(i - 1) === 'im' && view.isCommon(i)))) return undefined;
    // "The ticket is In Progress", "Status: In Review": a status or a heading written in capitals,
    // not a town named like a word after the preposition (Progress, Pennsylvania).
    if (!isOrganization && view.isCommon(i) && isCapitalIn(view, i - 1) && (STATUS_WORDS.has(view.key(i)) || !view.isSentenceStart(i - 1))) return undefined;
    // "Réunion d'équipe lundi": a noun opening the sentence (everyday-nouns.ts).
    if (!isOrganization && opensWithPlaceNoun(view, i)) return undefined;
    if ((flags & (FIRST_NAME | LAST_NAME)) !== 0) {
      // "Elizabeth Mitchell", "Brandon Ottarsdóttir": a first name followed by a name, or by an
      // unlisted capitalised word that starts no place, is a person, not a city.
      if ((flags & FIRST_NAME) !== 0 && followedBySurname(view, i)) return undefined;
      if (!placeContext) score -= kind === 'city' ? (worldCityAlone(view, i, table.weight(id)) ? 0.05 : 0.3) : 0.1;
    }
    if (!placeContext && view.isSentenceStart(i)) score -= 0.1;
    // "Hiroshi Tanabe", "Tendai Moyo": right after a first name, a small town's name is a surname more likely.
    if (!placeContext && afterFirstName(view, i)) score -= 0.1;
    // One-word brands collide with ordinary words too often to count without context.
    if (isOrganization && !view.caseful) return undefined;
  }
  if (!view.caseful) score -= 0.05;
  return {
    type: isOrganization ? 'ORGANIZATION' : 'LOCATION',
    start,
    end,
    score: Math.max(0, Math.min(1, score)),
    source: SOURCE,
  };
}

/** A company suffix of three letters or more: a two-letter one is as often a region's code ("Calgary AB"). */
const longSuffix = (view: TokenView, k: number): boolean => view.key(k).length > 2 && ORGANIZATION_SUFFIXES.has(view.key(k));

/**
 * Whether the place at tokens i..last sits inside a company's name: it opens one, capitalised
 * words after it running into a suffix ("Boston Consulting Group", "Berlin Software GmbH"), or,
 * one word named like a suffix, it ends one after a capitalised word ("Washington University").
 * Only in text with case: in lower-case text every word would do.
 */
function insideOrganizationName(view: TokenView, i: number, last: number): boolean {
  if (!view.caseful) return false;
  if (i === last && i > 0 && view.adjacent(i - 1) && view.isCapitalized(i - 1) && longSuffix(view, i)) return true;
  for (let k = last + 1; k < view.length && k - last <= 3; k++) {
    if (!view.adjacent(k - 1) || !view.isCapitalized(k)) return false;
    if (longSuffix(view, k)) return true;
  }
  return false;
}

/** A city this large is named far more often than the people who share its name. */
const WORLD_CITY = 1_000_000;

/**
 * Whether token i, a city of a million people or more that is also a listed name, stands alone
 * with nothing that makes it a person: no title or name next to it, no verb only people do
 * ("I love London", "Paris is lovely", "Baker Street, London"; not "Jack London", "Sydney said").
 */
function worldCityAlone(view: TokenView, i: number, population: number): boolean {
  if (population < WORLD_CITY) return false;
  const nameAt = (k: number): boolean => view.isCapitalized(k) && view.isName(k);
  if (view.adjacent(i) && nameAt(i + 1)) return false;
  if (i > 0 && view.adjacent(i - 1) && (TITLES.has(view.key(i - 1)) || nameAt(i - 1))) return false;
  return !isPersonSubject(view, i);
}

/** Whether token i + 1 reads as a surname of token i: listed, or unlisted, capitalised and no place. */
function followedBySurname(view: TokenView, i: number): boolean {
  const next = i + 1;
  if (!view.adjacent(i) || !view.isCapitalized(next)) return false;
  if (view.isName(next)) return true;
  const text = view.tokens[next]?.text ?? '';
  if (!view.caseful || view.flags(next) !== 0 || text === text.toUpperCase()) return false;
  return pairHead(view, next) === -1 && singleHead(view, next) === -1;
}

/**
 * Whether token i is the "s" of a Dutch town's name after its apostrophe ("'s-Hertogenbosch",
 * "'s-Gravenhage": the old genitive of "des"), the hyphen and a capital after it, or "s" alone
 * before the rest of the name ("'s Gravenmoer"), whose capital `matches` checks.
 */
function dutchGenitive(view: TokenView, i: number): boolean {
  const token = view.tokens[i];
  if (token === undefined || token.text.charCodeAt(0) !== 115 || token.start < 1) return false;
  const apostrophe = view.text.charAt(token.start - 1);
  if ((apostrophe !== "'" && apostrophe !== '’') || /[\p{L}\p{N}]/u.test(view.text.charAt(token.start - 2))) return false;
  if (token.text.length === 1) return true;
  const capital = token.text.charAt(2);
  return token.text.charAt(1) === '-' && capital !== capital.toLowerCase();
}

/** Whether the town ending at token `last` is followed by a comma and a listed country or region ("Cork, Ireland"). */
function beforeCountry(view: TokenView, last: number): boolean {
  if (view.gap(last) !== ', ') return false;
  const id = findFrom(view, last + 1, false);
  const kind = id === -1 ? undefined : view.lexicon.phrases.kind(id);
  return kind === 'country' || kind === 'region';
}

/**
 * Lower-case words inside a hyphenated town's name: "Moreton-in-Marsh", "Stow-on-the-Wold",
 * "Chester-le-Street", "Saint-Jean-de-Luz", "Mülheim-an-der-Ruhr", "Katwijk-aan-Zee".
 */
const INNER_PLACE_WORDS = new WordSet([
  'in', 'on', 'upon', 'under', 'by', 'next', 'super', 'sub', 'over', 'the', 'le', 'la', 'les', 'lès',
  'sur', 'sous', 'en', 'de', 'du', 'des', 'am', 'an', 'der', 'dem', 'im', 'ob', 'bei', 'aan', 'op', 'den', 'ter',
]);
/** Inner words that open no town's tail: "Over-the-Counter", "Jean-de-Dieu" (after a first name). */
const ARTICLES = new WordSet(['the', 'der', 'dem', 'den']);
/** A city's district after a hyphen: "Rotterdam-Zuid", "Hamburg-Mitte", "Paris-Nord". */
const DISTRICTS = new WordSet([
  'noord', 'zuid', 'oost', 'west', 'centrum', 'nord', 'süd', 'sud', 'ost', 'mitte', 'zentrum',
  'centre', 'center', 'est', 'ouest', 'centro', 'norte', 'sur', 'este', 'oeste', 'north', 'south', 'east',
]);

/**
 * A town no list knows, by the shape of its name: a Dutch "'s-" town ("'s-Gravenhage"), a
 * hyphenated name with lower-case words inside ("Moreton-in-Marsh"), or a listed city and its
 * district ("Rotterdam-Zuid").
 */
function placeByShape(view: TokenView, i: number): Span | undefined {
  const token = view.tokens[i];
  if (!view.caseful || token === undefined || !token.text.includes('-')) return undefined;
  const genitive = dutchGenitive(view, i);
  let score: number | undefined;
  if (genitive) score = 0.7;
  else if (view.isCapitalized(i)) score = innerWordsPlace(view, token.text) ? 0.6 : districtPlace(view, token.text);
  if (score === undefined) return undefined;
  const context = view.precededBy(i, LOCATION_TRIGGERS) || view.precededBy(i, STRONG_LOCATION_TRIGGERS);
  const start = token.start - (genitive ? 1 : 0);
  return { type: 'LOCATION', start, end: view.end(i), score: Math.min(1, score + (context ? 0.25 : 0)), source: SOURCE };
}

/**
 * "Moreton-in-Marsh", "Stow-on-the-Wold": capitalised ends, lower-case words of a town's name
 * between them. Not the phrases English writes the same way in titles, which open with an
 * everyday word and end in a word of the spelling dictionary ("Editor-in-Chief", "Mother-in-Law",
 * "Writer-in-Residence", "Jack-in-the-Box"), or repeat one ("Step-by-Step"). "Stow" and "Wold"
 * are in that dictionary too, but no everyday word.
 */
function innerWordsPlace(view: TokenView, text: string): boolean {
  const parts = text.split('-');
  const head = parts[0] ?? '';
  const tail = parts[parts.length - 1] ?? '';
  if (parts.length < 3 || !startsCapital(head) || !startsCapital(tail) || head.toLowerCase() === tail.toLowerCase()) return false;
  let inner = 0;
  for (let k = 1; k < parts.length - 1; k++) {
    const part = parts[k] ?? '';
    if (startsCapital(part)) continue;
    if (!INNER_PLACE_WORDS.has(part)) return false;
    // "Over-the-Counter"; "Jean-de-Dieu", a first name's compound.
    if (inner === 0 && (ARTICLES.has(part) || (part.startsWith('d') && firstName(view, parts[k - 1] ?? '')))) return false;
    inner++;
  }
  if (inner === 0) return false;
  return !(isEnglishWord(view.lexicon, head.toLowerCase()) && isEnglishWord(view.lexicon, tail.toLowerCase(), true));
}

/**
 * The score of "Rotterdam-Zuid" when the part before the district is a listed city: the city's,
 * and at least a mid-size town's (0.6), the district saying it is a place.
 */
function districtPlace(view: TokenView, text: string): number | undefined {
  const cut = text.lastIndexOf('-');
  if (!DISTRICTS.has(text.slice(cut + 1).toLowerCase())) return undefined;
  const base = foldAccents(text.slice(0, cut).toLowerCase());
  if (firstName(view, base)) return undefined;
  const table = view.lexicon.phrases;
  for (let id = table.first(base); id !== -1; id = table.next(id)) {
    if (table.kind(id) === 'city' && table.words(id) === 1 && table.exact(id) === undefined) return Math.max(0.6, baseScore(table, id));
  }
  return undefined;
}

function firstName(view: TokenView, word: string): boolean {
  return ((view.lexicon.words.get(word.toLowerCase()) ?? 0) & FIRST_NAME) !== 0;
}

function startsCapital(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}

/** An unlisted capitalised word after "lives in", "grew up in", "moved here from"... */
function unknownPlace(view: TokenView, i: number): Span | undefined {
  if (!view.caseful || !view.isCapitalized(i) || view.flags(i) !== 0 || !view.precededBy(i, STRONG_LOCATION_TRIGGERS)) {
    return undefined;
  }
  let last = i;
  while (last + 1 < view.length && last - i < 3 && view.adjacent(last) && view.isCapitalized(last + 1) && !view.isCommon(last + 1)) last++;
  return { type: 'LOCATION', start: view.tokens[i]?.start ?? 0, end: view.end(last), score: 0.45, source: SOURCE };
}

/** Whether a word is written in capitals only ("ATM"). */
function isAllCaps(word: string): boolean {
  return word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
}
