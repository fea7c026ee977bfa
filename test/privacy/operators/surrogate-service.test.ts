/**
 * The surrogate style end to end, through the privacy service, for the national IDs, devices,
 * wallets and coordinates: every value is replaced by a fake of its kind (no `[TYPE_N]`), the
 * text restores exactly, and the anonymized text, analysed again (as Mode 2 does with a text that
 * comes back), finds each surrogate as its type.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { loadConfig } from '../../../src/config/load-config.js';
import { restoreText } from '../../../src/privacy/operators/restore-text.js';
import { createPrivacyService } from '../../../src/privacy/privacy-service.js';
import { createValueCipher } from '../../../src/privacy/vault/encryption.js';
import { createVault } from '../../../src/privacy/vault/vault.js';
import { openSqliteStores } from '../../../src/store/sqlite/index.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'veil-surrogate-service-'));
const stores = openSqliteStores(dataDir);
const vault = createVault(stores.maps, createValueCipher(Buffer.alloc(32, 9)), 3600);
const config = loadConfig({ dataDir }, {});
config.privacy.analysisThreads = 0;
const service = createPrivacyService(config.privacy, vault, stores.dictionaries);
t.teardown(async () => {
  await service.close();
  await stores.close();
});

/** Each value on its own line, after the words its recognizer needs. */
const lines: [type: string, cue: string, value: string][] = [
  ['PT_NIF', 'NIF ', '281272948'],
  ['CN_RESIDENT_ID', '身份证号：', '33010619931203835X'],
  // Not "T.C. Kimlik No:": the gazetteer takes "T.C. Kimlik" for a name, and its surrogate leaves the number without its word.
  ['TR_NATIONAL_ID', 'TCKN: ', '20696318050'],
  ['SA_NATIONAL_ID', 'Iqama ', '1699712665'],
  ['BR_CPF', 'meu CPF é ', '123.456.789-09'],
  ['MX_CURP', 'Mi CURP es ', 'BOXW310820HNERXN09'],
  ['CL_RUT', 'Mi RUT es ', '12.345.678-5'],
  ['AR_CUIT', 'CUIT ', '20-12345678-6'],
  ['VIN', 'VIN ', '1HGCM82633A004352'],
  ['LICENSE_PLATE', 'Kennzeichen: ', 'M-AB 1234'],
  ['IMEI', 'IMEI: ', '49-015420-323751-8'],
  ['MAC_ADDRESS', 'MAC address ', '00:1A:2B:3C:4D:5E'],
  ['CRYPTO_WALLET', 'Send BTC to ', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ['CRYPTO_WALLET', 'pay ', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
  ['GPS_COORDINATES', 'My home coordinates are ', '40.7128,-74.0060'],
  ['GPS_COORDINATES', 'Meet at ', '48°51\'30"N 2°17\'40"E'],
];
const text = lines.map(([, cue, value]) => `${cue}${value}`).join('\n');

t.test('the surrogate style replaces each by a fake of its kind, restores, and finds it again', async (t) => {
  const organizationId = 'org_surrogates';
  const { session, results } = await service.anonymize([text], { organizationId, style: 'surrogate' });
  const anonymized = results[0]?.text ?? '';
  const again = await service.analyze(anonymized, { organizationId });
  for (const [type, , value] of lines) {
    const surrogate = session.replacementFor(type, value) ?? '';
    t.ok(surrogate !== '' && !surrogate.startsWith('['), `${type} ${value} -> ${surrogate}`);
    t.notOk(anonymized.includes(value), `${type}: the original is gone`);
    t.ok(anonymized.includes(surrogate), `${type}: the surrogate is in the text`);
    t.ok(
      again.some((span) => span.type === type && anonymized.slice(span.start, span.end) === surrogate),
      `${type}: ${surrogate} is found again as ${type}`,
    );
  }
  t.equal(restoreText(anonymized, session.restoreTable()), text, 'the text restores exactly');
});
