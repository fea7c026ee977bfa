import { resolveOverlaps } from '../privacy/overlap.js';
import { firstIndexNotBefore } from '../privacy/sorted-search.js';
import type { Span } from '../privacy/types.js';
import type { TextSlot } from './message-texts.js';

/**
 * The spans of every slot: its own text's, and, for a slot read in context (a tool-call argument
 * inside its JSON), those the context's analysis finds wholly inside it, merged by the overlap
 * rule (an object key counts only in its context). Each text and context is analysed once however
 * many slots hold it, all in one call (analysed together, cheaper per text); the privacy service
 * caches the analyses, so a conversation's history costs nothing on later turns.
 */
export async function analyzeSlots(slots: readonly TextSlot[], analyzeAll: (texts: readonly string[]) => Promise<Span[][]>): Promise<Span[][]> {
  // Every text to analyse once, in one call: the slots' own and their contexts'.
  const texts: string[] = [];
  const positions = new Map<string, number>();
  const position = (text: string): number => {
    let at = positions.get(text);
    if (at === undefined) {
      at = texts.push(text) - 1;
      positions.set(text, at);
    }
    return at;
  };
  const plan = slots.map((slot) => ({
    own: slot.context?.only === true ? undefined : position(slot.text),
    context: slot.context === undefined ? undefined : position(slot.context.text),
  }));
  const found = await analyzeAll(texts);
  return slots.map((slot, index) => {
    const { own, context } = plan[index] as (typeof plan)[number];
    const ownSpans = own === undefined ? [] : (found[own] as Span[]);
    if (slot.context === undefined || context === undefined) return ownSpans;
    const start = slot.context.start;
    const end = start + slot.text.length;
    const inside = spansWithin(found[context] as Span[], start, end).map((span) => ({ ...span, start: span.start - start, end: span.end - start }));
    return inside.length === 0 ? ownSpans : resolveOverlaps([...ownSpans, ...inside], slot.text);
  });
}

/** The spans wholly inside [start, end), found by binary search: the analyzer returns them sorted and apart. */
function spansWithin(spans: readonly Span[], start: number, end: number): Span[] {
  const first = firstIndexNotBefore(spans.length, (index) => (spans[index] as Span).start < start);
  const inside: Span[] = [];
  for (let index = first; index < spans.length && (spans[index] as Span).start < end; index++) {
    const span = spans[index] as Span;
    if (span.end <= end) inside.push(span);
  }
  return inside;
}
