import type { Migration } from './migration.js';

/**
 * How many terms each dictionary holds, beside its sealed terms: the term budget
 * (`privacy.maxDictionaryTerms`) is checked by summing it inside the write's transaction, instead
 * of decrypting every dictionary of the organisation first, outside any transaction, where two
 * processes could each see room for their change. Rows from before are counted when the store
 * opens (their terms are sealed, so SQL cannot count them).
 */
export const dictionaryTermCounts: Migration = {
  version: 11,
  name: 'dictionary term counts',
  sql: `
    ALTER TABLE dictionaries ADD COLUMN term_count INTEGER;
  `,
};
