/**
 * Driving-licence numbers, any country: 5-16 letters and digits, in hyphenated groups too (US
 * states' "A1234567" to "U62928788557186" and "S530-4417-7212", the UK's "MORGA753116SM9IJ")
 * beside the name of the licence in en, de, fr, es, it or nl, or "DL" (document-number.ts).
 */
import type { Recognizer } from '../types.js';
import { createDocumentNumberRecognizer } from './document-number.js';

/** Creates the driving-licence-number recognizer. */
export function createDriverLicenseRecognizer(): Recognizer {
  return createDocumentNumberRecognizer({
    name: 'driver-license',
    entity: 'DRIVER_LICENSE',
    length: [5, 16],
    context: [
      "driver's license", 'driver’s license', 'drivers license', 'driver license', "driver's licence", 'driver’s licence',
      'drivers licence', 'driving licence', 'driving license', 'führerschein', 'führerscheinnummer', 'permis de conduire',
      'licencia de conducir', 'carnet de conducir', 'permiso de conducir', 'patente di guida', 'patente', 'rijbewijs',
      'rijbewijsnummer',
      // "DL# D1234567", "DLN: ...": the abbreviation on US forms.
      'dl', 'dln',
    ],
    cue: 'license',
    // Several US states print the number in hyphenated groups ("S530-4417-7212").
    hyphenated: true,
  });
}
