/**
 * URLs: anything with a scheme (https, postgres, ssh, ...), `www.` hosts, and bare domains with a
 * known top-level domain. A URL with a user name or password scores above an e-mail address.
 * Bare domains score lower: "example.com" is often the subject, not personal data, and
 * file names such as "report.pdf" must not match (the TLD list keeps them out).
 */
import { anySchemeStarts, domainStarts, wwwStarts } from './match-starts.js';
import { createPatternRecognizer } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** Common generic and country TLDs for bare domains (schemes and `www.` need no list). */
const BARE_TLDS = [
  'com', 'org', 'net', 'edu', 'gov', 'mil', 'int', 'info', 'biz', 'io', 'ai', 'app', 'dev', 'co',
  'me', 'tv', 'xyz', 'site', 'online', 'shop', 'store', 'tech', 'cloud', 'eu', 'uk', 'de', 'fr',
  'es', 'it', 'nl', 'be', 'ch', 'at', 'se', 'no', 'dk', 'fi', 'pl', 'cz', 'pt', 'ie', 'us', 'ca',
  'au', 'nz', 'jp', 'cn', 'in', 'br', 'mx', 'ru', 'il', 'za', 'ar', 'hu', 'gr', 'ro', 'sk', 'si',
  'hr', 'lu', 'lt', 'lv', 'ee', 'is', 'tn', 'uy', 'cl', 'kr', 'tw', 'hk', 'sg', 'tr', 'ua',
];

const HOST_LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,62}[\p{L}\p{N}])?`;
/**
 * Objects code reads properties of: `this.store`, `cxt.it`, `reply.log.info` look like bare
 * domains (".store", ".it", ".info" are top-level domains). Only before such a word-like
 * top-level domain: "app.slack.com", "data.gov" and "json.org" are sites.
 */
const CODE_OBJECTS = new Set([
  'this', 'self', 'cls', 'ctx', 'cxt', 'req', 'res', 'reply', 'request', 'response', 'app', 'obj',
  'opts', 'options', 'config', 'state', 'props', 'window', 'document', 'module', 'exports',
  'console', 'process', 'result', 'err', 'error', 'args', 'params', 'data', 'item', 'node', 'el',
  'event', 'router', 'server', 'client', 'db', 'logger', 'log', 'utils', 'util', 'os', 'sys', 'np',
  'pd', 'torch', 'tf', 'math', 'json', 'path', 'fs', 'model', 'user', 'value', 'values', 'key',
]);
const PATH = String.raw`(?:[/?#][^\s<>"'\x60{}|\\^]*)?`;

/** Top-level domains that are also words code names properties with ("opts.store", "cxt.it"). */
const WORD_TLDS = new Set(['info', 'app', 'dev', 'me', 'site', 'online', 'shop', 'store', 'tech', 'cloud', 'it', 'be', 'at', 'no', 'in', 'is', 'us']);

/**
 * A bare host written like code: small letters, then a last label in capitals ("parserStates.INFO",
 * "operators.LT"), or, before a word-like top-level domain, a camelCase label or a code object
 * first ("globalOpts.store", "this.store", "reply.log.info"). "SanFranGuide.com" and "ZlavaDna.sk"
 * are sites.
 */
function writtenLikeCode(host: string): boolean {
  const labels = host.split('.');
  const last = labels[labels.length - 1] ?? '';
  if (/\p{Ll}/u.test(labels.slice(0, -1).join('.')) && last.length > 1 && last === last.toUpperCase()) return true;
  if (!WORD_TLDS.has(last.toLowerCase())) return false;
  return CODE_OBJECTS.has((labels[0] ?? '').toLowerCase()) || labels.slice(0, -1).some((label) => /\p{Ll}\p{Lu}/u.test(label));
}

/** Trailing punctuation is sentence punctuation, except a `)` that closes a `(` in the URL. */
function trimUrl(candidate: string): number {
  let end = candidate.length;
  while (end > 0) {
    const ch = candidate[end - 1] ?? '';
    if ('.,;:!?\'"'.includes(ch)) {
      end--;
    } else if (ch === ')' || ch === ']') {
      const open = ch === ')' ? '(' : '[';
      const body = candidate.slice(0, end);
      if (body.split(open).length >= body.split(ch).length) break;
      end--;
    } else {
      break;
    }
  }
  return end;
}

/** Creates the URL recognizer. */
export function createUrlRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'url',
    entity: 'URL',
    patterns: [
      {
        // A user name or password in the URL: credentials, which must go whole, never as a
        // URL remnant around an "e-mail" (`jdoe:[EMAIL_1]`), so they outrank the e-mail inside.
        regex: new RegExp(
          String.raw`(?<![\p{L}\p{N}+.-])[A-Za-z][A-Za-z0-9+.-]{1,19}://[^\s/@<>"']+@(?:${HOST_LABEL}\.)*${HOST_LABEL}(?::\d{1,5})?${PATH}`,
          'gu',
        ),
        score: 0.95,
        gate: (text) => text.scheme,
        starts: anySchemeStarts,
      },
      {
        regex: new RegExp(
          String.raw`(?<![\p{L}\p{N}+.-])[A-Za-z][A-Za-z0-9+.-]{1,19}://(?:${HOST_LABEL}\.)+${HOST_LABEL}(?::\d{1,5})?${PATH}`,
          'gu',
        ),
        score: 0.6,
        gate: (text) => text.scheme,
        starts: anySchemeStarts,
      },
      {
        regex: new RegExp(
          String.raw`(?<![\p{L}\p{N}./@])www\.(?:${HOST_LABEL}\.)+\p{L}{2,24}(?::\d{1,5})?${PATH}`,
          'gu',
        ),
        score: 0.6,
        gate: (text) => text.www,
        starts: wwwStarts,
      },
      {
        // Not a property read in code: no identifier character before it, and no ".name", "(" or
        // "[" after it ("webidl.is.ByteString", "cxt.it("); `validate` takes the rest.
        regex: new RegExp(
          String.raw`(?<![\p{L}\p{N}./@:_$-])(?:${HOST_LABEL}\.)+(?:${BARE_TLDS.join('|')})(?![\p{L}\p{N}@_$(\[-]|\.[\p{L}\p{N}_$])${PATH}`,
          'giu',
        ),
        score: 0.5,
        // The top-level domain follows a dot (case-insensitive Unicode matching may read a
        // non-ASCII letter as an ASCII one, so those count too).
        gate: (text) => text.dotWord,
        starts: domainStarts,
      },
    ],
    validate: (candidate) => {
      // A bare domain written like code ("parserStates.INFO", "globalOpts.store").
      if (!candidate.includes('://') && !/^www\./i.test(candidate) && writtenLikeCode(candidate.split(/[/?#]/)[0] ?? '')) return false;
      const length = trimUrl(candidate);
      return length === candidate.length ? true : { length };
    },
    context: ['url', 'website', 'site', 'link', 'domain', 'browse', 'visit', 'webseite', 'sitio'],
    contextBoost: 0.2,
  });
}
