/**
 * Character offsets for the tokens of a transformers.js tokenizer, which gives token strings but
 * no offsets. Tokens are found again in the text in order: both sides are compared case- and
 * accent-folded (uncased models lower-case and strip accents), the WordPiece continuation prefix
 * `##` and the SentencePiece / byte-level word markers `▁` / `Ġ` are dropped, and an `[UNK]`
 * token takes the rest of the word it stands for. A token that cannot be found (a byte-level
 * token of a non-ASCII character, say) gets no offsets, and the text after it is still aligned.
 */

export interface TokenOffsets {
  /** UTF-16 offsets into the original text, end exclusive; undefined when the token was not found. */
  start: number | undefined;
  end: number | undefined;
  /** True for a WordPiece continuation (`##ing`): it belongs to the previous token's word. */
  continuation: boolean;
}

const WORD_MARKERS = /^(?:▁|Ġ)+/u;
const COMBINING_MARKS = /\p{M}/u;
/** How far ahead of the cursor a token may be found (skipped characters the tokenizer dropped). */
const LOOKAHEAD = 64;

interface FoldedText {
  folded: string;
  /** For each folded code unit, the offset of the original character it came from. */
  origin: number[];
}

function fold(text: string): FoldedText {
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; ) {
    const codePoint = text.codePointAt(index) as number;
    const char = String.fromCodePoint(codePoint);
    for (const piece of char.normalize('NFD').toLowerCase()) {
      if (COMBINING_MARKS.test(piece)) continue;
      for (let unit = 0; unit < piece.length; unit++) {
        folded += piece[unit];
        origin.push(index);
      }
    }
    index += char.length;
  }
  return { folded, origin };
}

const foldToken = (token: string): string => fold(token).folded;

export function alignTokens(text: string, tokens: readonly string[], unknownToken = '[UNK]'): TokenOffsets[] {
  const { folded, origin } = fold(text);
  const endOf = (foldedEnd: number): number => {
    // The original end: just past the original character of the last folded unit.
    const last = origin[foldedEnd - 1] as number;
    const codePoint = text.codePointAt(last) as number;
    return last + (codePoint > 0xffff ? 2 : 1);
  };
  let cursor = 0;
  return tokens.map((token) => {
    const continuation = token.startsWith('##') && token.length > 2;
    while (cursor < folded.length && /\s/u.test(folded[cursor] as string)) cursor++;
    if (token === unknownToken) {
      // An unknown word: everything up to the next space or punctuation mark.
      const start = cursor;
      while (cursor < folded.length && /[\p{L}\p{N}\p{M}]/u.test(folded[cursor] as string)) cursor++;
      if (cursor === start && cursor < folded.length) cursor++;
      return cursor === start ? { start: undefined, end: undefined, continuation } : { start: origin[start], end: endOf(cursor), continuation };
    }
    const piece = foldToken(continuation ? token.slice(2) : token.replace(WORD_MARKERS, ''));
    if (piece.length === 0) return { start: undefined, end: undefined, continuation };
    const found = folded.startsWith(piece, cursor) ? cursor : folded.indexOf(piece, cursor);
    if (found === -1 || found - cursor > LOOKAHEAD) return { start: undefined, end: undefined, continuation };
    cursor = found + piece.length;
    return { start: origin[found], end: endOf(cursor), continuation };
  });
}
