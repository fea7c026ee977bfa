import t from 'tap';
import { createChunkRestorer, restoreCompletionJson } from '../../../src/privacy/operators/chunk-restorer.js';
import { table } from './restore-fixtures.js';

const ALICE = 'Alice Müller';
const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'm', system_fingerprint: 'fp' };
const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) => ({ ...base, choices, ...extra });
const content = (index: number, text: string, finish: string | null = null) => ({ index, delta: { content: text }, logprobs: null, finish_reason: finish });

t.test('restores content and keeps every other field', async (t) => {
  const restorer = createChunkRestorer(table);
  t.same(restorer.rewrite(chunk([{ index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null }])), [
    chunk([{ index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null }]),
  ]);
  t.same(restorer.rewrite(chunk([content(0, 'Hi [PERSON_1], ')])), [chunk([content(0, `Hi ${ALICE}, `)])]);
});

t.test('a chunk whose text is all held back is dropped, unless it carries something else', async (t) => {
  const restorer = createChunkRestorer(table);
  t.same(restorer.rewrite(chunk([content(0, 'Hi [PERS')])), [chunk([content(0, 'Hi ')])]);
  t.same(restorer.rewrite(chunk([content(0, 'ON_')])), []);
  t.same(restorer.rewrite(chunk([content(0, '1')], { usage: { total_tokens: 3 } })), [chunk([], { usage: { total_tokens: 3 } })]);
  const withLogprobs = { index: 0, delta: { content: '' }, logprobs: { content: [] }, finish_reason: null };
  t.same(restorer.rewrite(chunk([{ ...withLogprobs, delta: { content: ']' } }])), [chunk([{ ...withLogprobs, delta: { content: ALICE } }])]);
});

t.test('the chunk with finish_reason carries the held text; flush then has nothing', async (t) => {
  const restorer = createChunkRestorer(table);
  t.same(restorer.rewrite(chunk([content(0, 'bye PERSON_1')])), [chunk([content(0, 'bye ')])]);
  t.same(restorer.rewrite(chunk([{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }])), [
    chunk([{ index: 0, delta: { content: ALICE }, logprobs: null, finish_reason: 'stop' }]),
  ]);
  t.same(restorer.flush(), []);
});

t.test('an empty finish_reason on every chunk (Ollama, sglang) does not end the choice', async (t) => {
  const restorer = createChunkRestorer(table);
  t.same(restorer.rewrite(chunk([content(0, 'Hi [PERS', '')])), [chunk([content(0, 'Hi ', '')])]);
  t.same(restorer.rewrite(chunk([content(0, 'ON_1], bye', '')])), [chunk([content(0, `${ALICE}, bye`, '')])]);
  t.same(restorer.rewrite(chunk([content(0, ' PERSON_', '')])), [chunk([content(0, ' ', '')])]);
  t.same(restorer.rewrite(chunk([content(0, '1', 'stop')])), [chunk([content(0, ALICE, 'stop')])]);
});

t.test('flush sends the held text of each choice with the last chunk ids', async (t) => {
  const restorer = createChunkRestorer(table);
  restorer.rewrite(chunk([content(1, 'x <PERSON_2')]));
  restorer.rewrite(chunk([content(0, 'Maria')], { id: 'chatcmpl-2' }));
  t.same(restorer.flush(), [
    { id: 'chatcmpl-2', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content: "Bob O'Brien" }, finish_reason: null }] },
    { id: 'chatcmpl-2', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 1, delta: { content: "<Bob O'Brien" }, finish_reason: null }] },
  ]);
});

t.test('interleaved choices in one chunk keep separate held text', async (t) => {
  const restorer = createChunkRestorer(table);
  t.same(restorer.rewrite(chunk([content(0, '[PERSON'), content(1, '[EMA')])), []);
  t.same(restorer.rewrite(chunk([content(1, 'IL]'), content(0, '_2]')])), [chunk([content(1, 'a.b+c@x.io'), content(0, "Bob O'Brien")])]);
});

t.test('tool-call arguments are restored per tool call as JSON text', async (t) => {
  const restorer = createChunkRestorer(table);
  const call = (index: number, args: string, head = false) => ({
    index,
    ...(head ? { id: `call_${index}`, type: 'function' } : {}),
    function: head ? { name: 'send', arguments: args } : { arguments: args },
  });
  const tools = (calls: unknown[], finish: string | null = null) => chunk([{ index: 0, delta: { tool_calls: calls }, finish_reason: finish }]);
  t.same(restorer.rewrite(tools([call(0, '{"to":"[PHO', true)])), [tools([call(0, '{"to":"', true)])]);
  t.same(restorer.rewrite(tools([call(1, '{"to":"PERSON_1', true)])), [tools([call(1, '{"to":"', true)])]);
  t.same(restorer.rewrite(tools([call(0, 'NE_1]"}')])), [tools([call(0, '\\"quoted\\" \\\\ back\\nslash"}')])]);
  t.same(restorer.rewrite(tools([], 'tool_calls')), [tools([call(1, ALICE)], 'tool_calls')]);
});

t.test('legacy text_completion chunks', async (t) => {
  const restorer = createChunkRestorer(table);
  const legacy = (text: string, finish: string | null = null) => ({ id: 'cmpl-1', object: 'text_completion', created: 1, model: 'm', choices: [{ index: 0, text, logprobs: null, finish_reason: finish }] });
  t.same(restorer.rewrite(legacy('Dear [person_')), [legacy('Dear ')]);
  t.same(restorer.rewrite(legacy('1]! Maria')), [legacy(`${ALICE}! `)]);
  t.same(restorer.rewrite(legacy(' Keller')), []);
  t.same(restorer.flush(), [{ id: 'cmpl-1', object: 'text_completion', created: 1, model: 'm', choices: [{ index: 0, text: ALICE, logprobs: null, finish_reason: null }] }]);
});

t.test('anything that is not a completion chunk passes through', async (t) => {
  const restorer = createChunkRestorer(table);
  for (const other of [null, 'x', 3, { error: { message: '[PERSON_1]' } }, chunk([], { usage: { total_tokens: 1 } })]) t.same(restorer.rewrite(other), [other]);
  t.same(restorer.flush(), []);
});

t.test('restoreCompletionJson restores a non-stream answer without touching its input', async (t) => {
  const body = {
    id: 'chatcmpl-9',
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: 'Hi [PERSON_1]',
          refusal: 'not for PERSON_2',
          tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{"n":"[PHONE_1]"}' } }],
        },
        finish_reason: 'stop',
      },
      { index: 1, message: { role: 'assistant', content: [{ type: 'text', text: '[EMAIL]' }, { type: 'image_url', image_url: { url: 'u' } }] } },
      { index: 2, text: 'Maria Keller', logprobs: null },
    ],
    usage: { total_tokens: 5 },
  };
  const copy = structuredClone(body);
  t.same(restoreCompletionJson(body, table), {
    ...body,
    choices: [
      {
        ...body.choices[0],
        message: {
          role: 'assistant',
          content: `Hi ${ALICE}`,
          refusal: "not for Bob O'Brien",
          tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: JSON.stringify({ n: '"quoted" \\ back\nslash' }) } }],
        },
      },
      { index: 1, message: { role: 'assistant', content: [{ type: 'text', text: 'a.b+c@x.io' }, { type: 'image_url', image_url: { url: 'u' } }] } },
      { index: 2, text: ALICE, logprobs: null },
    ],
  });
  t.same(body, copy);
  t.equal(restoreCompletionJson('plain', table), 'plain');
});

t.test('reasoning streamed before the answer is restored in its own field, held back apart from the content', async (t) => {
  const restorer = createChunkRestorer(table);
  const delta = (fields: Record<string, string>, finish: string | null = null) => chunk([{ index: 0, delta: fields, logprobs: null, finish_reason: finish }]);
  t.same(restorer.rewrite(delta({ reasoning_content: 'The user [PERS' })), [delta({ reasoning_content: 'The user ' })]);
  // The content starts while the reasoning still holds a tail: neither leaks into the other.
  t.same(restorer.rewrite(delta({ reasoning_content: 'ON_1] wants', content: 'Dear [PERSON_1' })), [delta({ reasoning_content: `${ALICE} wants`, content: 'Dear ' })]);
  t.same(restorer.rewrite(delta({ reasoning: 'write to [EMAIL' })), [delta({ reasoning: 'write to ' })]);
  // The stream ends with both tails held: each goes back to its own field ("[PERSON_1" restored, "[EMAIL" as sent).
  t.same(restorer.flush(), [
    { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content: `[${ALICE}`, reasoning: '[EMAIL' }, finish_reason: null }] },
  ]);
});

t.test('a non-streamed answer has its reasoning restored too', async (t) => {
  const body = {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content: 'Hi [PERSON_1]', reasoning_content: 'greet [PERSON_1]', reasoning: 'mail [EMAIL_1]' }, finish_reason: 'stop' }],
  };
  t.same(restoreCompletionJson(body, table), {
    ...body,
    choices: [{ index: 0, message: { role: 'assistant', content: `Hi ${ALICE}`, reasoning_content: `greet ${ALICE}`, reasoning: 'mail a.b+c@x.io' }, finish_reason: 'stop' }],
  });
});

t.test('a legacy function_call: arguments restored as JSON text, held back per choice, released by flush', async (t) => {
  const restorer = createChunkRestorer(table);
  const call = (fn: Record<string, unknown>, finish: string | null = null) => chunk([{ index: 0, delta: { function_call: fn }, finish_reason: finish }]);
  t.same(restorer.rewrite(call({ name: 'f', arguments: '' })), [call({ name: 'f', arguments: '' })], 'the name goes out at once');
  t.same(restorer.rewrite(call({ arguments: '{"n":"[PHO' })), [call({ arguments: '{"n":"' })]);
  t.same(restorer.rewrite(call({ arguments: 'NE_1]","to":"[PERSON_1' })), [call({ arguments: '\\"quoted\\" \\\\ back\\nslash","to":"' })]);
  t.same(restorer.flush(), [{ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { function_call: { arguments: `[${ALICE}` } }, finish_reason: null }] }]);

  const ending = createChunkRestorer(table);
  ending.rewrite(call({ arguments: '{"to":"PERSON_1' }));
  t.same(ending.rewrite(chunk([{ index: 0, delta: {}, finish_reason: 'function_call' }])), [
    chunk([{ index: 0, delta: { function_call: { arguments: ALICE } }, finish_reason: 'function_call' }]),
  ]);

  const whole = restoreCompletionJson({ choices: [{ index: 0, message: { role: 'assistant', content: null, function_call: { name: 'f', arguments: '{"n":"[PHONE_1]"}' } } }] }, table);
  t.same(whole, { choices: [{ index: 0, message: { role: 'assistant', content: null, function_call: { name: 'f', arguments: JSON.stringify({ n: '"quoted" \\ back\nslash' }) } } }] });
});

t.test('JSON content (response_format json_object / json_schema): originals go in escaped', async (t) => {
  const restorer = createChunkRestorer(table, { jsonContent: true });
  t.same(restorer.rewrite(chunk([content(0, '{"phone":"[PHONE')])), [chunk([content(0, '{"phone":"')])]);
  t.same(restorer.rewrite(chunk([content(0, '_1]"}', 'stop')])), [chunk([content(0, '\\"quoted\\" \\\\ back\\nslash"}', 'stop')])]);
  const plain = createChunkRestorer(table);
  t.same(plain.rewrite(chunk([content(0, '{"phone":"[PHONE_1]"}')])), [chunk([content(0, '{"phone":""quoted" \\ back\nslash"}')])], 'without the option, as text');

  const body = { choices: [{ index: 0, message: { role: 'assistant', content: '{"phone":"[PHONE_1]"}' } }] };
  const restored = restoreCompletionJson(body, table, { jsonContent: true }) as { choices: Array<{ message: { content: string } }> };
  t.same(JSON.parse(restored.choices[0]?.message.content ?? ''), { phone: '"quoted" \\ back\nslash' });
});

t.test('content as a list of parts (Mistral thinking, then text): restored per kind of part, tails released in order', async (t) => {
  const restorer = createChunkRestorer(table);
  const thinking = (text: string) => ({ type: 'thinking', thinking: [{ type: 'text', text }] });
  const parts = (list: unknown[], finish: string | null = null) => chunk([{ index: 0, delta: { content: list }, logprobs: null, finish_reason: finish }]);
  t.same(restorer.rewrite(parts([thinking('The user is [PERS')])), [parts([thinking('The user is ')])]);
  t.same(restorer.rewrite(parts([thinking('ON_1], mail PERSON_2')])), [parts([thinking(`${ALICE}, mail `)])]);
  // The answer starts while the thinking holds "PERSON_2": it goes out first, in a thinking part.
  t.same(restorer.rewrite(parts([{ type: 'text', text: 'Dear [EMAIL' }])), [parts([thinking("Bob O'Brien"), { type: 'text', text: 'Dear ' }])]);
  t.same(restorer.rewrite(parts([{ type: 'reference', reference_ids: [1] }])), [parts([{ type: 'reference', reference_ids: [1] }])], 'parts without text pass as they are');
  t.same(restorer.rewrite(parts([{ type: 'text', text: '_1]' }], 'stop')), [parts([{ type: 'text', text: 'a.b+c@x.io' }], 'stop')]);
  t.same(restorer.flush(), []);
});

t.test('a string content after parts, and parts after a string content, keep their order', async (t) => {
  const restorer = createChunkRestorer(table);
  const delta = (content: unknown) => chunk([{ index: 0, delta: { content }, finish_reason: null }]);
  t.same(restorer.rewrite(delta('Hi PERSON_1')), [delta('Hi ')]);
  t.same(restorer.rewrite(delta([{ type: 'text', text: '!' }])), [delta([{ type: 'text', text: ALICE }, { type: 'text', text: '!' }])]);
  t.same(restorer.rewrite(delta([{ type: 'text', text: ' [EMAIL' }])), [delta([{ type: 'text', text: ' ' }])]);
  t.same(restorer.rewrite(delta(' ok')), [delta([{ type: 'text', text: '[EMAIL' }, { type: 'text', text: ' ok' }])], 'a held tail that never closes goes out as written');
  t.same(restorer.flush(), []);
});

t.test("OpenRouter's reasoning_details and tool-call arguments sent as an object are restored, streamed or not", async (t) => {
  const restorer = createChunkRestorer(table);
  const details = (text: string) => [{ type: 'reasoning.text', text, format: 'unknown', index: 0 }];
  const delta = (fields: Record<string, unknown>, finish: string | null = null) => chunk([{ index: 0, delta: fields, finish_reason: finish }]);
  t.same(restorer.rewrite(delta({ reasoning: 'x', reasoning_details: details('ask [PERSON') })), [delta({ reasoning: 'x', reasoning_details: details('ask ') })]);
  const objectArgs = { tool_calls: [{ index: 0, id: 'c', type: 'function', function: { name: 'f', arguments: { to: '[PERSON_1]', cc: ['[EMAIL_1]'] } } }] };
  t.same(restorer.rewrite(delta(objectArgs)), [delta({ tool_calls: [{ index: 0, id: 'c', type: 'function', function: { name: 'f', arguments: { to: ALICE, cc: ['a.b+c@x.io'] } } }] })]);
  t.same(restorer.rewrite(delta({ reasoning_details: details('_2]') }, 'stop')), [delta({ reasoning_details: details("Bob O'Brien") }, 'stop')]);

  const body = {
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: [thinkingWhole('about [PERSON_1]'), { type: 'text', text: 'Hi [PERSON_2]' }],
          reasoning_details: [{ type: 'reasoning.summary', summary: 'greet [PERSON_1]' }, { type: 'reasoning.encrypted', data: '[PERSON_1]' }],
          tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: { to: '[PERSON_1]' } } }],
        },
      },
    ],
  };
  t.same(restoreCompletionJson(body, table), {
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: [thinkingWhole(`about ${ALICE}`), { type: 'text', text: "Hi Bob O'Brien" }],
          reasoning_details: [{ type: 'reasoning.summary', summary: `greet ${ALICE}` }, { type: 'reasoning.encrypted', data: '[PERSON_1]' }],
          tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: { to: ALICE } } }],
        },
      },
    ],
  });
});

function thinkingWhole(text: string) {
  return { type: 'thinking', thinking: [{ type: 'text', text }] };
}
