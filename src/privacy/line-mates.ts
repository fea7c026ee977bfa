import { mayBeLoneName } from './gazetteer/lone-name.js';
import type { Span } from './types.js';

const SOURCE = 'line-mate';
/** A list's mate's score (list-mates.ts): what stands where the layout puts people, no more. */
const SCORE = 0.7;
/** Lines of one layout, at least, before its heads say what the layout holds. */
const MIN_LINES = 3;
/** Heads found as persons, at least, and their share of the layout's heads. */
const MIN_PERSONS = 3;
const MIN_SHARE = 2 / 3;
/** Lines read at most: a longer text is a document, whose lines are no one list. */
const MAX_LINES = 2000;

/** A surname's particles, which a head may hold between its words ("Wren van der Berg"). */
const PARTICLES = 'van|von|de|da|di|del|der|den|ten|ter|dos|das|la|le';
const PARTICLE = new RegExp(`^(?:${PARTICLES})$`);
/** A capitalised word of a name, an apostrophe or a hyphen inside: "O'Hagan", "Summer-Lee". */
const WORD = String.raw`\p{Lu}[\p{Ll}\p{M}]*(?:['’-]\p{L}[\p{Ll}\p{M}]*)*`;
/** A chat's sender in small letters: "tavish", "ben_k", "mira.s". */
const SMALL_SENDER = String.raw`\p{Ll}[\p{Ll}\p{M}]{2,}(?:[._][\p{Ll}\p{M}\d]+)?`;
/** A chat line's clock: "[10:06] ", "10:06 ", "[Sat 18:02] ". */
const CLOCK = String.raw`\[?(?:\p{L}{2,4}[ \t])?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]+`;
/**
 * A line's head: a list's mark or number perhaps, then one to three capitalised words (an
 * apostrophe or a hyphen inside: "O'Hagan", "Summer-Lee"), then what separates it from the rest of
 * the line: " - ", ":", a tab, a bar, a bracket or a number (a rating's: "Grace 6"; not a comma:
 * prose opens lines with "Guten Morgen, ..."). A chat's sender may be typed in small letters
 * before its colon ("[10:06] tavish:", "jonas: leute ..."), a handle's dot or underscore in it. The
 * mark, a chat's clock before it, and the separator are the layout.
 */
const HEAD = new RegExp(
  String.raw`^([ \t]*(?:${CLOCK})?(?:[-*•][ \t]+|\d{1,3}[.)][ \t]+)?)(?:(${WORD}(?:(?:[ \t](?:${PARTICLES}))*[ \t]${WORD}){0,2})(?:[ \t]+([-–—|])[ \t]|[ \t]*([:\t|(])|[ \t]+(?=(\d)))|(${SMALL_SENDER}):[ \t])`,
  'u',
);

/** Whether a head's words (particles aside) read as a name's, each part of a hyphen or an apostrophe (`mayBeLoneName`). */
function readsAsName(head: string): boolean {
  const words = head.split(/[ \t]+/).filter((word) => !PARTICLE.test(word));
  return words.every((word) => word.split(/[-'’]/).every((part) => part.length < 2 || mayBeLoneName(part)));
}

interface Head {
  readonly start: number;
  readonly end: number;
  /** The mark before the head and the separator after it: lines of one layout share both. */
  readonly layout: string;
}

/** The head of the line starting at `start` and ending at `end`, or undefined. */
function headOf(text: string, start: number, end: number): Head | undefined {
  const match = HEAD.exec(text.slice(start, Math.min(end, start + 120)));
  if (match === null) return undefined;
  const opening = match[1] ?? '';
  const mark = opening.trim();
  // "[10:02] " or "3. " or "- ": a clock, a number or a bullet; and the separator after the head.
  const shape = mark === '' ? '' : mark.includes(':') ? 't' : /\d/.test(mark) ? '1' : mark;
  const head = match[2] ?? match[6] ?? '';
  // A number after the head ("Kwesi 9", "Grace 6"): a score's or a rating's column.
  const layout = `${shape}|${match[3] ?? match[4] ?? (match[5] === undefined ? ':' : '9')}`;
  const headStart = start + opening.length;
  return { start: headStart, end: headStart + head.length, layout };
}

/**
 * The spans, sorted by start, with the heads of a list's lines beside the persons heading the
 * others: a leaderboard, a team sheet, a sign-up sheet ("Kezia Blackwood - 4:41 Rx / Wren O'Hagan -
 * 5:55 scaled / Oksana - 6:02 Rx"). Three lines of one layout at least, two thirds of them and
 * three or more headed by a found person or account: the rest, which touch no span, are persons
 * too when each reads as a name
 * (no everyday word, place or company, title or calendar word: `mayBeLoneName`); one that does not
 * is a label, and the lines a form's.
 */
export function withLineMates(text: string, spans: readonly Span[], allowed: readonly { start: number; end: number }[] = []): Span[] {
  const all = [...spans].sort((a, b) => a.start - b.start);
  if (!text.includes('\n') || all.filter((span) => span.type === 'PERSON').length < MIN_PERSONS) return all;
  const heads: (Head | undefined)[] = [];
  const blank: boolean[] = [];
  for (let start = 0, lines = 0; start <= text.length && lines < MAX_LINES; lines++) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    heads.push(headOf(text, start, end));
    blank.push(text.slice(start, end).trim() === '');
    if (newline === -1) break;
    start = newline + 1;
  }
  const added: Span[] = [];
  // Spans sorted by start: a cursor finds those inside each head in one pass over both.
  let cursor = 0;
  const covering = (head: Head): Span[] => {
    while (cursor < all.length && (all[cursor] as Span).end <= head.start) cursor++;
    const inside: Span[] = [];
    for (let k = cursor; k < all.length && (all[k] as Span).start < head.end; k++) inside.push(all[k] as Span);
    return inside;
  };
  for (let first = 0; first < heads.length; ) {
    const layout = heads[first]?.layout;
    // A list's lines of one layout, perhaps with lines of no head between ("Nils 'Nilsy' Aberg - 5:10"), not a blank one.
    const group: Head[] = [];
    let last = first;
    for (let k = first; layout !== undefined && k < heads.length; k++) {
      const head = heads[k];
      if (head === undefined ? blank[k] === true : head.layout !== layout) break;
      if (head !== undefined) group.push(head);
      last = k;
    }
    if (layout === undefined || group.length < MIN_LINES) {
      first = last + 1;
      continue;
    }
    const found = group.map(covering);
    // A sender's handle counts as its person ("jules.amankwah:", "ben_k:").
    const persons = found.filter((inside) => inside.some((span) => span.type === 'PERSON' || span.type === 'USERNAME')).length;
    // The heads no span covers must all read as names: a label among them ("Candidate :", "Status:") makes the lines a form's.
    const others = group.filter((_, k) => (found[k] as Span[]).length === 0);
    if (persons >= MIN_PERSONS && persons >= MIN_SHARE * group.length && others.every((head) => readsAsName(text.slice(head.start, head.end)))) {
      for (const head of others) {
        if (allowed.some((range) => range.start < head.end && head.start < range.end)) continue;
        added.push({ type: 'PERSON', start: head.start, end: head.end, score: SCORE, source: SOURCE });
      }
    }
    first = last + 1;
  }
  return added.length === 0 ? all : [...all, ...added].sort((a, b) => a.start - b.start);
}
