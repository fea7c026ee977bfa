import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomSlice } from './random-pool.js';

const KEY_FILE = 'encryption.key';

export class EncryptionKeyError extends Error {
  override name = 'EncryptionKeyError';
}

/**
 * The master key for values at rest: `privacy.encryptionKey` / VEIL_ENCRYPTION_KEY (base64 of 32
 * bytes), else `<dataDir>/encryption.key`, generated (mode 0600) on first start with a warning,
 * because losing it makes every stored map unreadable.
 */
export function loadMasterKey(configured: string | undefined, dataDir: string, warn: (message: string) => void): Buffer {
  if (configured !== undefined) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== 32) {
      throw new EncryptionKeyError('VEIL_ENCRYPTION_KEY (privacy.encryptionKey) must be base64 of exactly 32 bytes: `openssl rand -base64 32`.');
    }
    return key;
  }
  const file = path.join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new EncryptionKeyError(`${file} does not hold base64 of 32 bytes.`);
    return key;
  }
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  warn(`Generated an encryption key for anonymization maps at ${file}. Back it up, or set VEIL_ENCRYPTION_KEY; without it stored maps cannot be read.`);
  return key;
}

/** AES-256-GCM sealing of values at rest (map entries, webhook secrets, OCR documents and results). */
export interface ValueCipher {
  /** Encrypts `plaintext`, bound to `context` (e.g. map id and entry) so sealed values cannot be swapped. */
  seal(plaintext: string, context: string): Buffer;
  open(sealed: Buffer, context: string): string;
}

export function createValueCipher(masterKey: Buffer): ValueCipher {
  // A subkey derived from the master key, so the master key itself never encrypts anything.
  const encryptionKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'veil map values v1', 32));
  return {
    seal(plaintext, context) {
      const iv = randomSlice(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      cipher.setAAD(Buffer.from(context));
      const body = cipher.update(plaintext, 'utf8');
      const rest = cipher.final();
      return Buffer.concat([iv, cipher.getAuthTag(), body, rest]);
    },
    open(sealed, context) {
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, sealed.subarray(0, 12));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
