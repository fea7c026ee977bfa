/**
 * Chile's RUT/RUN (Rol Único Tributario / Nacional), a person's number for the state, banks and
 * employers: seven or eight digits and a mod-11 check character (a digit or K), written
 * "12.345.678-5" or "12345678-5". The dotted form counts alone (above a phone number's score); the form without dots is an
 * order or ticket number as often, so it counts only beside the word that names it.
 */
import { digitRunsOf } from './match-starts.js';
import { createPatternRecognizer, type TextProfile } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** The mod-11 check character (0-9 or K) of a RUT's digits, weighted 2 to 7 from the right. */
export function clRutCheckCharacter(body: string): string {
  let sum = 0;
  for (let i = body.length - 1, weight = 2; i >= 0; i--, weight = weight === 7 ? 2 : weight + 1) sum += (body.charCodeAt(i) - 48) * weight;
  const value = 11 - (sum % 11);
  return value === 11 ? '0' : value === 10 ? 'K' : String(value);
}

/** Whether a RUT (digits, then its check character after a dash) is valid. */
export function clRutValid(candidate: string): boolean {
  const match = /^([\d.]+)-([\dkK])$/.exec(candidate);
  if (match === null) return false;
  const body = (match[1] ?? '').replace(/\./g, '');
  if (body.length < 7 || body.length > 8) return false;
  return (match[2] ?? '').toUpperCase() === clRutCheckCharacter(body);
}

const sevenDigits = (text: TextProfile): boolean => text.digits >= 7;

/** Creates the RUT recognizer. */
export function createClRutRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'cl-rut',
    entity: 'CL_RUT',
    patterns: [
      { regex: /(?<![\p{N}.,/-])\d{1,2}\.\d{3}\.\d{3}-[\dkK](?![\p{L}\p{N}]|[.,-]\d)/gu, score: 0.8, gate: sevenDigits, starts: digitRunsOf(1, 2, '.') },
      { regex: /(?<![\p{N}.,/-])\d{7,8}-[\dkK](?![\p{L}\p{N}]|[.,-]\d)/gu, score: 0.2, gate: sevenDigits, starts: digitRunsOf(7, 8, '-') },
    ],
    validate: clRutValid,
    // Not "run": English writes it before any number ("please run the export for order 4512345-6").
    context: ['rut', 'rol único tributario', 'rol unico tributario', 'rol único nacional', 'cédula de identidad', 'cedula de identidad'],
    contextBoost: 0.75,
  });
}
