/**
 * The placeholders a model writes are in `logprobs.content` too, split over tokens: restored
 * there as in the text, streamed or not, so the tokens joined equal the restored content.
 */
import fc from 'fast-check';
import t from 'tap';
import { createChunkRestorer, restoreCompletionJson } from '../../../src/privacy/operators/chunk-restorer.js';
import { createLogprobsRestorer } from '../../../src/privacy/operators/logprobs-restorer.js';
import { restoreText } from '../../../src/privacy/operators/restore-text.js';
import { cutsArb, splitAt, table, textArb } from './restore-fixtures.js';

interface Entry {
  token: string;
  logprob: number;
  bytes: number[] | null;
  top_logprobs: Array<{ token: string; logprob: number; bytes: number[] | null }>;
}

const entry = (token: string, logprob = -1): Entry => ({
  token,
  logprob,
  bytes: [...Buffer.from(token, 'utf8')],
  top_logprobs: [{ token, logprob, bytes: [...Buffer.from(token, 'utf8')] }],
});
const tokensOf = (entries: unknown[]): string => entries.map((item) => (item as Entry).token).join('');

t.test('a placeholder split over tokens becomes one token of the original value', async (t) => {
  const restorer = createLogprobsRestorer(table);
  const input = ['Hi ', '[', 'PERSON', '_1', ']', '!'].map((token, index) => entry(token, -(index + 1)));
  const out = [...restorer.push(input), ...restorer.flush()] as Entry[];
  t.same(out.map((item) => item.token), ['Hi ', 'Alice Müller', '!']);
  t.equal(out[0], input[0], 'a token with nothing to restore is passed on as it came');
  t.equal(out[1]?.logprob, -2 - 3 - 4 - 5, 'the merged token has the probability of the whole sequence');
  t.same(out[1]?.bytes, [...Buffer.from('Alice Müller', 'utf8')]);
  t.same(out[1]?.top_logprobs, [], 'no alternatives for a sequence of tokens');
});

t.test('a placeholder in one token keeps its alternatives, restored', async (t) => {
  const restorer = createLogprobsRestorer(table);
  const out = [...restorer.push([entry('[EMAIL_1]', -0.5)]), ...restorer.flush()] as Entry[];
  t.same(out, [{ token: 'a.b+c@x.io', logprob: -0.5, bytes: [...Buffer.from('a.b+c@x.io')], top_logprobs: [{ token: 'a.b+c@x.io', logprob: -0.5, bytes: [...Buffer.from('a.b+c@x.io')] }] }]);
});

t.test('tokens held as a possible placeholder come back unchanged when none forms', async (t) => {
  const restorer = createLogprobsRestorer(table);
  const input = [entry('Pe'), entry('ter'), entry(' [note'), entry(']')];
  const out = [...restorer.push(input), ...restorer.flush()];
  t.same(out, input);
  input.forEach((item, index) => t.equal(out[index], item, `entry ${index} is the same object`));
});

t.test('non-streamed answers: logprobs.content restored, content and tokens agree', async (t) => {
  const content = 'Dear [PERSON_2], your IBAN [IBAN_1] is noted.';
  const tokens = ['Dear', ' [', 'PER', 'SON', '_2', '],', ' your', ' IBAN', ' [', 'IBAN', '_1', ']', ' is', ' noted', '.'];
  const body = {
    choices: [{ index: 0, message: { role: 'assistant', content }, logprobs: { content: tokens.map((token) => entry(token)), refusal: null }, finish_reason: 'stop' }],
  };
  const restored = restoreCompletionJson(body, table) as { choices: Array<{ message: { content: string }; logprobs: { content: Entry[]; refusal: null } }> };
  const choice = restored.choices[0];
  t.equal(choice?.message.content, restoreText(content, table));
  t.equal(tokensOf(choice?.logprobs.content ?? []), restoreText(content, table));
  t.equal(choice?.logprobs.refusal, null);
  for (const item of choice?.logprobs.content ?? []) t.notMatch(item.token, /PERSON|_\d|\[/, `no placeholder piece in ${JSON.stringify(item.token)}`);
});

t.test('property: restored tokens join to the restored text, whatever the tokenization', async () => {
  fc.assert(
    fc.property(textArb, cutsArb, (text, cuts) => {
      const tokens = splitAt(text, cuts).filter((token) => token !== '');
      const restorer = createLogprobsRestorer(table);
      const input = tokens.map((token) => entry(token));
      const out = [...restorer.push(input), ...restorer.flush()] as Entry[];
      if (tokensOf(out) !== restoreText(text, table)) return false;
      // Probabilities are merged, never lost or invented.
      return out.reduce((sum, item) => sum + item.logprob, 0) === -input.length;
    }),
    { seed: 20261126, numRuns: 2000 },
  );
});

t.test('property: streamed, the logprobs tokens and the content restore alike per choice', async () => {
  fc.assert(
    fc.property(fc.tuple(textArb, textArb), fc.tuple(cutsArb, cutsArb), fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), (texts, cuts, order) => {
      const restorer = createChunkRestorer(table);
      const queues = texts.map((text, index) => splitAt(text, cuts[index] ?? []).filter((token) => token !== ''));
      const chunks: unknown[] = [];
      let turn = 0;
      while (queues.some((queue) => queue.length > 0)) {
        const index = (order[turn++ % order.length] ?? false) && (queues[1]?.length ?? 0) > 0 ? 1 : (queues[0]?.length ?? 0) > 0 ? 0 : 1;
        const token = queues[index]?.shift() ?? '';
        chunks.push({ object: 'chat.completion.chunk', choices: [{ index, delta: { content: token }, logprobs: { content: [entry(token)] }, finish_reason: null }] });
      }
      for (const index of [0, 1]) chunks.push({ object: 'chat.completion.chunk', choices: [{ index, delta: {}, logprobs: null, finish_reason: 'stop' }] });
      const out = [...chunks.flatMap((chunk) => restorer.rewrite(chunk)), ...restorer.flush()] as Array<{ choices: Array<{ index: number; delta?: { content?: string }; logprobs?: { content?: Entry[] } | null }> }>;
      return [0, 1].every((index) => {
        const choices = out.flatMap((chunk) => chunk.choices).filter((choice) => choice.index === index);
        const content = choices.map((choice) => choice.delta?.content ?? '').join('');
        const tokens = tokensOf(choices.flatMap((choice) => choice.logprobs?.content ?? []));
        const expected = restoreText(texts[index] ?? '', table);
        return content === expected && tokens === expected;
      });
    }),
    { seed: 20261126, numRuns: 1000 },
  );
});
