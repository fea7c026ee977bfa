/**
 * Table-driven tests of the pattern and checksum recognizers: text -> expected spans, run
 * through an analyzer holding only the recognizer under test (default threshold, overlaps).
 */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import {
  createCreditCardRecognizer,
  createDateOfBirthRecognizer,
  createDeTaxIdRecognizer,
  createDriverLicenseRecognizer,
  createEmailRecognizer,
  createEsNifRecognizer,
  createFiHetuRecognizer,
  createFrNirRecognizer,
  createIbanRecognizer,
  createIdNumberRecognizer,
  createIpAddressRecognizer,
  createItFiscalCodeRecognizer,
  createContractPartiesRecognizer,
  createEmailDisplayNameRecognizer,
  createLabelledFieldsRecognizer,
  createNlBsnRecognizer,
  createPassportRecognizer,
  createPhoneRecognizer,
  createPlPeselRecognizer,
  createSePersonnummerRecognizer,
  createUkNhsRecognizer,
  createUkNinoRecognizer,
  createUrlRecognizer,
  createUsItinRecognizer,
  createUsSsnRecognizer,
  createDefaultRecognizers,
} from '../../src/privacy/recognizers/index.js';
import { RECORD_NAMES } from '../../src/privacy/recognizers/id-number.js';
import { checkRecognizer, type RecognizerCase } from '../helpers/recognizer-cases.js';

type Case = RecognizerCase;
const check = checkRecognizer;

check('email', createEmailRecognizer(), [
  ['write to jane.doe+tag@example.co.uk today', [['EMAIL', 'jane.doe+tag@example.co.uk']]],
  ['a@xn--d1acufc.xn--p1ai', [['EMAIL', 'a@xn--d1acufc.xn--p1ai']]],
  ['two: a@b.io, c@d.org.', [['EMAIL', 'a@b.io'], ['EMAIL', 'c@d.org']]],
  ['not an email: user@host. or @handle or a@b', []],
  // Percent-encoded in a query string or a log line; a bare "%40" is no address.
  ['GET /reset?email=amaka.nwankwo%40gmail.com HTTP/1.1', [['EMAIL', 'amaka.nwankwo%40gmail.com']]],
  ['to=a.b%2Bnews%40example.org&x=1', [['EMAIL', 'a.b%2Bnews%40example.org']]],
  ['100%40 off, or user%40host', []],
  ['redirect=mailto%3Aamaka%40gmail.com', [['EMAIL', 'amaka%40gmail.com']]],
  ['u=amaka.nwankwo%2540gmail.com', [['EMAIL', 'amaka.nwankwo%2540gmail.com']]],
  ['s3://bucket/key%40v2.json and file%40backup.tar.gz', []],
  // Apostrophes inside the local part; a quoted address; image assets at a pixel density.
  ["Email o'brien.sean@eircom.ie for details.", [['EMAIL', "o'brien.sean@eircom.ie"]]],
  ['Email me: sean.o’brien@eircom.ie', [['EMAIL', 'sean.o’brien@eircom.ie']]],
  ["She wrote 'jane@example.com' twice", [['EMAIL', 'jane@example.com']]],
  ['Add the retina logo@2x.png and icon@3x.jpg to the header.', []],
  ["jane-'o@example.com", [['EMAIL', "jane-'o@example.com"]]],
  // Full-width "＠" and "．" from CJK input methods.
  ['連絡先 jane＠example.com と ｊａｎｅ＠ｅｘａｍｐｌｅ．ｃｏｍ, or a@b.io', [['EMAIL', 'jane＠example.com'], ['EMAIL', 'ｊａｎｅ＠ｅｘａｍｐｌｅ．ｃｏｍ'], ['EMAIL', 'a@b.io']]],
  // A space before the "@", after it, or both.
  ['write to jane.doe @ example.com today', [['EMAIL', 'jane.doe @ example.com']]],
  ['write to jane.doe @example.com today', [['EMAIL', 'jane.doe @example.com']]],
  ['write to jane.doe@ example.com today', [['EMAIL', 'jane.doe@ example.com']]],
  ['Contact: Jane Doe <jdoe @ acme.co.uk>.', [['EMAIL', 'jdoe @ acme.co.uk']]],
  ['MAIL: JANE.DOE @ EXAMPLE.COM', [['EMAIL', 'JANE.DOE @ EXAMPLE.COM']]],
  ['連絡先 jane ＠ example.com', [['EMAIL', 'jane ＠ example.com']]],
  // Mentions, "@" for "at", sentences run together and matrix products are not addresses.
  ['ping @john about it', []],
  ['thanks @john.smith for this, and @jane.doe.', []],
  ['meet x @ 5 pm', []],
  ['Thanks. @jane.doe', []],
  ['find us @ example.com or call 5 @ example.org', []],
  ["I'm @ work.No time", []],
  ['y = x @ self.weight; z = q @ k.transpose(1, 2)', []],
  ['jane.doe @ example.invalid', []],
]);

check('url', createUrlRecognizer(), [
  ['see https://example.com/a?b=1.', [['URL', 'https://example.com/a?b=1']]],
  ['(docs at https://en.wikipedia.org/wiki/Foo_(bar))', [['URL', 'https://en.wikipedia.org/wiki/Foo_(bar)']]],
  ['go to www.example.org now', [['URL', 'www.example.org']]],
  // Property reads in code look like bare domains (".is", ".it", ".store", ".info" are TLDs); sites written in camelCase are sites.
  ['see webidl.is.ByteString and this.store;', []],
  ['const x = cxt.it(1); parserStates.INFO; globalOpts.store; reply.log.info(msg)', []],
  ['Try SanFranGuide.com or ZlavaDna.sk', [['URL', 'SanFranGuide.com'], ['URL', 'ZlavaDna.sk']]],
  // A host whose first label is also a code object's name is a site before an ordinary top-level domain.
  ['Log in at app.slack.com or see data.gov', [['URL', 'app.slack.com'], ['URL', 'data.gov']]],
  ['my domains: example.com google.co.il', [['URL', 'example.com'], ['URL', 'google.co.il']]],
  ['open report.pdf or http://localhost', []],
  // Credentials in a URL go whole, and any scheme counts.
  ['clone https://jdoe:S3cret@git.globex.com/repo.git', [['URL', 'https://jdoe:S3cret@git.globex.com/repo.git']]],
  ['db postgres://jane_doe:hunter2@db.globex.com:5432/prod.', [['URL', 'postgres://jane_doe:hunter2@db.globex.com:5432/prod']]],
]);

check('ip address', createIpAddressRecognizer(), [
  ['from 192.168.1.20 and 10.0.0.1', [['IP_ADDRESS', '192.168.1.20'], ['IP_ADDRESS', '10.0.0.1']]],
  ['v6 2001:db8::8a2e:370:7334 here', [['IP_ADDRESS', '2001:db8::8a2e:370:7334']]],
  ['loopback ::1 and fe80::/10', [['IP_ADDRESS', '::1'], ['IP_ADDRESS', 'fe80::/10']]],
  ['bad 256.1.1.1, version 1.2.3.4.5, time 12:30:45, text192.168.1.1', []],
  // A version or a section number, named as one.
  ['See section 1.2.3.4; install .NET Framework 4.8.1.0 (version 10.0.0.1, v1.2.3.4).', []],
  ['connect to 10.0.0.1 now', [['IP_ADDRESS', '10.0.0.1']]],
]);

check('iban', createIbanRecognizer(), [
  ['IBAN DE89 3704 0044 0532 0130 00 please', [['IBAN', 'DE89 3704 0044 0532 0130 00']]],
  ['GB82WEST12345698765432', [['IBAN', 'GB82WEST12345698765432']]],
  ['lower gb82west12345698765432 ok', [['IBAN', 'gb82west12345698765432']]],
  ['DE89 3704 0044 0532 0130 00 1234 trailing group', [['IBAN', 'DE89 3704 0044 0532 0130 00']]],
  // A word after an IBAN that ends on a full group is cut off, not a reason to drop the IBAN.
  ['Zahlung auf AT61 1904 3002 3457 3201 bitte bis Freitag.', [['IBAN', 'AT61 1904 3002 3457 3201']]],
  ['Transferir a ES91 2100 0418 4502 0005 1332 a nombre de Ana.', [['IBAN', 'ES91 2100 0418 4502 0005 1332']]],
  ['Storten op BE68 5390 0754 7034 op naam van Jan.', [['IBAN', 'BE68 5390 0754 7034']]],
  // The country code written apart from its check digits, in capitals.
  ['IBAN: DE 89 3704 0044 0532 0130 00', [['IBAN', 'DE 89 3704 0044 0532 0130 00']]],
  ['see 89 3704 0044 0532 0130 00', []],
  // Checksum failure, wrong length, unknown country, mixed case.
  ['DE88 3704 0044 0532 0130 00', []],
  ['DE89 3704 0044 0532 0130', []],
  ['XX89 3704 0044 0532 0130 00', []],
  ['De89 3704 0044 0532 0130 00', []],
]);

check('credit card', createCreditCardRecognizer(), [
  ['card 4111 1111 1111 1111 ok', [['CREDIT_CARD', '4111 1111 1111 1111']]],
  ['4012-8888-8888-1881 and 5555555555554444', [['CREDIT_CARD', '4012-8888-8888-1881'], ['CREDIT_CARD', '5555555555554444']]],
  ['amex 3782 822463 10005', [['CREDIT_CARD', '3782 822463 10005']]],
  // 17 to 19 digits in groups of four; two spaces, dots, " - "; Mir.
  ['Numéro de carte : 6266 1838 7138 3671 9', [['CREDIT_CARD', '6266 1838 7138 3671 9']]],
  ['Card number 4235 4817 6619 9252 281', [['CREDIT_CARD', '4235 4817 6619 9252 281']]],
  ['Visa 4111.1111.1111.1111', [['CREDIT_CARD', '4111.1111.1111.1111']]],
  ['Visa 4356  2804  0719  2509', [['CREDIT_CARD', '4356  2804  0719  2509']]],
  ['Visa 4260 - 7778 - 6228 - 6143', [['CREDIT_CARD', '4260 - 7778 - 6228 - 6143']]],
  ['My Mir card number is 2200 8564 1147 4207.', [['CREDIT_CARD', '2200 8564 1147 4207']]],
  // A card of four groups and a number after it: the card alone.
  ['card 4111 1111 1111 1111 12 times', [['CREDIT_CARD', '4111 1111 1111 1111']]],
  ['Karten-Nr.4111 1111 1111 1111 bitte', [['CREDIT_CARD', '4111 1111 1111 1111']]],
  // Luhn failure, unknown prefix, mixed separators, repeated digit.
  ['4111 1111 1111 1112', []],
  ['9111111111111111', []],
  ['4111 1111-1111 1111', []],
  ['0000 0000 0000 0000', []],
  // UnionPay: nineteen digits in two groups (6-13, also 4-15), and sixteen in fours.
  ['UnionPay 621234 5678901234569', [['CREDIT_CARD', '621234 5678901234569']]],
  ['card 6212 345678901234569 ok', [['CREDIT_CARD', '6212 345678901234569']]],
  ['621234-5678901234569', [['CREDIT_CARD', '621234-5678901234569']]],
  ['UnionPay 6212 3456 7890 1232', [['CREDIT_CARD', '6212 3456 7890 1232']]],
  // Two groups: a Luhn failure, another brand's nineteen digits, seventeen digits.
  ['621234 5678901234568', []],
  ['411111 1111111111110', []],
  ['6212 3456789012347', []],
  // Maestro's twelve digits in fours, with an expiry date after them.
  ['Maestro 5012 3456 7896', [['CREDIT_CARD', '5012 3456 7896']]],
  ['card 6759-1234-5674 exp 12/27', [['CREDIT_CARD', '6759-1234-5674']]],
  ['5893.1234.5673', [['CREDIT_CARD', '5893.1234.5673']]],
  // Twelve digits in fours: Luhn failure, no brand, a Visa prefix (no twelve-digit Visa), a
  // fourth group of four after them, a group before them, a phone number's "+" or country code.
  ['5012 3456 7897', []],
  ['1234 5678 9012', []],
  ['4111 1111 1117', []],
  ['5012 3456 7896 1234', []],
  ['1234 5012 3456 7896', []],
  ['+6012 3456 7894', []],
  ['+49 6221 5432 1096', []],
]);

check('phone', createPhoneRecognizer(), [
  // A country code in parentheses; a label glued with a dot; someone else's number.
  ['Handy: (+49) 171 1234567', [['PHONE', '(+49) 171 1234567']]],
  ['Escríbeme por WhatsApp al (+34) 612 345 678.', [['PHONE', '(+34) 612 345 678']]],
  ['Tel.030 12345678', [['PHONE', '030 12345678']]],
  ['Il numero di Marco è 3331234567.', [['PHONE', '3331234567']]],
  ['Son numéro : 0612345678.', [['PHONE', '0612345678']]],
  // A mobile number grouped as its country writes it, though an order word stands before it.
  ['Please deliver the order to Anna Weber, 0171 1234567.', [['PHONE', '0171 1234567']]],
  ['Order for Julie Martin: 06 12 34 56 78', [['PHONE', '06 12 34 56 78']]],
  ['Room 12, 020 7946 0958', []],
  ['Order 12: (+44) 20 7946 0958', [['PHONE', '(+44) 20 7946 0958']]],
  // Sums of money in thousands groups are no numbers to call.
  ['Le budget est de 2 450 000 euros pour 2024.', []],
  ['Der Kredit über 2 450 000 Euro wurde genehmigt.', []],
  ['Budget: € 6 300 000', []],
  // Another country's national number, beside a phone word in its language; not without one.
  ['Meu telefone é (11) 93752-9173', [['PHONE', '(11) 93752-9173']]],
  ['Мой номер 8 (495) 806-81-87', [['PHONE', '8 (495) 806-81-87']]],
  ['beni 0539 411 93 97 numarasından arayın', [['PHONE', '0539 411 93 97']]],
  ['Mob: 99877 22455', [['PHONE', '99877 22455']]],
  ['the order (11) 93752-9173 shipped', []],
  // Two years joined are a period.
  ['Worked there 2019-2024 as lead, call me about 2016 - 2024', []],
  ['Call +49 30 12345678 today', [['PHONE', '+49 30 12345678']]],
  ['US (415) 555-0132, UK 020 7946 0958', [['PHONE', '(415) 555-0132'], ['PHONE', '020 7946 0958']]],
  // The whole number in parentheses: the "(" and ")" are the sentence's.
  ['Tyrone Jackson (312-555-0147)', [['PHONE', '312-555-0147']]],
  ['the customer (312-867-5309) called', [['PHONE', '312-867-5309']]],
  ['Tyrone (0161 496 0732)', [['PHONE', '0161 496 0732']]],
  // Reference numbers with hyphens under their own word.
  ['Ticket 45512-88 is still open.', []],
  ['Case No. 2024-556781', []],
  ['Claim 2024-0012 was denied.', []],
  ['My claim number 2024-0012', []],
  ['Call the claims line 212-555-0187', [['PHONE', '212-555-0187']]],
  // ... a record's word before a number that is no year's names a phone's purpose.
  ['Callback request: 415-555-0134', [['PHONE', '415-555-0134']]],
  ['Serial: 2231-4471-8890', []],
  ['In case of emergency: 0161 496 0732', [['PHONE', '0161 496 0732']]],
  ['Re: your ticket. John Smith, 312-555-0147', [['PHONE', '312-555-0147']]],
  ['Her part now is done, 312-555-0147 is hers', [['PHONE', '312-555-0147']]],
  ['portable 06 12 34 56 78', [['PHONE', '06 12 34 56 78']]],
  ['call me at 25-62-29-72', [['PHONE', '25-62-29-72']]],
  ['ext: 877-547-3967x793 fax', [['PHONE', '877-547-3967x793']]],
  // A day-first date and a space open a bank statement's line or a changelog's, no phone number.
  ['24.03.12 100.65 EUR Grocery store', []],
  ['12.03.2024 1,234.56 EUR', []],
  ['## 1.13.15 / 8.10.2026', []],
  ['call 01.42.68.53.00', [['PHONE', '01.42.68.53.00']]],
  // '+' glued to a label.
  ['Phone:+44 20 7946 0958 or tel:+442079460958, Tel.+33 1 42 68 53 00', [['PHONE', '+44 20 7946 0958'], ['PHONE', '+442079460958'], ['PHONE', '+33 1 42 68 53 00']]],
  // Dates, short runs, SSN layout, addresses, and ungrouped numbers without context.
  ['on 2023-01-15 or 15/01/2023', []],
  ['order 12345 and room 42', []],
  // Amounts with a decimal mark; a dotted phone number groups in twos or threes throughout.
  ['total 1234567.89 EUR, Umsatz 12.345.678,90 EUR, USD 1,234,567.50', []],
  ['appelez le 06.12.34.56.78', [['PHONE', '06.12.34.56.78']]],
  // Glued to its label, or named in the text's own language; a label alone is no context.
  ['Tel:0612345678, Handy.:01701234567', [['PHONE', '0612345678'], ['PHONE', '01701234567']]],
  ['Mijn nummer is 0612345678', [['PHONE', '0612345678']]],
  ['Mon numéro : 0612345678', [['PHONE', '0612345678']]],
  ['Ref:0612345678 at 10:30', []],
  ['SSN 536-22-1234', []],
  ['Apt. 722 20 40 rue Victor Hugo', []],
  ['licence number 425700624', []],
  // Phone words of Russian, Ukrainian and Greek vouch for national numbers of their countries.
  ['Звоните по телефону 495 123 45 67.', [['PHONE', '495 123 45 67']]],
  ['Зателефонуйте 044 123 4567.', [['PHONE', '044 123 4567']]],
  ['Τηλέφωνο: 6912345678', [['PHONE', '6912345678']]],
  ['Номер заказа 12345678 от 12.03.2024.', []],
  // Chinese, Japanese and Korean write the phone word and the number without a space between them.
  ['王小明的电话是13812345678', [['PHONE', '13812345678']]],
  ['手机：138 1234 5678', [['PHONE', '138 1234 5678']]],
  ['電話番号は090-1234-5678です', [['PHONE', '090-1234-5678']]],
  ['价格为12345678元', []],
  ['人口約13800000人', []],
]);

check('us ssn', createUsSsnRecognizer(), [
  ['SSN 536-22-1234.', [['US_SSN', '536-22-1234']]],
  ['social security number 536 22 1234', [['US_SSN', '536 22 1234']]],
  ['my ssn is 536221234', [['US_SSN', '536221234']]],
  // Validity rules: area 000/666/9xx, group 00, serial 0000, advertised numbers, bare runs.
  ['666-12-3456 000-12-3456 912-12-3456 536-00-1234 536-22-0000 078-05-1120', []],
  ['reference 536221234', []],
]);

check('us itin', createUsItinRecognizer(), [
  ['ITIN 911-70-1234', [['US_ITIN', '911-70-1234']]],
  ['911-89-1234 has an invalid group', []],
]);

check('uk nino', createUkNinoRecognizer(), [
  ['NI number AB 12 34 56 C', [['UK_NINO', 'AB 12 34 56 C']]],
  ['tw987654a', [['UK_NINO', 'tw987654a']]],
  ['BG123456A GB123456A QQ123456C AB123456E', []],
  // Dashes or dots, between every part or around the digits.
  ['NI number AB-12-34-56-C', [['UK_NINO', 'AB-12-34-56-C']]],
  ['AB.12.34.56.C', [['UK_NINO', 'AB.12.34.56.C']]],
  ['ab-12-34-56-c', [['UK_NINO', 'ab-12-34-56-c']]],
  ['NINO: AB-123456-C', [['UK_NINO', 'AB-123456-C']]],
  // The prefix rules still hold; a bad suffix, mixed separators, mixed case, part of a longer code.
  ['BG-12-34-56-A DA-12-34-56-A AO-12-34-56-A QQ-12-34-56-C', []],
  ['AB-12-34-56-E', []],
  ['AB-12.34-56-C', []],
  ['Ab-12-34-56-C', []],
  ['REF-AB-12-34-56-C', []],
  ['AB-12-34-56-C-7', []],
]);

check('de tax id', createDeTaxIdRecognizer(), [
  ['Steuer-ID: 86095742719.', [['DE_TAX_ID', '86095742719']]],
  ['86 095 742 719', [['DE_TAX_ID', '86 095 742 719']]],
  ['Steuer-ID 860 957 427 19, IdNr 86/095/742/719 oder 86.095.742.719', [['DE_TAX_ID', '860 957 427 19'], ['DE_TAX_ID', '86/095/742/719'], ['DE_TAX_ID', '86.095.742.719']]],
  ['86 095-742 719', []],
  ['IdNr.86 095 742 719', [['DE_TAX_ID', '86 095 742 719']]],
  // Check digit wrong, leading zero, too many repeated digits.
  ['86095742718 06095742719 11112345678', []],
]);

check('es nif and nie', createEsNifRecognizer(), [
  ['DNI 12345678Z', [['ES_NIF', '12345678Z']]],
  ['NIE X9613851N and y8063915-z', [['ES_NIE', 'X9613851N'], ['ES_NIE', 'y8063915-z']]],
  ['12345678A X9613851Q', []],
  // The letter apart, in capitals only: a small letter beside a number is a word ("y", "a").
  ['NIF 28912481 D, NIE Y 6964395 D', [['ES_NIF', '28912481 D'], ['ES_NIE', 'Y 6964395 D']]],
  ['pedido 28912481 d y 6964395 d', []],
]);

check('it fiscal code', createItFiscalCodeRecognizer(), [
  ['CF RSSMRA85T10A562S', [['IT_FISCAL_CODE', 'RSSMRA85T10A562S']]],
  // A wrong check letter is still reported, with a weaker score (typos are still PII).
  ['RSSMRA85T10A562T', [['IT_FISCAL_CODE', 'RSSMRA85T10A562T']]],
  ['RSSMRA85Z10A562S A55AAA00B11C333N', []],
  // Spaces between the parts: surname, name, birth date and sex, place and check letter.
  ['CF RSS MRA 85T10 A562S', [['IT_FISCAL_CODE', 'RSS MRA 85T10 A562S']]],
  ['RSSMRA 85T10 A562S', [['IT_FISCAL_CODE', 'RSSMRA 85T10 A562S']]],
  ['codice fiscale: rss mra 85t10 a562s', [['IT_FISCAL_CODE', 'rss mra 85t10 a562s']]],
  ['RSS MRA 85T10A562S', [['IT_FISCAL_CODE', 'RSS MRA 85T10A562S']]],
  // Spaced, the check letter must be right; no month Z; two spaces; glued to a longer word.
  ['RSS MRA 85T10 A562T', []],
  ['RSSMRA 85T10 A562T', []],
  ['RSS MRA 85Z10 A562S', []],
  ['RSS  MRA 85T10 A562S', []],
  ['XRSS MRA 85T10 A562S', []],
  ['RSS MRA 85T10 A562S1', []],
]);

check('fr nir', createFrNirRecognizer(), [
  ['sécurité sociale 1 85 05 78 006 084 91', [['FR_NIR', '1 85 05 78 006 084 91']]],
  ['185057800608492', []],
  // Dots or dashes between every group; the key may stand after a space; Corsica's "2A".
  ['sécurité sociale 1.84.12.76.451.089.46', [['FR_NIR', '1.84.12.76.451.089.46']]],
  ['NIR 1-84-12-76-451-089-46', [['FR_NIR', '1-84-12-76-451-089-46']]],
  ['1.84.12.76.451.089 46', [['FR_NIR', '1.84.12.76.451.089 46']]],
  ['2.85.05.2A.006.084.82', [['FR_NIR', '2.85.05.2A.006.084.82']]],
  // Wrong key, month 13 with its mod-97 key, mixed separators, a piece of a longer number.
  ['1.84.12.76.451.089.47', []],
  ['1.84.13.76.451.089.62', []],
  ['1.84.12-76.451.089.46', []],
  ['9.1.84.12.76.451.089.46', []],
  ['1.84.12.76.451.089.46.7', []],
]);

check('nl bsn', createNlBsnRecognizer(), [
  ['mijn BSN is 111222333', [['NL_BSN', '111222333']]],
  // Passes the 11-test but has no context: too weak on its own.
  ['reference 111222333', []],
  ['BSN 111222334', []],
  // Three groups of three after the label.
  ['BSN: 111 222 333', [['NL_BSN', '111 222 333']]],
  ['BSN: 111-222-333', [['NL_BSN', '111-222-333']]],
  ['BSN: 111.222.333', [['NL_BSN', '111.222.333']]],
  ['burgerservicenummer 123 456 782', [['NL_BSN', '123 456 782']]],
  // Grouped as a US SSN after the label.
  ['BSN: 111 22 2333', [['NL_BSN', '111 22 2333']]],
  ['burgerservicenummer 111-22-2333', [['NL_BSN', '111-22-2333']]],
  ['sofinummer: 111.22.2333', [['NL_BSN', '111.22.2333']]],
  // The 11-test fails, no label, mixed separators, part of a longer grouped number.
  ['BSN: 111 222 334', []],
  ['BSN: 111 22 2334', []],
  ['reference 111 222 333', []],
  ['reference 111 22 2333', []],
  ['BSN 111 222-333', []],
  ['BSN 111 22-2333', []],
  ['BSN 111 222 333 444', []],
  ['BSN 1 111 222 333', []],
]);

check('fi hetu', createFiHetuRecognizer(), [
  ['henkilötunnus 131052-308T', [['FI_HETU', '131052-308T']]],
  // Every century sign; the check character vouches even with no space before ("is030594W903B").
  ['010594Y9032 and 020504A902E and 010101+0026', [['FI_HETU', '010594Y9032'], ['FI_HETU', '020504A902E']]],
  ['My id code is030594W903B.', [['FI_HETU', '030594W903B']]],
  // Wrong check character, impossible dates (31 November, 31 February, month 22), other separators.
  ['111111-111A 311190-1111 310289-211C 012245A110G', []],
  ['131052/308T 131052.308T 131052-308t', []],
  // Born 1 January 2099: the check is right, the date is in the future.
  ['hetu 010199A123Y', []],
]);

check('se personnummer', createSePersonnummerRecognizer(), [
  ['871220-2384', [['SE_PERSONNUMMER', '871220-2384']]],
  ['199109242397 är mitt pnr, 19910924-2397 också', [['SE_PERSONNUMMER', '199109242397'], ['SE_PERSONNUMMER', '19910924-2397']]],
  // A coordination number: the day plus 60.
  ['samordningsnummer 701063-2391', [['SE_PERSONNUMMER', '701063-2391']]],
  // Ten bare digits are a phone number as often: only with a context word.
  ['mitt personnummer är 9201232387', [['SE_PERSONNUMMER', '9201232387']]],
  ['reference 9201232387', []],
  // Luhn failure, month 13, day 42, a letter inside.
  ['19000309-3393 19001309-2393 200504422381 18970c17-9809', []],
]);

check('pl pesel', createPlPeselRecognizer(), [
  ['My pesel is 44051401458.', [['PL_PESEL', '44051401458']]],
  // Born in 2002: the month carries +20.
  ['PESEL 02270803624', [['PL_PESEL', '02270803624']]],
  // Wrong check digit, day 00, ten digits, another layout.
  ['44051401459 11110021111 1111321111 11-11-11-11114', []],
  // Right check digit, but the month says the 2100s: nobody born yet.
  ['PESEL 05410101235', []],
]);

check('uk nhs', createUkNhsRecognizer(), [
  ['NHS number: 943 476 5919', [['UK_NHS', '943 476 5919']]],
  ['nhs no 401-023-2137', [['UK_NHS', '401-023-2137']]],
  // A valid number with no word for it is as likely a phone number; wrong check digits never count.
  ['call 9434765919', []],
  ['NHS 943 476 5918, NHS 401-023-2138, NHS 943-476 5919', []],
]);

check('date of birth', createDateOfBirthRecognizer(), [
  // Numeric, ISO and written-out dates next to a birth cue, in the six languages.
  ['Customer: Siobhan, DOB 14/02/1987, account 4482913', [['DATE_OF_BIRTH', '14/02/1987']]],
  ['DOB: 02/14/1987', [['DATE_OF_BIRTH', '02/14/1987']]],
  ['DOB 3.7.64', [['DATE_OF_BIRTH', '3.7.64']]],
  ['Date of birth: 14 February 1987', [['DATE_OF_BIRTH', '14 February 1987']]],
  ['DOB: 04-Jul-1976', [['DATE_OF_BIRTH', '04-Jul-1976']]],
  ['DOB 1976/07/04', [['DATE_OF_BIRTH', '1976/07/04']]],
  // The date the birth words name, not every date within their reach.
  ['Born 12/04/1990, employed from 01/03/2018 to 31/12/2024.', [['DATE_OF_BIRTH', '12/04/1990']]],
  ['Children born 01/02/2010, 03/04/2012 and 05/06/2014', [['DATE_OF_BIRTH', '01/02/2010'], ['DATE_OF_BIRTH', '03/04/2012'], ['DATE_OF_BIRTH', '05/06/2014']]],
  ['Build 2019.10.3, born 1985', []],
  ['DOB: 12/04/1990, spouse DOB: 03/05/1991', [['DATE_OF_BIRTH', '12/04/1990'], ['DATE_OF_BIRTH', '03/05/1991']]],
  ['born on February 14, 1987 in Cork', [['DATE_OF_BIRTH', 'February 14, 1987']]],
  ['Geburtsdatum: 14.02.1987', [['DATE_OF_BIRTH', '14.02.1987']]],
  ['Sie ist am 14. Februar 1987 geboren.', [['DATE_OF_BIRTH', '14. Februar 1987']]],
  ['née le 1er mars 1987 à Lyon', [['DATE_OF_BIRTH', '1er mars 1987']]],
  ['Fecha de nacimiento: 14 de febrero de 1987', [['DATE_OF_BIRTH', '14 de febrero de 1987']]],
  ['nato il 14 febbraio 1987', [['DATE_OF_BIRTH', '14 febbraio 1987']]],
  ['geboortedatum 1987-02-14', [['DATE_OF_BIRTH', '1987-02-14']]],
  // Portuguese, Polish, Russian, Turkish, Chinese, Japanese, Korean and Arabic cues and dates.
  ['Data de nascimento: 04/09/1996', [['DATE_OF_BIRTH', '04/09/1996']]],
  ['Dependente: Salma, nascido em 14 janeiro 2017', [['DATE_OF_BIRTH', '14 janeiro 2017']]],
  ['data urodzenia: 5 maja 1990', [['DATE_OF_BIRTH', '5 maja 1990']]],
  ['Дата рождения: 17 апреля 1988', [['DATE_OF_BIRTH', '17 апреля 1988']]],
  ['Анна Соколова, 01.04.1967 г.р.', [['DATE_OF_BIRTH', '01.04.1967']]],
  ['doğum tarihi 12.02.2000', [['DATE_OF_BIRTH', '12.02.2000']]],
  ['出生日期：1978年3月25日', [['DATE_OF_BIRTH', '1978年3月25日']]],
  ['生年月日：1996年3月23日', [['DATE_OF_BIRTH', '1996年3月23日']]],
  ['생년월일: 1980년 9월 19일', [['DATE_OF_BIRTH', '1980년 9월 19일']]],
  ['تاريخ الميلاد: 16/12/1994', [['DATE_OF_BIRTH', '16/12/1994']]],
  ['会议于2024年3月25日举行', []],
  ['[12/03/2024, 19:05] Ana Nascimento: parabéns pelo aniversário da loja', []],
  ['出生日期：1978年2月30日', []],
  // A date with no birth cue near it is no date of birth: the model keeps it.
  ['The meeting is on 14/02/2025.', []],
  ['Invoice of 14 February 2024, delivered on 1987-02-14.', []],
  ['Born to run was a hit. The band toured Europe for years and played Cork on 14/02/1987.', []],
  // Days that never existed, and birthdays in the future.
  ['DOB 45/13/1987', []],
  ['DOB 29/02/1987', []],
  ['born 14/02/2090', []],
  ['date of birth 2087-02-14', []],
  // Not a date: a version, a longer number.
  ['DOB field: 1.2.3.4', []],
  ['born 14/02/19870', []],
]);

check('passport', createPassportRecognizer(), [
  // Any country's number, beside the document's name in the six languages.
  ['My passport number is X1234567 and it expires 12.05.2030.', [['PASSPORT', 'X1234567']]],
  ['Passport: C01X00T47', [['PASSPORT', 'C01X00T47']]],
  ['my travel document is A12803456', [['PASSPORT', 'A12803456']]],
  ['Reisepassnummer C4J6R5M1K', [['PASSPORT', 'C4J6R5M1K']]],
  ['numéro de passeport 18AT12345', [['PASSPORT', '18AT12345']]],
  ['Mi número de pasaporte es AAA123456', [['PASSPORT', 'AAA123456']]],
  // The document named after the number, as people write it.
  ['AAA123456 es mi número de pasaporte', [['PASSPORT', 'AAA123456']]],
  ['X1234567 is my passport number', [['PASSPORT', 'X1234567']]],
  // No document named nearby, a word with digits glued on, or a number a sentence away.
  ['Your booking reference is X1234567.', []],
  ['passport photos for Covid19 travel', []],
  ['Passport renewal costs 130 dollars, and my order 123456 shipped.', []],
  ['passport number 12.05.2030', []],
  ['Order 12345678 shipped today. Please also bring your passport.', []],
]);

check('driver license', createDriverLicenseRecognizer(), [
  ["My driver's license number is A56319335", [['DRIVER_LICENSE', 'A56319335']]],
  ["my driver's license number is a56319335", [['DRIVER_LICENSE', 'a56319335']]],
  ['driving licence MORGA753116SM9IJ', [['DRIVER_LICENSE', 'MORGA753116SM9IJ']]],
  ['Führerschein B072RRE2I55', [['DRIVER_LICENSE', 'B072RRE2I55']]],
  ['numéro de permis de conduire 12AB34567', [['DRIVER_LICENSE', '12AB34567']]],
  ['rijbewijsnummer 5012345678', [['DRIVER_LICENSE', '5012345678']]],
  ["D1234567 is my driver's license number", [['DRIVER_LICENSE', 'D1234567']]],
  // "DL" names it on US forms, and some states print the number in hyphenated groups; a date is none.
  ['DL# D1234567', [['DRIVER_LICENSE', 'D1234567']]],
  ['driver license: S530-4417-7212', [['DRIVER_LICENSE', 'S530-4417-7212']]],
  ["My driver's license expires 2027-03-01", []],
  ['We train DL models like ResNet50.', []],
  // A software licence is no driving licence; a licence without a number is nothing.
  ['Software license key ABC12-DEF34', []],
  ['The license was renewed in 2023 for 150 users.', []],
  ['H12234567', []],
]);

check('labelled fields', createLabelledFieldsRecognizer(), [
  // JSON, code and forms: the field name says what the value is, listed or not.
  ['{"first_name": "Jörg", "last_name": "Xyzzyk", "city": "Denver"}', [['PERSON', 'Jörg'], ['PERSON', 'Xyzzyk'], ['LOCATION', 'Denver']]],
  ["const user = { lastName: 'Kowalczyk', company: 'Brightloom Ltd' };", [['PERSON', 'Kowalczyk'], ['ORGANIZATION', 'Brightloom Ltd']]],
  ['Surname: Kowalczyk\nStadt: Köln\nStreet:  12 Mill Lane', [['PERSON', 'Kowalczyk'], ['LOCATION', 'Köln'], ['ADDRESS', '12 Mill Lane']]],
  ['straße = "Hauptstraße 5"', [['ADDRESS', 'Hauptstraße 5']]],
  // Short keys of a name's parts: "fname", "lname" always, "first" and "last" beside each other.
  ['{"fname": "Kwame", "lname": "Xyzzy"}', [['PERSON', 'Kwame'], ['PERSON', 'Xyzzy']]],
  ['{"first": "Kwame", "last": "Xyzzy"}', [['PERSON', 'Kwame'], ['PERSON', 'Xyzzy']]],
  ['{"given": "Kwame", "family": "Xyzzy"}', [['PERSON', 'Kwame'], ['PERSON', 'Xyzzy']]],
  ['{"first": "Alpha", "sort": "asc"}', []],
  ['{"first": "Monday", "last": "Friday"}', []],
  ['Assigned to: Brayden Okafor', [['PERSON', 'Brayden Okafor']]],
  // A package's name, a street without a number, a sentence after a label: none.
  ['{"name": "veil-gateway", "version": "0.1.0"}', []],
  ['Address: please use my home one', []],
  ['Company: we are a small team', []],
  ['Note: the city is lovely', []],
  // Code is no value: a type, an expression, a call; a space before "(" is prose.
  ['interface Cert {\n  organization: string | null;\n  city: string;\n}', []],
  ['  organization: isSet(object.organization) ? String(object.organization) : "",', []],
  ['  organization: this.organization,', []],
  ['Company: Acme Widgets (UK) Ltd', [['ORGANIZATION', 'Acme Widgets (UK) Ltd']]],
  ['Company: Acme(UK) Ltd', [['ORGANIZATION', 'Acme(UK) Ltd']]],
  ['Company: Object Computing', [['ORGANIZATION', 'Object Computing']]],
  // ... but a form's or a filter's placeholder is none.
  ['City: Any', []],
  ['Company: Object', [['ORGANIZATION', 'Object']]],
  ['Address: Unit 4(b), 17 Harbour Road', [['ADDRESS', 'Unit 4(b), 17 Harbour Road']]],
  // CSV and TSV under a header line that names the columns; a line of another width ends the table.
  [
    'first_name,last_name,email,city\nJörg,Xyzzyk,j@x.de,Denver\n"Anna","Kowalczyk","a@b.pl","Łódź"\nTotal,2',
    [['PERSON', 'Jörg'], ['PERSON', 'Xyzzyk'], ['LOCATION', 'Denver'], ['PERSON', 'Anna'], ['PERSON', 'Kowalczyk'], ['LOCATION', 'Łódź']],
  ],
  ['id\tsurname\tcompany\n1\tXyzzyk\tBrightloom Ltd', [['PERSON', 'Xyzzyk'], ['ORGANIZATION', 'Brightloom Ltd']]],
  ['a,b,c\n1,2,3', []],
  // A phone column vouches for every row's national number; names and phones under Chinese, Japanese, Korean and Russian headers.
  [
    'name,phone\nYusuf Bello,08031234567\nAmina Sani,07061234567',
    [['PERSON', 'Yusuf Bello'], ['PHONE', '08031234567'], ['PERSON', 'Amina Sani'], ['PHONE', '07061234567']],
  ],
  ['姓名,电话\n王小明,13912345678\n李娜,13812345678', [['PERSON', '王小明'], ['PHONE', '13912345678'], ['PERSON', '李娜'], ['PHONE', '13812345678']]],
  ['{"氏名":"田中太郎"}', [['PERSON', '田中太郎']]],
  ['Фамилия;Имя;Телефон\nИванов;Пётр;+7 912 345-67-89', [['PERSON', 'Иванов'], ['PERSON', 'Пётр'], ['PHONE', '+7 912 345-67-89']]],
  ['id,phone\n1,n/a\n2,12', []],
  // Role columns of an issue tracker's or a ward's export hold people, written as full names; a team or "Unassigned" is none.
  [
    'Issue key,Summary,Assignee,Reporter\nPAY-12,Refund bug,Obinna Eze,Raghavendra Subramaniam\nPAY-13,Login,Unassigned,Platform Team',
    [['PERSON', 'Obinna Eze'], ['PERSON', 'Raghavendra Subramaniam']],
  ],
  ['patient,doctor,ward\nObinna Eze,Wanjiru Kamau,B2', [['PERSON', 'Obinna Eze'], ['PERSON', 'Wanjiru Kamau']]],
  ['assignee,reviewer\nbot,ci', []],
  // A clinical note's patient on a form line, and a record's name written surname first beside personal fields.
  ['Pt: Raghavendra Subramaniam, 62F', [['PERSON', 'Raghavendra Subramaniam']]],
  ['Name: Eze, Obinna  DOB: 03/04/1971', [['PERSON', 'Eze, Obinna'], ['DATE_OF_BIRTH', '03/04/1971']]],
  ['Pt: stable, afebrile', []],
  ['{"pt": "Boa noite"}', []],
  ['Name: Build, Test  Email: ci@x.com', []],
  // ... under a form's capitalised label alone, and one person's role ("Patient:") holds one name written so.
  ['Name: Eze, Obinna', [['PERSON', 'Eze, Obinna']]],
  ['Patient: Keltrigg, Zorvan  DOB: 03/04/1981', [['PERSON', 'Keltrigg, Zorvan'], ['DATE_OF_BIRTH', '03/04/1981']]],
  ['Reviewer: Stable, Afebrile', []],
  // Tool calls' arguments: who a message, a payment or a meeting is for; a message's "to" beside its subject.
  ['{"recipient": "Zorvan Keltrigg", "amount": 50}', [['PERSON', 'Zorvan Keltrigg']]],
  ['{"person": "Zorvan Keltrigg", "sender": "Acme Billing"}', [['PERSON', 'Zorvan Keltrigg']]],
  ['{"to": "Zorvan Keltrigg", "subject": "Invoice"}', [['PERSON', 'Zorvan Keltrigg']]],
  ['{"from": "LHR", "to": "Saint Denis"}', []],
  // Identity, tax, insurance and passport numbers under their key, and the name of a record that holds one.
  [
    '{"name":"Obinna Eze","nin":"12345678901","bvn":"22123456789"}',
    [['PERSON', 'Obinna Eze'], ['ID_NUMBER', '12345678901'], ['ID_NUMBER', '22123456789']],
  ],
  ['CCCD: 079192001234', [['ID_NUMBER', '079192001234']]],
  ['Insurance ID: ZHP-8821-4410', [['ID_NUMBER', 'ZHP-8821-4410']]],
  ['{"passportNumber":"A08123456"}', [['PASSPORT', 'A08123456']]],
  ['{"name": "Build Pipeline", "employee_id": "E123"}', [['ID_NUMBER', 'E123']]],
  ['Passport: in the drawer', []],
  // A caller's or requester's line, its items apart at " / " or " | ".
  ['CALLER: OBINNA EZE / 08031234567 / LAGOS', [['PERSON', 'OBINNA EZE']]],
  ['Requester: Raghavendra Subramaniam | Priority: High', [['PERSON', 'Raghavendra Subramaniam']]],
  ['Requester: Finance Ops', []],
  // A list of full names under a key that names people; not teams, tools, or a list of anything else.
  [
    '{"members":["Chidi Okeke","Yusuf Bello","Amaka Nwankwo"]}',
    [['PERSON', 'Chidi Okeke'], ['PERSON', 'Yusuf Bello'], ['PERSON', 'Amaka Nwankwo']],
  ],
  ['attendees = ["Raghavendra Subramaniam", "Wanjiru Kamau"]', [['PERSON', 'Raghavendra Subramaniam'], ['PERSON', 'Wanjiru Kamau']]],
  ['{"members": ["Core Team", "Docker Hub", "admin"]}', []],
  ['{"tags": ["Obinna Eze"]}', []],
  // Full names typed in small letters under a name column beside personal columns; placeholders for none stay words.
  ['name,email\nchidinma okafor,c.okafor@gmail.com\nobinna eze,o@x.ng', [['PERSON', 'chidinma okafor'], ['PERSON', 'obinna eze']]],
  ['name,email\nnot provided,x@y.com\nn/a,z@y.com\nsupport team,s@x.com', []],
  ['tel: 2024-01-05', []],
  // "name" is a person's name beside personal fields (e-mail, phone, date of birth), written as one.
  ['name,email,city\nXochitl Quispe,xq@mail.com,Sevilla', [['PERSON', 'Xochitl Quispe'], ['LOCATION', 'Sevilla']]],
  ['{"name": "Aigerim Nurlanovna", "email": "a@b.kz", "role": "admin"}', [['PERSON', 'Aigerim Nurlanovna']]],
  ['users = [dict(name="Tiago Xyzzyra", phone="+351 912 345 678")]', [['PERSON', 'Tiago Xyzzyra'], ['PHONE', '+351 912 345 678']]],
  // ... not a package, a team or an office, nor a name in another record than the e-mail's.
  ['name,version,license\nexpress,4.18.2,MIT', []],
  ['{"name": "Main Office", "phone": "+1 555 0100"}', [['PHONE', '+1 555 0100']]],
  ['{"group": {"name": "Support Crew", "id": "g_1"}, "user": {"id": "u_1", "email": "a@b.io"}}', []],
  ['{"name": "my-app", "author": "a@b.io", "email": "a@b.io"}', []],
  // ... or in a record that hangs from a person's key, alone or as a list's items, nested records skipped.
  ['{"customer": {"id": 88213, "name": "Raghavendra Subramaniam", "tier": "gold"}}', [['PERSON', 'Raghavendra Subramaniam']]],
  [
    '{"passengers": [\n  {"name": "Ngozi Adeyemi", "seat": "12A"},\n  {"name": "Tunde Bakare", "seat": "12B"}\n]}',
    [['PERSON', 'Ngozi Adeyemi'], ['PERSON', 'Tunde Bakare']],
  ],
  ['{"user": {"address": {"zip_note": "x"}, "name": "Obinna Eze"}}', [['PERSON', 'Obinna Eze']]],
  ["{customer: {name: 'Obinna Eze'}}", [['PERSON', 'Obinna Eze']]],
  // ... or in a query or a constructor on a collection or a model of people (a call in the arguments closes nothing).
  ['db.users.find({name: "Zorvan Keltrigg"})', [['PERSON', 'Zorvan Keltrigg']]],
  ['db.users.find({tags: normalise(t), name: "Zorvan Keltrigg"})', [['PERSON', 'Zorvan Keltrigg']]],
  ['User.where(name: "Zorvan Keltrigg").first', [['PERSON', 'Zorvan Keltrigg']]],
  ['User.objects.create(name="Zorvan Keltrigg", is_staff=True)', [['PERSON', 'Zorvan Keltrigg']]],
  ['await prisma.customer.create({ data: { name: "Zorvan Keltrigg" } })', [['PERSON', 'Zorvan Keltrigg']]],
  ['const p = new Patient({ name: "Zorvan Keltrigg" })', [['PERSON', 'Zorvan Keltrigg']]],
  ['customer = Customer(name="Zorvan Keltrigg", plan="pro")', [['PERSON', 'Zorvan Keltrigg']]],
  // ... not on a collection of things, nor past the call's end.
  ['db.products.find({name: "Zorvan Keltrigg"})', []],
  ['Product(name="Zorvan Keltrigg")', []],
  ['User.find(1); render({name: "Zorvan Keltrigg"})', []],
  // after review: a query's own keys and later arguments, Ruby's bang, a model in a module, a chain over lines ...
  ['prisma.user.findFirst({ where: { name: "Zorvan Keltrigg" } })', [['PERSON', 'Zorvan Keltrigg']]],
  ['db.users.updateOne({_id: 3}, {$set: {name: "Zorvan Keltrigg"}})', [['PERSON', 'Zorvan Keltrigg']]],
  ['stripe.customers.update("cus_123", {name: "Zorvan Keltrigg"})', [['PERSON', 'Zorvan Keltrigg']]],
  ['User.create!(name: "Zorvan Keltrigg")', [['PERSON', 'Zorvan Keltrigg']]],
  ['new models.Patient({ name: "Zorvan Keltrigg" })', [['PERSON', 'Zorvan Keltrigg']]],
  ['db.users\n  .find({ name: "Zorvan Keltrigg" })', [['PERSON', 'Zorvan Keltrigg']]],
  // ... but a collection of a person's things, a thing's constructor among the arguments, prose's parentheses and a call left open are none.
  ['user.projects.create(name: "Zorvan Keltrigg")', []],
  ['User(team=Team(name="Zorvan Keltrigg"))', []],
  ['User.create(product: Product.new(name: "Zorvan Keltrigg"))', []],
  ['# TODO: User.objects.get( is slow\nitem = Product(name="Zorvan Keltrigg")', []],
  ['See the Customer (VIP) and Patient (inpatient tables.\n\njob = Job(name="Zorvan Keltrigg")', []],
  ['Customer (VIP\nname: "Zorvan Keltrigg"', []],
  // ... and the collection an accessor names by its argument, before a query's method.
  ['db.collection("users").find({ name: "Zorvan Keltrigg" })', [['PERSON', 'Zorvan Keltrigg']]],
  ["knex('customers').insert({ name: 'Zorvan Keltrigg' })", [['PERSON', 'Zorvan Keltrigg']]],
  ['session.query(User).filter_by(name="Zorvan Keltrigg").first()', [['PERSON', 'Zorvan Keltrigg']]],
  ["await supabase.from('members').insert({ name: 'Zorvan Keltrigg' })", [['PERSON', 'Zorvan Keltrigg']]],
  ['db.collection("app.users")\n  .find({ name: "Zorvan Keltrigg" })', [['PERSON', 'Zorvan Keltrigg']]],
  // ... not a collection of things, another call before the method, or an accessor without a query's method.
  ['db.collection("products").find({ name: "Zorvan Keltrigg" })', []],
  ['session.query(Product).filter_by(name="Zorvan Keltrigg")', []],
  ['render("users").find({ name: "Zorvan Keltrigg" })', []],
  ['knex("users").pipe({ name: "Zorvan Keltrigg" })', []],
  // Code that compares with, asserts about or sets a field that says what the value is.
  ['expect(user.name).toBe("Zorvan Keltrigg");', [['PERSON', 'Zorvan Keltrigg']]],
  ['assert user.full_name == "Zorvan Keltrigg"', [['PERSON', 'Zorvan Keltrigg']]],
  ['assertEquals("Zorvan Keltrigg", customer.getName());', [['PERSON', 'Zorvan Keltrigg']]],
  ['self.assertEqual(patient.name, "Zorvan Keltrigg")', [['PERSON', 'Zorvan Keltrigg']]],
  ['user.name = "Zorvan Keltrigg"', [['PERSON', 'Zorvan Keltrigg']]],
  ['customer.setName("Zorvan Keltrigg");', [['PERSON', 'Zorvan Keltrigg']]],
  ["user.set_last_name('Keltrigg')", [['PERSON', 'Keltrigg']]],
  ["expect(currentUser.lastName).to.equal('Keltrigg')", [['PERSON', 'Keltrigg']]],
  ['expect(user.name).to eq("Zorvan Keltrigg")', [['PERSON', 'Zorvan Keltrigg']]],
  ['if (row["first_name"] === "Zorvan") {}', [['PERSON', 'Zorvan']]],
  ['assertThat(customer.getFullName()).isEqualTo("Zorvan Keltrigg");', [['PERSON', 'Zorvan Keltrigg']]],
  ['expect(order.city).toBe("Springfield");', [['LOCATION', 'Springfield']]],
  // ... not a thing's name, a role's field, a bare name without its object, a service or a tool.
  ['expect(product.name).toBe("Zorvan Keltrigg");', []],
  ['project.name = "Zorvan Keltrigg"', []],
  ['user.role = "Zorvan Keltrigg"', []],
  ['expect(user.name).toBe("Admin User");', []],
  ['user.name = "GitHub Actions"', []],
  ['config.setName("Build Agent")', []],
  ['a = b == "Zorvan Keltrigg"', []],
  // ... but not under a thing's key, nor a tier, a team or a role under a person's.
  ['{"product": {"name": "Raghavendra Subramaniam"}}', []],
  ['{"customer": {"name": "Gold Tier"}}', []],
  ['{"customer": {"name": "Acme Support Team"}}', []],
  ['{"users": [{"name": "admin"}]}', []],
  ['{"owner": {"name": "Brightloom"}}', []],
  ['{"customer": {"plan": {"name": "Quexo"}}}', []],
  // Who wrote or handles a thing, when the value is a full name; a label's last word is its key.
  ["git log --author='Priyanka Raman'", [['PERSON', 'Priyanka Raman']]],
  ['{"assignee": "Wei Zhang", "status": "open"}', [['PERSON', 'Wei Zhang']]],
  ['Author: Priyanka Raman', [['PERSON', 'Priyanka Raman']]],
  ['{"author": "OpenAI", "title": "Report"}', []],
  ['Author: see the README', []],
  // A role that names a person: who a record or a meeting is about, several listed on a form line.
  ['Patient: Olusegun Adeyemi, DOB 12/03/1985, MRN 12345678', [['PERSON', 'Olusegun Adeyemi']]],
  ['Organizer: Chidinma Okafor', [['PERSON', 'Chidinma Okafor']]],
  ['cc: Priyanka Raman; Olusegun Adeyemi', [['PERSON', 'Priyanka Raman'], ['PERSON', 'Olusegun Adeyemi']]],
  ['Attendees: Priyanka Raman, Olusegun Adeyemi and Chidinma Okafor', [['PERSON', 'Priyanka Raman'], ['PERSON', 'Olusegun Adeyemi'], ['PERSON', 'Chidinma Okafor']]],
  ['Mieter: Jörg Xyzzyk', [['PERSON', 'Jörg Xyzzyk']]],
  ['{"patient": "Olusegun Adeyemi", "ward": 4}', [['PERSON', 'Olusegun Adeyemi']]],
  // ... not a line of dialogue, a team, an event or a one-word value.
  ['Customer: Hi, I need help with my order', []],
  ['Owner: Platform Team', []],
  ['Speaker: Annual Investor Conference', []],
  ['Customer: Olusegun', []],
  // Roles code and IT write too are no person's; a role's value of everyday words or an acronym is no name.
  ['Owner: Data Platform', []],
  ['Client: Web Browser', []],
  ['Tenant: Azure AD', []],
  // An address keeps its spacing; a name ends before the next label.
  ['Anschrift: Müllerstraße  23, 80469 München', [['ADDRESS', 'Müllerstraße  23, 80469 München']]],
  ['Organizer: Contract Renewal Committee', []],
  ['cc: Payroll Backlog; Anna Schmidt', [['PERSON', 'Anna Schmidt']]],
  // A copy line lists people by one name too; a team, a department or software is none.
  ['cc: Zorvan, Quillon', [['PERSON', 'Zorvan'], ['PERSON', 'Quillon']]],
  ['Bcc: Marek, Zorvan', [['PERSON', 'Marek'], ['PERSON', 'Zorvan']]],
  ['cc: Zorvan Keltrigg, Quillon', [['PERSON', 'Zorvan Keltrigg'], ['PERSON', 'Quillon']]],
  ['CC: Legal, Finance', []],
  ['cc: Support Team', []],
  ['cc: HR', []],
  ['cc: All', []],
  ["cc: O'Brien, Quillon", [['PERSON', "O'Brien"], ['PERSON', 'Quillon']]],
  ['cc: McDonald, ZORVAN', [['PERSON', 'McDonald'], ['PERSON', 'ZORVAN']]],
  ['cc: HR, TBD', []],
  // A ticket's and a review's people by one name too, under the role alone; nobody, a title,
  // an acronym, software or a team is none, nor a role of firms and accounts ("Customer: Olusegun").
  ['Assignee: Zorvan', [['PERSON', 'Zorvan']]],
  ['Reviewer: Quillon', [['PERSON', 'Quillon']]],
  ['Approved by: Brannoch', [['PERSON', 'Brannoch']]],
  ['{"assignee": "Zorvan", "status": "open"}', [['PERSON', 'Zorvan']]],
  ['Assignee: Unassigned', []],
  ['Reviewer: TBD', []],
  ['Teacher: Mrs', []],
  ['Assignee: Jenkins', []],
  ['Manager: None', []],
  ['Approved by: Finance', []],
  ['Code reviewer: Quillon', []],
  ['{"reviewer": "Copilot"}', []],
  // A role's label of several words by its last word; an approver's too.
  ['Account manager: Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
  ['Approver: Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
  ['Package manager: pnpm', []],
  // A commit's trailers written as labels, and a photo's credit.
  ['Signed off by: Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
  ['Co-authored-by: Quillon Mave', [['PERSON', 'Quillon Mave']]],
  ['Photo credit: Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
  ['Photo credit: Getty Images', []],
  ['Window manager: Sway', []],
  // A field inside brackets in a sentence is read as on its own line.
  ['Our client Zorblax GmbH (contact: Quillon Mave) signed the NDA.', [['PERSON', 'Quillon Mave']]],
  ['The ticket (assignee: Zorvan Keltrigg) is stale.', [['PERSON', 'Zorvan Keltrigg']]],
  ['See the docs (note: this is slow).', []],
  ['The API (version: 2.1) is stable.', []],
  ['Fix the bug (author: OpenAI) now.', []],
  ['Student: Computer Science', []],
  // More roles, and one's own name on a form line; a parenthesis ends the name.
  ['Employee: Grace Hill (ID E-54097)', [['PERSON', 'Grace Hill']]],
  ['Emergency contact: Harpreet Sandhu (spouse)', [['PERSON', 'Harpreet Sandhu']]],
  ['Donor: Adaeze Nwosu, born 1942', [['PERSON', 'Adaeze Nwosu']]],
  ['Next of kin: Tsegaye Bekele', [['PERSON', 'Tsegaye Bekele']]],
  ['meu nome: Selamawit Kebede', [['PERSON', 'Selamawit Kebede']]],
  ['employee: Employee;', []],
  ['Payee: Electricity Board', []],
  ['Requested by: Finance Ops', []],
  // A log's or a record's user, as a full name written as one; a chat's "User:" turn, a login or a bot is none.
  ['2026-11-29T10:02:11Z level=info msg="login ok" user="Zorvan Keltrigg"', [['PERSON', 'Zorvan Keltrigg']]],
  ['{"user": "Zorvan Keltrigg", "action": "login"}', [['PERSON', 'Zorvan Keltrigg']]],
  ['User: How do I reset my password?', []],
  ['{"user": "Build Agent"}', []],
  ['user: admin', []],
  ['Interviewer: So Olusegun, tell me about yourself.', []],
  // A Markdown table: its header names the columns, the separator line and the rows follow.
  [
    '| Name | Email | City |\n|---|---|---|\n| Xochitl Quispe | xq@mail.com | Cusco |',
    [['PERSON', 'Xochitl Quispe'], ['LOCATION', 'Cusco']],
  ],
  // The numbers a school or employer keeps and birth dates, under their column or key; a column
  // named by a person's role beside them holds names.
  ['employee_id,full_name\n8455,Kayleigh Dunmore', [['ID_NUMBER', '8455'], ['PERSON', 'Kayleigh Dunmore']]],
  [
    '| Student | Student ID | Math |\n|---|---|---|\n| Henok Mulugeta | S2844297 | 82 |',
    [['PERSON', 'Henok Mulugeta'], ['ID_NUMBER', 'S2844297']],
  ],
  ['Name, Email, Birthdate\nHope Fisher, hope@x.com, 05/21/1982', [['PERSON', 'Hope Fisher'], ['DATE_OF_BIRTH', '05/21/1982']]],
  ['{"customer_id": "CU-88120", "dob": "1990-04-12", "plan": "pro"}', [['ID_NUMBER', 'CU-88120'], ['DATE_OF_BIRTH', '1990-04-12']]],
  ['id,product,price\n12,Widget,12.50', []],
  ['| Student | Grade |\n|---|---|\n| Henok Mulugeta | 82 |', []],
  // SQL: the column list is the header, each row of VALUES a line; a table of products holds no one.
  [
    "INSERT INTO users (id, first_name, last_name, email, birth_date) VALUES (498, 'Will', 'Young', 'w@x.com', '1995-04-10'), (291, 'Siobhan', 'McAllister', NULL, '1988-02-29');",
    [['PERSON', 'Will'], ['PERSON', 'Young'], ['DATE_OF_BIRTH', '1995-04-10'], ['PERSON', 'Siobhan'], ['PERSON', 'McAllister'], ['DATE_OF_BIRTH', '1988-02-29']],
  ],
  ["insert into customers (name, email, customer_no) values ('Meseret Alemu', 'm@x.et', 'C-20441')", [['PERSON', 'Meseret Alemu'], ['ID_NUMBER', 'C-20441']]],
  ["INSERT INTO products (id, name, price) VALUES (1, 'Coffee Grinder', 12.5);", []],
  ["INSERT INTO users (first_name, last_name) VALUES ('Ann", []],
  // One known column is a header in a statement; without a column list, a people's table's full names.
  ["INSERT INTO users (id, full_name) VALUES (1, 'Zorvan Keltrigg');", [['PERSON', 'Zorvan Keltrigg']]],
  [
    "INSERT INTO customers VALUES (1, 'Zorvan Keltrigg', 'Berlin'), (2, 'Quillon Varbeck', 'Rome');",
    [['PERSON', 'Zorvan Keltrigg'], ['PERSON', 'Quillon Varbeck']],
  ],
  ["INSERT INTO public.patients VALUES (7, 'ZORVAN KELTRIGG')", [['PERSON', 'ZORVAN KELTRIGG']]],
  ["INSERT INTO products VALUES (1, 'Coffee Grinder', 12.5);", []],
  // ... a first name and a surname side by side; everyday words are none.
  ["INSERT INTO employees VALUES (7, 'Zorvan', 'Keltrigg', 'zk@example.org');", [['PERSON', 'Zorvan'], ['PERSON', 'Keltrigg']]],
  ["INSERT INTO users VALUES (1, 'Active', 'Admin');", []],
  // Code that makes a person's record with a full name; a product's is none.
  ['const admin = new User("Zorvan Keltrigg", "zk@example.org");', [['PERSON', 'Zorvan Keltrigg']]],
  ['add_employee("Zorvan Keltrigg", dept="Finance")', [['PERSON', 'Zorvan Keltrigg']]],
  ['new Product("Blue Widget", 12)', []],
  // Form lines in comments.
  ['// Contact: Zorvan Keltrigg (ext. 4411)', [['PERSON', 'Zorvan Keltrigg']]],
  ['# Maintainer: Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
  ["INSERT INTO customers VALUES (1, 'Gold Tier', 'Acme Support Team', 'Grafana Admin');", []],
  ["INSERT INTO users (id, plan) VALUES (1, 'Zorvan Keltrigg');", []],
  // UPDATE statements: the SET list's columns name the values; a people table names a bare "name".
  ["UPDATE users SET name = 'Zorvan Keltrigg' WHERE id = 42;", [['PERSON', 'Zorvan Keltrigg']]],
  ["update public.customers set city = 'Lyon', updated_at = now() where id = 7", [['LOCATION', 'Lyon']]],
  ["UPDATE settings SET value = 'Zorvan Keltrigg' WHERE key = 'theme';", []],
  // A contact list's lines without a header: the full name beside an e-mail address.
  ['Zorvan Keltrigg,zk@example.org,+44 7700 900123', [['PERSON', 'Zorvan Keltrigg']]],
  ['Quillon Varbeck;qv@example.org;Admin', [['PERSON', 'Quillon Varbeck']]],
  ['Build Agent,ci@example.org,daily', []],
  // A two-column record, each field name a tab from its value.
  ['Name\tZorvan Keltrigg\nEmail\tzk@example.org\nCity\tLyon', [['PERSON', 'Zorvan Keltrigg'], ['LOCATION', 'Lyon']]],
  ['Surname\tKeltrigg', [['PERSON', 'Keltrigg']]],
  ['Berlin\tGermany\nname\tbuild-and-test', []],
  // PostgreSQL's report of a key: its columns name the values.
  ['DETAIL:  Key (first_name, last_name)=(Zorvan, Keltrigg) already exists.', [['PERSON', 'Zorvan'], ['PERSON', 'Keltrigg']]],
  ['DETAIL:  Key (full_name, dob)=(Zorvan Keltrigg, 1980-02-03) already exists.', [['PERSON', 'Zorvan Keltrigg'], ['DATE_OF_BIRTH', '1980-02-03']]],
  ['DETAIL:  Key (id)=(42) is not present in table "users".', []],
  ['DETAIL:  Key (sku, name)=(A-1, Coffee Grinder) already exists.', []],
  // ... one column: its value whole, a surname first and its comma too.
  ['DETAIL:  Key (full_name)=(Keltrigg, Zorvan) already exists.', [['PERSON', 'Keltrigg, Zorvan']]],
  // ... an expression index's columns, in functions and casts.
  ['DETAIL:  Key (lower(first_name::text), lower(last_name::text))=(zorvan, keltrigg) already exists.', [['PERSON', 'zorvan'], ['PERSON', 'keltrigg']]],
  ['DETAIL:  Key (lower(full_name))=(zorvan keltrigg) already exists.', [['PERSON', 'zorvan keltrigg']]],
  ['DETAIL:  Key (coalesce(full_name, nickname), id)=(Zorvan Keltrigg, 7) already exists.', [['PERSON', 'Zorvan Keltrigg']]],
  // ... a bare "name" is a person's when the report's constraint or table is one of people.
  ['ERROR:  duplicate key value violates unique constraint "users_name_key"\nDETAIL:  Key (name)=(zorvan keltrigg) already exists.', [['PERSON', 'zorvan keltrigg']]],
  ['DETAIL:  Key (name)=(Zorvan Keltrigg) is not present in table "public.customers".', [['PERSON', 'Zorvan Keltrigg']]],
  ['ERROR:  duplicate key value violates unique constraint "plans_name_key"\nDETAIL:  Key (name)=(gold tier) already exists.', []],
  ['full_name\tcity\nKeltrigg, Zorvan\tLyon', [['PERSON', 'Keltrigg, Zorvan'], ['LOCATION', 'Lyon']]],
  // A Markdown table or TSV with a "Name" column and no other known field: full names that read as people's.
  [
    '| Name | Role |\n|---|---|\n| Zorvan Keltrigg | Admin |\n| Build Agent | Service |\n| Grafana Cloud | SaaS |\n| Jest | Testing |',
    [['PERSON', 'Zorvan Keltrigg']],
  ],
  ['Name\tTeam\nQuillon Varbeck\tPayments', [['PERSON', 'Quillon Varbeck']]],
  // So does an export's CSV header, one word per column; a header in prose, with blanks, does not.
  ['name,date,project,hours\nCaelwen Moriarty-Osk,2025-02-04,Admin,5.5', [['PERSON', 'Caelwen Moriarty-Osk']]],
  ['name,version,license\nBuild Agent,3.7.0,MIT', []],
  ['name, date, project, hours\nCaelwen Moriarty-Osk, 2025-02-04, Admin, 5.5', []],
  // One column only a name fills, or one named for whose the rows are, under a framed or an export's header; not "nom" alone.
  [
    'id   | username   | full_name         | last_login\n-----+------------+-------------------+-----------\n1023 | zvelmora   | Zephrine Velmora  | 2022-06-30',
    [['USERNAME', 'zvelmora'], ['PERSON', 'Zephrine Velmora']],
  ],
  ['employee,week,mon,tue\n"Ashworth-Lintz, Merriam",W12,12,10\nE1234,W12,8,8', [['PERSON', 'Ashworth-Lintz, Merriam']]],
  ['nom | prix | stock\nBuild Agent | 12 | 3', []],
  // psql's and MySQL's tables, rules between header and rows; a table aligned with spaces (pandas, with its index).
  [
    ' id |      name       |     email\n----+-----------------+----------------\n  1 | Zorvan Keltrigg | zk@example.com\n  2 | Quillon Varbeck | qv@example.com\n(2 rows)',
    [['PERSON', 'Zorvan Keltrigg'], ['PERSON', 'Quillon Varbeck']],
  ],
  [
    '+----+-----------------+----------------+\n| id | name            | email          |\n+----+-----------------+----------------+\n|  1 | Zorvan Keltrigg | zk@example.com |\n+----+-----------------+----------------+',
    [['PERSON', 'Zorvan Keltrigg']],
  ],
  [
    '   id             name           email\n0   1  Zorvan Keltrigg  zk@example.com\n1   2  Quillon Varbeck  qv@example.com',
    [['PERSON', 'Zorvan Keltrigg'], ['PERSON', 'Quillon Varbeck']],
  ],
  ['first_name  last_name  city\nZorvan      Keltrigg   Berlin', [['PERSON', 'Zorvan'], ['PERSON', 'Keltrigg'], ['LOCATION', 'Berlin']]],
  ['NAME             PHONE\nZorvan Keltrigg  +44 20 7946 0000', [['PERSON', 'Zorvan Keltrigg'], ['PHONE', '+44 20 7946 0000']]],
  // ... pandas' row of dots where it leaves rows out: the rows below it are the table's too.
  [
    '      id        full_name  city\n0      1  Zorvan Keltrigg  Lyon\n..   ...              ...   ...\n998  999  Marvik Soltrane  Rome\n\n[1000 rows x 3 columns]',
    [['PERSON', 'Zorvan Keltrigg'], ['LOCATION', 'Lyon'], ['PERSON', 'Marvik Soltrane'], ['LOCATION', 'Rome']],
  ],
  // psql's expanded display: each record's columns one per line, one known column enough.
  [
    '-[ RECORD 1 ]----------------\nid        | 1\nfull_name | Zorvan Keltrigg\ncity      | Lyon\n-[ RECORD 2 ]----------------\nid        | 2\nfull_name | Quillon Varbeck\ncity      | ',
    [['PERSON', 'Zorvan Keltrigg'], ['LOCATION', 'Lyon'], ['PERSON', 'Quillon Varbeck']],
  ],
  ['-[ RECORD 1 ]-+-------\nid    | 7\nname  | Zorvan Keltrigg\nemail | zk@example.com', [['PERSON', 'Zorvan Keltrigg']]],
  ['-[ RECORD 1 ]-\nid   | 7\nname | Gold Tier\nplan | gold', []],
  // ... CRLF, a trailing space after the dashes, a value over two lines, a quoted name with a space, \pset border 2, surname first
  ['-[ RECORD 1 ]---- \r\nid | 1\r\nfull_name | Zorvan Keltrigg\r\n', [['PERSON', 'Zorvan Keltrigg']]],
  ['-[ RECORD 1 ]---\nbio | line one +\n    | line two\nFull name | Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
  ['+-[ RECORD 1 ]-+-----------------+\n| id        | 1               |\n| full_name | Zorvan Keltrigg |\n+-----------+-----------------+', [['PERSON', 'Zorvan Keltrigg']]],
  ['-[ RECORD 1 ]---\nname  | Keltrigg, Zorvan\nemail | zk@example.com', [['PERSON', 'Keltrigg, Zorvan']]],
  // ... not an OAuth client's name, psql's booleans, a default
  ['-[ RECORD 1 ]---\nid | 3\nclient_id | web-app-01\nclient_name | Web Portal', [['ID_NUMBER', 'web-app-01']]],
  ['-[ RECORD 1 ]---\nid | 3\ncompany | t\ncountry | f', []],
  ['-[ RECORD 1 ]---\nid | 3\ncity | Default City', []],
  // A quoted CSV cell holds its comma: a name written surname first.
  ['full_name,city\n"Keltrigg, Zorvan",Lyon', [['PERSON', 'Keltrigg, Zorvan'], ['LOCATION', 'Lyon']]],
  ['name,email\n"Keltrigg, Zorvan",zk@example.com', [['PERSON', 'Keltrigg, Zorvan']]],
  // ... not a table of things, nor prose with two spaces after its sentences.
  ['NAME          VERSION  LICENSE\nexpress       4.18.2   MIT', []],
  ['The name  matters.  The email  too.\nZorvan Keltrigg  zk@example.com', []],
  // YAML: a record's bare "name" under a person's key, however it is indented, through wrappers.
  ['customer:\n  id: 42\n  name: Zorvan Keltrigg\n  tier: gold', [['PERSON', 'Zorvan Keltrigg']]],
  [
    'customers:\n  - id: 1\n    name: Zorvan Keltrigg\n  - id: 2\n    name: Quillon Varbeck',
    [['PERSON', 'Zorvan Keltrigg'], ['PERSON', 'Quillon Varbeck']],
  ],
  ['customers:\n- id: 1\n  name: Zorvan Keltrigg\n- name: Quillon Varbeck', [['PERSON', 'Zorvan Keltrigg'], ['PERSON', 'Quillon Varbeck']]],
  ['users:\n  data:\n    - name: Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
  // ... not under a thing's key, a thing's name under a person's, or a job's.
  ['product:\n  name: Zorvan Keltrigg', []],
  ['customer:\n  plan:\n    name: Zorvan Keltrigg', []],
  ['spec:\n  customer:\n    plan:\n      name: Gold Tier', []],
  ['jobs:\n  build:\n    name: Build and Test', []],
  ['user:\n  name: Grafana Admin', []],
  // A form's fields after a blank to sign on or two spaces.
  ['Signed: ______________ Name: Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
  ['Signature: __________  Name: Zorvan Keltrigg  Date: 2024-01-02', [['PERSON', 'Zorvan Keltrigg']]],
  ['Patient: Hiroko Nishimura  MRN: 7781234', [['PERSON', 'Hiroko Nishimura'], ['ID_NUMBER', '7781234']]],
  ['Signed: ____ Date: ____', []],
  // After review: a one-word name under a person's YAML key is a team's or a vendor's; quoted values count too.
  ['members:\n  - name: Backend\n  - name: Frontend', []],
  ['maintainers:\n  - name: Bitnami', []],
  ['users:\n  - name: "Zorvan Keltrigg"', [['PERSON', 'Zorvan Keltrigg']]],
  // ... one ambiguous column alone is no header ("nom" names products, "address" hosts); a people's table's bare name is one.
  ["INSERT INTO produits (id, nom, prix) VALUES (1,'Chaise Bleue',9.99)", []],
  ["INSERT INTO nodes (id,address) VALUES (1,'node-1.internal:8080')", []],
  ['DETAIL: Key (nom)=(Chaise Bleue) already exists.', []],
  ["INSERT INTO users (id, name) VALUES (1,'Zorvan Keltrigg')", [['PERSON', 'Zorvan Keltrigg']]],
  // ... a Markdown break or an underline after a table ends it; CRLF rows are read.
  ['name,email\nZorvan Keltrigg,zk@example.com\n---\nThanks, Regards', [['PERSON', 'Zorvan Keltrigg']]],
  ['Name          Email\n----          -----\nZorvan Keltrigg  zk@example.com\n----\nBuild Status  Passing', [['PERSON', 'Zorvan Keltrigg']]],
  [' id | first_name | city\r\n----+------------+------\r\n  1 | Zorvan     | Lyon\r\n', [['PERSON', 'Zorvan'], ['LOCATION', 'Lyon']]],
  // ... a name column's cell reads as a person's; missing values are none.
  ['NAME          EMAIL              STATUS\nBuild Agent   ci@example.com     active', []],
  ['first_name  last_name  city\nAl  Fenwright  NaN', [['PERSON', 'Al'], ['PERSON', 'Fenwright']]],
  // ... a further field's value ends at the next label, known or not; a network's address is no street.
  ['Job: nightly-etl  Company: Acme  Owner: data-team', [['ORGANIZATION', 'Acme']]],
  ['Route: /api  Address: 0x7ffd4a2b  Symbol: main', []],
  // Assignments of INI, .env, .properties and gitconfig files; `git config user.name`.
  ['CONTACT_NAME=Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
  ['GIT_COMMITTER_NAME=Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
  ['GIT_AUTHOR_NAME="Zorvan Keltrigg"', [['PERSON', 'Zorvan Keltrigg']]],
  ['first_name = Zorvan', [['PERSON', 'Zorvan']]],
  ['user.name=Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
  ['[user]\n\tname = Zorvan Keltrigg\n\temail = zk@example.com', [['PERSON', 'Zorvan Keltrigg']]],
  ['git config --global user.name "Zorvan Keltrigg"', [['PERSON', 'Zorvan Keltrigg']]],
  ['COUNTRY=Germany', [['LOCATION', 'Germany']]],
  // ... not a thing's name, a variable, a member, a package's section.
  ['PRODUCT_NAME=Zorvan Keltrigg', []],
  ['APP_NAME=Acme Portal', []],
  ['city = city', []],
  ['city = Config.city', []],
  ['[package]\nname = Zorvan Keltrigg', []],
  // after review: captions and placeholders that repeat their field, enum members, senders and services named in a name field
  ['label.first_name=First name', []],
  ['first_name = First Name', []],
  ['COUNTRY = Country.DE', []],
  ['SMTP_FROM_NAME=Acme Billing', []],
  ['[user]\nname = Build Server\nemail = ci@example.com', []],
  ['<input name="first_name" value="First Name">', []],
  ['<input type="hidden" name="company" value="ACME_CORP">', []],
  // ... docker-compose's list form, Dockerfile's ENV, `git -c`
  ['environment:\n  - CONTACT_NAME=Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
  ['ENV CONTACT_NAME=Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
  ['git -c user.name="Zorvan Keltrigg" commit -m x', [['PERSON', 'Zorvan Keltrigg']]],
  // ... a person's field with its value in small letters, when it reads as a full name; not words, code or a caption.
  ['full_name = zorvan garcia', [['PERSON', 'zorvan garcia']]],
  ['export CUSTOMER_NAME=maria garcia', [['PERSON', 'maria garcia']]],
  ['GIT_AUTHOR_NAME=maria garcia  # me', [['PERSON', 'maria garcia']]],
  // ... with a listed name in it: not placeholders, abbreviations or another language's caption
  ['full_name = zorvan keltrigg', []],
  ['fname = lorem ipsum', []],
  ['fullname = fname lname', []],
  ['contact_name = tbd tbd', []],
  ['fullname = nom complet', []],
  ['nom = maria garcia', []],
  ['full_name = first last', []],
  ['full_name = not provided', []],
  ['last_name = last_name.strip()', []],
  ['label.full_name = full name', []],
  ['name = zorvan keltrigg', []],
  // ... a field after two spaces is read with its own label.
  ['Company: Acme GmbH  Contact: Zorvan Keltrigg', [['ORGANIZATION', 'Acme GmbH'], ['PERSON', 'Zorvan Keltrigg']]],
  // A block named by the word before its brace (protobuf's text format, HCL).
  ['customer {\n  name: "Zorvan Keltrigg"\n  id: 4\n}', [['PERSON', 'Zorvan Keltrigg']]],
  // XML and HTML: elements by their name, a bare <name> in a person's element or beside personal fields, a form's inputs.
  ['<customer><id>4</id><name>Zorvan Keltrigg</name></customer>', [['PERSON', 'Zorvan Keltrigg']]],
  ['<firstName>Zorvan</firstName><lastName>Keltrigg</lastName>', [['PERSON', 'Zorvan'], ['PERSON', 'Keltrigg']]],
  ['<contact>\n  <name>Zorvan Keltrigg</name>\n  <email>zk@example.com</email>\n</contact>', [['PERSON', 'Zorvan Keltrigg']]],
  ['<ns:Person><ns:GivenName>Zorvan</ns:GivenName><ns:City>Lyon</ns:City></ns:Person>', [['PERSON', 'Zorvan'], ['LOCATION', 'Lyon']]],
  ['<input type="text" name="fullname" value="Zorvan Keltrigg">', [['PERSON', 'Zorvan Keltrigg']]],
  ['<product><name>Zorvan Keltrigg</name></product>', []],
  // Query strings and form bodies: the keys a header, the values a row, "+" a space.
  ['GET /api/users?first_name=Zorvan&last_name=Keltrigg&city=Lyon HTTP/1.1', [['PERSON', 'Zorvan'], ['PERSON', 'Keltrigg'], ['LOCATION', 'Lyon']]],
  ['curl -d "full_name=Zorvan+Keltrigg&email=zk@example.com" /signup', [['PERSON', 'Zorvan+Keltrigg']]],
  ['user[first_name]=Zorvan&user[last_name]=Keltrigg', [['PERSON', 'Zorvan'], ['PERSON', 'Keltrigg']]],
  ['a=1&b=2&c=3', []],
  ['GET /users?company=t&country=f', []],
  ['?name=Build+Agent&type=ci', []],
  ['GET /users?full_name=Zorvan%20Keltrigg&email=zk@example.com', [['PERSON', 'Zorvan%20Keltrigg']]],
  // ... not an OAuth client, a file's name, a sort order, a test value, a country's code or a company's slug
  ['GET /oauth/authorize?response_type=code&client_id=abc123456&redirect_uri=x', []],
  ['GET /download?fname=report.pdf&type=pdf', []],
  ['GET /api?ort=asc&nom=desc', []],
  ['GET /api/v1/cards?cardholder=Test+User&pan=4242', []],
  ['?country=US&limit=20', []],
  ['?company=acme-corp&page=2', []],
  // An account's display or real name, as Jira and Slack write it, in a person's record or beside an e-mail.
  ['{"assignee":{"displayName":"Zorvan Keltrigg","emailAddress":"zk@example.com"},"reporter":{"displayName":"Quillon Varbeck"}}', [['PERSON', 'Zorvan Keltrigg'], ['PERSON', 'Quillon Varbeck']]],
  ['{"user":{"real_name":"Zorvan Keltrigg","is_bot":false}}', [['PERSON', 'Zorvan Keltrigg']]],
  ['{"app":{"displayName":"Acme Portal"}}', []],
  ['{"displayName": "Contoso Marketing", "mail": "marketing@contoso.com", "mailEnabled": true}', []],
  ['{"accountId": "5b10", "displayName": "Atlassian Assist", "emailAddress": "noreply@atlassian.com"}', []],
  ['{"creator": {"accountId": "5b10", "displayName": "Zorvan Keltrigg"}}', [['PERSON', 'Zorvan Keltrigg']]],
  // A mail's subject names a person as a part of its own, a full name with a listed name in it; not its topics.
  ['Subject: Re: Onboarding: Priya Raghunathan', [['PERSON', 'Priya Raghunathan']]],
  ['Betreff: Vertrag - Priya Raghunathan', [['PERSON', 'Priya Raghunathan']]],
  ['Subject: Q3 Planning - Product Roadmap', []],
  ['Subject: Weekly Sync | Team Alpha', []],
  // ... pretty-printed, the text on a line of its own; text over several lines is none.
  ['<customer>\n  <name>\n    Zorvan Keltrigg\n  </name>\n</customer>', [['PERSON', 'Zorvan Keltrigg']]],
  ['<person>\n  <city>\n    Lyon\n  </city>\n</person>', [['LOCATION', 'Lyon']]],
  ['<customer><name>Zorvan\nKeltrigg</name></customer>', []],
  // HTML tables: a header row of <th> (or of <td> naming fields) gives the columns; a cell with markup keeps its place.
  ['<table><tr><th>Name</th><th>Email</th></tr><tr><td>Zorvan Keltrigg</td><td>zk@example.com</td></tr></table>', [['PERSON', 'Zorvan Keltrigg']]],
  // ... a row with no header: the full name beside an e-mail address.
  ['<tr><td>Zorvan Keltrigg</td><td>zk@example.com</td><td>Admin</td></tr>', [['PERSON', 'Zorvan Keltrigg']]],
  ['<tr><td>Build Agent</td><td>ci@example.com</td></tr>', []],
  // An element's class or microdata property says what its text is, when its tag does not.
  ['<span class="author">Zorvan Keltrigg</span>', [['PERSON', 'Zorvan Keltrigg']]],
  ['<span itemprop="familyName">Keltrigg</span>', [['PERSON', 'Keltrigg']]],
  ['<span class="badge">Zorvan Keltrigg</span>', []],
  [
    '<table>\n <tr><th>First name</th><th>City</th><th>Notes</th></tr>\n <tr><td>Zorvan</td><td>Lyon</td><td><b>VIP</b></td></tr>\n <tr><td></td><td>Rome</td><td>x</td></tr>\n</table>',
    [['PERSON', 'Zorvan'], ['LOCATION', 'Lyon'], ['LOCATION', 'Rome']],
  ],
  ['<table><tr><td>Name</td><td>Phone</td></tr><tr><td>Zorvan Keltrigg</td><td>030 1234567</td></tr></table>', [['PERSON', 'Zorvan Keltrigg'], ['PHONE', '030 1234567']]],
  ['<table><tr><th>Name</th><th>Version</th></tr><tr><td>Zorvan Keltrigg</td><td>6.2</td></tr></table>', []],
  ['<table><tr><th>Product</th><th>Email</th></tr><tr><td>Build Agent</td><td>ci@example.com</td></tr></table>', []],
  // ... one known column under <th>; a cell's text inside a link; pandas' to_html with its index row; a row left unclosed
  ['<table><tr><th>id</th><th>full_name</th></tr><tr><td>1</td><td><a href="/u/1">Zorvan Keltrigg</a></td></tr><tr><td>2</td><td>Quillon Varbeck</td>', [['PERSON', 'Zorvan Keltrigg'], ['PERSON', 'Quillon Varbeck']]],
  [
    '<table><thead><tr><th></th><th>full_name</th><th>city</th></tr><tr><th>id</th><th></th><th></th></tr></thead><tbody><tr><th>1</th><td>Zorvan Keltrigg</td><td>Lyon</td></tr></tbody></table>',
    [['PERSON', 'Zorvan Keltrigg'], ['LOCATION', 'Lyon']],
  ],
  // ... a contact form's notification: one header cell and one value per row; a table nested in a cell leaves the outer one's columns
  ['<table><tr><th>Name</th><td>Zorvan Keltrigg</td></tr><tr><th>Email</th><td>zk@example.com</td></tr></table>', [['PERSON', 'Zorvan Keltrigg']]],
  ['<table><tr><th>Name</th><th>Email</th></tr><tr><td><table><tr><td>x</td></tr></table></td><td>a@b.io</td></tr><tr><td>Quillon Varbeck</td><td>q@v.io</td></tr></table>', [['PERSON', 'Quillon Varbeck']]],
  // ... not a table of field names (a schema's or a translation's), captions and options, filters' "All" and "Select ..."
  ['<table><tr><th>Old field</th><th>New field</th></tr><tr><td>fname</td><td>first_name</td></tr><tr><td>town</td><td>city</td></tr></table>', []],
  ['<table><tr><th>First name</th><th>Last name</th></tr><tr><td>Vorname</td><td>Nachname</td></tr><tr><td>Zorvan</td><td>Keltrigg</td></tr></table>', [['PERSON', 'Zorvan'], ['PERSON', 'Keltrigg']]],
  ['<tr><td>Surname</td><td>Forename</td></tr><tr><td>Required</td><td>Optional</td></tr>', []],
  ['<table><tr><th>Country</th><th>City</th></tr><tr><td>All</td><td>Any</td></tr><tr><td>Select country</td><td>Select city</td></tr></table>', []],
  ['<table><tr><th>Name</th><td>Web Portal</td></tr><tr><th>Email</th><td>ops@example.com</td></tr></table>', []],
  ['<country>\n  Select country\n</country>', []],
  ['<dependency><groupId>org.x</groupId><name>Spring Boot</name></dependency>', []],
  ['<input name="q" value="Zorvan Keltrigg">', []],
]);

check('e-mail display name', createEmailDisplayNameRecognizer(), [
  // The name before an address in angle brackets, on no list: mail headers, commit authors.
  ['To: Kiri Waititi <kiri@acme.co.nz>', [['PERSON', 'Kiri Waititi']]],
  ['git commit --author="Lena Fischer <lena@fischer.dev>"', [['PERSON', 'Lena Fischer']]],
  ['"Jean-Luc de la Tour" <jl@tour.fr>', [['PERSON', 'Jean-Luc de la Tour']]],
  ['Kiri <kiri@acme.co.nz>', [['PERSON', 'Kiri']]],
  // A quoted mail's header: the clock's AM/PM and a time zone are no part of the name.
  ['On Tue, Mar 12, 2024 at 2:05 PM Kwame Mensah <kwame.mensah@gmail.com> wrote:', [['PERSON', 'Kwame Mensah']]],
  ['On Wed, Jan 3, 2024 at 9:15 AM CET Ewa Nowak <ewa@nowak.pl> wrote:', [['PERSON', 'Ewa Nowak']]],
  // A service, a team or a brand is no person; an address alone has no name before it.
  ['From: GitHub <noreply@github.com>', []],
  ['Reply to Support Team <support@acme.io>', []],
  ['Slack <feedback@slack.com>', []],
  ['write to <kiri@acme.co.nz>', []],
  // A full name with its address in brackets after it; a sentence's everyday first word is no part of it.
  ['Zorvan Keltrigg (zk@example.org) opened ticket #4411.', [['PERSON', 'Zorvan Keltrigg']]],
  ['Contact Zorvan Keltrigg (zk@example.org) for details.', [['PERSON', 'Zorvan Keltrigg']]],
  ['cc Anna Schmidt (anna@example.org), Zorvan Keltrigg (zk@example.org)', [['PERSON', 'Anna Schmidt'], ['PERSON', 'Zorvan Keltrigg']]],
  ['Support Team (support@acme.io)', []],
  ['Acme Cloud Platform (ops@acme.io)', []],
  // A row's name opening its line, vouched for by an address on the line made of its words.
  ['1. Olawunmi Akande - backend - olawunmi.a@proton.me - M', [['PERSON', 'Olawunmi Akande']]],
  ['- Jessamy Thorncliffe, design, jess.thorn@gmail.com', [['PERSON', 'Jessamy Thorncliffe']]],
  ['Kwame Vandervelt,kvandervelt@example.org,+44 20 7946 0000', [['PERSON', 'Kwame Vandervelt']]],
  // An address of other words, a team's row, or a name that does not open the line, says nothing.
  ['Quillon Varbeck - ops - oncall@acme.io', []],
  ['Support Team - support@acme.com', []],
  ['Billing Office, billing.office@acme.com', []],
]);

check('contract parties', createContractPartiesRecognizer(), [
  // A person a contract defines by a role, whatever capitalised words of the document come before.
  ['The lease is between Zorvan Keltrigg ("Tenant") and Acme Properties LLC ("Landlord").', [['PERSON', 'Zorvan Keltrigg']]],
  ['This Lease Agreement is made between Zorvan Keltrigg (the "Tenant") and Quillon Varbeck (the “Landlord”).', [['PERSON', 'Zorvan Keltrigg'], ['PERSON', 'Quillon Varbeck']]],
  ['Zorvan Keltrigg (hereinafter referred to as "the Employee")', [['PERSON', 'Zorvan Keltrigg']]],
  // A firm, a product, or a role no person holds.
  ['Acme Cloud Platform ("Vendor")', []],
  ['Google LLC ("Licensor")', []],
  ['Zorvan Keltrigg ("Agreement")', []],
]);

// Every record name the recognizer knows lets it look, written as the list has it or capitalised.
check(
  'id number: every record name',
  createIdNumberRecognizer(),
  RECORD_NAMES.flatMap((name): Case[] => [
    [`${name} 44821097`, [['ID_NUMBER', '44821097']]],
    [`${name.charAt(0).toUpperCase()}${name.slice(1)}: 44821097`, [['ID_NUMBER', '44821097']]],
  ]),
);

check('id number', createIdNumberRecognizer(), [
  ['Employee ID 44821, Priya Natarajan', [['ID_NUMBER', '44821']]],
  ['My customer number is 10023345.', [['ID_NUMBER', '10023345']]],
  ['Kundennummer: KD-998877', [['ID_NUMBER', 'KD-998877']]],
  // Bank accounts under their label, and a routing number.
  ['Sort code: 20-00-00 Account: 55779911', [['ID_NUMBER', '55779911']]],
  ['Routing number 021000021, account number 123456789012', [['ID_NUMBER', '021000021'], ['ID_NUMBER', '123456789012']]],
  ['My account: locked since 2024', []],
  // A long number right after the account's word is its number, in a bank's details or alone.
  ['Routing number 021000021, account 000123456789.', [['ID_NUMBER', '021000021'], ['ID_NUMBER', '000123456789']]],
  ['Account: 000123456789', [['ID_NUMBER', '000123456789']]],
  ['account #00012345678', [['ID_NUMBER', '00012345678']]],
  ['Konto 1234567890 bei der Sparkasse', [['ID_NUMBER', '1234567890']]],
  ['mon compte 12345678901', [['ID_NUMBER', '12345678901']]],
  ['Compte : 30004 00550 00012345678 90', [['ID_NUMBER', '30004 00550 00012345678 90']]],
  ['su cuenta 0123456789', [['ID_NUMBER', '0123456789']]],
  // Taken whole: a Polish account's 26 digits, a suffix.
  ['Przelew na konto 61 1090 1014 0000 0712 1981 2874', [['ID_NUMBER', '61 1090 1014 0000 0712 1981 2874']]],
  ['My account 12345678-AB9', [['ID_NUMBER', '12345678-AB9']]],
  // Short numbers (a ledger's accounts), dates, years, a bill's amount, "compte" and "cuenta" as verbs stay.
  ['the account 12345 is fine', []],
  ['to account 610000 (office supplies)', []],
  ['account 2024-05-01 statement', []],
  ['Profit and loss account 2023 2024 compared.', []],
  ['Il conto 123456 euro', []],
  ['Le fichier compte 1 250 000 lignes.', []],
  ['Paris compte 21654231 habitants', []],
  ['La empresa cuenta 15000000 clientes.', []],
  // The Medicare Beneficiary Identifier under its name.
  ['Medicare number 1EG4-TE5-MK73', [['ID_NUMBER', '1EG4-TE5-MK73']]],
  ['MBI: 1EG4TE5MK73', [['ID_NUMBER', '1EG4TE5MK73']]],
  ['a zombie 1EG4TE5MK73', []],
  ['Employee ID: 2043', [['ID_NUMBER', '2043']]],
  ['Mon numéro client est 4471239.', [['ID_NUMBER', '4471239']]],
  ['número de póliza AB-2231-77', [['ID_NUMBER', 'AB-2231-77']]],
  ['polisnummer 88120034', [['ID_NUMBER', '88120034']]],
  ['4471239 is my membership number', [['ID_NUMBER', '4471239']]],
  // Order numbers, amounts and years are left alone, and a date is no number.
  ['My order 5566 is late.', []],
  ['Our account was charged 1200 dollars in 2024.', []],
  ['customer number changed on 12-05-2023', []],
  ['user id 12 fails', []],
]);

check('labelled fields: a holder written in capitals', createLabelledFieldsRecognizer(), [
  ['Titulaire : TIGIST ASSEFA', [['PERSON', 'TIGIST ASSEFA']]],
  ['Account holder: OLUSEGUN ADEYEMI', [['PERSON', 'OLUSEGUN ADEYEMI']]],
  ['Student: COMPUTER SCIENCE', []],
]);

t.test('in the default pipeline, each written form is one span of its type over the whole value', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const cases: Case[] = [
    ['My UnionPay card is 621234 5678901234569.', [['CREDIT_CARD', '621234 5678901234569']]],
    ['Card number: 6212 345678901234569', [['CREDIT_CARD', '6212 345678901234569']]],
    ['UnionPay 6212 3456 7890 1232', [['CREDIT_CARD', '6212 3456 7890 1232']]],
    ['Maestro card 5012 3456 7896, expires 12/27', [['CREDIT_CARD', '5012 3456 7896']]],
    // Twelve digits in fours that their own words make a phone number or an Aadhaar stay so.
    ['Call me on 5012 3456 7896.', [['PHONE', '5012 3456 7896']]],
    ['Tel. +49 6221 5432 1096', [['PHONE', '+49 6221 5432 1096']]],
    ['Aadhaar card 5012 3456 7896', [['IN_AADHAAR', '5012 3456 7896']]],
    ['Numéro de sécurité sociale : 1.84.12.76.451.089.46', [['FR_NIR', '1.84.12.76.451.089.46']]],
    ['NIR 1-84-12-76-451-089-46', [['FR_NIR', '1-84-12-76-451-089-46']]],
    ['Il mio codice fiscale è RSS MRA 85T10 A562S.', [['IT_FISCAL_CODE', 'RSS MRA 85T10 A562S']]],
    ['CF: RSSMRA 85T10 A562S', [['IT_FISCAL_CODE', 'RSSMRA 85T10 A562S']]],
    ['NI number AB-12-34-56-C', [['UK_NINO', 'AB-12-34-56-C']]],
    ['My NI number is AB.12.34.56.C', [['UK_NINO', 'AB.12.34.56.C']]],
    // A BSN under its label is a BSN, not the phone number its groups also make, even beside a phone word.
    ['BSN: 111222333', [['NL_BSN', '111222333']]],
    ['burgerservicenummer 123456782', [['NL_BSN', '123456782']]],
    ['BSN: 111 222 333', [['NL_BSN', '111 222 333']]],
    ['Mijn BSN is 111-222-333.', [['NL_BSN', '111-222-333']]],
    ['burgerservicenummer 123 456 782', [['NL_BSN', '123 456 782']]],
    ['BSN 111 222 333, tel. 0612345678', [['NL_BSN', '111 222 333'], ['PHONE', '0612345678']]],
    // A mistyped BSN fails the 11-test: it still goes masked, as the phone number it looks like.
    ['BSN: 111 222 334', [['PHONE', '111 222 334']]],
    // Grouped as a US SSN, the label decides: a BSN under its own, an SSN under its own or none.
    ['BSN: 111 22 2333', [['NL_BSN', '111 22 2333']]],
    ['Mijn burgerservicenummer is 111-22-2333.', [['NL_BSN', '111-22-2333']]],
    ['SSN: 111 22 2333', [['US_SSN', '111 22 2333']]],
    ['My number is 111-22-2333', [['US_SSN', '111-22-2333']]],
    ['BSN: 111 22 2334', [['US_SSN', '111 22 2334']]],
  ];
  for (const [text, expected] of cases) {
    t.same(analyzer.analyze(text).map((s) => [s.type, text.slice(s.start, s.end)]), expected, text);
  }
});
