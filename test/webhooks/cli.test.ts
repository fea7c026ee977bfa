import t from 'tap';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigSchema } from '../../src/config/schema.js';
import { createValueCipher, loadMasterKey } from '../../src/privacy/vault/encryption.js';
import { openDatabase } from '../../src/store/sqlite/open-database.js';
import { createSqliteWebhookStore } from '../../src/store/sqlite/webhook-store.js';
import { sealSecret } from '../../src/webhooks/secrets.js';
import { verifySignature } from '../../src/webhooks/signature.js';
import { startReceiver } from './receiver.js';

// Until `webhooksCommand` is listed in src/cli/index.ts this runs it through a small runner;
// afterwards `node dist/bin/veil.js webhooks ...` behaves the same.
const runner = path.join(path.dirname(fileURLToPath(import.meta.url)), 'run-webhooks-cli.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-webhooks-cli-'));
t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));

function veil(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  // Asynchronous: the `test` command delivers to a receiver served by this very process.
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [runner, 'webhooks', ...args, '--data-dir', dataDir], { env: { ...process.env, VEIL_UPSTREAM_URL: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

t.test('add prints the secret once; list never shows it; remove', async (t) => {
  const added = await veil('add', 'https://hooks.example.com/veil', '--events', 'key.created,key.revoked', '--json');
  t.equal(added.status, 0, added.stderr);
  const created = JSON.parse(added.stdout) as { id: string; secret: string; url: string; events: string[] };
  t.match(created, { url: 'https://hooks.example.com/veil', events: ['key.created', 'key.revoked'] });
  t.match(created.secret, /^whsec_/);

  const plain = await veil('add', 'https://hooks.example.com/other');
  t.equal(plain.status, 0);
  t.match(plain.stdout, /^whsec_\S+\n$/, 'without --json: only the secret on stdout');

  const listed = await veil('list', '--json');
  const endpoints = JSON.parse(listed.stdout) as Array<Record<string, unknown>>;
  t.equal(endpoints.length, 2);
  t.notOk(listed.stdout.includes(created.secret), 'the secret is never listed');
  t.match((await veil('list')).stdout, new RegExp(`${created.id}\\tenabled\\thttps://hooks.example.com/veil\\tkey.created,key.revoked`));

  t.equal((await veil('remove', created.id)).status, 0);
  t.equal((JSON.parse((await veil('list', '--json')).stdout) as unknown[]).length, 1);
  t.equal((await veil('remove', created.id)).status, 2, 'removing again fails');
});

t.test('refused URLs and unknown event types fail with a message', async (t) => {
  const loopback = await veil('add', 'http://127.0.0.1:9/hook');
  t.equal(loopback.status, 2);
  t.match(loopback.stderr, /allowPrivateNetworks/);
  const badEvent = await veil('add', 'https://hooks.example.com/', '--events', 'key.created,key.exploded');
  t.equal(badEvent.status, 2);
  t.match(badEvent.stderr, /key\.exploded/);
  t.equal((await veil('test', 'wh_nope')).status, 2);
});

t.test('test attempts the delivery at once and reports a refused address (exit 1)', async (t) => {
  // Saved past the URL check, as if the policy had been looser then: the connection is refused.
  const db = openDatabase(dataDir);
  const cipher = createValueCipher(loadMasterKey(undefined, dataDir, () => undefined));
  await createSqliteWebhookStore(db).createEndpoint({
    id: 'wh_loopback', organizationId: 'org_default', url: 'http://127.0.0.1:9/hook', events: ['*'], description: null,
    secretCiphertext: sealSecret(cipher, 'wh_loopback', 'whsec_0123456789abcdef'), enabled: true,
  });
  db.close();
  const tested = await veil('test', 'wh_loopback');
  t.equal(tested.status, 1);
  t.match(tested.stdout, /^Failed evt_\S+: blocked_address/);
});

const wired = 'webhooks' in ConfigSchema.properties;
t.test('test delivers a signed webhook.test to a receiver', { skip: wired ? false : 'needs `webhooks` in ConfigSchema (config file option allowPrivateNetworks)' }, async (t) => {
  const receiver = await startReceiver();
  t.teardown(() => receiver.close());
  const configFile = path.join(dataDir, 'config.json');
  writeFileSync(configFile, JSON.stringify({ webhooks: { allowPrivateNetworks: true } }));
  const added = await veil('add', receiver.url, '--json', '--config', configFile);
  t.equal(added.status, 0, added.stderr);
  const created = JSON.parse(added.stdout) as { id: string; secret: string };
  const tested = await veil('test', created.id, '--json', '--config', configFile);
  t.equal(tested.status, 0, tested.stderr);
  t.match(JSON.parse(tested.stdout), { status: 'succeeded', status_code: 200 });
  const request = receiver.requests[0];
  t.equal(request?.headers['veil-event-type'], 'webhook.test');
  t.ok(verifySignature(created.secret, request?.headers['veil-signature'] as string, request?.rawBody ?? ''));
});
