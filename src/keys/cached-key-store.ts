import { LRUCache } from 'lru-cache';
import type { ApiKeyRecord, KeyStore } from '../store/types.js';

/**
 * Keeps recently used key records in memory for `ttlMs`, so authentication does not hit the
 * database on every request. Revocation through this process (the admin API) takes effect at
 * once; revocation by another process (the CLI, another gateway) within `ttlMs`.
 */
export function cacheKeyStore(store: KeyStore, ttlMs = 1_000, max = 10_000): KeyStore {
  const cache = new LRUCache<string, { record: ApiKeyRecord | undefined }>({ max, ttl: ttlMs });
  return {
    ...store,
    insert: store.insert.bind(store),
    list: store.list.bind(store),
    async get(id) {
      const hit = cache.get(id);
      if (hit !== undefined) return hit.record;
      const record = await store.get(id);
      cache.set(id, { record });
      return record;
    },
    async update(id, changes) {
      cache.delete(id);
      return store.update(id, changes);
    },
    async revoke(id, at) {
      cache.delete(id);
      return store.revoke(id, at);
    },
  };
}
