import type { LexiconEntry } from './lefff-lexicon.js';

/** Lefff (FRMG) categories as Universal POS tags. */
export const UPOS: Readonly<Record<string, string>> = {
  v: 'VERB', auxAvoir: 'AUX', auxEtre: 'AUX', pres: 'VERB',
  nc: 'NOUN', np: 'PROPN', adj: 'ADJ', adjPref: 'ADJ',
  adv: 'ADV', advneg: 'ADV', advPref: 'ADV', clneg: 'ADV', que_restr: 'ADV',
  prep: 'ADP', det: 'DET', coo: 'CCONJ', csu: 'SCONJ', que: 'SCONJ',
  cln: 'PRON', cla: 'PRON', cld: 'PRON', clr: 'PRON', clar: 'PRON', cldr: 'PRON', cll: 'PRON', clg: 'PRON',
  pro: 'PRON', prel: 'PRON', pri: 'PRON', ilimp: 'PRON', caimp: 'PRON', ce: 'PRON',
  poncts: 'PUNCT', ponctw: 'PUNCT', parento: 'PUNCT', parentf: 'PUNCT', etr: 'X',
};

/**
 * How likely each category is out of context: function words first (a form that can be a
 * preposition usually is), then nouns over adjectives over verbs, proper nouns last.
 */
const PRIOR: Readonly<Record<string, number>> = {
  prep: 6, det: 5.5, coo: 5, csu: 5, cln: 5, clneg: 5, prel: 5, auxEtre: 5, auxAvoir: 5, poncts: 9, ponctw: 9,
  clr: 4, pro: 4, ce: 4, que: 4, advneg: 4,
  cla: 3, cld: 3, clg: 3, pri: 3, nc: 3, adv: 3,
  adj: 2.5, clar: 2, cldr: 2, cll: 2, ilimp: 2, v: 2, pres: 2,
  np: 1, caimp: 1, que_restr: 1,
};

const VERBAL = new Set(['v', 'auxAvoir', 'auxEtre']);
const NOMINAL = new Set(['nc', 'adj', 'np']);
const OBJECT_CLITICS = new Set(['cla', 'cld', 'clg', 'cll']);
/** Words after which a verb comes: subject and object clitics, the negation "ne". */
const BEFORE_VERB = new Set(['cln', 'cla', 'cld', 'clr', 'clar', 'cldr', 'clneg', 'cll', 'clg']);

/** What the disambiguation looks at around a token. */
export interface ReadingContext {
  previous: LexiconEntry | undefined;
  beforePrevious: LexiconEntry | undefined;
  /** Readings of the next token, if it is a word. */
  next: readonly LexiconEntry[] | undefined;
  /** A capitalised word inside a sentence: a proper noun if the lexicon has one. */
  capitalisedInside: boolean;
}

/**
 * Picks the most likely reading of an ambiguous form from a few local rules (a determiner is
 * followed by a noun, a clitic by a verb, an auxiliary by a participle), as no French tagger
 * ships offline. The lemma often does not depend on the choice ("films": only a noun); where
 * it does ("sens": sens/sentir, "été": été/être), these rules decide.
 */
export function chooseReading(readings: readonly LexiconEntry[], context: ReadingContext): LexiconEntry | undefined {
  const previous = context.previous?.category;
  const afterDeterminer = previous === 'det' || (previous === 'adj' && context.beforePrevious?.category === 'det');
  const nextVerbal = context.next?.some((entry) => VERBAL.has(entry.category)) ?? false;
  const nextNominal = context.next?.some((entry) => NOMINAL.has(entry.category) || entry.category === 'det') ?? false;
  let best: LexiconEntry | undefined;
  let bestScore = -Infinity;
  for (const entry of readings) {
    const category = entry.category;
    let score = PRIOR[category] ?? 1;
    if (afterDeterminer) {
      if (category === 'nc' || category === 'adj') score += 4;
      if (VERBAL.has(category) || BEFORE_VERB.has(category)) score -= 3;
    }
    if (previous !== undefined && BEFORE_VERB.has(previous)) {
      if (VERBAL.has(category)) score += 4;
      if (NOMINAL.has(category)) score -= 3;
      if (category === 'det') score -= 4;
    }
    if (previous === 'auxAvoir' || previous === 'auxEtre') {
      if (category === 'v' && entry.features.includes('K')) score += 3;
      if (category === 'adj') score += 1;
    }
    if (previous === 'prep') {
      if (category === 'v' && entry.features.includes('W')) score += 2;
      if (category === 'nc') score += 1;
    }
    if (previous === 'nc' && category === 'adj') score += 1;
    // "le", "la", "les", "en" before a verb are pronouns; before a noun, determiners or prepositions.
    if (OBJECT_CLITICS.has(category)) score += nextVerbal && !nextNominal ? 4 : -3;
    if (category === 'det' && nextVerbal && !nextNominal) score -= 3;
    if (category === 'np' && context.capitalisedInside) score += 5;
    // An invariable noun ("fois", "cours": no number in the features) over the plural of another ("foi", "cour").
    if (category === 'nc' && !/[sp]/.test(entry.features)) score += 0.1;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Personal pronouns lemmatize to their stressed form, as in the French Universal Dependencies
 * treebanks ("je", "me" -> "moi"; "il", "le", "elle" -> "lui"; "ils", "les" -> "eux"; "se" -> "soi").
 * The Lefff gives the category name ("cln") as the lemma of clitics instead.
 */
const PERSONAL: Readonly<Record<string, string>> = {
  je: 'moi', "j'": 'moi', me: 'moi', "m'": 'moi', moi: 'moi',
  tu: 'toi', te: 'toi', "t'": 'toi', toi: 'toi',
  il: 'lui', elle: 'lui', le: 'lui', la: 'lui', "l'": 'lui', lui: 'lui',
  ils: 'eux', elles: 'eux', les: 'eux', leur: 'eux', eux: 'eux',
  nous: 'nous', vous: 'vous', se: 'soi', "s'": 'soi', soi: 'soi',
  on: 'on', "l'on": 'on', y: 'y', en: 'en', ce: 'ce', "c'": 'ce', ça: 'ça', ca: 'ça', cela: 'cela',
};

/** The lemma of a reading, cleaned of the Lefff's tagset artefacts. */
export function lemmaOf(entry: LexiconEntry, form: string): string {
  if (UPOS[entry.category] === 'PRON') {
    const key = form.toLowerCase().replace(/’/g, "'").replace(/^-(?:t-)?/, '');
    const personal = PERSONAL[key];
    if (personal !== undefined) return personal;
  }
  let lemma = entry.lemma;
  // Interrogatives carry a "?" ("que?"); generic entries a leading "_" ("_NUMBER").
  if (lemma.endsWith('?')) lemma = lemma.slice(0, -1);
  if (lemma === '' || lemma.startsWith('_') || lemma === entry.category || /^(?:cl[a-z]*|ilimp|çaimp)$/.test(lemma)) {
    return form.toLowerCase();
  }
  return lemma;
}
