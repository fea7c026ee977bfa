/** The Medicare MBI, Aadhaar, PAN, SIN, the Belgian national number, AHV, TFN and the Portuguese, Chinese, Turkish and Saudi numbers: positives, checksum failures, and context where the shape is common. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import {
  createAuTfnRecognizer,
  createBeNationalNumberRecognizer,
  createCaSinRecognizer,
  createChAhvRecognizer,
  createDefaultRecognizers,
  createInAadhaarRecognizer,
  createInPanRecognizer,
  createCnResidentIdRecognizer,
  createPtNifRecognizer,
  createSaNationalIdRecognizer,
  createTrNationalIdRecognizer,
  createUsMbiRecognizer,
} from '../../src/privacy/recognizers/index.js';
import { checkRecognizer } from '../helpers/recognizer-cases.js';

const check = checkRecognizer;

check('aadhaar', createInAadhaarRecognizer(), [
  ['My Aadhaar number is 2345 6789 0124.', [['IN_AADHAAR', '2345 6789 0124']]],
  ['aadhar: 234567890124', [['IN_AADHAAR', '234567890124']]],
  ['UIDAI number 2345-6789-0124', [['IN_AADHAAR', '2345-6789-0124']]],
  // Twelve digits pass one time in ten: without a word naming them, they are no Aadhaar.
  ['reference 234567890124', []],
  ['Your order 2345 6789 0124 has shipped.', []],
  // Wrong check digit, a first digit of 0 or 1, a card's last twelve digits.
  ['Aadhaar 2345 6789 0125, Aadhaar 1345 6789 0124', []],
  ['Aadhaar card 4111 2345 6789 0124', []],
]);

check('pan', createInPanRecognizer(), [
  // A PAN counts near its name; build and batch codes take the shape too.
  ['PAN: ABCPE1234F', [['IN_PAN', 'ABCPE1234F']]],
  ['Build artifact GCCPR2023A uploaded', []],
  ['company PAN AAACR5055K', [['IN_PAN', 'AAACR5055K']]],
  ['code AAACR5055K', []],
  // Lower case, a fourth letter no holder has, a run of one letter, longer tokens.
  ['abcpe1234f ABCZE1234F AAAAA1234A XABCPE1234F ABCPE1234FG', []],
]);

check('sin', createCaSinRecognizer(), [
  ['My SIN is 130 692 544.', [['CA_SIN', '130 692 544']]],
  ["numéro d'assurance sociale : 130-692-544", [['CA_SIN', '130-692-544']]],
  ['social insurance number 130692544', [['CA_SIN', '130692544']]],
  ['order 130 692 544', []],
  // Luhn failure, a first digit of 0 or 8.
  ['SIN 130 692 545, SIN 046 454 286, SIN 830 692 540', []],
]);

check('belgian national number', createBeNationalNumberRecognizer(), [
  // The written form counts on its own; eleven bare digits near its name (born from 2000: a 2 in front).
  ['Rijksregisternummer 85.07.30-033.28', [['BE_NATIONAL_NUMBER', '85.07.30-033.28']]],
  ['my number 85.07.30-033.28', [['BE_NATIONAL_NUMBER', '85.07.30-033.28']]],
  ['numéro national 85073003328', [['BE_NATIONAL_NUMBER', '85073003328']]],
  ['INSZ 05031512367', [['BE_NATIONAL_NUMBER', '05031512367']]],
  ['ref 85073003328', []],
  // Wrong check, month 13; a bank statement's date and amount.
  ['85.07.30-033.29 85.13.30-033.28', []],
  ['24.03.12 100.65 EUR Grocery store', []],
]);

check('ahv', createChAhvRecognizer(), [
  ['AHV-Nummer: 756.9217.0769.85', [['CH_AHV', '756.9217.0769.85']]],
  ['756.9217.0769.85', [['CH_AHV', '756.9217.0769.85']]],
  ['numéro AVS 7569217076985', [['CH_AHV', '7569217076985']]],
  // A Swiss product's barcode has the same thirteen digits: not without the number's name.
  ['EAN 7569217076985', []],
  ['756.9217.0769.86 757.9217.0769.85', []],
]);

check('tfn', createAuTfnRecognizer(), [
  ['My TFN is 123 456 782.', [['AU_TFN', '123 456 782']]],
  ['tax file number: 876543210', [['AU_TFN', '876543210']]],
  ['invoice 123 456 782', []],
  ['TFN 123 456 783', []],
]);

t.test('in the default pipeline, each is found with its name, and a plain nine-digit number is none', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const types = (text: string): string[] => analyzer.analyze(text).map((span) => span.type);
  t.same(types('My SIN is 130 692 544'), ['CA_SIN']);
  t.same(types('My TFN is 123 456 782'), ['AU_TFN']);
  t.same(types('Aadhaar 2345 6789 0124 and PAN ABCPE1234F'), ['IN_AADHAAR', 'IN_PAN']);
  t.same(types('AHV 756.9217.0769.85, NN 85.07.30-033.28'), ['CH_AHV', 'BE_NATIONAL_NUMBER']);
  t.same(types('Order 123 456 782 shipped'), []);
  // A labelled NIF in groups of three is a NIF, not the phone number it also looks like.
  t.same(types('número de contribuinte 281 272 948'), ['PT_NIF']);
  t.same(types('NIF: 281 272 948, telefone 912 345 678'), ['PT_NIF', 'PHONE']);
});

check('portuguese nif', createPtNifRecognizer(), [
  ['PRIMEIRO OUTORGANTE: Miroslav Novák, NIF 281272948', [['PT_NIF', '281272948']]],
  ['número de contribuinte 281 272 948', [['PT_NIF', '281 272 948']]],
  // Nine digits pass one time in eleven: without the word they are no NIF; a wrong check digit never is.
  ['my order 281272948 shipped', []],
  ['NIF 281272949', []],
]);

check('chinese resident id', createCnResidentIdRecognizer(), [
  ['身份证号：33010619931203835X', [['CN_RESIDENT_ID', '33010619931203835X']]],
  ["INSERT INTO users VALUES ('440305198708225376')", [['CN_RESIDENT_ID', '440305198708225376']]],
  // A wrong check character, a birth date that never was, a longer number.
  ['身份证号：330106199312038351', []],
  ['440305198713225376', []],
  ['4403051987082253761', []],
]);

check('turkish national id', createTrNationalIdRecognizer(), [
  ['T.C. Kimlik No: 20696318050', [['TR_NATIONAL_ID', '20696318050']]],
  ['Hasta: Serkan Erdoğan, T.C. 24534552460', [['TR_NATIONAL_ID', '24534552460']]],
  ['ref 20696318050', []],
  ['T.C. Kimlik No: 20696318051', []],
]);

check('saudi national id', createSaNationalIdRecognizer(), [
  ['رقم الهوية: 1699712665', [['SA_NATIONAL_ID', '1699712665']]],
  ['Iqama 1699712665', [['SA_NATIONAL_ID', '1699712665']]],
  ['call 1699712665', []],
  ['رقم الهوية: 1699712666', []],
]);

check('medicare beneficiary identifier', createUsMbiRecognizer(), [
  // With the card's hyphens the shape counts alone; run together, beside its name (alone it sits at the threshold).
  ['Patient 1EG4-TE5-MK73 and 2AG9-XC4-NN22', [['US_MBI', '1EG4-TE5-MK73'], ['US_MBI', '2AG9-XC4-NN22']]],
  ['Medicare ID: 3CD5-FG7-HJ89', [['US_MBI', '3CD5-FG7-HJ89']]],
  ['The MBI is 4EF6GH8JK12 for this patient', [['US_MBI', '4EF6GH8JK12']]],
  ['1eg4-te5-mk73', [['US_MBI', '1eg4-te5-mk73']]],
  // Letters an MBI never uses (S, L, O, I, B, Z), a letter or a zero first, a wrong length.
  ['1SG4-TE5-MK73 1EG4-LE5-MK73 1EG4-TE5-OK73 1EG4-TE5-MI73 1BG4-TE5-MK73 1EG4-ZE5-MK73', []],
  ['AEG4-TE5-MK73 0EG4-TE5-MK73 1EG4TE5MK7 1EG4TE5MK734 X1EG4-TE5-MK73', []],
  // Run together in small letters it is a hash or a part number: the card prints capitals.
  ['Build 7ca2fe4ac11 passed.', []],
]);
