/**
 * Deterministic randomness for surrogates: an HMAC-SHA-256 stream keyed by the map id over
 * (type, n, attempt). The same map, type, number and attempt always draw the same values, on
 * any machine and after a restart, and nothing about the original value goes into the draw, so
 * a surrogate reveals nothing about what it replaces.
 */
import { createHmac } from 'node:crypto';

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A deterministic stream of random integers. */
export class Draw {
  private buffer: Buffer = Buffer.alloc(0);
  private offset = 0;
  private block = 0;

  constructor(
    private readonly seed: string,
    private readonly label: string,
  ) {}

  /** A draw for one attempt at one map entry. */
  static for(seed: string, type: string, n: number, attempt: number): Draw {
    return new Draw(seed, `${type}\u0000${n}\u0000${attempt}`);
  }

  private uint32(): number {
    if (this.offset + 4 > this.buffer.length) {
      this.buffer = createHmac('sha256', this.seed).update(`${this.label}\u0000${this.block++}`).digest();
      this.offset = 0;
    }
    const value = this.buffer.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  /** A uniform integer in [0, max), by rejection so no value is favoured. */
  int(max: number): number {
    if (max <= 1) return 0;
    const limit = Math.floor(0x1_0000_0000 / max) * max;
    for (;;) {
      const value = this.uint32();
      if (value < limit) return value % max;
    }
  }

  /** A uniform integer in [low, high]. */
  between(low: number, high: number): number {
    return low + this.int(high - low + 1);
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('Draw.pick needs a non-empty list');
    return item;
  }

  digit(): string {
    return DIGITS[this.int(10)] ?? '0';
  }

  /** `count` random digits. */
  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += this.digit();
    return out;
  }

  /** An upper-case ASCII letter. */
  letter(): string {
    return LETTERS[this.int(26)] ?? 'A';
  }
}

/**
 * Draws a generator tries before it gives up and falls back to the placeholder: a check digit
 * rejects at most ten draws in eleven, a base58 address comes out a character short one time in twenty.
 */
export const TRIES = 64;

/** Two year digits in the given century, no later than last year (a birth date is never in the future). */
export function pastYear(draw: Draw, century: number): string {
  return padded(draw.between(0, Math.min(99, new Date().getUTCFullYear() - 1 - century)), 2);
}

/** A number left-padded with zeros to `width` digits. */
export function padded(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/**
 * Writes `compact` (letters and digits) into the layout of `original`: separators stay where
 * they were, and each letter takes the case of the letter it replaces ("gb82 west ..." stays
 * lower case). Used so an IBAN, card or ID surrogate is grouped like the value it replaces.
 */
export function applyLayout(original: string, compact: string): string {
  let out = '';
  let k = 0;
  for (const ch of original) {
    if (!/[\p{L}\p{N}]/u.test(ch)) {
      out += ch;
      continue;
    }
    const next = compact[k++];
    if (next === undefined) continue;
    out += ch === ch.toLowerCase() && ch !== ch.toUpperCase() ? next.toLowerCase() : next;
  }
  return out + compact.slice(k);
}

/** Case shape of a name: all upper, all lower, or as drawn (title case). */
export function applyCaseShape(original: string, value: string): string {
  const hasUpper = /\p{Lu}/u.test(original);
  const hasLower = /\p{Ll}/u.test(original);
  if (hasUpper && !hasLower && /\p{L}{2}/u.test(original)) return value.toUpperCase();
  if (hasLower && !hasUpper) return value.toLowerCase();
  return value;
}
