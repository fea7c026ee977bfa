/**
 * The initials a text gives a person in brackets right after the name are that person
 * (name-initials.ts), and so are their later uses (repeated-mentions.ts); capitals in brackets that
 * spell no one, and letters that spell a word, stay as they are.
 */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';
import { createNameInitialsRecognizer } from '../../src/privacy/recognizers/name-initials.js';
import { addRepeatedMentions } from '../../src/privacy/repeated-mentions.js';
import type { Span } from '../../src/privacy/types.js';

const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
const persons = (text: string): string[] =>
  (addRepeatedMentions([text], [analyzer.analyze(text)])[0] ?? []).filter((span) => span.type === 'PERSON').map((span) => text.slice(span.start, span.end));

t.test('initials in brackets after a name, all its capitals or the first and the last, titles left out', async (t) => {
  t.same(persons('Research nurses: Tsakani Mahlangu (TM), Rosario Aguilar-Baptiste (RAB)\nTM screened 4, RAB 2.'), ['Tsakani Mahlangu', 'TM', 'Rosario Aguilar-Baptiste', 'RAB', 'TM', 'RAB']);
  t.same(persons('Members: Mr Gideon Frankel (lay member, GF), Dr Ji-woo Park (JP)'), ['Mr Gideon Frankel', 'GF', 'Dr Ji-woo Park', 'JP']);
});

t.test('capitals that spell no one stay; initials that spell a word are the person only in the bracket', async (t) => {
  t.same(persons('Our lead is Maria Lopez (HR) since May.'), ['Maria Lopez']);
  t.same(persons('Members: Amina Sesay (AS), AS SOON AS POSSIBLE'), ['Amina Sesay', 'AS']);
});

t.test('the recognizer reads only PERSON spans and proposes the letters at its score', async (t) => {
  const initials = createNameInitialsRecognizer();
  const text = 'Key worker: Brielle Okonjo-Marsh (BOM); Acme Holdings (AH)';
  const person: Span = { type: 'PERSON', start: text.indexOf('Brielle'), end: text.indexOf(' (BOM'), score: 0.9, source: 'x' };
  const firm: Span = { type: 'ORGANIZATION', start: text.indexOf('Acme'), end: text.indexOf(' (AH'), score: 0.9, source: 'x' };
  t.same(initials.detectAmong(text, [person, firm], {}), [{ type: 'PERSON', start: text.indexOf('BOM'), end: text.indexOf('BOM') + 3, score: 0.85, source: 'name-initials' }]);
});
