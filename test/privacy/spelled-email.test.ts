/** E-mail addresses written to dodge scrapers: a bracketed or spelled "at" and "dot", in the six languages; everyday "at", "punto" or "point" is not one. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers, createSpelledEmailRecognizer } from '../../src/privacy/recognizers/index.js';

const analyzer = createAnalyzer({ recognizers: [createSpelledEmailRecognizer()] });
const found = (text: string): string[] => analyzer.analyze(text).map((span) => text.slice(span.start, span.end));

const cases: [string, string[]][] = [
  ['kofi.mensah(at)gmail.com', ['kofi.mensah(at)gmail.com']],
  ['write to kofi.mensah [at] gmail [dot] com', ['kofi.mensah [at] gmail [dot] com']],
  ['email: jane (at) example (dot) org', ['jane (at) example (dot) org']],
  ['kofi dot mensah at gmail dot com', ['kofi dot mensah at gmail dot com']],
  ['Write to kofi at mensah dot co dot uk please', ['kofi at mensah dot co dot uk']],
  // A bare "at" before a domain written with dots is English; so are dots and "at" in prose.
  ['look at docs.python.org for details', []],
  ['It arrived at 5 dot 30', []],
  ['the dot at the end', []],
  ['Meet at noon (at the latest).', []],
  ['We are hosted at fly dot io', []],
  // The product's other languages: their words for "@" and ".", bracketed and plain.
  ['schreib an max.mustermann[at]beispiel[punkt]de', ['max.mustermann[at]beispiel[punkt]de']],
  ['Kontakt: max.mustermann (at) beispiel (punkt) de', ['max.mustermann (at) beispiel (punkt) de']],
  ['schreib an max at beispiel punkt de', ['max at beispiel punkt de']],
  ['max.mustermann Klammeraffe beispiel punkt de', ['max.mustermann Klammeraffe beispiel punkt de']],
  ['mi correo es juan.perez arroba ejemplo punto com', ['juan.perez arroba ejemplo punto com']],
  ['escribe a juan [arroba] ejemplo [punto] es', ['juan [arroba] ejemplo [punto] es']],
  ['écrivez à jean.dupont arobase exemple point fr', ['jean.dupont arobase exemple point fr']],
  ['scrivi a mario.rossi chiocciola esempio punto it', ['mario.rossi chiocciola esempio punto it']],
  ['scrivi a mario.rossi chiocciola gmail.com', ['mario.rossi chiocciola gmail.com']],
  ['mail naar jan.jansen apenstaartje voorbeeld punt nl', ['jan.jansen apenstaartje voorbeeld punt nl']],
  ['mail naar jan at voorbeeld punt nl', ['jan at voorbeeld punt nl']],
  ['o meu email é joao.silva arroba exemplo ponto com ponto br', ['joao.silva arroba exemplo ponto com ponto br']],
  ['MI CORREO: JUAN ARROBA EJEMPLO PUNTO COM', ['JUAN ARROBA EJEMPLO PUNTO COM']],
  // Those words in prose; a word for "@" needs a domain with a common top-level domain; a bare
  // "at" takes only the dots of the languages that write it.
  ['el punto de partida', []],
  ['à ce point, je pense que oui', []],
  ['at the point of no return', []],
  ['pesa una arroba de trigo', []],
  ['una arroba punto com', []],
  ['la chiocciola è lenta, punto e basta', []],
  ['juan arroba ejemplo punto xyzzy', []],
  ['We met Jane at Cabo point in May', []],
  ['Jane at this punto it', []],
];

t.test('spelled e-mail addresses', async (t) => {
  for (const [text, expected] of cases) t.same(found(text), expected, text);
});

t.test('in the default pipeline the whole address is one EMAIL, not the names in it', async (t) => {
  const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const texts: [string, string][] = [
    ['reach me at kofi dot mensah at gmail dot com', 'kofi dot mensah at gmail dot com'],
    ['schreib an max.mustermann[at]beispiel[punkt]de', 'max.mustermann[at]beispiel[punkt]de'],
    ['mi correo es juan.perez arroba ejemplo punto com', 'juan.perez arroba ejemplo punto com'],
    ['écrivez à jean.dupont arobase exemple point fr', 'jean.dupont arobase exemple point fr'],
    ['scrivi a mario.rossi chiocciola esempio punto it', 'mario.rossi chiocciola esempio punto it'],
  ];
  for (const [text, address] of texts) {
    t.same(full.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]), [['EMAIL', address]], text);
  }
});
