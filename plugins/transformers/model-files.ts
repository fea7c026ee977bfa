import { existsSync } from 'node:fs';
import path from 'node:path';

/** What each kind of model needs on disk (transformers.js hub layout). */
const LAYOUT = {
  rerank: { onnx: 'model', files: ['config.json', 'tokenizer.json', 'tokenizer_config.json'] },
  text: { onnx: 'model', files: ['config.json', 'tokenizer.json', 'tokenizer_config.json'] },
  image: { onnx: 'vision_model', files: ['config.json', 'preprocessor_config.json'] },
} as const;

export type ModelKind = keyof typeof LAYOUT;

export interface ModelCheck {
  folder: string;
  /** Whether the model's folder exists at all. */
  present: boolean;
  /** The files a load needs, for messages. */
  required: string[];
  missing: string[];
  /** Set when the other ONNX variant is there: the operator has the model but dtype points elsewhere. */
  dtypeHint?: string;
}

/**
 * Checks a model's files before any worker is asked to load it, so an uninstalled model answers
 * 503 at once with a precise message (a few stat calls; cheaper than a worker round trip).
 */
export function checkModelFiles(modelsDir: string, name: string, kind: ModelKind, dtype: 'fp32' | 'q8'): ModelCheck {
  const folder = path.join(modelsDir, ...name.split('/'));
  const layout = LAYOUT[kind];
  const onnxFile = (variant: 'fp32' | 'q8') => `onnx/${layout.onnx}${variant === 'q8' ? '_quantized' : ''}.onnx`;
  const required = [...layout.files, onnxFile(dtype)];
  const missing = required.filter((file) => !existsSync(path.join(folder, file)));
  const other = dtype === 'fp32' ? 'q8' : 'fp32';
  const check: ModelCheck = { folder, present: existsSync(folder), required, missing };
  if (missing.includes(onnxFile(dtype)) && existsSync(path.join(folder, onnxFile(other)))) {
    check.dtypeHint = `found ${onnxFile(other)}: set plugins.options.transformers.dtype to "${other}"`;
  }
  return check;
}

/** "(config.json, ..., onnx/model.onnx; missing: onnx/model.onnx)": what to put where, and what is lacking. */
export function describeFiles(check: ModelCheck): string {
  const lacking = check.present && check.missing.length < check.required.length ? `; missing: ${check.missing.join(', ')}` : '';
  return `(${check.required.join(', ')}${lacking})${check.dtypeHint === undefined ? '' : `; ${check.dtypeHint}`}`;
}
