import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NameIndex } from './name-index.js';

interface NsiItem {
  displayName?: string;
  matchNames?: string[];
  tags: Record<string, string>;
}
interface NsiFile {
  _meta?: { version?: string };
  nsi: Record<string, { items: NsiItem[] }>;
}
/** The roles an NSI item names an organisation in, each with its own Wikidata id. */
const ROLES = ['brand', 'operator', 'network'] as const;

/** A localised name of a role or of the item, e.g. `brand:en`, `operator:zh-Hant`, `name:fr`. */
const localised = (role: string) => new RegExp(`^${role}:[a-z]{2,3}(?:-[A-Za-z]+)*$`);
const LOCALISED = { brand: localised('brand'), operator: localised('operator'), network: localised('network'), name: localised('name') };

/** A folder of the name-suggestion-index package's dist/ (its `exports` hide the JSON files). */
function nsiFile(relative: string): string {
  return fileURLToPath(new URL(`../${relative}`, import.meta.resolve('name-suggestion-index')));
}

/**
 * Brands, operators and transit networks from the name-suggestion-index (OpenStreetMap's list of
 * ~50,000 chains and operators with their Wikidata ids). An item's role tag (`brand`) is the
 * label; localised names, short names and the item's display name are aliases; NSI's match names
 * (lower-cased keys) match only folded. The prior is how many NSI items use the id (a chain
 * listed under shops and fuel stations is prominent). NSI's Wikidata extract (labels) is not
 * read: parsing it would double the start-up time for nicer labels of a few operators.
 */
export function loadOrganizations(): { index: NameIndex; version: string } {
  const file = JSON.parse(readFileSync(nsiFile('json/nsi.min.json'), 'utf8')) as NsiFile;
  const index = new NameIndex('wikidata');
  const uses = new Map<string, number>();
  // An id's label: its English name, else the name most items give it in that role.
  const spellings = new Map<string, Map<string, number>>();
  const items = Object.values(file.nsi).flatMap((category) => category.items);
  for (const item of items) {
    for (const role of ROLES) {
      const id = item.tags[`${role}:wikidata`];
      if (id === undefined) continue;
      uses.set(id, (uses.get(id) ?? 0) + 1);
      const counts = spellings.get(id) ?? new Map<string, number>();
      spellings.set(id, counts);
      // The English name, where NSI has one, is the label ("Starbucks", not the Chinese items' "星巴克").
      const english = item.tags[`${role}:en`];
      if (english !== undefined) counts.set(english, (counts.get(english) ?? 0) + 1000);
      const own = item.tags[role];
      if (own !== undefined) counts.set(own, (counts.get(own) ?? 0) + 1);
    }
  }
  const labelOf = (id: string): string | undefined => {
    let best: string | undefined;
    let most = 0;
    for (const [name, count] of spellings.get(id) ?? []) {
      if (count > most) [best, most] = [name, count];
    }
    return best;
  };
  for (const item of items) {
    let main: number | undefined;
    for (const role of ROLES) {
      const id = item.tags[`${role}:wikidata`];
      if (id === undefined || !/^Q\d+$/.test(id)) continue;
      const own = item.tags[role];
      const label = labelOf(id) ?? item.tags.name ?? item.displayName;
      if (label === undefined) continue;
      const entity = index.entity(id, label, uses.get(id) ?? 1);
      main ??= entity;
      index.name(entity, label, true);
      if (own !== undefined && own !== label) index.name(entity, own, true);
      const pattern = LOCALISED[role];
      for (const [key, value] of Object.entries(item.tags)) {
        if (key === `${role}:short` || pattern.test(key)) index.name(entity, value, false);
      }
    }
    if (main === undefined) continue;
    // The item's own names describe its first role (the brand of a shop, else its operator).
    for (const [key, value] of Object.entries(item.tags)) {
      if (key === 'name' || key === 'official_name' || LOCALISED.name.test(key)) index.name(main, value, false);
    }
    if (item.displayName !== undefined) index.name(main, item.displayName.replace(/\s*\([^)]*\)$/, ''), false);
    for (const name of item.matchNames ?? []) index.name(main, name, false, 'folded');
  }
  return { index, version: file._meta?.version ?? 'unknown' };
}
