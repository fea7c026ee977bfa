import type { Candidate, NameIndex } from './name-index.js';

/** The local knowledge bases, each with Wikidata ids. */
export interface KnowledgeBases {
  organizations: NameIndex;
  locations: NameIndex;
  languages: NameIndex;
}

/** Which knowledge bases a mention of a type may link to. PERSON has none: no people are listed. */
const BASES_BY_TYPE: Readonly<Record<string, ReadonlyArray<keyof KnowledgeBases>>> = {
  ORGANIZATION: ['organizations'],
  LOCATION: ['locations'],
  LANGUAGE: ['languages'],
};

const ALL_BASES: ReadonlyArray<keyof KnowledgeBases> = ['locations', 'organizations', 'languages'];

/** A possessive found with the mention ("Germany's") costs a little confidence. */
const POSSESSIVE_FACTOR = 0.95;

/** Knowledge-base candidates of a mention; an untyped mention (`null`) may be anything. */
export function knowledgeBaseCandidates(bases: KnowledgeBases, mention: string, type: string | null): Candidate[] {
  const names = type === null ? ALL_BASES : (BASES_BY_TYPE[type] ?? []);
  const lookup = (text: string) => names.flatMap((name) => bases[name].lookup(text));
  const found = lookup(mention);
  const possessive = /^(.+?)\s*['’]s?$/u.exec(mention);
  if (found.length > 0 || possessive === null) return found;
  return lookup(possessive[1] as string).map((candidate) => ({ ...candidate, score: candidate.score * POSSESSIVE_FACTOR }));
}

/** Best first: match score, then prior (dictionaries, then prominence); one entry per id and source. */
export function rankCandidates(candidates: readonly Candidate[], limit: number): Candidate[] {
  const best = new Map<string, Candidate>();
  for (const candidate of candidates) {
    const key = `${candidate.source}\u0000${candidate.id}`;
    const known = best.get(key);
    if (known === undefined || candidate.score > known.score) best.set(key, candidate);
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || b.prior - a.prior || qidNumber(a.id) - qidNumber(b.id))
    .slice(0, limit);
}

/** Older Wikidata items (lower numbers) are on average the better-known ones. */
function qidNumber(id: string): number {
  const match = /^Q(\d+)$/.exec(id);
  return match === null ? Number.MAX_SAFE_INTEGER : Number(match[1]);
}
