import { randomBytes } from 'node:crypto';
import type { ValueCipher } from '../privacy/vault/encryption.js';

/** A new signing secret: `whsec_` and 32 random bytes, base64url. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function newEndpointId(): string {
  return `wh_${randomBytes(12).toString('base64url')}`;
}

export function newDeliveryId(): string {
  return `dlv_${randomBytes(12).toString('base64url')}`;
}

/** Binds a sealed secret to its endpoint, so one endpoint's ciphertext cannot be moved to another. */
const contextOf = (endpointId: string) => `webhook:${endpointId}`;

export function sealSecret(cipher: ValueCipher, endpointId: string, secret: string): Buffer {
  return cipher.seal(secret, contextOf(endpointId));
}

export function openSecret(cipher: ValueCipher, endpointId: string, sealed: Buffer): string {
  return cipher.open(sealed, contextOf(endpointId));
}
