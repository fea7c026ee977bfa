import t from 'tap';
import { createRestoreTable } from '../../../src/privacy/operators/restore-table.js';
import { restoreText } from '../../../src/privacy/operators/restore-text.js';
import { entries, table } from './restore-fixtures.js';

t.test('resolves type and number, and a dropped number only when the type has one value', async (t) => {
  t.equal(table.resolve('PERSON', 1), 'Alice Müller');
  t.equal(table.resolve('PERSON', 2), "Bob O'Brien");
  t.equal(table.resolve('PERSON', 3), undefined);
  t.equal(table.resolve('PERSON', undefined), undefined, 'two PERSON values: ambiguous');
  t.equal(table.resolve('EMAIL', undefined), 'a.b+c@x.io');
  t.equal(table.resolve('NOPE', 1), undefined);
});

t.test('exposes upper-case types and the surrogate map', async (t) => {
  t.same([...table.types].sort(), [...new Set(entries.map((entry) => entry.type))].sort());
  t.equal(table.surrogates.get('Maria Keller'), 'Alice Müller');
  t.equal(table.surrogates.size, entries.filter((entry) => entry.surrogate !== undefined).length);
});

t.test('normalises type spelling, keeps the first of duplicates, ignores empty surrogates', async (t) => {
  const odd = createRestoreTable([
    { placeholder: '[CREDIT_CARD_1]', type: 'credit-card', n: 1, original: 'first', surrogate: '' },
    { placeholder: '[CREDIT_CARD_1]', type: 'CREDIT_CARD', n: 1, original: 'second', surrogate: 'x' },
    { placeholder: '[CREDIT_CARD_2]', type: 'Credit Card', n: 2, original: 'third', surrogate: 'x' },
  ]);
  t.same([...odd.types], ['CREDIT_CARD']);
  t.equal(odd.resolve('CREDIT_CARD', 1), 'first');
  t.equal(odd.resolve('credit card', 2), 'third');
  t.same([...odd.surrogates], [['x', 'second']]);
});

t.test('an empty map restores nothing', async (t) => {
  const empty = createRestoreTable([]);
  t.equal(empty.types.size, 0);
  t.equal(empty.resolve('PERSON', undefined), undefined);
});

t.test('in the surrogate style, an entry with a surrogate is restored from it only', async (t) => {
  const surrogates = createRestoreTable(
    [
      { placeholder: '[PERSON_1]', type: 'PERSON', n: 1, original: 'Jane Doe', surrogate: 'Maria Keller' },
      { placeholder: '[CLIENT_1]', type: 'CLIENT', n: 1, original: 'Globex', surrogate: '[CLIENT_1]' },
    ],
    { surrogateStyle: true },
  );
  t.equal(surrogates.resolve('PERSON', 1), undefined, 'the model never saw [PERSON_1]');
  t.equal(surrogates.surrogates.get('Maria Keller'), 'Jane Doe');
  t.equal(surrogates.resolve('CLIENT', 1), 'Globex', 'a type without a generator fell back to its placeholder');
  t.same([...surrogates.types], ['CLIENT']);
});

t.test('an EIP-55 mixed-case Ethereum surrogate is restored from its small letters too, as wallets read both', async (t) => {
  const table = createRestoreTable(
    [{ placeholder: '[CRYPTO_WALLET_1]', type: 'CRYPTO_WALLET', n: 1, original: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', surrogate: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' }],
    { surrogateStyle: true },
  );
  t.equal(restoreText('pay 0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359 now', table), 'pay 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed now');
  t.equal(restoreText('{"to":"0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359"}', table), '{"to":"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"}');
  // other types keep their exact case
  const names = createRestoreTable([{ placeholder: '[PERSON_1]', type: 'PERSON', n: 1, original: 'Alice Müller', surrogate: 'Maria Keller' }], { surrogateStyle: true });
  t.equal(restoreText('maria keller', names), 'maria keller');
});
