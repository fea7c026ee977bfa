import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DictionaryDefinition } from './recognizers/dictionary.js';
import { DEFINED_ENTITY_TYPE } from './types.js';

/** The package's dictionaries/ folder (this file is dist/src/privacy/shipped-dictionaries.js). */
const SHIPPED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dictionaries');

interface DictionaryFile {
  name?: unknown;
  entity_type?: unknown;
  kind?: unknown;
  case_sensitive?: unknown;
  diacritic_sensitive?: unknown;
  terms?: unknown;
}

export class DictionaryFileError extends Error {
  override name = 'DictionaryFileError';
}

/**
 * Loads the dictionary files named in `privacy.dictionaries` (shipped ones by file name, others by
 * path). They apply to every organisation, alongside each organisation's own dictionaries.
 */
export function loadDictionaryFiles(names: readonly string[]): DictionaryDefinition[] {
  return names.map((name) => {
    const file = existsSync(path.join(SHIPPED, name)) ? path.join(SHIPPED, name) : path.resolve(name);
    let parsed: DictionaryFile;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8')) as DictionaryFile;
    } catch (error) {
      throw new DictionaryFileError(`privacy.dictionaries: cannot read ${name}: ${(error as Error).message}`);
    }
    const terms = Array.isArray(parsed.terms) ? parsed.terms : [];
    if (typeof parsed.name !== 'string' || typeof parsed.entity_type !== 'string' || !new RegExp(DEFINED_ENTITY_TYPE).test(parsed.entity_type) || terms.length === 0) {
      throw new DictionaryFileError(`privacy.dictionaries: ${name} needs "name", an upper-case "entity_type" (not ending in "_" and digits) and non-empty "terms".`);
    }
    return {
      id: `file:${parsed.name}`,
      name: parsed.name,
      entityType: parsed.entity_type,
      kind: parsed.kind === 'allow' ? 'allow' : 'deny',
      caseSensitive: parsed.case_sensitive === true,
      diacriticSensitive: parsed.diacritic_sensitive === true,
      terms: terms.map((term) =>
        typeof term === 'string' ? { term } : { term: String((term as { term?: unknown }).term), ...(typeof (term as { canonical_id?: unknown }).canonical_id === 'string' ? { canonicalId: (term as { canonical_id: string }).canonical_id } : {}) },
      ),
    };
  });
}
