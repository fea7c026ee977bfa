import t from 'tap';
import { createSurrogate } from '../../src/privacy/operators/surrogate.js';
import { startTestGateway } from '../helpers/gateway.js';

const veil = await startTestGateway(t);

async function call(method: string, path: string, body?: unknown, key = veil.key) {
  const response = await fetch(`${veil.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { code?: string } };
}

interface Entity {
  type: string;
  start: number;
  end: number;
  placeholder: string;
  source: string;
  score: number;
}

const text = 'Contact Jane Doe at jane.doe@example.com or +49 30 901820; card 4111 1111 1111 1111.';

t.test('anonymize returns text, map id and entities with offsets into the input', async (t) => {
  const { status, body } = await call('POST', '/v1/gate/anonymize', { text });
  t.equal(status, 200);
  t.match(body.map_id, /^map_/);
  const entities = body.entities as Entity[];
  for (const entity of entities) {
    t.ok(entity.end > entity.start);
    t.ok((body.text as string).includes(entity.placeholder), `${entity.placeholder} is in the text`);
  }
  const email = entities.find((entity) => entity.type === 'EMAIL');
  t.equal(text.slice(email?.start, email?.end), 'jane.doe@example.com');
  t.notOk((body.text as string).includes('jane.doe'), 'the email is gone');
  t.ok(entities.some((entity) => entity.type === 'CREDIT_CARD'));

  const back = await call('POST', '/v1/gate/deanonymize', { map_id: body.map_id, text: body.text });
  t.same(back.body, { text });
});

t.test('batch: one map across texts; extending a map keeps placeholders; mangled forms restore', async (t) => {
  const first = await call('POST', '/v1/gate/anonymize', { texts: ['Mail jane.doe@example.com', 'Again jane.doe@example.com and bob@example.org'] });
  t.equal(first.status, 200);
  t.same(first.body.texts, ['Mail [EMAIL_1]', 'Again [EMAIL_1] and [EMAIL_2]']);
  t.equal((first.body.entities as Entity[][]).length, 2);
  const extended = await call('POST', '/v1/gate/anonymize', { text: 'bob@example.org, carol@example.net', map_id: first.body.map_id });
  t.equal(extended.body.text, '[EMAIL_2], [EMAIL_3]');
  const restored = await call('POST', '/v1/gate/deanonymize', { map_id: first.body.map_id, texts: ['[email_1] / EMAIL_2 / [EMAIL 3] / [EMAIL_9]'] });
  t.same(restored.body.texts, ['jane.doe@example.com / bob@example.org / carol@example.net / [EMAIL_9]']);
});

t.test('surrogate style gives realistic fake values that restore exactly', async (t) => {
  const { body } = await call('POST', '/v1/gate/anonymize', { text: 'Write to jane.doe@example.com today.', style: 'surrogate' });
  const anonymized = body.text as string;
  t.notOk(anonymized.includes('jane.doe@example.com'));
  t.notMatch(anonymized, /\[EMAIL_1\]/, 'no bracketed placeholder');
  t.match(anonymized, /@/, 'still looks like an email');
  const back = await call('POST', '/v1/gate/deanonymize', { map_id: body.map_id, text: anonymized });
  t.equal(back.body.text, 'Write to jane.doe@example.com today.');
  // A map keeps its style: asking another one for it is refused rather than ignored.
  const same = await call('POST', '/v1/gate/anonymize', { text: 'Call Mr. Smith.', map_id: body.map_id, style: 'surrogate' });
  t.equal(same.status, 200);
  const other = await call('POST', '/v1/gate/anonymize', { text: 'Call Mr. Smith.', map_id: body.map_id, style: 'placeholder' });
  t.equal(other.status, 422);
  t.equal((other.body.error as { param: string }).param, 'style');
  t.match(other.body.message, /the map uses "surrogate"/);
});

t.test('a surrogate never equals a value the text leaves in clear', async (t) => {
  const first = await call('POST', '/v1/gate/anonymize', { text: 'Jane Doe called.', style: 'surrogate' });
  const mapId = first.body.map_id as string;
  const firstSurrogate = (first.body.text as string).replace(/ called\.$/, '');
  // The surrogate the map would give its second person, and a dictionary that keeps that very name in clear.
  const next = createSurrogate({ type: 'PERSON', value: 'John Smith', n: 2, seed: mapId, taken: new Set([firstSurrogate]) });
  const allow = await call('POST', '/v1/gate/dictionaries', { name: 'public-figures', entity_type: 'PERSON', kind: 'allow', terms: [next] });
  t.equal(allow.status, 201);
  t.teardown(() => call('DELETE', `/v1/gate/dictionaries/${String(allow.body.id)}`).then(() => undefined));
  const input = `John Smith wrote to ${next}.`;
  const second = await call('POST', '/v1/gate/anonymize', { text: input, map_id: mapId });
  t.equal(second.status, 200);
  t.not(second.body.text, `${next} wrote to ${next}.`, 'John Smith got another surrogate');
  const back = await call('POST', '/v1/gate/deanonymize', { map_id: mapId, text: second.body.text });
  t.equal(back.body.text, input, 'each name restores to itself');
});

t.test('maps: only the owning organisation sees them; describe without values; delete', async (t) => {
  const { body } = await call('POST', '/v1/gate/anonymize', { text });
  const mapId = body.map_id as string;
  const info = await call('GET', `/v1/gate/maps/${mapId}`);
  t.equal(info.status, 200);
  t.equal((info.body.entity_counts as Record<string, number>).EMAIL, 1);
  t.notOk(JSON.stringify(info.body).includes('jane'), 'no values in the description');

  const stranger = await veil.createKey({ organizationId: 'org_other' });
  const foreign = await call('POST', '/v1/gate/deanonymize', { map_id: mapId, text: '[EMAIL_1]' }, stranger.key);
  t.equal(foreign.status, 404);
  t.equal(foreign.body.code, 'map_not_found');
  t.equal((await call('DELETE', `/v1/gate/maps/${mapId}`, undefined, stranger.key)).status, 404);

  t.equal((await call('DELETE', `/v1/gate/maps/${mapId}`)).status, 200);
  t.equal((await call('POST', '/v1/gate/deanonymize', { map_id: mapId, text: '[EMAIL_1]' })).status, 404);
});

t.test('validation: exactly one of text and texts; scope gate required', async (t) => {
  t.equal((await call('POST', '/v1/gate/anonymize', { text: 'a', texts: ['b'] })).status, 422);
  t.equal((await call('POST', '/v1/gate/anonymize', {})).status, 422);
  // A batch holds as much as one text may: 1,000,000 characters in all.
  const part = 'x'.repeat(400_000);
  const tooMuch = await call('POST', '/v1/gate/anonymize', { texts: [part, part, `${part}Jane Doe`] });
  t.equal(tooMuch.status, 413);
  t.equal((tooMuch.body.error as { param: string }).param, 'texts');
  t.match(tooMuch.body.message, /1200008 characters together; one call takes at most 1000000/);
  t.equal((await call('POST', '/v1/gate/anonymize', { texts: [part, part] })).status, 200, 'within the bound');
  // One text is counted as a batch is, in UTF-16 code units: 600,000 emoji are 1,200,000.
  const emoji = '\u{1F600}'.repeat(600_000);
  for (const path of ['/v1/gate/anonymize', '/v1/gate/deanonymize']) {
    const mapId = path.endsWith('deanonymize') ? { map_id: 'map_none' } : {};
    const one = await call('POST', path, { text: emoji, ...mapId });
    const many = await call('POST', path, { texts: [emoji], ...mapId });
    t.same([one.status, many.status], [413, 413], `${path}: one text and a batch of one are bounded alike`);
    t.equal((one.body.error as { param: string }).param, 'text');
    // Plain text over the bound, and a batch of too many texts, are too large as well (413, not 422).
    const ascii = await call('POST', path, { text: 'x'.repeat(1_000_001), ...mapId });
    t.equal(ascii.status, 413, `${path}: 1,000,001 plain characters`);
    const crowd = await call('POST', path, { texts: Array.from({ length: 129 }, () => 'hi'), ...mapId });
    t.equal(crowd.status, 413, `${path}: 129 texts`);
    t.match(crowd.body.message, /129 texts; one call takes at most 128/);
  }
  t.equal((await call('POST', '/v1/gate/anonymize', { texts: Array.from({ length: 128 }, () => 'hi') })).status, 200, '128 texts are within the bound');
  const bad = await call('POST', '/v1/gate/anonymize', { text: 'a', entities: ['person'] });
  t.equal(bad.status, 422);
  t.match(String((bad.body.error as { param: string }).param), /^entities/);
  const chatOnly = await veil.createKey({ scopes: ['chat'] });
  t.equal((await call('POST', '/v1/gate/anonymize', { text: 'a' }, chatOnly.key)).status, 403);
});

t.test("placeholders the input writes itself are never given to its values, so the round trip is exact", async (t) => {
  const template = 'Template: Dear [PERSON_1], your address is EMAIL_1. Real: Jane Doe, jane@example.com';
  const anonymized = await call('POST', '/v1/gate/anonymize', { text: template });
  t.equal(anonymized.body.text, 'Template: Dear [PERSON_1], your address is EMAIL_1. Real: [PERSON_2], [EMAIL_2]');
  const back = await call('POST', '/v1/gate/deanonymize', { map_id: anonymized.body.map_id, text: anonymized.body.text });
  t.equal(back.body.text, template);

  // The surrogate style never sends placeholders, so none in the text is restored.
  const surrogate = await call('POST', '/v1/gate/anonymize', { text: template, style: 'surrogate' });
  t.notMatch(surrogate.body.text, /Jane Doe|jane@example\.com/);
  const restored = await call('POST', '/v1/gate/deanonymize', { map_id: surrogate.body.map_id, text: surrogate.body.text });
  t.equal(restored.body.text, template);
});

t.test('a bracketed type without a number that the input writes comes back as written, not as the one value of that type', async (t) => {
  const text = 'The [PERSON] is Jane Doe; <email> and {credit card} stay, [NAME] too';
  const anonymized = await call('POST', '/v1/gate/anonymize', { text });
  t.equal(anonymized.body.text, 'The [PLACEHOLDER_1] is [PERSON_1]; <email> and {credit card} stay, [NAME] too', 'only types the map holds are replaced');
  const back = await call('POST', '/v1/gate/deanonymize', { map_id: anonymized.body.map_id, text: anonymized.body.text });
  t.equal(back.body.text, text);
  t.equal(
    (await call('POST', '/v1/gate/deanonymize', { map_id: anonymized.body.map_id, text: 'Hello [PERSON]' })).body.text,
    'Hello Jane Doe',
    "the model's own mangled form still restores",
  );
  t.equal(
    (await call('POST', '/v1/gate/deanonymize', { map_id: anonymized.body.map_id, text: 'f"{person}", <person>, [person]' })).body.text,
    'f"{person}", <person>, [person]',
    'a type without its number is read only as upper case in square brackets',
  );
  const later = 'Dear [PERSON], Jane Doe called';
  const next = await call('POST', '/v1/gate/anonymize', { text: later, map_id: anonymized.body.map_id });
  t.notMatch(next.body.text, /\[PERSON\]|Jane/);
  const nextBack = await call('POST', '/v1/gate/deanonymize', { map_id: anonymized.body.map_id, text: next.body.text });
  t.equal(nextBack.body.text, later, 'in a later call on the map too');
  const padded = 'Dear [ PERSON ] and [ PERSON_1 ], Jane Doe called';
  const paddedNext = await call('POST', '/v1/gate/anonymize', { text: padded, map_id: anonymized.body.map_id });
  t.notMatch(paddedNext.body.text, /\[ PERSON|Jane/);
  const paddedBack = await call('POST', '/v1/gate/deanonymize', { map_id: anonymized.body.map_id, text: paddedNext.body.text });
  t.equal(paddedBack.body.text, padded, 'padded forms the user writes come back as written');
  t.equal(
    (await call('POST', '/v1/gate/deanonymize', { map_id: anonymized.body.map_id, text: 'Hello [ PERSON_1 ]' })).body.text,
    'Hello Jane Doe',
    'a placeholder padded with spaces inside its brackets is restored whole',
  );
});

t.test('an empty entities list is refused rather than anonymizing nothing', async (t) => {
  const empty = await call('POST', '/v1/gate/anonymize', { text: 'Jane Doe', entities: [] });
  t.equal(empty.status, 422);
  t.equal(empty.body.code, 'validation_error');
});

t.test('a name found once is anonymized wherever it appears again, in this call and in later calls on the map', async (t) => {
  const first = await call('POST', '/v1/gate/anonymize', { text: 'The customer is Mr. Klimek. klimek wants a refund, write to Klimek.' });
  t.notMatch(first.body.text, /klimek/i);
  const next = await call('POST', '/v1/gate/anonymize', { text: 'Klimek called again.', map_id: first.body.map_id });
  t.notMatch(next.body.text, /klimek/i);
  const back = await call('POST', '/v1/gate/deanonymize', { map_id: first.body.map_id, text: next.body.text });
  t.equal(back.body.text, 'Klimek called again.');
});

t.test('in a later call on a map, a placeholder the text writes that the map already uses comes back as written', async (t) => {
  const first = await call('POST', '/v1/gate/anonymize', { text: 'Jane Doe wrote' });
  t.equal(first.body.text, '[PERSON_1] wrote');
  const literal = 'Literal [PERSON_1] here, PERSON_1 there, and Jane Doe';
  const next = await call('POST', '/v1/gate/anonymize', { text: literal, map_id: first.body.map_id });
  t.equal(next.body.text, 'Literal [PLACEHOLDER_1] here, [PLACEHOLDER_2] there, and [PERSON_1]');
  const back = await call('POST', '/v1/gate/deanonymize', { map_id: first.body.map_id, text: next.body.text });
  t.equal(back.body.text, literal);
});

t.test('an entity type that is neither built in nor a dictionary type is refused, not silently skipped', async (t) => {
  const typo = await call('POST', '/v1/gate/anonymize', { text: 'Jane Doe', entities: ['PERSN'] });
  t.equal(typo.status, 422);
  t.equal(typo.body.code, 'validation_error');
  t.match(typo.body.message, /entities\[0\]/, 'named by position');
  t.notMatch(typo.body.message, /PERSN/, 'the value itself is not echoed: it may be personal data');
  const known = await call('POST', '/v1/gate/anonymize', { text: 'Jane Doe', entities: ['PERSON'] });
  t.equal(known.status, 200);
  await call('POST', '/v1/gate/dictionaries', { name: 'typed', entity_type: 'PROJECT_CODE', terms: ['Bluebird'] });
  const custom = await call('POST', '/v1/gate/anonymize', { text: 'Bluebird', entities: ['PROJECT_CODE'] });
  t.equal(custom.body.text, '[PROJECT_CODE_1]');
});

t.test('in a later call on a map, a lower-case placeholder-like variable stays as written; an upper-case one is protected', async (t) => {
  const first = await call('POST', '/v1/gate/anonymize', { text: 'Mail jane.doe@example.com' });
  t.equal(first.body.text, 'Mail [EMAIL_1]');
  const code = 'email_1 = input(); send(EMAIL_1)';
  const next = await call('POST', '/v1/gate/anonymize', { text: code, map_id: first.body.map_id });
  t.equal(next.body.text, 'email_1 = input(); send([PLACEHOLDER_1])', 'the variable goes upstream as it is');
  const back = await call('POST', '/v1/gate/deanonymize', { map_id: first.body.map_id, text: next.body.text });
  t.equal(back.body.text, code);
});

t.test("an answer recorded under an Idempotency-Key holds the map's values, so it goes with the map", async (t) => {
  const { body } = await call('POST', '/v1/gate/anonymize', { text });
  const mapId = body.map_id as string;
  const deanonymize = (key: string) =>
    fetch(`${veil.url}/v1/gate/deanonymize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ map_id: mapId, text: 'Hello [EMAIL_1]' }),
    });
  const first = await deanonymize('deanonymize-once');
  t.same(await first.json(), { text: 'Hello jane.doe@example.com' });
  const replayed = await deanonymize('deanonymize-once');
  t.equal(replayed.headers.get('idempotent-replayed'), 'true', 'replayed while the map lives');
  await replayed.text();

  t.equal((await call('DELETE', `/v1/gate/maps/${mapId}`)).status, 200);
  const after = await deanonymize('deanonymize-once');
  t.equal(after.status, 404, 'runs again, and the map is gone');
  t.equal(after.headers.get('idempotent-replayed'), null);
  t.notOk((await after.text()).includes('jane.doe'), 'the original value is not replayed');
});

t.test('describing a map reports the expiry its use has just moved forward', async (t) => {
  const { body } = await call('POST', '/v1/gate/anonymize', { text });
  const mapId = body.map_id as string;
  const first = await call('GET', `/v1/gate/maps/${mapId}`);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const before = Date.now();
  const second = await call('GET', `/v1/gate/maps/${mapId}`);
  t.ok(String(second.body.expires_at) > String(first.body.expires_at), 'later than the previous reading');
  // The default lifetime (privacy.mapTtlSeconds) counted from this use, not from the previous one.
  t.ok(Date.parse(String(second.body.expires_at)) >= before + 604_800_000, 'counted from this use');
});

t.test('a value written with HTML character references goes whole, and comes back as written', async (t) => {
  const cases: [what: string, html: string, anonymized: string][] = [
    ['a name', '<p>Bonjour Fran&ccedil;ois M&uuml;ller,</p>', '<p>Bonjour [PERSON_1],</p>'],
    [
      'e-mail addresses hidden from harvesters',
      '<a href="mailto:&#107;&#97;&#114;&#105;&#64;&#119;&#101;&#98;&#46;&#100;&#101;">write</a> or k.stein&#64;example.org',
      '<a href="mailto:[EMAIL_1]">write</a> or [EMAIL_2]',
    ],
  ];
  for (const [what, html, anonymized] of cases) {
    const { status, body } = await call('POST', '/v1/gate/anonymize', { text: html });
    t.equal(status, 200, what);
    t.equal(body.text, anonymized, `${what}: no remainder is left`);
    const back = await call('POST', '/v1/gate/deanonymize', { map_id: body.map_id, text: body.text });
    t.same(back.body, { text: html }, `${what}: restored as written`);
  }
});
