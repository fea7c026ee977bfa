/** Surrogates of the Portuguese, Chinese, Turkish and Saudi IDs and of Latin America's: layout, checks, what they keep. */
import t from 'tap';
import { createSurrogate } from '../../../src/privacy/operators/surrogate.js';
import { arCuitValid } from '../../../src/privacy/recognizers/ar-cuit.js';
import { brCpfValid } from '../../../src/privacy/recognizers/br-cpf.js';
import { isBirthDate } from '../../../src/privacy/recognizers/checksums.js';
import { clRutValid } from '../../../src/privacy/recognizers/cl-rut.js';
import { cnResidentIdValid } from '../../../src/privacy/recognizers/cn-resident-id.js';
import {
  createArCuitRecognizer,
  createBrCpfRecognizer,
  createClRutRecognizer,
  createCnResidentIdRecognizer,
  createMxCurpRecognizer,
  createPtNifRecognizer,
  createSaNationalIdRecognizer,
  createTrNationalIdRecognizer,
} from '../../../src/privacy/recognizers/index.js';
import { mxCurpValid } from '../../../src/privacy/recognizers/mx-curp.js';
import { ptNifValid } from '../../../src/privacy/recognizers/pt-nif.js';
import { saNationalIdValid } from '../../../src/privacy/recognizers/sa-national-id.js';
import { trNationalIdValid } from '../../../src/privacy/recognizers/tr-national-id.js';
import { checkSurrogates, type SurrogateCase } from './surrogate-cases.js';

const digits = (value: string): string => value.replace(/\D/g, '');
/** The same first `count` digits (a holder's kind, a prefix). */
const sameLead = (count: number) => (surrogate: string, original: string) => digits(surrogate).slice(0, count) === digits(original).slice(0, count);

const ptNif = [(s: string) => ptNifValid(digits(s))];
const cnId = [
  (s: string) => cnResidentIdValid(s),
  (s: string, o: string) => s.slice(0, 6) === o.slice(0, 6),
  // Same century, a real day in the past, and the holder's sex (the seventeenth digit's parity).
  (s: string, o: string) => s.slice(6, 8) === o.slice(6, 8) && isBirthDate(Number(s.slice(6, 10)), Number(s.slice(10, 12)), Number(s.slice(12, 14))),
  (s: string, o: string) => Number(s.charAt(16)) % 2 === Number(o.charAt(16)) % 2,
];
const cpf = [(s: string) => brCpfValid(digits(s)), (s: string, o: string) => digits(s).charAt(8) === digits(o).charAt(8)];
const curp = [
  (s: string) => mxCurpValid(s),
  // Sex, century (a digit or a letter before the check digit) and a birth abroad kept.
  (s: string, o: string) => s.charAt(10) === o.charAt(10) && /\d/.test(s.charAt(16)) === /\d/.test(o.charAt(16)),
  (s: string, o: string) => (o.slice(11, 13).toUpperCase() === 'NE') === (s.slice(11, 13).toUpperCase() === 'NE'),
];
const rut = [(s: string) => clRutValid(s), (s: string, o: string) => (Number(digits(s.slice(0, -1))) >= 50_000_000) === (Number(digits(o.slice(0, -1))) >= 50_000_000)];
const cuit = [(s: string) => arCuitValid(digits(s)), sameLead(2)];

const table: SurrogateCase[] = [
  // Portugal: a person's, a company's and a non-resident's NIF, in one run or in threes.
  { type: 'PT_NIF', value: '281272948', cue: 'NIF ', recognizer: createPtNifRecognizer, checks: [...ptNif, (s) => /^[1-3]/.test(s)] },
  { type: 'PT_NIF', value: '281 272 948', cue: 'número de contribuinte ', recognizer: createPtNifRecognizer, checks: ptNif },
  { type: 'PT_NIF', value: '503764213', cue: 'NIPC: ', recognizer: createPtNifRecognizer, checks: [...ptNif, sameLead(1)] },
  { type: 'PT_NIF', value: '451029380', cue: 'contribuinte ', recognizer: createPtNifRecognizer, checks: [...ptNif, sameLead(2)] },
  // China: a check X (in either case), born in the 1900s and in the 2000s; alone or after its word.
  { type: 'CN_RESIDENT_ID', value: '33010619931203835X', cue: '身份证号：', recognizer: createCnResidentIdRecognizer, layout: 'alnum', checks: cnId },
  { type: 'CN_RESIDENT_ID', value: '33010619931203835x', cue: 'ID card ', recognizer: createCnResidentIdRecognizer, layout: 'alnum', checks: cnId },
  { type: 'CN_RESIDENT_ID', value: '440305198708225376', cue: '', recognizer: createCnResidentIdRecognizer, layout: 'alnum', checks: cnId },
  { type: 'CN_RESIDENT_ID', value: '110105200503120477', cue: '公民身份号码 ', recognizer: createCnResidentIdRecognizer, layout: 'alnum', checks: cnId },
  // Turkey and Saudi Arabia: beside their words; a citizen's 1 and a resident's 2 kept.
  { type: 'TR_NATIONAL_ID', value: '20696318050', cue: 'T.C. Kimlik No: ', recognizer: createTrNationalIdRecognizer, checks: [trNationalIdValid] },
  { type: 'TR_NATIONAL_ID', value: '24534552460', cue: 'TCKN ', recognizer: createTrNationalIdRecognizer, checks: [trNationalIdValid] },
  { type: 'SA_NATIONAL_ID', value: '1699712665', cue: 'رقم الهوية: ', recognizer: createSaNationalIdRecognizer, checks: [saNationalIdValid, sameLead(1)] },
  { type: 'SA_NATIONAL_ID', value: '2450938176', cue: 'Iqama ', recognizer: createSaNationalIdRecognizer, checks: [saNationalIdValid, sameLead(1)] },
  // Brazil: the written form alone, a run beside "CPF".
  { type: 'BR_CPF', value: '123.456.789-09', cue: '', recognizer: createBrCpfRecognizer, checks: cpf },
  { type: 'BR_CPF', value: '529.982.247-25', cue: 'meu CPF é ', recognizer: createBrCpfRecognizer, checks: cpf },
  { type: 'BR_CPF', value: '12345678909', cue: 'CPF: ', recognizer: createBrCpfRecognizer, checks: cpf },
  // Mexico: a man born abroad before 2000, a woman born in Jalisco after, in small letters too.
  { type: 'MX_CURP', value: 'BOXW310820HNERXN09', cue: 'Mi CURP es ', recognizer: createMxCurpRecognizer, checks: curp },
  { type: 'MX_CURP', value: 'boxw310820hnerxn09', cue: 'curp: ', recognizer: createMxCurpRecognizer, checks: curp },
  { type: 'MX_CURP', value: 'GOMA050612MJCMRNA4', cue: '', recognizer: createMxCurpRecognizer, checks: curp },
  { type: 'MX_CURP', value: 'PEGJ900101HDFRRN09', cue: 'CURP ', recognizer: createMxCurpRecognizer, checks: curp },
  // Chile: dotted alone, a run beside "RUT"; a K in either case; seven digits; a company's range.
  { type: 'CL_RUT', value: '12.345.678-5', cue: '', recognizer: createClRutRecognizer, layout: 'alnum', checks: rut },
  { type: 'CL_RUT', value: '12345678-5', cue: 'RUT ', recognizer: createClRutRecognizer, layout: 'alnum', checks: rut },
  { type: 'CL_RUT', value: '11.111.112-K', cue: 'Mi RUT es ', recognizer: createClRutRecognizer, layout: 'alnum', checks: rut },
  { type: 'CL_RUT', value: '10000013-k', cue: 'cédula de identidad ', recognizer: createClRutRecognizer, layout: 'alnum', checks: rut },
  { type: 'CL_RUT', value: '9.876.543-3', cue: '', recognizer: createClRutRecognizer, layout: 'alnum', checks: rut },
  { type: 'CL_RUT', value: '76.086.428-5', cue: 'RUT empresa ', recognizer: createClRutRecognizer, layout: 'alnum', checks: rut },
  // Argentina: a man's, a woman's and a company's prefix, dashed alone or a run beside its word.
  { type: 'AR_CUIT', value: '20-12345678-6', cue: '', recognizer: createArCuitRecognizer, checks: cuit },
  { type: 'AR_CUIT', value: '27-34567890-0', cue: 'CUIL ', recognizer: createArCuitRecognizer, checks: cuit },
  { type: 'AR_CUIT', value: '30-71234567-1', cue: 'CUIT ', recognizer: createArCuitRecognizer, checks: cuit },
  { type: 'AR_CUIT', value: '20409876545', cue: 'Mi CUIL: ', recognizer: createArCuitRecognizer, checks: cuit },
];

t.test('national ID surrogates: other numbers in the same form, valid, found again', async (t) => {
  checkSurrogates(t, table);
});

t.test('a value without the shape of its type has no surrogate', async (t) => {
  for (const [type, value] of [
    ['PT_NIF', '0812'],
    ['CN_RESIDENT_ID', '9901061993120383'],
    ['TR_NATIONAL_ID', '1234'],
    ['SA_NATIONAL_ID', '3699712665'],
    ['BR_CPF', '123.456'],
    ['MX_CURP', 'BOXW3108'],
    ['CL_RUT', '123-4'],
    ['AR_CUIT', '99-12345678-6'],
  ] as const) {
    t.equal(createSurrogate({ type, value, n: 2, seed: 'map_shape', taken: new Set() }), `[${type}_2]`, `${type} ${value}`);
  }
});
