import type { PreTrainedTokenizer, Tensor } from '@huggingface/transformers';

type TensorClass = typeof import('@huggingface/transformers').Tensor;

/** Model inputs for one batch: padded int64 tensors [batch, sequence]. */
export interface TokenBatch {
  inputs: Record<'input_ids' | 'attention_mask', Tensor> & { token_type_ids?: Tensor };
  /** Tokens fed to the model (after truncation, without padding). */
  tokens: number;
}

/** Used when neither the tokenizer nor the config state a limit (BERT-family models read 512). */
const FALLBACK_MAX_TOKENS = 512;

/** The longest input a model takes: the tokenizer's `model_max_length`, capped by the config's positions. */
export function maxTokens(tokenizer: PreTrainedTokenizer, config: { max_position_embeddings?: unknown }): number {
  const limits = [tokenizer.model_max_length, config.max_position_embeddings].filter(
    (value): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 1e6,
  );
  return limits.length === 0 ? FALLBACK_MAX_TOKENS : Math.min(...limits);
}

/**
 * Tokenizes texts (or text pairs) and pads them into tensors. transformers.js truncates by cutting
 * the end of the whole sequence, which drops the closing special token ([SEP]) that cross-encoders
 * and sentence encoders were trained with; so truncation happens here instead: keep the first
 * `maxLength - 1` tokens and the last one. For a pair this shortens the document, as
 * sentence-transformers' cross-encoders do with short queries.
 */
export function encodeBatch(Tensor: TensorClass, tokenizer: PreTrainedTokenizer, texts: string[], pairs: string[] | undefined, maxLength: number): TokenBatch {
  const encoded = tokenizer(texts, { ...(pairs === undefined ? {} : { text_pair: pairs }), padding: false, truncation: false, return_tensor: false });
  const keys = (['input_ids', 'attention_mask', 'token_type_ids'] as const).filter((key) => encoded[key] !== undefined);
  const rows = encoded.input_ids.map((_, row) =>
    Object.fromEntries(keys.map((key) => [key, truncate((encoded[key] as number[][])[row] ?? [], maxLength)])) as Record<(typeof keys)[number], number[]>,
  );
  const width = Math.max(1, ...rows.map((row) => row.input_ids.length));
  const pad = { input_ids: tokenizer.pad_token_id ?? 0, attention_mask: 0, token_type_ids: 0 };
  const inputs: Partial<Record<(typeof keys)[number], Tensor>> = {};
  for (const key of keys) {
    const data = new BigInt64Array(rows.length * width).fill(BigInt(pad[key]));
    rows.forEach((row, index) => row[key].forEach((value, column) => (data[index * width + column] = BigInt(value))));
    inputs[key] = new Tensor('int64', data, [rows.length, width]);
  }
  const tokens = rows.reduce((sum, row) => sum + row.input_ids.length, 0);
  return { inputs: inputs as TokenBatch['inputs'], tokens };
}

function truncate(values: number[], maxLength: number): number[] {
  if (values.length <= maxLength) return values;
  return [...values.slice(0, maxLength - 1), values[values.length - 1] as number];
}

/** Splits work into batches of at most `size`, so padded tensors stay small. */
export function* chunks<Item>(items: readonly Item[], size: number): Generator<{ start: number; items: Item[] }> {
  for (let start = 0; start < items.length; start += size) yield { start, items: items.slice(start, start + size) };
}
