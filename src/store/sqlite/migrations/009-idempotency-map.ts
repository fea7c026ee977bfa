import type { Migration } from './migration.js';

/**
 * The anonymization map an idempotency record's answer belongs to. Such an answer holds the map's
 * original values (a restored chat answer, a deanonymized text), so the record is deleted with
 * the map instead of outliving it by up to 24 hours.
 */
export const idempotencyMap: Migration = {
  version: 9,
  name: 'idempotency records by map',
  sql: `
    ALTER TABLE idempotency_records ADD COLUMN map_id TEXT;
    CREATE INDEX idempotency_records_by_map ON idempotency_records (map_id) WHERE map_id IS NOT NULL;
  `,
};
