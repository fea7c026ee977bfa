import { isIP } from 'node:net';
import { isLocalHostname, isPublicAddress, unbracket } from './address-policy.js';

/** Why a webhook URL was refused; the message names no part of the URL (it may hold a token). */
export class WebhookUrlError extends Error {
  override name = 'WebhookUrlError';
}

/**
 * Checks a webhook URL when it is saved: http(s) only, no credentials, and (unless private
 * networks are allowed) no literal private/loopback/link-local address and no `localhost`.
 * Host names are checked again, on the address they resolve to, each time a delivery connects
 * (see safe-connector.ts), so DNS cannot be used to get around this. Returns the normalised URL.
 */
export function checkWebhookUrl(url: string, options: { allowPrivateNetworks: boolean }): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookUrlError('The webhook URL is not a valid absolute URL.');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new WebhookUrlError('The webhook URL must start with https:// or http://.');
  }
  if (parsed.username !== '' || parsed.password !== '') {
    // Stored URLs are not encrypted; credentials belong in the receiver's check of the signature.
    throw new WebhookUrlError('The webhook URL must not contain a user name or password.');
  }
  if (parsed.hostname === '') throw new WebhookUrlError('The webhook URL has no host.');
  if (!options.allowPrivateNetworks) {
    // The WHATWG parser has already turned forms such as http://2130706433/ into 127.0.0.1.
    const host = unbracket(parsed.hostname);
    if (isIP(host) !== 0 ? !isPublicAddress(host) : isLocalHostname(host)) {
      throw new WebhookUrlError(
        'The webhook URL points to a loopback, private, link-local or reserved address; Veil does not deliver there unless webhooks.allowPrivateNetworks is true.',
      );
    }
  }
  parsed.hash = '';
  return parsed.toString();
}
