import { decodeHTMLStrict } from 'entities';

/**
 * HTML and XML character references that stand for letters: "Fran&ccedil;ois M&uuml;ller",
 * "O&#39;Brien", "Jos&#xE9;". Mail bodies, exported pages and CMS fields write names this way, and
 * the recognizers, which read letters, would see "Fran" and a remainder that went upstream in
 * clear. The analyzer reads the text with such references decoded and maps every span back to the
 * text as written, so a placeholder replaces the reference-laden name whole.
 *
 * Only references to letters, combining marks, apostrophes, spaces and hyphens are decoded, and to
 * the characters that spell addresses and numbers (ASCII digits, "@", ".", "+", "_", "%", ":",
 * "/", and the full-width "@" and "."): pages hide e-mail addresses from harvesters as
 * "jane&#64;example.com", or every character as a reference, and such an address reached the
 * provider whole. `&lt;`, `&amp;`, `&quot;`, parentheses and the like stay as written, so markup
 * and code keep their shape for the readers of tables, fields and calls.
 */
/**
 * A named reference with its ";", or a numeric one with or without (browsers read "&#64" too, and
 * leading zeros: "&#00064;"); either one encoded twice too, its "&" written "&amp;"
 * ("jane&amp;#64;example.com", "O&amp;#39;Brien": HTML escaped again by a template or a JSON export).
 */
const REFERENCE = /&(?:amp;)?(?:#0*[0-9]{1,7}(?![0-9]);?|#[xX]0*[0-9a-fA-F]{1,6}(?![0-9a-fA-F]);?|[A-Za-z][A-Za-z0-9]{1,31};)/g;
/** Where a twice-encoded reference's own reference starts: after "&amp;" (a lone "&amp;" is the "&" itself). */
const TWICE = '&amp;'.length;
const READ_DECODED = /^(?:[\p{L}\p{M}'‘’ʼ\u2010-\u2012-]|\p{Zs}|[0-9@.+_%:/\uFF20\uFF0E])$/u;
/**
 * Invisible characters that may stand inside a word: a soft hyphen (`&shy;`, where a long name may
 * break), zero-width spaces and joiners, the word joiner. Read as nothing, so "M&uuml;l&shy;ler"
 * is one word.
 */
const INVISIBLE = /^[\u00AD\u200B-\u200D\u2060\uFEFF]$/;

/**
 * Mojibake: a letter's UTF-8 bytes read back one byte per character as Windows-1252 (or Latin-1),
 * as a CSV export opened with the wrong encoding writes it: "MÃ¼ller" for "Müller", "WeiÃŸ" for
 * "Weiß", "Oâ€™Brien" for "O’Brien". The recognizers read "M", a stray "Ã¼" and "ller", and the
 * name went upstream whole. Such a run is read as the one character its bytes spell: a lead
 * character (U+00C2-U+00F4, the lead bytes of two- to four-byte sequences) and as many characters
 * of the continuation bytes 0x80-0xBF as the lead says, decoded strictly; a run that is no valid
 * UTF-8 stays as written.
 */
/**
 * Windows-1252's characters for the bytes 0x80-0x9F, where it differs from Latin-1 (0 where it
 * defines none). Written out: Node 20's TextDecoder reads "windows-1252" as Latin-1.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];
/** The byte of each character a continuation byte (0x80-0xBF) reads as, in Windows-1252 or in Latin-1. */
const CONTINUATION_BYTES: ReadonlyMap<string, number> = new Map(
  Array.from({ length: 0x40 }, (_, index) => 0x80 + index).flatMap((byte) => {
    const windows = WINDOWS_1252_HIGH[byte - 0x80] ?? 0;
    const latin = [String.fromCharCode(byte), byte] as const;
    return windows === 0 ? [latin] : [latin, [String.fromCharCode(windows), byte] as const];
  }),
);
const CONTINUATION = `[${[...CONTINUATION_BYTES.keys()].map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]`;
const MOJIBAKE = `[\\u00C2-\\u00DF]${CONTINUATION}|[\\u00E0-\\u00EF]${CONTINUATION}{2}|[\\u00F0-\\u00F4]${CONTINUATION}{3}`;
/** Whether a text may hold mojibake at all: a lead character before a continuation one. */
const MAY_HOLD_MOJIBAKE = new RegExp(`[\\u00C2-\\u00F4]${CONTINUATION}`);
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
/** What a reference or a mojibake run may stand for in the decoded text. */
const WRITTEN_LETTER = new RegExp(`${REFERENCE.source}|${MOJIBAKE}`, 'g');

/** The character a mojibake run spells, or undefined when its bytes are no UTF-8. */
function fromMojibake(run: string): string | undefined {
  const bytes = Uint8Array.from(run, (character, index) => (index === 0 ? character.charCodeAt(0) : (CONTINUATION_BYTES.get(character) ?? 0)));
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** A text with its letter references decoded, and the way back to offsets in the text as written. */
export interface DecodedText {
  text: string;
  /** Offset in the written text of the decoded text's `offset` (its length maps to the written length). */
  toWritten(offset: number): number;
  /**
   * The decoded offset of a written one. An offset inside a reference moves outwards, so a span
   * mapped in covers the whole reference: to its start for a span's start, to its end otherwise.
   */
  toDecoded(offset: number, side: 'start' | 'end'): number;
}

/**
 * The text with its letter (and address) references and its mojibake decoded; undefined when it
 * has neither (the usual case, at the cost of one `indexOf` and one scan for a lead character).
 */
export function decodeLetterReferences(written: string): DecodedText | undefined {
  if (written.indexOf('&') < 0 && !MAY_HOLD_MOJIBAKE.test(written)) return undefined;
  let decoded = '';
  // writtenAt[i]: where the decoded text's i-th code unit starts in the written text.
  const writtenAt: number[] = [];
  let copied = 0;
  for (const match of written.matchAll(WRITTEN_LETTER)) {
    let character: string | undefined;
    if (match[0].startsWith('&')) {
      const reference = match[0].length > TWICE && match[0].startsWith('&amp;') ? `&${match[0].slice(TWICE)}` : match[0];
      character = decodeHTMLStrict(reference.endsWith(';') ? reference : `${reference};`);
      if (INVISIBLE.test(character)) character = '';
      else if (character.startsWith('&') || !READ_DECODED.test(character)) continue;
    } else {
      character = fromMojibake(match[0]);
      if (character === undefined) continue;
    }
    const start = match.index;
    for (let index = copied; index < start; index++) writtenAt.push(index);
    decoded += written.slice(copied, start);
    // A character outside the BMP is two code units, both from the same reference.
    for (let unit = 0; unit < character.length; unit++) writtenAt.push(start);
    decoded += character;
    copied = start + match[0].length;
  }
  if (copied === 0) return undefined;
  for (let index = copied; index <= written.length; index++) writtenAt.push(index);
  decoded += written.slice(copied);
  return {
    text: decoded,
    toWritten: (offset) => writtenAt[offset] ?? written.length,
    toDecoded(offset, side) {
      // The first decoded offset at or after the written one...
      let low = 0;
      let high = writtenAt.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((writtenAt[middle] as number) < offset) low = middle + 1;
        else high = middle;
      }
      // ... or, for a start inside a reference, the reference's own character before it.
      return side === 'start' && low > 0 && (writtenAt[low] as number) > offset ? low - 1 : low;
    },
  };
}
