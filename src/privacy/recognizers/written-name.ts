/**
 * A person's name as records and mail headers write it: capitalised words, with the particles of
 * European surnames between them ("Maria Lopez", "Jean-Luc de la Tour", "Ludwig van Beethoven").
 * A regex source, for labelled-fields.ts (a field's whole value) and email-display-name.ts (the
 * words before an address).
 */
import { isEverydayWord, readsAsPersonName } from '../gazetteer/english-words.js';

const PARTICLES = 'van|von|de|del|della|der|den|da|di|du|la|le|y|bin|al';
const WORD = String.raw`\p{Lu}[\p{L}\p{M}'’.-]*`;

/** One to five capitalised words, particles allowed between them. */
export const WRITTEN_NAME = String.raw`${WORD}(?:[ \t]+(?:(?:${PARTICLES})[ \t]+)*${WORD}){0,4}`;

/** The words written as a name that end right before a mark, blanks and perhaps a comma between. */
const NAME_BEFORE_MARK = new RegExp(String.raw`(?<![\p{L}\p{N}])(${WRITTEN_NAME}),?[ \t]*$`, 'u');
/** How far before the mark a name may start: five words and their particles. */
const NAME_REACH = 120;

/**
 * The name written right before offset `end` ("Zorvan Keltrigg" before " (zk@..." or ' ("Tenant")'),
 * with its start; undefined when capitalised words do not end there. Read back from the mark, so
 * that the scan is the mark's and not one from every capital of the text.
 */
export function nameEndingAt(text: string, end: number): { start: number; name: string } | undefined {
  let from = Math.max(0, end - NAME_REACH);
  // Not from inside a word cut by the reach.
  if (from > 0) from = Math.max(from, text.indexOf(' ', from) + 1);
  const match = NAME_BEFORE_MARK.exec(text.slice(from, end));
  return match === null ? undefined : { start: from + match.index, name: match[1] ?? '' };
}

/**
 * The name at the end of capitalised words a sentence may open with an everyday one ("Contact
 * Kiri Waititi (...)", "Ask Kiri Waititi"): the words from the first that is a listed name or no
 * everyday word, when two or more remain and each reads so; undefined otherwise (a brand's or a
 * team's words: "Acme Cloud Platform").
 */
export function withoutLeadingWords(written: string): string | undefined {
  const words = [...written.matchAll(/\S+/g)];
  const first = words.find((word) => !isEverydayWord(word[0].toLowerCase()));
  if (first === undefined) return undefined;
  const name = written.slice(first.index).trimEnd();
  return readsAsPersonName(name, 2) ? name : undefined;
}
