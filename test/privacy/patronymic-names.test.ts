/**
 * East Slavic patronymics, through the whole detection pipeline: an unlisted first name beside an
 * unlisted patronymic went upstream in clear before the thirty-third session ("Aigerim
 * Nurlanovna" under a CV's heading); words that merely end alike must stay words.
 */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';

const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });

/** The text with each span replaced by its type in brackets. */
function masked(text: string): string {
  let out = '';
  let cursor = 0;
  for (const span of analyzer.analyze(text)) {
    if (span.start < cursor) continue;
    out += `${text.slice(cursor, span.start)}[${span.type}]`;
    cursor = span.end;
  }
  return out + text.slice(cursor);
}

const cases: [string, string][] = [
  ['CURRICULUM VITAE\nAigerim Nurlanovna\nData Analyst', 'CURRICULUM VITAE\n[PERSON]\nData Analyst'],
  ['Please contact Aigerim Nurlanovna.', 'Please contact [PERSON].'],
  ['Yulia Olegovna Smirnova is our CFO.', '[PERSON] is our CFO.'],
  // Ukrainian -ovych/-ivna, Russian -ichna
  ['Mykola Ivanovych sent the file.', '[PERSON] sent the file.'],
  ['Oksana Petrivna agreed.', '[PERSON] agreed.'],
  ['Ask Nadezhda Ilyinichna about it.', 'Ask [PERSON] about it.'],
  // words ending alike, and a patronymic shape too short to be one
  ['The sandwich was nice.', 'The sandwich was nice.'],
  ['Put the Novich box on the shelf.', 'Put the Novich box on the shelf.'],
  // South Slavic adjectives with the same endings
  ['Kreativna Hrvatska objavila je natječaj.', 'Kreativna [LOCATION] objavila je natječaj.'],
  ['Udruga Aktivna Istra organizira radionicu.', 'Udruga Aktivna [LOCATION] organizira radionicu.'],
];

t.test('an unlisted patronymic is a name part, as a listed surname is', async (t) => {
  for (const [text, expected] of cases) t.equal(masked(text), expected, text);
});
