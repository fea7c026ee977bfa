/** Two first names joined by "and" (first-name-pairs.ts): each is the other's cue. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers, createFirstNamePairsRecognizer } from '../../src/privacy/recognizers/index.js';

const alone = createAnalyzer({ recognizers: [createFirstNamePairsRecognizer()] });
const found = (text: string): string[] => alone.analyze(text).map((span) => text.slice(span.start, span.end));
const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
const persons = (text: string): string[] => full.analyze(text).filter((span) => span.type === 'PERSON').map((span) => text.slice(span.start, span.end));

t.test('first names that are words too, joined in pairs, are people', async (t) => {
  t.same(found('Per the email, Grace and Mark will present; Frank & Will handle Q&A.'), ['Grace', 'Mark', 'Frank', 'Will']);
  t.same(found('Roos en Bas komen ook, und Hope und Faith auch.'), ['Roos', 'Bas', 'Hope', 'Faith']);
  t.same(found('Grace and Mark and Will'), ['Grace', 'Mark', 'Will'], 'a chain');
  t.same(persons('Pádraig and Summer yes, Jade & Summer at noon'), ['Pádraig', 'Summer', 'Jade', 'Summer']);
});

t.test('months, tools, two places and words in small letters are no pair of people', async (t) => {
  t.same(found('Between May and June, fly Florence and Sydney, Rose and crown.'), []);
  t.same(found('Sales and Marketing, Bread and Butter, Rust and Go'), []);
});
