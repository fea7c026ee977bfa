import t from 'tap';
import { startTestGateway } from '../helpers/gateway.js';

const veil = await startTestGateway(t);

async function call(method: string, path: string, body?: unknown, key = veil.key) {
  const response = await fetch(`${veil.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function idOf(name: string): Promise<string> {
  const list = await call('GET', '/v1/gate/dictionaries?limit=100');
  return ((list.body.data as Array<{ id: string; name: string }>).find((entry) => entry.name === name) as { id: string }).id;
}

t.test('a deny dictionary is anonymized case- and diacritic-insensitively by default', async (t) => {
  const created = await call('POST', '/v1/gate/dictionaries', {
    name: 'projects',
    entity_type: 'PROJECT',
    terms: ['Projekt Blaumeise', { term: 'Falcon Öl', canonical_id: 'PRJ-7' }],
  });
  t.equal(created.status, 201);
  t.equal(created.body.term_count, 2);
  const result = await call('POST', '/v1/gate/anonymize', { text: 'Status of PROJEKT BLAUMEISE and falcon ol?' });
  t.equal(result.body.text, 'Status of [PROJECT_1] and [PROJECT_2]?');
});

t.test("a term inside an e-mail, a URL or a name never leaves the rest of it in clear; entities carry the term's canonical ID", async (t) => {
  await call('POST', '/v1/gate/dictionaries', { name: 'clients', entity_type: 'CLIENT', terms: [{ term: 'Globex', canonical_id: 'CRM-42' }, 'Müller'] });
  const email = await call('POST', '/v1/gate/anonymize', { text: 'Reach jane.doe@globex.com tomorrow' });
  t.equal(email.body.text, 'Reach [EMAIL_1] tomorrow');
  const url = await call('POST', '/v1/gate/anonymize', { text: 'See https://globex.com/staff/jane-doe now' });
  t.equal(url.body.text, 'See [URL_1] now');
  const name = await call('POST', '/v1/gate/anonymize', { text: 'Herr Hans Müller rief an.' });
  t.notMatch(name.body.text, /Hans|Herr Hans \[/);
  const alone = await call('POST', '/v1/gate/anonymize', { text: 'Globex signed the contract.' });
  t.equal(alone.body.text, '[CLIENT_1] signed the contract.');
  t.match(alone.body.entities, [{ type: 'CLIENT', canonical_id: 'CRM-42', source: 'dictionary:clients' }]);
  t.equal((await call('DELETE', `/v1/gate/dictionaries/${await idOf('clients')}`)).status, 200);
});

t.test('a term with exactly an entity\'s extent keeps its type, a PERSON term too', async (t) => {
  await call('POST', '/v1/gate/dictionaries', { name: 'people', entity_type: 'PERSON', terms: [{ term: 'jane.doe@example.com', canonical_id: 'P-9' }] });
  const exact = await call('POST', '/v1/gate/anonymize', { text: 'Write to jane.doe@example.com today' });
  t.equal(exact.body.text, 'Write to [PERSON_1] today');
  t.match(exact.body.entities, [{ type: 'PERSON', canonical_id: 'P-9' }]);
  t.equal((await call('DELETE', `/v1/gate/dictionaries/${await idOf('people')}`)).status, 200);
});

t.test('posting the same name updates it (200) and takes effect at once', async (t) => {
  const updated = await call('POST', '/v1/gate/dictionaries', { name: 'projects', entity_type: 'PROJECT', terms: ['Nightjar'], case_sensitive: true });
  t.equal(updated.status, 200);
  t.equal(updated.body.version, 2);
  const result = await call('POST', '/v1/gate/anonymize', { text: 'Nightjar, not nightjar, not Projekt Blaumeise.' });
  t.equal(result.body.text, '[PROJECT_1], not nightjar, not Projekt Blaumeise.');
});

t.test('an allow dictionary keeps values from being anonymized', async (t) => {
  const before = await call('POST', '/v1/gate/anonymize', { text: 'Write to support@example.com' });
  t.match(before.body.text, /\[EMAIL_1\]/);
  await call('POST', '/v1/gate/dictionaries', { name: 'public', entity_type: 'EMAIL', kind: 'allow', terms: ['support@example.com'] });
  const after = await call('POST', '/v1/gate/anonymize', { text: 'Write to support@example.com' });
  t.equal(after.body.text, 'Write to support@example.com');
});

t.test('list pages with next_cursor, get shows terms, delete removes; organisations are separate', async (t) => {
  const page = await call('GET', '/v1/gate/dictionaries?limit=1');
  t.equal((page.body.data as unknown[]).length, 1);
  t.type(page.body.next_cursor, 'string');
  const rest = await call('GET', `/v1/gate/dictionaries?limit=1&cursor=${String(page.body.next_cursor)}`);
  t.equal((rest.body.data as unknown[]).length, 1);
  t.equal(rest.body.next_cursor, null);
  for (const cursor of ['%25%25%25', 'not*base64', '']) {
    const bad = await call('GET', `/v1/gate/dictionaries?cursor=${cursor}`);
    t.equal(bad.status, 422, `cursor ${JSON.stringify(cursor)} was never handed out`);
  }

  const id = ((page.body.data as Array<{ id: string }>)[0] as { id: string }).id;
  const one = await call('GET', `/v1/gate/dictionaries/${id}`);
  t.ok(Array.isArray(one.body.terms));
  const stranger = await veil.createKey({ organizationId: 'org_other' });
  t.equal((await call('GET', `/v1/gate/dictionaries/${id}`, undefined, stranger.key)).status, 404);
  t.same((await call('GET', '/v1/gate/dictionaries', undefined, stranger.key)).body.data, []);
  t.equal((await call('DELETE', `/v1/gate/dictionaries/${id}`)).status, 200);
  t.equal((await call('GET', `/v1/gate/dictionaries/${id}`)).status, 404);
});

t.test('duplicate terms are stored once; the same term under two canonical IDs is refused', async (t) => {
  const duplicates = await call('POST', '/v1/gate/dictionaries', { name: 'dupes', entity_type: 'X', terms: ['Alpha', 'alpha', 'ALPHA', 'Älpha', { term: 'Beta', canonical_id: 'B-1' }, 'beta'] });
  t.equal(duplicates.status, 201);
  t.equal(duplicates.body.term_count, 2, 'one term per matching key, the first kept');
  const sensitive = await call('POST', '/v1/gate/dictionaries', { name: 'dupes-cs', entity_type: 'X', case_sensitive: true, terms: ['Alpha', 'alpha', 'Alpha'] });
  t.equal(sensitive.body.term_count, 2, 'case-sensitive: "alpha" is another term');
  const conflict = await call('POST', '/v1/gate/dictionaries', { name: 'conflict', entity_type: 'X', terms: ['Gamma', { term: 'Delta', canonical_id: 'D-1' }, { term: 'delta', canonical_id: 'D-2' }] });
  t.equal(conflict.status, 422);
  t.equal((conflict.body.error as { param: string }).param, 'terms[2].canonical_id');
  t.notMatch(JSON.stringify(conflict.body), /delta|D-2/i, 'the message names positions, not the terms');
  for (const name of ['dupes', 'dupes-cs']) await call('DELETE', `/v1/gate/dictionaries/${await idOf(name)}`);
});

t.test("an organisation's dictionaries hold at most privacy.maxDictionaryTerms terms in all", async (t) => {
  const small = await startTestGateway(t, {
    adjust: (config) => {
      config.privacy.maxDictionaryTerms = 5;
    },
  });
  const post = (name: string, terms: string[]) =>
    fetch(`${small.url}/v1/gate/dictionaries`, {
      method: 'POST',
      headers: { authorization: `Bearer ${small.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, entity_type: 'X', terms }),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as { error?: { param: string; code: string } } }));
  t.equal((await post('a', ['one', 'two', 'three'])).status, 201);
  const over = await post('b', ['four', 'five', 'six']);
  t.equal(over.status, 422);
  t.equal(over.body.error?.param, 'terms');
  t.equal((await post('b', ['four', 'five'])).status, 201, 'up to the budget');
  t.equal((await post('a', ['one', 'two', 'three'])).status, 200, "replacing a dictionary counts its new terms, not its old ones");
  const other = await small.createKey({ organizationId: 'org_other' });
  const elsewhere = await fetch(`${small.url}/v1/gate/dictionaries`, {
    method: 'POST',
    headers: { authorization: `Bearer ${other.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'a', entity_type: 'X', terms: ['one', 'two', 'three', 'four', 'five'] }),
  });
  t.equal(elsewhere.status, 201, 'the budget is per organisation');
});

t.test('bad dictionaries are 422 with the field named', async (t) => {
  const bad = await call('POST', '/v1/gate/dictionaries', { name: 'x', entity_type: 'lowercase', terms: ['a'] });
  t.equal(bad.status, 422);
  t.equal((bad.body.error as { param: string }).param, 'entity_type');
  t.equal((await call('POST', '/v1/gate/dictionaries', { name: 'x', entity_type: 'X', terms: [] })).status, 422);
  // A type ending in "_" and digits would run into its placeholders' numbers ("[TEAM_2]" read as TEAM_2 without one).
  for (const type of ['TEAM_2', 'TIER_10', 'A_B_3']) {
    const numbered = await call('POST', '/v1/gate/dictionaries', { name: 'x', entity_type: type, terms: ['Falcon Squad'] });
    t.equal(numbered.status, 422, type);
    t.equal((numbered.body.error as { param: string }).param, 'entity_type');
  }
  for (const type of ['TEAM2', 'TEAM_2B', 'B2B_CLIENT']) {
    t.equal((await call('POST', '/v1/gate/dictionaries', { name: `ok ${type}`, entity_type: type, terms: ['Falcon Squad'] })).status, 201, type);
  }
  // Inside a term object, the field itself is named, not the term.
  const badId = await call('POST', '/v1/gate/dictionaries', { name: 'x', entity_type: 'X', terms: ['ok', { term: 'Falcon', canonical_id: 5 }] });
  t.equal(badId.status, 422);
  t.equal((badId.body.error as { param: string }).param, 'terms[1].canonical_id');
  const noTerm = await call('POST', '/v1/gate/dictionaries', { name: 'x', entity_type: 'X', terms: [{ canonical_id: 'A-1' }] });
  t.equal((noTerm.body.error as { param: string }).param, 'terms[0].term');
  // Terms and ids that could never match or name anything: empty, or only invisible characters.
  for (const terms of [['\u200b'], ['\u00ad\u200d'], ['\ufe0f'], [{ term: 'Falcon', canonical_id: '' }], [{ term: 'Falcon', canonical_id: '\ufeff' }]]) {
    const invisible = await call('POST', '/v1/gate/dictionaries', { name: 'x', entity_type: 'X', terms });
    t.equal(invisible.status, 422, JSON.stringify(terms));
  }
});

t.test('an allowed name stays in clear with a title before it; a longer name that holds it does not', async (t) => {
  const own = await veil.createKey({ organizationId: 'org_allow_title' });
  t.equal((await call('POST', '/v1/gate/dictionaries', { name: 'people', entity_type: 'PERSON', kind: 'allow', terms: ['Peter Parker', 'Paris'] }, own.key)).status, 201);
  for (const text of ['Peter Parker called.', 'Mr. Peter Parker called.', 'Dr. Peter Parker called.', 'Herr Peter Parker rief an.']) {
    t.equal((await call('POST', '/v1/gate/anonymize', { text }, own.key)).body.text, text);
  }
  const longer = await call('POST', '/v1/gate/anonymize', { text: 'Ask Paris Hilton about it.' }, own.key);
  t.notMatch(longer.body.text, /Hilton/, 'an allowed word inside a longer name does not keep the name');
  t.equal((await call('POST', '/v1/gate/dictionaries', { name: 'surnames', entity_type: 'PERSON', kind: 'allow', terms: ['Parker'] }, own.key)).status, 201);
  const firstName = await call('POST', '/v1/gate/anonymize', { text: 'Phil Parker called.' }, own.key);
  t.notMatch(firstName.body.text, /Phil/, 'a first name that is also a title ("Phil") is no title before an allowed name');
});

t.test('nothing inside an allowed term is anonymized: neither a name in it nor a later mention of that name', async (t) => {
  const own = await veil.createKey({ organizationId: 'org_allow_inside' });
  const created = await call('POST', '/v1/gate/dictionaries', { name: 'kept', entity_type: 'EMAIL', kind: 'allow', terms: ['jane.doe@example.com'] }, own.key);
  t.equal(created.status, 201);
  const alone = await call('POST', '/v1/gate/anonymize', { text: 'jane.doe@example.com' }, own.key);
  t.equal(alone.body.text, 'jane.doe@example.com');
  const text = 'Contact jane.doe@example.com or Mr. Doe';
  const mixed = await call('POST', '/v1/gate/anonymize', { text }, own.key);
  t.equal(mixed.body.text, 'Contact jane.doe@example.com or [PERSON_1]', 'the name is anonymized where it stands on its own');
  const back = await call('POST', '/v1/gate/deanonymize', { map_id: mixed.body.map_id, text: mixed.body.text }, own.key);
  t.equal(back.body.text, text);
});

t.test('terms a dictionary of the other kind also names are reported by index, without the terms', async (t) => {
  await call('POST', '/v1/gate/dictionaries', { name: 'conflict-deny', entity_type: 'CODENAME', terms: ['Nachtfalke', 'Blue Heron'] });
  const allow = await call('POST', '/v1/gate/dictionaries', {
    name: 'conflict-allow',
    entity_type: 'CODENAME',
    kind: 'allow',
    terms: ['Harmless Widget', 'NACHTFALKE', { term: 'blue heron' }],
  });
  t.equal(allow.status, 201);
  t.same(allow.body.conflicts, [
    { term_index: 1, dictionary: 'conflict-deny', kind: 'deny' },
    { term_index: 2, dictionary: 'conflict-deny', kind: 'deny' },
  ]);
  t.notMatch(JSON.stringify(allow.body), /nachtfalke|heron/i, 'the response never repeats a term');
  // The other way round, the deny list's update reports the allow list.
  const deny = await call('POST', '/v1/gate/dictionaries', { name: 'conflict-deny', entity_type: 'CODENAME', terms: ['Nachtfalke', 'Red Kite'] });
  t.equal(deny.status, 200);
  t.same(deny.body.conflicts, [{ term_index: 0, dictionary: 'conflict-allow', kind: 'allow' }]);
  // As documented, the allow list wins where both name a term.
  const result = await call('POST', '/v1/gate/anonymize', { text: 'Nachtfalke and Red Kite are delayed.' });
  t.equal(result.body.text, 'Nachtfalke and [CODENAME_1] are delayed.');
  // A case-sensitive allow list and a case-insensitive deny list still share "Goldfinch".
  await call('POST', '/v1/gate/dictionaries', { name: 'conflict-strict', entity_type: 'CODENAME', kind: 'allow', case_sensitive: true, terms: ['Goldfinch'] });
  const loose = await call('POST', '/v1/gate/dictionaries', { name: 'conflict-loose', entity_type: 'CODENAME', terms: ['goldfinch'] });
  t.same(loose.body.conflicts, [{ term_index: 0, dictionary: 'conflict-strict', kind: 'allow' }]);
  for (const name of ['conflict-strict', 'conflict-loose']) await call('DELETE', `/v1/gate/dictionaries/${await idOf(name)}`);
  // No conflict, no field.
  const plain = await call('POST', '/v1/gate/dictionaries', { name: 'conflict-none', entity_type: 'CODENAME', terms: ['Goldammer'] });
  t.notOk('conflicts' in plain.body);
  for (const name of ['conflict-deny', 'conflict-allow', 'conflict-none']) await call('DELETE', `/v1/gate/dictionaries/${await idOf(name)}`);
});
