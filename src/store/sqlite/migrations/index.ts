import { apiKeys } from './001-api-keys.js';
import { privacy } from './002-privacy.js';
import type { Migration } from './migration.js';

/** Every migration, in version order. One file each; add new ones at the end. */
export const MIGRATIONS: readonly Migration[] = [apiKeys, privacy];
