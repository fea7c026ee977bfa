import t, { type Test } from 'tap';
import OpenAI from 'openai';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startTestGateway } from '../helpers/gateway.js';

const upstream = await startFakeUpstream();
t.teardown(() => upstream.close());
const veil = await startTestGateway(t, { upstreamURL: upstream.baseURL });
const client = veil.client();

const PERSONAL = {
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  iban: 'DE89 3704 0044 0532 0130 00',
  phone: '+44 20 7946 0958',
  birthDate: '14/02/1987',
  apiKey: 'sk-proj-4fG7hJ2kL9mN1pQ3rS5tU7vW9xY2zA4b',
};
const prompt = `Hi, I am ${PERSONAL.name}, born ${PERSONAL.birthDate}. Write to ${PERSONAL.email} or call ${PERSONAL.phone}; my IBAN is ${PERSONAL.iban}. Why does OPENAI_API_KEY=${PERSONAL.apiKey} fail?`;

/** A chat request as raw JSON text (or an object to serialize), sent with the default key. */
function postChat(body: string | Record<string, unknown>): Promise<Response> {
  return fetch(`${veil.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function assertNothingLeaked(t: Test, from: number) {
  const sent = upstream.requests.slice(from).map((request) => request.body).join('\n');
  t.ok(sent.length > 0, 'the upstream was called');
  for (const [kind, value] of Object.entries(PERSONAL)) t.notOk(sent.includes(value), `no ${kind} reached the upstream`);
  for (const part of ['Jane', 'jane.doe', '3704 0044', '7946', '1987', '4fG7hJ2k']) t.notOk(sent.includes(part), `no fragment "${part}" reached the upstream`);
}

t.test('non-stream chat: placeholders upstream, the exact text back', async (t) => {
  const from = upstream.requests.length;
  const { data, response } = await client.chat.completions
    .create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: prompt }] })
    .withResponse();
  assertNothingLeaked(t, from);
  const sent = JSON.parse(upstream.requests.at(-1)?.body ?? '{}') as { messages: Array<{ content: string }> };
  t.match(sent.messages[0]?.content, /\[EMAIL_1\]/);
  t.match(sent.messages[0]?.content, /\[IBAN_1\]/);
  t.match(sent.messages[0]?.content, /born \[DATE_OF_BIRTH_1\]/);
  t.match(sent.messages[0]?.content, /OPENAI_API_KEY=\[SECRET_1\] fail/);
  t.equal(data.choices[0]?.message.content, `Echo: ${prompt}`, 'the client sees its own values');
  t.match(response.headers.get('x-veil-map-id'), /^map_/);
});

/**
 * Streams `text` through the gateway with the `openai` client: the client gets its exact text
 * back, and none of `values` reaches the upstream. Returns what the upstream received.
 */
async function streamPrivately(t: Test, text: string, values: readonly string[]): Promise<string> {
  const from = upstream.requests.length;
  const stream = await client.chat.completions.create({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: text }] });
  let content = '';
  for await (const part of stream) content += part.choices[0]?.delta.content ?? '';
  t.equal(content, `Echo: ${text}`, 'the client sees its own values');
  const sent = upstream.requests.slice(from).map((request) => request.body).join('\n');
  for (const value of values) t.notOk(sent.includes(value), `"${value}" did not reach the upstream`);
  return sent;
}

t.test('a home address: street, unit and postcode as placeholders upstream, exact text back when streamed', async (t) => {
  const sent = await streamPrivately(
    t,
    'Please send the contract to 221 Baker Street, Apt. 4B, London NW1 6XE, or to our office at Hauptstraße 5, 10115 Berlin.',
    ['221 Baker', 'Baker Street', 'Apt. 4B', 'NW1 6XE', 'Hauptstraße', '10115'],
  );
  t.match(sent, /\[ADDRESS_1\]/);
});

t.test('Cyrillic, Greek, Polish and Turkish names and towns, in their case forms: placeholders upstream, exact text back when streamed', async (t) => {
  const sent = await streamPrivately(
    t,
    "Позвоните Ольге Петровой из Новосибирска. Στείλτε το email στον Δημήτρη Παπαδόπουλο στη Θεσσαλονίκη. Proszę zadzwonić do Katarzyny Kowalskiej w Krakowie. Ayşe'ye İstanbul'da yaz.",
    ['Ольге', 'Петровой', 'Новосибирска', 'Δημήτρη', 'Παπαδόπουλο', 'Θεσσαλονίκη', 'Katarzyny', 'Kowalskiej', 'Krakowie', 'Ayşe', 'İstanbul'],
  );
  t.match(sent, /\[PERSON_1\]/);
});

t.test('Arabic, Persian, Hebrew, Georgian, Chinese, Japanese and Korean names and towns (scripts without capitals): placeholders upstream, exact text back when streamed', async (t) => {
  const sent = await streamPrivately(
    t,
    'اتصل بالدكتور أحمد الحجيج في القاهرة. آقای علی عبادی در تهران زندگی می‌کند. כתבתי לדוד כהן מחיפה. გიორგი ბერიძე ცხოვრობს თბილისში. 我和王伟先生在北京见面。田中さんに連絡してください。김민준 씨는 부산에서 일해요.',
    ['أحمد', 'الحجيج', 'القاهرة', 'علی', 'عبادی', 'تهران', 'דוד', 'כהן', 'חיפה', 'გიორგი', 'ბერიძე', 'თბილისში', '王伟', '北京', '田中', '김민준', '부산'],
  );
  // The attached "to" and "from" stay with the text: the model reads "ל[PERSON_n]" and "מ[LOCATION_n]".
  t.match(sent, /ל\[PERSON_\d\]/);
  t.match(sent, /מ\[LOCATION_\d\]/);
});

t.test('logprobs: the tokens carry the restored values too, streamed or not', async (t) => {
  const expected = `Echo: ${prompt}`;
  const from = upstream.requests.length;
  const whole = await client.chat.completions.create({ model: 'gpt-4o-mini', logprobs: true, messages: [{ role: 'user', content: prompt }] });
  const tokens = whole.choices[0]?.logprobs?.content ?? [];
  t.ok(tokens.length > 10, 'the upstream sent logprobs');
  t.equal(tokens.map((entry) => entry.token).join(''), expected, 'non-stream: the tokens join to the client’s own text');
  t.notOk(tokens.some((entry) => /_1|\[/.test(entry.token)), 'no piece of a placeholder in any token');

  const stream = await client.chat.completions.create({ model: 'gpt-4o-mini', logprobs: true, stream: true, messages: [{ role: 'user', content: prompt }] });
  let content = '';
  let streamed = '';
  for await (const part of stream) {
    for (const choice of part.choices) {
      content += choice.delta.content ?? '';
      streamed += (choice.logprobs?.content ?? []).map((entry) => entry.token).join('');
    }
  }
  t.equal(content, expected);
  t.equal(streamed, expected, 'stream: the tokens join to the client’s own text');
  assertNothingLeaked(t, from);
});

t.test('legacy completions logprobs: the token lists carry the restored values, streamed or not', async (t) => {
  const expected = `Echo: ${prompt}`;
  const from = upstream.requests.length;
  const whole = await client.completions.create({ model: 'gpt-3.5-turbo-instruct', prompt, logprobs: 1 });
  const lists = whole.choices[0]?.logprobs;
  t.ok((lists?.tokens?.length ?? 0) > 10, 'the upstream sent logprobs');
  t.equal(lists?.tokens?.join(''), expected, 'non-stream: the tokens join to the client’s own text');
  t.notOk(lists?.tokens?.some((token) => /_1|\[/.test(token)), 'no piece of a placeholder in any token');
  const offsets = lists?.text_offset ?? [];
  t.ok(offsets.every((offset, index) => index === 0 || offset === (offsets[index - 1] ?? 0) + [...(lists?.tokens?.[index - 1] ?? '')].length), 'offsets follow the restored tokens');

  const stream = await client.completions.create({ model: 'gpt-3.5-turbo-instruct', prompt, logprobs: 1, stream: true });
  let text = '';
  let streamed = '';
  for await (const part of stream) {
    for (const choice of part.choices) {
      text += choice.text;
      streamed += (choice.logprobs?.tokens ?? []).join('');
    }
  }
  t.equal(text, expected);
  t.equal(streamed, expected, 'stream: the tokens join to the client’s own text');
  assertNothingLeaked(t, from);
});

t.test('streamed chat with n=2: exact restore in every choice', async (t) => {
  const from = upstream.requests.length;
  const stream = await client.chat.completions.create({ model: 'gpt-4o-mini', n: 2, stream: true, messages: [{ role: 'user', content: prompt }] });
  const texts = ['', ''];
  for await (const part of stream) for (const choice of part.choices) texts[choice.index] += choice.delta.content ?? '';
  assertNothingLeaked(t, from);
  t.same(texts, [`Echo: ${prompt}`, `Echo: ${prompt}`]);
});

t.test('a reasoning model: its reasoning comes back restored, streamed or not', async (t) => {
  const from = upstream.requests.length;
  const stream = await client.chat.completions.create({ model: 'reasoning-model', stream: true, messages: [{ role: 'user', content: prompt }] });
  let reasoning = '';
  let content = '';
  for await (const part of stream) {
    const delta = part.choices[0]?.delta as { content?: string | null; reasoning_content?: string } | undefined;
    reasoning += delta?.reasoning_content ?? '';
    content += delta?.content ?? '';
  }
  t.equal(reasoning, `Thinking about: ${prompt}`);
  t.equal(content, `Echo: ${prompt}`);
  const answer = await client.chat.completions.create({ model: 'reasoning-model', messages: [{ role: 'user', content: prompt }] });
  t.equal((answer.choices[0]?.message as { reasoning_content?: string }).reasoning_content, `Thinking about: ${prompt}`);
  assertNothingLeaked(t, from);
});

t.test("Mistral's thinking parts: restored in their own parts, streamed or not", async (t) => {
  type Part = { type: string; text?: string; thinking?: Array<{ text: string }> };
  const from = upstream.requests.length;
  const texts = (parts: Part[]) => ({
    thinking: parts.flatMap((part) => (part.type === 'thinking' ? (part.thinking ?? []).map((inner) => inner.text) : [])).join(''),
    answer: parts.flatMap((part) => (part.type === 'text' ? [part.text ?? ''] : [])).join(''),
  });
  const stream = await client.chat.completions.create({ model: 'thinking-parts', stream: true, messages: [{ role: 'user', content: prompt }] });
  const streamed: Part[] = [];
  for await (const part of stream) {
    const content = part.choices[0]?.delta.content as unknown;
    if (Array.isArray(content)) streamed.push(...(content as Part[]));
  }
  t.same(texts(streamed), { thinking: `Thinking about: ${prompt}`, answer: `Echo: ${prompt}` });
  const answer = await client.chat.completions.create({ model: 'thinking-parts', messages: [{ role: 'user', content: prompt }] });
  t.same(texts(answer.choices[0]?.message.content as unknown as Part[]), { thinking: `Thinking about: ${prompt}`, answer: `Echo: ${prompt}` });
  assertNothingLeaked(t, from);
});

t.test('tool calls: history arguments, tool results and user are anonymized; streamed arguments restored', async (t) => {
  const from = upstream.requests.length;
  const stream = client.chat.completions.stream({
    model: 'gpt-4o-mini',
    user: PERSONAL.email,
    messages: [
      { role: 'user', content: 'Book a table.' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'lookup', arguments: JSON.stringify({ email: PERSONAL.email, iban: PERSONAL.iban }) } }] },
      { role: 'tool', tool_call_id: 'c1', content: `Found ${PERSONAL.name}, phone ${PERSONAL.phone}` },
      { role: 'user', content: `Weather for ${PERSONAL.email} please` },
    ],
    tools: [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } } }],
  });
  const final = await stream.finalChatCompletion();
  assertNothingLeaked(t, from);
  const sent = JSON.parse(upstream.requests.at(-1)?.body ?? '{}') as { messages: Array<{ tool_calls?: Array<{ function: { arguments: string } }> }> };
  const history = JSON.parse(sent.messages[1]?.tool_calls?.[0]?.function.arguments ?? '{}') as Record<string, string>;
  t.same(Object.keys(history), ['email', 'iban'], 'history arguments stay valid JSON');
  t.match(history.email, /^\[EMAIL_\d+\]$/);
  const call = final.choices[0]?.message.tool_calls?.[0];
  const args = JSON.parse(call?.type === 'function' ? call.function.arguments : '{}') as { city: string };
  t.equal(args.city, `Weather for ${PERSONAL.email} please`, 'streamed tool-call arguments restored exactly');
});

t.test('refusals, long numbers in tool arguments, descriptions, metadata, prediction and suffix never leave in clear', async (t) => {
  const from = upstream.requests.length;
  const argumentsText = `{"email":"${PERSONAL.email}","card_number":4111111111111111,"order_id":12345678901234567890,"price":1.10}`;
  await client.chat.completions.create({
    model: 'gpt-4o-mini',
    messages: [
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: null, refusal: `I will not email ${PERSONAL.email}` },
      { role: 'assistant', content: [{ type: 'refusal', refusal: `Nor call ${PERSONAL.phone}` }] },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'pay', arguments: argumentsText } }] },
      { role: 'tool', tool_call_id: 'c1', content: 'ok' },
      { role: 'user', content: 'Thanks', name: 'Jane' },
    ],
    tools: [{ type: 'function', function: { name: 'pay', description: `Pays for ${PERSONAL.name}`, parameters: { type: 'object' } } }],
    metadata: { customer: PERSONAL.email },
    prediction: { type: 'content', content: `Dear ${PERSONAL.name}` },
  });
  assertNothingLeaked(t, from);
  const sent = upstream.requests.at(-1)?.body ?? '';
  t.notOk(sent.includes('4111111111111111'), 'a card number written as a JSON number is anonymized');
  const body = JSON.parse(sent) as { messages: Array<{ name?: string; tool_calls?: Array<{ function: { arguments: string } }> }> };
  const args = body.messages[3]?.tool_calls?.[0]?.function.arguments ?? '';
  t.match(args, /"card_number":"\[CREDIT_CARD_1\]"/);
  t.match(args, /"order_id":12345678901234567890,"price":1\.10\}$/, 'everything else stays byte for byte, big numbers included');
  t.match(body.messages[5]?.name ?? '', /^[A-Za-z0-9_-]+$/, 'an anonymized name still fits OpenAI\'s name pattern');

  const legacyFrom = upstream.requests.length;
  await client.completions.create({ model: 'gpt-3.5-turbo-instruct', prompt: 'Start:', suffix: `Signed, ${PERSONAL.name} (${PERSONAL.email})` });
  assertNothingLeaked(t, legacyFrom);
});

t.test('reasoning and unknown message fields, object arguments, schemas, stop and file names are anonymized too', async (t) => {
  const from = upstream.requests.length;
  const response = await postChat({
    model: 'gpt-4o-mini',
    messages: [
      { role: 'user', name: 'Jane_Doe', content: [{ type: 'text', text: 'Hi' }, { type: 'file', file: { filename: `${PERSONAL.email}.pdf`, file_id: 'file-1' } }] },
      { role: 'assistant', content: 'ok', reasoning_content: `The user is ${PERSONAL.name}`, custom_note: `call ${PERSONAL.phone}` },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: { email: PERSONAL.email } } }] },
      { role: 'tool', tool_call_id: 'c1', content: 'done' },
    ],
    stop: [PERSONAL.email],
    tools: [{ type: 'function', function: { name: 'f', parameters: { type: 'object', properties: { who: { type: 'string', description: `defaults to ${PERSONAL.name}`, default: PERSONAL.email } } } } }],
    response_format: { type: 'json_schema', json_schema: { name: 'answer', description: `about ${PERSONAL.name}`, schema: { type: 'object', description: `IBAN ${PERSONAL.iban}` } } },
  });
  t.equal(response.status, 200);
  await response.arrayBuffer();
  assertNothingLeaked(t, from);
  const sent = JSON.parse(upstream.requests.at(-1)?.body ?? '{}') as { messages: Array<{ name?: string }> };
  t.match(sent.messages[0]?.name, /^PERSON_\d+$/, 'a name joined by _ is found whole');
});

t.test('tool-call arguments: keys that are data, and values named by their key, never leave in clear', async (t) => {
  const record = { first_name: 'Jane', last_name: 'Doe', iban: 'DE89370400440532013000', balances: { [PERSONAL.email]: 120, [PERSONAL.phone]: 'mobile' } };
  for (const [form, args] of [
    ['JSON text', JSON.stringify(record)],
    ['object', record],
  ] as const) {
    const from = upstream.requests.length;
    const response = await postChat({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'user', content: 'Update the record' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'update', arguments: args } }] },
        { role: 'tool', tool_call_id: 'c1', content: 'done' },
      ],
    });
    t.equal(response.status, 200, form);
    await response.arrayBuffer();
    const sent = upstream.requests.slice(from).map((request) => request.body).join('\n');
    for (const value of ['Jane', '"Doe"', 'DE89370400440532013000', PERSONAL.email, PERSONAL.phone]) t.notOk(sent.includes(value), `${form}: ${value} did not reach the upstream`);
    const body = JSON.parse(sent) as { messages: Array<{ tool_calls?: Array<{ function: { arguments: unknown } }> }> };
    const forwarded = body.messages[1]?.tool_calls?.[0]?.function.arguments;
    const parsed = (typeof forwarded === 'string' ? JSON.parse(forwarded) : forwarded) as Record<string, unknown>;
    t.same(Object.keys(parsed), ['first_name', 'last_name', 'iban', 'balances'], `${form}: field names stay as written, in order`);
    t.match(parsed.last_name, /^\[PERSON_\d+\]$/, `${form}: a surname that is also a word is found by its key`);
    t.same(Object.keys(parsed.balances as object), ['[EMAIL_1]', '[PHONE_1]'], `${form}: keys that are data get placeholders`);
  }
});

t.test('content parts of types OpenAI does not define are analysed, not forwarded unread', async (t) => {
  const from = upstream.requests.length;
  const response = await postChat({
    model: 'gpt-4o-mini',
    messages: [
      { role: 'user', content: [{ text: `mail ${PERSONAL.email}` }, { type: 'input_text', text: `I am ${PERSONAL.name}` }, { type: 'TEXT', text: `IBAN ${PERSONAL.iban}` }] },
      { role: 'assistant', content: [{ type: 'thinking', thinking: [{ type: 'text', text: `call ${PERSONAL.phone}` }] }, { type: 'text', text: 'ok' }] },
      { role: 'user', content: [{ type: 'text', text: 'see', annotations: [{ type: 'url_citation', title: `${PERSONAL.name}'s page` }] }, { type: 'image_url', image_url: { url: 'https://example.org/cat.png' } }] },
    ],
  });
  t.equal(response.status, 200);
  await response.arrayBuffer();
  assertNothingLeaked(t, from);
  const sent = JSON.parse(upstream.requests.at(-1)?.body ?? '{}') as { messages: Array<{ content: Array<Record<string, unknown>> }> };
  t.same(sent.messages[2]?.content[1], { type: 'image_url', image_url: { url: 'https://example.org/cat.png' } }, "an image's URL is data, forwarded as sent");
});

t.test("a provider's own top-level fields are analysed, not forwarded unread; token ids are refused", async (t) => {
  const from = upstream.requests.length;
  const response = await postChat({
    model: 'gpt-4o-mini',
    messages: [{ role: 'user', content: 'Summarise the HR file.' }],
    // vLLM's retrieval documents and constrained choices, and a top-level system prompt some servers take
    documents: [{ title: 'HR file', text: `${PERSONAL.name}, ${PERSONAL.email}, IBAN ${PERSONAL.iban}` }],
    guided_choice: [PERSONAL.name, 'nobody'],
    chat_template_kwargs: { enable_thinking: false },
    system: `You answer ${PERSONAL.name} at ${PERSONAL.phone}.`,
    temperature: 0.2,
  });
  t.equal(response.status, 200);
  await response.arrayBuffer();
  assertNothingLeaked(t, from);
  const sent = JSON.parse(upstream.requests.at(-1)?.body ?? '{}') as Record<string, unknown>;
  t.same(sent.chat_template_kwargs, { enable_thinking: false }, 'switches go as sent');
  t.match(JSON.stringify(sent.guided_choice), /\[PERSON_1\]/);

  // Token ids would be decoded back into the text upstream: refused while privacy is on.
  const count = upstream.requests.length;
  const tokens = await client.completions.create({ model: 'gpt-3.5-turbo-instruct', prompt: [5444, 1308, 382] }).catch((caught: unknown) => caught);
  t.ok(tokens instanceof OpenAI.UnprocessableEntityError);
  t.equal((tokens as InstanceType<typeof OpenAI.APIError>).param, 'prompt');
  const nested = await client.embeddings.create({ model: 'text-embedding-3-small', input: [[5444, 1308, 382]] }).catch((caught: unknown) => caught);
  t.ok(nested instanceof OpenAI.UnprocessableEntityError);
  t.equal(upstream.requests.length, count, 'nothing went upstream');
});

t.test('a JSON answer the provider labels text/plain is restored all the same', async (t) => {
  const response = await postChat({ model: 'mislabelled-json', messages: [{ role: 'user', content: prompt }] });
  const answer = JSON.parse(await response.text()) as { choices: Array<{ message: { content: string } }> };
  t.equal(answer.choices[0]?.message.content, `Echo: ${prompt}`);
});

t.test('x-veil-map-id keeps placeholders stable across turns; another organisation gets 404', async (t) => {
  const first = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: `Ask ${PERSONAL.email}` }] }).withResponse();
  const mapId = first.response.headers.get('x-veil-map-id') ?? '';
  const firstSent = upstream.requests.at(-1)?.body ?? '';
  const placeholder = /\[EMAIL_\d+\]/.exec(firstSent)?.[0];
  t.ok(placeholder);
  const second = await client.chat.completions
    .create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: `Ask ${PERSONAL.email}` }, { role: 'user', content: 'and also ops@example.org' }] }, { headers: { 'x-veil-map-id': mapId } })
    .withResponse();
  t.equal(second.response.headers.get('x-veil-map-id'), mapId);
  const secondSent = upstream.requests.at(-1)?.body ?? '';
  t.ok(secondSent.includes(placeholder ?? '?'), 'same value, same placeholder');
  t.match(secondSent, /\[EMAIL_2\]/, 'a new value gets the next number');

  const stranger = await veil.createKey({ organizationId: 'org_other' });
  const error = await veil
    .client(stranger.key)
    .chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }, { headers: { 'x-veil-map-id': mapId } })
    .catch((caught: unknown) => caught);
  t.ok(error instanceof OpenAI.NotFoundError);
  t.equal((error as InstanceType<typeof OpenAI.APIError>).code, 'map_not_found');
});

t.test('legacy completions and embeddings are anonymized too', async (t) => {
  const from = upstream.requests.length;
  const completion = await client.completions.create({ model: 'gpt-3.5-turbo-instruct', prompt, stop: [PERSONAL.email, `${PERSONAL.name}:`] });
  t.equal(completion.choices[0]?.text, `Echo: ${prompt}`);
  await client.completions.create({ model: 'gpt-3.5-turbo-instruct', prompt: 'Go on', stop: PERSONAL.iban });
  await client.embeddings.create({ model: 'text-embedding-3-small', input: [prompt, 'nothing personal'] });
  assertNothingLeaked(t, from);
});

t.test('a request without personal data is forwarded byte for byte, with no map', async (t) => {
  const body = '{"model":"gpt-4o-mini","messages":[{"role":"user","content":"What is 2 + 2?"}]}';
  const response = await postChat(body);
  t.equal(response.status, 200);
  t.equal(upstream.requests.at(-1)?.body, body);
  t.equal(response.headers.get('x-veil-map-id'), null);
});

t.test('privacy off only for keys allowed to; pass-through paths blocked while privacy is on', async (t) => {
  const denied = await client.chat.completions
    .create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: prompt }] }, { headers: { 'x-veil-privacy': 'off' } })
    .catch((caught: unknown) => caught);
  t.ok(denied instanceof OpenAI.PermissionDeniedError);

  const trusted = await veil.createKey({ privacy: { allowOff: true } });
  const from = upstream.requests.length;
  const { response } = await veil
    .client(trusted.key)
    .chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: prompt }] }, { headers: { 'x-veil-privacy': 'off' } })
    .withResponse();
  t.equal(response.headers.get('x-veil-privacy'), 'off');
  t.ok(upstream.requests[from]?.body.includes(PERSONAL.email), 'sent as is, by choice');

  const blocked = await client.moderations.create({ input: prompt }).catch((caught: unknown) => caught);
  t.ok(blocked instanceof OpenAI.PermissionDeniedError);
  t.equal((blocked as InstanceType<typeof OpenAI.APIError>).code, 'privacy_policy_blocked');
});

t.test('a key policy can narrow the entity types', async (t) => {
  const emailsOnly = await veil.createKey({ privacy: { entities: ['EMAIL'] } });
  await veil.client(emailsOnly.key).chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: prompt }] });
  const sent = upstream.requests.at(-1)?.body ?? '';
  t.notOk(sent.includes(PERSONAL.email));
  t.ok(sent.includes('3704 0044'), 'IBAN left alone by this key policy');

  // The organisation's deny terms are anonymized whatever the key narrows.
  const created = await fetch(`${veil.url}/v1/gate/dictionaries`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'clients-narrowed', entity_type: 'CLIENT', terms: ['Quillon Varga'] }),
  });
  t.equal(created.status, 201);
  const { id } = (await created.json()) as { id: string };
  t.teardown(async () => {
    await fetch(`${veil.url}/v1/gate/dictionaries/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${veil.key}` } });
  });
  const answer = await veil.client(emailsOnly.key).chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Quillon Varga asked again.' }] });
  const narrowed = upstream.requests.at(-1)?.body ?? '';
  t.notOk(narrowed.includes('Quillon'), 'a deny term is anonymized under a narrowing key policy');
  t.match(narrowed, /\[CLIENT_1\]/);

  // A deny list of a built-in type does not turn that type back on for the narrowing key.
  const people = await fetch(`${veil.url}/v1/gate/dictionaries`, {
    method: 'POST',
    headers: { authorization: `Bearer ${veil.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'people-narrowed', entity_type: 'PERSON', terms: ['Quillon Varga'] }),
  });
  const { id: peopleId } = (await people.json()) as { id: string };
  t.teardown(async () => {
    await fetch(`${veil.url}/v1/gate/dictionaries/${peopleId}`, { method: 'DELETE', headers: { authorization: `Bearer ${veil.key}` } });
  });
  await veil.client(emailsOnly.key).chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Mr. John Smith wrote to jane.doe@example.com.' }] });
  const builtIn = upstream.requests.at(-1)?.body ?? '';
  t.ok(builtIn.includes('John Smith'), 'names stay in clear for a key narrowed to e-mails');
  t.notOk(builtIn.includes('jane.doe@example.com'));
  t.ok(answer.choices[0]?.message.content !== undefined);
});
