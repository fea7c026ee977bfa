/**
 * The reviewer in a pasted review's header (PERSON, or USERNAME for a handle): app stores, Google
 * and booking sites show the rating, the reviewer's name or account, a dash and the date or the
 * text: "★★☆☆☆ Matevan R. — 2 weeks ago", "★★★★★ katie_b_lewis — "Love it"", "★★★★☆ Reseña de
 * Orvinda Selmarek — junio 2024". Prompts that ask for an answer to a review paste them whole.
 *
 * A line that opens with one to five stars, then the name (capitalised words, a last initial
 * allowed) or an account in small letters (handle-shape.ts), then a dash.
 */
import { getLexicon } from '../gazetteer/lexicon.js';
import { mayBeLoneName } from '../gazetteer/lone-name.js';
import { foldAccents } from '../gazetteer/tokenize.js';
import type { Recognizer, Span } from '../types.js';
import { readsAsHandle, readsAsPlainHandle } from './handle-shape.js';

const SOURCE = 'review-header';
const SCORE = 0.8;
/** Stars, an optional "Review by" in the six languages, the reviewer, a dash. */
const HEADER =
  /^[ \t]*[★☆]{1,5}[ \t]+(?:(?:Review by|Reviewed by|Reseña de|Opinión de|Recensione di|Avis de|Bewertung von|Rezension von|Beoordeling van|Review van)[ \t]+)?(\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}'’]+)*(?:[ \t]\p{Lu}[\p{Ll}\p{M}'’-]+)?(?:[ \t]\p{Lu}\.)?|[a-z][a-z0-9._-]{2,40})[ \t]+[—–-][ \t]/dgmu;

/** Creates the recognizer of reviewers in review headers. */
export function createReviewHeadersRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON', 'USERNAME'],
    languages: '*',
    detect(text: string): Span[] {
      if (!text.includes('★') && !text.includes('☆')) return [];
      const spans: Span[] = [];
      HEADER.lastIndex = 0;
      for (let match = HEADER.exec(text); match !== null; match = HEADER.exec(text)) {
        const bounds = match.indices?.[1];
        const reviewer = match[1] as string;
        if (bounds === undefined) continue;
        if (/^\p{Lu}/u.test(reviewer)) {
          const words = reviewer.split(/[ \t]/).filter((word) => !word.endsWith('.'));
          // One word that is a listed place is what the review is about ("★★★☆☆ London — too busy").
          const place = words.length === 1 && getLexicon().phrases.first(foldAccents(reviewer.toLowerCase())) !== -1;
          if (!place && words.every(mayBeLoneName)) spans.push({ type: 'PERSON', start: bounds[0], end: bounds[1], score: SCORE, source: SOURCE });
        } else if (readsAsHandle(reviewer) || readsAsPlainHandle(reviewer)) {
          spans.push({ type: 'USERNAME', start: bounds[0], end: bounds[1], score: SCORE, source: SOURCE });
        }
      }
      return spans;
    },
  };
}
