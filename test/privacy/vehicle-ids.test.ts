/**
 * Licence plates right after the word that names them in the six languages, and VINs (alone with
 * a right North American check digit, else beside their word); what only looks like one stays.
 */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers, createLicensePlateRecognizer, createVinRecognizer } from '../../src/privacy/recognizers/index.js';
import { vinCheckDigitValid } from '../../src/privacy/recognizers/vin.js';

const plates = createAnalyzer({ recognizers: [createLicensePlateRecognizer()] });
const vins = createAnalyzer({ recognizers: [createVinRecognizer()] });
const found = (analyzer: typeof plates, text: string): string[] => analyzer.analyze(text).map((span) => text.slice(span.start, span.end));

t.test('licence plates after their word', async (t) => {
  const cases: [string, string[]][] = [
    ['His licence plate is AB12 CDE and he drives a blue Golf.', ['AB12 CDE']],
    ['My reg is AB12CDE', ['AB12CDE']],
    ['Kennzeichen: M-AB 1234', ['M-AB 1234']],
    ["Plaque d'immatriculation AB-123-CD", ['AB-123-CD']],
    ['Número de matrícula: 1234 BCD', ['1234 BCD']],
    ['targa AB 123 CD', ['AB 123 CD']],
    ['kenteken 12-ABC-3', ['12-ABC-3']],
    ['plate number: KA 01 AB 1234', ['KA 01 AB 1234']],
    // the word too far, no word, a plate of pasta, capitals without digits
    ['The plate was hot, COVID 19 cases rose', []],
    ['Order AB12 CDE shipped', []],
    ['I ordered a plate of pasta for 2 people', []],
    ['licence plate unknown, see FAQ 2', []],
  ];
  for (const [text, expected] of cases) t.same(found(plates, text), expected, text);
});

t.test('VINs: the check digit alone, any VIN beside its word', async (t) => {
  t.ok(vinCheckDigitValid('1HGCM82633A004352'));
  t.notOk(vinCheckDigitValid('1HGCM82643A004352'));
  const cases: [string, string[]][] = [
    ['The car 1HGCM82633A004352 was sold', ['1HGCM82633A004352']],
    ['Fahrgestellnummer WVWZZZ1JZXW000001', ['WVWZZZ1JZXW000001']],
    ['VIN: WVWZZZ1JZXW000001', ['WVWZZZ1JZXW000001']],
    // no check digit and no word, lower case, letters only, I/O/Q
    ['Build WVWZZZ1JZXW000001 passed', []],
    ['id 1hgcm82633a004352', []],
    ['ABCDEFGHJKLMNPRST', []],
    ['VIN 1HGCM82633A00435Q', []],
  ];
  for (const [text, expected] of cases) t.same(found(vins, text), expected, text);
});

t.test('in the default pipeline a plate and a VIN keep their types', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const text = 'Kennzeichen: M-AB 1234, Fahrgestellnummer WVWZZZ1JZXW000001';
  const spans = analyzer.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]);
  t.ok(spans.some(([type, value]) => type === 'LICENSE_PLATE' && value === 'M-AB 1234'), JSON.stringify(spans));
  t.ok(spans.some(([type, value]) => type === 'VIN' && value === 'WVWZZZ1JZXW000001'), JSON.stringify(spans));
});
