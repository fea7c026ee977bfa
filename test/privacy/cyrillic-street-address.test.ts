/** Street addresses of Russia, Ukraine, Belarus and Kazakhstan, in Cyrillic and transliterated, with their postcodes. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createCyrillicStreetAddressRecognizer, createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';
import { checkRecognizer } from '../helpers/recognizer-cases.js';

checkRecognizer('Cyrillic street addresses', createCyrillicStreetAddressRecognizer(), [
  // Street word, name, house, and the parts inside the building.
  ['Адрес: ул. Тверская, д. 7, кв. 12', [['ADDRESS', 'ул. Тверская, д. 7, кв. 12']]],
  ['улица Ленина дом 5/2', [['ADDRESS', 'улица Ленина дом 5/2']]],
  ['Пишите на пр-т Мира, 15', [['ADDRESS', 'пр-т Мира, 15']]],
  ['Київ, вул. Хрещатик, 22, кв. 10', [['ADDRESS', 'вул. Хрещатик, 22, кв. 10']]],
  ['Я живу на ул. 8 Марта 14а.', [['ADDRESS', 'ул. 8 Марта 14а']]],
  ['125009, г. Москва, ул. Тверская, д.7, корп. 2, кв. 15', [['ADDRESS', '125009'], ['ADDRESS', 'ул. Тверская, д.7, корп. 2, кв. 15']]],
  // Name first: "Невский проспект".
  ['Невский проспект, д. 28, кв. 5, Санкт-Петербург', [['ADDRESS', 'Невский проспект, д. 28, кв. 5']]],
  ['Офис: Ленинградское шоссе, 16А, стр. 3', [['ADDRESS', 'Ленинградское шоссе, 16А, стр. 3']]],
  // Transliterated.
  ['Send it to Leninsky prospekt 45, apt 12', [['ADDRESS', 'Leninsky prospekt 45, apt 12']]],
  ['He lives at Nevsky Prospekt 28 in St Petersburg', [['ADDRESS', 'Nevsky Prospekt 28']]],
  ['ul. Tverskaya, d. 7, kv. 12, Moscow', [['ADDRESS', 'ul. Tverskaya, d. 7, kv. 12']]],
  // The postcode of such an address, on its line; six digits elsewhere are no postcode.
  ['ул. Тверская, д. 7, Москва, 125009', [['ADDRESS', 'ул. Тверская, д. 7'], ['ADDRESS', '125009']]],
  ['ул. Тверская, д. 7\nЗаказ 125009 оплачен', [['ADDRESS', 'ул. Тверская, д. 7']]],
  ['Заказ 125009, Москва', []],
  ['125009, г.Москва, ул. Тверская, д. 7', [['ADDRESS', '125009'], ['ADDRESS', 'ул. Тверская, д. 7']]],
  ['вул. Хрещатик, 22, кв. 5, Київ, 01001', [['ADDRESS', 'вул. Хрещатик, 22, кв. 5'], ['ADDRESS', '01001']]],
  // Only the town, region or country between them: other words say the number is something else.
  ['ул. Тверская, д. 7, сумма 150000 руб.', [['ADDRESS', 'ул. Тверская, д. 7']]],
  ['Заказ 125009 на ул. Тверская, д. 7', [['ADDRESS', 'ул. Тверская, д. 7']]],
  ['ул. Ленина, д. 7, индекс 123456', [['ADDRESS', 'ул. Ленина, д. 7'], ['ADDRESS', '123456']]],
  ['ул. Ленина, д. 7, Москва (Россия) 123456', [['ADDRESS', 'ул. Ленина, д. 7'], ['ADDRESS', '123456']]],
  // A street without its house, a lower-case name, words that only look like street words.
  ['В 2023 году мы переехали на Садовую улицу.', []],
  ['на ул. тверская 7 пробка', []],
  ['Мы обсуждали пункт 12 на встрече', []],
  ['per Article 5 of the contract', []],
  ['pr Review 12 is merged', []],
]);

t.test('in the default pipeline the street is an address and the town a location', async (t) => {
  const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const text = 'Моя адрес: ул. Тверская, д. 7, кв. 12, Москва, 125009';
  t.same(
    full.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]),
    [['ADDRESS', 'ул. Тверская, д. 7, кв. 12'], ['LOCATION', 'Москва'], ['ADDRESS', '125009']],
  );
});

t.test('a long list of addresses: each street with its own postcode, every one found', async (t) => {
  const lines = Array.from({ length: 500 }, (_, i) => `${100000 + i}, г. Москва, ул. Тверская, д. ${(i % 90) + 1}`);
  const text = lines.join('\n');
  const spans = createCyrillicStreetAddressRecognizer().detect(text, {});
  t.equal(spans.length, 1000);
  const postcodes = spans.filter((span) => /^\d+$/.test(text.slice(span.start, span.end)));
  t.same(postcodes.map((span) => text.slice(span.start, span.end)), lines.map((_, i) => String(100000 + i)));
});
