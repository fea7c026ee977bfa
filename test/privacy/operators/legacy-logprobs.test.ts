/**
 * The legacy completions' `logprobs` (four parallel lists) carry the placeholders a model wrote,
 * cut over tokens: restored like the text, streamed or not, with `text_offset` recounted.
 */
import fc from 'fast-check';
import t from 'tap';
import { createChunkRestorer, restoreCompletionJson } from '../../../src/privacy/operators/chunk-restorer.js';
import { restoreText } from '../../../src/privacy/operators/restore-text.js';
import { cutsArb, splitAt, table, textArb } from './restore-fixtures.js';

interface Lists {
  tokens: string[];
  token_logprobs: Array<number | null>;
  top_logprobs: Array<Record<string, number> | null> | null;
  text_offset: number[];
}

const codePoints = (text: string): number => [...text].length;

/** Lists for tokens as a provider sends them: offsets from `base`, each token its own top alternative. */
function listsOf(tokens: readonly string[], base: number, logprob: (index: number) => number | null = () => -1): Lists {
  let offset = base;
  return {
    tokens: [...tokens],
    token_logprobs: tokens.map((_, index) => logprob(index)),
    top_logprobs: tokens.map((token, index) => ({ [token]: logprob(index) ?? 0 })),
    text_offset: tokens.map((token) => {
      const at = offset;
      offset += codePoints(token);
      return at;
    }),
  };
}

/** Offsets that follow the tokens one after the other from `base`. */
function consecutive(lists: Lists, base: number): boolean {
  let offset = base;
  return lists.tokens.every((token, index) => {
    const ok = lists.text_offset[index] === offset;
    offset += codePoints(token);
    return ok;
  });
}

t.test('non-streamed: the tokens of a placeholder become one token of the original value', async (t) => {
  const text = 'Hi [PERSON_1], mail [EMAIL_1].';
  const tokens = ['Hi', ' [', 'PER', 'SON', '_1', '],', ' mail', ' [EMAIL_1]', '.'];
  const body = { object: 'text_completion', choices: [{ index: 0, text, logprobs: listsOf(tokens, 12, (index) => -(index + 1)), finish_reason: 'stop' }] };
  const restored = restoreCompletionJson(body, table) as { choices: Array<{ text: string; logprobs: Lists }> };
  const choice = restored.choices[0];
  t.equal(choice?.text, 'Hi Alice Müller, mail a.b+c@x.io.');
  t.same(choice?.logprobs.tokens, ['Hi', ' Alice Müller,', ' mail', ' a.b+c@x.io', '.']);
  t.same(choice?.logprobs.token_logprobs, [-1, -2 - 3 - 4 - 5 - 6, -7, -8, -9], 'a merged token has the probability of the sequence');
  t.same(choice?.logprobs.top_logprobs, [{ Hi: -1 }, null, { ' mail': -7 }, { ' a.b+c@x.io': -8 }, { '.': -9 }], 'alternatives of one token are kept, restored');
  t.ok(choice !== undefined && consecutive(choice.logprobs, 12), 'offsets are recounted from the provider\'s first one');
});

t.test('an unknown logprob (an echoed prompt\'s first token) leaves the merged token\'s unknown', async (t) => {
  const body = { choices: [{ index: 0, text: '[PERSON_2] x', logprobs: listsOf(['[PER', 'SON_2]', ' x'], 0, (index) => (index === 0 ? null : -1)), finish_reason: 'stop' }] };
  const restored = restoreCompletionJson(body, table) as { choices: Array<{ logprobs: Lists }> };
  t.same(restored.choices[0]?.logprobs.token_logprobs, [null, -1]);
  t.same(restored.choices[0]?.logprobs.tokens, ["Bob O'Brien", ' x']);
});

t.test('tokens that end on what could still be a placeholder are released at the end, joined to the rest', async (t) => {
  // The text ends inside a placeholder the model never closed: restored as the text restorer ends it.
  const expected = restoreText('x [PERSON_1', table);
  const whole = restoreCompletionJson({ choices: [{ index: 0, text: 'x [PERSON_1', logprobs: listsOf(['x', ' [', 'PERSON_1'], 0) }] }, table) as { choices: Array<{ logprobs: Lists }> };
  t.same(whole.choices[0]?.logprobs.tokens, ['x', expected.slice(1)], 'the held tokens come back as one, after the others');
  const restorer = createChunkRestorer(table);
  const out = [
    ...restorer.rewrite({ choices: [{ index: 0, text: 'x [', logprobs: listsOf(['x', ' ['], 0), finish_reason: null }] }),
    ...restorer.rewrite({ choices: [{ index: 0, text: 'PERSON_1', logprobs: listsOf(['PERSON_1'], 3), finish_reason: 'length' }] }),
  ] as Array<{ choices: Array<{ text: string; logprobs: Lists }> }>;
  t.equal(out.flatMap((chunk) => chunk.choices.map((choice) => choice.text)).join(''), expected);
  t.same(out.flatMap((chunk) => chunk.choices.flatMap((choice) => choice.logprobs.tokens)), ['x', expected.slice(1)], 'the finishing chunk carries the held tokens with its own');
  t.same(out.flatMap((chunk) => chunk.choices.flatMap((choice) => choice.logprobs.text_offset)), [0, 1]);
});

t.test('lists without alternatives keep `top_logprobs` null', async (t) => {
  const lists = { ...listsOf(['[EMAIL', '_1]'], 3), top_logprobs: null };
  const restored = restoreCompletionJson({ choices: [{ index: 0, text: '[EMAIL_1]', logprobs: lists }] }, table) as { choices: Array<{ logprobs: Lists }> };
  t.same(restored.choices[0]?.logprobs, { tokens: ['a.b+c@x.io'], token_logprobs: [-2], top_logprobs: null, text_offset: [3] });
});

t.test('property: streamed, text and tokens restore alike and the offsets follow the tokens', async () => {
  fc.assert(
    fc.property(textArb, cutsArb, fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 30 }), fc.nat({ max: 500 }), (text, cuts, sizes, base) => {
      const tokens = splitAt(text, cuts).filter((token) => token !== '');
      const whole = listsOf(tokens, base);
      const restorer = createChunkRestorer(table);
      const chunks: unknown[] = [];
      // Chunks of 1-4 tokens each, the text of a chunk its tokens joined, as providers send them.
      for (let at = 0, turn = 0; at < tokens.length; turn++) {
        const size = sizes[turn % sizes.length] ?? 1;
        const slice = (list: unknown[]) => list.slice(at, at + size);
        const piece = tokens.slice(at, at + size);
        chunks.push({
          object: 'text_completion',
          choices: [{ index: 0, text: piece.join(''), logprobs: { tokens: piece, token_logprobs: slice(whole.token_logprobs), top_logprobs: slice(whole.top_logprobs ?? []), text_offset: slice(whole.text_offset) }, finish_reason: null }],
        });
        at += size;
      }
      chunks.push({ object: 'text_completion', choices: [{ index: 0, text: '', logprobs: null, finish_reason: 'stop' }] });
      const out = [...chunks.flatMap((chunk) => restorer.rewrite(chunk)), ...restorer.flush()] as Array<{ choices: Array<{ text?: string; logprobs?: Lists | null }> }>;
      const choices = out.flatMap((chunk) => chunk.choices);
      const lists = choices.flatMap((choice) => (choice.logprobs ? [choice.logprobs] : []));
      const top = lists.flatMap((list) => list.top_logprobs ?? []);
      const joined: Lists = {
        tokens: lists.flatMap((list) => list.tokens),
        token_logprobs: lists.flatMap((list) => list.token_logprobs),
        top_logprobs: top,
        text_offset: lists.flatMap((list) => list.text_offset),
      };
      const expected = restoreText(text, table);
      const parallel = [joined.token_logprobs, top, joined.text_offset].every((list) => list.length === joined.tokens.length);
      const probability = joined.token_logprobs.reduce<number>((sum, value) => sum + (value ?? 0), 0) === -tokens.length;
      return choices.map((choice) => choice.text ?? '').join('') === expected && joined.tokens.join('') === expected && parallel && probability && (tokens.length === 0 || consecutive(joined, base));
    }),
    { seed: 20261126, numRuns: 2000 },
  );
});
