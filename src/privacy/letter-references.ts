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

/** The text with its letter (and address) references decoded; undefined when it has none (the usual case, at the cost of one `indexOf`). */
export function decodeLetterReferences(written: string): DecodedText | undefined {
  if (written.indexOf('&') < 0) return undefined;
  let decoded = '';
  // writtenAt[i]: where the decoded text's i-th code unit starts in the written text.
  const writtenAt: number[] = [];
  let copied = 0;
  for (const match of written.matchAll(REFERENCE)) {
    const reference = match[0].length > TWICE && match[0].startsWith('&amp;') ? `&${match[0].slice(TWICE)}` : match[0];
    let character = decodeHTMLStrict(reference.endsWith(';') ? reference : `${reference};`);
    if (INVISIBLE.test(character)) character = '';
    else if (character.startsWith('&') || !READ_DECODED.test(character)) continue;
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
