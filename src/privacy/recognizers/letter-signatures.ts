/**
 * The writer's name that ends a letter (PERSON), where no sign-off word stands right above it:
 *
 *   Madame, Monsieur,            Geachte heer Bakker,
 *   ...                          ...
 *   Merci de signer ce mot.      Met vriendelijke groet,
 *                                namens burgemeester en wethouders,
 *   Brivette Lacombe             Sanne Verhoeven
 *                                Teamleider Vergunningen
 *
 * A text that opens a letter with a salutation ("Dear", "Madame", "Geachte", "Sehr geehrte",
 * "Estimada", "Gentile") and whose last lines hold a line of a full name alone (full-name.ts: no
 * everyday, product or place word), under a blank line or a line that ends with a comma (the
 * writer's office: "L'inspecteur des finances publiques,"), with at most two lines of role or
 * office below it. The gazetteer reads a name under a sign-off word; this, the rest of a letter's
 * signatures, in every language.
 */
import { readsAsFullName } from '../gazetteer/full-name.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'letter-signature';
const SCORE = 0.8;
/** A salutation alone on its line, as letters open in the six languages. */
const SALUTATION =
  /^[ \t]*(?:Dear|Madame|Monsieur|Mesdames|Messieurs|Chère?|Geachte|Beste|Sehr geehrte[rn]?|Liebe[rs]?|Estimad[oa]s?|Querid[oa]s?|Gentile|Gentili|Egregi[oa]|Spettabile|Caro|Cara)\b[^\n]{0,60}[,:]?[ \t]*\r?$/mu;
/** A line of a full name alone. */
const NAME_LINE = /^[ \t]*(\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*){1,3})[ \t]*\r?$/du;
/** Lines of role or office a signature may have under the name. */
const MAX_LINES_BELOW = 2;

/** Creates the recognizer of letters' signatures. */
export function createLetterSignaturesRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      if (!text.includes('\n') || !SALUTATION.test(text)) return [];
      // The last lines, the last first, blank ones dropped at the end, with their offsets.
      const lines: { text: string; start: number }[] = [];
      let end = text.length;
      while (end > 0 && /\s/.test(text[end - 1] as string)) end--;
      for (let count = 0; count <= MAX_LINES_BELOW + 1 && end > 0; count++) {
        const start = text.lastIndexOf('\n', end - 1) + 1;
        lines.push({ text: text.slice(start, end), start });
        end = start - 1;
      }
      for (const line of lines) {
        const match = NAME_LINE.exec(line.text);
        const bounds = match?.indices?.[1];
        if (match === null || bounds === undefined || !readsAsFullName(match[1] as string)) continue;
        // Above it: a blank line, or a line ending with a comma.
        const aboveEnd = Math.max(0, line.start - 1);
        const previous = text.slice(text.lastIndexOf('\n', aboveEnd - 1) + 1, aboveEnd);
        if (previous.trim() !== '' && !/,[ \t]*\r?$/.test(previous)) continue;
        return [{ type: 'PERSON', start: line.start + bounds[0], end: line.start + bounds[1], score: SCORE, source: SOURCE }];
      }
      return [];
    },
  };
}
