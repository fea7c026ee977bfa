import { isJsonKey } from './code-identifiers.js';

/**
 * Words that label an identifier and are also in a name or place list: "Iban" is a Basque first
 * name, "Nino" an Italian one, "Sécu" a place. Before the number they label ("IBAN: DE89 ...",
 * "NINO: AG220484A", "n° de sécu 1 85 05 ...") they are no one's name, and masking them only
 * costs the model the word that says what the placeholder after it is.
 */
const LABELS: ReadonlySet<string> = new Set([
  'iban', 'bic', 'swift', 'nino', 'ssn', 'nif', 'nie', 'dni', 'nir', 'bsn', 'pesel', 'sécu', 'secu', 'insee',
  'national insurance', 'steuer-id', 'codice fiscale', 'cpf', 'curp', 'vat',
  // Chile's and Argentina's tax numbers, a vehicle's number ("Rut" and "Vin" are first names too).
  'rut', 'run', 'cuit', 'cuil', 'vin',
]);
/** A colon, "#" or "n°" after the label, then the number (its own leading letters allowed: "DE89", "AG22"). */
const MARKED_NUMBER = /^\s*(?::|#|n°|no\.)\s*(?:[A-Z]{1,2}\s?|[a-z]{1,2})?\d[\d ./-]{4,}\d/;
/** A code of capitals and digits after the colon, as a VIN is written ("VIN: 1M8GDM9AXKP042788"). */
const MARKED_CODE = /^\s*(?::|#|n°|no\.)\s*(?=[A-Z]*\d)[A-Z\d]{11,17}(?![\p{L}\d])/u;
/** The number right after the label, with only spaces between. Six characters at least: "Nino: 3 pm" is a speaker. */
const NUMBER = /^\s+(?:[A-Z]{1,2}\s?|[a-z]{1,2})?\d[\d ./-]{4,}\d/;

/**
 * Whether the span [start, end) of `text` is a label of the identifier right after it: followed by
 * a colon and the number, or written as labels are (capitals, or small letters) right before it.
 * "Nino is 12" and "Nino, 12 ans" speak of a boy.
 */
export function isIdentifierLabel(text: string, start: number, end: number): boolean {
  const word = text.slice(start, end);
  if (!LABELS.has(word.toLowerCase())) return false;
  const after = text.slice(end, end + 24);
  // A JSON key (`{"IBAN": ...}`) names a field.
  if (MARKED_NUMBER.test(after) || MARKED_CODE.test(after) || isJsonKey(text, start, end)) return true;
  return (word === word.toUpperCase() || word === word.toLowerCase()) && NUMBER.test(after);
}
