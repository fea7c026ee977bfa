import t from 'tap';
import fc from 'fast-check';
import assert from 'node:assert/strict';
import { createChunkRestorer } from '../../../src/privacy/operators/chunk-restorer.js';
import { restoreText } from '../../../src/privacy/operators/restore-text.js';
import { cutsArb, splitAt, table, textArb } from './restore-fixtures.js';

type Json = Record<string, unknown>;

/** One streamed field: a choice's content or reasoning, or the arguments of one of its tool calls. */
interface Field {
  choice: number;
  /** The delta's text field; undefined for tool-call arguments. */
  name: 'content' | 'reasoning_content' | undefined;
  tool: number | undefined;
  whole: string;
  /** For tool calls: the object whose JSON is streamed. */
  value: Json | undefined;
  fragments: string[];
}

const streamArb = fc.record({
  contents: fc.tuple(textArb, textArb),
  reasoning: textArb,
  toolValues: fc.tuple(textArb, textArb, textArb),
  cuts: fc.array(cutsArb, { minLength: 6, maxLength: 6 }),
  order: fc.array(fc.nat(), { minLength: 120, maxLength: 120 }),
  merge: fc.array(fc.boolean(), { minLength: 120, maxLength: 120 }),
  finish: fc.tuple(fc.boolean(), fc.boolean()),
});

const meta = { id: 'chatcmpl-p', object: 'chat.completion.chunk', created: 1, model: 'm' };

type StreamInput = typeof streamArb extends fc.Arbitrary<infer T> ? T : never;

function fieldsOf(input: StreamInput): Field[] {
  const [c0, c1] = input.contents;
  const [v0, v1, v2] = input.toolValues;
  const specs: [number, Field['name'], number | undefined, string, Json | undefined][] = [
    [0, 'content', undefined, c0, undefined],
    [1, 'content', undefined, c1, undefined],
    [1, 'reasoning_content', undefined, input.reasoning, undefined],
    [0, undefined, 0, '', { to: v0, list: [v1] }],
    [0, undefined, 1, '', { q: v2 }],
    [1, undefined, 0, '', { to: v2, n: 1 }],
  ];
  return specs.map(([choice, name, tool, text, value], index) => {
    const whole = value === undefined ? text : JSON.stringify(value);
    return { choice, name, tool, whole, value, fragments: splitAt(whole, input.cuts[index] ?? []) };
  });
}

/** Interleaves the fields' fragments in a random order and packs them into upstream chunks. */
function upstreamChunks(fields: Field[], order: number[], merge: boolean[], finish: [boolean, boolean]): Json[] {
  const queues = fields.map((field) => ({ field, next: 0 }));
  const choices: Json[] = [];
  let step = 0;
  for (;;) {
    const open = queues.filter((queue) => queue.next < queue.field.fragments.length);
    if (open.length === 0) break;
    const queue = open[(order[step % order.length] ?? 0) % open.length] as (typeof open)[number];
    step++;
    const { field } = queue;
    const fragment = field.fragments[queue.next] as string;
    const first = queue.next === 0;
    queue.next++;
    const delta: Json =
      field.name !== undefined
        ? { [field.name]: fragment }
        : {
            tool_calls: [
              first
                ? { index: field.tool, id: `call_${field.choice}_${field.tool}`, type: 'function', function: { name: 'f', arguments: fragment } }
                : { index: field.tool, function: { arguments: fragment } },
            ],
          };
    choices.push({ index: field.choice, delta, logprobs: null, finish_reason: null });
  }
  for (const choice of [0, 1]) if (finish[choice] === true) choices.push({ index: choice, delta: {}, logprobs: null, finish_reason: 'stop' });
  // Consecutive choices of different indexes share a chunk when `merge` says so (n > 1 interleaved).
  const chunks: Json[] = [{ ...meta, choices: [0, 1].map((index) => ({ index, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null })) }];
  choices.forEach((choice, index) => {
    const last = chunks[chunks.length - 1] as Json;
    const lastChoices = last.choices as Json[];
    const mergeable = index > 0 && merge[index % merge.length] === true && lastChoices.every((other) => other.index !== choice.index);
    if (mergeable) lastChoices.push(choice);
    else chunks.push({ ...meta, choices: [choice] });
  });
  chunks.push({ ...meta, choices: [], usage: { total_tokens: 9 } });
  return chunks;
}

t.test('n=2 interleaved choices with reasoning and tool calls: every field equals restoreText of the whole', async (t) => {
  fc.assert(
    fc.property(streamArb, (input) => {
      const fields = fieldsOf(input);
      const restorer = createChunkRestorer(table);
      const out = [...upstreamChunks(fields, input.order, input.merge, input.finish).flatMap((chunk) => restorer.rewrite(chunk)), ...restorer.flush()];
      const text = new Map<string, string>();
      const ids = new Map<string, number>();
      const finished = new Set<number>();
      for (const chunk of out as Json[]) {
        const choices = chunk.choices as Json[];
        if (choices.length === 0) assert.ok(chunk.usage, 'only the usage chunk has no choices');
        for (const choice of choices) {
          const index = choice.index as number;
          assert.ok(!finished.has(index), 'nothing after finish_reason');
          if (choice.finish_reason !== null) finished.add(index);
          const delta = choice.delta as Json;
          const calls = (delta.tool_calls ?? []) as Json[];
          const informative =
            delta.role !== undefined || choice.finish_reason !== null || calls.length > 0 || delta.content !== '' || typeof delta.reasoning_content === 'string';
          assert.ok(informative, 'no empty choice is sent');
          assert.notEqual(delta.reasoning_content, '', 'no empty reasoning fragment');
          if (typeof delta.content === 'string') text.set(`${index}`, (text.get(`${index}`) ?? '') + delta.content);
          if (typeof delta.reasoning_content === 'string') text.set(`${index}r`, (text.get(`${index}r`) ?? '') + delta.reasoning_content);
          for (const call of calls) {
            const key = `${index}/${call.index as number}`;
            if (call.id !== undefined) {
              assert.equal(call.id, `call_${key.replace('/', '_')}`);
              ids.set(key, (ids.get(key) ?? 0) + 1);
            }
            const args = (call.function as Json).arguments as string;
            assert.ok(args !== '' || call.id !== undefined, 'no empty tool call fragment');
            text.set(key, (text.get(key) ?? '') + args);
          }
        }
      }
      for (const choice of [0, 1]) assert.equal(finished.has(choice), input.finish[choice], 'finish_reason forwarded');
      for (const field of fields) {
        const key = field.tool !== undefined ? `${field.choice}/${field.tool}` : field.name === 'content' ? `${field.choice}` : `${field.choice}r`;
        const restored = text.get(key) ?? '';
        assert.equal(restored, restoreText(field.whole, table, { jsonString: field.tool !== undefined }), key);
        if (field.value === undefined) continue;
        assert.equal(ids.get(key), 1, `tool call ${key} keeps its id once`);
        const expected = JSON.parse(JSON.stringify(field.value), (_key, value: unknown) => (typeof value === 'string' ? restoreText(value, table) : value));
        assert.deepEqual(JSON.parse(restored), expected);
      }
    }),
    { seed: 42, numRuns: 2000 },
  );
  t.pass('2000 runs');
});

const jsonShapesArb = fc.record({
  content: textArb,
  args: textArb,
  cuts: fc.tuple(cutsArb, cutsArb),
  order: fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
});

t.test('JSON-mode content and legacy function_call arguments: exact, valid JSON whatever the chunking', async (t) => {
  fc.assert(
    fc.property(jsonShapesArb, (input) => {
      const contentWhole = JSON.stringify({ answer: input.content });
      const argsWhole = JSON.stringify({ text: input.args });
      const queues = [splitAt(contentWhole, input.cuts[0]), splitAt(argsWhole, input.cuts[1])].map((fragments) => ({ fragments, next: 0 }));
      const restorer = createChunkRestorer(table, { jsonContent: true });
      const out: unknown[] = [];
      let step = 0;
      for (;;) {
        const open = queues.map((queue, kind) => ({ queue, kind })).filter(({ queue }) => queue.next < queue.fragments.length);
        if (open.length === 0) break;
        const pick = open[open.length > 1 && input.order[step++ % input.order.length] === true ? 1 : 0] as (typeof open)[number];
        const fragment = pick.queue.fragments[pick.queue.next++] as string;
        const delta = pick.kind === 0 ? { content: fragment } : { function_call: { arguments: fragment } };
        out.push(...restorer.rewrite({ ...meta, choices: [{ index: 0, delta, finish_reason: null }] }));
      }
      out.push(...restorer.rewrite({ ...meta, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }), ...restorer.flush());
      let content = '';
      let args = '';
      for (const chunk of out as Json[]) {
        for (const choice of chunk.choices as Json[]) {
          const delta = choice.delta as { content?: string; function_call?: { arguments?: string } };
          content += delta.content ?? '';
          args += delta.function_call?.arguments ?? '';
        }
      }
      assert.equal(content, restoreText(contentWhole, table, { jsonString: true }));
      assert.equal(args, restoreText(argsWhole, table, { jsonString: true }));
      assert.deepEqual(JSON.parse(content), { answer: restoreText(input.content, table) });
      assert.deepEqual(JSON.parse(args), { text: restoreText(input.args, table) });
    }),
    { seed: 7, numRuns: 2000 },
  );
  t.pass('2000 runs');
});

const partsStreamArb = fc.record({
  thinking: textArb,
  answer: textArb,
  cuts: fc.tuple(cutsArb, cutsArb),
  /** Per fragment: whether it shares the chunk before it (a chunk may carry several parts). */
  merge: fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
  finish: fc.boolean(),
});

const thinkingPart = (text: string) => ({ type: 'thinking', thinking: [{ type: 'text', text }] });

t.test('Mistral-style parts (thinking, then text): each stream of text equals restoreText of its whole, in order', async (t) => {
  fc.assert(
    fc.property(partsStreamArb, (input) => {
      const parts = [
        ...splitAt(input.thinking, input.cuts[0]).map(thinkingPart),
        ...splitAt(input.answer, input.cuts[1]).map((text) => ({ type: 'text', text })),
      ];
      const lists: unknown[][] = [];
      parts.forEach((part, index) => {
        const last = lists[lists.length - 1];
        if (last !== undefined && input.merge[index % input.merge.length] === true) last.push(part);
        else lists.push([part]);
      });
      const restorer = createChunkRestorer(table);
      const out: unknown[] = [];
      for (const content of lists) out.push(...restorer.rewrite({ ...meta, choices: [{ index: 0, delta: { content }, finish_reason: null }] }));
      if (input.finish) out.push(...restorer.rewrite({ ...meta, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }));
      out.push(...restorer.flush());
      let thinking = '';
      let answer = '';
      for (const chunk of out as Json[]) {
        for (const choice of chunk.choices as Json[]) {
          const content = (choice.delta as Json).content;
          if (content === undefined) continue;
          assert.ok(Array.isArray(content), 'parts stay parts');
          for (const part of content as Json[]) {
            if (part.type === 'thinking') {
              assert.equal(answer, '', 'no thinking after the answer began');
              for (const inner of part.thinking as Json[]) thinking += inner.text as string;
            } else answer += part.text as string;
          }
        }
      }
      assert.equal(thinking, restoreText(input.thinking, table));
      assert.equal(answer, restoreText(input.answer, table));
    }),
    { seed: 11, numRuns: 2000 },
  );
  t.pass('2000 runs');
});
