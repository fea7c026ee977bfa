import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { buildConnector } from 'undici';
import { isPublicAddress, unbracket } from './address-policy.js';

/** Raised when a webhook host is, or resolves to, an address deliveries may not reach. */
export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
  readonly code = 'VEIL_BLOCKED_ADDRESS';
}

/** The shape of `dns.lookup` that `net.connect` calls (with `all: true` when it races families). */
export type LookupFunction = (
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => void;

const systemLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => callback(error, addresses));
};

/**
 * Wraps a resolver so that every address it returns is checked right before the socket connects
 * to it: the check and the connection use the same answer, so a DNS record that changes between
 * a check and the request (DNS rebinding) cannot slip through. If any address is refused the whole
 * answer is, rather than quietly trying the others.
 */
export function guardedLookup(resolve: LookupFunction = systemLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, result) => {
      if (error !== null) return callback(error, options.all === true ? [] : '');
      const addresses = typeof result === 'string' ? [{ address: result, family: isIP(result) }] : result;
      if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
        return callback(new BlockedAddressError('The webhook host resolves to an address deliveries may not reach.'), options.all === true ? [] : '');
      }
      if (options.all === true) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * An undici connector that refuses blocked addresses at connect time: literal IPs are checked
 * here (Node does not call `lookup` for them), host names through `guardedLookup`.
 */
export function createSafeConnector(options: { connectTimeoutMs: number; lookup?: LookupFunction }): buildConnector.connector {
  const connect = buildConnector({ timeout: options.connectTimeoutMs, lookup: guardedLookup(options.lookup) });
  return (target, callback) => {
    const host = unbracket(target.hostname);
    if (isIP(host) !== 0 && !isPublicAddress(host)) {
      callback(new BlockedAddressError('The webhook address is one deliveries may not reach.'), null);
      return;
    }
    connect(target, callback);
  };
}
