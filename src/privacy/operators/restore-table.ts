/**
 * The lookup side of restoring: which original value a placeholder `[TYPE_N]` or a surrogate stands
 * for. Built once per anonymization map and shared by every restorer of a response.
 */
export interface RestoreTable {
  /** Original value for a canonical placeholder type and number; n undefined = the model dropped the number: resolve only if the type has exactly one entry. */
  resolve(type: string, n: number | undefined): string | undefined;
  /** Entity types present in the map (upper case). */
  readonly types: ReadonlySet<string>;
  /** Surrogate string -> original (only for the surrogate style; empty otherwise). */
  readonly surrogates: ReadonlyMap<string, string>;
}

/** One replacement record of an anonymization map, as the anonymizer produced it. */
export interface RestoreEntry {
  /** The canonical placeholder, e.g. `[PERSON_1]` (informational: lookups use type and n). */
  placeholder: string;
  /** Entity type; normalised to upper case with `_` separators. */
  type: string;
  /** Number of the placeholder within its type (1, 2, 3...). */
  n: number;
  /** The personal value to put back. */
  original: string;
  /** The fake value sent upstream instead of the placeholder (surrogate style only). */
  surrogate?: string;
}

/** An Ethereum address in EIP-55's mixed case (the surrogate keeps the original's case). */
const MIXED_CASE_ETHEREUM = /^0x(?=[0-9a-fA-F]*[a-f])(?=[0-9a-fA-F]*[A-F])[0-9a-fA-F]{40}$/;

const canonicalTypes = new Map<string, string>();
const MAX_CACHED_TYPES = 1024;

/**
 * Normalises a type name the way the placeholder grammar does (`credit-card` -> `CREDIT_CARD`), so
 * a map written with a slightly different spelling still matches what restore-text canonicalises.
 */
function canonicalType(type: string): string {
  let canonical = canonicalTypes.get(type);
  if (canonical === undefined) {
    canonical = type.toUpperCase().replace(/[ -]/g, '_');
    // Type names are few (the built-in ones and the organisations' dictionary types); the bound
    // only guards against a flood of odd spellings in model output.
    if (canonicalTypes.size >= MAX_CACHED_TYPES) canonicalTypes.clear();
    canonicalTypes.set(type, canonical);
  }
  return canonical;
}

/**
 * Builds a restore table from the replacement records of a map.
 *
 * When two records claim the same (type, n) or the same surrogate, the first one wins: a map never
 * produces that, and keeping the first is deterministic. Empty surrogates are ignored because they
 * would match everywhere. `surrogateStyle`: the map sent surrogates, so an entry that has one is
 * restored from its surrogate only, never from a placeholder.
 */
export function createRestoreTable(entries: Iterable<RestoreEntry>, options: { surrogateStyle?: boolean } = {}): RestoreTable {
  const byType = new Map<string, Map<number, string>>();
  const surrogates = new Map<string, string>();
  for (const entry of entries) {
    const type = canonicalType(entry.type);
    let numbers = byType.get(type);
    if (numbers === undefined) {
      numbers = new Map();
      byType.set(type, numbers);
    }
    const surrogate = entry.surrogate;
    // In the surrogate style, an entry sent upstream as a surrogate never appeared as a placeholder:
    // `[PERSON_1]` in the text is then the user's own, and putting a person's data there would be wrong.
    const placeholderSent = options.surrogateStyle !== true || surrogate === undefined || surrogate === entry.placeholder;
    if (placeholderSent && !numbers.has(entry.n)) numbers.set(entry.n, entry.original);
    if (surrogate !== undefined && surrogate !== '' && !surrogates.has(surrogate)) surrogates.set(surrogate, entry.original);
    // An Ethereum address is the same in any letter case, and code and JSON write it in small
    // letters: the EIP-55 mixed-case surrogate comes back from those too.
    if (surrogate !== undefined && type === 'CRYPTO_WALLET' && MIXED_CASE_ETHEREUM.test(surrogate) && !surrogates.has(surrogate.toLowerCase())) {
      surrogates.set(surrogate.toLowerCase(), entry.original);
    }
  }
  const types: ReadonlySet<string> = new Set([...byType].filter(([, numbers]) => numbers.size > 0).map(([type]) => type));
  return {
    types,
    surrogates,
    resolve(type, n) {
      const numbers = byType.get(type) ?? byType.get(canonicalType(type));
      if (numbers === undefined) return undefined;
      if (n !== undefined) return numbers.get(n);
      // A dropped number is only safe when the type has a single value; otherwise guessing would
      // put the wrong person's data into the answer.
      if (numbers.size !== 1) return undefined;
      for (const value of numbers.values()) return value;
      return undefined;
    },
  };
}
