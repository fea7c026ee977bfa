/** Street addresses of China, Japan and Korea: from the district down to the door. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createCjkStreetAddressRecognizer, createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';
import { checkRecognizer } from '../helpers/recognizer-cases.js';

checkRecognizer('CJK street addresses', createCjkStreetAddressRecognizer(), [
  // Chinese: district, road, number, then building, unit and room; not the town or the words before.
  ['我的地址是北京市朝阳区建国路88号SOHO现代城5号楼1201室', [['ADDRESS', '朝阳区建国路88号SOHO现代城5号楼1201室']]],
  ['收货地址：上海市浦东新区陆家嘴环路1000号', [['ADDRESS', '浦东新区陆家嘴环路1000号']]],
  ['我住在中山路100弄5号', [['ADDRESS', '中山路100弄5号']]],
  ['寄到广州市天河区天河路385号3栋2单元501', [['ADDRESS', '天河区天河路385号3栋2单元501']]],
  // Taiwan's traditional characters and a road's section; Japanese blocks in kanji numerals; the postcode's word.
  ['台北市大安區忠孝東路四段100號5樓', [['ADDRESS', '大安區忠孝東路四段100號5樓']]],
  ['西新宿二丁目8番1号', [['ADDRESS', '西新宿二丁目8番1号']]],
  ['郵便番号：160-0023', [['ADDRESS', '160-0023']]],
  // Japanese: block, lot and house, or dashes after a ward; the postcode with its mark.
  ['住所：東京都新宿区西新宿2丁目8番1号', [['ADDRESS', '新宿区西新宿2丁目8番1号']]],
  ['大阪市北区梅田3丁目1番3号', [['ADDRESS', '北区梅田3丁目1番3号']]],
  ['〒160-0023 東京都新宿区西新宿2-8-1', [['ADDRESS', '〒160-0023'], ['ADDRESS', '新宿区西新宿2-8-1']]],
  // Korean: a road and its building number after a district or before a unit; a lot number.
  ['주소: 서울특별시 강남구 테헤란로 152, 1201호', [['ADDRESS', '강남구 테헤란로 152, 1201호']]],
  ['테헤란로 152, 12층', [['ADDRESS', '테헤란로 152, 12층']]],
  ['역삼동 123-45번지', [['ADDRESS', '역삼동 123-45번지']]],
  ['주소는 서울특별시 강남구 테헤란로 123입니다.', [['ADDRESS', '강남구 테헤란로 123']]],
  // A road alone, a number that is no house's, a score, a version, "to Seoul five people".
  ['他在建国路上班', []],
  ['我知道88号', []],
  ['比分是2-1-0', []],
  ['西新宿2-8-1', []],
  ['バージョン1-2-3をリリース', []],
  ['서울로 5명이 갔다', []],
  ['집으로 5분 걸려요', []],
  ['세종대로 110', []],
  ['점수가 3-1로 이겼다', []],
  ['운동 3-4회 하세요', []],
  ['혹시 이메일로 2, 3번 자료', []],
  ['请检查电路12号端子', []],
  ['高速公路12号出口', []],
  ['东大街3号到西大街5号', [['ADDRESS', '东大街3号'], ['ADDRESS', '西大街5号']]],
  // House numbers in Chinese numerals after a district; not a date on a road, nor a metro line.
  ['我家在北京市东城区王府井大街一号。', [['ADDRESS', '东城区王府井大街一号']]],
  ['地址：朝阳区建国路八十八号5号楼', [['ADDRESS', '朝阳区建国路八十八号5号楼']]],
  ['送到上海市静安区南京西路一千二百号', [['ADDRESS', '静安区南京西路一千二百号']]],
  ['这条路一号开通', []],
  ['朝阳区建国路一号线', []],
  // "Region" before a dashed score is no ward: "地区大会3-2-1" is a regional match won 3-2-1.
  ['地区大会3-2-1で優勝しました。', []],
  ['全市大会3-2-1で勝った', []],
  ['景区环路一号开通', []],
  ['港区六本木6-10-1', [['ADDRESS', '港区六本木6-10-1']]],
  // A town's name between the ward and the numbers.
  ['横浜市中区山下町1-2-3', [['ADDRESS', '中区山下町1-2-3']]],
  ['中区山下町1丁目2番3号', [['ADDRESS', '中区山下町1丁目2番3号']]],
]);

t.test('in the default pipeline the town stays a location and the rest is the address', async (t) => {
  const full = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const text = '收货地址：上海市浦东新区陆家嘴环路1000号';
  t.same(
    full.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]),
    [['LOCATION', '上海'], ['ADDRESS', '浦东新区陆家嘴环路1000号']],
  );
});
