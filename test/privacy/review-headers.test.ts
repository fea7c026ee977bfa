/** The reviewer in a pasted review's header (review-headers.ts). */
import t from 'tap';
import { createReviewHeadersRecognizer } from '../../src/privacy/recognizers/review-headers.js';

const reviews = createReviewHeadersRecognizer();
const found = (text: string): string[] => reviews.detect(text, {}).map((span) => `${span.type}:${text.slice(span.start, span.end)}`);

t.test("a review's author after its stars, as a name or an account", async (t) => {
  const page = ['★★☆☆☆ Tavrel M. — 2 weeks ago', 'Sync keeps failing.', '', '★★★★★ quorvan_tessaly — "Love the widget"', '★★★★☆ Reseña de Orvinda Selmark — junio 2024'].join('\n');
  t.same(found(page), ['PERSON:Tavrel M.', 'USERNAME:quorvan_tessaly', 'PERSON:Orvinda Selmark']);
  t.same(found('★★☆☆☆ Pierre-Yvan M. — il y a une semaine'), ['PERSON:Pierre-Yvan M.'], 'a hyphenated first name');
});

t.test('stars before a product, a place or a word, or with no dash, name no one', async (t) => {
  t.same(found('★★★★★ Excellent — would buy again'), []);
  t.same(found('★★★☆☆ London — too busy'), []);
  t.same(found('★★★★★ Tavrel M. said it works'), []);
});
