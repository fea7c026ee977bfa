import { Type } from '@sinclair/typebox';
import { DEFINED_ENTITY_TYPE } from '../../privacy/types.js';

const EntityTypeList = Type.Array(Type.String({ pattern: '^[A-Z][A-Z0-9_]*$' }), {
  // An empty list would silently anonymize nothing; leave the field out for the policy's types.
  minItems: 1,
  description: 'Entity types to detect (default: every type of the configured policy); at least one.',
  examples: [['PERSON', 'EMAIL']],
});

export const DetectedEntitySchema = Type.Object({
  type: Type.String({ examples: ['PERSON'] }),
  start: Type.Integer({ description: 'UTF-16 offset into the input text.' }),
  end: Type.Integer({ description: 'End offset, exclusive.' }),
  score: Type.Number(),
  source: Type.String({ description: 'The recognizer that found it.', examples: ['gazetteer'] }),
  placeholder: Type.String({ examples: ['[PERSON_1]'] }),
  canonical_id: Type.Optional(Type.String({ description: "The dictionary term's canonical ID, for terms that have one." })),
});

/** Characters of one text, and of all texts of one call together (the route checks the sum). */
export const MAX_TEXT_CHARS = 1_000_000;
/** Texts of one batch. */
export const MAX_BATCH_TEXTS = 128;
/**
 * The limits are the route's to check, not the schema's: a call over them is too large (413,
 * saying to split it), the same for one text and a batch, counted in UTF-16 code units as the
 * offsets are (a schema's maxLength counts code points and would answer 422).
 */
const Text = Type.String({ description: `At most ${MAX_TEXT_CHARS} characters (UTF-16 code units), all texts of a call together; more is a 413.` });
const Texts = Type.Array(Type.String(), { minItems: 1, description: `At most ${MAX_BATCH_TEXTS} texts; more is a 413.` });

export const AnonymizeRequest = Type.Object(
  {
    text: Type.Optional(Text),
    texts: Type.Optional(Texts),
    language: Type.Optional(Type.String({ pattern: '^[a-z]{2}$', description: 'ISO 639-1; detected when absent.' })),
    entities: Type.Optional(EntityTypeList),
    map_id: Type.Optional(Type.String({ minLength: 1, description: 'Extend this map: the same values keep their placeholders.' })),
    style: Type.Optional(Type.Union([Type.Literal('placeholder'), Type.Literal('surrogate')], { description: 'For a new map; with `map_id`, it must be the style of that map (422 otherwise).' })),
  },
  {
    additionalProperties: false,
    examples: [{ text: 'Email Jane Doe at jane.doe@example.com about invoice 42.' }],
  },
);

export const AnonymizeResponse = Type.Object(
  {
    map_id: Type.String(),
    text: Type.Optional(Type.String()),
    texts: Type.Optional(Type.Array(Type.String())),
    entities: Type.Union([Type.Array(DetectedEntitySchema), Type.Array(Type.Array(DetectedEntitySchema))], {
      description: 'For `text`: the entities; for `texts`: one list per text.',
    }),
  },
  {
    examples: [
      {
        map_id: 'map_019aa3f2c4e18sKq3LrV2pXcN0aYt5WZbA',
        text: 'Email [PERSON_1] at [EMAIL_1] about invoice 42.',
        entities: [
          { type: 'PERSON', start: 6, end: 14, score: 0.85, source: 'gazetteer', placeholder: '[PERSON_1]' },
          { type: 'EMAIL', start: 18, end: 38, score: 1, source: 'email', placeholder: '[EMAIL_1]' },
        ],
      },
    ],
  },
);

export const DeanonymizeRequest = Type.Object(
  {
    map_id: Type.String({ minLength: 1 }),
    text: Type.Optional(Text),
    texts: Type.Optional(Texts),
  },
  { additionalProperties: false, examples: [{ map_id: 'map_019aa3f2c4e18sKq3LrV2pXcN0aYt5WZbA', text: 'Dear [PERSON_1], ...' }] },
);

export const DeanonymizeResponse = Type.Object(
  { text: Type.Optional(Type.String()), texts: Type.Optional(Type.Array(Type.String())) },
  { examples: [{ text: 'Dear Jane Doe, ...' }] },
);

export const MapInfo = Type.Object({
  id: Type.String(),
  style: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
  entity_counts: Type.Record(Type.String(), Type.Integer(), { description: 'Entries per entity type; never the values.' }),
});

/**
 * At least one visible character: a term of blanks or of invisible format characters (zero-width
 * space and joiners, word joiner, soft hyphen, byte-order mark) would never match anything.
 */
const VISIBLE = '[^\\s\\u00AD\\u200B-\\u200F\\u2060-\\u2064\\uFE00-\\uFE0F\\uFEFF]';
const TermText = Type.String({ minLength: 1, maxLength: 500, pattern: VISIBLE });
const Term = Type.Union([
  TermText,
  Type.Object(
    { term: TermText, canonical_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: VISIBLE })) },
    { additionalProperties: false },
  ),
]);

export const DictionaryRequest = Type.Object(
  {
    name: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9 _.-]{0,99}$', description: 'Unique per organisation; posting the same name updates it.' }),
    entity_type: Type.String({ pattern: DEFINED_ENTITY_TYPE, description: 'Upper case, not ending in "_" and digits (a placeholder\'s number follows it).', examples: ['PROJECT'] }),
    kind: Type.Optional(Type.Union([Type.Literal('deny'), Type.Literal('allow')], { description: '`deny` terms are anonymized; `allow` terms never are.' })),
    terms: Type.Array(Term, { minItems: 1, maxItems: 100_000 }),
    case_sensitive: Type.Optional(Type.Boolean({ default: false })),
    diacritic_sensitive: Type.Optional(Type.Boolean({ default: false })),
  },
  {
    additionalProperties: false,
    examples: [{ name: 'projects', entity_type: 'PROJECT', terms: ['Bluebird', { term: 'Project Falcon', canonical_id: 'PRJ-7' }] }],
  },
);

export const DictionarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  entity_type: Type.String(),
  kind: Type.String(),
  case_sensitive: Type.Boolean(),
  diacritic_sensitive: Type.Boolean(),
  term_count: Type.Integer(),
  terms: Type.Optional(Type.Array(Type.Object({ term: Type.String(), canonical_id: Type.Optional(Type.String()) }))),
  conflicts: Type.Optional(
    Type.Array(Type.Object({ term_index: Type.Integer(), dictionary: Type.String(), kind: Type.String() }), {
      description: 'On create or update only: submitted terms (by index in `terms`) that a dictionary of the other kind also names; the allow list wins for them.',
    }),
  ),
  version: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
