import t from 'tap';
import { findCaselessNames } from '../../src/privacy/gazetteer/caseless-rules.js';
import { caselessKey, readingsOf } from '../../src/privacy/gazetteer/caseless-scripts.js';
import { getLexicon } from '../../src/privacy/gazetteer/lexicon.js';
import { findSpacelessNames } from '../../src/privacy/gazetteer/spaceless-rules.js';
import { createCaselessNamesRecognizer } from '../../src/privacy/recognizers/caseless-names.js';
import type { Span } from '../../src/privacy/types.js';

/** Spans as `TYPE:text`, in text order. */
const written = (text: string, spans: Span[]): string[] =>
  [...spans].sort((a, b) => a.start - b.start).map((span) => `${span.type}:${text.slice(span.start, span.end)}`);

t.test('lookup keys: one spelling for letters written several ways, vowel signs and joiners dropped', async (t) => {
  t.equal(caselessKey('فاطمة'), caselessKey('فاطمه'), 'teh marbuta and heh');
  t.equal(caselessKey('علی'), caselessKey('علي'), 'Persian and Arabic yeh');
  t.equal(caselessKey('أحمد'), caselessKey('احمد'), 'alef with hamza');
  t.equal(caselessKey('مُحَمَّد'), caselessKey('محمد'), 'vowel signs');
  t.equal(caselessKey('שָׁלוֹם'), 'שלום', 'niqqud');
  t.equal(caselessKey('ד״ר'), 'ד"ר', 'gershayim');
  t.not(caselessKey('على'), caselessKey('علي'), 'alef maqsura is not yeh: "on" is not "Ali"');
});

t.test('readings: an attached prefix or a case ending taken off', async (t) => {
  const hebrew = readingsOf('ולדוד', 'hebrew');
  t.ok(hebrew.some((reading) => reading.key === 'דוד' && reading.prefixLength === 2), 'Hebrew "and to David"');
  const georgian = readingsOf('გიორგის', 'georgian');
  t.ok(georgian.some((reading) => reading.key === 'გიორგი' && reading.suffixed), 'Georgian dative, the final vowel put back');
  t.same(readingsOf('محمد', 'arabic').slice(0, 1), [{ key: 'محمد', prefixLength: 0, suffixed: false }], 'the word itself first');
});

// [text, expected spans in order]
const cases: Array<[string, string[]]> = [
  // Arabic: a listed given name and a family name of the nisba form; "son of"; a form's name label;
  // "with you" and "dear" before a name; "I am" before a full name only, and no name itself.
  ['معك محمد العتيبي، طلبي رقم 5', ['PERSON:محمد العتيبي']],
  ['عزيزي عبدالله الدوسري، تم تأكيد حجزك', ['PERSON:عبدالله الدوسري']],
  ['اسم المريض: نورة القحطاني', ['PERSON:نورة القحطاني']],
  ['الاسم: سامي عبد الرحمن', ['PERSON:سامي عبد الرحمن']],
  ['أنا يوسف بن علي، رقم حسابي', ['PERSON:يوسف بن علي']],
  ['أنا سعيد جدا بالخدمة', []],
  // "عبد" with one of God's names is one given name of two words: after a label, "I am", "son of".
  ['الاسم: عبد الرحمن السديري', ['PERSON:عبد الرحمن السديري']],
  ['مرحبا أنا عبد الله، عندي سؤال', ['PERSON:عبد الله']],
  ['وصل يوسف بن عبد العزيز أمس', ['PERSON:يوسف بن عبد العزيز']],
  ['محمد بن عبد الرحمن', ['PERSON:محمد بن عبد الرحمن']],
  ['أنا عبد المال', []],
  ['أرسلت البريد الإلكتروني أمس', []],
  ['عزيزي العميل، شكرا لك', []],
  ['אומר הרב: כאן זכוכית', []],
  // Arabic: a title before a listed or an unlisted name, given + father's + family name, "bin".
  ['اتصل بالدكتور أحمد الحجيج غدا في القاهرة', ['PERSON:أحمد الحجيج', 'LOCATION:القاهرة']],
  ['محمد أحمد البشيري يسكن في جدة', ['PERSON:محمد أحمد البشيري', 'LOCATION:جدة']],
  ['عين الملك فهد بن زيد السليمان وزيرا', ['PERSON:فهد بن زيد']],
  ['قرر الشيخ صباح أن ينهي الجلسة', ['PERSON:صباح']],
  ['اسمي فاطمة', ['PERSON:فاطمة']],
  ['وصل أحمد إلى العين', []],
  ['أصيب في العين', []],
  ['نور الشمس جميلة اليوم', []],
  ['جلس الشيخ على الكرسي', []],
  ['صور العائلة جميلة', []],
  // Persian and Urdu.
  ['آقای علی عبادی در تهران زندگی می‌کند', ['PERSON:علی عبادی', 'LOCATION:تهران']],
  ['مریم عارف از شیراز آمد', ['PERSON:مریم عارف', 'LOCATION:شیراز']],
  ['وہ کراچی سے آیا', ['LOCATION:کراچی']],
  // Hebrew: attached prefixes stay outside, everyday-word names need company, villages need a cue.
  ['שלום, קוראים לי דוד כהן ואני גר בחיפה', ['PERSON:דוד כהן', 'LOCATION:חיפה']],
  ['פגשתי את גברת רחל לוי בתל אביב', ['PERSON:רחל לוי', 'LOCATION:תל אביב']],
  ['ד"ר משה אביבי יגיע מחר', ['PERSON:משה אביבי']],
  ['כתבתי לדוד כהן מכתב', ['PERSON:דוד כהן']],
  ['אור השמש חזק היום בים', []],
  ['השאירו לו פרחים על הגשר', []],
  ['שתי שבלי דגן', []],
  ['הוא גר ליד גשר', ['LOCATION:גשר']],
  // Georgian: case endings stay inside the span; a surname alone by its ending.
  ['გიორგი ბერიძე ცხოვრობს თბილისში', ['PERSON:გიორგი ბერიძე', 'LOCATION:თბილისში']],
  ['ბატონმა ნიკოლოზ აბაშიძემ დარეკა', ['PERSON:ნიკოლოზ აბაშიძემ']],
  ['2004 წელს ჯოხაძემ გაიმარჯვა', ['PERSON:ჯოხაძემ']],
  // Nepali.
  ['मेरो नाम पूजा अधिकारी हो', ['PERSON:पूजा अधिकारी']],
  ['म पोखरा जाँदैछु', ['LOCATION:पोखरा']],
];

for (const [text, expected] of cases) {
  t.test(text, async (t) => {
    t.same(written(text, findCaselessNames(text, getLexicon().caseless)), expected);
  });
}

// Chinese, Japanese, Korean and Thai: [text, expected spans in order]
const spacelessCases: Array<[string, string[]]> = [
  // An honorific after the name: the name starts after "和" (and), and at a listed surname.
  ['我和王伟先生明天在北京见面', ['PERSON:王伟', 'LOCATION:北京']],
  ['请联系李娜女士', ['PERSON:李娜']],
  ['田中さんは東京に住んでいます', ['PERSON:田中', 'LOCATION:東京']],
  ['山田太郎様、お世話になっております', ['PERSON:山田太郎']],
  ['佐藤 さくらさんに連絡してください', ['PERSON:佐藤 さくら']],
  ['今天天气很好', []],
  ['这是一个问题', []],
  ['私は学生です', []],
  // Korean: surname + listed given name, the particle outside; an honorific for an unlisted one.
  ['김민준 씨는 서울에 살아요', ['PERSON:김민준', 'LOCATION:서울']],
  ['김민준은 부산에서 일해요', ['PERSON:김민준', 'LOCATION:부산']],
  ['박철수 씨에게 전화하세요', ['PERSON:박철수']],
  ['단순히 예산 절감을 재원으로', []],
  ['부산 중구 남포동', []],
  ['안녕하세요 반갑습니다', []],
  // Thai: a title in front of a listed first name; a name running a final consonant past the list.
  ['คุณกนกวรรณ ช่วยโทรหาผมด้วย', ['PERSON:กนกวรรณ']],
  ['นายสมรักษ์ ถวาย ผู้อำนวยการ', ['PERSON:สมรักษ์']],
  ['เขาอยู่ที่เชียงใหม่', ['LOCATION:เชียงใหม่']],
  // Chinese and Japanese names no list completes, by their place: after a label that asks for a
  // person, after "I am", and as the speakers of a chat; a label for a thing, a town, one line.
  ['推荐人：孙丽娜（前直属领导）', ['PERSON:孙丽娜']],
  ['出租方（甲方）：刘洋，身份证号', ['PERSON:刘洋']],
  ['患者：张伟，女，58岁', ['PERSON:张伟']],
  // A label's list of names, and attendee lists of surnames alone.
  ['参会人：周杰、吴芳、郑浩', ['PERSON:周杰', 'PERSON:吴芳', 'PERSON:郑浩']],
  ['出席者：中村、小林、加藤', ['PERSON:中村', 'PERSON:小林', 'PERSON:加藤']],
  // A record's or list's label straight before the names, with no colon.
  ['病历：患者刘建国，男，65岁', ['PERSON:刘建国']],
  ['会议纪要：参会人周杰、吴芳、郑浩。', ['PERSON:周杰', 'PERSON:吴芳', 'PERSON:郑浩']],
  ['カルテ：患者高橋健太、糖尿病', ['PERSON:高橋健太']],
  ['很多患者都很满意', []],
  ['家长：黄美玲', ['PERSON:黄美玲']],
  ['你好，我是刘洋，订单号12345', ['PERSON:刘洋']],
  ['赵敏：明天的家长会谁去？\n李强：我去吧\n赵敏：好的', ['PERSON:赵敏', 'PERSON:李强', 'PERSON:赵敏']],
  ['周一：开会\n周二：写代码\n周三：发布', []],
  ['氏名：中村愛', ['PERSON:中村愛']],
  ['类型：高级', []],
  ['高度：10cm\n宽度：20cm', []],
  ['李强：我去吧', []],
];

for (const [text, expected] of spacelessCases) {
  t.test(text, async (t) => {
    t.same(written(text, findSpacelessNames(text, getLexicon().caseless.spaceless)), expected);
  });
}

t.test('the recognizer: only texts with a letter of these scripts are read', async (t) => {
  const recognizer = createCaselessNamesRecognizer();
  t.same(recognizer.detect('Call Jane Doe in Paris', {}), [], 'nothing in a Latin text');
  const spans = recognizer.detect('Call גברת רחל לוי today', {});
  t.equal(spans.length, 1);
  t.match(spans[0], { type: 'PERSON', source: 'caseless-names', start: 10, end: 17 });
  const mixed = recognizer.detect('王伟先生 and דוד כהן', {});
  t.same(mixed.map((span) => span.type), ['PERSON', 'PERSON'], 'both rule families in one text');
});
