/** Placeholder numbers an input writes itself (reserved-numbers.ts): the shapes restore reads, and only those. */
import t from 'tap';
import { reservedKey, reservedNumbers, writtenBareTypes, writtenPlaceholders } from '../../src/privacy/vault/reserved-numbers.js';

const keys = (...texts: string[]) => [...reservedNumbers(texts)].sort();

t.test('numbered placeholders in every form the restore grammar reads', async (t) => {
  t.same(keys('Dear [PERSON_1],'), [reservedKey('PERSON', 1)]);
  t.same(keys('bare EMAIL_12 here'), [reservedKey('EMAIL', 12)]);
  t.same(keys('[credit card 3] and <Credit-Card-4>'), [reservedKey('CARD', 3), reservedKey('CARD', 4), reservedKey('CREDIT_CARD', 3), reservedKey('CREDIT_CARD', 4)].sort());
  t.same(keys('{ iban_2 }'), [reservedKey('IBAN', 2)]);
  t.same(keys('first', 'then [PERSON_7]'), [reservedKey('PERSON', 7)], 'every text of the request counts');
});

t.test('prose with numbers reserves nothing', async (t) => {
  t.same(keys('My card 4111 1111 1111 1111, order 123456-42, Windows 10, PERSON 1, EMAIL-4, room_'), []);
  t.same(keys('x'.repeat(10_000) + ' a 1'.repeat(2_000)), []);
});

t.test('written placeholders come with their extent, brackets included', async (t) => {
  const text = 'a [PERSON_1] b CREDIT_CARD_2 c < Email 3 > d';
  t.same(
    writtenPlaceholders(text).map((written) => [text.slice(written.start, written.end), written.keys.length]),
    [['[PERSON_1]', 1], ['CREDIT_CARD_2', 2], ['< Email 3 >', 1]],
  );
});

t.test('bracketed types without a number, padded or not, as the restore grammar reads them', async (t) => {
  const text = 'Dear [PERSON], [ CREDIT CARD ], [ EMAIL], [email], [PERSON_1], [ ]';
  t.same(
    writtenBareTypes(text).map((written) => [text.slice(written.start, written.end), written.type]),
    [['[PERSON]', 'PERSON'], ['[ CREDIT CARD ]', 'CREDIT_CARD'], ['[ EMAIL]', 'EMAIL']],
  );
});
