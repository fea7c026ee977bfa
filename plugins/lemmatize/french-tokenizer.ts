/** A token of French text before lemmatization. */
export interface FrenchToken {
  text: string;
  start: number;
  end: number;
  kind: 'word' | 'number' | 'punctuation';
}

/**
 * Words (letters with inner hyphens and apostrophes), numbers ("3,5", "2007"), an ellipsis, or
 * any other single non-space character.
 */
const TOKEN = /(\p{L}[\p{L}\p{M}\p{N}]*(?:[-'’]\p{L}[\p{L}\p{M}\p{N}]*)*['’]?)|(\p{N}+(?:[.,]\p{N}+)*)|(\.{2,}|[^\s\p{L}\p{N}])/gu;

/** Elided words: "l'", "d'", "qu'", "jusqu'"... at the start of a written word. */
const ELISION = /^((?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu|presqu)['’])(\p{L}.*)$/iu;

/** An elided word written alone ("jusqu'" before a space). */
const ELIDED_ALONE = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu|presqu)['’]$/iu;

/** Clitic pronouns joined by a hyphen after a verb ("dit-il", "a-t-elle", "donne-le-moi"). */
const HYPHEN_CLITIC = /^(.+?)((?:-t)?-(?:je|tu|il|elle|on|nous|vous|ils|elles|le|la|les|lui|leur|moi|toi|y|en|ce))$/iu;

/**
 * Splits French text into tokens the way French treebanks do: elisions are their own tokens
 * ("l'" + "origine"), hyphenated subject/object clitics too ("dit" + "-il"), while words the
 * lexicon lists whole stay whole ("aujourd'hui", "peut-être", "celle-ci").
 */
export function tokenizeFrench(text: string, isWord: (form: string) => boolean): FrenchToken[] {
  const tokens: FrenchToken[] = [];
  const known = (form: string) => isWord(form) || isWord(form.toLowerCase()) || isWord(form.replace(/’/g, "'").toLowerCase());

  const splitWord = (word: string, start: number): void => {
    const elision = ELISION.exec(word);
    // "d'ailleurs" and "jusqu'à" are listed whole, but treebanks split them; "c'est-à-dire" stays whole.
    if (elision !== null && (!known(word) || known(elision[2] as string))) {
      const head = elision[1] as string;
      tokens.push({ text: head, start, end: start + head.length, kind: 'word' });
      splitWord(elision[2] as string, start + head.length);
      return;
    }
    if (known(word)) {
      tokens.push({ text: word, start, end: start + word.length, kind: 'word' });
      return;
    }
    const last = word.at(-1);
    if ((last === "'" || last === '’') && !ELIDED_ALONE.test(word)) {
      // A closing quote, not an elision: "'bonjour'".
      splitWord(word.slice(0, -1), start);
      tokens.push({ text: last, start: start + word.length - 1, end: start + word.length, kind: 'punctuation' });
      return;
    }
    const clitic = HYPHEN_CLITIC.exec(word);
    if (clitic !== null) {
      const head = clitic[1] as string;
      splitWord(head, start);
      const tail = clitic[2] as string;
      tokens.push({ text: tail, start: start + head.length, end: start + word.length, kind: 'word' });
      return;
    }
    tokens.push({ text: word, start, end: start + word.length, kind: 'word' });
  };

  let skipPeriodAt = -1;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    const [value, word, number] = match;
    if (start === skipPeriodAt) continue;
    if (word !== undefined) {
      // Abbreviations the lexicon lists with their period ("M.", "etc.") keep it.
      const end = start + word.length;
      if (word.length <= 4 && text[end] === '.' && text[end + 1] !== '.' && isWord(`${word}.`)) {
        tokens.push({ text: `${word}.`, start, end: end + 1, kind: 'word' });
        skipPeriodAt = end;
        continue;
      }
      splitWord(word, start);
    } else {
      tokens.push({ text: value, start, end: start + value.length, kind: number === undefined ? 'punctuation' : 'number' });
    }
  }
  return tokens;
}
