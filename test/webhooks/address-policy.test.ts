import t from 'tap';
import { retryDelayMs } from '../../src/webhooks/backoff.js';
import { isPublicAddress } from '../../src/webhooks/address-policy.js';
import { guardedLookup, type LookupFunction } from '../../src/webhooks/safe-connector.js';
import { checkWebhookUrl, WebhookUrlError } from '../../src/webhooks/webhook-url.js';

t.test('addresses deliveries may not reach', async (t) => {
  const blocked = [
    '127.0.0.1', '127.255.255.254', '0.0.0.0', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1',
    '169.254.169.254', '100.64.0.1', '100.127.255.255', '224.0.0.1', '239.255.255.250', '255.255.255.255', '192.0.2.10',
    '::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0', 'febf::1', 'ff02::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '[::1]', '::127.0.0.1',
    '64:ff9b::a9fe:a9fe', '2002:7f00:1::', '2001:db8::1', 'not-an-ip',
  ];
  for (const address of blocked) t.notOk(isPublicAddress(address), address);
});

t.test('public addresses are allowed', async (t) => {
  const allowed = ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '169.255.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::'];
  for (const address of allowed) t.ok(isPublicAddress(address), address);
});

t.test('URLs checked when saved', async (t) => {
  const strict = { allowPrivateNetworks: false };
  const refused = [
    'ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', 'http://127.0.0.1/', 'http://169.254.169.254/latest/meta-data',
    'http://localhost:8080/', 'http://LOCALHOST./', 'http://api.localhost/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/',
    'http://2130706433/', 'http://0x7f.1/', 'http://10.0.0.5/', 'https://user:pass@example.com/',
  ];
  for (const url of refused) t.throws(() => checkWebhookUrl(url, strict), WebhookUrlError, url);
  t.equal(checkWebhookUrl('https://hooks.example.com/veil?token=1#frag', strict), 'https://hooks.example.com/veil?token=1');
  t.equal(checkWebhookUrl('http://127.0.0.1:9000/hook', { allowPrivateNetworks: true }), 'http://127.0.0.1:9000/hook');
  t.throws(() => checkWebhookUrl('ftp://127.0.0.1/', { allowPrivateNetworks: true }), WebhookUrlError, 'the scheme is checked even then');
});

t.test('the guarded lookup refuses an answer holding any blocked address, in both callback shapes', async (t) => {
  const answers: Record<string, string[]> = { 'public.test': ['93.184.216.34'], 'rebind.test': ['93.184.216.34', '127.0.0.1'] };
  const fake: LookupFunction = (hostname, _options, callback) =>
    callback(null, (answers[hostname] ?? []).map((address) => ({ address, family: 4 })));
  const lookup = guardedLookup(fake);
  const ask = (hostname: string, all: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; result: unknown }>((resolve) => lookup(hostname, { all }, (error, result) => resolve({ error, result })));
  t.same((await ask('public.test', false)).result, '93.184.216.34');
  t.same((await ask('public.test', true)).result, [{ address: '93.184.216.34', family: 4 }]);
  t.match((await ask('rebind.test', true)).error, { code: 'VEIL_BLOCKED_ADDRESS' });
  t.match((await ask('nothing.test', false)).error, { code: 'VEIL_BLOCKED_ADDRESS' });
});

t.test('retry delays double from the base, with jitter, up to the cap', async (t) => {
  const options = { baseMs: 10_000, capMs: 3_600_000 };
  t.equal(retryDelayMs(1, options, () => 0.5), 10_000);
  t.equal(retryDelayMs(2, options, () => 0.5), 20_000);
  t.equal(retryDelayMs(4, options, () => 0.5), 80_000);
  t.equal(retryDelayMs(1, options, () => 0), 8_000, '-20 %');
  t.equal(retryDelayMs(1, options, () => 1), 12_000, '+20 %');
  t.equal(retryDelayMs(20, options, () => 1), 3_600_000, 'capped');
  t.equal(retryDelayMs(100, options, () => 0.5), 3_600_000, 'no overflow');
});
