import t from 'tap';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startFakeUpstream } from '../helpers/fake-upstream.js';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/veil.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-cli-'));

function veil(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, VEIL_UPSTREAM_URL: '' } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

t.test('keys create --json prints the key once; list never shows it; revoke', async (t) => {
  const created = veil('keys', 'create', '--data-dir', dataDir, '--name', 'ci', '--scopes', 'chat,embeddings', '--rps', '5', '--concurrency', '2', '--daily-cap', '1.5', '--expires', '2099-01-01T00:00:00Z', '--json');
  t.equal(created.status, 0, created.stderr);
  const { id, key } = JSON.parse(created.stdout) as { id: string; key: string };
  t.match(key, new RegExp(`^veil_${id}_`));

  const listed = veil('keys', 'list', '--data-dir', dataDir, '--json');
  const keys = JSON.parse(listed.stdout) as Array<Record<string, unknown>>;
  t.equal(keys.length, 1);
  t.match(keys[0], { id, name: 'ci', scopes: ['chat', 'embeddings'], rps: 5, concurrency: 2, daily_cap_usd: 1.5, expires_at: '2099-01-01T00:00:00.000Z', revoked_at: null });
  // The secret is everything after `veil_<id>_` (base64url, so it may itself contain `_`).
  t.notOk(listed.stdout.includes(key.slice(`veil_${id}_`.length)), 'the secret is never listed');

  t.equal(veil('keys', 'revoke', id, '--data-dir', dataDir).status, 0);
  t.match(veil('keys', 'list', '--data-dir', dataDir).stdout, /\trevoked\t/);
  t.equal(veil('keys', 'revoke', 'nosuchkey', '--data-dir', dataDir).status, 2);
});

t.test('keys create --organization puts the key in that organisation', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'veil-cli-org-'));
  const acme = JSON.parse(veil('keys', 'create', '--data-dir', dir, '--organization', 'acme', '--json').stdout) as { id: string };
  const plain = JSON.parse(veil('keys', 'create', '--data-dir', dir, '--json').stdout) as { id: string };
  const keys = JSON.parse(veil('keys', 'list', '--data-dir', dir, '--json').stdout) as Array<{ id: string; organization_id: string }>;
  t.equal(keys.find((key) => key.id === acme.id)?.organization_id, 'acme');
  t.equal(keys.find((key) => key.id === plain.id)?.organization_id, 'org_default');
});

t.test('bad options fail with a message that names them', async (t) => {
  const badScope = veil('keys', 'create', '--data-dir', dataDir, '--scopes', 'chat,everything');
  t.equal(badScope.status, 2);
  t.match(badScope.stderr, /Unknown scope\(s\) everything/);
  const badDate = veil('keys', 'create', '--data-dir', dataDir, '--expires', 'soon');
  t.match(badDate.stderr, /--expires/);
  const badOrganization = veil('keys', 'create', '--data-dir', dataDir, '--organization', 'Acme Inc.');
  t.equal(badOrganization.status, 2);
  t.match(badOrganization.stderr, /--organization/);
  const noCommand = veil();
  t.equal(noCommand.status, 2);
});

t.test('serve prints its URL, serves, and on SIGTERM lets an in-flight stream finish', async (t) => {
  const upstream = await startFakeUpstream();
  t.teardown(() => upstream.close());
  const { key } = JSON.parse(veil('keys', 'create', '--data-dir', dataDir, '--json').stdout) as { key: string };
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--data-dir', dataDir], {
    env: { ...process.env, VEIL_UPSTREAM_URL: upstream.baseURL, VEIL_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lines = createInterface({ input: child.stdout });
  let url = '';
  for await (const line of lines) {
    const match = /http:\/\/127\.0\.0\.1:\d+/.exec(line);
    if (match) {
      url = match[0];
      break;
    }
  }
  t.match(url, /^http:\/\/127\.0\.0\.1:\d+$/, 'one line with the listening URL');

  const response = await fetch(`${url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'slow-stream', stream: true, messages: [{ role: 'user', content: 'x' }] }),
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let text = new TextDecoder().decode((await reader.read()).value);
  child.kill('SIGTERM');
  for (let part = await reader.read(); !part.done; part = await reader.read()) text += new TextDecoder().decode(part.value);
  t.match(text, /part5/, 'the stream ran to its end');
  t.match(text, /data: \[DONE\]\n\n$/);
  t.equal(await exited, 0, 'clean exit');
  await fetch(`${url}/healthz`).then(
    () => t.fail('still listening'),
    () => t.pass('no longer listening'),
  );
});
