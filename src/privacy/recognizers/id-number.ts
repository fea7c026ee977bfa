/**
 * Numbers a company, an insurer, a hospital or a school keeps of a person: customer, client,
 * account (and the bank's routing number; an account beside its sort code), member, employee,
 * patient, policy, contract, student and user numbers, in en, de, fr,
 * es, it and nl, and the commonest of them in pt, pl, ru, uk, tr, zh, ja, ko and ar. No format and no checksum is shared, so, like passport numbers, a run of 4-20
 * letters and digits (at least two digits) counts only right beside the record's name
 * ("customer number 4471-2281", "Kundennummer: KD-998877", "employee ID 44821"); whoever holds the
 * record can name the person from it. Order, invoice and ticket numbers are left alone: they
 * name a transaction, and the answer often needs to quote them.
 */
import type { Recognizer, Span } from '../types.js';
import { createDocumentNumberRecognizer, HYPHENATED_DATE } from './document-number.js';

/** The names of such records in the six languages, lower case: the context the number needs. */
export const RECORD_NAMES: readonly string[] = [
  // en
  'customer number', 'customer no', 'customer id', 'customer #', 'client number', 'client no', 'client id',
  'account number', 'account no', 'account id', 'account #', 'acct no', 'acct #', 'member number', 'member no',
  'member id', 'membership number', 'membership no', 'employee id', 'employee number', 'employee no', 'staff id',
  'staff number', 'personnel number', 'patient id', 'patient number', 'medical record number', 'mrn', 'policy number',
  'policy no', 'contract number', 'insurance number', 'student id', 'student number', 'user id', 'userid',
  'loyalty number', 'frequent flyer number',
  // US health insurance: the Medicare Beneficiary Identifier ("1EG4-TE5-MK73") and Medicaid's number
  'medicare number', 'medicare no', 'medicare id', 'mbi', 'medicaid number', 'medicaid no', 'medicaid id',
  // bank details: a routing number itself, and the account number a sort code stands beside
  // ("Sort code: 20-00-00 Account: 55779911"; the sort code, written like a date, is not taken)
  'routing number', 'routing no', 'aba number', 'sort code',
  // de
  'kundennummer', 'kunden-nr', 'kundennr', 'kontonummer', 'mitgliedsnummer', 'personalnummer', 'versichertennummer',
  'versicherungsnummer', 'vertragsnummer', 'policennummer', 'patientennummer', 'matrikelnummer',
  // fr
  'numéro client', 'numéro de client', 'n° client', 'numéro de compte', "numéro d'adhérent", 'numéro adhérent',
  'numéro de contrat', 'numéro de police', "numéro d'assuré", 'numéro de patient', "numéro d'étudiant", 'matricule',
  // es
  'número de cliente', 'número de cuenta', 'número de socio', 'número de póliza', 'número de contrato',
  'número de empleado', 'número de paciente', 'número de afiliado',
  // it
  'codice cliente', 'numero cliente', 'numero di conto', 'numero di polizza', 'numero contratto', 'numero tessera',
  'numero dipendente', 'matricola',
  // nl
  'klantnummer', 'rekeningnummer', 'lidnummer', 'polisnummer', 'contractnummer', 'personeelsnummer',
  'patiëntnummer', 'studentnummer',
  // en, the bank account and loyalty records named without "number"
  'escrow account', 'bank account', 'savings account', 'checking account', 'current account', 'account is',
  'account ending', 'acc no', 'a/c no', 'a/c:', 'frequent flyer', 'admission no', 'admission number', 'uhid', 'last 4 of',
  'last four of',
  // de, it, es, pl: a contract's account, "cliente n.", a clinical history, Polish "nr"
  'vertragskonto', 'kundenkonto', 'cliente n', 'cliente nr', 'nhc', 'historia clínica', 'nr klienta',
  'numer klienta', 'nr konta', 'numer konta', 'nr pacjenta', 'nr polisy', 'numer polisy', 'nr umowy', 'nr legitymacji',
  // pt
  'número do cliente', 'número da conta', 'número de utente', 'número de sócio', 'número da apólice',
  // ru, uk: policy, taxpayer number, account, pension insurance number
  'полис', 'инн', 'счёт', 'счет', 'номер счета', 'лицевой счет', 'снилс', 'номер договора', 'рахунок', 'іпн',
  // tr
  'müşteri no', 'müşteri numarası', 'hesap no', 'hesap numarası', 'sicil no', 'öğrenci no', 'poliçe no',
  // zh, ja, ko, ar: written without spaces around them, looked for as substrings
  '住院号', '病历号', '会员号', '客户号', '账号', '账户', '学号', '工号', '保险证号', '保険証番号', '口座番号', '会員番号',
  '患者番号', '社員番号', '学籍番号', 'お客様番号', '계좌', '회원번호', '학번', '사번', '고객번호', '환자번호',
  'رقم الملف', 'رقم الحساب', 'رقم العضوية', 'رقم الموظف', 'رقم المريض', 'رقم العميل',
];

/**
 * Whether the text names such a record: not a stem, since "customer" alone is in every support
 * prompt and would send the recognizer over each. One case-insensitive regex of the names, asked
 * only of texts holding one of `ANCHORS`. The anchors are one regex of plain alternatives over
 * the lower-cased text (~1 µs per KB; seventeen `includes` took ~5, the names' regex far more).
 */
const RECORD_NAME = new RegExp(RECORD_NAMES.map(escapeRegExp).join('|'));
/** Substrings one of which every record name holds (test/privacy/pattern-recognizers.test.ts checks each name). */
const ANCHORS = [
  'number', 'nummer', 'numéro', 'numero', 'número', ' no ', ' no.', ' no:', 'nnr', '-nr', ' id', 'userid', '#', 'n°', 'matric',
  'mrn', 'medicare', 'medicaid', 'mbi', 'codice', 'sort code', 'account', 'a/c', 'acc no', 'flyer', 'admission', 'uhid', 'last 4', 'last four', 'konto',
  'cliente n', 'nhc', 'clínica', 'nr ', 'da conta', 'utente', 'sócio', 'apólice', 'полис', 'инн', 'счёт', 'счет', 'снилс',
  'договор', 'рахунок', 'іпн', 'müşteri', 'hesap', 'sicil', 'öğrenci', 'poliçe', 'numara', 'numer', '号', '账户', '番号',
  '계좌', '번호', '학번', '사번', 'رقم',
];
const ANCHOR = new RegExp(ANCHORS.map(escapeRegExp).join('|'));

function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function namesRecord(text: string): boolean {
  // The names are lower case: one regex without the `i` flag over the lower-cased text is several
  // times cheaper than a case-insensitive one over the text.
  const lower = text.toLowerCase();
  return ANCHOR.test(lower) && RECORD_NAME.test(lower);
}

/**
 * "account 000123456789", "Account: 55779911", "Konto 1234567890", "mon compte : 30004 00550
 * 00012345678 90": a bank account's number right after the word, eight digits or more (up to an
 * IBAN's 34) and a short suffix ("12345678-AB9"), taken whole or not at all; no date
 * ("account 2024-05-01"). The word alone is no context for the window the labelled numbers use
 * ("My account: locked since 2024" holds a year a few words on); followed at once by a long
 * number, it names the account. French "compte" and Spanish "cuenta" are verbs too ("Paris
 * compte 2165423 habitants"): they count after an article or a possessive, or with a colon, "#" or
 * "n°". Shorter numbers are a ledger's accounts ("to account 610000"), runs of years a period.
 */
const ACCOUNT_WORD = /account|acct|konto|compte|cuenta|rekening/i;
const ACCOUNT_NUMBER = /(?<![\p{L}\p{N}])(account|acct|konto|compte|cuenta|rekening)\.?[ \t]*(:|#|n°|no\.)?[ \t]*(\d(?:[ -]?\d){7,33}(?:-[A-Za-z0-9]{1,4})?)(?![\p{L}\p{N}]|[.,/:-][\p{L}\p{N}])/dgiu;
/** The words before "compte" or "cuenta" that make it the noun: "mon compte", "la cuenta", "su cuenta". */
const NOUN_BEFORE = /(?:^|[^\p{L}])(?:le|mon|ton|son|notre|votre|leur|du|au|un|ce|la|mi|tu|su|nuestra|vuestra|una|esta|esa)[ \t]+$/iu;
/** Digits in groups that are all years: "2023 2024", "2019-2024". */
const YEARS = /^(?:(?:19|20)\d\d[ -]?)+$/;
/** As sure as a number under its record's name (the labelled rule's 0.1 + 0.6). */
const ACCOUNT_SCORE = 0.7;

function findAccountNumbers(text: string, spans: Span[]): void {
  if (!ACCOUNT_WORD.test(text)) return;
  ACCOUNT_NUMBER.lastIndex = 0;
  for (let match = ACCOUNT_NUMBER.exec(text); match !== null; match = ACCOUNT_NUMBER.exec(text)) {
    const bounds = match.indices?.[3];
    const digits = match[3] ?? '';
    if (bounds === undefined || YEARS.test(digits) || HYPHENATED_DATE.test(digits)) continue;
    const word = (match[1] ?? '').toLowerCase();
    if ((word === 'compte' || word === 'cuenta') && match[2] === undefined && !NOUN_BEFORE.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    const overlapping = (span: Span): boolean => span.start < bounds[1] && bounds[0] < span.end;
    if (spans.some((span) => overlapping(span) && span.score >= ACCOUNT_SCORE)) continue;
    // The labelled rule's guess without its context (0.1) gives way.
    for (let i = spans.length - 1; i >= 0; i--) if (overlapping(spans[i] as Span)) spans.splice(i, 1);
    spans.push({ type: 'ID_NUMBER', start: bounds[0], end: bounds[1], score: ACCOUNT_SCORE, source: 'id-number' });
  }
}

/** Creates the recognizer of customer, account, member, employee, patient and policy numbers. */
export function createIdNumberRecognizer(): Recognizer {
  const labelled = createDocumentNumberRecognizer({
    name: 'id-number',
    entity: 'ID_NUMBER',
    length: [4, 20],
    context: RECORD_NAMES,
    cue: namesRecord,
    hyphenated: true,
    // Above a phone number's guess at seven digits (0.65): the label says what the number is.
    contextBoost: 0.6,
  });
  return {
    ...labelled,
    detect(text, context) {
      const spans = labelled.detect(text, context);
      findAccountNumbers(text, spans);
      return spans;
    },
  };
}
