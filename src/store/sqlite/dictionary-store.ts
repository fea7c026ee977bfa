import type { DictionaryRecord, DictionaryStore } from '../types.js';
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

const toRecord = (row: DictionaryRow): DictionaryRecord => ({
  id: row.id,
  organizationId: row.organization_id,
  name: row.name,
  entityType: row.entity_type,
  kind: row.kind,
  terms: JSON.parse(row.terms) as DictionaryRecord['terms'],
  caseSensitive: row.case_sensitive === 1,
  diacriticSensitive: row.diacritic_sensitive === 1,
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function createSqliteDictionaryStore(db: SqliteDatabase): DictionaryStore {
  const byName = db.prepare('SELECT * FROM dictionaries WHERE organization_id = ? AND name = ?');
  const byId = db.prepare('SELECT * FROM dictionaries WHERE id = ? AND organization_id = ?');
  const list = db.prepare('SELECT * FROM dictionaries WHERE organization_id = ? ORDER BY name');
  const insert = db.prepare(`INSERT INTO dictionaries
    (id, organization_id, name, entity_type, kind, terms, case_sensitive, diacritic_sensitive, version, created_at, updated_at)
    VALUES (@id, @organization_id, @name, @entity_type, @kind, @terms, @case_sensitive, @diacritic_sensitive, 1, @now, @now)`);
  const update = db.prepare(`UPDATE dictionaries SET entity_type = @entity_type, kind = @kind, terms = @terms,
    case_sensitive = @case_sensitive, diacritic_sensitive = @diacritic_sensitive, version = version + 1, updated_at = @now
    WHERE id = @id`);
  const remove = db.prepare('DELETE FROM dictionaries WHERE id = ? AND organization_id = ?');
  const revision = db.prepare(
    "SELECT COUNT(*) || ':' || COALESCE(SUM(version), 0) || ':' || COALESCE(MAX(updated_at), '') AS revision FROM dictionaries WHERE organization_id = ?",
  );

  const upsert = db.transaction((dictionary: Parameters<DictionaryStore['upsert']>[0]) => {
    const existing = byName.get(dictionary.organizationId, dictionary.name) as DictionaryRow | undefined;
    const values = {
      organization_id: dictionary.organizationId,
      name: dictionary.name,
      entity_type: dictionary.entityType,
      kind: dictionary.kind,
      terms: JSON.stringify(dictionary.terms),
      case_sensitive: dictionary.caseSensitive ? 1 : 0,
      diacritic_sensitive: dictionary.diacriticSensitive ? 1 : 0,
      now: new Date().toISOString(),
    };
    if (existing === undefined) insert.run({ ...values, id: dictionary.id });
    else update.run({ ...values, id: existing.id });
    const row = byName.get(dictionary.organizationId, dictionary.name) as DictionaryRow;
    return { record: toRecord(row), created: existing === undefined };
  });

  return {
    async upsert(dictionary) {
      return upsert.immediate(dictionary);
    },
    async get(id, organizationId) {
      const row = byId.get(id, organizationId) as DictionaryRow | undefined;
      return row === undefined ? undefined : toRecord(row);
    },
    async list(organizationId) {
      return (list.all(organizationId) as DictionaryRow[]).map(toRecord);
    },
    async delete(id, organizationId) {
      return remove.run(id, organizationId).changes > 0;
    },
    async revision(organizationId) {
      return (revision.get(organizationId) as { revision: string }).revision;
    },
  };
}
