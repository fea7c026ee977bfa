/** Rosters of codes and full names (name-rosters.ts) and the names that end letters (letter-signatures.ts). */
import t from 'tap';
import { createLetterSignaturesRecognizer } from '../../src/privacy/recognizers/letter-signatures.js';
import { createNameRostersRecognizer } from '../../src/privacy/recognizers/name-rosters.js';

const rosters = createNameRostersRecognizer();
const signatures = createLetterSignaturesRecognizer();
const found = (recognizer: typeof rosters, text: string): string[] => recognizer.detect(text, {}).map((span) => text.slice(span.start, span.end));

t.test("a team sheet's and a class list's names after their codes", async (t) => {
  const sheet = ['Starting XI', '', 'GK  Quilla Marrowby', 'RB  Tobenna Askwith (c)', 'CB  Maja Kowalczyk', 'CM  Ellie "Dash" Vantreese', 'ST  Orsolya Brenvik', '', 'Meet at 9:45'].join('\n');
  t.same(found(rosters, sheet), ['Quilla Marrowby', 'Tobenna Askwith', 'Maja Kowalczyk', 'Ellie "Dash" Vantreese', 'Orsolya Brenvik']);
  t.same(found(rosters, ['1\tKwabena Ofori', '2\tLiesel Drummarck', '3\tTamsin Okonjo'].join('\n')), ['Kwabena Ofori', 'Liesel Drummarck', 'Tamsin Okonjo'], 'numbers and tabs');
});

t.test('codes before places, products and short lists are no roster', async (t) => {
  t.same(found(rosters, ['LHR  London Heathrow', 'CDG  Paris Charles', 'AMS  Amsterdam Schiphol'].join('\n')), []);
  t.same(found(rosters, ['A1  Blue Widget', 'A2  Red Widget', 'A3  Green Gadget'].join('\n')), []);
  t.same(found(rosters, ['GK  Quilla Marrowby', 'RB  Tobenna Askwith'].join('\n')), [], 'two lines are no roster');
  t.same(found(rosters, ['GK  Quilla Marrowby', 'RB  Tobenna Askwith', 'CB  Orsolya Brenvik'].join('\n')), [], 'no listed name among them');
});

t.test('the name that ends a letter, under a blank line or its office', async (t) => {
  const note = ['Madame, Monsieur,', '', 'Votre enfant a oublié son cahier.', '', 'Merci de signer ce mot.', '', 'Ombeline Varsac'].join('\n');
  t.same(found(signatures, note), ['Ombeline Varsac']);
  const office = ['Geachte heer Dekker,', '', 'Uw aanvraag is ontvangen.', '', 'Met vriendelijke groet,', 'namens het college,', 'Jorrit Vandermeulen', 'Teamleider Vergunningen'].join('\n');
  t.same(found(signatures, office), ['Jorrit Vandermeulen']);
});

t.test('no salutation, a closing line of words, or a name inside the last paragraph is no signature', async (t) => {
  t.same(found(signatures, ['Notes from the call', '', 'Ombeline Varsac'].join('\n')), [], 'no letter');
  t.same(found(signatures, ['Dear team,', '', 'The release is out.', '', 'Release Notes'].join('\n')), []);
  t.same(found(signatures, ['Dear team,', 'The release is out.', 'Ombeline Varsac'].join('\n')), [], 'no blank line or comma above');
});
