/** Wallet addresses: Bitcoin's by their checksums alone, Ethereum's beside a wallet word. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { base58CheckValid, bech32Valid } from '../../src/privacy/recognizers/crypto-wallet.js';
import { createCryptoWalletRecognizer, createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';

t.test('checksums (the BIP-173 / BIP-350 and base58 examples)', async (t) => {
  t.ok(base58CheckValid('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'));
  t.ok(base58CheckValid('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'));
  t.notOk(base58CheckValid('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'));
  t.ok(bech32Valid('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'));
  t.ok(bech32Valid('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'));
  t.ok(bech32Valid('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'));
  t.notOk(bech32Valid('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp'));
  t.notOk(bech32Valid('bc1qAr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'), 'mixed case');
});

t.test('addresses found and left alone', async (t) => {
  const analyzer = createAnalyzer({ recognizers: [createCryptoWalletRecognizer()] });
  const cases: [string, string[]][] = [
    ['Send BTC to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq']],
    ['pay 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 now', ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2']],
    ['ETH wallet 0x742d35Cc6634C0532925a3b844Bc454e4438f44e', ['0x742d35Cc6634C0532925a3b844Bc454e4438f44e']],
    ['broken 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', []],
    ['contract 0x742d35Cc6634C0532925a3b844Bc454e4438f44e deployed', []],
    ['commit 1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b', []],
  ];
  for (const [text, expected] of cases) t.same(analyzer.analyze(text).map((span) => text.slice(span.start, span.end)), expected, text);
});

t.test('in the default pipeline an address is one CRYPTO_WALLET span', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const text = 'My bitcoin address is 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy, thanks!';
  t.same(analyzer.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]), [['CRYPTO_WALLET', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy']]);
});
