/**
 * The people code credits, in files pasted into prompts: a copyright line's holder ("Copyright
 * (c) 2024 Obinna Eze", "© 2019-2024 Raghavendra Subramaniam <r@example.in>") and a doc
 * comment's author ("@author Wanjiru Kamau"). A licence header names whoever wrote the code,
 * often with a full name no list knows. Holders that are firms or projects stay ("Copyright 2024
 * Google LLC", "Copyright (c) Microsoft Corporation", "The Go Authors"): the name must read as a
 * person's, two words or more, none of them an everyday word or an acronym.
 */
import { nameWords } from '../gazetteer/english-words.js';
import type { Recognizer, Span } from '../types.js';
import { WRITTEN_NAME } from './written-name.js';

const SOURCE = 'code-credits';
const SCORE = 0.85;
/** The copyright sign, "(c)" or the word, optional years (ranges and lists), then the holder (perhaps a Markdown link's text). */
const COPYRIGHT = new RegExp(
  String.raw`(?:\bCopyright|©|\([cC]\))(?:[ \t]+(?:\([cC]\)|©))?[ \t]+(?:\d{4}(?:[ \t]*[-–,][ \t]*\d{4})*,?[ \t]+)?(?:by[ \t]+)?\[?(${WRITTEN_NAME})`,
  'dgu',
);
/** A Javadoc, JSDoc or PHPDoc author tag. */
const AUTHOR_TAG = new RegExp(String.raw`@author[ \t]+(${WRITTEN_NAME})`, 'dgu');

/** Whether the words read as a person's full name: two or more, each a listed name or no everyday word, no acronym. */
function readsAsFullName(name: string): boolean {
  const words = nameWords(name);
  return words.length >= 2 && words.every(({ written, listed, everyday }) => listed || (!everyday && !(written.length <= 4 && written === written.toUpperCase())));
}

/**
 * The longest run of the matched words, from the first, that reads as a full name: "Obinna Eze
 * All Rights Reserved" is "Obinna Eze". A last word's full stop is the sentence's.
 */
function holderIn(written: string): string | undefined {
  const ends = [...written.matchAll(/\S+/g)].map((word) => (word.index ?? 0) + word[0].length);
  for (let count = ends.length; count >= 2; count--) {
    const name = written.slice(0, ends[count - 1]).replace(/\.$/, '');
    if (readsAsFullName(name)) return name;
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
