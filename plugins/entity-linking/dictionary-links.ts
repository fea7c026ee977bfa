import { LRUCache } from 'lru-cache';
import type { DictionaryRecord, DictionaryStore } from '../../src/store/types.js';
import { exactName, foldName, MATCH_SCORES, type Candidate } from './name-index.js';

/** An organisation's dictionary terms that carry a canonical id, ready to look up. */
export interface DictionaryLinks {
  /** Entity types of the organisation's deny dictionaries: the analyzer reports them as mentions. */
  readonly entityTypes: readonly string[];
  /** Candidates for a mention; `type` null matches dictionaries of any type. */
  lookup(mention: string, type: string | null): Candidate[];
  /** The label of a canonical id in a dictionary source (`dictionary:<name>`). */
  labelOf(source: string, id: string): string | undefined;
}

interface Link {
  id: string;
  source: string;
  label: string;
  entityType: string;
}

/** Dictionary links outrank knowledge-base links of the same match: the organisation said so. */
const DICTIONARY_PRIOR = Number.MAX_SAFE_INTEGER;

function compile(records: readonly DictionaryRecord[]): DictionaryLinks {
  const exact = new Map<string, Link[]>();
  const folded = new Map<string, Link[]>();
  const labels = new Map<string, string>();
  const add = (map: Map<string, Link[]>, key: string, link: Link) => {
    const links = map.get(key) ?? [];
    if (!links.some((known) => known.id === link.id && known.source === link.source)) links.push(link);
    map.set(key, links);
  };
  for (const record of records) {
    const source = `dictionary:${record.name}`;
    for (const { term, canonicalId } of record.terms) {
      if (canonicalId === undefined) continue;
      // A canonical id's label is its first term in the dictionary.
      const labelKey = `${source}\u0000${canonicalId}`;
      if (!labels.has(labelKey)) labels.set(labelKey, term);
      const link: Link = { id: canonicalId, source, label: labels.get(labelKey) ?? term, entityType: record.entityType };
      add(exact, exactName(term), link);
      // Case- or diacritic-sensitive dictionaries match as written only.
      if (!record.caseSensitive && !record.diacriticSensitive) add(folded, foldName(term), link);
    }
  }
  const entityTypes = [...new Set(records.filter((record) => record.kind === 'deny').map((record) => record.entityType))];
  return {
    entityTypes,
    labelOf: (source, id) => labels.get(`${source}\u0000${id}`),
    lookup(mention, type) {
      const best = new Map<string, Candidate>();
      const consider = (links: Link[] | undefined, score: number) => {
        for (const link of links ?? []) {
          if (type !== null && link.entityType !== type) continue;
          const key = `${link.source}\u0000${link.id}`;
          if ((best.get(key)?.score ?? 0) < score) best.set(key, { id: link.id, source: link.source, label: link.label, score, prior: DICTIONARY_PRIOR });
        }
      };
      const written = exactName(mention);
      consider(exact.get(written), MATCH_SCORES.exactLabel);
      consider(folded.get(foldName(written)), MATCH_SCORES.foldedLabel);
      return [...best.values()];
    },
  };
}

/**
 * Per-organisation dictionary links, recompiled when the organisation's dictionary revision
 * changes (the store's revision is read on every request: one indexed query).
 */
export function createDictionaryLinker(store: DictionaryStore): (organizationId: string) => Promise<DictionaryLinks> {
  const compiled = new LRUCache<string, { revision: string; links: DictionaryLinks }>({ max: 1000 });
  return async (organizationId) => {
    const revision = await store.revision(organizationId);
    const cached = compiled.get(organizationId);
    if (cached?.revision === revision) return cached.links;
    const links = compile(await store.list(organizationId));
    compiled.set(organizationId, { revision, links });
    return links;
  };
}
