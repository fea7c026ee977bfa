import { COMMON_WORD, FIRST_NAME, getLexicon } from './gazetteer/lexicon.js';
import { mayBeLoneName } from './gazetteer/lone-name.js';
import { CALENDAR_WORDS, TITLES, WEEKDAY_ABBREVIATIONS } from './gazetteer/name-rules.js';
import type { Span } from './types.js';

const SOURCE = 'list-mate';
/** Below a listed name's and a cue's scores: a mate is what stands beside a name, no more. */
const SCORE = 0.7;
/** Rounds along a list at most: each round reads every person's neighbours and takes one more item each way. */
const MAX_ROUNDS = 6;
/** "and" in the six languages. */
const AND = 'and|und|et|y|e|en';
/** A surname's particles, which an item may hold between its words ("Kahurangi Te Rangi"). */
const PARTICLES = 'Te|te|van|von|de|da|di|del|der|den|ten|ter|dos|das';
/** A list's joints between two items, in the six languages; a rota's "+" and "/" between blanks ("Lidka + Dominic", "Ffion / Jaskaran"). */
const JOINT = String.raw`(?:,[ \t]*(?:(?:${AND}|&)[ \t]+)?|[ \t]+(?:&|\+|/|${AND})[ \t]+)`;
/** A surname's particle inside an item, which is no name word of its own. */
const PARTICLE = new RegExp(`^(?:${PARTICLES})$`);
/** A note in brackets after an item ("Amakelu (7)", "Obi (late)"). */
const NOTE = String.raw`(?:[ \t]*\([^()\n]{1,30}\))?`;
/** One or two capitalised words, as a list writes a first name or a full name, a surname's particles between ("Kahurangi Te Rangi"). */
const ITEM = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]+(?:(?:[ \t](?:${PARTICLES}))*[ \t]\p{Lu}[\p{Ll}\p{M}'’-]+)?`;
/** The writer's own name in brackets, as a list's last item: "me (Beatrix)". */
const SELF = String.raw`(?:(?:me|moi|ich|yo|io|ik)[ \t]*\()?`;
/** The gap between two items: a note, a joint, and the writer's "me (" before the second. */
const GAP = new RegExp(String.raw`^[)]?${NOTE}${JOINT}${SELF}$`, 'u');
/** A dash between blanks after an item: what follows is said of the people ("Morag & Hamish Dunbar – Oban"). */
const SAID_OF = String.raw`[ \t]+[–—-][ \t]`;
/** After a person: its note, a joint, then the next item, whole. */
const MATE_AFTER = new RegExp(String.raw`^${NOTE}(${JOINT})(${ITEM})(?=${NOTE}(?:${JOINT}|[ \t]*(?:[.;:!?)\]]|\r?\n|$)|${SAID_OF}))`, 'u');
/** Before a person: the previous item, whole, then a joint; "me (" when the person is the writer's own name in brackets. */
const MATE_BEFORE = new RegExp(String.raw`(?:^|[\n:(—–]|[,;][ \t]|[ \t][-—–][ \t])[ \t]*(${ITEM})${NOTE}(${JOINT})(${SELF})$`, 'u');
/** A joint that joins two items only, as "and" and "&" do: a comma also ends a signature's name before its role. */
const CONJUNCTION = new RegExp(`&|[ \\t][+/][ \\t]|(?:^|[ \\t])(?:${AND})[ \\t]`);
/** The end of what may stand between two items, before a person. */
const JOINT_END = new RegExp(`(?:[,&(]|[ \\t][+/]|[ \\t](?:${AND}))[ \\t]*$`);
/** What may follow a person for it to be a list's item: its note, then a joint or the list's end. */
const ITEM_END = new RegExp(String.raw`^[)]?${NOTE}(?:${JOINT}|[ \t]*(?:[.;:!?)\]]|\r?\n|$)|${SAID_OF})`, 'u');

/**
 * The spans, sorted by start, with the items of a list whose neighbour is a person: "Rhysvel, Jessaly Makewether, Tolvarin, Ben &
 * Hattrelle", "here: Tilvane, Suresh, Marissande, Olu, me (Beatrix)", "Ahzeem & Leyvra Hadrassi".
 * A list holds one kind of thing, so a capitalised word of it that is no everyday word, no listed
 * place or company, title or calendar word, beside a found person, is a person too; and so on
 * along the list. The person must be a whole item itself ("Marion's grandkids" is none), and
 * joined to the word by "and" or "&", or have another person across its other joint: "Herzliche
 * Grüße, Claudia Reinsperger" and "Renate Wolkenbrink, Klassenleitung" are a closing and a role.
 */
export function withListMates(text: string, spans: readonly Span[], allowed: readonly { start: number; end: number }[] = []): Span[] {
  const all = [...spans].sort((a, b) => a.start - b.start);
  if (!all.some((span) => span.type === 'PERSON')) return all;
  /** The index of the first span starting at or after `offset` (the spans do not overlap). */
  const indexAt = (offset: number): number => {
    let low = 0;
    let high = all.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((all[middle] as Span).start < offset) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  /** Adds a person at start..end where no span and no allowed term is, each of its words one `mayBe` takes for a name's. */
  const add = (start: number, end: number, mayBe: (word: string) => boolean = mayBeLoneName): boolean => {
    const at = indexAt(start);
    if ((all[at - 1]?.end ?? 0) > start || (all[at]?.start ?? Infinity) < end) return false;
    const words = text.slice(start, end).split(/[ \t]/).filter((word) => !PARTICLE.test(word));
    // A rota's day beside its driver ("Tue – Jo / Thu – Sanjay") is no mate.
    if (words.length === 1 && WEEKDAY_ABBREVIATIONS.has((words[0] as string).toLowerCase())) return false;
    if (allowed.some((range) => range.start < end && start < range.end) || !words.every(mayBe)) return false;
    all.splice(at, 0, { type: 'PERSON', start, end, score: SCORE, source: SOURCE });
    return true;
  };
  /** Whether the span next to `person` on that side is a person joined to it as a list's item. */
  const besidePerson = (person: Span, side: 'before' | 'after'): boolean => {
    const at = indexAt(person.start);
    const other = side === 'before' ? all[at - 1] : all[at + 1];
    if (other?.type !== 'PERSON') return false;
    return GAP.test(side === 'before' ? text.slice(other.end, person.start) : text.slice(person.end, other.start));
  };
  for (let round = 0, grew = true; grew && round < MAX_ROUNDS; round++) {
    grew = false;
    for (const person of all.filter((span) => span.type === 'PERSON')) {
      if (!ITEM_END.test(text.slice(person.end, person.end + 40))) continue;
      const after = MATE_AFTER.exec(text.slice(person.end, person.end + 80));
      if (after !== null && (CONJUNCTION.test(after[1] as string) || besidePerson(person, 'before'))) {
        const start = person.end + after[0].length - (after[2] as string).length;
        if (add(start, start + (after[2] as string).length)) grew = true;
      }
      const window = text.slice(Math.max(0, person.start - 80), person.start);
      // The regex is tried from every position of the window: only where a joint ends it.
      const before = JOINT_END.test(window) ? MATE_BEFORE.exec(window) : null;
      // "Losa, Kahurangi Te Rangi, me (Sina)": the writer among them makes the list one of people.
      if (before !== null && (CONJUNCTION.test(before[2] as string) || before[3] !== '' || besidePerson(person, 'after'))) {
        const start = person.start - window.length + before.index + before[0].indexOf(before[1] as string);
        if (add(start, start + (before[1] as string).length)) grew = true;
      }
    }
  }
  // "Dan & Rose", "Pádraig and Summer yes", "Jas, Tay and Summer x": a first name that is a word
  // too, joined to a person by "and" or "&" alone; a capitalised word after it makes it another
  // name's first word ("Frank & Joy Whitlock"), which the name rules read.
  for (const person of all.filter((span) => span.type === 'PERSON')) {
    const partner = PARTNER_AFTER.exec(text.slice(person.end, person.end + 40));
    const word = partner?.[1];
    if (partner === null || word === undefined) continue;
    const start = person.end + partner[0].length - word.length;
    add(start, start + word.length, isPartnerWord);
  }
  return all;
}

/** A person's partner after "and" or "&", one word, before no capitalised word. */
const PARTNER_AFTER = new RegExp(String.raw`^[ \t]+(?:&|\+|${AND})[ \t]+(\p{Lu}\p{Ll}{2,})(?![\p{L}\p{N}'’-]|[ \t]+\p{Lu})`, 'u');

/** Whether a word is a listed first name that is a word too ("Rose", "Summer", "Will"), no title or calendar word. */
function isPartnerWord(word: string): boolean {
  const key = word.toLowerCase();
  if (TITLES.has(key) || CALENDAR_WORDS.has(key)) return false;
  const flags = getLexicon().words.get(key) ?? 0;
  return (flags & FIRST_NAME) !== 0 && (flags & COMMON_WORD) !== 0;
}
