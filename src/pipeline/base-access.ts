import type { FastifyRequest } from 'fastify';
import { PlatformError } from '../errors/platform-error.js';

/**
 * Every route that names a Base calls this: a key scoped to one Base (`veil keys create --base`)
 * may reach that Base's resources only. Organisation-wide keys reach every Base of their organisation.
 */
export function assertBaseAccess(request: FastifyRequest, baseId: string): void {
  const scoped = request.apiKey?.baseId ?? null;
  if (scoped !== null && scoped !== baseId) {
    throw new PlatformError('base_forbidden', 'This API key is restricted to another Base.', { param: 'base_id' });
  }
}
