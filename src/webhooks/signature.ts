import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures (PRODUCT.md section 7):
 *   veil-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
 * The timestamp is signed with the body, so a captured request cannot be replayed later than the
 * receiver's tolerance. This file imports nothing but node:crypto so receivers can copy it.
 */

/** The header value for a body sent at `timestampSeconds`. */
export function signatureHeader(secret: string, timestampSeconds: number, rawBody: string | Uint8Array): string {
  const hmac = createHmac('sha256', secret).update(`${timestampSeconds}.`).update(rawBody).digest('hex');
  return `t=${timestampSeconds},v1=${hmac}`;
}

export interface VerifyOptions {
  /** How old (or how far in the future) the timestamp may be. Default 300 s. */
  toleranceSeconds?: number;
  /** The current time in milliseconds since the epoch (`Date.now()` by default). */
  now?: number;
}

/**
 * True when `header` holds a `v1` signature of `rawBody` by `secret` with a timestamp within the
 * tolerance. `rawBody` must be the bytes as received, before any JSON parsing. Several `v1=`
 * entries are accepted (any one may match). Compares in constant time.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string | Uint8Array,
  { toleranceSeconds = 300, now = Date.now() }: VerifyOptions = {},
): boolean {
  if (header === undefined) return false;
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  let valid = false;
  // Check every entry (no early exit) so timing says nothing about which one matched.
  for (const signature of signatures) valid = timingSafeEqual(signature, expected) || valid;
  return valid;
}
