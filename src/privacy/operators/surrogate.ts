/**
 * The `surrogate` placeholder style: each detected value is replaced by a realistic fake value
 * of the same kind and shape instead of `[TYPE_N]` ("Dr. Jane Roe" -> "Dr. Lena Varga", an IBAN
 * -> another valid IBAN of the same country), so the model reads natural text.
 *
 * Deterministic per map: randomness comes from an HMAC-SHA-256 keyed by the map id over (type,
 * n, attempt) (surrogate-random.ts), never from Math.random, and the original value only
 * shapes the result (title, grouping, country), it does not seed it.
 *
 * Safe to restore: a surrogate is never the original, never contains it, never equals or
 * contains (or is contained in) a surrogate already used in the map, never occurs in the texts
 * being anonymized (where a value left in clear could equal it), and names come from pools
 * without common words, so restoring a surrogate cannot replace ordinary text by mistake. When
 * 64 attempts find nothing acceptable, or the type has no generator, the result is `[TYPE_N]`.
 */
import { addressSurrogate } from './surrogate-address.js';
import { imeiSurrogate, licensePlateSurrogate, macAddressSurrogate, vinSurrogate } from './surrogate-devices.js';
import {
  creditCardSurrogate,
  dateOfBirthSurrogate,
  documentNumberSurrogate,
  deTaxIdSurrogate,
  esNieSurrogate,
  esNifSurrogate,
  frNirSurrogate,
  ibanSurrogate,
  ipAddressSurrogate,
  itFiscalCodeSurrogate,
  nlBsnSurrogate,
  phoneSurrogate,
  secretSurrogate,
  ukNinoSurrogate,
  usernameSurrogate,
  usItinSurrogate,
  usSsnSurrogate,
  type SurrogateGenerator,
} from './surrogate-identifiers.js';
import { arCuitSurrogate, brCpfSurrogate, clRutSurrogate, mxCurpSurrogate } from './surrogate-latam-ids.js';
import {
  emailSurrogate,
  locationSurrogate,
  organizationSurrogate,
  personSurrogate,
  urlSurrogate,
} from './surrogate-names.js';
import {
  auTfnSurrogate,
  beNationalNumberSurrogate,
  caSinSurrogate,
  chAhvSurrogate,
  cnResidentIdSurrogate,
  fiHetuSurrogate,
  inAadhaarSurrogate,
  inPanSurrogate,
  plPeselSurrogate,
  ptNifSurrogate,
  saNationalIdSurrogate,
  sePersonnummerSurrogate,
  trNationalIdSurrogate,
  ukNhsSurrogate,
  usMbiSurrogate,
} from './surrogate-national-ids.js';
import { Draw } from './surrogate-random.js';
import { cryptoWalletSurrogate, gpsCoordinatesSurrogate } from './surrogate-wallets-coordinates.js';

/** What `createSurrogate` needs to know about one map entry. */
export interface SurrogateRequest {
  /** Entity type, e.g. `PERSON`, `IBAN`. */
  type: string;
  /** The original value (never logged, never part of the random seed). */
  value: string;
  /** The entry's number within its type in the map (the N of `[TYPE_N]`). */
  n: number;
  /** The map id: the key of the HMAC behind every draw. */
  seed: string;
  /** Surrogates already used in this map. */
  taken: ReadonlySet<string>;
  /**
   * Texts the surrogate must not occur in, lower-cased once by the caller: those being
   * anonymized, where a value left in clear (allowed, or of a type not asked for) that equals the
   * surrogate would be restored as the original too.
   */
  avoid?: readonly string[];
}

/** Generators by entity type; other types get `[TYPE_N]`. */
const GENERATORS: Readonly<Record<string, SurrogateGenerator>> = {
  PERSON: personSurrogate,
  LOCATION: locationSurrogate,
  ORGANIZATION: organizationSurrogate,
  EMAIL: emailSurrogate,
  PHONE: phoneSurrogate,
  URL: urlSurrogate,
  IP_ADDRESS: ipAddressSurrogate,
  IBAN: ibanSurrogate,
  CREDIT_CARD: creditCardSurrogate,
  US_SSN: usSsnSurrogate,
  US_ITIN: usItinSurrogate,
  UK_NINO: ukNinoSurrogate,
  DE_TAX_ID: deTaxIdSurrogate,
  ES_NIF: esNifSurrogate,
  ES_NIE: esNieSurrogate,
  IT_FISCAL_CODE: itFiscalCodeSurrogate,
  FR_NIR: frNirSurrogate,
  NL_BSN: nlBsnSurrogate,
  FI_HETU: fiHetuSurrogate,
  SE_PERSONNUMMER: sePersonnummerSurrogate,
  PL_PESEL: plPeselSurrogate,
  UK_NHS: ukNhsSurrogate,
  US_MBI: usMbiSurrogate,
  IN_AADHAAR: inAadhaarSurrogate,
  IN_PAN: inPanSurrogate,
  CA_SIN: caSinSurrogate,
  BE_NATIONAL_NUMBER: beNationalNumberSurrogate,
  CH_AHV: chAhvSurrogate,
  AU_TFN: auTfnSurrogate,
  PT_NIF: ptNifSurrogate,
  CN_RESIDENT_ID: cnResidentIdSurrogate,
  TR_NATIONAL_ID: trNationalIdSurrogate,
  SA_NATIONAL_ID: saNationalIdSurrogate,
  BR_CPF: brCpfSurrogate,
  MX_CURP: mxCurpSurrogate,
  CL_RUT: clRutSurrogate,
  AR_CUIT: arCuitSurrogate,
  VIN: vinSurrogate,
  LICENSE_PLATE: licensePlateSurrogate,
  IMEI: imeiSurrogate,
  MAC_ADDRESS: macAddressSurrogate,
  CRYPTO_WALLET: cryptoWalletSurrogate,
  GPS_COORDINATES: gpsCoordinatesSurrogate,
  DATE_OF_BIRTH: dateOfBirthSurrogate,
  PASSPORT: documentNumberSurrogate,
  DRIVER_LICENSE: documentNumberSurrogate,
  ID_NUMBER: documentNumberSurrogate,
  ADDRESS: addressSurrogate,
  SECRET: secretSurrogate,
  USERNAME: usernameSurrogate,
};

/** Attempts (each a fresh draw) before falling back to `[TYPE_N]`. */
export const MAX_ATTEMPTS = 64;

/** Entity types that have a realistic surrogate. */
export const SURROGATE_TYPES: readonly string[] = Object.keys(GENERATORS);

/** Whether `needle` occurs in `haystack`, ignoring case; short needles only as whole words. */
function occursIn(haystack: string, needle: string): boolean {
  const h = haystack.toLowerCase();
  const n = needle.trim().toLowerCase();
  if (n.length === 0) return false;
  if (n.length >= 3) return h.includes(n);
  // "Al" must not rule out "Alice": one- and two-letter values count only as whole words.
  return h.split(/[^\p{L}\p{N}]+/u).includes(n);
}

/** Whether a candidate may be used: see the file comment. */
function acceptable(candidate: string, value: string, taken: ReadonlySet<string>, avoid: readonly string[]): boolean {
  if (candidate.trim() === '' || candidate === value || taken.has(candidate)) return false;
  if (occursIn(candidate, value)) return false;
  for (const other of taken) if (occursIn(candidate, other) || occursIn(other, candidate)) return false;
  if (avoid.length > 0) {
    const needle = candidate.trim().toLowerCase();
    for (const text of avoid) if (needle.length >= 3 ? text.includes(needle) : occursIn(text, needle)) return false;
  }
  return true;
}

/** A realistic fake value for one map entry, or `[TYPE_N]` for types without a generator. */
export function createSurrogate(request: SurrogateRequest): string {
  const { type, value, n, seed, taken, avoid = [] } = request;
  const placeholder = `[${type}_${n}]`;
  const generate = GENERATORS[type];
  if (generate === undefined) return placeholder;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const candidate = generate(value, Draw.for(seed, type, n, attempt));
    if (candidate === undefined) break;
    if (acceptable(candidate, value, taken, avoid)) return candidate;
  }
  return placeholder;
}
