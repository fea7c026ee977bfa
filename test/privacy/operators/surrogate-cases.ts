/**
 * The table the per-type surrogate tests share: for each original, the surrogate must differ from
 * it, keep its layout, pass the recognizer's check (and be found again by our recognizer beside
 * the words it needs), be the same for the same map, type and number, and differ for another
 * number.
 */
import type { Test } from 'tap';
import { createAnalyzer } from '../../../src/privacy/analyzer.js';
import { createSurrogate } from '../../../src/privacy/operators/surrogate.js';
import type { Recognizer } from '../../../src/privacy/types.js';

/** One original and what its surrogates must satisfy. */
export interface SurrogateCase {
  type: string;
  value: string;
  /** What the recognizer needs before the value ("CPF: ", "IMEI "), '' when it counts alone. */
  cue: string;
  recognizer: () => Recognizer;
  /** How the layout is compared (default `exact`). */
  layout?: Layout;
  /** The recognizer's exported validator, and anything else the type promises (the kept prefix...). */
  checks?: ((surrogate: string, original: string) => boolean)[];
}

/**
 * `exact`: a digit where a digit was, a letter where a letter was, in its case, separators in
 * place. `alnum`: the same length and separators, and no letter case the original lacks (a check
 * character may be a letter where a digit was: "K", "X"; hex digits: "0a" for "01"). `degrees`: coordinates, whose whole
 * degrees and signs may take another width.
 */
export type Layout = 'exact' | 'alnum' | 'degrees';

const exact = (value: string): string => value.replace(/\d/g, '9').replace(/[A-Z]/g, 'A').replace(/[a-z]/g, 'a');
const alnum = (value: string): string => value.replace(/[\p{L}\p{N}]/gu, '#');
const cases = (value: string): string => `${/[A-Z]/.test(value) ? 'A' : ''}${/[a-z]/.test(value) ? 'a' : ''}`;
const degrees = (value: string): string =>
  value
    .replace(/-(?=\d)/g, '')
    .replace(/\d+(?=[.°])/g, 'D')
    .replace(/[NS]/g, 'N')
    .replace(/[EWO]/g, 'E')
    .replace(/\d/g, '9');

/** Whether the surrogate keeps the original's layout in the given sense. */
export function sameLayout(layout: Layout, original: string, surrogate: string): boolean {
  if (layout === 'exact') return exact(original) === exact(surrogate);
  if (layout === 'degrees') return degrees(original) === degrees(surrogate);
  // An original without letters allows either case (a check "K" or "X" where a digit was).
  const allowed = cases(original) || 'Aa';
  return alnum(original) === alnum(surrogate) && [...cases(surrogate)].every((c) => allowed.includes(c));
}

/** Whether the recognizer, alone, reports the type over exactly the value after its cue (at the default 0.4 threshold). */
export function detected(recognizer: Recognizer, type: string, cue: string, value: string): boolean {
  const text = `${cue}${value}`;
  return createAnalyzer({ recognizers: [recognizer] })
    .analyze(text)
    .some((span) => span.type === type && span.start === cue.length && span.end === text.length);
}

const SEEDS = ['map_a', 'map_b', 'map_c', 'map_d'];

/** Runs every check of the table: several maps and numbers per original. */
export function checkSurrogates(t: Test, table: readonly SurrogateCase[]): void {
  for (const { type, value, cue, recognizer, layout = 'exact', checks = [] } of table) {
    const own = recognizer();
    t.ok(detected(own, type, cue, value), `${type} ${value}: the original is one (the table is right)`);
    for (const seed of SEEDS) {
      for (let n = 1; n <= 3; n++) {
        const surrogate = createSurrogate({ type, value, n, seed, taken: new Set() });
        const label = `${type} ${value} -> ${surrogate} (${seed}, ${n})`;
        t.not(surrogate, `[${type}_${n}]`, `${label}: not the fallback`);
        t.not(surrogate, value, `${label}: not the original`);
        t.ok(sameLayout(layout, value, surrogate), `${label}: same layout`);
        t.ok(detected(own, type, cue, surrogate), `${label}: found again beside "${cue.trim()}"`);
        for (const check of checks) t.ok(check(surrogate, value), `${label}: ${check.toString().slice(0, 80)}`);
        t.equal(createSurrogate({ type, value, n, seed, taken: new Set() }), surrogate, `${label}: deterministic`);
        t.not(createSurrogate({ type, value, n: n + 10, seed, taken: new Set() }), surrogate, `${label}: another n draws another`);
      }
    }
  }
}
