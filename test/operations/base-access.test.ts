import t from 'tap';
import type { FastifyRequest } from 'fastify';
import { assertBaseAccess } from '../../src/pipeline/base-access.js';

const requestWith = (baseId: string | null) => ({ apiKey: { baseId } }) as unknown as FastifyRequest;

t.test('a Base-scoped key reaches only its Base; organisation-wide keys reach any', async (t) => {
  t.doesNotThrow(() => assertBaseAccess(requestWith('base_a'), 'base_a'));
  t.throws(() => assertBaseAccess(requestWith('base_a'), 'base_b'), { code: 'base_forbidden', status: 403 });
  t.doesNotThrow(() => assertBaseAccess(requestWith(null), 'base_b'));
});
