/** Scopes, one per endpoint group (PRODUCT.md section 3). */
export const ALL_SCOPES = [
  'chat',
  'embeddings',
  'gate',
  'dictionaries',
  'hitl',
  'nlp',
  'search',
  'sources',
  'agents',
  'workflows',
  'audit',
  'admin',
] as const;

export type Scope = (typeof ALL_SCOPES)[number];

/** A key created without explicit scopes gets every scope except the two sensitive ones. */
export const DEFAULT_SCOPES: readonly Scope[] = ALL_SCOPES.filter((scope) => scope !== 'audit' && scope !== 'admin');

export function isScope(value: string): value is Scope {
  return (ALL_SCOPES as readonly string[]).includes(value);
}
