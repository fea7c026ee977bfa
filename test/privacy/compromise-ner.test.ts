/** The opt-in compromise recognizer: offsets, trimming, language. */
import t from 'tap';
import { createCompromiseRecognizer, trimEntity } from '../../src/privacy/recognizers/compromise-ner.js';

t.test('trimEntity drops titles, punctuation and possessives', async (t) => {
  const text = 'x Mr. Frank Miller, y Berlin. z Google’s';
  t.same(trimEntity(text, 2, 19), [6, 18]);
  t.same(trimEntity(text, 22, 29), [22, 28]);
  t.same(trimEntity(text, 32, 40), [32, 38]);
});

t.test('finds people, places and organisations with UTF-16 offsets', async (t) => {
  const recognizer = createCompromiseRecognizer();
  t.same(recognizer.languages, ['en']);
  const text = '😀 Frank Miller moved to Paris, France.';
  const found = recognizer.detect(text, { language: 'en' }).map((s) => [s.type, text.slice(s.start, s.end)]);
  t.ok(found.some(([type, value]) => type === 'PERSON' && value === 'Frank Miller'));
  t.ok(found.every(([, value]) => value !== undefined && !/[.,]$/.test(value)));
});

t.test('maxLength skips long texts', async (t) => {
  const recognizer = createCompromiseRecognizer({ maxLength: 5 });
  t.same(recognizer.detect('Frank Miller is here', {}), []);
});
