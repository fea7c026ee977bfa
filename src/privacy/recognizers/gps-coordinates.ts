/**
 * A point on the map (GPS_COORDINATES): with its hemispheres, in degrees ("52.5200° N, 13.4050°
 * E", "48°51'30\"N 2°17'40\"E"), which counts alone; or as two decimal degrees ("40.7128,
 * -74.0060") beside a word that says they are a place ("GPS", "coordinates", "lat/long", "I'm
 * at"), since two numbers with decimals are measurements as often. A latitude and a longitude
 * to three decimals or more name a building: a home, a workplace.
 */
import { digitRunsOf, memoised, type MatchStarts } from './match-starts.js';
import { createPatternRecognizer } from './pattern-engine.js';
import type { Recognizer } from '../types.js';

/** One coordinate in degrees with its hemisphere: decimal ("52.5200° N") or degrees, minutes, seconds. */
const DEGREES = String.raw`\d{1,3}(?:\.\d{1,8})?°(?:[ \t]?\d{1,2}(?:\.\d+)?['′](?:[ \t]?\d{1,2}(?:\.\d+)?(?:"|″|''))?)?[ \t]?`;
const WITH_HEMISPHERES = new RegExp(String.raw`(?<![\p{L}\p{N}.])${DEGREES}[NS],?[ \t]*${DEGREES}[EWO](?![\p{L}\p{N}])`, 'gu');
/** Two decimal degrees, three decimals or more each: "40.7128,-74.0060", "48.8584, 2.2945". */
const DECIMAL_PAIR = /(?<![\p{L}\p{N}.,-])-?\d{1,2}\.\d{3,8},[ \t]?-?\d{1,3}\.\d{3,8}(?![\p{N}]|[.,]\d)/gu;

/** Whether both numbers are in range: a latitude within 90 degrees, a longitude within 180. */
function inRange(candidate: string): boolean {
  const numbers = candidate.match(/\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  if (candidate.includes('°')) {
    // The first number of each half is its degrees.
    const [latitude, longitude] = candidate.split(/[NS]/).map((half) => Number(/\d+(?:\.\d+)?/.exec(half)?.[0] ?? NaN));
    return latitude !== undefined && longitude !== undefined && latitude <= 90 && longitude <= 180;
  }
  const [latitude, longitude] = numbers;
  return latitude !== undefined && longitude !== undefined && latitude <= 90 && longitude <= 180;
}

/**
 * Where a decimal pair can start: a run of one or two digits before a '.', or the '-' before it.
 * (A scan with the regex's lookbehind at every position cost more than the rest of the rule.)
 */
const shortRunsBeforeDot = digitRunsOf(1, 2, '.');
const latitudeStarts: MatchStarts = (profile) =>
  memoised(profile, 'latitude-starts', () => shortRunsBeforeDot(profile).flatMap((start) => (profile.text[start - 1] === '-' ? [start - 1, start] : [start])));

/** Creates the GPS coordinates recognizer. */
export function createGpsCoordinatesRecognizer(): Recognizer {
  return createPatternRecognizer({
    name: 'gps-coordinates',
    entity: 'GPS_COORDINATES',
    patterns: [
      { regex: WITH_HEMISPHERES, score: 0.8, gate: (text) => text.digits >= 2 && text.text.includes('°') },
      { regex: DECIMAL_PAIR, score: 0.25, gate: (text) => text.digits >= 8 && text.digitDotDigit, starts: latitudeStarts },
    ],
    validate: inRange,
    context: [
      'gps', 'coordinates', 'coords', 'lat', 'latitude', 'lat/long', 'lat/lng', 'lat, long', 'geo', 'location', 'located at',
      "i'm at", 'i am at', 'pin', 'dropped pin', 'koordinaten', 'standort', 'coordonnées', 'coordonnees', 'coordenadas',
      'ubicación', 'ubicacion', 'coordinate', 'posizione', 'coördinaten', 'locatie',
    ],
    contextBoost: 0.55,
  });
}
