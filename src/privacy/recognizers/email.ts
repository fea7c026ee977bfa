/** E-mail addresses: local part @ dotted domain with a 2+ letter (or punycode) top-level label. */
import { isEverydayWord } from '../gazetteer/english-words.js';
import { isEmailTld } from './email-tlds.js';
import { emailStarts, spacedEmailStarts } from './match-starts.js';
import { createPatternRecognizer } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

// The lookbehinds keep us from starting inside a longer token. An apostrophe may stand inside the
// local part ("o'brien.sean@eircom.ie").
const LOCAL = String.raw`(?<![\p{L}\p{N}._%+-])(?<![\p{L}\p{N}]['’])[\p{L}\p{N}._%+-]+(?:['’][\p{L}\p{N}._%+-]+)*`;
// The domain must end in a real-looking TLD so "info@presidio." is rejected. The full-width "＠"
// and "．" of CJK input methods count too: a model reads "jane＠example．com" as the address it is.
const DOMAIN = String.raw`(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?[.\uFF0E])+(?:[\p{L}]{2,24}|xn--[a-z0-9-]{2,59})(?![\p{L}\p{N}-]|[.\uFF0E][\p{L}\p{N}])`;
/**
 * The local part of a percent-encoded address: it starts after another escape or where no
 * address character stands before it, and holds no escape but an encoded "+", "." or "-".
 */
const ENCODED_LOCAL = String.raw`(?:(?<=%[0-9A-Fa-f]{2})|(?<![\p{L}\p{N}._%+-]))[\p{L}\p{N}._+-]+(?:%2[BbEeDd][\p{L}\p{N}._+-]+)*`;
/**
 * One space before the "@", after it, or both ("jane.doe @ example.com"): a model still reads the
 * address. A single space on each side keeps the regex linear; no space at all is the plain rule's.
 */
const SPACED_AT = String.raw`(?: [@\uFF20] ?|[@\uFF20] )`;

/** An image asset at a pixel density ("logo@2x.png", "icon@3x.jpg"), which reads like an address. */
const IMAGE_AT_DENSITY = /@\d+(?:\.\d+)?x\.(?:png|jpe?g|gif|webp|svg|avif|heic)$/i;

/** What every address must pass: no leading dot, no empty label, no image asset. */
function isPlausible(candidate: string): boolean {
  return !candidate.startsWith('.') && !candidate.includes('..') && !IMAGE_AT_DENSITY.test(candidate);
}

/**
 * An address with a space at its "@" has the shapes of prose and code too: "@" for "at" ("find us
 * @ example.com"), a mention after a word ("ping @john.smith"), a sentence run on ("I'm @
 * work.No"), matrix products (`x @ self.weight`). So its local part must end in a letter, digit
 * or "_" (not a sentence's ".": "Thanks. @jane.doe") and be no lone everyday word or number, and
 * its domain must end in a common TLD written in one case. A call (`q @ k.transpose(1, 2)`) is
 * kept out by the regex.
 */
function isSpacedAddress(candidate: string): boolean {
  if (!isPlausible(candidate)) return false;
  const at = candidate.search(/[@\uFF20]/u);
  const local = candidate.slice(0, at).trimEnd();
  if (!/[\p{L}\p{N}_]$/u.test(local) || /^\d+$/.test(local)) return false;
  if (/^\p{L}+$/u.test(local) && isEverydayWord(local.toLowerCase())) return false;
  const tld = candidate.slice(Math.max(candidate.lastIndexOf('.'), candidate.lastIndexOf('\uFF0E')) + 1);
  return isEmailTld(tld) && (tld === tld.toLowerCase() || tld === tld.toUpperCase());
}

/** Creates the e-mail recognizer. */
export function createEmailRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'email',
    entity: 'EMAIL',
    patterns: [
      {
        regex: new RegExp(String.raw`${LOCAL}[@\uFF20]${DOMAIN}`, 'gu'),
        score: 0.9,
        gate: (text) => text.hasAt,
        starts: emailStarts,
      },
      {
        // Below the plain rule, above what finds a piece of it: the bare domain (URL, 0.6) and the
        // mention "@example.com" (USERNAME, 0.7), which would leave the local part in clear.
        regex: new RegExp(String.raw`${LOCAL}${SPACED_AT}${DOMAIN}(?!\()`, 'gu'),
        score: 0.85,
        gate: (text) => text.hasAt,
        starts: spacedEmailStarts,
        validate: isSpacedAddress,
      },
      {
        // Percent-encoded, as a query string or a log line carries it ("?email=amaka.nwankwo%40gmail.com",
        // twice encoded "%2540"): without it the local part went in clear and only the domain was
        // masked (as a URL's). The address starts after another escape ("mailto%3Aamaka%40..."), and
        // its domain must end in an e-mail's top-level domain ("key%40v2.json" is a file).
        regex: new RegExp(String.raw`${ENCODED_LOCAL}%(?:25)?40${DOMAIN}`, 'gu'),
        score: 0.9,
        gate: (text) => text.text.includes('%40') || text.text.includes('%2540'),
        validate: (candidate) => isPlausible(candidate) && isEmailTld(candidate.slice(candidate.lastIndexOf('.') + 1)),
      },
    ],
    validate: isPlausible,
    context: ['email', 'e-mail', 'mail', 'courriel', 'correo'],
    contextBoost: 0.1,
  });
}
