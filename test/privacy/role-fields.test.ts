/** People named by their role in forms and records, in the default pipeline beside the gazetteer. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';

t.test('a listed company under a role a company may fill stays an organisation', async (t) => {
  const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
  for (const text of ['Customer: Deutsche Bahn', '{"customer": "Deutsche Bahn"}']) {
    t.same(full.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]), [['ORGANIZATION', 'Deutsche Bahn']], text);
  }
  const patient = 'Patient: Olusegun Adeyemi';
  t.same(full.analyze(patient).map((span) => [span.type, patient.slice(span.start, span.end)]), [['PERSON', 'Olusegun Adeyemi']]);
});
