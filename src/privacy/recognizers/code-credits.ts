/**
 * The people code credits, in files pasted into prompts: a copyright line's holder ("Copyright
 * (c) 2024 Obinna Eze", "© 2019-2024 Raghavendra Subramaniam <r@example.in>") and a doc
 * comment's author ("@author Wanjiru Kamau"). A licence header names whoever wrote the code,
 * often with a full name no list knows. Holders that are firms or projects stay ("Copyright 2024
 * Google LLC", "Copyright (c) Microsoft Corporation", "The Go Authors"): the name must read as a
 * person's, two words or more, none of them an everyday word or an acronym.
 */
import { readsAsPersonName } from '../gazetteer/english-words.js';
import { ORGANIZATION_SUFFIXES } from '../gazetteer/name-rules.js';
import type { Recognizer, Span } from '../types.js';
import { WRITTEN_NAME } from './written-name.js';

const SOURCE = 'code-credits';
/** Under a listed organisation's score (0.75), so a firm the lists know stays one. */
const SCORE = 0.7;
/** A year, a range or a list of them: "2024", "2019-2024", "2019, 2021". */
const YEARS = String.raw`\d{4}(?:[ \t]*[-–,][ \t]*\d{4})*`;
/**
 * The copyright word (with its sign or a colon perhaps), the sign alone, or "(c)" before a year
 * (alone it enumerates a contract's clauses: "(c) the Supplier"); optional years and a dash or
 * comma after them; then the holder, perhaps a Markdown link's text.
 */
const COPYRIGHT = new RegExp(
  String.raw`(?:\bCopyright[ \t]*:?(?:[ \t]+(?:\([cC]\)|©))?|©|\([cC]\)(?=[ \t]*\d{4}))[ \t]+(?:${YEARS}[ \t]*[-–—,]?[ \t]+)?(?:by[ \t]+)?\[?(${WRITTEN_NAME})`,
  'dgu',
);
/** A Javadoc, JSDoc or PHPDoc author tag. */
const AUTHOR_TAG = new RegExp(String.raw`@author[ \t]+(${WRITTEN_NAME})`, 'dgu');
/**
 * Words of a holder that is no person besides the organisations' own (ORGANIZATION_SUFFIXES: a
 * legal form, a lab, a foundation, a university): a project's authors, and "all rights reserved"
 * in the other languages ("© Tous Droits Réservés").
 */
const NOT_A_PERSON: ReadonlySet<string> = new Set([
  'oyj', 'lab', 'università', 'universität', 'université', 'institut', 'project', 'team', 'authors', 'contributors',
  'developers', 'droits', 'derechos', 'diritti', 'rechte', 'direitos', 'rechten', 'réservés', 'reservados', 'riservati',
  'vorbehalten', 'voorbehouden',
]);

/** Whether a holder's words name an organisation, a project or a reservation of rights rather than a person. */
function namesNoPerson(written: string): boolean {
  return written
    .toLowerCase()
    .split(/[\s,.]+/)
    .some((word) => ORGANIZATION_SUFFIXES.has(word) || NOT_A_PERSON.has(word));
}
/** What a holder's last word may carry that is no part of the name: a full stop, an ellipsis, a closing quote, a possessive. */
const TRAILING_MARKS = /(?:['’]s|[.…'’"”»])+$/u;

/**
 * The longest run of the matched words, from the first, that reads as a full name: "Obinna Eze
 * All Rights Reserved" is "Obinna Eze". A last word's full stop is the sentence's.
 */
function holderIn(written: string): string | undefined {
  if (namesNoPerson(written)) return undefined;
  const ends = [...written.matchAll(/\S+/g)].map((word) => (word.index ?? 0) + word[0].length);
  for (let count = ends.length; count >= 2; count--) {
    const name = written.slice(0, ends[count - 1]).replace(TRAILING_MARKS, '');
    if (readsAsPersonName(name, 2)) return name;
  }
  return undefined;
}

function collect(regex: RegExp, text: string, spans: Span[]): void {
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
    const bounds = m.indices?.[1];
    const name = holderIn(m[1] ?? '');
    if (bounds !== undefined && name !== undefined) spans.push({ type: 'PERSON', start: bounds[0], end: bounds[0] + name.length, score: SCORE, source: SOURCE });
  }
}

/** Creates the recognizer of copyright holders and doc-comment authors. */
export function createCodeCreditsRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      const copyright = text.includes('opyright') || text.includes('©') || text.includes('(c)') || text.includes('(C)');
      const author = text.includes('@author');
      if (!copyright && !author) return [];
      const spans: Span[] = [];
      if (copyright) collect(COPYRIGHT, text, spans);
      if (author) collect(AUTHOR_TAG, text, spans);
      return spans;
    },
  };
}
