/**
 * Street addresses as China, Japan and Korea write them (ADDRESS): from the district down to the
 * door, with no spaces in Chinese and Japanese. The town before them stays LOCATION (the
 * gazetteer finds it); what identifies a home is the road and its number:
 * - Chinese: road, number, then building, unit and room: "朝阳区建国路88号SOHO现代城5号楼1201室",
 *   "陆家嘴环路1000号", "中山路100弄5号", and after a district in Chinese numerals too
 *   ("东城区王府井大街一号");
 * - Japanese: block (丁目), lot (番, 番地) and house (号), or the short form with dashes:
 *   "新宿区西新宿2丁目8番1号", "西新宿2-8-1";
 * - Korean road-name addresses: road (로, 길) and building number after a district ("강남구
 *   테헤란로 152") or before a unit ("테헤란로 152, 1201호"), and lot numbers after a
 *   neighbourhood ("역삼동 123-45").
 * A road's name alone ("建国路", "테헤란로") points at no building and is not taken; nor a number
 * after "로" the particle ("서울로 5명이", to Seoul five people), which names no district or unit.
 */
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'cjk-street-address';
const SCORE = 0.7;
const DIGIT = '[0-9０-９]';
const DASH = '[-－‐−]';

/**
 * Characters that end the words before an address (a town, a verb, a particle): a district or
 * road name runs over none of them, so "我住在北京市朝阳区建国路88号" starts at "朝阳区".
 */
const CHINESE_STOPS = '省市区县镇乡區縣鎮鄉是在的于於和与與我你他她住到从從寄送往至为為了';
/** Chinese numerals, as Taiwan writes a road's section ("忠孝東路四段") and Japan a block ("二丁目"). */
const NUMERAL = '[一二三四五六七八九十]';
/** A road's section after its name: "忠孝東路四段100號". */
const SECTION = `(?:(?:${NUMERAL}{1,3}|${DIGIT}{1,2})段)?`;
const chineseName = (max: number): string => String.raw`(?:(?![${CHINESE_STOPS}])\p{sc=Han}){1,${max}}`;
/** Road words; not "路" ending another word ("电路" circuit, "线路" line, "公路" highway, "思路" idea). */
const CHINESE_ROAD = '(?:大道|大街|胡同|(?<![电線线网網思套出进進退回道公铁鐵])路|街|巷|弄)';
/** Building, unit, floor, room after the number ("5号楼1201室", "3栋2单元501"). */
const CHINESE_UNITS = String.raw`(?:(?:(?![路街巷弄到至和与])[\p{sc=Han}A-Za-z]){0,8}?${DIGIT}{1,4}(?:号楼|號樓|栋|棟|幢|座|单元|單元|层|層|楼|樓|室|号|號|户|戶))*(?:(?<=单元|單元|栋|棟|幢|座|层|層|楼|樓)${DIGIT}{2,5}(?!${DIGIT}))?`;
const CHINESE_DISTRICT = `${chineseName(5)}(?:区|县|镇|乡|區|縣|鎮|鄉)`;
/** A district before a number in Chinese numerals: not a compound, scenic area, park or campus ("景区环路一号开通"). */
const NOT_DISTRICT = '(?<![小景园園校地社学學])';
const NUMERAL_DISTRICT = `${chineseName(5)}(?:${NOT_DISTRICT}区|县|镇|乡|${NOT_DISTRICT}區|縣|鎮|鄉)`;
/** A house number in Chinese numerals ("王府井大街一号", "建国路八十八号"); not a metro line ("一号线"). */
const CHINESE_NUMBER = '[一二三四五六七八九十百千零〇两兩]{1,8}(?=[号號](?![线線]))';
/**
 * Tried only where it can start: at most a district and a road's name (14 characters) before a
 * road word and its number. A number in Chinese numerals counts only after a district: "路一号"
 * alone is as often a date ("这条路一号开通", the road opens on the first).
 */
const CHINESE_ADDRESS = new RegExp(
  String.raw`(?:(?:${CHINESE_DISTRICT})?${chineseName(8)}${CHINESE_ROAD}${SECTION}(?:${DIGIT}{1,4}[弄巷])?${DIGIT}{1,5}(?:${DASH}${DIGIT}{1,4})?|${NUMERAL_DISTRICT}${chineseName(8)}${CHINESE_ROAD}${SECTION}${CHINESE_NUMBER})[号號]${CHINESE_UNITS}`,
  'uy',
);
const CHINESE_ANCHOR = new RegExp(String.raw`${CHINESE_ROAD}${SECTION}(?:${DIGIT}|${CHINESE_NUMBER})`, 'gu');
const CHINESE_REACH = 14;

const JAPANESE_STOPS = '都道府県市区町村はにのをでがとへもや';
const japaneseName = (max: number): string => String.raw`(?:(?![${JAPANESE_STOPS}])[\p{sc=Han}\p{sc=Katakana}ヶケ]){1,${max}}`;
/** "2丁目8番1号", "2丁目8-1", "2丁目8番地". */
const JAPANESE_BLOCK = String.raw`(?:${DIGIT}{1,2}|${NUMERAL}{1,3})丁目${DIGIT}{1,4}(?:番地?${DIGIT}{1,4}号?|番地?|${DASH}${DIGIT}{1,4}号?)`;
/**
 * "2-8-1" after a ward or town and the district's name in kanji ("新宿区西新宿2-8-1"); without them
 * it is a score or a version ("比分是2-1-0", "バージョン1-2-3").
 */
const JAPANESE_DASHED = String.raw`(?<=\p{sc=Han})${DIGIT}{1,4}${DASH}${DIGIT}{1,4}${DASH}${DIGIT}{1,4}`;
/** A ward, city, town or village; not "region", "school district", "special zone", "the whole city" ("地区大会3-2-1"). */
const JAPANESE_WARD = String.raw`${japaneseName(6)}(?:(?<![地学挙特全])区|(?<!全)市|町|村)`;
const JAPANESE_END = String.raw`(?!${DIGIT}|${DASH}${DIGIT})`;
/** The district's name after the ward, a town's ("山下町") included. */
const JAPANESE_DISTRICT = String.raw`${japaneseName(8)}[町村]?`;
/** Tried only where it can start: at most a ward and a district's name (16 characters) before the numbers. */
const JAPANESE_ADDRESS = new RegExp(
  String.raw`(?:${JAPANESE_WARD})?${JAPANESE_DISTRICT}${JAPANESE_BLOCK}${JAPANESE_END}|${JAPANESE_WARD}${JAPANESE_DISTRICT}${JAPANESE_DASHED}${JAPANESE_END}`,
  'uy',
);
const JAPANESE_ANCHOR = new RegExp(String.raw`(?:${DIGIT}{1,2}|${NUMERAL}{1,3})丁目|${DIGIT}{1,4}${DASH}${DIGIT}{1,4}${DASH}${DIGIT}`, 'gu');
const JAPANESE_REACH = 16;
/** Japan's postcode with its mark or its word: "〒160-0023", "郵便番号：160-0023". */
const JAPANESE_POSTCODE = /(?:〒 ?|(?<=郵便番号[:：]? ?))[0-9０-９]{3}[-－‐][0-9０-９]{4}(?![0-9０-９])/gu;

/** A Korean road and building number; the district before it or a unit after it is asked for below. */
/** Adverbs ending like a district's word ("혹시", perhaps; "다시", again). */
const KOREAN_NOT_DISTRICT = '(?!(?:혹시|역시|다시|동시|당시|즉시|항시|잠시|수시|평시|언제|만약)[ ])';
const KOREAN_DISTRICT = `(?:${KOREAN_NOT_DISTRICT}[가-힣]{1,5}(?:구|군|시) )`;
const KOREAN_ROAD = String.raw`[가-힣A-Za-z0-9]{1,12}(?:로|길)(?: ?\d{1,3}(?:번?길))? \d{1,5}(?:-\d{1,4})?`;
const KOREAN_UNIT = String.raw`(?:,? ?(?:[가-힣A-Za-z0-9]{1,12} )?\d{1,5}(?:동|호|층)(?: ?\d{1,5}호)?)`;
/** What may follow the address in a sentence: nothing of a word, or the copula and particles ("152입니다", "152에"). */
const KOREAN_END = '(?![0-9가-힣])|(?=입니다|이에요|이고|이며|에서|에|으로)';
const KOREAN_ADDRESS = new RegExp(String.raw`(?<![가-힣A-Za-z0-9])(${KOREAN_DISTRICT})?(${KOREAN_ROAD})(${KOREAN_UNIT})?(?:${KOREAN_END})`, 'gu');
/**
 * A lot number after its neighbourhood, with its district before or "번지" after: "강남구 역삼동
 * 123-45", "역삼동 123-45번지"; not a score or a range after a word ending so ("운동 3-4회",
 * "점수가 3-1로").
 */
const KOREAN_LOT = new RegExp(
  String.raw`(?<![가-힣A-Za-z0-9])(?:${KOREAN_DISTRICT}[가-힣]{1,6}(?:동|리|가) \d{1,4}-\d{1,4}(?:번지)?|[가-힣]{1,6}(?:동|리|가) \d{1,4}-\d{1,4}번지)(?![0-9-])`,
  'gu',
);
/** "으로" the particle: a road's name does not end so ("집으로 5분", home in five minutes). */
const PARTICLE_RO = /으로$/u;
const ROAD_NAME = /^[가-힣A-Za-z0-9]+?(?:로|길)/u;

const HAN_OR_KANA = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
/** Every address here has a number: in digits, or in Chinese numerals before 号. */
const ANY_DIGIT = /[0-9０-９]/;
const NUMERAL_HOUSE = /[一二三四五六七八九十百千零〇两兩][号號]/u;
const HANGUL = /[가-힣]/u;

/**
 * The matches of a sticky `address` regex, tried only up to `reach` characters before each place
 * where `anchor` finds what every match holds (a road word and its number): a scan of every
 * position of a long Chinese text cost ~0.8 µs a character.
 */
function findAnchored(text: string, anchor: RegExp, address: RegExp, reach: number, add: (start: number, end: number) => void): void {
  let cursor = 0;
  anchor.lastIndex = 0;
  for (let found = anchor.exec(text); found !== null; found = anchor.exec(text)) {
    if (found.index < cursor) continue;
    for (let start = Math.max(cursor, found.index - reach); start < found.index; start++) {
      address.lastIndex = start;
      const match = address.exec(text);
      if (match === null) continue;
      add(start, start + match[0].length);
      cursor = start + match[0].length;
      break;
    }
  }
}

/** Creates the recognizer of Chinese, Japanese and Korean street addresses. */
export function createCjkStreetAddressRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['ADDRESS'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      if (!ANY_DIGIT.test(text) && !NUMERAL_HOUSE.test(text)) return spans;
      const add = (start: number, end: number): void => {
        spans.push({ type: 'ADDRESS', start, end, score: SCORE, source: SOURCE });
      };
      if (HAN_OR_KANA.test(text)) {
        findAnchored(text, CHINESE_ANCHOR, CHINESE_ADDRESS, CHINESE_REACH, add);
        findAnchored(text, JAPANESE_ANCHOR, JAPANESE_ADDRESS, JAPANESE_REACH, add);
        JAPANESE_POSTCODE.lastIndex = 0;
        for (let m = JAPANESE_POSTCODE.exec(text); m !== null; m = JAPANESE_POSTCODE.exec(text)) add(m.index, m.index + m[0].length);
      }
      if (HANGUL.test(text)) {
        KOREAN_ADDRESS.lastIndex = 0;
        for (let m = KOREAN_ADDRESS.exec(text); m !== null; m = KOREAN_ADDRESS.exec(text)) {
          const [, district, road = '', unit] = m;
          if (PARTICLE_RO.test(ROAD_NAME.exec(road)?.[0] ?? '')) continue;
          if (district === undefined && unit === undefined) continue;
          add(m.index, m.index + m[0].length);
        }
        KOREAN_LOT.lastIndex = 0;
        for (let m = KOREAN_LOT.exec(text); m !== null; m = KOREAN_LOT.exec(text)) add(m.index, m.index + m[0].length);
      }
      return spans;
    },
  };
}
