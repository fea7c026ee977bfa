import { resolveOverlaps } from '../privacy/overlap.js';
import type { Span } from '../privacy/types.js';
import type { TextSlot } from './message-texts.js';

/**
 * The spans of every slot: its own text's, and, for a slot read in context (a tool-call argument
 * inside its JSON), those the context's analysis finds wholly inside it, merged by the overlap
 * rule (an object key counts only in its context). Each context is analysed once however many
 * slots it holds; both analyses are cached by the privacy service, so a conversation's history
 * costs nothing on later turns.
 */
export async function analyzeSlots(slots: readonly TextSlot[], analyze: (text: string) => Promise<Span[]>): Promise<Span[][]> {
  const contexts = new Map<string, Promise<Span[]>>();
  const contextSpans = (text: string): Promise<Span[]> => {
    let spans = contexts.get(text);
    if (spans === undefined) {
      spans = analyze(text);
      contexts.set(text, spans);
    }
    return spans;
  };
  return Promise.all(
    slots.map(async (slot) => {
      if (slot.context === undefined) return analyze(slot.text);
      const own = slot.context.only === true ? [] : await analyze(slot.text);
      const start = slot.context.start;
      const end = start + slot.text.length;
      const inside = spansWithin(await contextSpans(slot.context.text), start, end).map((span) => ({ ...span, start: span.start - start, end: span.end - start }));
      return inside.length === 0 ? own : resolveOverlaps([...own, ...inside], slot.text);
    }),
  );
}

/** The spans wholly inside [start, end), found by binary search: the analyzer returns them sorted and apart. */
function spansWithin(spans: readonly Span[], start: number, end: number): Span[] {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((spans[mid] as Span).start < start) low = mid + 1;
    else high = mid;
  }
  const inside: Span[] = [];
  for (let index = low; index < spans.length && (spans[index] as Span).start < end; index++) {
    const span = spans[index] as Span;
    if (span.end <= end) inside.push(span);
  }
  return inside;
}
