import { createRequire } from 'node:module';
import { borders } from '@rapideditor/country-coder';
import type { Countries } from 'world-countries';
import { NameIndex } from './name-index.js';

/** Countries before territories before regions when a name is shared ("Ireland": the state, then the island). */
const LEVEL_PRIOR: Readonly<Record<string, number>> = { country: 4, territory: 3, subterritory: 2 };

/** Codes ("DE", "GB-ENG") are not names: a mention "DE" is more often German than Germany. */
const isCode = (name: string) => !/\p{Ll}/u.test(name);

/**
 * Countries, territories and world regions with their Wikidata ids from country-coder, named in
 * many languages by world-countries (matched on the ISO 3166 alpha-2 code): English common name
 * as label; official, native and translated names as aliases.
 */
export function loadLocations(): NameIndex {
  const index = new NameIndex('wikidata');
  const byCode = new Map<string, number>();
  for (const { properties } of borders.features) {
    if (properties.wikidata === undefined || properties.nameEn === undefined) continue;
    const entity = index.entity(properties.wikidata, properties.nameEn, LEVEL_PRIOR[properties.level] ?? 1);
    index.name(entity, properties.nameEn, true);
    for (const alias of properties.aliases ?? []) if (!isCode(alias)) index.name(entity, alias, false);
    if (properties.iso1A2 !== undefined && (properties.level === 'country' || properties.level === 'territory' || !byCode.has(properties.iso1A2))) {
      byCode.set(properties.iso1A2, entity);
    }
  }
  // world-countries is CommonJS whose typings describe an ES default export.
  const countries = createRequire(import.meta.url)('world-countries') as Countries;
  for (const country of countries) {
    const entity = byCode.get(country.cca2);
    if (entity === undefined) continue;
    // The common English name is a label too: country-coder says "Republic of Ireland", people "Ireland".
    index.name(entity, country.name.common, true);
    const names = [
      country.name.official,
      ...Object.values(country.name.native ?? {}).flatMap((name) => [name.common, name.official]),
      ...Object.values(country.translations ?? {}).flatMap((name) => [name.common, name.official]),
      ...(country.altSpellings ?? []).filter((name) => !isCode(name)),
    ];
    for (const name of names) index.name(entity, name, false);
  }
  return index;
}
