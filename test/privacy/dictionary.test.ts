/** Custom dictionaries: deny recognizer (whole words, folding, offsets, longest match) and allow matcher. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { foldToken, tokenizeText } from '../../src/privacy/recognizers/dictionary-text.js';
import {
  createAllowMatcher,
  createDictionaryRecognizer,
  type DictionaryDefinition,
  type DictionarySpan,
} from '../../src/privacy/recognizers/dictionary.js';

let nextId = 0;
function dictionary(terms: (string | [string, string])[], options: Partial<DictionaryDefinition> = {}): DictionaryDefinition {
  nextId++;
  return {
    id: `d${nextId}`,
    name: options.name ?? `dict${nextId}`,
    entityType: options.entityType ?? 'PROJECT',
    kind: options.kind ?? 'deny',
    terms: terms.map((term) => (typeof term === 'string' ? { term } : { term: term[0], canonicalId: term[1] })),
    caseSensitive: options.caseSensitive ?? false,
    diacriticSensitive: options.diacriticSensitive ?? false,
  };
}

function found(dictionaries: DictionaryDefinition[], text: string): string[] {
  return createDictionaryRecognizer(dictionaries)
    .detect(text, {})
    .map((s) => text.slice(s.start, s.end));
}

const insensitive = { caseSensitive: false, diacriticSensitive: false };
const sensitive = { caseSensitive: true, diacriticSensitive: true };

type Case = [string, (string | [string, string])[], Partial<DictionaryDefinition>, string, string[]];
const cases: Case[] = [
  // Whole words only.
  ['plain word', ['Acme'], {}, 'Acme and acme, but not Acme42, Acmes or xAcme.', ['Acme', 'acme']],
  ['word before punctuation', ['Acme'], {}, "Acme's stock (Acme) Acme-Corp", ['Acme', 'Acme', 'Acme']],
  // Multi-word terms: any whitespace between words, longest match first.
  ['multi-word', ['New York', 'New York City'], {}, 'From New York City to New  York and New\nYork.', ['New York City', 'New  York', 'New\nYork']],
  ['leftmost-longest', ['New York', 'York University'], {}, 'New York University', ['New York']],
  // Symbols inside a term must match the same way: "AT&T" is not "AT & T".
  ['symbols', ['AT&T', 'C++'], {}, 'AT&T, AT & T, C++ and C+', ['AT&T', 'C++']],
  ['typographic apostrophe', ["O'Brien"], {}, 'Ask O’Brien or O\'Brien', ['O’Brien', "O'Brien"]],
  // Case.
  ['case-sensitive', ['Apollo'], { caseSensitive: true }, 'Apollo, APOLLO, apollo', ['Apollo']],
  ['case-insensitive sharp s', ['Straße'], insensitive, 'STRASSE and Strasse and straße', ['STRASSE', 'Strasse', 'straße']],
  // Diacritics.
  ['diacritic-insensitive', ['Müller'], insensitive, 'Muller, MÜLLER, Mu\u0308ller', ['Muller', 'MÜLLER', 'Mu\u0308ller']],
  ['diacritic-sensitive', ['Müller'], { diacriticSensitive: true }, 'Muller, müller, Mu\u0308ller', ['müller', 'Mu\u0308ller']],
  ['école', ['ecole'], insensitive, "L'ÉCOLE and l'École", ['ÉCOLE', 'École']],
  ['letters without marks', ['Orsted', 'Lodz', 'Aero'], insensitive, 'Ørsted, Łódź, Ærø', ['Ørsted', 'Łódź', 'Ærø']],
  ['ligature', ['office'], insensitive, 'the oﬃce', ['oﬃce']],
  ['fully sensitive', ['Zoë'], sensitive, 'Zoe, zoë, Zoë, Zoe\u0308', ['Zoë', 'Zoe\u0308']],
  // Offsets stay UTF-16 offsets into the original text.
  ['after emoji', ['Ærø'], insensitive, '😀😀 aero', ['aero']],
  ['CJK characters are tokens', ['東京'], {}, '東京都に住む', ['東京']],
  // Invisible characters inside a word do not hide it.
  ['soft hyphen', ['Mueller'], insensitive, 'Muel\u00adler', ['Muel\u00adler']],
  // An emoji's variation selector, joiner or keycap belongs to it: such a term matches as written,
  // and with or without the selector phones add.
  ['emoji selector', ['\u2764\ufe0f Club', '\u2764 Hub'], insensitive, 'x \u2764\ufe0f Club, \u2764\ufe0f Hub, \u2764 Club', ['\u2764\ufe0f Club', '\u2764\ufe0f Hub', '\u2764 Club']],
  ['emoji selector, sensitive', ['Team \u2764\ufe0f'], sensitive, 'the Team \u2764\ufe0f! Team \u2764', ['Team \u2764\ufe0f', 'Team \u2764']],
  ['emoji joined', ['\ud83d\udc69\u200d\ud83d\udcbb Team'], insensitive, '\ud83d\udc69\u200d\ud83d\udcbb Team and \ud83d\udc69 Team', ['\ud83d\udc69\u200d\ud83d\udcbb Team']],
  ['keycap', ['1\ufe0f\u20e3 Pizza'], insensitive, 'order at 1\ufe0f\u20e3 Pizza', ['1\ufe0f\u20e3 Pizza']],
  // A joiner between anything but two pictographs hides nothing.
  ['joiner in CJK', ['東京'], {}, '東京\u200d都に住む (\u200d東京) ☎\u200d東京', ['東京', '東京', '東京']],
];

t.test('deny terms', async (t) => {
  for (const [name, terms, options, text, expected] of cases) {
    t.same(found([dictionary(terms, options)], text), expected, name);
  }
});

t.test('span fields: type, score, source, canonical ID', async (t) => {
  const recognizer = createDictionaryRecognizer([
    dictionary([['IBM', 'Q37156'], ['International Business Machines', 'Q37156'], 'Big Blue'], { name: 'clients', entityType: 'ORGANIZATION' }),
  ]);
  t.same(recognizer.entities, ['ORGANIZATION']);
  const text = 'IBM (International Business Machines), aka Big Blue';
  const spans = recognizer.detect(text, {}) as DictionarySpan[];
  t.same(
    spans.map((s) => [text.slice(s.start, s.end), s.type, s.score, s.source, s.canonicalId]),
    [
      ['IBM', 'ORGANIZATION', 1, 'dictionary:clients', 'Q37156'],
      ['International Business Machines', 'ORGANIZATION', 1, 'dictionary:clients', 'Q37156'],
      ['Big Blue', 'ORGANIZATION', 1, 'dictionary:clients', undefined],
    ],
  );
  t.notOk('canonicalId' in (spans[2] ?? {}), 'no undefined property');
});

t.test('across dictionaries: longest wins, then the first dictionary', async (t) => {
  const people = dictionary(['Jane Doe'], { entityType: 'PERSON', name: 'people', caseSensitive: true });
  const projects = dictionary(['Jane Doe Initiative', 'jane doe'], { entityType: 'PROJECT', name: 'projects' });
  const recognizer = createDictionaryRecognizer([people, projects]);
  const text = 'The Jane Doe Initiative, and Jane Doe herself.';
  t.same(
    recognizer.detect(text, {}).map((s) => [text.slice(s.start, s.end), s.type]),
    [['Jane Doe Initiative', 'PROJECT'], ['Jane Doe', 'PERSON']],
  );
  const reversed = createDictionaryRecognizer([projects, people]);
  t.same(reversed.detect('Jane Doe', {}).map((s) => s.type), ['PROJECT']);
});

t.test('allow dictionaries are not deny terms, and empty terms are ignored', async (t) => {
  t.same(found([dictionary(['Acme'], { kind: 'allow' })], 'Acme'), []);
  t.same(found([dictionary(['', '   ', '--'])], 'a -- b'), ['--']);
  t.same(createDictionaryRecognizer([]).detect('anything', {}), []);
});

t.test('allow matcher', async (t) => {
  const allow = createAllowMatcher([
    dictionary(['Acme Corp', 'Zoë'], { kind: 'allow' }),
    dictionary(['OpenAI'], { kind: 'allow', caseSensitive: true, diacriticSensitive: true }),
    dictionary(['Secret'], { kind: 'deny' }),
  ]);
  t.ok(allow('Acme Corp'));
  t.ok(allow('  ACME   corp '), 'case and whitespace');
  t.ok(allow('Zoe'), 'diacritics folded');
  t.ok(allow('OpenAI'));
  t.notOk(allow('openai'), 'case-sensitive dictionary');
  t.notOk(allow('Acme'), 'whole term only');
  t.notOk(allow('Acme Corp Ltd'));
  t.notOk(allow('Secret'), 'deny terms are not allowed');
  t.notOk(createAllowMatcher([])('x'));
});

t.test('tokenizer and folding', async (t) => {
  const text = 'Dr. Who’s  AT&T\n東京';
  const tokens = tokenizeText(text);
  t.same(tokens.starts.map((s, i) => text.slice(s, tokens.ends[i])), ['Dr', '.', 'Who', '’', 's', 'AT', '&', 'T', '東', '京']);
  t.same(tokens.spaced, [0, 0, 1, 0, 0, 1, 0, 0, 1, 0]);
  t.equal(foldToken('İstanbul', { caseSensitive: false, diacriticSensitive: true }), 'istanbul');
  t.equal(foldToken('ΟΔΟΣ', { caseSensitive: false, diacriticSensitive: false }), 'οδοσ');
  t.equal(foldToken('ﬁnal', { caseSensitive: true, diacriticSensitive: true }), 'final');
  const emoji = 'a\u2764\ufe0f \ud83d\udc69\u200d\ud83d\udcbb\ud83d\udc4d\ud83c\udffd';
  const emojiTokens = tokenizeText(emoji);
  t.same(
    emojiTokens.starts.map((s, i) => emoji.slice(s, emojiTokens.ends[i])),
    ['a', '\u2764\ufe0f', '\ud83d\udc69\u200d\ud83d\udcbb', '\ud83d\udc4d\ud83c\udffd'],
    'an emoji keeps its selector, joined symbol and skin tone',
  );
});

t.test('analyzer: per-call dictionaries and allow rules', async (t) => {
  const base = {
    name: 'fixed',
    entities: ['PERSON'],
    languages: '*' as const,
    detect: (text: string) => {
      const start = text.indexOf('Ada');
      return start === -1 ? [] : [{ type: 'PERSON', start, end: start + 3, score: 0.6, source: 'fixed' }];
    },
  };
  const analyzer = createAnalyzer({ recognizers: [base], entities: ['PERSON'] });
  const projects = createDictionaryRecognizer([dictionary(['Bluebird'], { name: 'projects' })]);
  const text = 'Ada works on Bluebird.';
  const types = (spans: { type: string }[]): string[] => spans.map((s) => s.type);
  t.same(types(analyzer.analyze(text)), ['PERSON'], 'no dictionaries: unchanged');
  // The analyzer's default entities do not hide a dictionary's own type...
  t.same(types(analyzer.analyze(text, { extraRecognizers: [projects] })), ['PERSON', 'PROJECT']);
  // ...but an explicit list for the call does.
  t.same(types(analyzer.analyze(text, { extraRecognizers: [projects], entities: ['PERSON'] })), ['PERSON']);
  t.same(types(analyzer.analyze(text, { extraRecognizers: [projects], entities: ['PROJECT'] })), ['PROJECT']);
  const isAllowed = createAllowMatcher([dictionary(['ada'], { kind: 'allow' })]);
  t.same(types(analyzer.analyze(text, { extraRecognizers: [projects], isAllowed })), ['PROJECT']);
  const seen: [string, string][] = [];
  analyzer.analyze(text, { isAllowed: (spanText, type) => (seen.push([spanText, type]), false) });
  t.same(seen, [['Ada', 'PERSON']], 'isAllowed gets the span text and type');
  // Other calls are not affected by a previous call's dictionaries.
  t.same(types(analyzer.analyze(text)), ['PERSON']);
});

t.test('a dictionary hit beats an overlapping name guess', async (t) => {
  const guess = {
    name: 'guess',
    entities: ['LOCATION'],
    languages: '*' as const,
    detect: () => [{ type: 'LOCATION', start: 0, end: 6, score: 0.9, source: 'guess' }],
  };
  const analyzer = createAnalyzer({ recognizers: [guess] });
  const people = createDictionaryRecognizer([dictionary(['Paris Hilton'], { entityType: 'PERSON' })]);
  const spans = analyzer.analyze('Paris Hilton arrived', { extraRecognizers: [people] });
  t.same(spans.map((s) => [s.type, s.start, s.end]), [['PERSON', 0, 12]]);
});

t.test('10,000 terms: every occurrence in a megabyte of text is found', async (t) => {
  // Speed is measured in bench/ (timing never goes in a test); this checks the large case is right.
  const terms: string[] = [];
  for (let i = 0; i < 10_000; i++) terms.push(i % 3 === 0 ? `Project ${i.toString(36)} Alpha` : `Kunde${i.toString(36)}`);
  const recognizer = createDictionaryRecognizer([dictionary(terms), dictionary(terms.slice(0, 100), { caseSensitive: true, diacriticSensitive: true })]);
  const sentence = 'Der Kunde Kunde1 hat mit Project 0 Alpha und der Müller GmbH über Straße, Café und Preise gesprochen. ';
  const text = sentence.repeat(Math.ceil(1_000_000 / sentence.length));
  const spans = recognizer.detect(text, {});
  t.equal(spans.length, 2 * Math.ceil(1_000_000 / sentence.length));
});
