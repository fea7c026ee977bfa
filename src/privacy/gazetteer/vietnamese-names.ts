/**
 * Vietnamese names by their shape: family name, middle name, given name ("Nguyen Van An", "Tran
 * Thi Mai", "Lê Văn Long"). faker's vi lists are not in the lexicon (lexicon-sources.ts: their
 * one-syllable given names are English words), so these names were found in part or not at all
 * ("Nguyen Van" with "An" in clear, "Le Van" read as an article). A dozen family names cover most
 * of the people, and the middle names below nearly always follow them, so the three words
 * together are a name whatever the given name is.
 */
import type { TokenView } from './token-view.js';
import { WordSet } from './word-set.js';

/**
 * The commonest Vietnamese family names, with and without their diacritics; Đỗ and Hồ only with
 * them ("Do Van Halen fans...").
 */
const FAMILY_NAMES = new WordSet([
  'nguyen', 'nguyễn', 'tran', 'trần', 'le', 'lê', 'pham', 'phạm', 'hoang', 'hoàng', 'huynh',
  'huỳnh', 'phan', 'vu', 'vũ', 'vo', 'võ', 'dang', 'đặng', 'bui', 'bùi', 'đỗ', 'hồ',
  'ngo', 'ngô', 'duong', 'dương', 'ly', 'lý', 'truong', 'trương', 'dinh', 'đinh',
]);

/** Middle names that mark the pattern: "Van" and "Thi" above all. */
const MIDDLE_NAMES = new WordSet([
  'van', 'văn', 'thi', 'thị', 'duc', 'đức', 'huu', 'hữu', 'ngoc', 'ngọc', 'quoc', 'quốc', 'xuan',
  'xuân', 'thanh', 'minh', 'cong', 'công', 'dinh', 'đình', 'quang', 'hong', 'hồng',
]);

/** Given names after the middle name: one or two ("Nguyen Thi Thu Ha"). */
const MAX_GIVEN = 2;

/**
 * The last token of a Vietnamese name starting at token i, or -1: a family name, a middle name
 * and one or two capitalised words, written with capitals and single spaces.
 */
export function vietnameseNameEnd(view: TokenView, i: number): number {
  if (!view.caseful || i + 2 >= view.length || !view.isCapitalized(i) || !FAMILY_NAMES.has(view.key(i))) return -1;
  const middle = i + 1;
  if (!view.adjacent(i) || !view.isCapitalized(middle) || !MIDDLE_NAMES.has(view.key(middle))) return -1;
  let last = middle;
  while (last - middle < MAX_GIVEN && last + 1 < view.length && view.adjacent(last) && isNameWord(view, last + 1)) last++;
  return last === middle ? -1 : last;
}

/** A capitalised word that is not in capitals throughout ("An", "Long"; not "USA"). */
function isNameWord(view: TokenView, k: number): boolean {
  const text = view.tokens[k]?.text ?? '';
  return view.isCapitalized(k) && text !== text.toUpperCase();
}
