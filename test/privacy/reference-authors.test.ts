/** The authors at the head of a reference list's entries (reference-authors.ts), and lines that only look so. */
import t from 'tap';
import { createReferenceAuthorsRecognizer } from '../../src/privacy/recognizers/reference-authors.js';

const references = createReferenceAuthorsRecognizer();
const found = (text: string): string[] => references.detect(text, {}).map((span) => text.slice(span.start, span.end));

t.test('authors with initials, in the orders bibliographies use, before the year', async (t) => {
  t.same(found('1. Okafor-Nwosu N., Adeyemi T. & Fairwhitt, J. (2019) Fiscal rules. J. Dev. Econ.'), ['Okafor-Nwosu N.', 'Adeyemi T.', 'Fairwhitt, J.']);
  t.same(found('[2] van der Merwe, S; Quintrell S.; Gustafsen M, "Low quality education", 2011, Working Paper.'), ['van der Merwe, S', 'Quintrell S.', 'Gustafsen M']);
  t.same(found('Kettleby, Avrenna M. and Pranata D. (2018) "Informal credit in Java"'), ['Kettleby, Avrenna M.', 'Pranata D.']);
  t.same(found('- Brandvik O., Hoang, T. T., and Marrowby K. (2021). Remittances.'), ['Brandvik O.', 'Hoang, T. T.', 'Marrowby K.']);
  // A hasty entry in small letters, two authors or more.
  t.same(found("- okonkwo c, bhattacharya s, lindgren e. 2021. 'Rural broadband'. Telemed Rep."), ['okonkwo c', 'bhattacharya s', 'lindgren e']);
});

t.test('no year, no initials, or words and places where the surnames would be', async (t) => {
  t.same(found('1. Okafor-Nwosu N., Adeyemi T. & Fairwhitt, J. Fiscal rules in exporters.'), [], 'no year');
  t.same(found('World Development, 140 (2021).'), [], 'a journal');
  t.same(found('Report A. (2020) and Summary B.'), [], 'everyday words');
  t.same(found('London E. & Paris F. (2019)'), [], 'places');
  t.same(found('see a, plan b. 2021 was a year'), [], 'words and a letter in small letters');
  t.same(found('quorvel c. 2021.'), [], 'one author in small letters alone');
});
