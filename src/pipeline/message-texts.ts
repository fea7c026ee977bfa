/**
 * Finds every text of an OpenAI request that can carry personal data, as slots that can be read
 * and replaced: message contents (strings, text and refusal parts, file names), refusals, message
 * `name`s, every other string field of a message, tool-call arguments (string values and long
 * numbers inside the JSON, replaced token by token so the rest stays byte for byte), tool results,
 * tool and function definitions, `stop`, `metadata` values, `prediction` content, the
 * structured-output schema, web search options, `user`, legacy `prompt`, `suffix` and `stop`,
 * embeddings `input`, and every string of a top-level field OpenAI does not define (a provider's
 * extension).
 */
import { JSON_STRING, jsonMatches } from './json-tokens.js';

export interface TextSlot {
  readonly text: string;
  replace(text: string): void;
  /**
   * Where the text stands, as written, inside a larger text that gives it context: a value of
   * tool-call arguments inside their JSON (`"last_name":"Doe"` names a person; "Doe" alone is a
   * word). What the analysis of the larger text finds within the slot counts for the slot too.
   */
  readonly context?: SlotContext;
  /** Called once every slot has been replaced: an object key's rename takes effect then. */
  finish?(): void;
}

export interface SlotContext {
  text: string;
  start: number;
  /**
   * Only the context's analysis counts: an object key ("iban", "name") read alone looks like a
   * lone word answering "what is your name?", and would be taken for one.
   */
  only?: boolean;
}

/**
 * A key read alone is a lone word; inside a one-key object it reads as the label it is (an e-mail
 * address or a name as a key is still found). A key with characters JSON escapes is read alone.
 */
function keyContext(key: string): SlotContext | undefined {
  const text = JSON.stringify({ [key]: 0 });
  return text.length === key.length + '{"":0}'.length ? { text, start: 2, only: true } : undefined;
}

/** A value read with its key, as JSON writes them (`{"last_name":"Doe"}`), unless either needs escapes. */
function valueContext(key: string, value: string): SlotContext | undefined {
  const text = JSON.stringify({ [key]: value });
  return text.length === key.length + value.length + '{"":""}'.length ? { text, start: key.length + '{"":"'.length } : undefined;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function propertySlot(owner: Json | unknown[], key: string | number): TextSlot | undefined {
  const value = (owner as Record<string | number, unknown>)[key];
  if (typeof value !== 'string' || value === '') return undefined;
  return { text: value, replace: (text) => ((owner as Record<string | number, unknown>)[key] = text) };
}

/**
 * Every non-empty string inside a JSON value, object keys included: a key can be data (metadata
 * or arguments keyed by e-mail address), and a schema's property name is written again in its
 * `required` list, which is analysed anyway.
 */
function leafSlots(value: unknown, slots: TextSlot[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => (typeof item === 'string' ? pushSlot(slots, propertySlot(value, index)) : leafSlots(item, slots)));
  } else if (isObject(value)) {
    // Keys are renamed once, after every replacement (`finish`): one rebuild per object, not one per key.
    const renames = new Map<string, string>();
    const finish = (): void => renameKeys(value, renames);
    for (const key of Object.keys(value)) {
      if (key !== '') {
        const context = keyContext(key);
        slots.push({ text: key, replace: (text) => void renames.set(key, text), finish, ...(context === undefined ? {} : { context }) });
      }
      const item = value[key];
      if (typeof item !== 'string') {
        leafSlots(item, slots);
      } else if (item !== '') {
        const context = valueContext(key, item);
        slots.push({ text: item, replace: (text) => (value[key] = text), ...(context === undefined ? {} : { context }) });
      }
    }
  }
}

/**
 * Renames keys in place, keeping the keys' order (a model reads a schema's properties in order).
 * Two keys cannot become one: distinct values get distinct placeholders.
 */
function renameKeys(owner: Json, renames: Map<string, string>): void {
  if (renames.size === 0) return;
  const entries = Object.entries(owner);
  for (const [key] of entries) delete owner[key];
  for (const [key, item] of entries) owner[renames.get(key) ?? key] = item;
  renames.clear();
}

function pushSlot(slots: TextSlot[], slot: TextSlot | undefined): void {
  if (slot !== undefined) slots.push(slot);
}

/** A string literal, or a number of six digits or more (a card, phone or account number), in JSON text. */
const JSON_TOKEN = new RegExp(String.raw`${JSON_STRING}|-?\d[\d.eE+-]{5,}`, 'g');
/** After a string token: the colon that makes it an object key. */
const KEY_COLON = /\s*:/y;

/**
 * Tool-call arguments are JSON text. Each string, object keys included (a map keyed by e-mail
 * address is data), and each long number, is a slot of its own; a replacement splices the new
 * token into the text, so the rest stays byte for byte (parsing and re-serializing would round
 * numbers past 2^53, and only string values would be seen). A number that is replaced becomes a
 * string: `4111111111111111` -> `"[CREDIT_CARD_1]"`. Each slot is also read in the context of the
 * whole JSON text, where a key labels its value (`"last_name":"Doe"`).
 */
function toolArgumentSlots(fn: Json, slots: TextSlot[]): void {
  const raw = fn.arguments;
  // Arguments sent as an object rather than JSON text (not OpenAI's format, but accepted upstream by some).
  if (typeof raw === 'object' && raw !== null) return leafSlots(raw, slots);
  if (typeof raw !== 'string' || raw === '') return;
  try {
    JSON.parse(raw);
  } catch {
    // Not JSON (a model's truncated call): the whole text is one slot.
    pushSlot(slots, propertySlot(fn, 'arguments'));
    return;
  }
  const matches = jsonMatches(raw, JSON_TOKEN);
  // Too dense with escapes to scan: the whole text is one slot.
  if (matches === undefined) return pushSlot(slots, propertySlot(fn, 'arguments'));
  const pieces: string[] = [];
  let cursor = 0;
  for (const match of matches) {
    const token = match[0];
    const isString = token.startsWith('"');
    const text = isString ? (JSON.parse(token) as string) : token;
    if (text === '') continue;
    pieces.push(raw.slice(cursor, match.index), token);
    cursor = match.index + token.length;
    const index = pieces.length - 1;
    KEY_COLON.lastIndex = match.index + token.length;
    const isKey = isString && KEY_COLON.test(raw);
    const start = isString ? match.index + 1 : match.index;
    // A token with an escape reads differently in the JSON text: its own analysis has to do.
    const context: SlotContext | undefined = token.includes('\\') ? undefined : { text: raw, start, ...(isKey ? { only: true } : {}) };
    slots.push({
      text,
      replace: (replacement) => {
        pieces[index] = JSON.stringify(replacement);
        fn.arguments = pieces.join('') + raw.slice(cursor);
      },
      ...(context === undefined ? {} : { context }),
    });
  }
}

/** Keys of a content part that are its type or binary data (an image's URL, audio), never analysed. */
const PART_KEYS_SKIPPED = new Set(['type', 'image_url', 'input_audio']);

/**
 * Message content: a string, or parts. Every string of a part is text (the `text` of a text part,
 * a refusal, a file's name, annotations, and whatever a part of a type OpenAI does not define
 * carries: Mistral's `thinking`, `input_text`, a part without a type), except the part's type and
 * binary data. Failing closed: an unknown shape is analysed, never forwarded unread.
 */
function contentSlots(message: Json, slots: TextSlot[]): void {
  const content = message.content;
  if (typeof content === 'string') pushSlot(slots, propertySlot(message, 'content'));
  else if (Array.isArray(content)) {
    for (const part of content) {
      if (!isObject(part)) continue;
      for (const key of Object.keys(part)) {
        if (PART_KEYS_SKIPPED.has(key)) continue;
        // A file part's data and id are bytes and a reference; its name is text.
        if (part.type === 'file' && key === 'file') {
          if (isObject(part.file)) pushSlot(slots, propertySlot(part.file, 'filename'));
          continue;
        }
        if (typeof part[key] === 'string') pushSlot(slots, propertySlot(part, key));
        else leafSlots(part[key], slots);
      }
    }
  }
}

/**
 * A message `name` must match `^[a-zA-Z0-9_-]+$` for OpenAI: its replacement loses the brackets
 * and any other character (`[PERSON_1]` -> `PERSON_1`, which restore still reads).
 */
function nameSlot(message: Json): TextSlot | undefined {
  const slot = propertySlot(message, 'name');
  if (slot === undefined) return undefined;
  return {
    // Analysed with its joiners as spaces ("Jane_Doe" reads as the name it is; offsets unchanged).
    text: slot.text.replace(/[_-]/g, ' '),
    replace: (text) => slot.replace(text.replace(/[[\]]/g, '').replace(/[^A-Za-z0-9_-]/g, '_')),
  };
}

/** Message keys that are structure, or that have their own slots above. */
const MESSAGE_KEYS_HANDLED = new Set(['role', 'tool_call_id', 'content', 'refusal', 'name', 'tool_calls', 'function_call']);

/**
 * Texts of the request around the messages: tool and function definitions (descriptions, and the
 * strings of their parameter schemas: descriptions, defaults, enums), `stop`, `metadata` values,
 * predicted output, the structured-output schema, web search options. Definitions are the same
 * on every call, so the analysis cache makes them cost nothing after the first.
 */
function requestExtraSlots(body: Json, slots: TextSlot[]): void {
  const definitions = [
    ...(Array.isArray(body.tools) ? body.tools.map((tool) => (isObject(tool) ? tool.function : undefined)) : []),
    ...(Array.isArray(body.functions) ? body.functions : []),
  ];
  for (const definition of definitions) {
    if (!isObject(definition)) continue;
    pushSlot(slots, propertySlot(definition, 'description'));
    if (isObject(definition.parameters)) leafSlots(definition.parameters, slots);
  }
  if (typeof body.stop === 'string') pushSlot(slots, propertySlot(body, 'stop'));
  else if (Array.isArray(body.stop)) leafSlots(body.stop, slots);
  if (isObject(body.metadata)) leafSlots(body.metadata, slots);
  if (isObject(body.prediction)) contentSlots(body.prediction, slots);
  if (isObject(body.response_format) && isObject(body.response_format.json_schema)) {
    const schema = body.response_format.json_schema;
    pushSlot(slots, propertySlot(schema, 'description'));
    if (isObject(schema.schema)) leafSlots(schema.schema, slots);
  }
  if (isObject(body.web_search_options)) leafSlots(body.web_search_options, slots);
}

/**
 * Top-level fields of OpenAI's requests that carry no text of the user's (numbers, switches,
 * token ids as `logit_bias` keys, enums), or have their own slots. Any other top-level field is a
 * provider's extension (vLLM's `documents` and `guided_choice`, `chat_template_kwargs`, a
 * top-level `system`): its strings are analysed, never forwarded unread.
 */
const SHARED_KEYS = ['model', 'stream', 'stream_options', 'temperature', 'top_p', 'n', 'max_tokens', 'seed', 'frequency_penalty', 'presence_penalty', 'logit_bias', 'logprobs', 'user', 'stop'];
const CHAT_KEYS_HANDLED = new Set([
  ...SHARED_KEYS, 'messages', 'max_completion_tokens', 'top_logprobs', 'response_format', 'service_tier', 'tools', 'tool_choice',
  'parallel_tool_calls', 'functions', 'function_call', 'metadata', 'prediction', 'web_search_options', 'store', 'modalities',
  'audio', 'reasoning_effort', 'verbosity', 'prompt_cache_key', 'safety_identifier',
]);
const COMPLETION_KEYS_HANDLED = new Set([...SHARED_KEYS, 'prompt', 'suffix', 'best_of', 'echo']);
const EMBEDDING_KEYS_HANDLED = new Set(['model', 'input', 'user', 'encoding_format', 'dimensions']);

/** Every string of the top-level fields no set above names: a provider's extensions. */
function extensionSlots(body: Json, handled: ReadonlySet<string>, slots: TextSlot[]): void {
  for (const key of Object.keys(body)) {
    if (handled.has(key)) continue;
    if (typeof body[key] === 'string') pushSlot(slots, propertySlot(body, key));
    else leafSlots(body[key], slots);
  }
}

/** A prompt or an input written as token ids (numbers, or arrays of them), which no analysis can read. */
export function holdsTokenIds(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  return value.some((item) => typeof item === 'number' || (Array.isArray(item) && item.some((inner) => typeof inner === 'number')));
}

export function chatTextSlots(body: Json): TextSlot[] {
  const slots: TextSlot[] = [];
  const messages = Array.isArray(body.messages) ? body.messages : [];
  for (const message of messages) {
    if (!isObject(message)) continue;
    contentSlots(message, slots);
    pushSlot(slots, propertySlot(message, 'refusal'));
    pushSlot(slots, nameSlot(message));
    if (Array.isArray(message.tool_calls)) {
      for (const call of message.tool_calls) if (isObject(call) && isObject(call.function)) toolArgumentSlots(call.function, slots);
    }
    // Deprecated single function_call in the history.
    if (isObject(message.function_call)) toolArgumentSlots(message.function_call, slots);
    // Any other field (`reasoning_content` of vLLM and DeepSeek, fields of newer APIs) is text too.
    for (const key of Object.keys(message)) {
      if (MESSAGE_KEYS_HANDLED.has(key)) continue;
      if (typeof message[key] === 'string') pushSlot(slots, propertySlot(message, key));
      else leafSlots(message[key], slots);
    }
  }
  requestExtraSlots(body, slots);
  pushSlot(slots, propertySlot(body, 'user'));
  extensionSlots(body, CHAT_KEYS_HANDLED, slots);
  return slots;
}

export function completionTextSlots(body: Json): TextSlot[] {
  const slots: TextSlot[] = [];
  if (typeof body.prompt === 'string') pushSlot(slots, propertySlot(body, 'prompt'));
  else if (Array.isArray(body.prompt)) body.prompt.forEach((_, index) => pushSlot(slots, propertySlot(body.prompt as unknown[], index)));
  pushSlot(slots, propertySlot(body, 'suffix'));
  if (typeof body.stop === 'string') pushSlot(slots, propertySlot(body, 'stop'));
  else if (Array.isArray(body.stop)) leafSlots(body.stop, slots);
  pushSlot(slots, propertySlot(body, 'user'));
  extensionSlots(body, COMPLETION_KEYS_HANDLED, slots);
  return slots;
}

export function embeddingTextSlots(body: Json): TextSlot[] {
  const slots: TextSlot[] = [];
  if (typeof body.input === 'string') pushSlot(slots, propertySlot(body, 'input'));
  else if (Array.isArray(body.input)) body.input.forEach((_, index) => pushSlot(slots, propertySlot(body.input as unknown[], index)));
  pushSlot(slots, propertySlot(body, 'user'));
  extensionSlots(body, EMBEDDING_KEYS_HANDLED, slots);
  return slots;
}
