/**
 * A person named in full and then by a short form of the name ("Oluwaseun Bakare" ... "Seun",
 * "Maximiliane" ... "Maxi"), a first name before a quoted nickname and a surname (`Bongani
 * "Bongi" Mthembu`). Each table holds what must be masked and the look-alikes that must stay.
 */
import t, { type Test } from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';
import { addRepeatedMentions } from '../../src/privacy/repeated-mentions.js';
import type { Span } from '../../src/privacy/types.js';

const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
/** The PERSON spans of the gateway's pipeline (the analyzer, then repeated mentions), as their text. */
const persons = (text: string): string[] => {
  const [spans = []] = addRepeatedMentions([text], [full.analyze(text)]);
  return spans.filter((span) => span.type === 'PERSON').map((span) => text.slice(span.start, span.end));
};
type Cases = [text: string, expected: string[]][];
const check = (t: Test, cases: Cases): void => {
  for (const [text, expected] of cases) t.same(persons(text), expected, JSON.stringify(text));
};
const person = (start: number, end: number): Span => ({ type: 'PERSON', start, end, score: 0.85, source: 'test' });

t.test('a short form of a name found in the same request is the same person', async (t) => {
  const text = 'owners:\n  - name: Oluwaseun Bakare\n    role: tech-lead\nescalation: "page Seun first"';
  t.same(persons(text), ['Oluwaseun Bakare', 'Seun']);
  // The opening of a name, and its ending of four letters or more.
  const [spans = []] = addRepeatedMentions(['Maximiliane Korbel wrote. Maxi agrees, and so does Liane.'], [[person(0, 18)]]);
  const written = 'Maximiliane Korbel wrote. Maxi agrees, and so does Liane.';
  t.same(
    spans.map((span) => written.slice(span.start, span.end)),
    ['Maximiliane Korbel', 'Maxi', 'Liane'],
  );
});

t.test('a word that merely opens or ends a name stays', async (t) => {
  const cases: Array<[text: string, span: [number, number], expected: string[]]> = [
    // Everyday words, however they are spelt.
    ['Andrea Novak called. And then she left.', [0, 12], ['Andrea Novak']],
    ['Supported Novak called. Support is closed.', [0, 15], ['Supported Novak']],
    // Three letters no list knows as a first name ("Ang" of "Angel" is Tagalog's article).
    ['Ang Angel Novak', [4, 15], ['Angel Novak']],
    // Written in small letters, or glued to more letters.
    ['Oluwaseun Bakare called. the seun of it. Seunfield', [0, 16], ['Oluwaseun Bakare']],
    // The name itself less one letter: no short form.
    ['Kristina Novak called. Kristin too.', [0, 14], ['Kristina Novak']],
  ];
  for (const [text, [start, end], expected] of cases) {
    const [spans = []] = addRepeatedMentions([text], [[person(start, end)]]);
    t.same(
      spans.map((span) => text.slice(span.start, span.end)),
      expected,
      JSON.stringify(text),
    );
  }
});

t.test('a first name and a quoted nickname before a surname are one person', async (t) => {
  check(t, [
    ['Thanks!\n-- \nBongani "Bongi" Mthembu\nField Engineer, Durban', ['Bongani "Bongi" Mthembu']],
    ['Jane "JJ" Doe signed.', ['Jane "JJ" Doe']],
  ]);
  // An everyday word before the quotes is no first name.
  check(t, [['Press "Save" Mthembu', ['Mthembu']]]);
});

t.test('a nickname in guillemets, a quoted nickname alone before a surname or before the name in brackets, and the nickname later alone', async (t) => {
  check(t, [
    ['10 Baptiste « Titi » Lamarque', ['Baptiste « Titi » Lamarque']],
    ["Ollie Whitcombe, Priyanka Desai, 'Sully' O'Sullivan, Marcus Fenn", ['Ollie Whitcombe', 'Priyanka Desai', "'Sully' O'Sullivan", 'Marcus Fenn']],
    ['1 Gaëtan Lafitte - 2 « Bébert » (Hubert Casanova) - 3 Sione Taufa', ['Gaëtan Lafitte', 'Bébert', 'Hubert Casanova', 'Sione Taufa']],
    ["band: Marcus 'Moz' Ferreira (gtr)\n- bride wants 'September' (Moz hates it lol)", ["Marcus 'Moz' Ferreira", 'Moz']],
  ]);
  // Quotes that do not close as they opened, and a quoted title before a word, are no nickname.
  check(t, [["the 'Save\" Mthembu", ['Mthembu']], ["we sang 'September' Brown said", ['Brown']]]);
});
