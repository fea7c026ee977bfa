/** Analyzer: overlap rule, thresholds, allow-list, entity and language selection. */
import t from 'tap';
import { createAnalyzer, type BatchItem } from '../../src/privacy/analyzer.js';
import { compileDictionaries } from '../../src/privacy/analysis/organization-dictionaries.js';
import { compareSpanPriority, resolveOverlaps } from '../../src/privacy/overlap.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';
import type { Recognizer, RecognizerContext, Span } from '../../src/privacy/types.js';

const span = (type: string, start: number, end: number, score: number): Span => ({ type, start, end, score, source: 'test' });

/** A recognizer that returns fixed spans and records the language it was called with. */
function fixed(name: string, spans: Span[], languages: readonly string[] | '*' = '*'): Recognizer & { calls: RecognizerContext[] } {
  const calls: RecognizerContext[] = [];
  return {
    name,
    entities: [...new Set(spans.map((s) => s.type))],
    languages,
    calls,
    detect(_text: string, context: RecognizerContext): Span[] {
      calls.push(context);
      return spans;
    },
  };
}

t.test('overlap rule: structured first, then score, then length, then position', async (t) => {
  t.same(resolveOverlaps([span('PERSON', 0, 10, 0.99), span('IBAN', 2, 8, 0.5)]), [span('IBAN', 2, 8, 0.5)]);
  t.same(resolveOverlaps([span('PERSON', 0, 5, 0.6), span('LOCATION', 0, 5, 0.9)]), [span('LOCATION', 0, 5, 0.9)]);
  t.same(resolveOverlaps([span('PERSON', 0, 5, 0.8), span('PERSON', 0, 12, 0.8)]), [span('PERSON', 0, 12, 0.8)]);
  t.same(resolveOverlaps([span('A', 3, 8, 0.5), span('B', 0, 5, 0.5)]), [span('B', 0, 5, 0.5)]);
  // Non-overlapping spans are all kept and sorted; touching ends do not overlap.
  t.same(resolveOverlaps([span('B', 5, 9, 0.5), span('A', 0, 5, 0.5)]), [span('A', 0, 5, 0.5), span('B', 5, 9, 0.5)]);
  t.ok(compareSpanPriority(span('EMAIL', 0, 1, 0.1), span('PERSON', 0, 1, 1)) < 0);
});

t.test('a dictionary term never cuts a larger entity into a placeholder and a leaked remainder', async (t) => {
  const term = (type: string, start: number, end: number): Span => ({ type, start, end, score: 1, source: 'dictionary:clients' });
  // "jane.doe@globex.com" with the term "globex" inside: the e-mail wins whatever the scores.
  t.same(resolveOverlaps([span('EMAIL', 0, 19, 0.6), term('CLIENT', 9, 15)]), [span('EMAIL', 0, 19, 0.6)]);
  // A name that ends with the term ("Hans Müller"), and one that starts with it.
  t.same(resolveOverlaps([term('CLIENT', 5, 11), span('PERSON', 0, 11, 0.7)]), [span('PERSON', 0, 11, 0.7)]);
  t.same(resolveOverlaps([term('CLIENT', 0, 4), span('PERSON', 0, 11, 0.7)]), [span('PERSON', 0, 11, 0.7)]);
  // The same extent: the organisation's own type wins; a term that only crosses a span keeps the old rule.
  t.same(resolveOverlaps([span('PERSON', 0, 6, 0.9), term('CLIENT', 0, 6)]), [term('CLIENT', 0, 6)]);
  t.same(resolveOverlaps([span('PERSON', 0, 6, 0.9), term('CLIENT', 3, 10)]), [term('CLIENT', 3, 10)]);
  // A term enclosing a detected name wins as before, and terms elsewhere are untouched.
  t.same(resolveOverlaps([term('CLIENT', 0, 12), span('PERSON', 2, 6, 0.9), term('CLIENT', 20, 26)]), [term('CLIENT', 0, 12), term('CLIENT', 20, 26)]);
  // "Contact Smith Kronos Holdings": the enclosing organisation reading loses to the person, so the
  // term is not dropped with it; it wins over the person instead of leaving "Holdings" in clear.
  t.same(resolveOverlaps([span('ORGANIZATION', 0, 29, 0.6), span('PERSON', 8, 20, 0.85), term('CLIENT', 8, 29)]), [term('CLIENT', 8, 29)]);
});

t.test('a name that loses part of its extent keeps its capitalised remainder, not leaving it in clear', async (t) => {
  const text = 'at Underwood Group and Spikes Cavell Analytic Inc';
  const loser = span('ORGANIZATION', 3, 18, 0.55); // "Underwood Group"
  const winner = span('ORGANIZATION', 13, 49, 0.96); // "Group and Spikes Cavell Analytic Inc"
  t.same(resolveOverlaps([loser, winner], text), [span('ORGANIZATION', 3, 12, 0.55), winner], 'only "Underwood" is added');
  t.same(resolveOverlaps([loser, winner]), [winner], 'without the text, the loser is dropped whole as before');
  // Lower-case words around a winner are no name: "add julie novák as" keeps nothing.
  const lower = 'add julie novák as reviewer';
  t.same(resolveOverlaps([span('ORGANIZATION', 0, 18, 0.55), span('PERSON', 4, 15, 1)], lower), [span('PERSON', 4, 15, 1)]);
  // Both sides of a winner in the middle; the stretch runs from the first to the last capitalised word.
  const middle = 'Morris and Johnson and Open Data';
  t.same(
    resolveOverlaps([span('ORGANIZATION', 0, 32, 0.55), span('PERSON', 0, 6, 0.6), span('PERSON', 11, 18, 0.6)], middle).map((s) => middle.slice(s.start, s.end)),
    ['Morris', 'Johnson', 'Open Data'],
  );
  // A word the winner's edge cuts stays on the winner's side: nothing of "Mackenzie" is taken.
  const cut = 'Anna Mackenzie Street';
  t.same(resolveOverlaps([span('PERSON', 0, 14, 0.7), span('LOCATION', 7, 21, 0.9)], cut), [span('PERSON', 0, 4, 0.7), span('LOCATION', 7, 21, 0.9)]);
  // Structured winners cut names the same way: "Watson" after an address stays masked.
  const address = 'to 2418 Robertson Ave Watson, Boston';
  t.same(
    resolveOverlaps([span('ADDRESS', 3, 21, 0.7), span('PERSON', 8, 28, 0.7)], address).map((s) => `${s.type}:${address.slice(s.start, s.end)}`),
    ['ADDRESS:2418 Robertson Ave', 'PERSON:Watson'],
  );
});

t.test('the analyzer applies the remainder rule to what its recognizers found', async (t) => {
  const text = 'I work at Underwood Group and Spikes Cavell Analytic Inc.';
  const analyzer = createAnalyzer({
    recognizers: [fixed('orgs', [span('ORGANIZATION', 10, 25, 0.55), span('ORGANIZATION', 20, 56, 0.96)])],
  });
  t.same(analyzer.analyze(text).map((s) => text.slice(s.start, s.end)), ['Underwood', 'Group and Spikes Cavell Analytic Inc']);
});

t.test('result does not depend on input order', async (t) => {
  const spans = [span('PERSON', 0, 4, 0.7), span('LOCATION', 2, 9, 0.7), span('URL', 8, 12, 0.5), span('PHONE', 20, 30, 0.4)];
  const expected = resolveOverlaps(spans);
  t.same(resolveOverlaps([...spans].reverse()), expected);
});

t.test('thresholds per type and default', async (t) => {
  const r = fixed('f', [span('PERSON', 0, 4, 0.5), span('EMAIL', 5, 9, 0.3)]);
  t.same(createAnalyzer({ recognizers: [r] }).analyze('abcdefghijk').map((s) => s.type), ['PERSON']);
  t.same(createAnalyzer({ recognizers: [r], thresholds: { PERSON: 0.6 }, defaultThreshold: 0.2 }).analyze('abcdefghijk').map((s) => s.type), ['EMAIL']);
});

t.test('allow-list is case-insensitive', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers(), allowList: ['SUPPORT@acme.com'] });
  const text = 'Mail support@acme.com or jane@acme.com';
  t.same(analyzer.analyze(text).map((s) => text.slice(s.start, s.end)), ['jane@acme.com']);
});

t.test('entities: analyzer default and per call', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers(), entities: ['EMAIL', 'PHONE'] });
  const text = 'Diana Iversen: diana@example.org, +49 30 12345678';
  t.same(analyzer.analyze(text).map((s) => s.type), ['EMAIL', 'PHONE']);
  t.same(analyzer.analyze(text, { entities: ['PHONE'] }).map((s) => s.type), ['PHONE']);
});

t.test('language selection', async (t) => {
  const german = fixed('de-only', [span('X', 0, 3, 0.9)], ['de']);
  const any = fixed('any', [span('Y', 4, 6, 0.9)]);
  const analyzer = createAnalyzer({ recognizers: [german, any] });
  t.same(analyzer.analyze('Ich wohne seit zehn Jahren in Berlin und arbeite hier.').map((s) => s.type), ['X', 'Y']);
  t.equal(german.calls[0]?.language, 'de');
  t.same(analyzer.analyze('This is clearly an English sentence about the weather.').map((s) => s.type), ['Y']);
  t.same(analyzer.analyze('Hi there', { language: 'de' }).map((s) => s.type), ['X', 'Y']);
  // Too short to detect: only language-independent recognizers run.
  t.same(analyzer.analyze('ok ok ok').map((s) => s.type), ['Y']);
  const fallback = createAnalyzer({ recognizers: [german], fallbackLanguage: 'de' });
  t.same(fallback.analyze('ok ok').map((s) => s.type), ['X']);
});

t.test('the default recognizers read every language, so the default pipeline never runs the language detector', async (t) => {
  // A recognizer limited to some languages makes the analyzer detect every message's language,
  // which cost ~0.25 ms per message, a fifth of the whole analysis (fifty-fifth session).
  const limited = createDefaultRecognizers().filter((recognizer) => recognizer.languages !== '*').map((recognizer) => recognizer.name);
  t.same(limited, []);
  let detections = 0;
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers(), detectLanguage: () => { detections++; return 'en'; } });
  analyzer.analyze('Well done to Amarvine, who won the house cup this week.');
  t.equal(detections, 0);
});

t.test('invalid spans from a custom recognizer are dropped', async (t) => {
  const r = fixed('bad', [span('X', -1, 2, 1), span('X', 3, 3, 1), span('X', 0, 99, 1), span('X', 1, 2, 1)]);
  t.same(createAnalyzer({ recognizers: [r] }).analyze('abcdef'), [span('X', 1, 2, 1)]);
});

t.test('default pipeline on mixed text', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const text = 'Hello, this is Mr. John Hansen from Berlin. IBAN DE89 3704 0044 0532 0130 00, card 4111 1111 1111 1111, mail john@example.com, IP 10.1.2.3.';
  const found = analyzer.analyze(text).map((s) => [s.type, text.slice(s.start, s.end)]);
  t.same(found, [
    ['PERSON', 'Mr. John Hansen'],
    ['LOCATION', 'Berlin'],
    ['IBAN', 'DE89 3704 0044 0532 0130 00'],
    ['CREDIT_CARD', '4111 1111 1111 1111'],
    ['EMAIL', 'john@example.com'],
    ['IP_ADDRESS', '10.1.2.3'],
  ]);
  t.same(analyzer.analyze(''), []);
});

t.test('an e-mail address with a space at its "@" is one EMAIL in the default pipeline, not a mention or a bare domain', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const cases: [string, [string, string][]][] = [
    ['write to jane.doe @ example.com', [['EMAIL', 'jane.doe @ example.com']]],
    ['write to jane.doe @example.com', [['EMAIL', 'jane.doe @example.com']]],
    ['write to jane.doe@ example.com', [['EMAIL', 'jane.doe@ example.com']]],
    // A mention stays a USERNAME, a bare domain a URL.
    ['ping @john about it', [['USERNAME', 'john']]],
    ['thanks @jane.doe for this', [['USERNAME', 'jane.doe']]],
    ['find us @ example.com', [['URL', 'example.com']]],
  ];
  for (const [text, expected] of cases) {
    t.same(analyzer.analyze(text).map((s) => [s.type, text.slice(s.start, s.end)]), expected, text);
  }
});

t.test('numbers written with typographic spaces and hyphens are found, with offsets into the text as written', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const cases: Array<[string, string, string]> = [
    ['no-break space', '\u00A0', 'PHONE'],
    ['narrow no-break space', '\u202F', 'PHONE'],
    ['thin space', '\u2009', 'PHONE'],
    ['figure space', '\u2007', 'PHONE'],
  ];
  for (const [name, space, type] of cases) {
    const phone = ['+44', '20', '7946', '0958'].join(space);
    const iban = ['DE89', '3704', '0044', '0532', '0130', '00'].join(space);
    const card = ['4111', '1111', '1111', '1111'].join(space);
    const french = ['01', '42', '68', '53', '00'].join(space);
    const text = `Kontakt: Tel. ${phone}. IBAN ${iban}, Karte ${card}. Appelez le ${french} demain.`;
    const found = analyzer.analyze(text).map((s) => [s.type, text.slice(s.start, s.end)]);
    t.same(found, [[type, phone], ['IBAN', iban], ['CREDIT_CARD', card], ['PHONE', french]], name);
  }
  const hyphenated = 'Call 020\u20117946\u20110958 today.';
  t.same(
    analyzer.analyze(hyphenated).map((s) => [s.type, hyphenated.slice(s.start, s.end)]),
    [['PHONE', '020\u20117946\u20110958']],
    'non-breaking hyphens',
  );
});

t.test('a URL with credentials beats the e-mail address inside it', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const text = 'Clone https://jdoe:S3cret@git.globex.com/repo.git now';
  t.same(analyzer.analyze(text).map((s) => [s.type, text.slice(s.start, s.end)]), [['URL', 'https://jdoe:S3cret@git.globex.com/repo.git']]);
});

t.test('whatever lies inside a URL goes with it: an e-mail, an IBAN or an IP in its query leaves nothing of it in clear', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  for (const query of ['email=zq@quenby-mail.org', 'iban=DE89370400440532013000', 'ip=10.1.2.3']) {
    const url = `https://crm.example.com/customers/zacharias-quenby?${query}`;
    const text = `See ${url} for details, or write to zq@quenby-mail.org.`;
    const found = analyzer.analyze(text).map((s) => [s.type, text.slice(s.start, s.end)]);
    t.same(found[0], ['URL', url], query);
  }
  t.same(
    resolveOverlaps([
      { type: 'URL', start: 0, end: 40, score: 0.5, source: 'url' },
      { type: 'EMAIL', start: 20, end: 40, score: 1, source: 'email' },
      { type: 'EMAIL', start: 30, end: 50, score: 1, source: 'email' },
    ]).map((s) => [s.type, s.start, s.end]),
    [['EMAIL', 30, 50]],
    'the e-mail inside the URL goes; one only overlapping it is not inside, and the overlap rule decides (score)',
  );
});

t.test('a number written with + and its country code stays a phone number next to card, order or IBAN words', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const phones = (text: string) => analyzer.analyze(text).filter((s) => s.type === 'PHONE').map((s) => text.slice(s.start, s.end));
  t.same(phones('Jane Doe, +44 20 7946 0958, card 4111 1111 1111 1111'), ['+44 20 7946 0958']);
  t.same(phones('Order 123: +44 20 7946 0958'), ['+44 20 7946 0958']);
  t.same(phones('Tél: +33 1 42 68 53 00, IBAN FR14 2004 1010 0505 0001 3M02 606'), ['+33 1 42 68 53 00']);
  t.same(phones('Tél 01 42 68 53 00'), ['01 42 68 53 00'], 'the French abbreviation is a context word');
  // Without '+', an address or account word still outweighs a national-looking number.
  t.same(phones('Apt. 722 20 40 rue Victor Hugo'), []);
});

t.test('per call: extra recognizers and an allow rule, without changing the analyzer', async (t) => {
  const configured = fixed('configured', [span('PERSON', 0, 4, 0.8)]);
  const extra = fixed('extra', [span('PROJECT', 5, 9, 1)]);
  const analyzer = createAnalyzer({ recognizers: [configured], entities: ['PERSON'] });
  const text = 'abcd efgh ijkl';
  const types = (spans: Span[]): string[] => spans.map((s) => s.type);
  t.same(types(analyzer.analyze(text, { extraRecognizers: [extra] })), ['PERSON', 'PROJECT']);
  t.same(types(analyzer.analyze(text, { extraRecognizers: [extra], entities: ['PROJECT'] })), ['PROJECT']);
  t.same(types(analyzer.analyze(text, { extraRecognizers: [extra], isAllowed: (value) => value === 'efgh' })), ['PERSON']);
  t.same(types(analyzer.analyze(text)), ['PERSON']);
});

t.test('a batch finds in each text exactly what the text finds alone, whatever the options of the others', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const dictionaries = compileDictionaries([
    { id: 'd1', name: 'projects', entityType: 'PROJECT', kind: 'deny', terms: [{ term: 'Nightjar' }], caseSensitive: false, diacriticSensitive: false },
    { id: 'd2', name: 'staff', entityType: 'PERSON', kind: 'allow', terms: [{ term: 'Sofia Castellano' }], caseSensitive: false, diacriticSensitive: false },
  ]);
  const items: BatchItem[] = [
    { text: 'Dear Mr. Walter Brandstetter, please call +44 20 7946 0958 or write to ottilie@example.org' },
    { text: 'Project Nightjar: we met Sofia Castellano and Hannelore Vogt in Lyon last week.', options: dictionaries },
    { text: 'my IBAN is DE89 3704 0044 0532 0130 00, card 4111 1111 1111 1111', options: { entities: ['IBAN'] } },
    { text: '' },
    { text: 'Fran&ccedil;ois M&uuml;ller wrote from jane&#64;example.com', options: { language: 'fr' } },
    { text: 'Project Nightjar: we met Sofia Castellano and Hannelore Vogt in Lyon last week.' },
    { text: 'server 192.168.10.24 answered; born 12/03/1984, passport C01X00T47', options: { extraSpans: [span('CUSTOM', 0, 6, 0.9)], entities: ['IP_ADDRESS', 'CUSTOM', 'DATE_OF_BIRTH'] } },
  ];
  const alone = items.map((item) => analyzer.analyze(item.text, item.options));
  t.same(analyzer.analyzeBatch(items), alone);
  t.same(analyzer.analyzeBatch([...items].reverse()), [...alone].reverse(), 'in any order');
  t.ok(alone[1]?.some((found) => found.type === 'PROJECT'), 'the dictionary of one item counts for that item');
  t.notOk(alone[5]?.some((found) => found.type === 'PROJECT'), 'and for no other');
  t.same([...new Set(alone[2]?.map((found) => found.type))], ['IBAN'], "one item's entity list narrows only that item");
  t.same(analyzer.analyzeBatch([]), []);
});
