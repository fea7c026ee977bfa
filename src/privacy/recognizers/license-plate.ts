/**
 * Vehicle registration plates (LICENSE_PLATE) beside the word that names them, in the six
 * languages: "licence plate AB12 CDE", "Kennzeichen: M-AB 1234", "immatriculation AB-123-CD",
 * "matrícula 1234 BCD", "targa AB 123 CD", "kenteken 12-ABC-3". A plate names its keeper to anyone
 * with access to the register. Plates have no check digit and every country writes its own, so
 * the word decides: alone, "COVID 19" or "A4" would be plates too.
 */
import { createPatternRecognizer } from './pattern-engine.js';
import { eitherCase } from './street-address-words.js';
import type { Recognizer } from '../types.js';

/**
 * The labels (below) after their first letter, one of which the text must hold before any plate
 * is looked for: one case-sensitive scan (~1 µs a text; the labels with the "i" flag or a
 * substring search per label cost two to four times as much).
 */
const PLATE_CUE = /late|ennzeichen|ummernschild|mmatricul|laque|atr[ií]cula|arga|enteken|ummerplaat|egistration|eg[ :.]/;

/** Labels of a plate, in small letters or capitalised ("Kennzeichen:", "licence plate"). */
const LABELS = [
  'licence plate', 'license plate', 'number plate', 'registration plate', 'plate number', 'plate', 'reg', 'registration number',
  'kennzeichen', 'nummernschild', 'immatriculation', 'plaque', 'matrícula', 'matricula', 'targa', 'kenteken', 'nummerplaat',
];
/** What may stand between the label and the plate: "number", "no.", ":", "is", "was", "ist", "est"... */
const FILLERS = String.raw`(?:number|no\.?|nr\.?|n°|nº|[:=#-]|is|was|ist|lautet|est|es|è|é|d'immatriculation|de|di|van)`;
/**
 * The plate right after its label: letters and digits in capitals, up to four groups. Alone,
 * "COVID 19" or "A4" would be plates too; a label further away ("the plate was hot, COVID 19")
 * names another thing.
 */
const PLATE = new RegExp(
  String.raw`(?<=(?<![\p{L}])(?:${LABELS.map(eitherCase).join('|')})(?:[ \t]*${FILLERS}){0,3}[ \t]*)` +
    String.raw`(?<![\p{L}\p{N}-])[A-Z0-9]{1,8}(?:[ -][A-Z0-9]{1,8}){0,3}(?![\p{L}\p{N}]|-[A-Z0-9])`,
  'gu',
);
/** A plate holds letters and digits both, ten characters at most without its separators. */
function plateShaped(candidate: string): boolean {
  const compact = candidate.replace(/[ -]/g, '');
  return compact.length >= 4 && compact.length <= 10 && /\d/.test(compact) && /[A-Z]/.test(compact);
}

/** Creates the licence plate recognizer. */
export function createLicensePlateRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'license-plate',
    entity: 'LICENSE_PLATE',
    patterns: [{ regex: PLATE, score: 0.85, gate: (text) => text.digits >= 1 }],
    requires: (text) => PLATE_CUE.test(text),
    validate: plateShaped,
  });
}
