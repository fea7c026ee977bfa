import { commonWords } from './gazetteer/common-words.js';
import { isEnglishWord, isListedName } from './gazetteer/english-words.js';
import { FIRST_NAME, getLexicon } from './gazetteer/lexicon.js';
import { CALENDAR_WORDS, PARTICLES, PERSON_INITIALS, TITLES } from './gazetteer/name-rules.js';
import { isLanguageNamesake } from './gazetteer/tech-names.js';
import { withLineMates } from './line-mates.js';
import { withListMates } from './list-mates.js';
import { personHandles } from './person-handles.js';
import { SpanCoverage } from './span-coverage.js';
import type { Span } from './types.js';

/**
 * Types found from names and context, which a later bare mention ("klimek wants ...") can escape.
 * Not LOCATION: places are found from lists wherever they stand, and a town's name is often a word
 * ("Nice", "Bath") that would be masked everywhere.
 */
const NAME_TYPES: ReadonlySet<string> = new Set(['PERSON', 'ORGANIZATION']);
/** Shorter words are initials or too ambiguous to follow on their own. */
const MIN_WORD_LENGTH = 3;
const SOURCE = 'repeated-mention';
/** Values followed at most per request: bounds the work on a huge text full of names. */
const MAX_NEEDLES = 256;
const LETTER = /\p{L}/u;
const UPPER_CASE = /\p{Lu}/u;
/** Words this short are followed only where written with a capital. */
const SHORT_WORD = 3;
/** The mention recognizer's source (mention.ts), and a handle of its that is a plain word, as a first name or a nickname is. */
const MENTION_SOURCE = 'mention';
const MENTIONED_WORD = /^\p{L}[\p{Ll}\p{M}]+$/u;
/** An account of small letters joined by ".", "_" or "-" ("tolvek_ashgrieve"), whose parts may be its owner's names. */
const JOINED_HANDLE = /^[a-z0-9]+(?:[._-][a-z0-9]+)+$/;
/** What glues a handle's part to more of a handle or an identifier; a full stop only before more of it. */
const HANDLE_GLUE = /[\w.@-]/;
const isGluedToHandle = (lower: string, start: number, end: number): boolean =>
  HANDLE_GLUE.test(lower[start - 1] ?? '') || (lower[end] === '.' ? /\w/.test(lower[end + 1] ?? '') : HANDLE_GLUE.test(lower[end] ?? ''));
/** Shorter parts of a handle are initials or syllables ("r" of "pravenna.r", "mp"). */
const MIN_HANDLE_PART = 4;

/** A value to follow: its type and score, and whether only a capitalised mention counts. */
interface Needle {
  type: string;
  score: number;
  capitalOnly: boolean;
  /** The last word of a person's name of two words or more: a surname, which a relative's first name may precede. */
  surname?: true;
  /** The initial a found name writes before this surname ("R" of "dhr. R. Sitaldin"): a first name with it may precede it ("Robbert Sitaldin"). */
  initial?: string;
  /** An @-mentioned word (`learnMention`): a surname after it ("Ulvander Fenmoor") makes the whole a person. */
  mentioned?: true;
  /** A part of an account's handle (`learnHandleParts`): not where it is glued to more of a handle or an identifier ("per_maand.loc"). */
  handlePart?: true;
}

/** Quotes at a word's ends, not an apostrophe inside it ("O'Sullivan"). */
const QUOTES_AROUND = /^['‘’"“”«»]+|['‘’"“”«»]+$/gu;

/** A value's words that identify it on their own: not titles, particles or common words. */
function telling(value: string): string[] {
  const common = commonWords();
  const words: string[] = [];
  for (const written of value.toLowerCase().split(WORD_BREAK)) {
    // A nickname in quotes inside the name ("Marcus 'Moz' Ferreira", "Baptiste « Titi » Lamarque") is followed without them.
    const word = written.replace(QUOTES_AROUND, '');
    if (word.length < MIN_WORD_LENGTH || !isLetterAt(word, 0)) continue;
    if (!common.has(word) && !TITLES.has(word) && !PARTICLES.has(word)) words.push(word);
  }
  return words;
}

/** What ends a word of a value; a character reference's ";" does not ("K&eacute;ltrigg" is one word). */
const WORD_BREAK = /(?:[\s.,:()]|(?<!&#?[\p{L}\p{N}]{1,31});)+/u;

/**
 * The words of a person's name that are also everyday words ("Rose" of "Rose Abernathy-Quill",
 * "Hope", "Summer", "Winter" of "Frau Sonja Winter"), as written, with their capital: `telling`
 * leaves them out, so a later "Rose will try again" went in clear. A name of one word counts when
 * it was found on a strong cue (`ONE_WORD_EVERYDAY_SCORE`: "Thanks, Bill", "Attendees: ..., Bill"),
 * as the rules take such a word for a name only then.
 */
function everydayNameWords(value: string, score: number): string[] {
  const common = commonWords();
  const parts = value.split(WORD_BREAK).filter((part) => part.length > 0);
  // "Ruby wants to rewrite it in Go instead of Ruby": a language's namesake alone is followed nowhere.
  if (parts.length < 2 && (score < ONE_WORD_EVERYDAY_SCORE || isLanguageNamesake(value.toLowerCase()))) return [];
  return parts.filter((part) => {
    const word = part.toLowerCase();
    return word.length >= MIN_WORD_LENGTH && isUpperCaseAt(part, 0) && part !== part.toUpperCase() && common.has(word) && !TITLES.has(word) && !PARTICLES.has(word);
  });
}

/**
 * Once a name is known, every other mention of it is personal data too: "Mr. Klimek" is found by
 * its title, and "klimek wants a refund" in the next sentence, or "Okonkwo" in a later turn of the
 * same map, must not go upstream in clear. For each value of a name type (this request's spans and
 * the map's earlier entries), its whole text and each of its telling words are searched for,
 * case-insensitively and as whole words, where no span is yet; a hit becomes a span of the same
 * type with the text as written (so it gets a placeholder of its own and restores exactly).
 */
export function addRepeatedMentions(
  texts: readonly string[],
  found: readonly (readonly Span[])[],
  earlier: Iterable<{ type: string; value: string }> = [],
  /** Per text, where it names allowed terms (allow dictionaries): no mention is taken inside them. */
  allowed?: readonly (readonly { start: number; end: number }[])[],
): Span[][] {
  // The persons' list mates first ("Rhysvel, Jessaly Makewether and Tolvarin"), and the heads of
  // lines beside the persons heading a list's others ("Wren O'Hagan - 5:55 scaled"): they are followed too.
  const spansPerText = found.map((spans, index) => {
    const text = texts[index] as string;
    return withLineMates(text, withListMates(text, spans, allowed?.[index]), allowed?.[index]);
  });
  const needles = new Map<string, Needle>();
  const learn = (type: string, value: string, score: number): void => {
    if (!NAME_TYPES.has(type)) return;
    // A one-word value is a word like any other (below); a longer one is also followed whole.
    const whole = value.toLowerCase();
    const words = telling(value);
    if (/\s/.test(whole) && !needles.has(whole)) needles.set(whole, { type, score, capitalOnly: false });
    // A word of a company's longer name is often an everyday noun ("Lincoln High School", "the
    // school office"), and a short one often a word of some language ("Thi Mai": "mais"): those
    // count only where written with a capital.
    const part = words.length > 1 || whole.includes(' ');
    const surname = type === 'PERSON' && words.length > 1 ? words[words.length - 1] : undefined;
    const initialled = type === 'PERSON' ? INITIAL_AND_SURNAME.exec(value) : null;
    for (const word of words) {
      if (needles.has(word)) continue;
      const needle: Needle = { type, score, capitalOnly: (part && type === 'ORGANIZATION') || word.length <= SHORT_WORD };
      if (word === surname) needle.surname = true;
      if (initialled !== null && word === (initialled[2] as string).toLowerCase()) needle.initial = initialled[1] as string;
      needles.set(word, needle);
    }
  };
  /**
   * A chat's @-mention of a plain word ("@Bex can you look", "@sofia can you draft") names an
   * account after its person, who the same chat calls by that word without the "@" too ("the one
   * Bex fixed", "ulv pls send sofia the volumes"): followed like a name, as an account.
   */
  const learnMention = (value: string, score: number, handlePart = false): void => {
    if (!MENTIONED_WORD.test(value)) return;
    for (const word of telling(value)) {
      if (needles.has(word) || isLanguageNamesake(word)) continue;
      needles.set(word, { type: 'USERNAME', score, capitalOnly: false, mentioned: true, ...(handlePart ? { handlePart: true as const } : {}) });
    }
  };
  /**
   * An account written as its owner's names ("tolvek_ashgrieve", "hanvi.virtamo") names the person
   * the same chat calls by one of them ("Tolvek dropping off", "Hanvi welcome!!", "+1 brenvi"): each
   * part of four letters or more that is no word is followed as a mentioned word is.
   */
  const learnHandleParts = (value: string, score: number): void => {
    if (!JOINED_HANDLE.test(value)) return;
    const lexicon = getLexicon();
    for (const part of value.split(/[._-]/)) {
      if (part.length < MIN_HANDLE_PART || !/^[a-z]+$/.test(part)) continue;
      if (!isEnglishWord(lexicon, part, true)) learnMention(part, score, true);
      // "hunter.ellis", then "Hunter was paged": a first name that is a word too, where written with its capital.
      else if (((lexicon.words.get(part) ?? 0) & FIRST_NAME) !== 0 && !needles.has(part)) needles.set(part, { type: 'PERSON', score, capitalOnly: true, handlePart: true });
    }
  };
  spansPerText.forEach((spans, index) => {
    for (const span of spans) {
      const value = (texts[index] as string).slice(span.start, span.end);
      if (span.type === 'USERNAME' && span.source === MENTION_SOURCE) learnMention(value, span.score);
      else if (span.type !== 'USERNAME') learn(span.type, value, span.score);
    }
  });
  // After the names, which keep their own type where a handle's part is one of them too.
  spansPerText.forEach((spans, index) => {
    for (const span of spans) if (span.type === 'USERNAME' && span.source !== MENTION_SOURCE) learnHandleParts((texts[index] as string).slice(span.start, span.end), span.score);
  });
  const earlierPersons: string[] = [];
  for (const entry of earlier) {
    learn(entry.type, entry.value, 0.6);
    if (entry.type === 'PERSON') earlierPersons.push(entry.value);
  }
  // A person's name of everyday words alone ("Bill") makes no needle but is followed all the same, and so is an account.
  if (needles.size === 0 && !spansPerText.some((spans) => spans.some((span) => span.type === 'PERSON' || span.type === 'USERNAME'))) {
    return spansPerText.map((spans) => [...spans]);
  }
  // Longest first, so "Anna Klimek" is taken whole before "klimek" alone.
  const ordered = [...needles].sort((a, b) => b[0].length - a[0].length).slice(0, MAX_NEEDLES);
  const shortForms = shortFormsOf(ordered);
  return texts.map((text, index) => {
    const spans = [...(spansPerText[index] ?? [])];
    const lower = text.toLowerCase();
    // toLowerCase keeps UTF-16 offsets for nearly every text; when it does not, offsets would lie.
    if (lower.length !== text.length) return spans;
    const added = new AddedSpans(text.length);
    const kept = allowed?.[index] ?? [];
    // Accounts spelled from the persons' names first: "i.benali" is one account, not "i." and a mention of "Benali".
    for (const account of personHandles(text, lower, spans, (start, end) => overlapsSorted(spans, start, end), earlierPersons)) added.push(account);
    for (const [needle, { type, score, capitalOnly, surname, initial, mentioned, handlePart }] of ordered) {
      for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
        const end = at + needle.length;
        // Most hits are the span the needle came from: the cheapest test first.
        if (overlapsSorted(spans, at, end) || added.overlaps(at, end)) continue;
        if (isLetterAt(lower, at - 1)) continue;
        if (handlePart === true && isGluedToHandle(lower, at, end)) continue;
        const genitive = isLetterAt(lower, end);
        if (genitive && !isGenitiveS(lower, end)) continue;
        // "Klimeks Auftrag", "the Klimeks": a name's genitive is written with its capital; "this"
        // after "Thi" and "mais" after "Mai" are words.
        if ((genitive || capitalOnly) && !isUpperCaseAt(text, at)) continue;
        if (kept.length > 0 && kept.some((range) => range.start <= at && end <= range.end)) continue;
        const surnameEnd = type === 'PERSON' || (mentioned === true && isUpperCaseAt(text, at)) ? unknownSurnameAfter(text, end) : -1;
        const taken = surnameEnd !== -1 && !overlapsSorted(spans, end, surnameEnd) ? surnameEnd : end;
        let firstNameStart = surname === true && isUpperCaseAt(text, at) ? unknownFirstNameBefore(text, at) : -1;
        if (firstNameStart === -1 && initial !== undefined && isUpperCaseAt(text, at)) firstNameStart = firstNameOfInitialBefore(text, at, initial);
        const from = firstNameStart !== -1 && !overlapsSorted(spans, firstNameStart, at) && !added.overlaps(firstNameStart, at) ? firstNameStart : at;
        added.push({ type: taken !== end ? 'PERSON' : type, start: from, end: taken, score, source: SOURCE });
      }
    }
    addEverydayNameMentions(text, spans, added);
    addInitialsMentions(text, spans, added);
    addHandleMentions(text, spans, added);
    addShortForms(text, spans, added, shortForms);
    if (added.list.length === 0) return joinNameParts(text, spans);
    // A mention found here may stand beside a list's unknown names too ("Emevran & Summer (us!)").
    return joinNameParts(text, withLineMates(text, withListMates(text, [...spans, ...added.list], kept), kept));
  });
}

/**
 * Two persons' spans one space apart, both capitalised, are one person's name found in parts
 * ("Oluwadamilare" as a mention, "Banjo" from the lists): people written one after the other are
 * separated by a comma, "and" or a line. One span gives the name one placeholder, as the model
 * should read it.
 */
function joinNameParts(text: string, spans: Span[]): Span[] {
  let joined: Span[] | undefined;
  for (let i = 1; i < spans.length; i++) {
    const before = (joined ?? spans)[(joined?.length ?? i) - 1] as Span;
    const span = spans[i] as Span;
    const parts =
      before.type === 'PERSON' &&
      span.type === 'PERSON' &&
      span.start === before.end + 1 &&
      text[before.end] === ' ' &&
      // Both written as names: "Drew drew a map" is a name and a word.
      isUpperCaseAt(text, before.start) &&
      isUpperCaseAt(text, span.start);
    if (parts) {
      joined ??= spans.slice(0, i);
      joined[joined.length - 1] = { ...before, end: span.end, score: Math.max(before.score, span.score) };
    } else if (joined !== undefined) {
      joined.push(span);
    }
  }
  return joined ?? spans;
}

/**
 * Initials found as a person in this text ("Attendees: Marisol, Björn, JP") are that person
 * wherever the text writes them again in capitals ("JP out next week"): too short to follow as a
 * word (`MIN_WORD_LENGTH`), and "jp" or "Jp" are something else. Only the same text.
 */
function addInitialsMentions(text: string, spans: readonly Span[], added: AddedSpans): void {
  const initials = new Map<string, Span>();
  for (const span of spans) {
    if (span.type !== 'PERSON' || span.end - span.start > 3) continue;
    const value = text.slice(span.start, span.end);
    // "Amina Sesay (AS)": letters that spell a word are the person there only ("AS SOON AS").
    if (PERSON_INITIALS.test(value) && !initials.has(value) && !isEnglishWord(getLexicon(), value.toLowerCase(), true)) initials.set(value, span);
  }
  for (const [value, person] of initialsOfFullNames(text, spans)) if (!initials.has(value)) initials.set(value, person);
  for (const [value, person] of initials) {
    for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
      const end = at + value.length;
      if (/[\p{L}\p{N}]/u.test(text[at - 1] ?? '') || /[\p{L}\p{N}]/u.test(text[end] ?? '')) continue;
      if (overlapsSorted(spans, at, end) || added.overlaps(at, end)) continue;
      added.push({ type: 'PERSON', start: at, end, score: person.score, source: SOURCE });
    }
  }
}

/** A full name's words: capitalised, perhaps double-barrelled ("Hollis Draymont", "Rafaela Lindgren-Oduya"). */
const FULL_NAME_WORDS = /^\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?(?: \p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?){1,2}$/u;
/** What may not touch initials written as a word: more of a word, a path, an address or a handle. */
const INITIALS_BEFORE = /[\p{L}\p{N}_.@/-]/u;
const INITIALS_AFTER = /[\p{L}\p{N}_@/-]/u;

/**
 * The initials of the text's full names that the text writes as words, when it writes two
 * people's or more so ("HD says reserves are fine", "actions: CV 2nd quote; DM training" in
 * minutes that name Hollis Draymont, Cressida Vane and Declan Moynihan; "ET: lit review too
 * descriptive; SP: stats solid"). Minutes and supervision records name each person once in full
 * and by initials after; one pair alone is as often an acronym ("Peter Rossi" and a "PR").
 */
function initialsOfFullNames(text: string, spans: readonly Span[]): Map<string, Span> {
  const byInitials = new Map<string, Span>();
  for (const span of spans) {
    if (span.type !== 'PERSON' || span.end - span.start > 48) continue;
    // Without its titles: "Fr. Declan Moynihan", "Prof. Emrys Talfryn", "Dr Sunita Pillai".
    const words = text.slice(span.start, span.end).split(' ');
    while (words.length > 2 && TITLES.has((words[0] as string).replace(/\.$/, '').toLowerCase())) words.shift();
    if (!FULL_NAME_WORDS.test(words.join(' '))) continue;
    const first = (words[0] as string).charAt(0);
    const last = (words.at(-1) as string).charAt(0);
    for (const initials of words.length === 3 ? [first + last, words.map((word) => word.charAt(0)).join('')] : [first + last]) {
      if (!byInitials.has(initials)) byInitials.set(initials, span);
    }
  }
  if (byInitials.size < 2) return new Map();
  // Each person's initials searched for (a few), not every capital of the text tried.
  const written = new Map<string, Span>();
  for (const [initials, person] of byInitials) {
    for (let at = text.indexOf(initials); at !== -1; at = text.indexOf(initials, at + 1)) {
      if (INITIALS_BEFORE.test(text[at - 1] ?? '') || INITIALS_AFTER.test(text[at + initials.length] ?? '')) continue;
      written.set(initials, person);
      break;
    }
  }
  return written.size >= 2 ? written : new Map();
}

/** An account name written as one: letters with a dot, an underscore, a hyphen or a digit in it ("thandiwe.mokoena", "kenji_w2"). */
const HANDLE = /^(?=.{5,64}$)[\p{L}\d]+(?:[._-][\p{L}\d]+)+$|^(?=.{5,64}$)\p{L}+\d+$/u;
/** Accounts followed at most per text. */
const MAX_HANDLES = 64;
/** What a handle's mention may not touch: more of a handle, an address or a path. */
const HANDLE_CHARACTER = /[\p{L}\p{N}_.@/-]/u;

/**
 * An account found in this text ("user=thandiwe.mokoena") is that account wherever the text
 * writes it again ("uid=thandiwe.mokoena", "target=thandiwe.mokoena", "denied for
 * thandiwe.mokoena"): a log names a user once by a key the recognizers know, and then by others.
 * Only names written as handles (a dot, an underscore, a hyphen or digits in them), which no
 * prose writes otherwise; the same text only.
 */
function addHandleMentions(text: string, spans: readonly Span[], added: AddedSpans): void {
  const handles = new Map<string, Span>();
  for (const span of spans) {
    if (span.type !== 'USERNAME') continue;
    const value = text.slice(span.start, span.end);
    if (HANDLE.test(value) && !handles.has(value)) handles.set(value, span);
    // Each handle is searched for through the whole text: a log of thousands of accounts would be quadratic.
    if (handles.size >= MAX_HANDLES) break;
  }
  for (const [value, account] of handles) {
    for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
      const end = at + value.length;
      // A full stop after it may end the sentence ("denied for thandiwe.mokoena.").
      const sentenceEnd = text[end] === '.' && !HANDLE_CHARACTER.test(text[end + 1] ?? '');
      if (HANDLE_CHARACTER.test(text[at - 1] ?? '') || (HANDLE_CHARACTER.test(text[end] ?? '') && !sentenceEnd)) continue;
      if (overlapsSorted(spans, at, end) || added.overlaps(at, end)) continue;
      added.push({ type: 'USERNAME', start: at, end, score: account.score, source: SOURCE });
    }
  }
}

/** A short form keeps this many letters at least: "Max" of "Maximilian", "Seun" of "Oluwaseun". */
const MIN_SHORT_FORM = 3;
/** A short form made by dropping a name's opening keeps more ("Seun"): "Son" of "Robinson" is a word. */
const MIN_SHORT_ENDING = 4;
/** Names shorter than this have no short form worth following ("Anna", "Jose"). */
const MIN_SHORTENED_NAME = 5;
/** Names whose short forms are looked for, at most: each form is searched for in each text. */
const MAX_SHORTENED_NAMES = 32;
/**
 * The short forms of the persons' one-word values long enough to have them: each opening of three
 * letters or more and each ending of four or more, two letters short of the name at least ("max",
 * "maxi" of "maximiliane"; "seun" of "oluwaseun"), no common word, title or particle ("will" of
 * "william", "and" of "andrea"). Keyed by the form as a name writes it, with its capital, to the
 * form in lower case; scripts without capitals have none ("Seun" is told from "seun", Arabic's
 * words are not). The first `MAX_SHORTENED_NAMES` such names only, which bounds the searches on a
 * text full of names.
 */
function shortFormsOf(needles: readonly (readonly [string, Needle])[]): Map<string, string> {
  const forms = new Map<string, string>();
  const add = (form: string): void => {
    if (commonWords().has(form) || TITLES.has(form) || PARTICLES.has(form)) return;
    const written = (form[0] as string).toUpperCase() + form.slice(1);
    if (written.length === form.length && written !== form) forms.set(written, form);
  };
  let names = 0;
  for (const [needle, { type }] of needles) {
    if (type !== 'PERSON' || needle.length < MIN_SHORTENED_NAME || /\s/.test(needle)) continue;
    if (++names > MAX_SHORTENED_NAMES) break;
    for (let length = MIN_SHORT_FORM; length <= needle.length - 2; length++) {
      add(needle.slice(0, length));
      if (length >= MIN_SHORT_ENDING) add(needle.slice(needle.length - length));
    }
  }
  return forms;
}

/**
 * A short form of a person's name, written with its capital in the same request, is a mention of
 * that person: "Oluwaseun Bakare" is "Seun" in the next line, "Bongani" signs as "Bongi", and
 * "Maximiliane" is "Maxi" in the reply.
 */
function addShortForms(text: string, spans: readonly Span[], added: AddedSpans, forms: ReadonlyMap<string, string>): void {
  for (const [written, form] of forms) {
    let checked = false;
    for (let at = text.indexOf(written); at !== -1; at = text.indexOf(written, at + 1)) {
      const end = at + written.length;
      if (isLetterAt(text, at - 1) || /[\p{L}\p{M}\p{N}]/u.test(text[end] ?? '') || /[\p{M}\p{N}]/u.test(text[at - 1] ?? '')) continue;
      // A listed name ("Chris"), or, of four letters or more, no everyday word ("Seun", "Bongi";
      // not "Support" of a "Supported" taken for a name, nor Tagalog's "Ang" of "Angel"). Asked
      // once per form and text, and only of a form the text writes.
      if (!checked) {
        if (!isListedName(form) && (form.length < MIN_SHORT_ENDING || isEnglishWord(getLexicon(), form, true))) break;
        checked = true;
      }
      if (overlapsSorted(spans, at, end) || added.overlaps(at, end)) continue;
      added.push({ type: 'PERSON', start: at, end, score: SHORT_FORM_SCORE, source: SOURCE });
    }
  }
}

/** A short form's score: above the threshold, under a name found on its own. */
const SHORT_FORM_SCORE = 0.5;

/**
 * Words after which a capitalised everyday word opening a sentence reads as that word: "Will you
 * check?", "May I ask", "Hope this helps", "Mark the task as done", "Summer is here" is not among
 * them: the person is as likely.
 */
const WORD_READINGS: ReadonlySet<string> = new Set([
  'i', 'you', 'we', 'they', 'he', 'she', 'it', 'this', 'that', 'these', 'those', 'the', 'a', 'an', 'all', 'everyone',
  'everybody', 'someone', 'somebody', 'anyone', 'anybody', 'there', 'my', 'your', 'our', 'their', 'his', 'her', 'its',
]);

/**
 * A person found in this text under a name of two words or more, one of them an everyday word
 * ("Rose Abernathy-Quill", "Hope Delacroix-Nwosu"), or under such a word alone on a strong cue
 * ("Thanks, Bill"): that word, written exactly as in the name
 * (capital and all, so "a rose", "we hope" and "ROSE" stay), is a mention of the person wherever
 * it stands ("I called Rose back", "Rose will try again"). At the start of a sentence, a pronoun
 * or a determiner after it reads the word instead ("Will you check?", "Hope this helps"). Only
 * the same text: another message's "Summer" is as likely the season. A month or weekday next to
 * a number is a date ("June 5", "5 June").
 */
function addEverydayNameMentions(text: string, spans: readonly Span[], added: AddedSpans): void {
  const words = new Map<string, Span>();
  for (const span of spans) {
    if (span.type !== 'PERSON') continue;
    for (const word of everydayNameWords(text.slice(span.start, span.end), span.score)) if (!words.has(word)) words.set(word, span);
  }
  for (const [word, person] of words) {
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
      const end = at + word.length;
      // A whole word, not part of a compound ("Rose-Marie") or a code; "Rose's" is hers.
      if (isLetterAt(text, at - 1) || isLetterAt(text, end) || /[\p{N}-]/u.test(text[end] ?? '') || /[\p{N}-]/u.test(text[at - 1] ?? '')) continue;
      if (overlapsSorted(spans, at, end) || added.overlaps(at, end)) continue;
      // A month or weekday next to a number is a date ("June 5", "5 June"), a word before one a model's ("Rose 5"); after
      // a log's clock time the word opens the entry ("14:15 Mark misread the dashboard").
      if (/^[ \t]+\p{N}/u.test(text.slice(end, end + 3))) continue;
      if (/\p{N}[ \t]+$/u.test(text.slice(Math.max(0, at - 3), at)) && (CALENDAR_WORDS.has(word.toLowerCase()) || !CLOCK_TIME_BEFORE.test(text.slice(Math.max(0, at - 9), at)))) continue;
      if (opensSentence(text, at) && WORD_READINGS.has(nextWord(text, end))) continue;
      added.push({ type: 'PERSON', start: at, end, score: person.score, source: SOURCE });
    }
  }
}

/** A clock time right before a word, as a log or a timeline opens its entries: "14:15 ". */
const CLOCK_TIME_BEFORE = /(?:^|[^\d:])\d{1,2}:\d{2}(?::\d{2})?[ \t]+$/;

/**
 * A one-word name that is an everyday word ("Bill", "Frank") is followed from a span of this score
 * up: a greeting, a closing, a person's verb or a labelled field; a weaker reading of such a word
 * could be the word, and would mask it wherever the text writes it.
 */
const ONE_WORD_EVERYDAY_SCORE = 0.7;

/** Whether a sentence starts at `at`: the text's start, or after . ! ? : or a line break. */
function opensSentence(text: string, at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const ch = text[i] as string;
    if (ch === ' ' || ch === '\t' || ch === '"' || ch === '“' || ch === '(' || ch === '*' || ch === '-') continue;
    return '.!?:;\n\r'.includes(ch);
  }
  return true;
}

/** The lower-case word after `end` and its spaces, without an apostrophe's ending ("you're" -> "you"). */
function nextWord(text: string, end: number): string {
  return /^[ \t]+(\p{L}+)/u.exec(text.slice(end, end + 24))?.[1]?.toLowerCase() ?? '';
}

/** A capitalised word after one space: "Adeyemi" in "Offer letter for Olusegun Adeyemi". */
const CAPITALISED_WORD = /^ (\p{Lu}[\p{Ll}\p{M}]+(?:['’-]\p{L}[\p{Ll}\p{M}]*)*)(?![\p{L}\p{N}])/u;

/**
 * Where a surname after a known person's name ends, or -1: "Dear Olusegun," made "Olusegun" a
 * person, and the subject line "Offer letter for Olusegun Adeyemi" names him in full. A
 * capitalised word right after the name that is no common word, title or particle is his
 * surname, though no list knows it; otherwise it would go upstream beside "[PERSON_1]".
 */
function unknownSurnameAfter(text: string, end: number): number {
  const match = CAPITALISED_WORD.exec(text.slice(end, end + 40));
  const word = match?.[1];
  if (word === undefined) return -1;
  const lower = word.toLowerCase();
  return commonWords().has(lower) || TITLES.has(lower) || PARTICLES.has(lower) ? -1 : end + 1 + word.length;
}

/**
 * A capitalised word and one space right before a name, opening an item of a list or a field's
 * value ("Nimali " in ", Nimali Wickramavelu"): mid-sentence, the word before a surname is as
 * often a noun of another language ("In der Sache Brandauer", "Academia Goncourt").
 */
const CAPITALISED_WORD_BEFORE = /[,;:(|\n•*–—-][ \t]*(\p{Lu}[\p{Ll}\p{M}]+(?:['’-]\p{L}[\p{Ll}\p{M}]*)*) $/u;

/**
 * Where a first name before a known person's surname starts, or -1: "Dr. Ravindra Wickramavelu"
 * made "Wickramavelu" a surname, and "Nimali Wickramavelu (nut allergy)" in the next item of the
 * list is his relative, named in full. A capitalised word right before the surname, opening the
 * item, that is no common word, title or particle is her first name, though no list knows it.
 */
function unknownFirstNameBefore(text: string, at: number): number {
  // The text's start opens an item as a line's does; a slice that starts mid-text has no opening of its own.
  const from = Math.max(0, at - 40);
  const match = CAPITALISED_WORD_BEFORE.exec(`${from === 0 ? '\n' : ''}${text.slice(from, at)}`);
  const word = match?.[1];
  return word === undefined || !mayBeFirstName(word) ? -1 : at - 1 - word.length;
}

/** A capitalised word before a surname that may be a first name: no common word, title or particle. */
function mayBeFirstName(word: string): boolean {
  const lower = word.toLowerCase();
  return !commonWords().has(lower) && !TITLES.has(lower) && !PARTICLES.has(lower);
}

/** A name of initials and a surname ("R. Sitaldin", "dhr. J.P. de Wit"): the first initial, the surname. */
const INITIAL_AND_SURNAME = /(?:^|[\s.])(\p{Lu})\.(?:[ ]?\p{Lu}\.)*[ ]+(?:\p{Ll}+[ ]+)*(\p{Lu}[\p{L}\p{M}'’-]+)$/u;
/** A capitalised word right before a mention. */
const CAPITALISED_WORD_RIGHT_BEFORE = /(?<![\p{L}\p{N}])(\p{Lu}[\p{Ll}\p{M}]+(?:['’-]\p{L}[\p{Ll}\p{M}]*)*) $/u;

/**
 * Where the first name before a surname the text also writes with an initial starts, or -1: "dhr.
 * R. Sitaldin" in the header, "met Robbert Sitaldin" in the mail. A capitalised word with the
 * same first letter, right before the surname, that is no common word, title or particle.
 */
function firstNameOfInitialBefore(text: string, at: number, initial: string): number {
  const word = CAPITALISED_WORD_RIGHT_BEFORE.exec(text.slice(Math.max(0, at - 40), at))?.[1];
  return word === undefined || word[0] !== initial || !mayBeFirstName(word) ? -1 : at - 1 - word.length;
}

/**
 * The mentions added to one text, with the characters they cover marked (`SpanCoverage`): whether
 * a new hit overlaps one costs the hit's length, not the number of mentions so far (a long text
 * full of one name's mentions was quadratic).
 */
class AddedSpans {
  readonly list: Span[] = [];
  private readonly covered: SpanCoverage;

  constructor(length: number) {
    this.covered = new SpanCoverage(length);
  }

  overlaps(start: number, end: number): boolean {
    return this.covered.overlaps(start, end);
  }

  push(span: Span): void {
    this.list.push(span);
    this.covered.add(span);
  }
}

/** Whether a span of the list (sorted by start, non-overlapping, as the analyzer returns them) overlaps [start, end). */
function overlapsSorted(spans: readonly Span[], start: number, end: number): boolean {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((spans[mid] as Span).end <= start) low = mid + 1;
    else high = mid;
  }
  const next = spans[low];
  return next !== undefined && next.start < end;
}

/**
 * A lone "s" after the name: the genitive of German and Dutch ("Klimeks Auftrag", "Annas boek")
 * and the English plural of a family ("the Klimeks"). The name is taken without it, so the model
 * reads "[PERSON_2]s" and restoring gives back "Klimeks"; "Klimek's" needs nothing (`'` is no letter).
 */
function isGenitiveS(lower: string, index: number): boolean {
  return lower[index] === 's' && !isLetterAt(lower, index + 1);
}

function isLetterAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (Number.isNaN(code)) return false;
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return LETTER.test(text[index] as string);
}

function isUpperCaseAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128) return code >= 65 && code <= 90;
  return UPPER_CASE.test(text[index] ?? '');
}
