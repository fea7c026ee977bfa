/**
 * Cryptocurrency wallet addresses (CRYPTO_WALLET): Bitcoin's in base58 ("1...", "3...") with their
 * double-SHA-256 checksum, and in bech32/bech32m ("bc1q...", "bc1p...") with their BCH checksum,
 * both counting alone; an Ethereum address ("0x" and forty hex digits, which has no checksum in
 * lower case and is also a contract's) beside the word that names a wallet. Every payment to and
 * from a wallet is public: its address ties a person to them all.
 */
import { createHash } from 'node:crypto';
import { createPatternRecognizer } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Bitcoin's base58 alphabet: no 0, O, I or l. */
export const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The 25 bytes a base58 address spells (version, 20-byte hash, checksum), or undefined when it spells none. */
export function base58Bytes(address: string): Buffer | undefined {
  let value = 0n;
  for (const char of address) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const hex = value.toString(16).padStart(50, '0');
  if (hex.length > 50) return undefined;
  // Each leading "1" stands for a zero byte the number itself drops.
  const leadingOnes = /^1*/.exec(address)?.[0].length ?? 0;
  const bytes = Buffer.from('00'.repeat(leadingOnes) + hex.slice(hex.length - (50 - leadingOnes * 2)), 'hex');
  return bytes.length === 25 ? bytes : undefined;
}

/** The base58check checksum of a payload: the first four bytes of its double SHA-256. */
export function base58Checksum(payload: Uint8Array): Buffer {
  return createHash('sha256').update(createHash('sha256').update(payload).digest()).digest().subarray(0, 4);
}

/** Whether a base58 address decodes to 25 bytes whose last four are the double SHA-256 of the rest. */
export function base58CheckValid(address: string): boolean {
  const bytes = base58Bytes(address);
  return bytes !== undefined && base58Checksum(bytes.subarray(0, 21)).equals(bytes.subarray(21));
}

/** bech32's alphabet: the 5-bit values 0 to 31 in order. */
export const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
/** What the checksum leaves over a whole address: bech32's for witness version 0, bech32m's for later versions. */
export const BECH32_CONSTANT = 1;
export const BECH32M_CONSTANT = 0x2bc830a3;

/** The BCH remainder over a human-readable part (in small letters) and 5-bit values (the data, checksum included). */
export function bech32Polymod(hrp: string, data: readonly number[]): number {
  let check = 1;
  const values = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31), ...data];
  for (const value of values) {
    const top = check >>> 25;
    check = ((check & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) check ^= GENERATORS[i] ?? 0;
  }
  return check;
}

/** Whether a "bc1" address carries a right bech32 (witness v0) or bech32m (v1+) checksum. */
export function bech32Valid(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower !== address && address.toUpperCase() !== address) return false;
  const separator = lower.lastIndexOf('1');
  const hrp = lower.slice(0, separator);
  const data: number[] = [];
  for (const char of lower.slice(separator + 1)) {
    const value = BECH32.indexOf(char);
    if (value < 0) return false;
    data.push(value);
  }
  // Witness version 0 uses bech32's constant, later versions bech32m's.
  return bech32Polymod(hrp, data) === (data[0] === 0 ? BECH32_CONSTANT : BECH32M_CONSTANT);
}

/** Creates the wallet address recognizer. */
export function createCryptoWalletRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'crypto-wallet',
    entity: 'CRYPTO_WALLET',
    patterns: [
      {
        regex: /(?<![\p{L}\p{N}])[13][1-9A-HJ-NP-Za-km-z]{25,34}(?![\p{L}\p{N}])/gu,
        score: 0.8,
        gate: (text) => text.wordRun >= 26,
        validate: base58CheckValid,
      },
      {
        regex: /(?<![\p{L}\p{N}])(?:bc1|BC1)[02-9ac-hj-np-zAC-HJ-NP-Z]{11,71}(?![\p{L}\p{N}])/gu,
        score: 0.8,
        gate: (text) => text.wordRun >= 14,
        validate: bech32Valid,
      },
      {
        regex: /(?<![\p{L}\p{N}])0x[0-9a-fA-F]{40}(?![\p{L}\p{N}])/gu,
        score: 0.25,
        gate: (text) => text.wordRun >= 42,
      },
    ],
    context: ['wallet', 'eth', 'ethereum', 'btc', 'bitcoin', 'usdt', 'crypto', 'metamask', 'send to', 'pay to', 'wallet address', 'cartera', 'portefeuille', 'carteira', 'portafoglio'],
    contextBoost: 0.6,
  });
}
