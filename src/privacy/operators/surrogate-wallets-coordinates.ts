/**
 * Surrogates for a cryptocurrency wallet's address and for a point on the map.
 *
 * A wallet surrogate is a valid address of the same kind (base58check with the same version
 * byte, bech32/bech32m with the same prefix, witness version and length, Ethereum's 0x and forty
 * hex digits), with a new random hash: it passes our recognizer's checksums and reads as the
 * same kind of address, and no one holds the key to a hash drawn at random.
 *
 * A coordinate surrogate is a random point anywhere on earth in the original's format (as many
 * decimals, the same separators, degrees-minutes-seconds with hemispheres). Not a point near the
 * original: a shifted point still names the neighbourhood, and the street to a few hundred
 * metres.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { BASE58, BECH32, BECH32_CONSTANT, BECH32M_CONSTANT, base58Bytes, base58Checksum, base58CheckValid, bech32Polymod, bech32Valid } from '../recognizers/crypto-wallet.js';
import type { SurrogateGenerator } from './surrogate-identifiers.js';
import { padded, TRIES, type Draw } from './surrogate-random.js';

/** Bytes to base58, a "1" for each leading zero byte. */
function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let out = '';
  for (; value > 0n; value /= 58n) out = `${BASE58[Number(value % 58n)] ?? ''}${out}`;
  for (let i = 0; i < bytes.length && bytes[i] === 0; i++) out = `1${out}`;
  return out;
}

/** Base58check (Bitcoin's "1..." and "3..."): the version byte kept, twenty new bytes, the checksum. */
function base58Surrogate(value: string, draw: Draw): string | undefined {
  const version = base58CheckValid(value) ? base58Bytes(value)?.[0] : undefined;
  if (version === undefined) return undefined;
  let address = '';
  for (let tries = 0; tries < TRIES && address.length !== value.length; tries++) {
    const payload = Buffer.from([version, ...Array.from({ length: 20 }, () => draw.int(256))]);
    address = base58Encode(Buffer.concat([payload, base58Checksum(payload)]));
  }
  // An address of an unusual length (a burn address's leading ones) has no surrogate of its shape.
  return address.length === value.length ? address : undefined;
}

/** bech32/bech32m ("bc1q...", "bc1p..."): the prefix, witness version and program length kept, a new program, the checksum; the original's case. */
function bech32Surrogate(value: string, draw: Draw): string | undefined {
  const lower = value.toLowerCase();
  const separator = lower.lastIndexOf('1');
  // The witness version, at least one value of program and six of checksum.
  if (separator < 1 || lower.length - separator - 1 < 8 || !bech32Valid(value)) return undefined;
  const hrp = lower.slice(0, separator);
  const version = BECH32.indexOf(lower.charAt(separator + 1));
  const groups = lower.length - separator - 8;
  // The program's bytes in 5-bit groups, the last padded with zero bits.
  let bits = 0;
  let accumulator = 0;
  const data = [version];
  for (let i = 0; i < Math.floor((groups * 5) / 8); i++) {
    accumulator = (accumulator << 8) | draw.int(256);
    for (bits += 8; bits >= 5; bits -= 5) data.push((accumulator >> (bits - 5)) & 31);
    accumulator &= (1 << bits) - 1;
  }
  if (bits > 0) data.push((accumulator << (5 - bits)) & 31);
  const remainder = bech32Polymod(hrp, [...data, 0, 0, 0, 0, 0, 0]) ^ (version === 0 ? BECH32_CONSTANT : BECH32M_CONSTANT);
  for (let i = 0; i < 6; i++) data.push((remainder >>> (5 * (5 - i))) & 31);
  const address = `${hrp}1${data.map((v) => BECH32[v] ?? '').join('')}`;
  return value === lower ? address : address.toUpperCase();
}

/**
 * EIP-55's mixed case over forty hex digits (in small letters): a letter is a capital where the
 * matching nibble of the Keccak-256 of the digits is 8 or more. Wallets check it, so a checksummed
 * original gets a surrogate that passes too. (Keccak-256 is not node:crypto's SHA3-256, whose
 * padding differs.)
 */
export function eip55Checksummed(lowerHex: string): string {
  const hash = keccak_256(new TextEncoder().encode(lowerHex));
  let written = '';
  for (let i = 0; i < lowerHex.length; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    const digit = lowerHex[i] ?? '';
    written += nibble >= 8 ? digit.toUpperCase() : digit;
  }
  return written;
}

/**
 * Ethereum: "0x" and forty new hex digits, written as the original was: in small letters, in
 * capitals, or in EIP-55's mixed case with a checksum that holds.
 */
function ethereumSurrogate(value: string, draw: Draw): string {
  let hex = '';
  for (let i = 0; i < 40; i++) hex += draw.int(16).toString(16);
  const digits = value.slice(2);
  const capitals = /[A-F]/.test(digits);
  const small = /[a-f]/.test(digits);
  return `${value.slice(0, 2)}${capitals && small ? eip55Checksummed(hex) : capitals ? hex.toUpperCase() : hex}`;
}

/** Wallet address: a valid address of the same kind (see the file comment); other addresses have no surrogate. */
export const cryptoWalletSurrogate: SurrogateGenerator = (value, draw) => {
  if (/^0x[0-9a-fA-F]{40}$/.test(value)) return ethereumSurrogate(value, draw);
  if (/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(value) && base58CheckValid(value)) return base58Surrogate(value, draw);
  return bech32Surrogate(value, draw);
};

/**
 * One number of a coordinate anew, as many decimals as it had: degrees below `degrees` (90 for a
 * latitude, 180 for a longitude), minutes and seconds below 60 and as wide as they were ("05'").
 */
function redrawNumber(written: string, degrees: number | undefined, draw: Draw): string {
  const [whole = '', fraction] = written.split('.');
  const width = degrees === undefined || whole.startsWith('0') ? whole.length : 1;
  const next = `${padded(draw.int(degrees ?? 60), width)}`;
  return fraction === undefined ? next : `${next}.${draw.digits(fraction.length)}`;
}

/** The numbers of one half ("48°51'30\"", "52.5200° "): the first are degrees, the next minutes, then seconds. */
function redrawHalf(half: string, degrees: number, draw: Draw): string {
  let index = 0;
  return half.replace(/\d+(?:\.\d+)?/g, (written) => redrawNumber(written, index++ === 0 ? degrees : undefined, draw));
}

/**
 * GPS coordinates: a random point anywhere (see the file comment) in the original's format.
 * With hemispheres ("52.5200° N, 13.4050° E", "48°51'30\"N 2°17'40\"E"): new degrees, minutes and
 * seconds, a hemisphere drawn for each (West as "O" where the original wrote "O", Ouest or Oeste).
 * Two decimal degrees ("40.7128,-74.0060"): a sign drawn for each, the separator kept.
 */
export const gpsCoordinatesSurrogate: SurrogateGenerator = (value, draw) => {
  const hemispheres = /^([^NSEWO]+)([NS])(,?[ \t]*)([^NSEWO]+)([EWO])$/.exec(value);
  if (hemispheres !== null) {
    const [, latitude = '', , between = '', longitude = '', east = ''] = hemispheres;
    if (!latitude.includes('°') || !longitude.includes('°')) return undefined;
    return (
      `${redrawHalf(latitude, 90, draw)}${draw.pick(['N', 'S'])}${between}` +
      `${redrawHalf(longitude, 180, draw)}${draw.pick(['E', east === 'O' ? 'O' : 'W'])}`
    );
  }
  const pair = /^-?(\d{1,3}(?:\.\d+)?)(,[ \t]?|[ \t]+)-?(\d{1,3}(?:\.\d+)?)$/.exec(value);
  if (pair === null) return undefined;
  const [, latitude = '', separator = '', longitude = ''] = pair;
  const sign = (): string => (draw.int(2) === 0 ? '' : '-');
  return `${sign()}${redrawNumber(latitude, 90, draw)}${separator}${sign()}${redrawNumber(longitude, 180, draw)}`;
};
