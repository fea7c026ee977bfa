/**
 * Phone numbers. A cheap regex finds phone-shaped candidates (7-15 digits with the usual
 * separators, optional +/00 prefix, optional extension); libphonenumber-js then validates each
 * candidate against the numbering plans of the configured regions.
 *
 * Why not `findNumbers` over the whole text: it costs ~0.5 ms per call and region on a short
 * sentence (7 regions: ~3.5 ms), far from the 1 MB/s budget, and it happily reads dates such
 * as 2023-01-15 as German numbers. Validating only candidates keeps text without phones free.
 * Even so, a parse costs ~20 us and an invalid candidate (an order reference, an Amex number)
 * was parsed once per region: phone-plans.ts now computes libphonenumber's verdict from its
 * metadata for plain digit strings (compiled once) and asks the library only where it does not
 * retrace it. The candidate regex is tried only where a candidate can start (match-starts.ts).
 *
 * Scores: valid for a region (or in international form) 0.75; valid but written as one ungrouped
 * run of digits 0.35; phone-shaped but not valid in any configured region 0.3. A context word
 * such as "call" or "mobile" adds 0.3; address and document words ("Apt.", "licence", "SSN")
 * take 0.4 away, but only 0.2 from a valid number written with '+' and its country code, or a
 * valid mobile number, which nothing else looks like ("Order 12: +44 20 7946 0958" and "order to
 * Anna Weber, 0171 1234567" are still phone numbers); a reference's own word right before the
 * number ("Case No. 2024-556781") takes 0.4 from any but the international form. Dates, the SSN layout 3-2-4, and digit runs that touch letters (IBAN, card or
 * ID fragments) are not candidates.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Recognizer, RecognizerContext, Span } from '../types.js';
import { compileContext, hasContext } from './pattern-engine.js';
import { internationalVerdict, nationalMobile, nationalVerdict } from './phone-plans.js';
import { execAt, phoneStarts } from './match-starts.js';
import { profileOf, shortcuts } from './text-profile.js';

/** Options of the phone recognizer. */
export interface PhoneRecognizerOptions {
  /** Regions whose national formats are accepted (ISO 3166 alpha-2). */
  regions?: readonly CountryCode[];
}

/** Regions tried for numbers written without a country code. */
export const DEFAULT_PHONE_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL'];

/**
 * Regions whose national numbers count only beside a phone word: many number shapes are valid
 * somewhere, so a number of Brazil, Russia, Turkey, India and the others below is read as one
 * where the text says it is a phone ("Meu telefone é (11) 93752-9173", "Мой номер 8 (495)
 * 806-81-87", "beni 0539 411 93 97 numarasından arayın"). Tried after the configured regions.
 */
export const CUED_PHONE_REGIONS: readonly CountryCode[] = [
  'BR', 'RU', 'TR', 'IN', 'PT', 'PL', 'MX', 'AR', 'CO', 'CN', 'JP', 'KR', 'ZA', 'NG', 'KE', 'AU', 'CH', 'AT', 'BE',
  'SE', 'NO', 'DK', 'IE', 'UA', 'SA', 'AE', 'EG',
];

/** Region tried first for a text in that language (a French text most likely has French numbers). */
const REGION_BY_LANGUAGE: Readonly<Record<string, CountryCode>> = {
  en: 'US', de: 'DE', fr: 'FR', es: 'ES', it: 'IT', nl: 'NL',
};

/**
 * Sticky: tried only where a candidate can start ('+', '(' or a digit run: match-starts.ts). Not
 * after a letter, digit or joiner, except a '+' glued to a label ("Phone:+44 ...", "tel:+44...",
 * "Tel.+33 ...": nothing else writes '+' and a country code there) and digits glued to a label
 * and its colon ("Tel:0612345678", "Handy.:0170 ..."), which still need a context word to count.
 * Chinese, Japanese and Korean write no space between words, so a letter of their scripts may
 * stand right before or after a number ("电话是13812345678", "090-1234-5678です").
 */
const CANDIDATE =
  /(?:(?<![\p{L}\p{N}+_/.:-])|(?<=[\p{L}][:.])(?=\+)|(?<=[\p{L}]\.?:)(?=\d)|(?<=(?:^|[^\p{L}])(?:[Tt][eé]l|TEL|[Tt]fno|[Tt]lf|[Pp]h)\.)(?=\d)|(?<=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}])(?=[+(\d]))(?:\(?\+|00)?\(?\d[\d \t().\-/]{5,22}\d(?:[ \t]?(?:x|ext\.?|#)[ \t]?\d{1,6})?(?!(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}])\p{L}|\p{N}|[.:/-]\d)/uy;
/** The same regex for a scan of the whole text (shortcuts off). */
const CANDIDATE_ALL = new RegExp(CANDIDATE.source, 'gu');
/**
 * A whole date, a candidate that starts with an ISO date (a timestamp), or one that starts with a
 * day-first date and a space: a bank statement's line ("24.03.12 100.65 EUR", "12.03.2024 1,234.56").
 */
const DATE = /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?:\D|$)|\d{1,2}[-/.]\d{1,2}[-/.](?:\d{4}|\d{2})$|\d{1,2}([-/.])\d{1,2}\1(?:\d{4}|\d{2})[ \t])/;
const EXTENSION = /[ \t]?(?:x|ext\.?|#)[ \t]?\d{1,6}$/;
/** Words that make a nearby number a phone number. */
const CONTEXT = compileContext([
  'phone', 'telephone', 'tel', 'call', 'called', 'calling', 'mobile', 'cell', 'cellphone', 'fax',
  'sms', 'text', 'whatsapp', 'contact', 'reach', 'dial', 'messages', 'office', 'desk', 'answering',
  'hotline', 'ring', 'telefon', 'handy', 'rufnummer', 'anrufen', 'téléphone', 'portable',
  'appeler', 'teléfono', 'móvil', 'llamar', 'telefono', 'cellulare', 'chiamare', 'telefoon',
  'mobiel', 'bellen', 'tél', 'tfno', 'tlf', 'telefonnummer', 'handynummer', 'mobilnummer', 'mobil',
  'erreichbar', 'gsm', 'bel', 'joindre', 'celular', 'my number', 'meine nummer',
  'mijn nummer', 'mon numéro', 'mi número', 'il mio numero',
  // Someone else's number: "Son numéro : 06...", "Il numero di Marco è 333...".
  'his number', 'her number', 'your number', 'their number', 'son numéro', 'ton numéro', 'votre numéro',
  'su número', 'tu número', 'il suo numero', 'il tuo numero', 'il numero di', 'seine nummer', 'ihre nummer',
  'deine nummer', 'zijn nummer', 'haar nummer', 'jouw nummer',
  // Portuguese, Turkish, Polish, and the short forms of chat and signatures.
  'telefone', 'ligar', 'liga', 'contato', 'meu número', 'numaram', 'numarası', 'numarasından',
  'arayın', 'arayabilirsiniz', 'cep telefonu', 'komórka', 'komórkowy', 'zadzwoń', 'mob:', 'ph:', 'phn', 'mobile no',
  'contact no', 'номер телефона', 'мой номер', 'мой телефон',
  // Russian, Ukrainian and Greek, with the case forms a phone word takes ("по телефону").
  'телефон', 'телефона', 'телефону', 'телефоном', 'тел', 'моб', 'мобильный', 'мобильного',
  'мобільний', 'мобільного', 'позвоните', 'звоните', 'позвонить', 'звонить', 'зателефонуйте',
  'дзвоніть', 'подзвоніть', 'τηλέφωνο', 'τηλέφωνό', 'τηλεφώνου', 'τηλ', 'κινητό', 'κινητού',
  'καλέστε', 'τηλεφωνήστε',
  // Chinese, Japanese and Korean, written without spaces around them ("王小明的电话是1381234..."):
  // looked for as substrings (context-words.ts).
  '电话', '手机', '電話', '手機', '携帯', 'ケータイ', '联系方式', '聯絡', '전화', '휴대폰', '핸드폰', '연락처',
]);
/** Words that make a nearby number something else (an address, a document, an account). */
const NEGATIVE = compileContext([
  'apt', 'apartment', 'suite', 'unit', 'flat', 'room', 'box', 'license', 'licence', 'passport',
  'account', 'order', 'invoice', 'ssn', 'social', 'security', 'card', 'iban', 'id', 'zip', 'postcode',
]);
/** Characters before a number looked at for the negative words and the reference words. */
const NEGATIVE_WINDOW = 24;
/**
 * A reference's own word right before the number ("Ticket 45512-88", "Case No. 2024-556781",
 * "Serial: 2231-4471-8890"); farther away it names no number ("Re: your ticket. John Smith, 312-...").
 */
const REFERENCE_BEFORE = /(?:^|[^\p{L}])(?:ticket|serial|case|ref|reference|tracking|sku)\.?(?:[ \t]*(?:no\.?|number|nr\.?|#))?[ \t]*[:#]?[ \t]*$/iu;
/**
 * Words of an insurer's, a help desk's or a batch's record before a number that starts with a
 * year ("Claim 2024-0012", "Incident 2023/4471"): a reference. Before another number they may
 * name a phone's purpose ("Callback request: 415-555-0134").
 */
const YEAR_REFERENCE_BEFORE = /(?:^|[^\p{L}])(?:claim|policy|incident|request|job|batch|lot)\.?(?:[ \t]*(?:no\.?|number|nr\.?|#))?[ \t]*[:#]?[ \t]*$/iu;
const STARTS_WITH_YEAR = /^(?:19|20)\d\d[-/]/;
/** Two years joined: a period of time ("2019-2024", "2016 - 2024"), no phone number. */
const YEAR_RANGE = /^(?:19|20)\d\d ?[-–/] ?(?:19|20)\d\d$/;
/** A number as libphonenumber reads it: an optional '+', digits and separators (no tab). */
const PLAIN = /^\+?[\d ().\-/]+$/;
/** Three-two-four digits is the SSN layout; no numbering plan groups phone numbers that way. */
const SSN_SHAPE = /^\d{3}[- .]\d{2}[- .]\d{4}$/;
/**
 * An amount, not a phone number: digits, optionally in thousands groups, then a decimal mark and
 * one or two digits ("1234567.89", "12.345.678,90", "1,234,567.50"). Phone numbers written with
 * dots group in twos or threes throughout ("06.12.34.56.78", "555.123.4567").
 */
const AMOUNT = /^\d+(?:[.,'’ ]\d{3})*[.,]\d{1,2}$/;

/** Written with '+' and its country code, in parentheses or not. */
const INTERNATIONAL = /^\(?\+/;
/** "(+49) 171 1234567": a country code in parentheses. */
const COUNTRY_IN_PARENTHESES = /^\(\+(\d{1,3})\)/;
/**
 * A sum of money written with spaces between thousands ("2 450 000 euros", "€ 1 200 000"): the
 * digits are a valid German number, but a currency stands beside them.
 */
const CURRENCY_AFTER = /^[ \t]?(?:€|\$|£|¥|euros?\b|eur\b|usd\b|gbp\b|chf\b|dollars?\b|francs?\b|pesos?\b|pounds?\b|yen\b|kr\b|zł|złotych\b)/i;
const CURRENCY_BEFORE = /(?:€|\$|£|¥|\beur|\busd|\bgbp|\bchf)[ \t]?$/i;
const THOUSANDS = /^\d{1,3}(?:[ .]\d{3}){2,}$/;

/** Creates the phone recognizer. */
export function createPhoneRecognizer(options: PhoneRecognizerOptions = {}): Recognizer {
  const regions = options.regions ?? DEFAULT_PHONE_REGIONS;
  return {
    name: 'phone',
    entities: ['PHONE'],
    languages: '*',
    detect(text: string, context: RecognizerContext): Span[] {
      const spans: Span[] = [];
      // Every candidate that can score has at least six digits.
      const profile = shortcuts.enabled ? profileOf(text) : undefined;
      if (profile !== undefined && profile.digits < 6) return spans;
      const preferred = context.language === undefined ? undefined : REGION_BY_LANGUAGE[context.language];
      const order = preferred === undefined ? regions : [preferred, ...regions.filter((r) => r !== preferred)];
      const onCandidate = (m: RegExpExecArray): void => {
        // "Tyrone (312-555-0147)": the whole number in parentheses; the "(" is the sentence's.
        // Not an area code or a country code in parentheses: "(030) 1234567", "(+49) 171 ...".
        const lead = m[0].startsWith('(') && !/^\((?:\d{1,5}|\+\d{1,3})\)/.test(m[0]) ? 1 : 0;
        const candidate = trimUnbalanced(m[0].slice(lead));
        let score = scoreCandidate(candidate, order);
        if (score === 0) return;
        const start = m.index + lead;
        const end = start + candidate.length;
        if (THOUSANDS.test(candidate) && (CURRENCY_AFTER.test(text.slice(end, end + 10)) || CURRENCY_BEFORE.test(text.slice(Math.max(0, start - 5), start)))) return;
        let final = score;
        const cued = hasContext(text, start, end, CONTEXT.words, CONTEXT.phrases, 40);
        // Valid in no configured region: another country's number, where a phone word says so.
        if (cued && score <= 0.3 && validInCuedRegion(candidate)) score = final = 0.45;
        if (cued) final += 0.3;
        else if (
          REFERENCE_BEFORE.test(text.slice(Math.max(0, start - NEGATIVE_WINDOW), start)) ||
          (STARTS_WITH_YEAR.test(candidate) && YEAR_REFERENCE_BEFORE.test(text.slice(Math.max(0, start - NEGATIVE_WINDOW), start)))
        ) {
          final -= INTERNATIONAL.test(candidate) && score >= 0.75 ? 0.2 : 0.4;
        } else if (hasContext(text, start, end, NEGATIVE.words, NEGATIVE.phrases, NEGATIVE_WINDOW)) {
          // A valid number written with '+' and its country code, or a mobile number grouped as
          // its country writes it ("order to Anna Weber, 0171 1234567"), is what it looks like.
          const unmistakable = score >= 0.75 && (INTERNATIONAL.test(candidate) || isMobile(candidate, order));
          final -= unmistakable ? 0.2 : 0.4;
        }
        if (final > 0) spans.push({ type: 'PHONE', start, end, score: Math.min(0.9, final), source: 'phone' });
      };
      if (profile !== undefined) {
        execAt(CANDIDATE, text, phoneStarts(profile), onCandidate);
      } else {
        CANDIDATE_ALL.lastIndex = 0;
        for (let m = CANDIDATE_ALL.exec(text); m !== null; m = CANDIDATE_ALL.exec(text)) onCandidate(m);
      }
      return spans;
    },
  };
}

/**
 * Whether a grouped national number is a mobile one in a region where it is valid ("06 12 34 56
 * 78" is a German landline and a French mobile), from the compiled metadata (phone-plans.ts):
 * no parse. Where the metadata cannot tell, it is not.
 */
function isMobile(candidate: string, regions: readonly CountryCode[]): boolean {
  const main = candidate.replace(EXTENSION, '');
  if (!PLAIN.test(main) || main.startsWith('00')) return false;
  const digits = main.replace(/\D/g, '');
  return regions.some((region) => nationalMobile(digits, region) === true);
}

/** Whether a national number (no '+') is valid in one of `CUED_PHONE_REGIONS`. */
function validInCuedRegion(candidate: string): boolean {
  const main = candidate.replace(EXTENSION, '');
  if (main.startsWith('+') || main.startsWith('00')) return false;
  const digits = main.replace(/\D/g, '');
  // Short numbers are valid in some small plan or other; a building number and a street's may be six digits.
  if (digits.length < 8) return false;
  // The metadata's verdict only: a parse per region (~20 µs each) where it cannot tell costs more
  // than the few numbers it would add.
  if (!PLAIN.test(main)) return false;
  return CUED_PHONE_REGIONS.some((region) => nationalVerdict(digits, region) === 'valid');
}

/** A trailing ")" without its "(" or a trailing separator belongs to the sentence. */
function trimUnbalanced(candidate: string): string {
  let value = candidate;
  while (/[ \t.\-/(]$/.test(value) || (value.endsWith(')') && !value.includes('('))) {
    value = value.slice(0, -1);
  }
  return value;
}

/** 0 when the candidate is not a phone number at all, else its base score. */
function scoreCandidate(candidate: string, regions: readonly CountryCode[]): number {
  if (DATE.test(candidate) || SSN_SHAPE.test(candidate) || AMOUNT.test(candidate) || YEAR_RANGE.test(candidate)) return 0;
  // No plan writes two separators in a row: "2026--05-04" is a date with a slip.
  if (/[-./]{2}/.test(candidate)) return 0;
  // A country code written in parentheses ("(+49) 171 1234567") is read as written without them.
  const main = candidate.replace(EXTENSION, '').replace(COUNTRY_IN_PARENTHESES, '+$1');
  const digits = main.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15) return 0;
  // Six digits ("61 51 81") are a phone number only when a context word says so.
  if (digits.length === 6) return /[ \t.\-]/.test(main) ? 0.15 : 0;
  // Unbalanced parentheses mean we cut through something else.
  if ((main.match(/\(/g)?.length ?? 0) !== (main.match(/\)/g)?.length ?? 0)) return 0;
  // Digits and separators only (no tab, which libphonenumber rejects): its verdict is computed
  // from its metadata without parsing (phone-plans.ts); anything else goes to it as is.
  const plain = shortcuts.enabled && PLAIN.test(main);
  const international = main.startsWith('+') || main.startsWith('00');
  if (international) {
    const verdict = plain ? internationalVerdict(main.startsWith('00') ? digits.slice(2) : digits) : 'unknown';
    if (verdict !== 'unknown') return verdict === 'valid' ? 0.75 : verdict === 'possible' ? 0.5 : 0.3;
    const parsed = parsePhoneNumberFromString(main.startsWith('00') ? `+${main.slice(2)}` : main);
    if (parsed?.isValid() === true) return 0.75;
    return parsed?.isPossible() === true ? 0.5 : 0.3;
  }
  // A bare run of digits with no grouping is too often an order, account or licence number.
  const grouped = /[ \t().\-/]/.test(main);
  for (const region of regions) {
    const verdict = plain ? nationalVerdict(digits, region) : 'unknown';
    if (verdict === 'invalid') continue;
    if (verdict === 'valid' || parsePhoneNumberFromString(main, region)?.isValid() === true) return grouped ? 0.75 : 0.35;
  }
  return grouped ? 0.3 : 0.1;
}
