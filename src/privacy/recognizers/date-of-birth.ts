/**
 * Dates of birth: a date (numeric, ISO, year-month-day with the signs of Chinese, Japanese and
 * Korean, or with the month written out in en, de, fr, es, it, nl, pt, tr, pl, ru or uk) next to a
 * birth cue ("DOB", "date of birth", "born", "geboren am", "né le", "fecha de nacimiento", "data di
 * nascita", "geboortedatum", "data de nascimento", "дата рождения", "doğum tarihi", "出生日期",
 * "生年月日", "생년월일", "تاريخ الميلاد"). A date alone is no personal data the model
 * should lose ("the meeting on 14/02"), so a date without a cue scores below every threshold; a
 * birth date beside a name identifies a person almost alone, so with the cue it is anonymized.
 * The date must exist (day 1-31 as the month has them, month 1-12) in a year from 1900 to this one.
 */
import type { Recognizer, Span } from '../types.js';
import { documentCuesOf } from './document-cues.js';
import { compileContext, createPatternRecognizer, DEFAULT_CONTEXT_WINDOW, hasContext, type TextProfile } from './pattern-engine.js';

/**
 * Month names and their usual abbreviations by month: the six languages, then Portuguese, Turkish,
 * and the genitive a date takes in Polish, Russian and Ukrainian ("17 апреля 1988").
 */
const MONTH_NUMBERS: ReadonlyArray<[number, ReadonlySet<string>]> = [
  [1, new Set(['january', 'jan', 'januar', 'jänner', 'janvier', 'enero', 'gennaio', 'januari', 'janeiro', 'ocak', 'stycznia', 'января', 'січня'])],
  [2, new Set(['february', 'feb', 'februar', 'février', 'febrero', 'febbraio', 'februari', 'fevereiro', 'şubat', 'lutego', 'февраля', 'лютого'])],
  [3, new Set(['march', 'mar', 'märz', 'mars', 'marzo', 'maart', 'março', 'mart', 'marca', 'марта', 'березня'])],
  [4, new Set(['april', 'apr', 'avril', 'abril', 'aprile', 'nisan', 'kwietnia', 'апреля', 'квітня'])],
  [5, new Set(['may', 'mai', 'mayo', 'maggio', 'mei', 'maio', 'mayıs', 'maja', 'мая', 'травня'])],
  [6, new Set(['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'junho', 'haziran', 'czerwca', 'июня', 'червня'])],
  [7, new Set(['july', 'jul', 'juli', 'juillet', 'julio', 'luglio', 'julho', 'temmuz', 'lipca', 'июля', 'липня'])],
  [8, new Set(['august', 'aug', 'août', 'agosto', 'augustus', 'ağustos', 'sierpnia', 'августа', 'серпня'])],
  [9, new Set(['september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre', 'settembre', 'setembro', 'eylül', 'września', 'сентября', 'вересня'])],
  [10, new Set(['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'outubro', 'ekim', 'października', 'октября', 'жовтня'])],
  [11, new Set(['november', 'nov', 'novembre', 'noviembre', 'novembro', 'kasım', 'listopada', 'ноября', 'листопада'])],
  [12, new Set(['december', 'dec', 'dezember', 'dez', 'décembre', 'diciembre', 'dicembre', 'dezembro', 'aralık', 'grudnia', 'декабря', 'грудня'])],
];
// Longest first, so "september" is not read as "sep" and a trailing "tember".
const MONTH = MONTH_NUMBERS.flatMap(([, names]) => [...names])
  .sort((a, b) => b.length - a.length)
  .join('|');

/**
 * Words near a date that make it a birth date ("date of birth" has "birth"): the six languages,
 * then Portuguese, Polish, Russian, Ukrainian, Turkish, Chinese, Japanese, Korean and Arabic
 * (the words of scripts written without spaces are looked for as substrings).
 */
const BIRTH_CONTEXT = [
  'dob', 'birth', 'born', 'birthday', 'birthdate', 'geboren', 'geb', 'geburtsdatum', 'geburtstag', 'né', 'née',
  'naissance', 'nacido', 'nacida', 'nacimiento', 'cumpleaños', 'nato', 'nata', 'nascita', 'compleanno', 'geboortedatum',
  // "Nascimento" alone is a Portuguese surname too: the date's label, or the verb.
  'verjaardag', 'data de nascimento', 'data nascimento', 'nascimento:', 'nascido', 'nascida', 'aniversário', 'urodzenia', 'urodzony', 'urodzona', 'urodziny',
  'рождения', 'родился', 'родилась', 'г.р.', 'народження', 'народився', 'народилася', 'doğum', 'doğdu',
  '出生', '生日', '生年月日', '生まれ', '誕生日', '생년월일', '생일', '출생', 'الميلاد', 'مواليد', 'ولد', 'ولدت',
];
/** Whether day, month and year name a day that existed, from 1900 to today's year. */
function plausible(day: number, month: number, year: number): boolean {
  if (!(month >= 1 && month <= 12 && day >= 1 && year >= 1900 && year <= new Date().getUTCFullYear())) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Two-digit years are read as the most recent past one ("87" is 1987, "05" is 2005). */
function fullYear(written: string): number {
  const year = Number(written);
  if (written.length === 4) return year;
  const now = new Date().getUTCFullYear();
  return 2000 + year <= now ? 2000 + year : 1900 + year;
}

function monthOf(name: string): number {
  const key = name.toLowerCase().replace(/\.$/, '');
  for (const [month, names] of MONTH_NUMBERS) if (names.has(key)) return month;
  return 0;
}


/** Checks a candidate's date; the rule's own shape says where day, month and year are. */
function validDate(candidate: string): boolean {
  const iso = /^(\d{4})[./-](\d{1,2})[./-](\d{1,2})$/.exec(candidate);
  const yearFirst = /^(\d{4}) ?[年년] ?(\d{1,2}) ?[月월] ?(\d{1,2})/.exec(candidate);
  if (yearFirst !== null) return plausible(Number(yearFirst[3]), Number(yearFirst[2]), Number(yearFirst[1]));
  if (iso !== null) return plausible(Number(iso[3]), Number(iso[2]), Number(iso[1]));
  const numeric = /^(\d{1,2})[./-](\d{1,2})[./-](\d{2}|\d{4})$/.exec(candidate);
  if (numeric !== null) {
    const [a, b, year] = [Number(numeric[1]), Number(numeric[2]), fullYear(numeric[3] as string)];
    // Day first (most of the world) or month first (US): either reading may be the one meant.
    return plausible(a, b, year) || plausible(b, a, year);
  }
  const words = candidate.match(/[\p{L}]+\.?|\d+/gu) ?? [];
  const numbers = words.filter((word) => /^\d+$/.test(word));
  const name = words.find((word) => monthOf(word) !== 0);
  if (name === undefined || numbers.length !== 2) return false;
  return plausible(Number(numbers[0]), monthOf(name), Number(numbers[1]));
}

const hasYear = (text: TextProfile): boolean => text.digits >= 4;

const CUES = compileContext(BIRTH_CONTEXT);
const DATE_LIST_SEPARATOR = /^\s*(?:[,;&]|and|und|et|y|e|i|en)?\s*$/u;

/**
 * "Born 12/04/1990, employed from 01/03/2018 to 31/12/2024": the words of a birth name the date
 * after them, not every date within their reach. A date that follows another within the window
 * needs its own birth word between them.
 */
function firstAfterEachCue(text: string, spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  return sorted.filter((span, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || span.start - previous.end > DEFAULT_CONTEXT_WINDOW) return true;
    // A list of dates after one cue: "Children born 01/02/2010, 03/04/2012 and 05/06/2014".
    if (DATE_LIST_SEPARATOR.test(text.slice(previous.end, span.start))) return true;
    return hasContext(text, span.start, span.end, CUES.words, CUES.phrases, span.start - previous.end, 0);
  });
}

/** Creates the date-of-birth recognizer. */
export function createDateOfBirthRecognizer(): Recognizer {
  const dates = createPatternRecognizer({
    name: 'date-of-birth',
    entity: 'DATE_OF_BIRTH',
    patterns: [
      // 14/02/1987, 14.02.87, 02-14-1987, 1987-02-14, 1987/02/14, 1987.2.14.
      // Year first, with two-digit month and day ("Build 2019.10.3" is a version).
      { regex: /(?<![\d./-])(?:\d{1,2}([./-])\d{1,2}\1(?:\d{4}|\d{2})|\d{4}([./-])\d{2}\2\d{2})(?!\d|[./-]\d)/g, score: 0.2, gate: hasYear },
      // 04-Jul-1976, 4/Jul/1976 (forms and airline records).
      {
        regex: new RegExp(String.raw`(?<![\p{L}\p{N}])\d{1,2}([-/])(?:${MONTH})\.?\1\d{4}(?!\d)`, 'giu'),
        score: 0.2,
        gate: hasYear,
      },
      // 14 February 1987, 14. Februar 1987, 14 de febrero de 1987, 1er mars 1987.
      {
        regex: new RegExp(String.raw`(?<![\p{L}\p{N}])\d{1,2}(?:st|nd|rd|th|er|º|\.)?\s(?:de\s)?(?:${MONTH})\.?,?\s(?:de\s)?\d{4}(?!\d)`, 'giu'),
        score: 0.2,
        gate: hasYear,
      },
      // 1978年3月25日 (Chinese, Japanese), 1980년 9월 19일 (Korean).
      { regex: /(?<!\d)\d{4} ?[年년] ?\d{1,2} ?[月월] ?\d{1,2} ?[日일]?/gu, score: 0.2, gate: hasYear },
      // February 14, 1987.
      { regex: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${MONTH})\.?\s\d{1,2}(?:st|nd|rd|th)?,?\s\d{4}(?!\d)`, 'giu'), score: 0.2, gate: hasYear },
    ],
    validate: validDate,
    context: BIRTH_CONTEXT,
    contextBoost: 0.5,
    // Most texts name no birth at all: they are not scanned for dates.
    requires: (text) => documentCuesOf(text).birth,
  });
  return { ...dates, detect: (text, context) => firstAfterEachCue(text, dates.detect(text, context)) };
}
