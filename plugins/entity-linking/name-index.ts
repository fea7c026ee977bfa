/**
 * Name lookup for one knowledge base: exact names and folded names (case, diacritics and
 * punctuation removed) point at entities. Entities live in parallel arrays and names map to
 * small arrays of numbers, which keeps ~200,000 names in a few tens of MB.
 */

/** Scores of the ways a mention can match a name. */
export const MATCH_SCORES = {
  exactLabel: 1,
  exactAlias: 0.9,
  foldedLabel: 0.85,
  foldedAlias: 0.75,
} as const;

/** One possible link of a mention. */
export interface Candidate {
  id: string;
  source: string;
  label: string;
  score: number;
  /** Tie-breaker between equal scores (how prominent the entity is); not returned to clients. */
  prior: number;
}

/** Case-, diacritic- and punctuation-insensitive key: "Nestlé S.A." and "nestle sa" meet. */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/^the\s+/u, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Exact key: the name as written, with spacing and apostrophes made uniform. */
export function exactName(name: string): string {
  return name.normalize('NFC').replace(/[’‘`´]/g, "'").replace(/\s+/g, ' ').trim();
}

/** The names of one knowledge base's entities, looked up exactly and folded. */
export class NameIndex {
  private readonly ids: string[] = [];
  private readonly labels: string[] = [];
  private readonly priors: number[] = [];
  private readonly byId = new Map<string, number>();
  /** name -> entity * 2 + 1 for the entity's label, entity * 2 for an alias. */
  private readonly exact = new Map<string, number[]>();
  private readonly folded = new Map<string, number[]>();

  constructor(readonly source: string) {}

  get entityCount(): number {
    return this.ids.length;
  }

  get nameCount(): number {
    return this.exact.size;
  }

  /** Adds an entity (or raises its prior if known) and returns its number. */
  entity(id: string, label: string, prior: number): number {
    const known = this.byId.get(id);
    if (known !== undefined) {
      this.priors[known] = Math.max(this.priors[known] ?? 0, prior);
      return known;
    }
    this.ids.push(id);
    this.labels.push(label);
    this.priors.push(prior);
    this.byId.set(id, this.ids.length - 1);
    return this.ids.length - 1;
  }

  /**
   * Adds a name of an entity; `isLabel` for its main name(s). `'folded'` names are match keys
   * rather than names as written (NSI's lower-cased match names): they match only folded.
   */
  name(entity: number, name: string, isLabel: boolean, match: 'exact' | 'folded' = 'exact'): void {
    const exact = exactName(name);
    if (exact === '') return;
    const reference = entity * 2 + (isLabel ? 1 : 0);
    if (match === 'exact') add(this.exact, exact, reference);
    const folded = foldName(exact);
    if (folded !== '') add(this.folded, folded, reference);
  }

  /** Every entity the mention may name, best match per entity. */
  lookup(mention: string): Candidate[] {
    const best = new Map<number, number>();
    const consider = (references: number[] | undefined, label: number, alias: number) => {
      for (const reference of references ?? []) {
        const entity = reference >> 1;
        const score = (reference & 1) === 1 ? label : alias;
        if (score > (best.get(entity) ?? 0)) best.set(entity, score);
      }
    };
    const exact = exactName(mention);
    consider(this.exact.get(exact), MATCH_SCORES.exactLabel, MATCH_SCORES.exactAlias);
    consider(this.folded.get(foldName(exact)), MATCH_SCORES.foldedLabel, MATCH_SCORES.foldedAlias);
    return [...best].map(([entity, score]) => ({
      id: this.ids[entity] ?? '',
      source: this.source,
      label: this.labels[entity] ?? '',
      score,
      prior: this.priors[entity] ?? 0,
    }));
  }
}

function add(map: Map<string, number[]>, key: string, reference: number): void {
  const references = map.get(key);
  if (references === undefined) map.set(key, [reference]);
  else if (!references.includes(reference)) {
    // A name that is an entity's label and also its alias keeps the label.
    const alias = reference & ~1;
    const index = references.indexOf(alias);
    if (index !== -1 && (reference & 1) === 1) references[index] = reference;
    else if (!references.includes(reference | 1)) references.push(reference);
  }
}
