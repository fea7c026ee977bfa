/**
 * Passport numbers, any country: 6-9 letters and digits ("X1234567", "C01X00T47", "123456789")
 * beside the word passport (or "travel document") in en, de, fr, es, it or nl (document-number.ts).
 */
import type { Recognizer } from '../types.js';
import { createDocumentNumberRecognizer } from './document-number.js';

/** Creates the passport-number recognizer. */
export function createPassportRecognizer(): Recognizer {
  return createDocumentNumberRecognizer({
    name: 'passport',
    entity: 'PASSPORT',
    length: [6, 9],
    context: [
      'passport', 'passports', 'travel document', 'reisepass', 'reisepassnummer', 'passnummer', 'reisedokument', 'passeport',
      'document de voyage', 'pasaporte', 'documento de viaje', 'passaporto', 'documento di viaggio', 'paspoort', 'paspoortnummer',
      'reisdocument',
    ],
    cue: 'passport',
  });
}
