/** A handset's IMEI beside its word, and a network card's MAC address; look-alikes stay. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers, createImeiRecognizer, createMacAddressRecognizer } from '../../src/privacy/recognizers/index.js';

const found = (recognizer: ReturnType<typeof createImeiRecognizer>, text: string): string[] =>
  createAnalyzer({ recognizers: [recognizer] })
    .analyze(text)
    .map((span) => text.slice(span.start, span.end));

t.test('IMEI: fifteen Luhn digits beside the word', async (t) => {
  const cases: [string, string[]][] = [
    ['IMEI 490154203237518', ['490154203237518']],
    ['IMEI: 49-015420-323751-8', ['49-015420-323751-8']],
    ['numéro IMEI : 49 015420 323751 8', ['49 015420 323751 8']],
    ['Order 490154203237518 shipped', []],
    ['IMEI 490154203237519', []],
  ];
  for (const [text, expected] of cases) t.same(found(createImeiRecognizer(), text), expected, text);
});

t.test('MAC addresses: hex pairs alone, decimal pairs beside the word', async (t) => {
  const cases: [string, string[]][] = [
    ['MAC address 00:1A:2B:3C:4D:5E', ['00:1A:2B:3C:4D:5E']],
    ['ether 3c:22:fb:a1:0e:7f  txqueuelen 1000', ['3c:22:fb:a1:0e:7f']],
    ['Device 3C-22-FB-A1-0E-7F joined', ['3C-22-FB-A1-0E-7F']],
    ['Cisco mac 001a.2b3c.4d5e', ['001a.2b3c.4d5e']],
    ['MAC 12:30:45:00:11:22', ['12:30:45:00:11:22']],
    ['Time 12:30:45:00:11:22 elapsed', []],
    ['ff:ff:ff:ff:ff:ff broadcast', []],
    ['00-1A-2B-3C-4D-5E-6F is seven pairs', []],
  ];
  for (const [text, expected] of cases) t.same(found(createMacAddressRecognizer(), text), expected, text);
});

t.test('in the default pipeline an IMEI is no card number and a MAC address no phone number', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  for (const [text, type, value] of [
    ['My IMEI is 490154203237518', 'IMEI', '490154203237518'],
    ['MAC address 00:1A:2B:3C:4D:5E', 'MAC_ADDRESS', '00:1A:2B:3C:4D:5E'],
  ] as const) {
    const spans = analyzer.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]);
    t.same(spans, [[type, value]], text);
  }
});
