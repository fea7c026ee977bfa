/**
 * IPv4 and IPv6 addresses. The regexes only find candidates; `node:net` isIP decides, so octets
 * over 255, leading zeros and malformed IPv6 groups are rejected by the same code Node uses.
 */
import { isIP } from 'node:net';
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Creates the IP address recognizer (v4 and v6). */
export function createIpAddressRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'ip-address',
    entity: 'IP_ADDRESS',
    patterns: [
      // Not inside a longer dotted number (version strings like 1.2.3.4.5), nor right after a word
      // that makes it a version or a section number ("Framework 4.8.1.0", "section 1.2.3.4").
      { regex: /(?<![\p{L}\p{N}.])(?<!(?:^|[^\p{L}])(?:[Vv]ersion|[Vv]er\.?|[Vv]|[Ff]irmware|[Ff]ramework|[Rr]elease|[Bb]uild|[Rr]ev\.?|[Ss]ection|[Cc]hapter|[Cc]lause|[Pp]aragraph|[Aa]rticle|[Aa]rt\.|§)[ \t]?)(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?(?![\p{L}\p{N}]|\.\d)/gu, score: 0.8, gate: (text) => text.digitDotDigit, starts: digitRunsOf(1, 3, '.') },
      {
        // Colon groups of hex, optionally ending in a dotted IPv4, optional zone id.
        regex:
          /(?<![\p{L}\p{N}:])(?:[0-9a-f]{0,4}:){2,7}(?:[0-9a-f]{1,4}|(?:\d{1,3}\.){3}\d{1,3})?(?:%[\p{L}\p{N}]+)?(?:\/\d{1,3})?(?![\p{L}\p{N}:]|\.\d)/giu,
        score: 0.8,
        gate: (text) => text.hexColons,
      },
    ],
    validate: (candidate) => {
      const slash = candidate.indexOf('/');
      const address = slash === -1 ? candidate : candidate.slice(0, slash);
      const zone = address.indexOf('%');
      const bare = zone === -1 ? address : address.slice(0, zone);
      const version = isIP(bare);
      if (version === 0) return false;
      if (slash !== -1 && Number(candidate.slice(slash + 1)) > (version === 4 ? 32 : 128)) return false;
      // The unspecified and loopback addresses count; other forms with one side empty ("1::")
      // are more often code or ratios.
      return bare === '::' || bare === '::1' || slash !== -1 || /[0-9a-f].*:.*[0-9a-f]/i.test(bare) || bare.includes('.');
    },
    context: ['ip', 'address', 'ipv4', 'ipv6', 'host', 'server', 'client_ip'],
    contextBoost: 0.15,
  });
}
