/**
 * A network card's MAC address: six pairs of hex digits joined by ":" or "-" ("00:1A:2B:3C:4D:5E"),
 * or three groups of four joined by dots ("001a.2b3c.4d5e", as Cisco writes them). It follows a
 * laptop or a phone from network to network. Broadcast and all-zero addresses name no device.
 */
import { memoised, type MatchStarts } from './match-starts.js';
import { createPatternRecognizer, type ValidatedMatch } from './pattern-engine.js';
import { isHex } from './text-profile.js';
import type { Recognizer } from '../types.js';

/**
 * Whether the address names a device: not the broadcast or the all-zero address. Pairs of
 * decimal digits only ("12:30:45:00:11:22") are a time or a count as often: they need the word.
 */
function namesDevice(candidate: string): boolean | ValidatedMatch {
  const hex = candidate.replace(/[:.-]/g, '').toLowerCase();
  if (hex === 'ffffffffffff' || hex === '000000000000') return false;
  return /[a-f]/.test(hex) ? true : { score: 0.2 };
}

/**
 * Where a match can start: `width` hex digits before one of `separators` (the first pair or group
 * of an address). Found with indexOf: a scan of the regex with its lookbehind at every position
 * cost ~5 µs a text.
 */
function hexBefore(separators: string, width: number): MatchStarts {
  return (profile) =>
    memoised(profile, `hex-before:${separators}:${width}`, () => {
      const { text } = profile;
      const starts: number[] = [];
      for (const separator of separators) {
        for (let at = text.indexOf(separator, width); at !== -1; at = text.indexOf(separator, at + 1)) {
          let hex = true;
          for (let k = at - width; k < at && hex; k++) hex = isHex(text.charCodeAt(k));
          if (hex) starts.push(at - width);
        }
      }
      return starts.sort((a, b) => a - b);
    });
}

/** Creates the MAC address recognizer. */
export function createMacAddressRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'mac-address',
    entity: 'MAC_ADDRESS',
    patterns: [
      { regex: /(?<![\p{L}\p{N}:.-])[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}(?![\p{L}\p{N}]|[:.-][0-9A-Fa-f])/gu, score: 0.7, gate: (text) => text.digits >= 1, starts: hexBefore(':-', 2) },
      { regex: /(?<![\p{L}\p{N}:.-])[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}(?![\p{L}\p{N}]|[:.-][0-9A-Fa-f])/gu, score: 0.5, gate: (text) => text.digits >= 1, starts: hexBefore('.', 4) },
    ],
    validate: namesDevice,
    context: ['mac', 'mac address', 'mac-adresse', 'adresse mac', 'dirección mac', 'indirizzo mac', 'hardware address', 'ether', 'bssid'],
    contextBoost: 0.3,
  });
}
