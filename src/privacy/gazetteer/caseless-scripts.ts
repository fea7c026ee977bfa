/**
 * What the name rules of caseless scripts (caseless-rules.ts) know about each script: how a word
 * is normalised for lookup, which letters attach to a word in front ("and", "to", "in"), which
 * endings a case adds, the titles and the "my name is" phrases that announce a name, and the
 * words that announce a town. Arabic script covers Arabic, Persian, Urdu and Sorani Kurdish.
 *
 * In these scripts a name looks like any other word, so none of this is found by shape: a name
 * needs a name list and a context that vouches for it (caseless-rules.ts).
 */

export type CaselessScript = 'arabic' | 'hebrew' | 'georgian' | 'devanagari';

/** Letters and combining marks of the four scripts (no digits, no punctuation). */
const LETTERS =
  '\\u0620-\\u065F\\u066E-\\u06D3\\u06D5-\\u06EF\\u06FA-\\u06FC\\u06FF\\u0750-\\u077F\\u08A0-\\u08FF' +
  '\\u0591-\\u05BD\\u05BF\\u05C1\\u05C2\\u05C4\\u05C5\\u05C7\\u05D0-\\u05EA\\u05EF-\\u05F2' +
  '\\u10A0-\\u10C5\\u10D0-\\u10FF\\u2D00-\\u2D25' +
  '\\u0900-\\u0963\\u0971-\\u097F';

/**
 * A word: letters, joined by a zero-width non-joiner (Persian "آذرنوش‌ها"), a hyphen (Georgian
 * "ბ-ნი") or a Hebrew abbreviation's quote ("ד\"ר", "עו״ד"), and a Hebrew geresh at its end ("פרופ'").
 */
export const CASELESS_WORD = new RegExp(`[${LETTERS}]+(?:[\\u200C\\u200D'"\\u05F3\\u05F4-][${LETTERS}]+)*(?:['\\u05F3](?![${LETTERS}]))?`, 'g');

/** Whether a text has a letter of these scripts at all: the recognizer's gate. */
export const HAS_CASELESS_LETTER = new RegExp(`[${LETTERS}]`);

/** A name or town of faker's lists written in one of these scripts (spaces allowed between words). */
export const CASELESS_NAME = new RegExp(`^[${LETTERS}\\u200C\\u200D'"\\u05F3\\u05F4 -]+$`);

/** The script of a word's first letter. */
export function scriptOf(word: string): CaselessScript | undefined {
  const code = word.charCodeAt(0);
  if (code >= 0x0590 && code <= 0x05ff) return 'hebrew';
  if ((code >= 0x0600 && code <= 0x06ff) || (code >= 0x0750 && code <= 0x077f) || (code >= 0x08a0 && code <= 0x08ff)) return 'arabic';
  if ((code >= 0x10a0 && code <= 0x10ff) || (code >= 0x2d00 && code <= 0x2d2f)) return 'georgian';
  if (code >= 0x0900 && code <= 0x097f) return 'devanagari';
  return undefined;
}

/** Arabic-script letters written in more than one way (hamza seats, Persian and Urdu forms). */
const ARABIC_VARIANTS = new Map<string, string>([
  ['\u0623', '\u0627'], ['\u0625', '\u0627'], ['\u0622', '\u0627'], ['\u0671', '\u0627'],
  ['\u06CC', '\u064A'], ['\u06D2', '\u064A'],
  ['\u06A9', '\u0643'],
  ['\u0629', '\u0647'], ['\u06C0', '\u0647'], ['\u06C1', '\u0647'], ['\u06BE', '\u0647'],
]);
/** Vowel signs, tatweel, cantillation and joiners: written or not, the word is the same. */
const OPTIONAL_MARKS = /[\u064B-\u065F\u0670\u0640\u0591-\u05C7\u200C\u200D]/g;
const ARABIC_VARIANT = /[\u0623\u0625\u0622\u0671\u06CC\u06D2\u06A9\u0629\u06C0\u06C1\u06BE]/g;
/** Any character the key changes: most words have none, and are their own key. */
const NEEDS_KEYING = /[\u064B-\u065F\u0670\u0640\u0591-\u05C7\u200C\u200D\u0623\u0625\u0622\u0671\u06CC\u06D2\u06A9\u0629\u06C0\u06C1\u06BE\u05F3\u2019\u05F4]/;

/**
 * The lookup key of a word: without vowel signs and joiners, with one spelling for letters
 * written several ways ("فاطمة" and "فاطمه", Arabic "علي" and Persian "علی"), quotes as ASCII.
 * Alef maqsura stays apart from yeh: "على" (on) is not "علي" (Ali).
 */
export function caselessKey(word: string): string {
  if (!NEEDS_KEYING.test(word)) return word;
  return word
    .replace(OPTIONAL_MARKS, '')
    .replace(ARABIC_VARIANT, (letter) => ARABIC_VARIANTS.get(letter) ?? letter)
    .replace(/\u05F3|\u2019/g, "'")
    .replace(/\u05F4/g, '"');
}

/** Letters that attach in front of a word: conjunctions, prepositions and articles written as one word with it. */
const PREFIXES: Partial<Record<CaselessScript, readonly string[]>> = {
  // و and, ف so, ب with/in, ل to/for, ك like.
  arabic: ['و', 'ف', 'ب', 'ل', 'ك', 'وب', 'ول', 'فب', 'فل', 'وك'],
  // ו and, ה the, ב in, כ as, ל to, מ from, ש that; and two of them together.
  hebrew: ['ו', 'ה', 'ב', 'כ', 'ל', 'מ', 'ש', 'וב', 'ול', 'ומ', 'וה', 'וכ', 'וש', 'שב', 'של', 'שמ', 'שה', 'מה', 'כש', 'לה', 'בה'],
};

/** Case endings added to the end of a word (Georgian), or postpositions written with it (Nepali). */
const SUFFIXES: Partial<Record<CaselessScript, readonly string[]>> = {
  georgian: ['ისთვის', 'სთვის', 'ისგან', 'სგან', 'ისკენ', 'თან', 'დან', 'ში', 'ზე', 'ით', 'ად', 'ის', 'მა', 'ს', 'მ'],
  devanagari: ['लाई', 'बाट', 'सँग', 'हरू', 'ले', 'को', 'का', 'की', 'के', 'मा', 'ने', 'से'],
};

/**
 * Georgian drops a stem's final vowel before some endings ("გიორგი" → "გიორგის", "ბერიძე" →
 * "ბერიძის"): a stem is also tried with these vowels put back.
 */
const RESTORED_VOWELS: Partial<Record<CaselessScript, readonly string[]>> = { georgian: ['ი', 'ე', 'ა'] };

/** One way to read a word: the part that may be a name, and what is attached before it. */
export interface WordReading {
  /** Lookup key of the candidate. */
  key: string;
  /** UTF-16 length of the prefix before the candidate (0 when none). */
  prefixLength: number;
  /** Whether the candidate is the word with a case ending taken off (the span keeps the whole word). */
  suffixed: boolean;
}

/** The word itself, then the word without each prefix or case ending its script attaches. */
export function readingsOf(word: string, script: CaselessScript): WordReading[] {
  const key = caselessKey(word);
  const readings: WordReading[] = [{ key, prefixLength: 0, suffixed: false }];
  for (const prefix of PREFIXES[script] ?? []) {
    // The prefix is matched on the word as written, so its length is the span's offset.
    if (word.length - prefix.length >= 2 && word.startsWith(prefix)) {
      readings.push({ key: caselessKey(word.slice(prefix.length)), prefixLength: prefix.length, suffixed: false });
    }
  }
  for (const suffix of SUFFIXES[script] ?? []) {
    if (key.length - suffix.length < 2 || !key.endsWith(suffix)) continue;
    const stem = key.slice(0, -suffix.length);
    readings.push({ key: stem, prefixLength: 0, suffixed: true });
    for (const vowel of RESTORED_VOWELS[script] ?? []) readings.push({ key: stem + vowel, prefixLength: 0, suffixed: true });
  }
  return readings;
}

/**
 * Titles before a name, by key. `true`: a word after it that no list knows is taken as a name
 * too ("الدكتور" is always followed by one); `false`: only a listed name counts (Hebrew "מר" is
 * also "bitter", Persian "خانم" also "lady").
 */
export const TITLES: ReadonlyMap<string, boolean> = new Map(
  [
    // Arabic
    ['السيد', true], ['السيده', true], ['سيد', false], ['سيده', false], ['الانسه', true], ['انسه', false],
    ['الدكتور', true], ['الدكتوره', true], ['دكتور', true], ['دكتوره', true], ['الاستاذ', true], ['الاستاذه', true],
    ['المهندس', true], ['المهندسه', true], ['الشيخ', true], ['الحاج', true], ['الحاجه', true], ['بروفيسور', true], ['البروفيسور', true],
    // Persian
    ['اقاي', true], ['اقا', false], ['خانم', false], ['دكتر', true], ['مهندس', true], ['استاد', false], ['جناب', true], ['سركار', false],
    // Urdu
    ['محترم', true], ['محترمه', true], ['ڈاكٹر', true], ['بيگم', false],
    // Sorani Kurdish
    ['كاك', true], ['خاتوو', true], ['خاتو', true],
    // Hebrew
    ['מר', false], ['גברת', true], ["גב'", true], ["הגב'", true], ['ד"ר', true], ['עו"ד', true], ["פרופ'", true], ['פרופסור', true],
    ['רו"ח', true], ['הרב', true],
    // Georgian
    ['ბატონი', true], ['ბატონო', true], ['ბატონმა', true], ['ბატონს', true], ['ქალბატონი', true], ['ქალბატონო', true],
    ['ქალბატონმა', true], ['ქალბატონს', true], ['ბ-ნი', true], ['ქ-ნი', true], ['დოქტორი', true], ['პროფესორი', true],
    // Nepali and Hindi
    ['श्री', true], ['श्रीमती', true], ['सुश्री', true], ['डाक्टर', true], ['डा', true],
  ].map(([title, opens]) => [caselessKey(title as string), opens as boolean]),
);

/** "My name is", "is called": the name follows. Keys, one or two words. */
export const NAME_CUES: readonly (readonly string[])[] = [
  ['اسمي'], ['يدعي'], ['تدعي'], ['اسمه'], ['اسمها'],
  // A form's "Name:" and "Patient's/Employee's/Customer's/Student's name:".
  ['الاسم'], ['اسم', 'المريض'], ['اسم', 'المريضه'], ['اسم', 'الموظف'], ['اسم', 'العميل'], ['اسم', 'الطالب'],
  ['اسمم'], ['اسم', 'من'], ['نامم'], ['نام', 'من'],
  ['ميرا', 'نام'],
  ['שמי'], ['קוראים', 'לי'], ['שמו'], ['שמה'], ['בשם'],
  ['მქვია'], ['ჰქვია'], ['ჩემი', 'სახელია'],
  ['मेरो', 'नाम'], ['मेरा', 'नाम'],
].map((cue) => cue.map(caselessKey));

/** Hebrew words before a town ("the city of", "near", "resident of"): after one, any listed Hebrew town is taken. */
export const TOWN_CUES: ReadonlySet<string> = new Set(['העיר', 'בעיר', 'לעיר', 'מהעיר', 'ליד', 'תושב', 'תושבת', 'במושב', 'בקיבוץ'].map(caselessKey));

/**
 * Words before a name that are no title: "أنا" (I am), "معك" (with you: "this is ... speaking"),
 * "عزيزي"/"عزيزتي" (dear). A listed name after one counts unless every name is also an everyday
 * word ("أنا سعيد" is "I am happy").
 */
export const WEAK_NAME_CUES: ReadonlySet<string> = new Set(['أنا', 'معك', 'معكم', 'عزيزي', 'عزيزتي'].map(caselessKey));

/**
 * Arabic family names of the nisba form, "ال...ي" ("القحطاني", "العتيبي", "الشمري"), after a
 * listed given name: few are on faker's list, and the adjectives of that form that follow a name
 * ("electronic", "main", "current") are left out.
 */
export const NISBA = /^ال.{3,}ي$/u;
export const NISBA_ADJECTIVES: ReadonlySet<string> = new Set(
  [
    'الإلكتروني', 'الرئيسي', 'الحالي', 'الشخصي', 'الطبي', 'العربي', 'الدولي', 'الوطني', 'الرسمي', 'الأساسي', 'التالي',
    'الماضي', 'الثاني', 'الجامعي', 'المدني', 'الفعلي', 'السنوي', 'الشهري', 'اليومي', 'النهائي', 'الحقيقي', 'الذهبي',
    'الإضافي', 'الأصلي', 'المالي', 'القانوني', 'الصحي', 'الفني', 'التقني', 'الجماعي', 'المحلي', 'العالمي', 'الأمريكي',
  ].map(caselessKey),
);

/** Words that join an Arabic or Hebrew name to the father's ("بن" son of, "بنت" daughter of, "בן"). */
export const PATRONYMIC_LINKS: ReadonlySet<string> = new Set(['بن', 'ابن', 'بنت', 'בן', 'בת'].map(caselessKey));

/**
 * Words of faker's multi-word names that are no name alone: "عبد الله" gives neither "الله"
 * (God) nor "عبد" (servant of), "آل" (family of) and "أبو" (father of) are no names either;
 * nor are prepositions that a listed name is spelt like ("على" on).
 */
export const NOT_NAMES: ReadonlySet<string> = new Set(
  ['الله', 'عبد', 'بن', 'ابن', 'بنت', 'آل', 'ال', 'أبو', 'أم', 'الدين', 'בן', 'בת', 'على', 'إلى', 'في', 'من', 'عن', 'مع'].map(caselessKey),
);

/**
 * Hebrew first names and surnames that are everyday words ("אור" light, "גל" wave, "שלום"
 * hello, "כהן" priest): they count only next to a name that is not one, or after a title. faker
 * has no Hebrew word list to read them from.
 */
export const HEBREW_COMMON_WORDS: readonly string[] = [
  'אור', 'גל', 'טל', 'ים', 'שחר', 'אביב', 'אדר', 'אופק', 'שלום', 'חן', 'עדן', 'הדר', 'לב', 'שקד', 'רז', 'תמר', 'אלה',
  'ברק', 'דור', 'עוז', 'אילן', 'גפן', 'ענבר', 'שיר', 'נוי', 'רון', 'זיו', 'שמש', 'כוכב', 'טוב', 'מלך', 'אגם', 'יער',
  'נחל', 'הר', 'סלע', 'כהן', 'לוי', 'שמחה', 'אושר', 'נועם', 'רוני', 'גיל', 'דגן', 'אלון', 'ארז', 'אורן', 'תומר',
  'לי', 'שי', 'בר', 'חי', 'מור', 'דן', 'גיא', 'עמית', 'נטע', 'יעל', 'צור', 'שמיר', 'ענב', 'אלמוג', 'דקל', 'ורד', 'שושנה',
  'מעיין', 'נגה', 'רינה', 'שירה', 'שני', 'אורי',
];

/**
 * Towns of faker's lists that are also everyday words ("المدينة" the city, "دخان" smoke, "صور"
 * pictures, "حب" love, Persian "حلب" tin, "दमक" shine): found only as part of a longer name
 * ("المدينة المنورة"). Not even after "in": "في العين" is as often "in the eye" as "in Al Ain".
 */
export const TOWN_WORDS: ReadonlySet<string> = new Set(
  [
    'المدينة', 'العين', 'نجد', 'معبر', 'التل', 'الشرقية', 'البيضاء', 'عمران', 'السلع', 'الرحبة', 'الخيام', 'الخور', 'دخان',
    'صور', 'قنا', 'إب', 'دورا', 'الغرية', 'مصفح', 'دوز', 'واسط', 'قم', 'قدس', 'گلستان', 'خوی', 'آمل', 'حب', 'مری', 'کبل',
    'गौर', 'दमक', 'حلب',
  ].map(caselessKey),
);

/**
 * Hebrew towns taken alone, without "in" or "the city of" before them: the cities. faker's
 * Hebrew list has 1,267 localities, hundreds of them named by common words ("גשר" bridge,
 * "גפן" vine), which are found only after a word such as "העיר" or "ליד".
 */
export const HEBREW_TOWNS_ALONE: ReadonlySet<string> = new Set(
  [
    'ירושלים', 'חיפה', 'נתניה', 'אשדוד', 'חולון', 'אשקלון', 'רחובות', 'הרצליה', 'חדרה', 'נצרת', 'לוד', 'רמלה',
    'רעננה', 'רהט', 'נהריה', 'טבריה', 'אילת', 'עכו', 'דימונה', 'יבנה', 'אופקים', 'נתיבות', 'כרמיאל', 'עפולה', 'טייבה',
    'סחנין', 'שפרעם', 'אריאל', 'אלעד', 'צפת', 'קלנסווה', 'יפו', 'גבעתיים', 'טמרה', 'ערד', 'בית שמש', 'תל אביב',
    'באר שבע', 'ראשון לציון', 'פתח תקווה', 'בני ברק', 'רמת גן', 'בת ים', 'כפר סבא', 'הוד השרון', 'רמת השרון', 'ראש העין',
    'קרית גת', 'קרית אתא', 'קרית ביאליק', 'קרית מוצקין', 'קרית ים', 'קרית שמונה', 'קרית אונו', 'קרית מלאכי', 'מעלה אדומים',
    'אום אל-פחם', 'נוף הגליל', 'יקנעם עילית', 'מגדל העמק', 'ביתר עילית', 'טירת כרמל', 'אור יהודה', 'נס ציונה', 'גבעת שמואל',
  ].map(caselessKey),
);
