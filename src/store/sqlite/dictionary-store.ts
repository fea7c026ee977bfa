import { TermBudgetError, type DictionaryRecord, type DictionaryStore } from '../types.js';
import type { SqliteDatabase } from './open-database.js';

interface DictionaryRow {
  id: string;
  organization_id: string;
  name: string;
  entity_type: string;
  kind: DictionaryRecord['kind'];
  terms: string;
  case_sensitive: number;
  diacritic_sensitive: number;
  version: number;
  created_at: string;
  updated_at: string;
}

/**
 * How the terms column is written: the gateway seals it (privacy/vault/sealed-terms.ts), because
 * terms are often people's names; without a codec it holds the terms' JSON. `decode` must also
 * read rows written before the codec was used.
 */
export interface TermsCodec {
  /** Whether a stored value is already in the codec's form. */
  encoded(stored: string): boolean;
  encode(json: string, dictionaryId: string): string;
  decode(stored: string, dictionaryId: string): string;
}

const PLAIN_JSON: TermsCodec = { encoded: () => true, encode: (json) => json, decode: (stored) => stored };

const toRecord = (row: DictionaryRow, codec: TermsCodec): DictionaryRecord => ({
  id: row.id,
  organizationId: row.organization_id,
  name: row.name,
  entityType: row.entity_type,
  kind: row.kind,
  terms: JSON.parse(codec.decode(row.terms, row.id)) as DictionaryRecord['terms'],
  caseSensitive: row.case_sensitive === 1,
  diacriticSensitive: row.diacritic_sensitive === 1,
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function createSqliteDictionaryStore(db: SqliteDatabase, codec: TermsCodec = PLAIN_JSON): DictionaryStore {
  const byName = db.prepare('SELECT * FROM dictionaries WHERE organization_id = ? AND name = ?');
  const byId = db.prepare('SELECT * FROM dictionaries WHERE id = ? AND organization_id = ?');
  const list = db.prepare('SELECT * FROM dictionaries WHERE organization_id = ? ORDER BY name');
  const insert = db.prepare(`INSERT INTO dictionaries
    (id, organization_id, name, entity_type, kind, terms, term_count, case_sensitive, diacritic_sensitive, version, created_at, updated_at)
    VALUES (@id, @organization_id, @name, @entity_type, @kind, @terms, @term_count, @case_sensitive, @diacritic_sensitive, 1, @now, @now)`);
  const update = db.prepare(`UPDATE dictionaries SET entity_type = @entity_type, kind = @kind, terms = @terms, term_count = @term_count,
    case_sensitive = @case_sensitive, diacritic_sensitive = @diacritic_sensitive, version = version + 1, updated_at = @now
    WHERE id = @id`);
  const remove = db.prepare('DELETE FROM dictionaries WHERE id = ? AND organization_id = ?');
  const revision = db.prepare('SELECT revision FROM dictionary_revisions WHERE organization_id = ?');
  // Raised with every change, in its transaction (migration 10 says why not derive it from the rows).
  const raiseRevision = db.prepare(`INSERT INTO dictionary_revisions (organization_id, revision) VALUES (?, 1)
    ON CONFLICT (organization_id) DO UPDATE SET revision = revision + 1`);

  const othersTerms = db.prepare('SELECT COALESCE(SUM(term_count), 0) AS total FROM dictionaries WHERE organization_id = ? AND name <> ?');
  const uncounted = db.prepare('SELECT id, terms FROM dictionaries WHERE term_count IS NULL');
  const uncountedOf = db.prepare('SELECT id, terms FROM dictionaries WHERE term_count IS NULL AND organization_id = ?');

  const rewriteTerms = db.prepare('UPDATE dictionaries SET terms = ? WHERE id = ?');
  const setTermCount = db.prepare('UPDATE dictionaries SET term_count = ? WHERE id = ?');
  /**
   * Counts the terms of rows without a count: rows from before migration 11, or written since by a
   * process that predates it. A row this store's codec cannot read (the CLI opens the stores
   * without the gateway's key) is left for a store that can.
   */
  const countTerms = (rows: Array<Pick<DictionaryRow, 'id' | 'terms'>>): void => {
    for (const row of rows) {
      let count: number;
      try {
        count = (JSON.parse(codec.decode(row.terms, row.id)) as unknown[]).length;
      } catch {
        continue;
      }
      setTermCount.run(count, row.id);
    }
  };
  // Rows written before the codec was used (plain JSON) are rewritten in its form once, at open.
  db.transaction(() => {
    countTerms(uncounted.all() as Array<Pick<DictionaryRow, 'id' | 'terms'>>);
    for (const row of db.prepare('SELECT id, terms FROM dictionaries').all() as Array<Pick<DictionaryRow, 'id' | 'terms'>>) {
      if (!codec.encoded(row.terms)) rewriteTerms.run(codec.encode(row.terms, row.id), row.id);
    }
  }).immediate();

  const upsert = db.transaction((dictionary: Parameters<DictionaryStore['upsert']>[0], maxTerms: number | undefined) => {
    if (maxTerms !== undefined) {
      countTerms(uncountedOf.all(dictionary.organizationId) as Array<Pick<DictionaryRow, 'id' | 'terms'>>);
      // In the IMMEDIATE transaction: another process's change waits, so the two cannot both fit.
      const total = (othersTerms.get(dictionary.organizationId, dictionary.name) as { total: number }).total + dictionary.terms.length;
      if (total > maxTerms) throw new TermBudgetError(total, maxTerms);
    }
    const existing = byName.get(dictionary.organizationId, dictionary.name) as DictionaryRow | undefined;
    const id = existing?.id ?? dictionary.id;
    const values = {
      organization_id: dictionary.organizationId,
      name: dictionary.name,
      entity_type: dictionary.entityType,
      kind: dictionary.kind,
      terms: codec.encode(JSON.stringify(dictionary.terms), id),
      term_count: dictionary.terms.length,
      case_sensitive: dictionary.caseSensitive ? 1 : 0,
      diacritic_sensitive: dictionary.diacriticSensitive ? 1 : 0,
      now: new Date().toISOString(),
    };
    if (existing === undefined) insert.run({ ...values, id });
    else update.run({ ...values, id });
    raiseRevision.run(dictionary.organizationId);
    const row = byName.get(dictionary.organizationId, dictionary.name) as DictionaryRow;
    return { record: toRecord(row, codec), created: existing === undefined };
  });

  const removeAndRaise = db.transaction((id: string, organizationId: string): boolean => {
    const removed = remove.run(id, organizationId).changes > 0;
    if (removed) raiseRevision.run(organizationId);
    return removed;
  });

  return {
    async upsert(dictionary, options = {}) {
      return upsert.immediate(dictionary, options.maxTerms);
    },
    async get(id, organizationId) {
      const row = byId.get(id, organizationId) as DictionaryRow | undefined;
      return row === undefined ? undefined : toRecord(row, codec);
    },
    async list(organizationId) {
      return (list.all(organizationId) as DictionaryRow[]).map((row) => toRecord(row, codec));
    },
    async delete(id, organizationId) {
      return removeAndRaise.immediate(id, organizationId);
    },
    async revision(organizationId) {
      const row = revision.get(organizationId) as { revision: number } | undefined;
      return String(row?.revision ?? 0);
    },
  };
}
