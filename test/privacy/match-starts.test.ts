/**
 * The pieces behind the analyzer's shortcuts: text profiles, match-start finders and sticky
 * matching, and the gazetteer's compact lookups (WordSet, WordTable, the phrase table's
 * two-word lookup and its filter), each against the plain structure it stands in for.
 */
import t from 'tap';
import { buildWordFlags, getLexicon } from '../../src/privacy/gazetteer/lexicon.js';
import { loadLexiconSources } from '../../src/privacy/gazetteer/lexicon-loader.js';
import { wordHash } from '../../src/privacy/gazetteer/phrase-table.js';
import { WordSet } from '../../src/privacy/gazetteer/word-set.js';
import { WordTable } from '../../src/privacy/gazetteer/word-table.js';
import {
  beforeDigitRuns,
  digitRunsOf,
  domainStarts,
  emailStarts,
  execAt,
  ibanStarts,
  ninoStarts,
  nirStarts,
  phoneStarts,
  anySchemeStarts,
  spacedEmailStarts,
  wwwStarts,
} from '../../src/privacy/recognizers/match-starts.js';
import { TextProfile } from '../../src/privacy/recognizers/text-profile.js';

t.test('text profile', async (t) => {
  const profile = new TextProfile('Call 030 1234567 or mail a@b.de, IBAN DE89 3704; fe80::1 at 10.0.0.1');
  t.same(profile.runStarts, [5, 9, 40, 43, 51, 55, 60, 63, 65, 67]);
  t.same(profile.runLengths, [3, 7, 2, 4, 2, 1, 2, 1, 1, 1]);
  t.equal(profile.digits, 24);
  t.equal(profile.digitRun, 7);
  t.ok(profile.hasAt);
  t.ok(profile.dotWord, '"b.de"');
  t.ok(profile.digitDotDigit);
  t.ok(profile.lettersDigits, '"DE89"');
  t.ok(profile.hexColons, '"::"');
  t.notOk(profile.scheme);
  t.notOk(profile.www);
  const plain = new TextProfile('Nothing to see here: no digits. Really');
  t.same([plain.digits, plain.hasAt, plain.dotWord, plain.digitDotDigit, plain.hexColons], [0, false, false, false, false]);
  t.equal(new TextProfile('ABCDEFGHIJKLMNOP').wordRun, 16);
});

t.test('match-start finders', async (t) => {
  const starts = (text: string, find: (p: TextProfile) => readonly number[]): readonly number[] => find(new TextProfile(text));
  t.same(starts('a 123-45-6789 b 1234 12 345', digitRunsOf(3, 3, '-. ')), [2]);
  t.same(starts('x 4111 1111 y 4111-2222 41111', digitRunsOf(4, 4, ' -')), [2, 7, 14, 19], 'runs of four before a space or dash');
  t.same(starts('AB123456C and AB 12 34 56 C', beforeDigitRuns([2, 3], 2, 6)), [0, 14, 15, 17, 18, 20, 21], 'two and three before runs of 2 to 6 digits');
  t.same(starts('pay DE89 3704 and 12 gb34', ibanStarts), [4, 21], 'two letters right before a digit run');
  t.same(starts('mail jane.doe+x@example.com or @b and é@x', emailStarts), [5, 38], 'the word before each @');
  t.same(starts('a.b @ c.de, x@ y.io, p @q.fr, u@v.de, @ b', spacedEmailStarts), [0, 12, 21], 'the word before a spaced @, or before its space');
  t.same(starts('see example.com/x, a.b.c.de and 1.2 and .com', domainStarts), [4, 19], 'run starts holding a dot before a letter');
  t.same(starts('go to https://x.y and ftp://z, (postgres://d)', anySchemeStarts), [6, 22, 32], 'the scheme, walked back from ://');
  t.same(starts('www.a.com or www.b.org', wwwStarts), [0, 13]);
  // "12" has no seven phone characters after it; "0132" and "0958" neither.
  t.same(starts('Ref 12 or call (415) 555-0132 or +44 20 7946 0958, 1234567', phoneStarts), [15, 16, 21, 33, 34, 37, 40, 51]);
  // A run of a million characters with a dot every other one: one start (speed is a bench/ matter).
  const long = 'a.'.repeat(500_000);
  t.same(starts(long, domainStarts), [0]);
});

t.test('sticky matching at the starts finds what a global scan finds', async (t) => {
  const text = '123-45-6789 and 123-45-67890 and 9123-45-6789 and 123-45-6789';
  const source = String.raw`(?<![\d.-])\d{3}([-. ])\d{2}\1\d{4}(?![\d]|[.-]\d)`;
  const global = [...text.matchAll(new RegExp(source, 'g'))].map((m) => `${m.index}:${m[0]}`);
  const sticky: string[] = [];
  execAt(new RegExp(source, 'y'), text, digitRunsOf(3, 3, '-. ')(new TextProfile(text)), (m) => sticky.push(`${m.index}:${m[0]}`));
  t.same(sticky, global);
  t.same(global, ['0:123-45-6789', '50:123-45-6789']);
});

/** The recognizers' regexes (copies) with their finders, and generators of near-matches. */
function finderCases(next: () => number): [string, RegExp, (p: TextProfile) => readonly number[], () => string][] {
  const pick = (values: readonly string[]): string => values[Math.floor(next() * values.length)] ?? '';
  const digits = (n: number): string => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  const gap = (): string => (next() < 0.45 ? ' ' : next() < 0.8 ? '' : pick(['-', '.']));
  const word = (): string => pick(['a', 'bé', 'x1', 'my-host', 'ſ', '\u212a', '😀', 'mail', '..', '.', '%', '+', '_', '-']);
  return [
    ['nir', /(?<![\p{L}\p{N}])[1-478] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}(?![\p{L}\p{N}])/giu, nirStarts,
      () => pick(['1', '2', '3', '4', '7', '8', '9']) + gap() + digits(2) + gap() + digits(2) + gap() + (next() < 0.3 ? pick(['2A', '2B']) : digits(2)) + gap() + digits(3) + gap() + digits(3) + gap() + digits(2)],
    ['nir with dots or dashes', /(?<![\p{L}\p{N}]|\p{N}[.-])[1-478]([.-])\d{2}\1\d{2}\1(?:\d{2}|2[AB])\1\d{3}\1\d{3}(?:\1| )\d{2}(?![\p{L}\p{N}]|[.-]\p{N})/giu, nirStarts,
      () => { const s = pick(['-', '.']); return pick(['1', '2', '7', '9']) + s + digits(2) + s + digits(2) + (next() < 0.8 ? s : gap()) + (next() < 0.3 ? pick(['2A', '2b']) : digits(2)) + s + digits(3) + s + digits(3) + pick([s, ' ']) + digits(2); }],
    ['nino', /(?<![\p{L}\p{N}])[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![\p{L}\p{N}])/giu, ninoStarts,
      () => pick([...'ABCEGHKQSZ', 'ſ', '\u212a']) + pick([...'ABKOS']) + gap() + digits(2) + gap() + digits(2) + gap() + digits(2) + gap() + pick([...'ABDE'])],
    ['nino with dashes or dots', /(?<![\p{L}\p{N}]|[\p{L}\p{N}][.-])[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]([.-])(?:\d{2}\1\d{2}\1\d{2}|\d{6})\1[A-D](?![\p{L}\p{N}]|[.-][\p{L}\p{N}])/giu, ninoStarts,
      () => { const s = pick(['-', '.']); return pick([...'ABCEGHKQSZ', 'ſ', '\u212a']) + pick([...'ABKOS']) + s + (next() < 0.3 ? digits(6) : digits(2) + s + digits(2) + (next() < 0.8 ? s : gap()) + digits(2)) + s + pick([...'ABDE']); }],
    ['card', /(?<![\d-])\d{4}([ -])\d{4}\1\d{4}\1\d{1,7}(?![\d]|-\d)/g, digitRunsOf(4, 4, ' -'),
      () => { const s = pick([' ', '-']); return digits(4) + s + digits(4) + (next() < 0.8 ? s : gap()) + digits(4) + s + digits(1 + Math.floor(next() * 8)); }],
    ['card of twelve digits', /(?<![\d+-]|\d[ .-]{1,3})\d{4}( {1,2}| ?[.-] ?)\d{4}\1\d{4}(?![\d]|[.-]\d|\1\d{4})/g, digitRunsOf(4, 4, ' -.'),
      () => { const s = pick([' ', '-', '.', ' - ', '  ']); return digits(4) + s + digits(4) + (next() < 0.8 ? s : gap()) + digits(4) + (next() < 0.3 ? s + digits(1 + Math.floor(next() * 5)) : ''); }],
    ['card in two groups', /(?<![\d+-]|\d[ .-]{1,3})\d{4}(?:\d{2})?( {1,2}| ?[.-] ?)\d{13,15}(?![\d]|[.-]\d|\1\d{4})/g, digitRunsOf(4, 6, ' -.'),
      () => digits(next() < 0.5 ? 4 : 6) + pick([' ', '-', '.', ' - ']) + digits(12 + Math.floor(next() * 5))],
    ['codice fiscale with spaces', /(?<![\p{L}\p{N}])[A-Z]{3} ?[A-Z]{3} ?\d[0-9LMNPQRSTUV][ABCDEHLMPRST][0-9LMNPQRSTUV]{2} ?[A-Z][0-9LMNPQRSTUV]{3}[A-Z](?![\p{L}\p{N}])/giu, beforeDigitRuns([6, 7, 8], 1, 2),
      () => pick(['RSS', 'ſab', 'x\u212aZ', 'AB']) + (next() < 0.5 ? ' ' : '') + pick(['MRA', 'abc', 'Q']) + (next() < 0.5 ? ' ' : '') + digits(1) + pick(['5', 'L', '']) + pick(['T', 'a', 'Z']) + pick(['10', 'M1', '4']) + (next() < 0.5 ? ' ' : '') + pick(['A', 'z']) + pick(['562', '5M2', '56']) + pick(['S', 'k'])],
    ['ipv4', /(?<![\p{L}\p{N}.])(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?(?![\p{L}\p{N}]|\.\d)/gu, digitRunsOf(1, 3, '.'),
      () => [digits(1 + Math.floor(next() * 4)), digits(1 + Math.floor(next() * 3)), digits(1 + Math.floor(next() * 3))].join('.') + (next() < 0.8 ? '.' : '') + digits(2)],
    ['email', /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+[@\uFF20](?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?[.\uFF0E])+(?:[\p{L}]{2,24}|xn--[a-z0-9-]{2,59})(?![\p{L}\p{N}-]|[.\uFF0E][\p{L}\p{N}])/gu, emailStarts,
      () => word() + (next() < 0.5 ? '.' : '') + word() + pick(['@', '@', '\uFF20']) + word() + pick(['.', '.', '\uFF0E']) + word() + (next() < 0.5 ? `.${pick(['com', 'de', 'xn--abc'])}` : '')],
    ['spaced email', /(?<![\p{L}\p{N}._%+-])(?<![\p{L}\p{N}]['’])[\p{L}\p{N}._%+-]+(?:['’][\p{L}\p{N}._%+-]+)*(?: [@\uFF20] ?|[@\uFF20] )(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?[.\uFF0E])+(?:[\p{L}]{2,24}|xn--[a-z0-9-]{2,59})(?![\p{L}\p{N}-]|[.\uFF0E][\p{L}\p{N}])(?!\()/gu, spacedEmailStarts,
      () => word() + pick(["'", '', '']) + word() + pick([' @ ', ' @', '@ ', '@', ' \uFF20 ', '\uFF20 ']) + word() + pick(['.', '.', '\uFF0E']) + word() + (next() < 0.5 ? `.${pick(['com', 'de', 'xn--abc'])}` : '') + pick(['', '', '('])],
    ['domain', /(?<![\p{L}\p{N}./@:-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,62}[\p{L}\p{N}])?\.)+(?:com|org|de|io|co|uk)(?![\p{L}\p{N}@-])(?:[/?#][^\s<>"'`{}|\\^]*)?/giu, domainStarts,
      () => (next() < 0.2 ? '/' : '') + word() + '.' + word() + '.' + pick(['com', 'DE', 'io', 'co', 'ſe', 'uk']) + (next() < 0.3 ? `/p?q#${word()}` : '')],
    ['iban', /(?<![\p{L}\p{N}])[A-Za-z]{2}\d{2}(?:[ -]?[A-Za-z0-9]{4}){2,7}(?:[ -]?[A-Za-z0-9]{1,3})?(?![\p{L}\p{N}])/gu, ibanStarts,
      () => pick(['DE', 'gb', 'Fr', 'X']) + digits(2) + gap() + digits(4) + gap() + 'AB12' + gap() + digits(4) + (next() < 0.5 ? gap() + digits(3) : '')],
    ['phone', /(?<![\p{L}\p{N}+_/.:-])(?:\+|00)?\(?\d[\d \t().\-/]{5,22}\d(?:[ \t]?(?:x|ext\.?|#)[ \t]?\d{1,6})?(?![\p{L}\p{N}]|[.:/-]\d)/gu, phoneStarts,
      () => pick(['+', '00', '', '', '']) + (next() < 0.3 ? `(${digits(3)})` : digits(3)) + gap() + digits(3) + gap() + digits(4) + (next() < 0.1 ? ` x${digits(3)}` : '')],
  ];
}

t.test('finders never miss a start of their regex', async (t) => {
  const next = ((seed: number) => () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32)(17);
  const noise = [...'123478905 AabQſ.-()+/é', '\u212a', '00', '2A', '  '];
  for (const [name, regex, finder, shaped] of finderCases(next)) {
    const sticky = new RegExp(regex.source, `${regex.flags.replace('g', '')}y`);
    let differences = 0;
    let matched = 0;
    for (let k = 0; k < 10_000; k++) {
      let text = '';
      for (let n = 2 + Math.floor(next() * 8); n > 0; n--) {
        text += next() < 0.5 ? (noise[Math.floor(next() * noise.length)] ?? '') : `${next() < 0.7 ? ' ' : ''}${shaped()}${next() < 0.7 ? ' ' : ''}`;
      }
      const global = [...text.matchAll(new RegExp(regex.source, regex.flags))].map((m) => `${m.index}:${m[0]}`);
      const found: string[] = [];
      execAt(sticky, text, finder(new TextProfile(text)), (m) => found.push(`${m.index}:${m[0]}`));
      if (global.length > 0) matched++;
      if (global.join('|') !== found.join('|')) differences++;
    }
    t.equal(differences, 0, `${name}: ${matched} texts with matches`);
    t.ok(matched > 1000, `${name}: the generator makes matches`);
  }
});

t.test('WordSet answers as a Set', async (t) => {
  const words = ['mr', 'mrs', 'dr', 'fräulein', 'señora', 'a', 'x'.repeat(40)];
  const set = new WordSet(words);
  const probes = [...words, 'ms', 'mx', 'd', 'dra', 'fraulein', '', 'x'.repeat(40), 'x'.repeat(39), 'A', 'MR', '😀'];
  for (const probe of probes) t.equal(set.has(probe), words.includes(probe), JSON.stringify(probe));
  set.add('ms');
  t.ok(set.has('ms'), 'added later');
  set.delete('mr');
  t.notOk(set.has('mr'), 'deleted');
  t.equal(set.size, words.length);
});

t.test('the lexicon word table equals the map it was built from', async (t) => {
  const lexicon = getLexicon();
  const flagsOf = buildWordFlags(loadLexiconSources().names());
  t.equal(lexicon.words.size, flagsOf.size);
  const differences: string[] = [];
  for (const [word, flags] of flagsOf) {
    if (lexicon.words.get(word) !== flags || lexicon.words.get(word, wordHash(word)) !== flags) differences.push(word);
  }
  for (const word of ['', 'zzqx', 'annaa', 'müllerr', 'new york']) {
    if (lexicon.words.get(word) !== flagsOf.get(word)) differences.push(word);
  }
  t.same(differences.slice(0, 5), []);
  const small = new WordTable(new Map([['anna', 1], ['müller', 2], ['', 4]]));
  t.equal(small.get('anna'), 1);
  t.equal(small.get('müller'), 2);
  t.equal(small.get(''), 4);
  t.equal(small.get('ann'), undefined);
});

t.test('two-word lookups of the phrase table', async (t) => {
  const table = getLexicon().phrases;
  const pairs = ['new york', 'san jose', 'bank of', 'costa rica', 'el salvador', 'hong kong'];
  for (const key of pairs) {
    const [a = '', b = ''] = key.split(' ');
    t.equal(table.firstPair(a, b), table.first(key), key);
    t.equal(table.firstPair(a, b, wordHash(a)), table.first(key), `${key}, hash given`);
    if (table.first(key) !== -1) t.ok(table.mayStartPair(wordHash(a)), `${a} may start a pair`);
  }
  t.not(table.first('new york'), -1);
  t.equal(table.firstPair('new', 'yorkk'), -1);
  // Every two-word key's first word passes the filter.
  let missed = 0;
  let checked = 0;
  for (let id = 0; id < table.size; id++) {
    const text = table.text(id);
    const space = text.indexOf(' ');
    if (space === -1) continue;
    checked++;
    if (!table.mayStartPair(wordHash(text.slice(0, space)))) missed++;
  }
  t.equal(missed, 0, `${checked} multi-word entries`);
});
