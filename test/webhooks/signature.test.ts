import t from 'tap';
import { signatureHeader, verifySignature } from '../../src/webhooks/signature.js';

const secret = 'whsec_test-secret-0123456789';
const body = '{"id":"evt_1","type":"webhook.test","created":1700000000,"organization_id":"org_default","data":{}}';
const now = 1_700_000_000_000;
const t0 = now / 1000;

t.test('a signature made now verifies, from a string or the raw bytes', async (t) => {
  const header = signatureHeader(secret, t0, body);
  t.match(header, /^t=1700000000,v1=[0-9a-f]{64}$/);
  t.ok(verifySignature(secret, header, body, { now }));
  t.ok(verifySignature(secret, header, Buffer.from(body), { now }));
});

t.test('the signature is HMAC-SHA256 of "<t>.<body>" in hex', async (t) => {
  const { createHmac } = await import('node:crypto');
  const expected = createHmac('sha256', secret).update(`${t0}.${body}`).digest('hex');
  t.equal(signatureHeader(secret, t0, body), `t=${t0},v1=${expected}`);
});

t.test('old and far-future timestamps are rejected; the tolerance is adjustable', async (t) => {
  const old = signatureHeader(secret, t0 - 301, body);
  t.notOk(verifySignature(secret, old, body, { now }), 'older than 300 s');
  t.ok(verifySignature(secret, signatureHeader(secret, t0 - 299, body), body, { now }), 'within 300 s');
  t.notOk(verifySignature(secret, signatureHeader(secret, t0 + 400, body), body, { now }), 'in the future');
  t.ok(verifySignature(secret, old, body, { now, toleranceSeconds: 600 }));
});

t.test('a changed body, another secret, a changed timestamp or a mangled header fail', async (t) => {
  const header = signatureHeader(secret, t0, body);
  t.notOk(verifySignature(secret, header, body.replace('webhook.test', 'key.created'), { now }));
  t.notOk(verifySignature('whsec_other', header, body, { now }));
  t.notOk(verifySignature(secret, header.replace(`t=${t0}`, `t=${t0 + 1}`), body, { now }));
  for (const bad of [undefined, '', 'v1=abc', `t=${t0}`, `t=${t0},v1=zz`, `t=abc,${header.split(',')[1] ?? ''}`]) {
    t.notOk(verifySignature(secret, bad, body, { now }), `header ${String(bad)}`);
  }
});

t.test('any of several v1 signatures may match (secret rotation on the sender side)', async (t) => {
  const good = signatureHeader(secret, t0, body).split(',')[1] ?? '';
  const other = signatureHeader('whsec_previous-secret', t0, body).split(',')[1] ?? '';
  t.ok(verifySignature(secret, `t=${t0},${other},${good}`, body, { now }));
  t.notOk(verifySignature(secret, `t=${t0},${other}`, body, { now }));
});
