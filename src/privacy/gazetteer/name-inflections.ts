/**
 * The case forms of Cyrillic, Greek and Armenian names. In these languages a name changes its
 * ending with its role in the sentence: "Ольга Петрова" is "Ольге Петровой" after "позвоните"
 * (call), "Γιώργος" is "Γιώργο" as an object, and Armenian adds its article ("Աբրահամյանը"). The
 * lists (faker's ru, uk, mk, el, hy) hold the dictionary form only, so without these forms a name
 * is found as a subject and sent upstream in clear in every other role.
 *
 * The forms come from the ending alone, by the regular declensions of Russian and Ukrainian
 * (first names in -а/-я/-й/-ь/-о or a consonant; surnames in -ов/-ин/-ский/-ой...), Greek
 * (-ος/-ης/-ας, -α/-η) and Armenian (article and case suffixes). Irregular forms and rare
 * declensions are not generated; a form that is not a word of the language matches nothing, so
 * over-generating costs only a lexicon entry. Latin-script names get none: their languages here
 * (en, de, fr, es, it, nl) do not decline names, beyond the genitive s that the rules handle.
 */

type Rule = readonly [ending: string, replacements: readonly string[]];

/**
 * Russian and Ukrainian first names, and towns (which decline alike), by their last letters
 * (lower case). First match wins.
 */
const CYRILLIC_FIRST_NAMES: readonly Rule[] = [
  ['ия', ['ии', 'ию', 'ией', 'иею']],
  ['ья', ['ьи', 'ье', 'ью', 'ьей']],
  ['га', ['ги', 'ге', 'гу', 'гой', 'зі']],
  ['ка', ['ки', 'ке', 'ку', 'кой', 'ці']],
  ['ха', ['хи', 'хе', 'ху', 'хой']],
  ['ша', ['ши', 'ше', 'шу', 'шей']],
  ['жа', ['жи', 'же', 'жу', 'жей']],
  ['ча', ['чи', 'че', 'чу', 'чей']],
  ['а', ['ы', 'е', 'у', 'ой', 'ою', 'і', 'и']],
  ['я', ['и', 'е', 'ю', 'ей', 'ею', 'і']],
  ['ій', ['ія', 'ію', 'ієм', 'ієві']],
  ['й', ['я', 'ю', 'ем', 'е', 'єві']],
  ['ь', ['я', 'ю', 'ем', 'е', 'еві']],
  ['о', ['а', 'у', 'ом', 'ові']],
  // Ukrainian towns in -ів change the vowel: Київ, Києві; Львів, у Львові; Харків, Харкова.
  ['їв', ['єва', 'єву', 'євом', 'єві']],
  ['ів', ['ова', 'ову', 'овом', 'ові']],
];

/** Russian and Ukrainian surnames. */
const CYRILLIC_LAST_NAMES: readonly Rule[] = [
  ['ская', ['ской', 'скую']],
  ['цкая', ['цкой', 'цкую']],
  ['ська', ['ської', 'ській', 'ську', 'ською']],
  ['цька', ['цької', 'цькій', 'цьку', 'цькою']],
  ['ский', ['ского', 'скому', 'ским', 'ском']],
  ['цкий', ['цкого', 'цкому', 'цким', 'цком']],
  ['ський', ['ського', 'ському', 'ським']],
  ['цький', ['цького', 'цькому', 'цьким']],
  ['ова', ['овой', 'ову', 'овою', 'овій']],
  ['ева', ['евой', 'еву', 'евою', 'евій']],
  ['ёва', ['ёвой', 'ёву']],
  ['ина', ['иной', 'ину', 'иною', 'иній']],
  ['ына', ['ыной', 'ыну']],
  ['ов', ['ова', 'ову', 'овым', 'ове', 'овим']],
  ['ев', ['ева', 'еву', 'евым', 'еве', 'евим']],
  ['ёв', ['ёва', 'ёву', 'ёвым', 'ёве']],
  ['ин', ['ина', 'ину', 'иным', 'ине', 'іним']],
  ['ын', ['ына', 'ыну', 'ыным', 'ыне']],
  ['ой', ['ого', 'ому', 'ым', 'ом']],
  // Ukrainian -енко, -ко and Russian -их/-ых do not decline.
  ['ко', []],
  ['их', []],
  ['ых', []],
  ['а', ['ы', 'е', 'у', 'ой', 'и']],
  ['я', ['и', 'е', 'ю', 'ей']],
  ['й', ['я', 'ю', 'ем', 'е']],
  ['ь', ['я', 'ю', 'ем', 'е']],
];

/** Surnames ending in a consonant decline like first names ending in one ("Ковальчук", "Шевчук"). */
const CYRILLIC_CONSONANT_FORMS = ['а', 'у', 'ом', 'е', 'ові'];

/** Greek names: masculine -ος/-ης/-ας and feminine -α/-η; surnames in -ου (genitive form) do not decline. */
const GREEK: readonly Rule[] = [
  ['ου', []],
  ['ος', ['ου', 'ο', 'ε']],
  ['ός', ['ού', 'ό', 'έ']],
  ['ης', ['η']],
  ['ής', ['ή']],
  ['ας', ['α']],
  ['άς', ['ά']],
  ['α', ['ας']],
  ['ά', ['άς']],
  ['η', ['ης']],
  ['ή', ['ής']],
];

/** Armenian: the definite article (-ը, -ն after a vowel) and the genitive-dative (-ի, -ին). */
const ARMENIAN_SUFFIXES = ['ը', 'ն', 'ի', 'ին', 'ից', 'ով'];

const CYRILLIC = /^[\p{Script=Cyrillic}'’-]+$/u;
const GREEK_WORD = /^[\p{Script=Greek}\p{M}'’-]+$/u;
const ARMENIAN = /^[\p{Script=Armenian}'’-]+$/u;
const CYRILLIC_CONSONANT = /[бвгджзклмнпрстфхцчшщ]$/u;

/**
 * Names whose forms are other words: the Ukrainian "Кий" would give "Києві", which is "in Kyiv"
 * ("в Києві"), far more often written than the legendary founder's dative.
 */
const NOT_DECLINED = new Set(['кий']);

function byRules(word: string, rules: readonly Rule[]): string[] {
  const lower = word.toLowerCase();
  if (NOT_DECLINED.has(lower)) return [];
  for (const [ending, replacements] of rules) {
    if (!lower.endsWith(ending) || lower.length <= ending.length + 1) continue;
    const stem = word.slice(0, word.length - ending.length);
    return replacements.map((replacement) => stem + replacement);
  }
  return [];
}

/**
 * The other case forms of one name word, as it would be written (the stem keeps its capitals);
 * empty for a word of another script or an ending no rule knows.
 */
export function inflectedForms(word: string, kind: 'first' | 'last'): string[] {
  if (CYRILLIC.test(word)) {
    const forms = byRules(word, kind === 'first' ? CYRILLIC_FIRST_NAMES : CYRILLIC_LAST_NAMES);
    if (forms.length > 0 || !CYRILLIC_CONSONANT.test(word.toLowerCase())) return forms;
    return CYRILLIC_CONSONANT_FORMS.map((ending) => word + ending);
  }
  if (GREEK_WORD.test(word)) return byRules(word, GREEK);
  if (ARMENIAN.test(word)) return ARMENIAN_SUFFIXES.map((suffix) => word + suffix);
  return [];
}
