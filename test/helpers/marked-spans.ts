import type { Span } from '../../src/privacy/types.js';

/**
 * A text written with its spans marked, as the tests of rules that read found spans write it:
 * `[...]` a PERSON, `{...}` a USERNAME. Returns the text without the marks and the spans.
 */
export function markedSpans(marked: string): { text: string; spans: Span[] } {
  const spans: Span[] = [];
  let text = '';
  for (const part of marked.split(/(\[[^\]]+\]|\{[^}]+\})/)) {
    if (part.startsWith('[') || part.startsWith('{')) {
      const type = part.startsWith('[') ? 'PERSON' : 'USERNAME';
      spans.push({ type, start: text.length, end: text.length + part.length - 2, score: 0.85, source: 'test' });
      text += part.slice(1, -1);
    } else {
      text += part;
    }
  }
  return { text, spans };
}
