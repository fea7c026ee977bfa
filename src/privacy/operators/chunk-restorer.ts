import type { ChunkRewriter } from '../../streaming/chunk-rewriter.js';
import type { RestoreTable } from './restore-table.js';
import { restoreText, type RestoreTextOptions } from './restore-text.js';
import { createTextRestorer, type TextRestorer } from './text-restorer.js';
import { isRecord, restoreEveryString, restoreParts } from './part-texts.js';
import { createPartsRestorer, type PartsRestorer } from './parts-restorer.js';
import { createLogprobsRestorer, LOGPROB_FIELDS, restoreLogprobs, type LogprobField, type LogprobsRestorer } from './logprobs-restorer.js';
import { createLegacyLogprobsRestorer, isLegacyLogprobs, joinLegacyLists, restoreLegacyLogprobs, type LegacyLogprobsRestorer } from './legacy-logprobs.js';

type JsonObject = Record<string, unknown>;

/**
 * The string fields of a message that are restored besides `content` (which may also be a list
 * of parts): a refusal, and the reasoning that reasoning models stream before the answer
 * (`reasoning_content` from DeepSeek and vLLM, `reasoning` from OpenRouter and Ollama), which
 * quotes the placeholders it reasoned about.
 */
const PLAIN_TEXT_FIELDS = ['refusal', 'reasoning_content', 'reasoning'] as const;
type TextField = (typeof PLAIN_TEXT_FIELDS)[number];
/**
 * Fields that are a string or a list of parts: `content` (Mistral's reasoning models send
 * `thinking` and `text` parts) and OpenRouter's `reasoning_details`.
 */
const PART_FIELDS = ['content', 'reasoning_details'] as const;
type PartField = (typeof PART_FIELDS)[number];

/** How the answer's text is to be read. */
export interface AnswerRestoreOptions {
  /**
   * The content is JSON text (the request asked for `response_format` `json_object` or
   * `json_schema`): originals go in escaped for a JSON string, so a value with a quote or a line
   * break keeps the document valid.
   */
  jsonContent?: boolean;
}

/** How the content (and its logprobs tokens) is restored: as JSON string text in JSON mode. */
const contentOptionsOf = (options: AnswerRestoreOptions): RestoreTextOptions => ({ jsonString: options.jsonContent === true });

/** The text restorers of one choice: one per field, one per tool call for `arguments`. */
interface ChoiceState {
  fields: Map<TextField, TextRestorer>;
  parts: Map<PartField, PartsRestorer>;
  /** Legacy `text_completion` text. */
  text: TextRestorer | undefined;
  tools: Map<number, TextRestorer>;
  /** Legacy `function_call.arguments` (before tool calls, one call per choice). */
  functionCall: TextRestorer | undefined;
  /** The token lists of `logprobs` (`content`, `refusal`). */
  logprobs: Map<LogprobField, LogprobsRestorer>;
  /** Legacy `text_completion` `logprobs` (parallel lists). */
  legacyLogprobs: LegacyLogprobsRestorer | undefined;
}

/** Keys whose value is handled here; any other key with a value makes a choice worth sending. */
const CHOICE_FIELDS = new Set(['index', 'delta', 'text', 'finish_reason', 'logprobs']);
const DELTA_FIELDS = new Set<string>([...PLAIN_TEXT_FIELDS, ...PART_FIELDS, 'tool_calls', 'function_call']);
const CALL_FIELDS = new Set(['index', 'function']);
const FUNCTION_FIELDS = new Set(['arguments']);
/** Copied from the last upstream chunk onto the chunks that flush() makes up. */
const META_FIELDS = ['id', 'object', 'created', 'model'] as const;

function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** A restored string or list of parts that has something to send. */
function hasText(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== '' && hasValue(value);
}

function hasOtherValues(record: JsonObject, handled: ReadonlySet<string>): boolean {
  for (const key in record) if (!handled.has(key) && hasValue(record[key])) return true;
  return false;
}

/** Pushes `value` when it is a string and, when the choice ends, appends the held tail. undefined = field stays absent. */
function restoreField(restorer: TextRestorer | undefined, value: unknown, finishing: boolean): string | undefined {
  let out = typeof value === 'string' && restorer !== undefined ? restorer.push(value) : undefined;
  if (finishing && restorer !== undefined) {
    const tail = restorer.flush();
    if (tail !== '') out = (out ?? '') + tail;
  }
  return out;
}

/**
 * A chunk rewriter that restores the answer of a `chat.completion.chunk` or legacy
 * `text_completion` stream: `delta.content`, `delta.refusal`, the reasoning
 * (`delta.reasoning_content`, `delta.reasoning`), `delta.tool_calls[k].function.arguments` and
 * the legacy `delta.function_call.arguments` (as JSON text) and legacy `text`, one incremental
 * restorer per choice and field, so interleaved
 * choices (n > 1) and parallel tool calls never mix their held-back tails.
 *
 * Chunks keep every other field. A choice whose text is entirely held back is dropped unless it
 * carries something else (role, tool call id or name, finish_reason, logprobs); a chunk left with
 * no choices is dropped unless it carries usage. A choice's held text is released into the chunk
 * that carries its finish_reason; flush() sends what is still held (stream ended without one).
 */
export function createChunkRestorer(table: RestoreTable, options: AnswerRestoreOptions = {}): ChunkRewriter {
  const states = new Map<number, ChoiceState>();
  let meta: JsonObject = {};
  const contentOptions = contentOptionsOf(options);

  const stateOf = (index: number): ChoiceState => {
    let state = states.get(index);
    if (state === undefined) {
      state = { fields: new Map(), parts: new Map(), text: undefined, tools: new Map(), functionCall: undefined, logprobs: new Map(), legacyLogprobs: undefined };
      states.set(index, state);
    }
    return state;
  };

  const rewriteToolCalls = (delta: JsonObject, state: ChoiceState, finishing: boolean): boolean => {
    const calls = delta.tool_calls;
    const restored: unknown[] = [];
    const seen = new Set<number>();
    if (Array.isArray(calls)) {
      calls.forEach((call: unknown, position) => {
        if (!isRecord(call)) return void restored.push(call);
        const index = typeof call.index === 'number' ? call.index : position;
        seen.add(index);
        const fn = isRecord(call.function) ? call.function : undefined;
        // Some servers send the arguments whole, as an object instead of JSON text.
        if (isRecord(fn?.arguments)) return void restored.push({ ...call, function: { ...fn, arguments: restoreEveryString(fn.arguments, table) } });
        let restorer = state.tools.get(index);
        if (typeof fn?.arguments === 'string' && restorer === undefined) {
          restorer = createTextRestorer(table, { jsonString: true });
          state.tools.set(index, restorer);
        }
        const args = restoreField(restorer, fn?.arguments, finishing);
        const informative = hasOtherValues(call, CALL_FIELDS) || (fn !== undefined && hasOtherValues(fn, FUNCTION_FIELDS));
        if (!informative && (args === undefined || args === '')) return;
        restored.push(args === undefined ? call : { ...call, function: { ...fn, arguments: args } });
      });
    }
    if (finishing) {
      for (const [index, restorer] of state.tools) {
        if (seen.has(index)) continue;
        const tail = restorer.flush();
        if (tail !== '') restored.push({ index, function: { arguments: tail } });
      }
    }
    if (restored.length > 0) delta.tool_calls = restored;
    else if (Array.isArray(calls) && calls.length > 0) delete delta.tool_calls;
    return restored.length > 0;
  };

  const rewriteFunctionCall = (delta: JsonObject, state: ChoiceState, finishing: boolean): boolean => {
    const call = isRecord(delta.function_call) ? delta.function_call : undefined;
    if (typeof call?.arguments === 'string') state.functionCall ??= createTextRestorer(table, { jsonString: true });
    const args = restoreField(state.functionCall, call?.arguments, finishing);
    const informative = call !== undefined && hasOtherValues(call, FUNCTION_FIELDS);
    if (args === undefined) return informative;
    if (args === '' && !informative) {
      delete delta.function_call;
      return false;
    }
    delta.function_call = { ...call, arguments: args };
    return true;
  };

  /** The choice's `logprobs` token lists, restored; held entries go out when the choice ends. */
  const rewriteLogprobs = (logprobs: unknown, state: ChoiceState, finishing: boolean): unknown => {
    if (isLegacyLogprobs(logprobs) || state.legacyLogprobs !== undefined) return rewriteLegacyLogprobs(logprobs, state, finishing);
    const next: JsonObject = isRecord(logprobs) ? { ...logprobs } : {};
    let changed = false;
    for (const field of LOGPROB_FIELDS) {
      const entries = next[field];
      let restorer = state.logprobs.get(field);
      if (Array.isArray(entries) && restorer === undefined) {
        restorer = createLogprobsRestorer(table, field === 'content' ? contentOptions : {});
        state.logprobs.set(field, restorer);
      }
      if (restorer === undefined) continue;
      const out = Array.isArray(entries) ? restorer.push(entries) : [];
      if (finishing) out.push(...restorer.flush());
      if (Array.isArray(entries) || out.length > 0) {
        next[field] = out;
        changed = true;
      }
    }
    return isRecord(logprobs) || changed ? next : logprobs;
  };

  const rewriteLegacyLogprobs = (logprobs: unknown, state: ChoiceState, finishing: boolean): unknown => {
    state.legacyLogprobs ??= createLegacyLogprobsRestorer(table);
    const restored = isLegacyLogprobs(logprobs) ? state.legacyLogprobs.push(logprobs) : undefined;
    const tail = finishing ? state.legacyLogprobs.flush() : undefined;
    if (tail === undefined) return restored ?? logprobs;
    if (restored === undefined) return tail;
    return joinLegacyLists(restored, tail);
  };

  const rewriteChoice = (choice: unknown, position: number): unknown => {
    if (!isRecord(choice)) return choice;
    const state = stateOf(typeof choice.index === 'number' ? choice.index : position);
    // Some servers (Ollama, sglang) send `"finish_reason": ""` on every chunk: only a real reason ends the choice.
    const finishing = hasValue(choice.finish_reason) && choice.finish_reason !== '';
    const next: JsonObject = { ...choice };
    let informative = finishing || hasValue(choice.logprobs) || hasOtherValues(choice, CHOICE_FIELDS);

    if (hasValue(choice.logprobs) || (finishing && (state.logprobs.size > 0 || state.legacyLogprobs !== undefined))) {
      // Already informative: the choice has logprobs or is finishing.
      const logprobs = rewriteLogprobs(choice.logprobs, state, finishing);
      if (logprobs !== undefined) next.logprobs = logprobs;
    }

    if (typeof choice.text === 'string') state.text ??= createTextRestorer(table);
    const text = restoreField(state.text, choice.text, finishing);
    if (text !== undefined) {
      next.text = text;
      informative ||= text !== '';
    }

    const hadDelta = isRecord(choice.delta);
    const delta: JsonObject = isRecord(choice.delta) ? { ...choice.delta } : {};
    informative ||= hasOtherValues(delta, DELTA_FIELDS);
    for (const field of PLAIN_TEXT_FIELDS) {
      let restorer = state.fields.get(field);
      if (typeof delta[field] === 'string' && restorer === undefined) {
        restorer = createTextRestorer(table);
        state.fields.set(field, restorer);
      }
      const out = restoreField(restorer, delta[field], finishing);
      if (out === undefined) continue;
      delta[field] = out;
      informative ||= out !== '';
    }
    for (const field of PART_FIELDS) {
      const value = delta[field];
      let restorer = state.parts.get(field);
      if ((typeof value === 'string' || Array.isArray(value)) && restorer === undefined) {
        restorer = createPartsRestorer(table, field === 'content' ? contentOptions : {});
        state.parts.set(field, restorer);
      }
      if (restorer === undefined) continue;
      const out = restorer.push(value, finishing);
      if (out === undefined) continue;
      delta[field] = out;
      informative ||= hasText(out);
    }
    if (rewriteToolCalls(delta, state, finishing)) informative = true;
    if (rewriteFunctionCall(delta, state, finishing)) informative = true;
    if (hadDelta || Object.keys(delta).length > 0) next.delta = delta;
    return informative ? next : undefined;
  };

  return {
    rewrite(chunk) {
      if (!isRecord(chunk) || !Array.isArray(chunk.choices)) return [chunk];
      meta = {};
      for (const field of META_FIELDS) if (field in chunk) meta[field] = chunk[field];
      if (chunk.choices.length === 0) return [chunk];
      const choices: unknown[] = [];
      chunk.choices.forEach((choice: unknown, position) => {
        const out = rewriteChoice(choice, position);
        if (out !== undefined) choices.push(out);
      });
      if (choices.length === 0 && !hasValue(chunk.usage)) return [];
      return [{ ...chunk, choices }];
    },
    flush() {
      const out: unknown[] = [];
      for (const [index, state] of [...states].sort((a, b) => a[0] - b[0])) {
        const delta: JsonObject = {};
        for (const field of PART_FIELDS) {
          const tail = state.parts.get(field)?.flush();
          if (tail !== undefined) delta[field] = tail;
        }
        for (const field of PLAIN_TEXT_FIELDS) {
          const tail = state.fields.get(field)?.flush() ?? '';
          if (tail !== '') delta[field] = tail;
        }
        const calls: unknown[] = [];
        for (const [call, restorer] of [...state.tools].sort((a, b) => a[0] - b[0])) {
          const tail = restorer.flush();
          if (tail !== '') calls.push({ index: call, function: { arguments: tail } });
        }
        if (calls.length > 0) delta.tool_calls = calls;
        const call = state.functionCall?.flush() ?? '';
        if (call !== '') delta.function_call = { arguments: call };
        const text = state.text?.flush() ?? '';
        const logprobs: JsonObject = {};
        for (const [field, restorer] of state.logprobs) {
          const held = restorer.flush();
          if (held.length > 0) logprobs[field] = held;
        }
        const legacy = state.legacyLogprobs?.flush();
        const hasLogprobs = Object.keys(logprobs).length > 0;
        if (text === '' && Object.keys(delta).length === 0 && !hasLogprobs && legacy === undefined) continue;
        const choice: JsonObject = { index };
        if (Object.keys(delta).length > 0) choice.delta = delta;
        if (hasLogprobs) choice.logprobs = logprobs;
        if (text !== '' || legacy !== undefined) Object.assign(choice, { text, logprobs: legacy ?? null });
        choice.finish_reason = null;
        out.push({ ...meta, choices: [choice] });
      }
      return out;
    },
  };
}

function restoreMessage(message: JsonObject, table: RestoreTable, options: AnswerRestoreOptions): JsonObject {
  const next: JsonObject = { ...message };
  const content = message.content;
  const contentOptions = contentOptionsOf(options);
  if (typeof content === 'string') next.content = restoreText(content, table, contentOptions);
  else if (Array.isArray(content)) next.content = restoreParts(content, table, contentOptions);
  if (Array.isArray(message.reasoning_details)) next.reasoning_details = restoreParts(message.reasoning_details, table);
  for (const field of PLAIN_TEXT_FIELDS) {
    const value = message[field];
    if (typeof value === 'string') next[field] = restoreText(value, table);
  }
  if (Array.isArray(message.tool_calls)) {
    next.tool_calls = message.tool_calls.map((call: unknown) => {
      if (!isRecord(call) || !isRecord(call.function)) return call;
      const { arguments: args } = call.function;
      if (typeof args === 'string') return { ...call, function: { ...call.function, arguments: restoreText(args, table, { jsonString: true }) } };
      if (isRecord(args)) return { ...call, function: { ...call.function, arguments: restoreEveryString(args, table) } };
      return call;
    });
  }
  const call = message.function_call;
  if (isRecord(call) && typeof call.arguments === 'string') {
    next.function_call = { ...call, arguments: restoreText(call.arguments, table, { jsonString: true }) };
  }
  return next;
}

/**
 * Restores a non-streamed `chat.completion` or `text_completion` body: `message.content` (string
 * or parts with `text`), `message.refusal`, the reasoning (`message.reasoning_content`,
 * `message.reasoning`), `message.tool_calls[k].function.arguments` and the legacy
 * `message.function_call.arguments` (as JSON text) and legacy `text`. Returns new objects;
 * anything else is returned as is.
 */
export function restoreCompletionJson(body: unknown, table: RestoreTable, options: AnswerRestoreOptions = {}): unknown {
  if (!isRecord(body) || !Array.isArray(body.choices)) return body;
  return {
    ...body,
    choices: body.choices.map((choice: unknown) => {
      if (!isRecord(choice)) return choice;
      const next: JsonObject = { ...choice };
      if (typeof choice.text === 'string') next.text = restoreText(choice.text, table);
      if (isRecord(choice.message)) next.message = restoreMessage(choice.message, table, options);
      if (isLegacyLogprobs(choice.logprobs)) next.logprobs = restoreLegacyLogprobs(choice.logprobs, table);
      else if (isRecord(choice.logprobs)) next.logprobs = restoreLogprobs(choice.logprobs, table, contentOptionsOf(options));
      return next;
    }),
  };
}
