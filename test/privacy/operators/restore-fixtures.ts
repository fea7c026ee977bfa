import fc from 'fast-check';
import { createRestoreTable, type RestoreEntry } from '../../../src/privacy/operators/restore-table.js';

/**
 * One map for all restore tests: two PERSON values (so `[PERSON]` is ambiguous), types with `_`
 * and digits in their names, originals with regex metacharacters, `$&`, quotes, backslashes and
 * emoji, surrogates that are prefixes of each other, contain quotes, or start with an astral char.
 */
export const entries: RestoreEntry[] = [
  { placeholder: '[PERSON_1]', type: 'PERSON', n: 1, original: 'Alice Müller', surrogate: 'Maria Keller' },
  { placeholder: '[PERSON_2]', type: 'PERSON', n: 2, original: "Bob O'Brien", surrogate: 'Maria' },
  { placeholder: '[EMAIL_1]', type: 'EMAIL', n: 1, original: 'a.b+c@x.io', surrogate: 'jane.doe@example.net' },
  { placeholder: '[IBAN_1]', type: 'IBAN', n: 1, original: 'DE89 3704 0044 0532 0130 00' },
  { placeholder: '[CREDIT_CARD_1]', type: 'CREDIT_CARD', n: 1, original: '4111 1111 1111 1111' },
  { placeholder: '[US_SSN_1]', type: 'US_SSN', n: 1, original: '123-45-6789' },
  { placeholder: '[DE_TAX_ID_1]', type: 'DE_TAX_ID', n: 1, original: '12 345 678 901' },
  { placeholder: '[LOCATION_1]', type: 'LOCATION', n: 1, original: 'São Paulo 🇧🇷', surrogate: 'Zoë "Z" Ünal' },
  { placeholder: '[ORGANIZATION_1]', type: 'ORGANIZATION', n: 1, original: 'a$&b$1\\.*+?()[]{}|^', surrogate: 'Contoso' },
  { placeholder: '[ORGANIZATION_2]', type: 'ORGANIZATION', n: 2, original: 'Acme', surrogate: '🦊 Fox Ltd' },
  { placeholder: '[PHONE_1]', type: 'PHONE', n: 1, original: '"quoted" \\ back\nslash' },
];

export const table = createRestoreTable(entries);

/** Applies one of the case changes models make. */
function recase(text: string, mode: number): string {
  if (mode === 1) return text.toLowerCase();
  if (mode === 2) return text.charAt(0) + text.slice(1).toLowerCase();
  if (mode === 3) return [...text].map((char, index) => (index % 2 === 0 ? char.toLowerCase() : char)).join('');
  return text;
}

/** Placeholders in canonical and mangled forms, for known and unknown types and numbers. */
export const placeholderArb: fc.Arbitrary<string> = fc
  .record({
    type: fc.constantFrom('PERSON', 'EMAIL', 'CREDIT_CARD', 'US_SSN', 'DE_TAX_ID', 'ORGANIZATION', 'PHONE', 'FOO', 'P'),
    n: fc.option(fc.integer({ min: 0, max: 13 }), { nil: undefined }),
    casing: fc.integer({ min: 0, max: 3 }),
    brackets: fc.constantFrom('[]', '<>', '{}', '()', '', '[>'),
    separator: fc.constantFrom('_', ' ', '-'),
    padding: fc.constantFrom('', '', ' ', '  '),
  })
  .map(({ type, n, casing, brackets, separator, padding }) => {
    const body = recase(n === undefined ? type : `${type}${separator}${n}`, casing);
    const inside = brackets === '' ? body : `${padding}${body}${padding}`;
    return `${brackets.charAt(0)}${inside}${brackets.charAt(1)}`;
  });

/** Words that are prefixes of types or surrogates, brackets, digits, escapes and stray pieces. */
const pieceArb = fc.constantFrom(
  ' ', ' the ', '. ', 'Pe', 'ter', 'P', 'I', 'E', 'em', 'ail', '[', ']', '<', '>', '{', '}', '(', ')', '_', '-', '1', '2', '12',
  '\\', '\\n', '\\u00e9', '\\u0020', 'n', 's', '"', 'é', '🦊', '\u0001', '\n', 'Maria', 'Mar', ' Kel', 'ler', 'man', 'jane.doe@', 'example.net', 'Zoë "Z', '" Ünal',
);

const surrogateArb = fc.constantFrom(...entries.flatMap((entry) => (entry.surrogate === undefined ? [] : [entry.surrogate])));

/** Random answer texts mixing words, placeholders, surrogates and arbitrary unicode (astral too). */
export const textArb: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: pieceArb },
      { weight: 3, arbitrary: placeholderArb },
      { weight: 2, arbitrary: surrogateArb },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 6 }) },
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

/** Random cut positions (any code unit, so placeholders, surrogates and surrogate pairs get split). */
export const cutsArb: fc.Arbitrary<number[]> = fc.array(fc.nat(), { maxLength: 14 });

/** Splits `text` at the given cut positions (taken modulo its length). */
export function splitAt(text: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((cut) => (text.length === 0 ? 0 : cut % (text.length + 1))))].sort((a, b) => a - b);
  const parts: string[] = [];
  let previous = 0;
  for (const point of points) {
    parts.push(text.slice(previous, point));
    previous = point;
  }
  parts.push(text.slice(previous));
  return parts;
}
