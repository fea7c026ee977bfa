/**
 * IPv4 and IPv6 addresses. The regexes only find candidates; `node:net` isIP decides, so octets
 * over 255, leading zeros and malformed IPv6 groups are rejected by the same code Node uses.
 */
import { isIP } from 'node:net';
import { createPatternRecognizer } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Creates the IP address recognizer (v4 and v6). */
export function createIpAddressRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'ip-address',
    entity: 'IP_ADDRESS',
    patterns: [
      // Not inside a longer dotted number (version strings like 1.2.3.4.5).
      { regex: /(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?!\.?\d)/g, score: 0.8 },
      {
        // Colon groups of hex, optionally ending in a dotted IPv4, optional zone id.
        regex:
          /(?<![\p{L}\p{N}:])(?:[0-9a-f]{0,4}:){2,7}(?:[0-9a-f]{1,4}|(?:\d{1,3}\.){3}\d{1,3})?(?:%[\p{L}\p{N}]+)?(?![\p{L}\p{N}:])/giu,
        score: 0.8,
      },
    ],
    validate: (candidate) => {
      const zone = candidate.indexOf('%');
      const bare = zone === -1 ? candidate : candidate.slice(0, zone);
      if (isIP(bare) === 0) return false;
      // "::" alone or "1::" is syntactically valid but far more often code or a ratio.
      return /[0-9a-f].*:.*[0-9a-f]/i.test(bare) || bare.includes('.');
    },
    context: ['ip', 'address', 'ipv4', 'ipv6', 'host', 'server', 'client_ip'],
    contextBoost: 0.15,
  });
}
