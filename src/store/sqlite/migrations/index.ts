import { apiKeys } from './001-api-keys.js';
import { privacy } from './002-privacy.js';
import { auditLog } from './003-audit-log.js';
import { idempotency } from './004-idempotency.js';
import { spending } from './006-spending.js';
import { webhooks } from './005-webhooks.js';
import { ocrJobs } from './007-ocr-jobs.js';
import { sealedMapEntries } from './008-sealed-map-entries.js';
import { idempotencyMap } from './009-idempotency-map.js';
import { dictionaryRevisions } from './010-dictionary-revisions.js';
import { dictionaryTermCounts } from './011-dictionary-term-counts.js';
import type { Migration } from './migration.js';

/** Every migration, one file each, applied in version order. */
export const MIGRATIONS: readonly Migration[] = [apiKeys, privacy, auditLog, spending, webhooks, idempotency, ocrJobs, sealedMapEntries, idempotencyMap, dictionaryRevisions, dictionaryTermCounts].sort((a, b) => a.version - b.version);
