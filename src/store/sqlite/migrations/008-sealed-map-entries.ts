import type { Migration } from './migration.js';

/**
 * A map's entries move into one sealed list on the map's own row: a new map is one row and one
 * AES-GCM seal instead of a row, a seal and a keyed hash per entry. Rows of `map_entries` written
 * before this migration stay where they are and are still read (their values cannot be re-sealed
 * in SQL); new entries of such a map go into the list with the next free numbers.
 */
export const sealedMapEntries: Migration = {
  version: 8,
  name: 'map entries sealed in one list per map',
  sql: `
    ALTER TABLE anonymization_maps ADD COLUMN entries BLOB;
  `,
};
