import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { NameIndex } from './name-index.js';

interface WikidataLanguage {
  wd: string;
  label?: string;
  native?: string;
  iso6391?: string[];
  iso6393?: string[];
}

/**
 * Languages from wikidata-lang (~8,600 Wikidata language items): English label, native name as
 * an alias. Languages with an ISO 639-1 code come first when names collide.
 */
export function loadLanguages(): NameIndex {
  const require = createRequire(import.meta.url);
  const languages = JSON.parse(readFileSync(require.resolve('wikidata-lang/data/languages.json'), 'utf8')) as WikidataLanguage[];
  const index = new NameIndex('wikidata');
  for (const language of languages) {
    if (language.label === undefined || !/^Q\d+$/.test(language.wd)) continue;
    const prior = (language.iso6391?.length ?? 0) > 0 ? 3 : (language.iso6393?.length ?? 0) > 0 ? 2 : 1;
    const entity = index.entity(language.wd, language.label, prior);
    index.name(entity, language.label, true);
    if (language.native !== undefined) index.name(entity, language.native, false);
  }
  return index;
}
