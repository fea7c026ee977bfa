/** Surrogates of VINs, plates, IMEIs, MAC addresses, wallet addresses and coordinates: layout, checks, reserved ranges. */
import t from 'tap';
import { createSurrogate } from '../../../src/privacy/operators/surrogate.js';
import { eip55Checksummed } from '../../../src/privacy/operators/surrogate-wallets-coordinates.js';
import { luhnValid } from '../../../src/privacy/recognizers/checksums.js';
import { base58Bytes, base58CheckValid, bech32Valid } from '../../../src/privacy/recognizers/crypto-wallet.js';
import {
  createCryptoWalletRecognizer,
  createGpsCoordinatesRecognizer,
  createImeiRecognizer,
  createLicensePlateRecognizer,
  createMacAddressRecognizer,
  createVinRecognizer,
} from '../../../src/privacy/recognizers/index.js';
import { vinCheckDigitValid } from '../../../src/privacy/recognizers/vin.js';
import { checkSurrogates, type SurrogateCase } from './surrogate-cases.js';

const digits = (value: string): string => value.replace(/\D/g, '');

/** The maker's code kept: three characters, and places 12 to 14 for a small maker (a 9 third). */
const sameMaker = (s: string, o: string): boolean => s.slice(0, 3) === o.slice(0, 3) && (o.charAt(2) !== '9' || s.slice(11, 14) === o.slice(11, 14));
const vinChecked = [sameMaker, (s: string) => vinCheckDigitValid(s)];
const imei = [(s: string) => luhnValid(digits(s)), (s: string) => digits(s).startsWith('00')];
/** Locally administered (bit 0x02 set), unicast (bit 0x01 clear): no vendor's address. */
const localUnicast = (s: string): boolean => (parseInt(s.slice(0, 2), 16) & 0x03) === 0x02;
const base58 = [(s: string) => base58CheckValid(s), (s: string, o: string) => base58Bytes(s)?.[0] === base58Bytes(o)?.[0]];
/** Same prefix and witness version (the "q" of "bc1q", the "p" of "bc1p"). */
const bech32 = [(s: string) => bech32Valid(s), (s: string, o: string) => s.slice(0, 4) === o.slice(0, 4)];
/** Both numbers in range: a latitude within 90 degrees, a longitude within 180. */
const inRange = (s: string): boolean => {
  const halves = s.includes('°') ? s.split(/[NS]/) : s.split(',');
  const [latitude = NaN, longitude = NaN] = halves.map((half) => Number(/\d+(?:\.\d+)?/.exec(half)?.[0]));
  return latitude <= 90 && longitude <= 180;
};

const table: SurrogateCase[] = [
  // VINs: a right check digit stays right (an X too), a European VIN without one; a small maker's code.
  { type: 'VIN', value: '1HGCM82633A004352', cue: '', recognizer: createVinRecognizer, layout: 'alnum', checks: vinChecked },
  { type: 'VIN', value: '1M8GDM9AXKP042788', cue: 'VIN ', recognizer: createVinRecognizer, layout: 'alnum', checks: vinChecked },
  { type: 'VIN', value: '1G9AB12C7DA123456', cue: 'VIN: ', recognizer: createVinRecognizer, layout: 'alnum', checks: vinChecked },
  { type: 'VIN', value: 'WVWZZZ1JZXW000001', cue: 'Fahrgestellnummer ', recognizer: createVinRecognizer, checks: [sameMaker] },
  { type: 'VIN', value: 'VF1RFB00X56789012', cue: 'numéro de châssis ', recognizer: createVinRecognizer, checks: [sameMaker] },
  // Plates in the six languages' shapes, after their words.
  { type: 'LICENSE_PLATE', value: 'AB12 CDE', cue: 'licence plate ', recognizer: createLicensePlateRecognizer },
  { type: 'LICENSE_PLATE', value: 'AB12CDE', cue: 'My reg is ', recognizer: createLicensePlateRecognizer },
  { type: 'LICENSE_PLATE', value: 'M-AB 1234', cue: 'Kennzeichen: ', recognizer: createLicensePlateRecognizer },
  { type: 'LICENSE_PLATE', value: 'AB-123-CD', cue: "plaque d'immatriculation ", recognizer: createLicensePlateRecognizer },
  { type: 'LICENSE_PLATE', value: '1234 BCD', cue: 'matrícula: ', recognizer: createLicensePlateRecognizer },
  { type: 'LICENSE_PLATE', value: '12-ABC-3', cue: 'kenteken ', recognizer: createLicensePlateRecognizer },
  { type: 'LICENSE_PLATE', value: 'KA 01 AB 1234', cue: 'plate number: ', recognizer: createLicensePlateRecognizer },
  // IMEIs in one run and grouped 2-6-6-1, with spaces or dashes.
  { type: 'IMEI', value: '490154203237518', cue: 'IMEI ', recognizer: createImeiRecognizer, checks: imei },
  { type: 'IMEI', value: '49-015420-323751-8', cue: 'IMEI: ', recognizer: createImeiRecognizer, checks: imei },
  { type: 'IMEI', value: '35 209900 176148 1', cue: 'numéro IMEI : ', recognizer: createImeiRecognizer, checks: imei },
  // MAC addresses: colons, dashes, Cisco's dots, capitals or small letters, decimal pairs beside the word.
  { type: 'MAC_ADDRESS', value: '00:1A:2B:3C:4D:5E', cue: 'MAC address ', recognizer: createMacAddressRecognizer, layout: 'alnum', checks: [localUnicast] },
  { type: 'MAC_ADDRESS', value: '3c:22:fb:a1:0e:7f', cue: 'ether ', recognizer: createMacAddressRecognizer, layout: 'alnum', checks: [localUnicast] },
  { type: 'MAC_ADDRESS', value: '3C-22-FB-A1-0E-7F', cue: 'Device ', recognizer: createMacAddressRecognizer, layout: 'alnum', checks: [localUnicast] },
  { type: 'MAC_ADDRESS', value: '001a.2b3c.4d5e', cue: 'Cisco mac ', recognizer: createMacAddressRecognizer, layout: 'alnum', checks: [(s) => localUnicast(s.replace('.', ''))] },
  { type: 'MAC_ADDRESS', value: '12:30:45:00:11:22', cue: 'MAC ', recognizer: createMacAddressRecognizer, layout: 'alnum', checks: [localUnicast] },
  // Wallets: P2PKH and P2SH (base58check), bech32 v0 in either case, bech32m v1 (taproot), Ethereum.
  { type: 'CRYPTO_WALLET', value: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', cue: 'pay ', recognizer: createCryptoWalletRecognizer, layout: 'alnum', checks: base58 },
  { type: 'CRYPTO_WALLET', value: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', cue: 'My bitcoin address is ', recognizer: createCryptoWalletRecognizer, layout: 'alnum', checks: base58 },
  { type: 'CRYPTO_WALLET', value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', cue: 'Send BTC to ', recognizer: createCryptoWalletRecognizer, layout: 'alnum', checks: bech32 },
  { type: 'CRYPTO_WALLET', value: 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', cue: '', recognizer: createCryptoWalletRecognizer, layout: 'alnum', checks: bech32 },
  { type: 'CRYPTO_WALLET', value: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', cue: 'wallet ', recognizer: createCryptoWalletRecognizer, layout: 'alnum', checks: bech32 },
  { type: 'CRYPTO_WALLET', value: '0x52908400098527886e0f7030069857d4e4169ee7', cue: 'ETH wallet ', recognizer: createCryptoWalletRecognizer, layout: 'alnum' },
  { type: 'CRYPTO_WALLET', value: '0x52908400098527886E0F7030069857D4E4169EE7', cue: 'ETH wallet ', recognizer: createCryptoWalletRecognizer, layout: 'alnum' },
  // EIP-55's mixed case needs Keccak-256: the surrogate is in small letters (see surrogate-wallets-coordinates.ts).
  { type: 'CRYPTO_WALLET', value: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', cue: 'send to ', recognizer: createCryptoWalletRecognizer, layout: 'alnum', checks: [(s) => /[a-f]/.test(s) && /[A-F]/.test(s) && s.slice(2) === eip55Checksummed(s.slice(2).toLowerCase())] },
  // Coordinates: decimal degrees with hemispheres, degrees-minutes-seconds (ASCII and typographic, West as O), two decimal degrees.
  { type: 'GPS_COORDINATES', value: '52.5200° N, 13.4050° E', cue: 'GPS: ', recognizer: createGpsCoordinatesRecognizer, layout: 'degrees', checks: [inRange] },
  { type: 'GPS_COORDINATES', value: '48°51\'30"N 2°17\'40"E', cue: '', recognizer: createGpsCoordinatesRecognizer, layout: 'degrees', checks: [inRange] },
  { type: 'GPS_COORDINATES', value: '40°26′46″N 79°58′56″W', cue: 'coordinates ', recognizer: createGpsCoordinatesRecognizer, layout: 'degrees', checks: [inRange] },
  { type: 'GPS_COORDINATES', value: '48°51\'30.5"N 2°17\'40.2"O', cue: 'coordonnées : ', recognizer: createGpsCoordinatesRecognizer, layout: 'degrees', checks: [inRange] },
  { type: 'GPS_COORDINATES', value: '40.7128,-74.0060', cue: 'My home coordinates are ', recognizer: createGpsCoordinatesRecognizer, layout: 'degrees', checks: [inRange] },
  { type: 'GPS_COORDINATES', value: '48.8584, 2.2945', cue: "I'm at ", recognizer: createGpsCoordinatesRecognizer, layout: 'degrees', checks: [inRange] },
  { type: 'GPS_COORDINATES', value: '-33.86882, 151.20929', cue: 'GPS ', recognizer: createGpsCoordinatesRecognizer, layout: 'degrees', checks: [inRange] },
];

t.test('device, vehicle, wallet and coordinate surrogates: the same form, valid, found again', async (t) => {
  checkSurrogates(t, table);
});

t.test('a coordinate surrogate is anywhere on earth, not near the original', async (t) => {
  // Over many draws, the latitudes cover both hemispheres and the whole range.
  const latitudes = Array.from({ length: 200 }, (_, n) => {
    const surrogate = createSurrogate({ type: 'GPS_COORDINATES', value: '40.7128,-74.0060', n, seed: 'map_far', taken: new Set() });
    return Number(surrogate.split(',')[0]);
  });
  t.ok(Math.min(...latitudes) < -60 && Math.max(...latitudes) > 60, 'latitudes spread over the globe');
  t.ok(latitudes.filter((latitude) => Math.abs(latitude - 40.7128) < 1).length < 10, 'few near the original by chance alone');
});

t.test('an Ethereum address keeps its "0x" and no letter case the original lacks', async (t) => {
  const lower = createSurrogate({ type: 'CRYPTO_WALLET', value: '0x52908400098527886e0f7030069857d4e4169ee7', n: 1, seed: 'map_eth', taken: new Set() });
  const upper = createSurrogate({ type: 'CRYPTO_WALLET', value: '0x52908400098527886E0F7030069857D4E4169EE7', n: 1, seed: 'map_eth', taken: new Set() });
  t.match(lower, /^0x[0-9a-f]{40}$/);
  t.match(upper, /^0x[0-9A-F]{40}$/);
  t.equal(upper.toLowerCase(), lower, 'the same draw, in capitals');
});

t.test("EIP-55's checksum case matches the EIP's own examples, so a mixed-case surrogate passes a wallet's check", async (t) => {
  // The four all-mixed-case examples of EIP-55 (eips.ethereum.org/EIPS/eip-55).
  for (const address of ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'fB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', 'dbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', 'D1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb']) {
    t.equal(eip55Checksummed(address.toLowerCase()), address, address);
  }
  const surrogate = createSurrogate({ type: 'CRYPTO_WALLET', value: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', n: 1, seed: 'map_eth', taken: new Set() });
  const lower = createSurrogate({ type: 'CRYPTO_WALLET', value: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', n: 1, seed: 'map_eth', taken: new Set() });
  t.equal(surrogate, `0x${eip55Checksummed(lower.slice(2))}`, 'the same draw, with the checksum case');
  t.not(surrogate.slice(2), surrogate.slice(2).toLowerCase(), 'mixed case');
});

t.test('a value without the shape of its type has no surrogate', async (t) => {
  for (const [type, value] of [
    ['VIN', '1HGCM82633A00435'],
    ['VIN', '1HGCM8263OA004352'],
    ['LICENSE_PLATE', 'AB/12'],
    ['IMEI', '4901542032'],
    ['MAC_ADDRESS', '00:1A:2B:3C:4D'],
    ['CRYPTO_WALLET', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'],
    ['CRYPTO_WALLET', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp'],
    // A valid address of an unusual length (a burn address): no surrogate of its shape exists.
    ['CRYPTO_WALLET', '1111111111111111111114oLvT2'],
    ['GPS_COORDINATES', 'somewhere near Lyon'],
  ] as const) {
    t.equal(createSurrogate({ type, value, n: 4, seed: 'map_shape', taken: new Set() }), `[${type}_4]`, `${type} ${value}`);
  }
});
