/** The people of a booking list or a day's schedule (schedule-lines.ts), and the agendas written the same way. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createScheduleLinesRecognizer } from '../../src/privacy/recognizers/index.js';

const alone = createAnalyzer({ recognizers: [createScheduleLinesRecognizer()] });
const found = (text: string): string[] => alone.analyze(text).map((span) => text.slice(span.start, span.end));

t.test("a schedule's slots hold people where one of them is a listed name", async (t) => {
  const salon = [' 12:00 Tallulah Grisewood – cut & blow dry', ' 10:00 Parwin Jalali – brows & lashes', ' 14:00 Faith – nails', ' 15:00 Noor - trim'].join('\n');
  t.same(found(salon), ['Tallulah Grisewood', 'Parwin Jalali', 'Faith', 'Noor']);
  const viewings = ['10:30 Aisha Khan – first-time buyer', '11:15 Bellamy Strandquist – investor, lowballing', '12:00-12:30 Orrin Vessaline — second viewing'].join('\n');
  t.same(found(viewings), ['Aisha Khan', 'Bellamy Strandquist', 'Orrin Vessaline']);
});

t.test("an agenda's items, places and one line alone are no people", async (t) => {
  const agenda = ['09:00 Begrüßung – Raum 1', '09:30 Anna Weber – Keynote zur Digitalisierung', '10:30 Kaffeepause – Foyer', '13:00 Podiumsdiskussion – Saal', '15:00 Paris – sales'].join('\n');
  t.same(found(agenda), [], 'one person beside unknown one-word items');
  t.same(found(['09:00 Registration – main hall', '10:30 Kubernetes – intro workshop', '11:00 Coffee Break – lobby', '16:00 Q&A – all'].join('\n')), []);
  t.same(found('10:00 Priya Nair – 1:1\nthen lunch'), [], 'one line is no schedule');
});
