import type { Migration } from './migration.js';

/**
 * Asynchronous OCR jobs (plugins/ocr). The document waits here, sealed, until a worker takes the
 * job, and is dropped when the job ends; the result is sealed too (it may hold personal data) and
 * deleted with the row once `expires_at` has passed.
 */
export const ocrJobs: Migration = {
  version: 7,
  name: 'ocr jobs',
  sql: `
    CREATE TABLE ocr_jobs (
      id TEXT PRIMARY KEY,
      organization_id TEXT NOT NULL,
      key_id TEXT NOT NULL,
      status TEXT NOT NULL,
      options TEXT NOT NULL,
      document BLOB,
      document_bytes INTEGER NOT NULL,
      page_count INTEGER,
      result BLOB,
      error_code TEXT,
      error_message TEXT,
      lease_until TEXT,
      created_at TEXT NOT NULL,
      started_at TEXT,
      completed_at TEXT,
      expires_at TEXT
    );
    CREATE INDEX ocr_jobs_queue ON ocr_jobs (status, created_at);
    CREATE INDEX ocr_jobs_expiry ON ocr_jobs (expires_at);
  `,
};
