import type { Migration } from './migration.js';

/**
 * A counter per organisation, raised in the same transaction as every dictionary change: the
 * revision the analysis caches and threads key compiled dictionaries by. Derived from the rows
 * (count, versions, latest update) it could come out the same for two states, such as a delete
 * and a create in the same millisecond, and stale dictionaries would stay in use.
 */
export const dictionaryRevisions: Migration = {
  version: 10,
  name: 'dictionary revisions',
  sql: `
    CREATE TABLE dictionary_revisions (
      organization_id TEXT PRIMARY KEY,
      revision INTEGER NOT NULL
    ) WITHOUT ROWID;
    INSERT INTO dictionary_revisions (organization_id, revision)
      SELECT organization_id, COUNT(*) FROM dictionaries GROUP BY organization_id;
  `,
};
