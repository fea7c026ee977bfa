import type { Span } from '../types.js';

/**
 * What joins two items of one list: a comma, "and", "or", "&" or a slash, in the six languages
 * ("Phoenix and Orlando", "Georgetown, Beverly Hills", "Lyon et Nice").
 */
const LIST_JOINT = /^(?:[ \t]*[,/&][ \t]*|[ \t]*,?[ \t]+(?:and|or|und|oder|et|ou|y|o|e|en)[ \t]+)$/;
/** Items of one list read at most: a longer run is a table or a dump, which the rules above read already. */
const MAX_ITEMS = 12;
/**
 * What a company has in a town, after the towns' names: "our Phoenix and Orlando branches", "the
 * Georgetown and Beverly Hills locations", "the Madison office".
 */
const PLACE_NOUN_AFTER =
  /^[ \t]+(?:branch(?:es)?|offices?|locations?|stores?|shops?|sites?|campus(?:es)?|plants?|factor(?:y|ies)|warehouses?|depots?|hubs?|outlets?|airports?|stations?|areas?|regions?|metro|headquarters|HQ|Filialen?|Standorte?|Büros?|agences?|bureaux|sucursal(?:es)?|oficinas?|sedi|vestigingen)(?![\p{L}\p{N}])/iu;
/**
 * The same before them, with the preposition that leads to the towns: "our offices in Austin,
 * Dallas and Houston", "la sucursal de Orlando", "Standorte in Madison und Jackson", "cities like
 * Lincoln and Madison".
 */
const PLACE_NOUN_BEFORE =
  /(?:^|[^\p{L}])(?:branch(?:es)?|offices?|locations?|stores?|shops?|sites?|campus(?:es)?|plants?|factor(?:y|ies)|warehouses?|depots?|airports?|cit(?:y|ies)|towns?|Filialen?|Standorte?|Büros?|Städten?|agences?|bureaux?|villes?|sucursal(?:es)?|oficinas?|ciudad(?:es)?|sedi?|città|filiali?|vestiging(?:en)?|kantoren?|steden?)[ \t]+(?:in|at|near|like|such as|for|im|in der|de|du|en|di|a|te|zoals)[ \t]+$/iu;

/**
 * Names that are a person's and a town's both ("Orlando", "Madison", "Beverly Hills") in a list of
 * towns, or alone, where a place's noun says what they are: "Our Phoenix and Orlando branches",
 * "the Georgetown and Beverly Hills locations", "our offices in Austin, Dallas and Houston". The
 * town's reading is taken: the person span is dropped and the place span, which covers the same
 * words, keeps the higher of the two scores (the words stay masked either way). Without the noun a
 * list says nothing: "I flew from Berlin and Anna picked me up", "Meeting with Austin, Dallas and
 * Houston from sales". Spans of other types are left as they are.
 */
export function placesOfPlaceLists(text: string, spans: Span[]): Span[] {
  const places = new Map<string, Span>();
  for (const span of spans) if (span.type === 'LOCATION') places.set(`${span.start}:${span.end}`, span);
  if (places.size === 0) return spans;
  // Each place span that a person span covers exactly: the two readings of one name.
  const personOf = new Map<Span, Span>();
  for (const span of spans) {
    if (span.type !== 'PERSON') continue;
    const place = places.get(`${span.start}:${span.end}`);
    if (place !== undefined) personOf.set(place, span);
  }
  if (personOf.size === 0) return spans;
  const items = [...places.values()].sort((a, b) => a.start - b.start);
  const settled = new Set<Span>();
  // Runs of places joined as a list, each read with the words around it.
  for (let first = 0; first < items.length; ) {
    let last = first;
    while (last + 1 < items.length && last - first + 1 < MAX_ITEMS && LIST_JOINT.test(text.slice((items[last] as Span).end, (items[last + 1] as Span).start))) last++;
    const run = items.slice(first, last + 1);
    first = last + 1;
    if (!run.some((place) => personOf.has(place))) continue;
    const start = (run[0] as Span).start;
    const end = (run[run.length - 1] as Span).end;
    if (PLACE_NOUN_AFTER.test(text.slice(end, end + 24)) || PLACE_NOUN_BEFORE.test(text.slice(Math.max(0, start - 40), start))) {
      for (const place of run) if (personOf.has(place)) settled.add(place);
    }
  }
  if (settled.size === 0) return spans;
  const droppedPersons = new Set<Span>();
  for (const place of settled) droppedPersons.add(personOf.get(place) as Span);
  const result: Span[] = [];
  for (const span of spans) {
    if (droppedPersons.has(span)) continue;
    const person = settled.has(span) ? personOf.get(span) : undefined;
    result.push(person === undefined || person.score <= span.score ? span : { ...span, score: person.score });
  }
  return result;
}
