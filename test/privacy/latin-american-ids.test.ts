/**
 * Brazil's CPF, Mexico's CURP, Chile's RUT and Argentina's CUIT/CUIL: their written forms alone,
 * bare digit runs only beside their word, and checksum failures, alone and in the default pipeline.
 */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createArCuitRecognizer, createBrCpfRecognizer, createClRutRecognizer, createDefaultRecognizers, createMxCurpRecognizer } from '../../src/privacy/recognizers/index.js';
import { arCuitValid } from '../../src/privacy/recognizers/ar-cuit.js';
import { brCpfValid } from '../../src/privacy/recognizers/br-cpf.js';
import { clRutValid } from '../../src/privacy/recognizers/cl-rut.js';
import { mxCurpValid } from '../../src/privacy/recognizers/mx-curp.js';

t.test('checksums', async (t) => {
  t.ok(brCpfValid('12345678909'));
  t.notOk(brCpfValid('12345678900'), 'wrong second check digit');
  t.notOk(brCpfValid('12345678919'), 'wrong first check digit');
  t.notOk(brCpfValid('11111111111'), 'one digit repeated passes the sums but is none');
  t.ok(mxCurpValid('BOXW310820HNERXN09'));
  t.notOk(mxCurpValid('BOXW310820HNERXN08'));
  t.ok(clRutValid('12.345.678-5'));
  t.ok(clRutValid('7.654.321-6'));
  t.notOk(clRutValid('12.345.678-K'));
  t.ok(arCuitValid('20123456786'));
  t.notOk(arCuitValid('20123456780'));
  t.notOk(arCuitValid('99123456786'), 'no such prefix');
});

const cases: [ReturnType<typeof createBrCpfRecognizer>, string, string[]][] = [
  [createBrCpfRecognizer(), 'meu CPF é 123.456.789-09', ['123.456.789-09']],
  [createBrCpfRecognizer(), 'Pedido 123.456.789-09 enviado', ['123.456.789-09']],
  [createBrCpfRecognizer(), 'CPF: 12345678909', ['12345678909']],
  [createBrCpfRecognizer(), 'Ligue para 12345678909', []],
  [createBrCpfRecognizer(), 'CPF 123.456.789-00', []],
  [createMxCurpRecognizer(), 'Mi CURP es BOXW310820HNERXN09.', ['BOXW310820HNERXN09']],
  [createMxCurpRecognizer(), 'curp: boxw310820hnerxn09', ['boxw310820hnerxn09']],
  [createMxCurpRecognizer(), 'Mi CURP es BOXW310820HNERXN08.', []],
  [createClRutRecognizer(), 'Mi RUT es 12.345.678-5', ['12.345.678-5']],
  [createClRutRecognizer(), 'RUT 12345678-5', ['12345678-5']],
  [createClRutRecognizer(), 'pedido 12345678-5 enviado', []],
  [createClRutRecognizer(), 'Mi RUT es 12.345.678-4', []],
  [createClRutRecognizer(), 'Please run the export for order 4512345-6 tonight.', []],
  [createArCuitRecognizer(), 'CUIT 20-12345678-6', ['20-12345678-6']],
  [createArCuitRecognizer(), 'Mi CUIL: 20123456786', ['20123456786']],
  [createArCuitRecognizer(), 'Ref 20123456786', []],
  [createArCuitRecognizer(), 'CUIT 20-12345678-0', []],
];

t.test('each recognizer: written forms alone, digit runs beside their word, nothing that fails its check', async (t) => {
  for (const [recognizer, text, expected] of cases) {
    const analyzer = createAnalyzer({ recognizers: [recognizer] });
    t.same(analyzer.analyze(text).map((span) => text.slice(span.start, span.end)), expected, `${recognizer.name}: ${text}`);
  }
});

t.test('in the default pipeline each is its own type, not a phone number', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const typed: [string, string, string][] = [
    ['Olá, sou João Silva, CPF 123.456.789-09, moro em São Paulo.', 'BR_CPF', '123.456.789-09'],
    ['CPF: 12345678909', 'BR_CPF', '12345678909'],
    ['Mi CURP es BOXW310820HNERXN09', 'MX_CURP', 'BOXW310820HNERXN09'],
    ['Mi RUT es 12.345.678-5', 'CL_RUT', '12.345.678-5'],
    ['CUIT 20-12345678-6', 'AR_CUIT', '20-12345678-6'],
    // the written forms without their word: above a valid phone number's score
    ['Pedido 123.456.789-09 enviado', 'BR_CPF', '123.456.789-09'],
    ['Contribuinte 12.345.678-5 registrado', 'CL_RUT', '12.345.678-5'],
    ['Factura a 20-12345678-6', 'AR_CUIT', '20-12345678-6'],
  ];
  for (const [text, type, value] of typed) {
    const found = analyzer.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]);
    t.ok(found.some(([foundType, foundValue]) => foundType === type && foundValue === value), `${text}: ${JSON.stringify(found)}`);
    t.notOk(found.some(([foundType, foundValue]) => foundType !== type && (foundValue ?? '').includes(value.slice(0, 6))), `${text}: one span`);
  }
});
