import { openDatabase, type SqliteDatabase } from '../../src/store/sqlite/open-database.js';
import type { RunOptions } from './task.js';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** A stored job. `result` is sealed (AES-256-GCM); the document is never read back through this. */
export interface OcrJobRecord {
  id: string;
  organizationId: string;
  keyId: string;
  status: JobStatus;
  pageCount: number | null;
  result: Buffer | null;
  errorCode: string | null;
  errorMessage: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface NewOcrJob {
  id: string;
  organizationId: string;
  keyId: string;
  options: RunOptions;
  /** Sealed document. */
  document: Buffer;
  documentBytes: number;
  createdAt: string;
}

/** A job a worker took: what it needs to run it. */
export interface ClaimedJob {
  id: string;
  organizationId: string;
  options: RunOptions;
  document: Buffer;
}

export type JobOutcome =
  | { status: 'succeeded'; result: Buffer; pageCount: number }
  | { status: 'failed'; errorCode: string; errorMessage: string };

/**
 * Storage of OCR jobs. Async like every store, so another database can replace SQLite. A job is
 * claimed with a lease that its runner renews; a job whose lease ran out was interrupted (its
 * process died) and is failed rather than retried, since the document itself may be what killed it.
 */
export interface OcrJobStore {
  create(job: NewOcrJob): Promise<void>;
  /** The job if it exists, belongs to the organisation and has not expired. */
  get(id: string, organizationId: string, now: string): Promise<OcrJobRecord | undefined>;
  /** Takes the oldest queued job, if any. */
  claimNext(now: string, leaseUntil: string): Promise<ClaimedJob | undefined>;
  renew(ids: readonly string[], leaseUntil: string): Promise<void>;
  complete(id: string, outcome: JobOutcome, completedAt: string, expiresAt: string): Promise<void>;
  /** Back to the queue (a graceful stop, a busy pool), document kept. */
  requeue(ids: readonly string[]): Promise<void>;
  /** Fails running jobs whose lease ran out; returns them, for their completion events. */
  failAbandoned(now: string, expiresAt: string): Promise<Array<{ id: string; organizationId: string }>>;
  /** Queued and running jobs. */
  countPending(): Promise<number>;
  purgeExpired(now: string): Promise<number>;
  close(): Promise<void>;
}

interface JobRow {
  id: string;
  organization_id: string;
  key_id: string;
  status: JobStatus;
  page_count: number | null;
  result: Buffer | null;
  error_code: string | null;
  error_message: string | null;
  created_at: string;
  completed_at: string | null;
}

/**
 * The SQLite job store: its own connection to the gateway's database file (WAL mode, so it does
 * not block the main connection), table `ocr_jobs` from migration 007.
 */
export function openSqliteJobStore(dataDir: string): OcrJobStore {
  const db: SqliteDatabase = openDatabase(dataDir);
  const insert = db.prepare(
    `INSERT INTO ocr_jobs (id, organization_id, key_id, status, options, document, document_bytes, created_at)
     VALUES (@id, @organizationId, @keyId, 'queued', @options, @document, @documentBytes, @createdAt)`,
  );
  const select = db.prepare(
    `SELECT id, organization_id, key_id, status, page_count, result, error_code, error_message, created_at, completed_at
     FROM ocr_jobs WHERE id = ? AND organization_id = ? AND (expires_at IS NULL OR expires_at > ?)`,
  );
  // One statement: two processes cannot claim the same row.
  const claim = db.prepare(
    `UPDATE ocr_jobs SET status = 'running', started_at = @now, lease_until = @leaseUntil
     WHERE id = (SELECT id FROM ocr_jobs WHERE status = 'queued' ORDER BY created_at, id LIMIT 1) AND status = 'queued'
     RETURNING id, organization_id, options, document`,
  );
  const renew = db.prepare(`UPDATE ocr_jobs SET lease_until = ? WHERE id = ? AND status = 'running'`);
  const complete = db.prepare(
    `UPDATE ocr_jobs SET status = @status, result = @result, page_count = @pageCount, error_code = @errorCode, error_message = @errorMessage,
       completed_at = @completedAt, expires_at = @expiresAt, document = NULL, lease_until = NULL
     WHERE id = @id AND status = 'running'`,
  );
  const requeue = db.prepare(`UPDATE ocr_jobs SET status = 'queued', started_at = NULL, lease_until = NULL WHERE id = ? AND status = 'running'`);
  const failAbandoned = db.prepare(
    `UPDATE ocr_jobs SET status = 'failed', error_code = 'interrupted',
       error_message = 'The gateway stopped while this job ran; submit the document again.',
       completed_at = @now, expires_at = @expiresAt, document = NULL, lease_until = NULL
     WHERE status = 'running' AND lease_until < @now
     RETURNING id, organization_id`,
  );
  const countPending = db.prepare(`SELECT COUNT(*) AS count FROM ocr_jobs WHERE status IN ('queued', 'running')`);
  const purge = db.prepare(`DELETE FROM ocr_jobs WHERE expires_at IS NOT NULL AND expires_at <= ?`);

  return {
    async create(job) {
      insert.run({ ...job, options: JSON.stringify(job.options) });
    },
    async get(id, organizationId, now) {
      const row = select.get(id, organizationId, now) as JobRow | undefined;
      if (row === undefined) return undefined;
      return {
        id: row.id,
        organizationId: row.organization_id,
        keyId: row.key_id,
        status: row.status,
        pageCount: row.page_count,
        result: row.result,
        errorCode: row.error_code,
        errorMessage: row.error_message,
        createdAt: row.created_at,
        completedAt: row.completed_at,
      };
    },
    async claimNext(now, leaseUntil) {
      const row = claim.get({ now, leaseUntil }) as { id: string; organization_id: string; options: string; document: Buffer | null } | undefined;
      if (row === undefined) return undefined;
      return { id: row.id, organizationId: row.organization_id, options: JSON.parse(row.options) as RunOptions, document: row.document ?? Buffer.alloc(0) };
    },
    async renew(ids, leaseUntil) {
      db.transaction(() => {
        for (const id of ids) renew.run(leaseUntil, id);
      })();
    },
    async complete(id, outcome, completedAt, expiresAt) {
      complete.run({
        id,
        status: outcome.status,
        result: outcome.status === 'succeeded' ? outcome.result : null,
        pageCount: outcome.status === 'succeeded' ? outcome.pageCount : null,
        errorCode: outcome.status === 'failed' ? outcome.errorCode : null,
        errorMessage: outcome.status === 'failed' ? outcome.errorMessage : null,
        completedAt,
        expiresAt,
      });
    },
    async requeue(ids) {
      db.transaction(() => {
        for (const id of ids) requeue.run(id);
      })();
    },
    async failAbandoned(now, expiresAt) {
      const rows = failAbandoned.all({ now, expiresAt }) as Array<{ id: string; organization_id: string }>;
      return rows.map((row) => ({ id: row.id, organizationId: row.organization_id }));
    },
    async countPending() {
      return (countPending.get() as { count: number }).count;
    },
    async purgeExpired(now) {
      return purge.run(now).changes;
    },
    async close() {
      db.close();
    },
  };
}
