import { Type } from '@sinclair/typebox';

/**
 * Request schemas of the OpenAI-compatible routes. They check what the gateway itself relies on
 * and let every other field through unchanged (`additionalProperties: true`), so new OpenAI
 * parameters keep working without a gateway release.
 */

const Message = Type.Object(
  {
    role: Type.String({ minLength: 1, examples: ['user'] }),
    content: Type.Optional(Type.Union([Type.String(), Type.Array(Type.Object({}, { additionalProperties: true })), Type.Null()])),
  },
  { additionalProperties: true },
);

const StreamOptions = Type.Union([
  Type.Object({ include_usage: Type.Optional(Type.Boolean()) }, { additionalProperties: true }),
  Type.Null(),
]);

export const ChatCompletionRequest = Type.Object(
  {
    model: Type.String({ minLength: 1, description: 'Model name; routed to a provider by config.', examples: ['gpt-4o-mini'] }),
    messages: Type.Array(Message, { minItems: 1 }),
    stream: Type.Optional(Type.Union([Type.Boolean(), Type.Null()], { description: 'true streams Server-Sent Events.' })),
    stream_options: Type.Optional(StreamOptions),
    n: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 128 }), Type.Null()])),
    tools: Type.Optional(Type.Array(Type.Object({ type: Type.String() }, { additionalProperties: true }))),
    user: Type.Optional(Type.String()),
  },
  {
    additionalProperties: true,
    examples: [{ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Say hello.' }], stream: false }],
  },
);

export const CompletionRequest = Type.Object(
  {
    model: Type.String({ minLength: 1, examples: ['gpt-3.5-turbo-instruct'] }),
    prompt: Type.Union([
      Type.String(),
      Type.Array(Type.String()),
      Type.Array(Type.Integer()),
      Type.Array(Type.Array(Type.Integer())),
    ]),
    stream: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    stream_options: Type.Optional(StreamOptions),
    n: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 128 }), Type.Null()])),
  },
  { additionalProperties: true, examples: [{ model: 'gpt-3.5-turbo-instruct', prompt: 'Say hello.' }] },
);

export const EmbeddingRequest = Type.Object(
  {
    model: Type.String({ minLength: 1, examples: ['text-embedding-3-small'] }),
    input: Type.Union([
      Type.String(),
      Type.Array(Type.String(), { minItems: 1 }),
      Type.Array(Type.Integer(), { minItems: 1 }),
      Type.Array(Type.Array(Type.Integer()), { minItems: 1 }),
    ]),
    encoding_format: Type.Optional(Type.Union([Type.Literal('float'), Type.Literal('base64')])),
    dimensions: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: true, examples: [{ model: 'text-embedding-3-small', input: 'The food was delicious.' }] },
);

const OpenObject = (description: string, example: Record<string, unknown>) =>
  Type.Object({}, { additionalProperties: true, description, examples: [example] });

export const ChatCompletionResponse = OpenObject(
  'A `chat.completion` object; with `stream: true` a `text/event-stream` of `chat.completion.chunk` objects ending with `data: [DONE]`.',
  {
    id: 'chatcmpl-123',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, message: { role: 'assistant', content: 'Hello!' }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 9, completion_tokens: 2, total_tokens: 11 },
  },
);

export const CompletionResponse = OpenObject('A legacy `text_completion` object (or its SSE stream).', {
  id: 'cmpl-123',
  object: 'text_completion',
  created: 1_700_000_000,
  model: 'gpt-3.5-turbo-instruct',
  choices: [{ index: 0, text: 'Hello!', finish_reason: 'stop', logprobs: null }],
});

export const EmbeddingResponse = OpenObject('A list of embeddings, as floats or base64 of little-endian float32.', {
  object: 'list',
  data: [{ object: 'embedding', index: 0, embedding: [0.0023, -0.0093] }],
  model: 'text-embedding-3-small',
  usage: { prompt_tokens: 5, total_tokens: 5 },
});

export const ModelSchema = Type.Object(
  {
    id: Type.String(),
    object: Type.Literal('model'),
    created: Type.Integer(),
    owned_by: Type.String(),
  },
  { additionalProperties: true },
);

export const ModelList = Type.Object(
  { object: Type.Literal('list'), data: Type.Array(ModelSchema) },
  { additionalProperties: true, examples: [{ object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model', created: 1_700_000_000, owned_by: 'openai' }] }] },
);
