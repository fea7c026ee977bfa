/**
 * Persons and towns in Chinese, Japanese, Korean and Thai, from faker's lists of those locales.
 * These scripts have no capitals, and Chinese, Japanese and Thai no spaces between words, so a
 * name is taken where something marks it:
 * - Chinese and Japanese: an honorific right after it ("王伟先生", "田中さん", "山田太郎様"): the
 *   name is a listed surname with at most two more characters, or with a listed given name; or a
 *   listed surname and a listed given name together ("佐藤さくら"), or apart with one space.
 * - Korean: a listed surname and a listed given name as one word ("김민준", "김민준은": the
 *   particle stays outside), or a surname with any given name before an honorific ("김철수 씨").
 * - Thai: a title in front ("นายสมชาย", "คุณสมชาย") and a listed first name, or a listed first
 *   name and a listed surname; the surname after a space joins the name.
 * Towns: Chinese and Thai towns wherever they are written; Korean towns before "in", "at" or
 * "city" ("부산에서", "광주시"), because many are everyday words alone ("구리" copper).
 */
import type { Span } from '../types.js';
import type { SpacelessLexicon } from './caseless-lexicon.js';
import {
  BEFORE_NAME,
  HAN_HONORIFICS,
  HANGUL_WORD,
  isHan,
  isHanOrKana,
  isThai,
  KOREAN_ENDINGS,
  KOREAN_HONORIFIC_START,
  KOREAN_PLACE_ENDINGS,
  MAX_UNLISTED_GIVEN,
  PERSON_LABEL_ENDINGS,
  SELF_NAMING,
  THAI_TITLES,
} from './spaceless-scripts.js';

const SOURCE = 'caseless-names';
const SCORE_LISTED_NAME = 0.85;
const SCORE_HONORIFIC_NAME = 0.75;
const SCORE_TOWN = 0.7;
/** UTF-16 units a Thai chunk may run past a listed name and still be that name: a final consonant and its marks. */
const MAX_THAI_NAME_TAIL = 3;

/** Korean endings by their last syllable, longest first: a word is compared with the few that can end it. */
const ENDINGS_BY_LAST = new Map<string, string[]>();
for (const ending of KOREAN_ENDINGS) {
  const last = ending.charAt(ending.length - 1);
  ENDINGS_BY_LAST.set(last, [...(ENDINGS_BY_LAST.get(last) ?? []), ending]);
}

/** First characters of the honorifics: most characters start none, and are passed by one lookup. */
const HONORIFIC_STARTS = new Set(HAN_HONORIFICS.map((honorific) => honorific.charCodeAt(0)));

const person = (start: number, end: number, score: number): Span => ({ type: 'PERSON', start, end, score, source: SOURCE });
const town = (start: number, end: number): Span => ({ type: 'LOCATION', start, end, score: SCORE_TOWN, source: SOURCE });

/** The listed surname `text` starts with at `at` (two characters first: 欧阳, 上官, 佐藤), if any. */
function surnameAt(text: string, at: number, lexicon: SpacelessLexicon): string | undefined {
  for (const length of [3, 2, 1]) {
    const candidate = text.slice(at, at + length);
    if (candidate.length === length && lexicon.surnames.has(candidate)) return candidate;
  }
  return undefined;
}

/** The longest listed given name at `at`, at most `maxLength` long, if any. */
function givenNameAt(text: string, at: number, lexicon: SpacelessLexicon, maxLength = 4): string | undefined {
  for (let length = Math.min(maxLength, lexicon.longestGivenName, text.length - at); length >= 1; length--) {
    const candidate = text.slice(at, at + length);
    if (candidate.length === length && lexicon.givenNames.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Chinese and Japanese: the name ending right before an honorific at `end`. The Han characters
 * before it are read from their longest possible start: a listed surname followed by a listed
 * given name, or by at most two characters when nothing but a boundary precedes the surname.
 */
function nameBeforeHonorific(text: string, end: number, lexicon: SpacelessLexicon): Span | undefined {
  let start = end;
  while (start > 0 && end - start < 6 && isHanOrKana(text.charCodeAt(start - 1))) start--;
  for (let from = start; from < end; from++) {
    const surname = surnameAt(text, from, lexicon);
    if (surname === undefined) continue;
    const rest = end - from - surname.length;
    if (rest < 0) continue;
    const given = rest === 0 ? '' : givenNameAt(text, from + surname.length, lexicon, rest);
    const listedGiven = given !== undefined && given.length === rest;
    const atBoundary = from === 0 || !isHanOrKana(text.charCodeAt(from - 1)) || BEFORE_NAME.has(text.charCodeAt(from - 1));
    if (listedGiven && (rest > 0 || atBoundary)) return person(from, end, SCORE_LISTED_NAME);
    if (atBoundary && rest <= MAX_UNLISTED_GIVEN && [...text.slice(from + surname.length, end)].every((c) => isHan(c.charCodeAt(0)))) {
      return person(from, end, SCORE_HONORIFIC_NAME);
    }
  }
  return undefined;
}

function findHanNames(text: string, lexicon: SpacelessLexicon, spans: Span[]): void {
  // Characters covered by a span, marked once (a search of the span list per character was quadratic).
  const covered = new Uint8Array(text.length);
  const push = (span: Span): void => {
    spans.push(span);
    covered.fill(1, span.start, span.end);
  };
  for (const span of spans) covered.fill(1, span.start, span.end);
  const taken = (at: number): boolean => covered[at] === 1;
  for (let i = 0; i < text.length; i++) {
    const honorific = HONORIFIC_STARTS.has(text.charCodeAt(i)) ? HAN_HONORIFICS.find((h) => text.startsWith(h, i)) : undefined;
    if (honorific !== undefined && i > 0) {
      const span = nameBeforeHonorific(text, i, lexicon);
      if (span !== undefined && !taken(span.start)) push(span);
      i += honorific.length - 1;
      continue;
    }
    if (!isHanOrKana(text.charCodeAt(i)) || taken(i)) continue;
    const atBoundary = i === 0 || !isHanOrKana(text.charCodeAt(i - 1)) || BEFORE_NAME.has(text.charCodeAt(i - 1));
    const surname = atBoundary ? surnameAt(text, i, lexicon) : undefined;
    if (surname === undefined) continue;
    // A listed surname and given name together, or apart with one space ("山田 太郎").
    const after = i + surname.length;
    const spaced = text.charAt(after) === ' ' || text.charAt(after) === '\u3000';
    const givenStart = spaced ? after + 1 : after;
    const given = givenNameAt(text, givenStart, lexicon);
    if (given === undefined || given.length < 2) continue;
    const end = givenStart + given.length;
    // The given name must end the run or be followed by a particle, not run into another word.
    if (end < text.length && isHan(text.charCodeAt(end)) && !BEFORE_NAME.has(text.charCodeAt(end))) continue;
    push(person(i, end, SCORE_LISTED_NAME));
    i = end - 1;
  }
}

function findKoreanNames(text: string, lexicon: SpacelessLexicon, spans: Span[]): void {
  const words = [...text.matchAll(HANGUL_WORD)];
  words.forEach((match, index) => {
    const word = match[0];
    const start = match.index;
    const ending = (ENDINGS_BY_LAST.get(word.charAt(word.length - 1)) ?? []).find((e) => word.length - e.length >= 2 && word.endsWith(e)) ?? '';
    const stem = word.slice(0, word.length - ending.length);
    const next = words[index + 1];
    const honorificNext = next !== undefined && /^[ ]$/.test(text.slice(start + word.length, next.index)) && KOREAN_HONORIFIC_START.some((h) => next[0].startsWith(h));
    const honorific = KOREAN_HONORIFIC_START.some((h) => ending.startsWith(h)) || (ending === '' && honorificNext);
    for (const candidate of ending === '' ? [word] : [stem, word]) {
      const surname = surnameAt(candidate, 0, lexicon);
      if (surname === undefined) continue;
      const given = candidate.slice(surname.length);
      // Korean given names are two syllables: a one-syllable "given name" after a one-syllable
      // "surname" is any two-syllable word ("부산" Busan, "예산" budget).
      if (given.length >= 2 && lexicon.givenNames.has(given)) {
        spans.push(person(start, start + candidate.length, SCORE_LISTED_NAME));
        return;
      }
      if (honorific && given.length >= 1 && given.length <= 2 && candidate === stem) {
        spans.push(person(start, start + candidate.length, SCORE_HONORIFIC_NAME));
        return;
      }
    }
    const placeEnding = KOREAN_PLACE_ENDINGS.find((e) => word.length - e.length >= 2 && word.endsWith(e));
    if (placeEnding !== undefined && lexicon.towns.has(word.slice(0, word.length - placeEnding.length))) {
      spans.push(town(start, start + word.length - placeEnding.length));
    }
  });
}

function findThaiNames(text: string, lexicon: SpacelessLexicon, spans: Span[]): void {
  const chunks = [...text.matchAll(/\S+/g)];
  chunks.forEach((match, index) => {
    const chunk = match[0];
    if (!isThai(chunk.charCodeAt(0))) return;
    const title = THAI_TITLES.find((t) => chunk.startsWith(t) && chunk.length > t.length);
    const nameStart = title?.length ?? 0;
    const listed = givenNameAt(chunk, nameStart, lexicon, chunk.length - nameStart);
    if (listed === undefined) return;
    // A listed name may be the start of a longer one ("สมรัก" of "สมรักษ์"): a chunk that ends a
    // few characters later ends the name; a longer rest is other words ("นายสมชายไปตลาด").
    const rest = chunk.length - nameStart - listed.length;
    const nameLength = rest <= MAX_THAI_NAME_TAIL ? chunk.length - nameStart : listed.length;
    const whole = nameStart + nameLength === chunk.length;
    const next = chunks[index + 1];
    const surname = whole && next !== undefined && lexicon.surnames.has(next[0]) ? next : undefined;
    if (title === undefined && (surname === undefined || rest > 0)) return;
    const start = match.index + nameStart;
    const end = surname !== undefined ? surname.index + surname[0].length : start + nameLength;
    spans.push(person(start, end, SCORE_LISTED_NAME));
  });
}

/** Listed Chinese and Thai towns wherever they are written (longest first at each position). */
function findTowns(text: string, lexicon: SpacelessLexicon, spans: Span[]): void {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!isHan(code) && !isThai(code)) continue;
    for (const length of lexicon.townLengths.get(code) ?? []) {
      if (length < 2 || !lexicon.towns.has(text.slice(i, i + length))) continue;
      spans.push(town(i, i + length));
      i += length - 1;
      break;
    }
  }
}

/**
 * A name whose given part no list knows, where its place says it is one: a listed surname and at
 * most two Han characters more, the whole run of Han characters from `at` (a comma, bracket,
 * space or the text's end after it). The end, or -1.
 */
function unlistedNameAt(text: string, at: number, lexicon: SpacelessLexicon): number {
  const surname = surnameAt(text, at, lexicon);
  if (surname === undefined) return -1;
  let end = at + surname.length;
  while (end < text.length && isHan(text.charCodeAt(end)) && end - at - surname.length < MAX_UNLISTED_GIVEN + 1) end++;
  const given = end - at - surname.length;
  if (given < 1 || given > MAX_UNLISTED_GIVEN || (end < text.length && isHanOrKana(text.charCodeAt(end)))) return -1;
  // A town that starts like a surname ("成都", "高雄") stays a town.
  return lexicon.towns.has(text.slice(at, end)) ? -1 : end;
}

/**
 * Labels of a record or a list that name people even with no colon after them ("患者刘建国",
 * "参会人周杰、吴芳", "出席者 中村"), at the start of a clause (no Han character before them:
 * "病历：患者", "会议纪要：参会人").
 */
const BARE_PERSON_LABELS = ['患者', '参会人', '参会者', '出席者', '参加者', '姓名', '氏名', '租客', '家长', '家長', '联系人', '聯絡人', '负责人', '負責人', '收件人', '申请人', '申請人'];
/** Separators of the names a label lists. */
const LIST_SEPARATORS = new Set(['、', '，', ',', '；', ';']);
/** Names read after one label at most (a long list is read on, a runaway is not). */
const MAX_LISTED_NAMES = 50;

const skipSpaces = (text: string, at: number): number => {
  let next = at;
  while (text.charAt(next) === ' ' || text.charAt(next) === '\u3000') next++;
  return next;
};

/** A listed surname of two characters or more standing alone ("中村、"), or -1. */
function surnameAloneAt(text: string, at: number, lexicon: SpacelessLexicon): number {
  const surname = surnameAt(text, at, lexicon);
  if (surname === undefined || surname.length < 2) return -1;
  const end = at + surname.length;
  if (end < text.length && isHanOrKana(text.charCodeAt(end))) return -1;
  return lexicon.towns.has(surname) ? -1 : end;
}

/** Whether the Han label ending at `end` (its colon's position; a bracketed note may close it) asks for a person. */
function asksForPerson(text: string, end: number): boolean {
  let labelEnd = end;
  const close = text.charAt(labelEnd - 1);
  if (close === '）' || close === ')') {
    const open = Math.max(text.lastIndexOf('（', labelEnd - 1), text.lastIndexOf('(', labelEnd - 1));
    if (open < 0 || labelEnd - open > 12) return false;
    labelEnd = open;
  }
  const label = text.slice(Math.max(0, labelEnd - 8), labelEnd);
  return PERSON_LABEL_ENDINGS.some((ending) => label.endsWith(ending)) && isHan(text.charCodeAt(labelEnd - 1));
}

/** A colon, as Chinese and Japanese write it or in ASCII, with the spaces after it. */
const COLONS = new Set([0xff1a, 0x3a]);

/**
 * Chinese and Japanese names no list completes, by their place: after a label that asks for a
 * person and its colon ("患者：张伟，", "推荐人：孙丽娜（", "氏名：中村愛"), after "I am" (我是刘洋),
 * and at the start of a chat's lines, the speaker ("赵敏：明天...") when two lines or more open so.
 */
function findPlacedHanNames(text: string, lexicon: SpacelessLexicon, spans: Span[]): void {
  // Which characters the spans found so far cover, marked once: a long chat gives thousands of
  // names, and a search of the list per name was quadratic.
  const covered = new Uint8Array(text.length);
  for (const span of spans) covered.fill(1, span.start, span.end);
  const taken = (start: number, end: number): boolean => {
    for (let k = start; k < end; k++) if (covered[k] === 1) return true;
    return false;
  };
  const add = (start: number, end: number, score: number): void => {
    if (taken(start, end)) return;
    spans.push(person(start, end, score));
    covered.fill(1, start, end);
  };
  // The names a label lists from `at` on ("周杰、吴芳、郑浩"; "中村、小林": a listed surname of two
  // characters counts alone there, as attendee lists write them).
  const addListed = (from: number): void => {
    let at = skipSpaces(text, from);
    for (let listed = 0; listed < MAX_LISTED_NAMES; listed++) {
      const end = unlistedNameAt(text, at, lexicon);
      const name = end !== -1 ? end : surnameAloneAt(text, at, lexicon);
      if (name === -1) return;
      add(at, name, SCORE_HONORIFIC_NAME);
      if (!LIST_SEPARATORS.has(text.charAt(name))) return;
      at = skipSpaces(text, name + 1);
    }
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (COLONS.has(code) && i > 0 && asksForPerson(text, i)) {
      addListed(i + 1);
      continue;
    }
    // "患者刘建国，", "参会人周杰、吴芳", "出席者 中村、小林": a record's or list's label written straight before the names.
    const label = isHan(code) ? BARE_PERSON_LABELS.find((words) => text.startsWith(words, i)) : undefined;
    if (label !== undefined && (i === 0 || !isHan(text.charCodeAt(i - 1)))) addListed(i + label.length);
    const selfNaming = isHan(code) ? SELF_NAMING.find((words) => text.startsWith(words, i)) : undefined;
    if (selfNaming !== undefined) {
      const at = i + selfNaming.length;
      const end = unlistedNameAt(text, at, lexicon);
      if (end !== -1) add(at, end, SCORE_HONORIFIC_NAME);
    }
  }
  // Speakers: a surname-led name of two to four characters alone before a colon at a line's start.
  const speakers: { start: number; end: number }[] = [];
  for (const line of text.matchAll(/^[ \t]*([\u3400-\u4DBF\u4E00-\u9FFF]{2,4})[：:]/gmu)) {
    const name = line[1] ?? '';
    const start = (line.index ?? 0) + line[0].indexOf(name);
    const surname = surnameAt(name, 0, lexicon);
    if (surname !== undefined && name.length > surname.length && !lexicon.towns.has(name)) speakers.push({ start, end: start + name.length });
  }
  // Two lines or more, and someone speaks twice: "周一：开会⏎周二：写代码" is a week's plan.
  const names = speakers.map(({ start, end }) => text.slice(start, end));
  const repeated = names.some((name, k) => names.indexOf(name) !== k);
  if (speakers.length >= 2 && repeated) for (const { start, end } of speakers) add(start, end, SCORE_HONORIFIC_NAME);
}

/** Finds persons and towns in Chinese, Japanese, Korean and Thai text. */
export function findSpacelessNames(text: string, lexicon: SpacelessLexicon): Span[] {
  const spans: Span[] = [];
  findHanNames(text, lexicon, spans);
  findPlacedHanNames(text, lexicon, spans);
  findKoreanNames(text, lexicon, spans);
  findThaiNames(text, lexicon, spans);
  findTowns(text, lexicon, spans);
  return spans;
}
