/**
 * The analyzer's shortcuts change no result: gates and match starts of the pattern
 * recognizers, phone verdicts computed without libphonenumber, skipped gazetteer lookups.
 * The default analyzer runs over generated texts with the shortcuts on and off; the outputs
 * must be identical. Also: the hand-written tokenizer equals its regex.
 */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { foldAccents, tokenize } from '../../src/privacy/gazetteer/tokenize.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';
import { shortcuts } from '../../src/privacy/recognizers/text-profile.js';
import type { Span } from '../../src/privacy/types.js';

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

/** Pieces that make the recognizers fire, almost fire, or trip over their edges. */
const PIECES = [
  '0', '1', '7', '9', '12', '123', '4111', '0000', '00', '+', '+1', '+44', '(', ')', '-', '.', ' ', '\t', '/', ':',
  '::', '@', 'a', 'A', 'x', 'ext', '#', 'DE', 'IBAN', 'SSN', 'call', 'phone', 'card', 'www.', 'http://', 'https://',
  '.com', '.de', 'example', 'Z', 'X', 'é', 'ſ', '\u212a', '😀', '\n', ',', '_', '%', 'fe80', '2A',
  '4111 1111 1111 1111', '3782 822463 10005', 'DE89 3704 0044 0532 0130 00', 'GB29 NWBK 6016 1331 9268 19',
  'jane.doe@example.com', '192.168.0.1', '10.0.0.1/24', '2001:db8::ff00:42:8329', 'AB123456C', 'AB 12 34 56 C',
  '12345678Z', 'X1234567L', '1 85 05 78 006 084 36', '123-45-6789', '912-70-1234', '12 345 678 903', '1234.56.782',
  '(415) 555-0132', '+44 20 7946 0958', '030 1234567', '06 12 34 56 78', '011 44 20 7946 0958', '2023-01-15',
  'RSSMRA85T10A562S', 'www.example.org/x', 'https://x.y/z?q=1', 'Anna', 'Berlin', 'Mr.', 'Dr. Fields', 'New York',
  'van der', 'Acme Inc', 'lives in', 'works for', 'São Paulo', 'Müller', "O'Brien", 'Jean-Luc', 'the', 'and', 'GmbH',
  // One or more examples of every layout each regex accepts.
  '4111-1111-1111-1111', '4111111111111111', '3782-822463-10005', '378282246310005', '5555 5555 5555 4444',
  'DE89370400440532013000', 'de89 3704 0044 0532 0130 00', 'NL91ABNA0417164300', '123.45.6789', '123 45 6789',
  '078-05-1120', '912 70 1234', '912701234', '12345678903', '86095742719', '111222333', '123456782',
  '131052-308T', '020504A902E', 'is030594W903B', '871220-2384', '19910924-2397', '199109242397', '44051401458', '943 476 5919', '401-023-2137', 'pesel', 'NHS', 'pnr',
  'X-1234567-L', 'Y1234567X', '12345678-Z', '2 85 05 2A 006 084 36', '185052A00608436', '::1', '::', 'fe80::1%eth0',
  '2001:db8:0:0:0:0:2:1', '::ffff:192.0.2.128', '1.2.3.4.5', '300.1.1.1', 'a.b@c.example.co.uk', 'ftp://files.example.net',
  'https://a.b/c(d)e).', 'example.pdf', 'x.io', 'QQ 12 34 56 A', 'qq123456a', '(+49) 30 1234567', '0044 20 7946 0958',
  '+1 (415) 555-0132 x12', '61 51 81', '+33 1 42 68 53 00', '2023/01/15', '15.01.2023', '555-123-4567',
  // Street addresses (street-address.ts): every form, and the words its start finders look for.
  '42 Baker Street', '12 Elm St.', 'Hauptstraße 5', 'Lange Straße 12', 'Via Roma 12', 'ul. Grójecka 75', '40 rue Victor Hugo',
  '94 Koskikatu 83', 'Apt. 4B', 'Suite 200', 'P.O. Box 15', 'Unit 4181 Box 1281', 'FPO AP 15834', 'NW1 6XE', 'DC 20500',
  'BOÎTE POSTALE 12', 'Allée', 'rue', 'apt', '10115', '00-950', '1234 AB', 'Dirk de Derdelaan 149', 'Jan van der', 'straat 4', '350 5th Ave', '184th', 'Piroska u. 97.', 'tér',
  // Card, NIR, codice fiscale, NINO and BSN in their grouped forms.
  '621234 5678901234569', '6212 345678901234569', '5012 3456 7896', '6759-1234-5674', '1.84.12.76.451.089.46',
  '1-84-12-76-451-089 46', 'RSS MRA 85T10 A562S', 'RSSMRA 85T10 A562S', 'AB-12-34-56-C', 'AB.123456.C', '111 222 333', '123-456-782',
  '\uFF20', 'jane.doe @ example.com', 'jane @example.de', 'a.b@ c.io', ' @ ', '@ ', '\uFF0E', 'jane\uFF20example.com', '\uFF4A\uFF41\uFF4E\uFF45\uFF20\uFF58\uFF0E\uFF43\uFF4F\uFF4D',
];

function generated(count: number, seed: number): string[] {
  const next = random(seed);
  const joins = ['', '', ' ', ', ', '\n', ' call ', '. '];
  const texts: string[] = [];
  for (let k = 0; k < count; k++) {
    let text = '';
    for (let n = 1 + Math.floor(next() * 30); n > 0; n--) {
      text += (PIECES[Math.floor(next() * PIECES.length)] ?? '') + (joins[Math.floor(next() * joins.length)] ?? '');
    }
    texts.push(k % 7 === 3 ? text.toLowerCase() : k % 7 === 5 ? text.toUpperCase() : text);
  }
  return texts;
}

const show = (spans: Span[]): string => spans.map((s) => `${s.type}[${s.start},${s.end}]${s.score.toFixed(6)}:${s.source}`).join(' ');

t.test('the default analyzer finds the same spans with and without shortcuts', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  analyzer.warmUp();
  const texts = [
    ...generated(3000, 7),
    'Hi, this is Anna Keller from Hamburg. Call me on +49 30 12345678 or 030 1234567, card 4111 1111 1111 1111.',
    'Order 237208-94 of 12.03.2024: refund to DE89 3704 0044 0532 0130 00, SSN 123-45-6789, ip 10.0.0.1.',
  ];
  const differences: string[] = [];
  let found = 0;
  try {
    for (const [index, text] of texts.entries()) {
      const options = index % 4 === 0 ? { language: 'de' } : {};
      shortcuts.enabled = true;
      const fast = show(analyzer.analyze(text, options));
      shortcuts.enabled = false;
      const plain = show(analyzer.analyze(text, options));
      if (fast !== '') found++;
      if (fast !== plain) differences.push(`${JSON.stringify(text)}\n  with:    ${fast}\n  without: ${plain}`);
    }
  } finally {
    shortcuts.enabled = true;
  }
  t.same(differences.slice(0, 5), []);
  t.ok(found > 2000, `most texts have findings (${found})`);
});

t.test('the tokenizer finds what its regex finds', async (t) => {
  const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;
  const reference = (text: string): string[] => [...text.matchAll(WORD)].map((m) => `${m.index}:${m[0]}`);
  const alphabet = ['a', 'Z', 'é', 'ß', 'İ', "'", '’', '-', ' ', '.', '1', '\u0301', '\ud835\udc00', '😀', '\ud800', '\udc00', '中', 'ـ', '\u200d', '٣', 'Ⅻ', 'ǅ'];
  const next = random(11);
  const texts: string[] = [];
  for (let k = 0; k < 20_000; k++) {
    let text = '';
    for (let n = 1 + Math.floor(next() * 12); n > 0; n--) text += alphabet[Math.floor(next() * alphabet.length)] ?? '';
    texts.push(text);
  }
  // Every BMP character inside and next to a word.
  for (let code = 0; code < 0x10000; code += 1) texts.push(`a${String.fromCharCode(code)}b ${String.fromCharCode(code)}-x`);
  const differences = texts.filter((text) => tokenize(text).map((tk) => `${tk.start}:${tk.text}`).join('|') !== reference(text).join('|'));
  t.same(differences.slice(0, 5), []);
  t.same(tokenize("O'Brien met Jean-Luc, rock-'n'-roll."), [
    { start: 0, end: 7, text: "O'Brien", lower: "o'brien", apostrophe: 1 },
    { start: 8, end: 11, text: 'met', lower: 'met', apostrophe: -1 },
    { start: 12, end: 20, text: 'Jean-Luc', lower: 'jean-luc', apostrophe: -1 },
    { start: 22, end: 26, text: 'rock', lower: 'rock', apostrophe: -1 },
    { start: 28, end: 29, text: 'n', lower: 'n', apostrophe: -1 },
    { start: 31, end: 35, text: 'roll', lower: 'roll', apostrophe: -1 },
  ]);
  // The last inner apostrophe, either sign: what the possessive and Turkish-ending checks read.
  t.same(tokenize("d'Artagnan’s İstanbul'da").map((token) => token.apostrophe), [10, 8]);
  // Inline emphasis tags are no words; other tags and words in angle brackets are.
  t.same(tokenize('from <b>Zorvan</b> <STRONG>K</STRONG>, <li>x</li> <b class=a>y <Maria>').map((token) => token.text), ['from', 'Zorvan', 'K', 'li', 'x', 'li', 'b', 'class', 'a', 'y', 'Maria']);
});

t.test('accent folding equals NFD without marks', async (t) => {
  const reference = (value: string): string => value.normalize('NFD').replace(/\p{M}/gu, '');
  const next = random(5);
  const differences: string[] = [];
  for (let k = 0; k < 50_000; k++) {
    let value = '';
    for (let n = 1 + Math.floor(next() * 8); n > 0; n--) value += String.fromCharCode(Math.floor(next() * (next() < 0.9 ? 0x250 : 0x2000)));
    if (foldAccents(value) !== reference(value)) differences.push(value);
  }
  t.same(differences.slice(0, 5), []);
  t.equal(foldAccents('Sandström Ørsted Łódź Ærø ß'), 'Sandstrom Ørsted Łodz Ærø ß');
});
