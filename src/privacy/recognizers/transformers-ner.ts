import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PreTrainedTokenizer } from '@huggingface/transformers';
import { loadTransformers } from '../../models/transformers-runtime.js';
import { detectLanguage } from '../language.js';
import type { Span } from '../types.js';
import { alignTokens, type TokenOffsets } from './token-offsets.js';

/**
 * A token-classification (NER) model from the models folder, run with transformers.js next to the
 * other recognizers. It is asynchronous (ONNX Runtime runs off the event loop), so the privacy
 * service awaits it and hands its spans to the analyzer, which applies thresholds, allow-lists
 * and the overlap rule to them like to any other span. Tokens are mapped back to character
 * offsets by `alignTokens` (transformers.js gives none); a word takes the label of its first
 * sub-word, B-/I- tags group words into entities, and an entity's score is its tokens' mean
 * probability. Long texts run in windows of the model's maximum length.
 */
export interface ModelRecognizer {
  readonly name: string;
  readonly entities: readonly string[];
  /** Loads the model (once); rejects with what to install where when it is missing. */
  load(): Promise<void>;
  /** Entities in the text; `language` (detected when absent) decides whether the model applies. */
  detect(text: string, language?: string): Promise<Span[]>;
}

export interface TransformersNerOptions {
  modelsDir: string;
  model: string;
  dtype: 'fp32' | 'q8';
  /** ISO 639-1 codes the model is used for; empty: every text. */
  languages: readonly string[];
  /** Model label without B-/I- (PER, LOC, ORG) -> Veil entity type; others are ignored. */
  labels: Readonly<Record<string, string>>;
}

const FALLBACK_MAX_TOKENS = 512;

interface LoadedModel {
  tokenizer: PreTrainedTokenizer;
  /** The special tokens the tokenizer puts around a text ([CLS] ... [SEP], <s> ... </s>). */
  frame: { before: number[]; after: number[] };
  run(ids: number[]): Promise<{ data: ArrayLike<number>; labels: number }>;
  id2label: Record<string, string>;
  window: number;
}

/** The files a token-classification model needs, and which are missing. */
export function nerModelFiles(modelsDir: string, model: string, dtype: 'fp32' | 'q8'): { folder: string; required: string[]; missing: string[] } {
  const folder = path.join(modelsDir, ...model.split('/'));
  const required = ['config.json', 'tokenizer.json', 'tokenizer_config.json', `onnx/model${dtype === 'q8' ? '_quantized' : ''}.onnx`];
  return { folder, required, missing: required.filter((file) => !existsSync(path.join(folder, file))) };
}

export class NerModelMissingError extends Error {
  override name = 'NerModelMissingError';
}

export function createTransformersNer(options: TransformersNerOptions): ModelRecognizer {
  let loading: Promise<LoadedModel> | undefined;
  const entities = [...new Set(Object.values(options.labels))];

  async function load(): Promise<LoadedModel> {
    const files = nerModelFiles(options.modelsDir, options.model, options.dtype);
    if (files.missing.length > 0) {
      throw new NerModelMissingError(
        `privacy.ner.model "${options.model}" is not installed: put a token-classification model exported to ONNX in transformers.js layout in ${files.folder} ` +
          `(${files.required.join(', ')}; missing: ${files.missing.join(', ')}), or set privacy.ner.model to "" to run without it.`,
      );
    }
    const transformers = await loadTransformers(options.modelsDir);
    const [tokenizer, model] = await Promise.all([
      transformers.AutoTokenizer.from_pretrained(options.model, { local_files_only: true }),
      transformers.AutoModelForTokenClassification.from_pretrained(options.model, { dtype: options.dtype, local_files_only: true }),
    ]);
    const config = model.config as { id2label?: Record<string, string>; max_position_embeddings?: unknown };
    if (config.id2label === undefined) throw new NerModelMissingError(`privacy.ner.model "${options.model}" has no id2label in config.json; it is not a token-classification model.`);
    const limits = [tokenizer.model_max_length, config.max_position_embeddings].filter(
      (value): value is number => typeof value === 'number' && Number.isFinite(value) && value > 2 && value < 1e6,
    );
    const { Tensor } = transformers;
    return {
      tokenizer,
      frame: specialFrame(tokenizer),
      id2label: config.id2label,
      // Room for the two special tokens around each window.
      window: (limits.length === 0 ? FALLBACK_MAX_TOKENS : Math.min(...limits)) - 2,
      async run(ids) {
        const tensor = (values: number[]) => new Tensor('int64', BigInt64Array.from(values, BigInt), [1, values.length]);
        const output = (await model({
          input_ids: tensor(ids),
          attention_mask: tensor(ids.map(() => 1)),
          token_type_ids: tensor(ids.map(() => 0)),
        })) as { logits?: { data: ArrayLike<number>; dims: number[] } };
        if (output.logits === undefined) throw new NerModelMissingError(`privacy.ner.model "${options.model}" has no "logits" output; it is not a token-classification model.`);
        return { data: output.logits.data, labels: output.logits.dims[2] ?? 0 };
      },
    };
  }

  const ready = (): Promise<LoadedModel> => {
    loading ??= load();
    return loading;
  };

  return {
    name: `ner:${options.model}`,
    entities,
    async load() {
      await ready();
    },
    async detect(text, language) {
      if (text.trim().length === 0) return [];
      if (options.languages.length > 0) {
        const detected = language ?? detectLanguage(text);
        if (detected === undefined || !options.languages.includes(detected)) return [];
      }
      const model = await ready();
      const tokens = model.tokenizer.tokenize(text);
      if (tokens.length === 0) return [];
      const ids = model.tokenizer.convert_tokens_to_ids(tokens);
      const offsets = alignTokens(text, tokens, model.tokenizer.unk_token ?? '[UNK]');
      const tags: TokenTag[] = [];
      const { before, after } = model.frame;
      const window = Math.max(1, model.window - (before.length + after.length - 2));
      for (let from = 0; from < ids.length; from += window) {
        const slice = ids.slice(from, from + window);
        const { data, labels } = await model.run([...before, ...slice, ...after]);
        for (let index = 0; index < slice.length; index++) tags.push(bestLabel(data, (before.length + index) * labels, labels, model.id2label));
      }
      return groupEntities(text, tags, offsets, options.labels, `ner:${options.model}`);
    },
  };
}

/** Which special ids the tokenizer adds before and after a text: found by encoding one word both ways. */
function specialFrame(tokenizer: PreTrainedTokenizer): { before: number[]; after: number[] } {
  const plain = tokenizer.encode('a', { add_special_tokens: false });
  const framed = tokenizer.encode('a', { add_special_tokens: true });
  for (let at = 0; at + plain.length <= framed.length; at++) {
    if (plain.every((id, index) => framed[at + index] === id)) return { before: framed.slice(0, at), after: framed.slice(at + plain.length) };
  }
  return { before: [], after: [] };
}

interface TokenTag {
  /** Label without its B-/I- prefix, e.g. "PER"; "O" outside entities. */
  label: string;
  begins: boolean;
  score: number;
}

function bestLabel(logits: ArrayLike<number>, offset: number, count: number, id2label: Record<string, string>): TokenTag {
  let best = 0;
  let max = -Infinity;
  for (let label = 0; label < count; label++) {
    const value = logits[offset + label] as number;
    if (value > max) {
      max = value;
      best = label;
    }
  }
  let sum = 0;
  for (let label = 0; label < count; label++) sum += Math.exp((logits[offset + label] as number) - max);
  const name = id2label[String(best)] ?? 'O';
  const prefixed = /^([BIES])-(.+)$/.exec(name);
  return { label: prefixed ? (prefixed[2] as string) : name, begins: prefixed?.[1] === 'B' || prefixed?.[1] === 'S', score: 1 / sum };
}

/** Words from tokens (a word takes its first sub-word's tag), then entities from consecutive tagged words. */
function groupEntities(text: string, tags: readonly TokenTag[], offsets: readonly TokenOffsets[], labels: Readonly<Record<string, string>>, source: string): Span[] {
  const spans: Span[] = [];
  let open: { type: string; start: number; end: number; scores: number[] } | undefined;
  const close = () => {
    if (open !== undefined) {
      spans.push({ type: open.type, start: open.start, end: open.end, score: open.scores.reduce((a, b) => a + b, 0) / open.scores.length, source });
    }
    open = undefined;
  };
  let wordType: string | undefined;
  tags.forEach((tag, index) => {
    const offset = offsets[index];
    if (offset?.start === undefined || offset.end === undefined) return;
    if (offset.continuation) {
      // The rest of a word: it extends the word's entity, whatever its own tag says.
      if (open !== undefined && wordType !== undefined) open.end = offset.end;
      return;
    }
    const type = tag.label === 'O' ? undefined : labels[tag.label];
    wordType = type;
    if (type === undefined) return close();
    const adjacent = open !== undefined && /^[\s'’.-]*$/u.test(text.slice(open.end, offset.start));
    if (open !== undefined && open.type === type && !tag.begins && adjacent) {
      open.end = offset.end;
      open.scores.push(tag.score);
      return;
    }
    close();
    open = { type, start: offset.start, end: offset.end, scores: [tag.score] };
  });
  close();
  return spans;
}
