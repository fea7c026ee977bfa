import { createRequire } from 'node:module';
import type { ChunkRewriter } from '../streaming/chunk-rewriter.js';
import type { ResponseRewriter } from '../pipeline/exchange.js';
import type { TokenUsage } from './pricing.js';

type Json = Record<string, unknown>;

const require = createRequire(import.meta.url);
let tokenCounter: ((text: string) => number) | undefined;

/**
 * gpt-tokenizer's counter, loaded on first use: its rank tables take ~65 MiB, and most upstreams
 * report usage, so a gateway that never needs to count never pays for them.
 */
export function countTokens(text: string): number {
  const count = (tokenCounter ??= (require('gpt-tokenizer') as { countTokens(text: string): number }).countTokens);
  if (!LONG_RUN_TEST.test(text)) return count(text);
  // BPE merges of one pre-token grow quadratically with its length (a 100,000-character run
  // without spaces took 10 s of the event loop): long runs (base64, minified code) are counted in
  // slices, which changes the estimate by at most one token per slice.
  let total = 0;
  let last = 0;
  for (const run of text.matchAll(LONG_RUN)) {
    total += count(text.slice(last, run.index));
    for (let offset = 0; offset < run[0].length; offset += RUN_SLICE) total += count(run[0].slice(offset, offset + RUN_SLICE));
    last = run.index + run[0].length;
  }
  return total + count(text.slice(last));
}
/** Runs without white space at least this long are counted in slices of `RUN_SLICE`. */
const LONG_RUN = /\S{256,}/g;
const LONG_RUN_TEST = /\S{256}/;
const RUN_SLICE = 128;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

interface UpstreamUsage {
  prompt_tokens?: unknown;
  completion_tokens?: unknown;
  total_tokens?: unknown;
}

function fromUpstream(usage: unknown): TokenUsage | undefined {
  if (!isObject(usage)) return undefined;
  const { prompt_tokens: prompt, completion_tokens: completion, total_tokens: total } = usage as UpstreamUsage;
  if (typeof prompt !== 'number') return undefined;
  const completionTokens = typeof completion === 'number' ? completion : 0;
  return { promptTokens: prompt, completionTokens, totalTokens: typeof total === 'number' ? total : prompt + completionTokens, estimated: false };
}

/** Text an answer produced, for counting when the upstream reports no usage. */
function answerText(body: Json): string {
  const choices = Array.isArray(body.choices) ? body.choices : [];
  let text = '';
  for (const choice of choices) {
    if (!isObject(choice)) continue;
    if (typeof choice.text === 'string') text += choice.text;
    const message = isObject(choice.message) ? choice.message : isObject(choice.delta) ? choice.delta : undefined;
    if (message === undefined) continue;
    if (typeof message.content === 'string') text += message.content;
    if (Array.isArray(message.tool_calls)) {
      for (const call of message.tool_calls) {
        if (isObject(call) && isObject(call.function) && typeof call.function.arguments === 'string') text += call.function.arguments;
      }
    }
  }
  return text;
}

export interface UsageMeterOptions {
  /** The (anonymized) text sent upstream, counted only if the upstream reports no usage. */
  promptText: () => string;
  /** Remove the usage chunk from the stream: Veil asked for it, the client did not. */
  stripStreamUsage: boolean;
  onUsage(usage: TokenUsage): void;
}

/**
 * Reads token usage from the answer (the `usage` object, or the final usage chunk of a stream),
 * counting with gpt-tokenizer when the upstream gives none, and reports it once.
 */
export function createUsageMeter(options: UsageMeterOptions): ResponseRewriter {
  const estimate = (completion: string): TokenUsage => {
    const promptTokens = countTokens(options.promptText());
    const completionTokens = completion === '' ? 0 : countTokens(completion);
    return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens, estimated: true };
  };
  return {
    inspectsOnly: true,
    rewriteJson(body) {
      if (isObject(body)) options.onUsage(fromUpstream(body.usage) ?? estimate(answerText(body)));
      return body;
    },
    createChunkRewriter(): ChunkRewriter {
      let usage: TokenUsage | undefined;
      let completion = '';
      // Raw chunk texts, parsed only if the stream ends without a usage report.
      const unparsed: string[] = [];
      const rewrite = (chunk: unknown): unknown[] => {
        if (!isObject(chunk)) return [chunk];
        const reported = fromUpstream(chunk.usage);
        if (reported !== undefined) usage = reported;
        if (usage === undefined) completion += answerText(chunk);
        if (reported === undefined || !options.stripStreamUsage) return [chunk];
        // The usage chunk Veil asked for: drop it, or just its usage if it also carries choices.
        const { usage: _dropped, ...rest } = chunk;
        return Array.isArray(rest.choices) && rest.choices.length > 0 ? [rest] : [];
      };
      return {
        rewriteData(data) {
          // Only the usage chunk (one per stream, near the end) is worth parsing.
          if (!data.includes('"usage"')) {
            if (usage === undefined) unparsed.push(data);
            return data;
          }
          let chunk: unknown;
          try {
            chunk = JSON.parse(data);
          } catch {
            return data;
          }
          const out = rewrite(chunk);
          if (out.length === 0) return null;
          return out[0] === chunk && usage === undefined ? data : JSON.stringify(out[0]);
        },
        rewrite,
        flush() {
          if (usage === undefined) {
            for (const data of unparsed.splice(0)) {
              try {
                completion += answerText(JSON.parse(data) as Json);
              } catch {
                // Not JSON: nothing to count.
              }
            }
          }
          options.onUsage(usage ?? estimate(completion));
          return [];
        },
      };
    },
  };
}
