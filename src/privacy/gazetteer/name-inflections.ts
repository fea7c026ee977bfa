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
 * over-generating costs only a lexicon entry. Latin-script names get forms only in the Slavic
 * languages that write them (`latinSlavicForms`, below): en, de, fr, es, it and nl do not decline
 * names, beyond the genitive s that the rules handle.
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

/** The forms by the first rule whose ending the word has; undefined when no rule has it. */
function byRules(word: string, rules: readonly Rule[]): string[] | undefined {
  const lower = word.toLowerCase();
  if (NOT_DECLINED.has(lower)) return [];
  for (const [ending, replacements] of rules) {
    if (!lower.endsWith(ending) || lower.length <= ending.length + 1) continue;
    const stem = word.slice(0, word.length - ending.length);
    return replacements.map((replacement) => stem + replacement);
  }
  return undefined;
}

/**
 * The other case forms of one name word, as it would be written (the stem keeps its capitals);
 * empty for a word of another script or an ending no rule knows.
 */
export function inflectedForms(word: string, kind: 'first' | 'last'): string[] {
  if (CYRILLIC.test(word)) {
    const forms = byRules(word, kind === 'first' ? CYRILLIC_FIRST_NAMES : CYRILLIC_LAST_NAMES);
    if (forms !== undefined) return forms;
    return CYRILLIC_CONSONANT.test(word.toLowerCase()) ? CYRILLIC_CONSONANT_FORMS.map((ending) => word + ending) : [];
  }
  if (GREEK_WORD.test(word)) return byRules(word, GREEK) ?? [];
  if (ARMENIAN.test(word)) return ARMENIAN_SUFFIXES.map((suffix) => word + suffix);
  return [];
}

/**
 * The Latin-script Slavic declensions known here: Polish, Czech with Slovak (close enough in
 * endings), and Croatian (with Bosnian, whose endings are the same).
 */
export type LatinSlavic = 'pl' | 'cs' | 'hr';

/**
 * Polish, Czech, Slovak and Croatian case forms. These languages write names in Latin letters, so
 * the rules apply only to the names of faker's pl, cs_CZ, sk and hr lists and to towns of those
 * countries (Latin names of other languages do not decline, and their would-be forms are words
 * elsewhere). Polish: "Katarzyny", "Katarzynie", "Katarzynę", "Katarzyną"; Czech and Slovak:
 * "Petry", "Petře", "Petru", "Petrou"; Croatian: "Ivane", "Ivani", "Ivanu", "Ivanom".
 */
export function latinSlavicForms(word: string, kind: 'first' | 'last', language: LatinSlavic): string[] {
  const lower = word.toLowerCase();
  if (word.length < 3 || !/^\p{Script=Latin}+$/u.test(word)) return [];
  if (language === 'hr') return croatianForms(word, lower);
  const polish = language === 'pl';
  const cut = (n: number): string => word.slice(0, word.length - n);
  const forms: string[] = [];
  const add = (stem: string, endings: readonly string[]): void => {
    for (const ending of endings) forms.push(stem + ending);
  };
  // Adjectival surnames: Polish -ski/-cki/-dzki and their -ska forms; Czech and Slovak -ý, -á, -ová, -í.
  if (polish && /(?:sk|ck|dzk)i$/.test(lower)) add(cut(1), ['iego', 'iemu', 'im', 'a', 'iej', 'ą']);
  else if (polish && kind === 'last' && /(?:sk|ck|dzk)a$/.test(lower)) add(cut(1), ['iej', 'ą']);
  else if (!polish && lower.endsWith('ová')) add(cut(1), ['é', 'ou', 'ej', 'ú']);
  else if (!polish && lower.endsWith('ý')) add(cut(1), ['ého', 'ému', 'ým', 'ém', 'om', 'á']);
  else if (!polish && lower.endsWith('á')) add(cut(1), ['é', 'ou', 'ej', 'ú']);
  else if (!polish && lower.endsWith('í')) add(word, ['ho', 'mu', 'm']);
  else if (lower.endsWith('a')) {
    // Feminine -a, and masculine -a surnames (Svoboda, Svobodovi; Zaręba, Zaręby).
    const stem = cut(1);
    // Polish genitive -i only after i, l, k, g (Marii, Oli, Agnieszki, Olgi), else -y: a stray
    // "-i" form is a word elsewhere ("Esteri" in Italian).
    const genitive = /[ilkg]$/.test(stem.toLowerCase()) ? 'i' : 'y';
    add(stem, polish ? [genitive, 'ę', 'ą'] : ['y', 'u', 'ou', ...(kind === 'last' ? ['ovi'] : [])]);
    forms.push(...softenedForms(stem, polish ? 'pl' : 'cs'));
  } else if (lower.endsWith('o')) {
    // Neuter -o, as towns are (Brno, Brna, Brně).
    add(cut(1), ['a', 'u', 'em']);
    forms.push(...softenedForms(cut(1), polish ? 'pl' : 'cs'));
  } else if (polish && lower.endsWith('ów')) {
    // Polish towns in -ów: Kraków, w Krakowie; Rzeszów, z Rzeszowa.
    add(`${cut(2)}ow`, ['a', 'ie', 'em']);
  } else if (polish && lower.endsWith('ń')) {
    add(`${cut(1)}n`, ['ia', 'iu', 'iem', 'iowi']);
  } else if (/[bcčdďfghjklłmnňprřsštťvwxzžż]$/u.test(lower)) {
    // Masculine, ending in a consonant: Polish -a, -owi, -em/-iem, -u and the softened locative
    // (Piotrze, Janie); Czech and Slovak -a, -ovi, -em, -u, -om.
    add(word, polish ? ['a', 'owi', 'em', 'u'] : ['a', 'ovi', 'em', 'u', 'om']);
    if (polish && /[kg]$/.test(lower)) add(word, ['iem']);
    if (polish) forms.push(...softenedForms(word, 'pl'));
    // A mobile e drops before an ending: Marek, Marka; Paweł, Pawła, Pawle; Adamiec, Adamca.
    if (/e[kcł]$/.test(lower)) {
      const dropped = `${cut(2)}${word.slice(-1)}`;
      add(dropped, polish ? ['a', 'owi', 'em', 'u'] : ['a', 'ovi', 'em', 'u', 'om']);
      if (polish && lower.endsWith('k')) add(dropped, ['iem']);
      if (polish) forms.push(...softenedForms(dropped, 'pl'));
    }
  }
  return forms;
}

/**
 * The dative and locative that change the stem's last consonant: Polish Beata, Beacie; Piotr,
 * Piotrze; Agnieszka, Agnieszce; Czech Petra, Petře; Praha, Praze; Ostrava, Ostravě.
 */
function softenedForms(stem: string, language: 'pl' | 'cs'): string[] {
  const lower = stem.toLowerCase();
  const cut = (n: number): string => stem.slice(0, stem.length - n);
  const polish = language === 'pl';
  if (polish && lower.endsWith('st')) return [`${cut(2)}ście`];
  if (lower.endsWith('ch')) return [polish ? `${cut(2)}sze` : `${cut(2)}še`];
  switch (lower.slice(-1)) {
    case 't':
      return [polish ? `${cut(1)}cie` : `${cut(1)}tě`];
    case 'd':
      return [polish ? `${cut(1)}dzie` : `${cut(1)}dě`];
    case 'ł':
      return polish ? [`${cut(1)}le`] : [];
    case 'r':
      return [polish ? `${cut(1)}rze` : `${cut(1)}ře`];
    case 'k':
      return [`${cut(1)}ce`];
    case 'g':
      return [polish ? `${cut(1)}dze` : `${cut(1)}ze`];
    case 'h':
      return polish ? [] : [`${cut(1)}ze`];
    case 'n':
      return [polish ? `${stem}ie` : `${cut(1)}ně`];
    case 'b':
    case 'p':
    case 'm':
    case 'v':
    case 'f':
    case 'w':
      return [polish ? `${stem}ie` : `${stem}ě`];
    // Czech -e after s, z, l and soft consonants is left out: "Stelle", "Halle" are German nouns.
    case 's':
    case 'z':
      return polish ? [`${stem}ie`] : [];
    case 'l':
      return polish ? [`${stem}i`] : [];
    default:
      return [];
  }
}

/**
 * Croatian (and Bosnian): feminine -a takes -e, -i, -u, -om (Ivana, Ivane, Ivani, Ivanu, Ivanom;
 * -ka, -ga, -ha soften before -i: Rijeka, u Rijeci); masculine -o drops it (Marko, Marka, Marku,
 * Markom); a final consonant takes -a, -u, -om, or -em after a soft one (Ivan, Ivana, Ivanu,
 * Ivanom; Horvatić, Horvatića, Horvatićem); a fleeting a drops (Zadar, u Zadru).
 */
function croatianForms(word: string, lower: string): string[] {
  const stem = word.slice(0, -1);
  if (lower.endsWith('a')) {
    const soft = { k: 'c', g: 'z', h: 's' }[lower.slice(-2, -1)];
    const dative = soft === undefined ? `${stem}i` : `${stem.slice(0, -1)}${soft}i`;
    return [`${stem}e`, dative, `${stem}u`, `${stem}om`];
  }
  if (lower.endsWith('o')) return [`${stem}a`, `${stem}u`, `${stem}om`];
  if (!/[bcčćdđfghjklmnprsštvzž]$/u.test(lower)) return [];
  const instrumental = /(?:[čćđjšžc]|lj|nj|dž)$/u.test(lower) ? 'em' : 'om';
  const forms = [`${word}a`, `${word}u`, word + instrumental];
  // A fleeting a before the last consonant: Zadar, Zadra; Petar, Petra.
  if (/[^aeiou]a[rlnk]$/u.test(lower)) {
    const dropped = `${word.slice(0, -2)}${word.slice(-1)}`;
    forms.push(`${dropped}a`, `${dropped}u`, `${dropped}om`);
  }
  return forms;
}
