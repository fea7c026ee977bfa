/**
 * What the name rules of Chinese, Japanese, Korean and Thai text (spaceless-rules.ts) know: the
 * honorifics and titles that announce a name, the characters a name cannot start after, and the
 * particles Korean attaches to a word. Chinese, Japanese and Thai run words together, so a name's
 * edges come from the surname list and from these words; Korean separates words but writes a
 * person's surname and given name as one ("김민준") and attaches particles ("김민준은").
 */

/** A Han ideograph, or the iteration mark 々. Character codes, not regexes: these run once per character. */
export function isHan(code: number): boolean {
  return (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf) || code === 0x3005;
}

/** Han, hiragana, or katakana with the long-vowel mark. */
export function isHanOrKana(code: number): boolean {
  return isHan(code) || (code >= 0x3041 && code <= 0x3096) || (code >= 0x30a1 && code <= 0x30fa) || code === 0x30fc;
}

export function isThai(code: number): boolean {
  return code >= 0x0e01 && code <= 0x0e5b;
}

export const HANGUL_WORD = /[\uAC00-\uD7A3]+/g;

/** Whether a text has a letter of these scripts at all: part of the recognizer's gate. */
export const HAS_SPACELESS_LETTER = /[\u3400-\u4DBF\u4E00-\u9FFF\u3041-\u3096\u30A1-\u30FA\uAC00-\uD7A3\u0E01-\u0E5B]/;

/** A name or town of faker's Chinese, Japanese, Korean or Thai lists. */
export const SPACELESS_NAME = /^[\u3400-\u4DBF\u4E00-\u9FFF\u3005\u3041-\u3096\u30A1-\u30FA\u30FC\uAC00-\uD7A3\u0E01-\u0E5B .]+$/;

/**
 * Honorifics written right after a Chinese or Japanese name: Japanese さん, 様, 氏, 先生, くん,
 * ちゃん, 殿 and job titles; Chinese 先生 (Mr), 女士 (Ms), 小姐 (Miss), 老师 (teacher)...
 * Longest first, so 先生 is not read as 先.
 */
export const HAN_HONORIFICS: readonly string[] = [
  'さん', 'さま', '様', '氏', '先生', 'くん', '君', 'ちゃん', '殿', '社長', '部長', '課長', '教授',
  '女士', '小姐', '老师', '老師', '经理', '經理', '医生', '醫生', '同学', '同學',
].sort((a, b) => b.length - a.length);

/**
 * Characters a Chinese or Japanese name does not start right after when no list says where it
 * starts: Chinese "and", "to", "is", "ask", "call" and the like, Japanese particles. In
 * "我和王伟先生" the name is "王伟", not "和王伟". By character code: the rules read codes.
 */
export const BEFORE_NAME: ReadonlySet<number> = new Set([...'的和跟与與给給对對是请請找问問叫向在被把让讓为為了说說见見及或由从從同将將令使のとにはがをもへでや'].map((c) => c.charCodeAt(0)));

/** The longest a given name runs after the surname when no list knows it (Chinese 1-2, Japanese up to 3). */
export const MAX_UNLISTED_GIVEN = 2;

/**
 * Korean endings after a name, longest first: honorifics (씨 Mr/Ms, 님, 선생님 teacher...) and
 * case particles (은/는 topic, 이/가 subject, 을/를 object, 의 of, 에게/한테 to, 와/과 and...).
 */
export const KOREAN_ENDINGS: readonly string[] = [
  '선생님', '교수님', '사장님', '대표님', '부장님', '과장님', '씨에게', '님에게', '에게서', '한테서', '씨께서', '님께서',
  '씨가', '씨는', '씨를', '씨의', '씨와', '씨도', '님이', '님은', '님을', '님의', '님과', '님도', '께서', '에게', '한테', '이랑',
  '하고', '씨', '님', '은', '는', '이', '가', '을', '를', '의', '와', '과', '도', '랑', '께',
].sort((a, b) => b.length - a.length);

/** Korean endings that are honorifics: after one, a surname with any given name is a person. */
export const KOREAN_HONORIFIC_START = ['씨', '님', '선생님', '교수님', '사장님', '대표님', '부장님', '과장님'];

/** Korean endings that say "in", "at", "to" or "city": a listed town is taken before one ("부산에서", "광주시"). */
export const KOREAN_PLACE_ENDINGS: readonly string[] = ['에서', '에서는', '으로', '로', '에', '시', '시에서', '시의', '시에'].sort((a, b) => b.length - a.length);

/** Thai titles written in front of a name, with no space: Mr, Mrs, Miss, Khun, Dr and the rest; longest first. */
export const THAI_TITLES: readonly string[] = ['นางสาว', 'นาง', 'นาย', 'คุณ', 'ดร.', 'ด.ช.', 'ด.ญ.', 'นพ.', 'พญ.', 'ผศ.ดร.', 'รศ.ดร.', 'ศ.ดร.', 'ผศ.', 'รศ.', 'อาจารย์'].sort(
  (a, b) => b.length - a.length,
);

/**
 * Big towns faker's lists lack: it has no Japanese towns at all, no Seoul or Busan, and Bangkok
 * only by its full name.
 */
export const EXTRA_TOWNS = [
  '東京', '大阪', '京都', '横浜', '名古屋', '札幌', '神戸', '福岡', '広島', '仙台', '東京都', '大阪市', '横浜市',
  '서울', '부산', '인천', '대구', '대전', '울산', '세종', '수원',
  'กรุงเทพฯ', 'กรุงเทพ', 'เชียงใหม่', 'ภูเก็ต',
];

/**
 * How a Chinese or Japanese form's label that asks for a person ends: 姓名/氏名 (name), 推荐人
 * (referee), 患者 (patient), 出租方 (lessor), 主治医师 (physician), 家属 (relative), 联系人
 * (contact), 担任 (teacher in charge)... After such a label and its colon a surname with one or
 * two characters more is a name, though no list knows the given name.
 */
export const PERSON_LABEL_ENDINGS: readonly string[] = [
  '人', '者', '方', '师', '師', '学生', '學生', '先生', '姓名', '氏名', '签名', '属', '屬', '员', '員', '主任', '医生', '醫生', '老师', '老師',
  '经理', '經理', '客户', '客戶', '担任', '担当', '代表', '顾客', '顧客', '学生', '學生', '乘客', '旅客', '租户', '房东', '家长', '家長', '租客',
];

/** Words a person says just before their own name: 我是, 我叫, 名叫, 私は...です is left to the lists. */
export const SELF_NAMING: readonly string[] = ['我是', '我叫', '名叫', '叫做', '本人'];
