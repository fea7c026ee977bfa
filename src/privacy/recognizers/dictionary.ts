/**
 * Custom dictionaries: an organisation's own terms (project code names, customer names, VIPs)
 * that must always be anonymised ('deny'), or never ('allow').
 *
 * Deny dictionaries compile into one token trie per folding mode (case- and diacritic-sensitive
 * or not): a term is a path of token keys, so matching costs one hashed lookup per text token
 * plus a short walk where a term starts, whatever the number of terms (10,000 terms match as
 * fast as ten). Matches are whole words, leftmost-longest across all dictionaries ("New York
 * City" over "New York"); on an exact tie the dictionary listed first wins. Dictionary hits
 * score 1.0: the organisation said so, which beats any model's guess in the overlap rule.
 */
import type { Recognizer, RecognizerContext, Span } from '../types.js';
import { foldToken, modeIndex, modeOf, tokenizeText, type FoldMode, type TextTokens } from './dictionary-text.js';

/** One term; `canonicalId` links variants to one entity ("IBM", "International Business Machines"). */
export interface DictionaryTerm {
  term: string;
  canonicalId?: string;
}

/** A dictionary as stored per organisation. */
export interface DictionaryDefinition {
  id: string;
  name: string;
  /** Type reported for hits of a deny dictionary (e.g. `PERSON`, `PROJECT`). */
  entityType: string;
  kind: 'deny' | 'allow';
  terms: readonly DictionaryTerm[];
  caseSensitive: boolean;
  diacriticSensitive: boolean;
}

/** A span found by a dictionary; carries the term's canonical ID when it has one. */
export interface DictionarySpan extends Span {
  canonicalId?: string;
}

interface Hit {
  readonly type: string;
  readonly source: string;
  readonly canonicalId: string | undefined;
  /** Dictionary position: the lower wins a tie. */
  readonly order: number;
}

interface TrieNode {
  children: Map<string, TrieNode> | undefined;
  hit: Hit | undefined;
}

/** Prefix of a child key whose token follows the previous one with no whitespace ("AT&T"). */
const JOINED = '\u0000';

/** Keys of a term's tokens under a mode, the gap before each encoded; undefined for an empty term. */
function termPath(term: string, mode: FoldMode): string[] | undefined {
  const tokens = tokenizeText(term);
  const path: string[] = [];
  for (let k = 0; k < tokens.starts.length; k++) {
    const key = foldToken(term.slice(tokens.starts[k], tokens.ends[k]), mode);
    if (key === '') return undefined;
    path.push(k === 0 || tokens.spaced[k] === 1 ? key : JOINED + key);
  }
  return path.length === 0 ? undefined : path;
}

/**
 * The key under which a term is matched with these folding settings (undefined for an empty
 * term): two terms with the same key are the same term to the recognizer ("Delta" and "delta"
 * in a case-insensitive dictionary).
 */
export function termKey(term: string, mode: FoldMode): string | undefined {
  return termPath(term, mode)?.join('\u0001');
}

/**
 * Token keys of one text. Not memoised: a key is needed once for the trie root and again only
 * when a walk passes over the token, which is rare; computing beats storing.
 */
class TokenKeys {
  /** The text lower-cased once, when that keeps every offset (true unless "İ" and the like). */
  private lower: string | undefined;

  constructor(
    private readonly text: string,
    readonly tokens: TextTokens,
  ) {}

  get(mode: number, i: number): string {
    const start = this.tokens.starts[i] ?? 0;
    const end = this.tokens.ends[i] ?? 0;
    // An ASCII token's key is the token, lower-cased unless the mode is case-sensitive.
    if (this.tokens.ascii[i] === 1) {
      if ((mode & 2) !== 0) return this.text.slice(start, end);
      this.lower ??= this.text.toLowerCase();
      return this.lower.length === this.text.length ? this.lower.slice(start, end) : this.text.slice(start, end).toLowerCase();
    }
    return foldToken(this.text.slice(start, end), modeOf(mode));
  }
}

/**
 * Creates the recognizer of the given dictionaries' deny terms (allow dictionaries are skipped);
 * with `kind: 'allow'`, of their allow terms instead: where the text names what must stay.
 */
export function createDictionaryRecognizer(dictionaries: readonly DictionaryDefinition[], kind: DictionaryDefinition['kind'] = 'deny'): Recognizer {
  const roots: (Map<string, TrieNode> | undefined)[] = [];
  const entities = new Set<string>();
  dictionaries.forEach((dictionary, order) => {
    if (dictionary.kind !== kind) return;
    entities.add(dictionary.entityType);
    const mode = modeIndex(dictionary);
    const root = (roots[mode] ??= new Map());
    const source = `dictionary:${dictionary.name}`;
    for (const { term, canonicalId } of dictionary.terms) {
      const path = termPath(term, dictionary);
      if (path === undefined) continue;
      let children = root;
      let node: TrieNode | undefined;
      for (const key of path) {
        node = children.get(key);
        if (node === undefined) {
          node = { children: undefined, hit: undefined };
          children.set(key, node);
        }
        children = node.children ??= new Map();
      }
      // The first definition of a term wins (earlier dictionary, then earlier term).
      if (node !== undefined && node.hit === undefined) node.hit = { type: dictionary.entityType, source, canonicalId, order };
    }
  });
  const modes = roots.flatMap((root, mode) => (root === undefined || root.size === 0 ? [] : [{ mode, root }]));

  return {
    name: 'dictionary',
    entities: [...entities],
    languages: '*',
    detect(text: string, _context: RecognizerContext): Span[] {
      if (modes.length === 0 || text.length === 0) return [];
      const tokens = tokenizeText(text);
      const keys = new TokenKeys(text, tokens);
      const count = tokens.starts.length;
      const spans: Span[] = [];
      for (let i = 0; i < count; i++) {
        let best: Hit | undefined;
        let bestLast = -1;
        for (const { mode, root } of modes) {
          let node = root.get(keys.get(mode, i));
          let j = i;
          while (node !== undefined) {
            const hit = node.hit;
            if (hit !== undefined && (j > bestLast || (j === bestLast && best !== undefined && hit.order < best.order))) {
              best = hit;
              bestLast = j;
            }
            if (node.children === undefined || node.children.size === 0 || j + 1 >= count) break;
            const key = keys.get(mode, j + 1);
            node = node.children.get(tokens.spaced[j + 1] === 1 ? key : JOINED + key);
            j++;
          }
        }
        if (best === undefined) continue;
        const span: DictionarySpan = {
          type: best.type,
          start: tokens.starts[i] ?? 0,
          end: tokens.ends[bestLast] ?? 0,
          score: 1,
          source: best.source,
        };
        if (best.canonicalId !== undefined) span.canonicalId = best.canonicalId;
        spans.push(span);
        i = bestLast;
      }
      return spans;
    },
  };
}

/**
 * A predicate over span texts for the given dictionaries' allow terms (deny dictionaries are
 * skipped): true when the whole span text, trimmed, is one of the terms under that
 * dictionary's case and diacritic settings ("ACME  corp" is "Acme Corp" case-insensitively).
 * The dictionaries' entity type is not consulted: an allowed term is kept whatever it was
 * detected as.
 */
export function createAllowMatcher(dictionaries: readonly DictionaryDefinition[]): (spanText: string) => boolean {
  const terms: (Set<string> | undefined)[] = [];
  for (const dictionary of dictionaries) {
    if (dictionary.kind !== 'allow') continue;
    const mode = modeIndex(dictionary);
    const set = (terms[mode] ??= new Set());
    for (const { term } of dictionary.terms) {
      const path = termPath(term, dictionary);
      if (path !== undefined) set.add(path.join(' '));
    }
  }
  const modes = terms.flatMap((set, mode) => (set === undefined || set.size === 0 ? [] : [{ mode: modeOf(mode), set }]));
  return (spanText: string): boolean => {
    for (const { mode, set } of modes) {
      const path = termPath(spanText, mode);
      if (path !== undefined && set.has(path.join(' '))) return true;
    }
    return false;
  };
}
