/** The people a bank statement's lines pay or are paid by (statement-payees.ts). */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createStatementPayeesRecognizer } from '../../src/privacy/recognizers/index.js';

const alone = createAnalyzer({ recognizers: [createStatementPayeesRecognizer()] });
const found = (text: string): string[] => alone.analyze(text).map((span) => text.slice(span.start, span.end));

t.test("an initial and a surname in a statement's capitals", async (t) => {
  const statement = [
    '03/04 FASTER PAYMENT FROM A OKAFOR 250.00',
    '05/04 STANDING ORDER TO MRS P NWOSU 400.00',
    "06/04 'PAYPAL *Z PETKOVIC' 12.99",
    '08/04 BANK TRANSFER TO J K ROWLING 5.00',
  ].join('\n');
  t.same(found(statement), ['A OKAFOR', 'MRS P NWOSU', 'Z PETKOVIC', 'J K ROWLING']);
});

t.test('accounts, words, firms and prose are no payees', async (t) => {
  t.same(found('07/04 TRANSFER TO A SAVINGS ACCT 100.00\n09/04 DIRECT DEBIT TO O2 UK 30.00\n10/04 CARD PAYMENT TO A AMAZON'), []);
  t.same(found('Please send it to A Okafor. Go TO A MEETING.'), [], 'a line with small letters is no statement');
});
