/**
 * Finds every text of an OpenAI request that can carry personal data, as slots that can be read
 * and replaced: message contents (strings and text parts), message `name`s, tool-call arguments
 * (string values inside the JSON, so the arguments stay valid JSON), tool results, `user`, legacy
 * `prompt`, and embeddings `input`.
 */
export interface TextSlot {
  readonly text: string;
  replace(text: string): void;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function propertySlot(owner: Json | unknown[], key: string | number): TextSlot | undefined {
  const value = (owner as Record<string | number, unknown>)[key];
  if (typeof value !== 'string' || value === '') return undefined;
  return { text: value, replace: (text) => ((owner as Record<string | number, unknown>)[key] = text) };
}

/** Every non-empty string inside a JSON value (object keys are structure, not data). */
function leafSlots(value: unknown, slots: TextSlot[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => (typeof item === 'string' ? pushSlot(slots, propertySlot(value, index)) : leafSlots(item, slots)));
  } else if (isObject(value)) {
    for (const key of Object.keys(value)) {
      const item = value[key];
      if (typeof item === 'string') pushSlot(slots, propertySlot(value, key));
      else leafSlots(item, slots);
    }
  }
}

function pushSlot(slots: TextSlot[], slot: TextSlot | undefined): void {
  if (slot !== undefined) slots.push(slot);
}

function toolArgumentSlots(fn: Json, slots: TextSlot[]): void {
  const raw = fn.arguments;
  if (typeof raw !== 'string' || raw === '') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    pushSlot(slots, propertySlot(fn, 'arguments'));
    return;
  }
  const inner: TextSlot[] = [];
  leafSlots(parsed, inner);
  // Re-serialize after each replacement so the arguments are valid JSON whatever is replaced.
  for (const slot of inner) {
    slots.push({
      text: slot.text,
      replace: (text) => {
        slot.replace(text);
        fn.arguments = JSON.stringify(parsed);
      },
    });
  }
}

function contentSlots(message: Json, slots: TextSlot[]): void {
  const content = message.content;
  if (typeof content === 'string') pushSlot(slots, propertySlot(message, 'content'));
  else if (Array.isArray(content)) {
    for (const part of content) if (isObject(part) && part.type === 'text') pushSlot(slots, propertySlot(part, 'text'));
  }
}

export function chatTextSlots(body: Json): TextSlot[] {
  const slots: TextSlot[] = [];
  const messages = Array.isArray(body.messages) ? body.messages : [];
  for (const message of messages) {
    if (!isObject(message)) continue;
    contentSlots(message, slots);
    pushSlot(slots, propertySlot(message, 'name'));
    if (Array.isArray(message.tool_calls)) {
      for (const call of message.tool_calls) if (isObject(call) && isObject(call.function)) toolArgumentSlots(call.function, slots);
    }
    // Deprecated single function_call in the history.
    if (isObject(message.function_call)) toolArgumentSlots(message.function_call, slots);
  }
  pushSlot(slots, propertySlot(body, 'user'));
  return slots;
}

export function completionTextSlots(body: Json): TextSlot[] {
  const slots: TextSlot[] = [];
  if (typeof body.prompt === 'string') pushSlot(slots, propertySlot(body, 'prompt'));
  else if (Array.isArray(body.prompt)) body.prompt.forEach((_, index) => pushSlot(slots, propertySlot(body.prompt as unknown[], index)));
  pushSlot(slots, propertySlot(body, 'user'));
  return slots;
}

export function embeddingTextSlots(body: Json): TextSlot[] {
  const slots: TextSlot[] = [];
  if (typeof body.input === 'string') pushSlot(slots, propertySlot(body, 'input'));
  else if (Array.isArray(body.input)) body.input.forEach((_, index) => pushSlot(slots, propertySlot(body.input as unknown[], index)));
  pushSlot(slots, propertySlot(body, 'user'));
  return slots;
}
