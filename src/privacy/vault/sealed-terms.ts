import type { TermsCodec } from '../../store/sqlite/dictionary-store.js';
import type { ValueCipher } from './encryption.js';

const PREFIX = 'sealed:';

/**
 * Dictionary terms at rest, sealed like map values (AES-256-GCM under the master key): a custom
 * dictionary is often a list of customers' or employees' names. Bound to the dictionary's id, so
 * a sealed list copied onto another dictionary does not open. Rows from before (plain JSON) are
 * read as they are and rewritten sealed when the store opens.
 */
export function sealedTermsCodec(cipher: ValueCipher): TermsCodec {
  const context = (dictionaryId: string): string => `dictionary:${dictionaryId}`;
  return {
    encoded: (stored) => stored.startsWith(PREFIX),
    encode: (json, dictionaryId) => `${PREFIX}${cipher.seal(json, context(dictionaryId)).toString('base64')}`,
    decode: (stored, dictionaryId) =>
      stored.startsWith(PREFIX) ? cipher.open(Buffer.from(stored.slice(PREFIX.length), 'base64'), context(dictionaryId)) : stored,
  };
}
