/**
 * Accounts that head the lines of a pasted chat (USERNAME): Slack, Teams and Discord show the
 * sender's handle where a contact's name would stand, and copies keep it.
 * - "[09:14] pravenna.r: checkout p95 just jumped", "[Mon 10:12] jkrausvelt: merged": a time in
 *   brackets, the handle, ": ";
 * - "clement.r  10:02" on a line of its own, the message below: Slack's copy;
 * - "hanvi.virtamo: I do React! adding myself": a handle as a line's label before a sentence.
 * Logs and configs write dotted words in the same slots ("[10:42] uvicorn.error: ...",
 * "server.port: 8080"), so the sender must read as a person's account (handle-shape.ts), and the
 * text must hold two lines of the same layout at least, whoever sends them; a label's line must
 * say something (three words or more), where a config's holds a value.
 */
import type { Recognizer, Span } from '../types.js';
import { HANDLE_WITH_SEPARATOR, readsAsHandle, readsAsPlainHandle } from './handle-shape.js';

const SOURCE = 'handle-senders';
const SCORE = 0.8;

const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?:[ \u202f]?[AaPp]\.?[ \u202f]?[Mm]\.?)?`;
/** A day a hand-copied chat may write before the time in its brackets: "[Mon 10:12]", "[14/05 09:16]". */
const DAY = String.raw`(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]{0,6}\.?|\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?)`;
const SENDER = String.raw`(${HANDLE_WITH_SEPARATOR}|[a-z]{4,20})`;

/** One layout of a chat line: how its sender slot reads with any sender, and with a handle. */
interface Layout {
  /** A line of this layout, whoever sends it (counted: two make a chat). */
  any: RegExp;
  /** The same line with a handle in the slot (group 1). */
  handle: RegExp;
  /** Whether a one-word handle with no separator counts here. */
  plain: boolean;
}

const LAYOUTS: readonly Layout[] = [
  {
    any: new RegExp(String.raw`^[ \t]{0,2}\[(?:${DAY}[ ,]+)?${TIME}\][ \t]+[^\n:]{1,40}: `),
    handle: new RegExp(String.raw`^[ \t]{0,2}\[(?:${DAY}[ ,]+)?${TIME}\][ \t]+${SENDER}: `, 'd'),
    // A one-word sender here is chat-transcript.ts's, as a person ("[10:01] jelmer: top").
    plain: false,
  },
  {
    any: new RegExp(String.raw`^[^\s\d][^\n]{0,40}?[ \t]+\[?${TIME}\]?[ \t]*$`),
    handle: new RegExp(String.raw`^${SENDER}[ \t]{1,3}\[?${TIME}\]?[ \t]*$`, 'd'),
    plain: true,
  },
  {
    any: new RegExp(String.raw`^${HANDLE_WITH_SEPARATOR}: \S+ \S+ \S`),
    handle: new RegExp(String.raw`^(${HANDLE_WITH_SEPARATOR}): \S+ \S+ \S`, 'd'),
    plain: false,
  },
];

/** Creates the recognizer of handles heading chat lines. */
export function createHandleSendersRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['USERNAME'],
    languages: '*',
    detect(text: string): Span[] {
      // Every layout has a colon: a time's or a label's.
      if (!text.includes(':') || !text.includes('\n')) return [];
      const lines: { text: string; start: number }[] = [];
      for (let start = 0; start <= text.length; ) {
        const end = text.indexOf('\n', start);
        const stop = end === -1 ? text.length : end;
        lines.push({ text: text.slice(start, stop).replace(/\r$/, ''), start });
        start = stop + 1;
      }
      const spans: Span[] = [];
      for (const layout of LAYOUTS) {
        let count = 0;
        const found: Span[] = [];
        for (const [index, line] of lines.entries()) {
          if (!layout.any.test(line.text)) continue;
          // Slack's copy: the message is on the next line.
          if (layout === LAYOUTS[1] && (lines[index + 1]?.text.trim() ?? '') === '') continue;
          count++;
          const bounds = layout.handle.exec(line.text)?.indices?.[1];
          if (bounds === undefined) continue;
          const handle = line.text.slice(bounds[0], bounds[1]);
          if (!(readsAsHandle(handle) || (layout.plain && readsAsPlainHandle(handle)))) continue;
          found.push({ type: 'USERNAME', start: line.start + bounds[0], end: line.start + bounds[1], score: SCORE, source: SOURCE });
        }
        if (count >= 2) spans.push(...found);
      }
      return spans;
    },
  };
}
