import { Type } from '@sinclair/typebox';

/** Every response names the model or method that produced it (PRODUCT.md section 6). */
export const ModelName = Type.String({ description: 'The model or method that produced this result.', examples: ['eld-2.1'] });

/** Offsets are UTF-16 code-unit indices into the input, like the privacy spans. */
export const Offsets = {
  start: Type.Integer({ minimum: 0, description: 'UTF-16 offset into the input.' }),
  end: Type.Integer({ minimum: 0, description: 'End offset, exclusive.' }),
};

export const LanguageCode = Type.String({ pattern: '^[a-z]{2,3}$', description: 'ISO 639-1 (or 639-3) code.', examples: ['en'] });
