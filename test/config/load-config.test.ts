import t from 'tap';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../../src/config/load-config.js';

const dir = mkdtempSync(path.join(tmpdir(), 'veil-config-'));
const file = (name: string, text: string) => {
  const target = path.join(dir, name);
  writeFileSync(target, text);
  return target;
};
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

t.test('defaults need no file', async (t) => {
  const config = loadConfig({}, {});
  t.equal(config.server.host, '127.0.0.1');
  t.equal(config.server.port, 8080);
  t.equal(config.dataDir, './data');
  t.same(config.providers, []);
});

t.test('the shipped config/default.yaml states exactly the built-in defaults', async (t) => {
  t.same(loadConfig({ config: path.join(repoRoot, 'config/default.yaml') }, {}), loadConfig({}, {}));
});

t.test('precedence: defaults <- file <- environment <- flags', async (t) => {
  const config = file('a.yaml', 'server:\n  port: 9000\n  host: 0.0.0.0\ndataDir: /from/file\nlog:\n  level: warn\n');
  const fromFile = loadConfig({ config }, {});
  t.equal(fromFile.server.port, 9000);
  t.equal(fromFile.log.level, 'warn');
  const fromEnv = loadConfig({ config }, { VEIL_PORT: '9100', VEIL_DATA_DIR: '/from/env' });
  t.equal(fromEnv.server.port, 9100);
  t.equal(fromEnv.dataDir, '/from/env');
  t.equal(fromEnv.server.host, '0.0.0.0');
  const fromFlags = loadConfig({ config, port: 9200, dataDir: '/from/flag' }, { VEIL_PORT: '9100' });
  t.equal(fromFlags.server.port, 9200);
  t.equal(fromFlags.dataDir, '/from/flag');
});

t.test('VEIL_UPSTREAM_URL adds a catch-all provider after the configured ones, with its key from the env', async (t) => {
  const config = file('b.json', JSON.stringify({ providers: [{ id: 'mistral', baseURL: 'http://127.0.0.1:1/v1', models: ['mistral-*'] }] }));
  const loaded = loadConfig({ config }, { VEIL_UPSTREAM_URL: 'http://127.0.0.1:2/v1', VEIL_UPSTREAM_API_KEY: 'sk-test' });
  t.same(loaded.providers.map((provider) => provider.id), ['mistral', 'default']);
  t.equal(loaded.providers[1]?.apiKey, 'sk-test');
  t.same(loaded.providers[1]?.models, ['*']);
});

t.test('errors name the option to fix', async (t) => {
  t.throws(() => loadConfig({ config: file('c.yaml', 'server:\n  port: "eighty"\n') }, {}), { name: 'ConfigError', message: /server\.port/ });
  t.throws(() => loadConfig({ config: file('d.yaml', 'sever:\n  port: 1\n') }, {}), ConfigError);
  t.throws(() => loadConfig({}, { VEIL_UPSTREAM_URL: 'ftp://nope' }), { message: /providers\.0\.baseURL/ });
  t.throws(() => loadConfig({ config: path.join(dir, 'missing.yaml') }, {}), { message: /--config or VEIL_CONFIG/ });
  t.throws(() => loadConfig({ config: file('e.yaml', 'a: [') }, {}), { message: /not valid YAML/ });
  const twice = file('f.yaml', 'providers:\n  - {id: a, baseURL: "http://x/v1"}\n  - {id: a, baseURL: "http://y/v1"}\n');
  t.throws(() => loadConfig({ config: twice }, {}), { message: /used twice/ });
});
