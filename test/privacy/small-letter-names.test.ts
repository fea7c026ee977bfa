/**
 * First names written in small letters (small-letter-names.ts): found where the writer leaves
 * names without capitals, in English text; words, places, other languages and texts whose writer
 * capitalises names stay alone. The texts hold capitals elsewhere ("Osaka", "Galway"): a text in
 * small letters throughout is the gazetteer's own case.
 */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';

const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
/** What this recognizer adds to the others' finds; `null`: no language given. */
const added = (text: string, language: string | null = 'en'): string[] =>
  analyzer
    .analyze(text, language === null ? {} : { language })
    .filter((span) => span.source === 'small-letter-names')
    .map((span) => text.slice(span.start, span.end));

t.test('a listed first name in small letters is a PERSON where the writer writes so', async (t) => {
  // Most prose lines start with a small letter.
  const handover = [
    'quick notes from the retro, tidy up pls',
    'went ok overall, deploys to Osaka were smooth after the Postgres upgrade',
    'handing over to kemal now, the migration runs on sat',
    'escalation list unchanged except ping ifeoma instead',
    'thx all',
  ].join('\n');
  t.same(added(handover), ['kemal', 'ifeoma']);
  // The messages start with capitals, but the chat's senders are saved in small letters.
  const chat = [
    '[14/03/2024, 19:12] ciarán: How many are we saying? Plus auntie bernadette and the kids?',
    '[14/03/2024, 19:15] siobhan: Grand, I will bring the cake to Galway.',
  ].join('\n');
  t.same(added(chat), ['bernadette']);
});

t.test('a writer who capitalises names, words, nouns and contractions stay alone', async (t) => {
  t.same(added('[14/03/2024, 19:12] Ciarán: How many are we saying? Plus auntie bernadette and the kids?\n[14/03/2024, 19:15] Siobhan: Grand, I will bring the cake to Galway.'), []);
  // A place ("mariana"), words the lists know ("rose", "mark"), a noun after "whole", "ive" for "I've".
  t.same(added('thanks a whole lot everyone, see you in Leeds. the rose bed needs water\nmark the date please, we meet at noon\nive got the keys so no rush, mariana trench photos later'), []);
});

t.test('other languages are not read: their words are first names too often', async (t) => {
  const dutch = 'dan neem ik de fiets mee naar Utrecht\nanders kom ik morgen wel langs bij jullie thuis';
  t.same(added(dutch, 'nl'), []);
  // Without a language given, the text must read as English (token-view.ts's ENGLISH_MARKERS).
  t.same(added(dutch, null), []);
  t.same(added('went ok overall, deploys to Osaka were smooth after the upgrade\nhanding over to kemal now, the migration runs on sat', null), ['kemal']);
});
