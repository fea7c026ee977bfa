import { Type } from '@sinclair/typebox';
import type { CapabilityDefinition } from '../types.js';
import { ModelName } from './common.js';

const Box = Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() }, { description: 'Pixels from the top left of the page image.' });

export const OcrPage = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  markdown: Type.String(),
  dimensions: Type.Union([Type.Object({ width: Type.Integer(), height: Type.Integer(), dpi: Type.Optional(Type.Integer()) }), Type.Null()]),
  confidence: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null(), ], { description: 'Mean word confidence; null for a PDF text layer (exact).' }),
  source: Type.Union([Type.Literal('ocr'), Type.Literal('text-layer')]),
  blocks: Type.Array(Type.Object({ text: Type.String(), bbox: Type.Union([Box, Type.Null()]), confidence: Type.Union([Type.Number(), Type.Null()]) })),
});

export const OcrResult = Type.Object(
  {
    model: ModelName,
    pages: Type.Array(OcrPage),
    usage_info: Type.Object({ pages_processed: Type.Integer(), doc_size_bytes: Type.Integer() }),
  },
  { examples: [{ model: 'tesseract.js-7 (eng)', pages: [{ index: 0, markdown: 'Invoice 42', dimensions: { width: 800, height: 600 }, confidence: 0.93, source: 'ocr', blocks: [] }], usage_info: { pages_processed: 1, doc_size_bytes: 10240 } }] },
);

export const OcrJob = Type.Object({
  id: Type.String(),
  object: Type.Literal('ocr.job'),
  status: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('succeeded'), Type.Literal('failed')]),
  created_at: Type.String({ format: 'date-time' }),
  completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  result: Type.Union([OcrResult, Type.Null()]),
  error: Type.Union([Type.Object({ code: Type.String(), message: Type.String() }), Type.Null()]),
});

export const ocr: CapabilityDefinition = {
  capability: 'ocr',
  method: 'POST',
  url: '/v1/ocr',
  summary: 'Turn a document into structured text',
  description:
    'Mistral-OCR-like: a PDF or an image (PNG, JPEG, TIFF) as a data URI or URL; pages with markdown, text blocks with boxes and confidence. Large documents (or `async: true`) answer 202 with a job to poll at /v1/ocr/jobs/{id}; completion is announced by the `ocr.job.completed` webhook.',
  body: Type.Object(
    {
      model: Type.Optional(Type.String()),
      document: Type.Union([
        Type.Object({ type: Type.Literal('document_url'), document_url: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
        Type.Object({ type: Type.Literal('image_url'), image_url: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
      ]),
      languages: Type.Optional(Type.Array(Type.Union([Type.Literal('eng'), Type.Literal('deu'), Type.Literal('fra')]), { minItems: 1, description: 'Tesseract languages; default eng.' })),
      pages: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }), { description: 'Zero-based pages to process; default all.' })),
      async: Type.Optional(Type.Boolean({ description: 'Always answer 202 with a job.' })),
    },
    { additionalProperties: false, examples: [{ document: { type: 'image_url', image_url: 'data:image/png;base64,iVBORw0KGgo...' }, languages: ['eng'] }] },
  ),
  response: OcrResult,
  extraResponses: { 202: OcrJob },
};
