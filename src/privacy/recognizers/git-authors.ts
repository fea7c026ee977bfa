/**
 * Authors in pasted git output (PERSON): `git blame` lines, "a1b2c3d4 (Olusegun Adeyemi
 * 2024-03-12 14:05:11 +0100 42) const x = 1;", and `git shortlog` headings, "Olusegun Adeyemi
 * (12):". Developers paste both into prompts ("why does this line exist?", "summarise the
 * release"), and the author is whoever configured git, often a full name no list knows. Git's
 * own placeholder for uncommitted lines ("Not Committed Yet") is no one.
 */
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'git-authors';
const SCORE = 0.85;
/** A blame line: the commit (with "^" for a boundary commit), an optional path, then "(author date time zone line)". */
const BLAME = /\^?[0-9a-f]{7,40}(?: [^\s(]+)? +\(([^()\n]{1,80}?) +\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4} +\d+\)/dyu;
/** A shortlog heading: the author, the number of commits, a colon, then indented subjects on the next line. */
const SHORTLOG = /(\p{L}[^()\n:]{0,79}?) \(\d+\):\r?\n[ \t]+\S/dyu;
/** Git's author of lines not yet committed. */
const NOT_COMMITTED = 'Not Committed Yet';

/** "0"-"9", "a"-"f" or "^": how a blame line starts. */
const isHexOrCaret = (code: number): boolean => (code >= 48 && code <= 57) || (code >= 97 && code <= 102) || code === 94;

/** Creates the recognizer of authors in git blame and shortlog output. */
export function createGitAuthorsRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      // Both shapes hold "(", then digits, then ")".
      if (!text.includes('(')) return [];
      const spans: Span[] = [];
      // Tried at line starts only, where the line's first characters allow it (most lines fail there).
      for (let line = 0; line < text.length; ) {
        const next = text.indexOf('\n', line);
        const lineEnd = next === -1 ? text.length : next;
        const first = text.charCodeAt(line);
        const end = text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd;
        const regex = isHexOrCaret(first) ? BLAME : text[end - 1] === ':' && text[end - 2] === ')' ? SHORTLOG : undefined;
        if (regex !== undefined) {
          regex.lastIndex = line;
          const m = regex.exec(text);
          const bounds = m?.indices?.[1];
          const author = (m?.[1] ?? '').trim();
          if (bounds !== undefined && author !== '' && author !== NOT_COMMITTED) {
            const start = bounds[0] + (m?.[1] ?? '').indexOf(author);
            spans.push({ type: 'PERSON', start, end: start + author.length, score: SCORE, source: SOURCE });
          }
        }
        line = lineEnd + 1;
      }
      return spans.sort((a, b) => a.start - b.start);
    },
  };
}
