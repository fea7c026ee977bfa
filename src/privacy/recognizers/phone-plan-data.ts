/**
 * libphonenumber-js's numbering plans compiled for phone-plans.ts: every pattern the parser
 * would build with `new RegExp(...)` on each call is built here once, per calling code, on
 * first use. Read through the library's own `Metadata` class, so the compressed metadata
 * format stays its business.
 */
import type { Metadata } from 'libphonenumber-js/max';

/** One number type of a country (fixed line, mobile, toll free...). */
export interface TypeRule {
  /** libphonenumber's type name (`MOBILE`, `FIXED_LINE`, ...). */
  readonly name: string;
  /** `^(?:pattern)$`, as libphonenumber's matchesEntirely builds it. */
  readonly pattern: RegExp;
  readonly lengths: readonly number[];
}

/** One country's plan. */
export interface CountryPlan {
  readonly country: string;
  /** The national number pattern, anchored at both ends. */
  readonly general: RegExp;
  /** Possible lengths of a national number, ascending. */
  readonly lengths: readonly number[];
  /** Leading digits that identify the country among those sharing its calling code (unanchored: used with `search`). */
  readonly leadingDigits: RegExp | undefined;
  /** Number types; undefined when the plan has none (then the general pattern decides). */
  readonly types: readonly TypeRule[] | undefined;
  /** The national prefix for parsing, anchored at the start. */
  readonly prefix: RegExp | undefined;
  /** The international call prefix (unanchored: used with `search`). */
  readonly idd: RegExp | undefined;
  /**
   * The plan rewrites its national prefix (a transform rule: "2345678" in the US Virgin
   * Islands becomes "3402345678"), so the national number is not simply what is left after
   * the prefix: numbers parsed with this plan are left to libphonenumber.
   */
  readonly transform: boolean;
}

/** The countries sharing one calling code, the plan selected by the code first. */
export interface CallingPlan {
  readonly code: string;
  readonly countries: readonly CountryPlan[];
  /**
   * The national number patterns of all those countries in one regex: a valid number matches
   * its country's, so a number that matches none is invalid without a look at each country
   * (the US shares +1 with 24 others).
   */
  readonly anyGeneral: RegExp;
  /** Some country's plan lacks a pattern (not compiled): the caller asks libphonenumber. */
  readonly incomplete: boolean;
}

/** Compiles plans on first use. */
export interface PlanCompiler {
  forRegion(region: string): CallingPlan | undefined;
  /** 'none': no such calling code; 'unknown': a non-geographic code (not compiled). */
  forCallingCode(code: string): CallingPlan | 'none' | 'unknown';
}

/** The parts of libphonenumber-js's metadata API we read (its typings declare fewer). */
interface TypeView {
  pattern(): unknown;
  possibleLengths(): unknown;
}
interface NumberingPlanView {
  callingCode(): string;
  IDDPrefix(): unknown;
  nationalNumberPattern(): unknown;
  possibleLengths(): unknown;
  leadingDigits(): unknown;
  nationalPrefixForParsing(): unknown;
  nationalPrefixTransformRule(): unknown;
  hasTypes(): boolean;
  type(name: string): TypeView | undefined;
}
interface MetadataView {
  hasCountry(country: string): boolean;
  hasCallingCode(code: string): unknown;
  selectNumberingPlan(countryOrCallingCode: string): unknown;
  numberingPlan?: NumberingPlanView;
  getCountryCodesForCallingCode(code: string): readonly string[] | undefined;
}

/** The types libphonenumber's getNumberType tries (any match makes a number valid). */
const TYPE_NAMES = [
  'FIXED_LINE', 'MOBILE', 'PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER',
  'PAGER', 'UAN', 'VOICEMAIL',
] as const;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const numbers = (value: unknown): readonly number[] =>
  Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];

/** A country's plan, or undefined when it lacks what the verdict needs. */
function compileCountry(view: MetadataView, country: string): CountryPlan | undefined {
  view.selectNumberingPlan(country);
  const plan = view.numberingPlan;
  const general = text(plan?.nationalNumberPattern());
  if (plan === undefined || general === undefined) return undefined;
  let types: TypeRule[] | undefined;
  if (plan.hasTypes()) {
    types = [];
    for (const name of TYPE_NAMES) {
      const type = plan.type(name);
      const pattern = text(type?.pattern());
      if (type === undefined || pattern === undefined) continue;
      types.push({ name, pattern: new RegExp(`^(?:${pattern})$`), lengths: numbers(type.possibleLengths()) });
    }
  }
  const leadingDigits = text(plan.leadingDigits());
  const prefix = text(plan.nationalPrefixForParsing());
  const idd = text(plan.IDDPrefix());
  return {
    country,
    general: new RegExp(`^(?:${general})$`),
    lengths: numbers(plan.possibleLengths()),
    leadingDigits: leadingDigits === undefined ? undefined : new RegExp(leadingDigits),
    types,
    prefix: prefix === undefined ? undefined : new RegExp(`^(?:${prefix})`),
    idd: idd === undefined ? undefined : new RegExp(idd),
    transform: text(plan.nationalPrefixTransformRule()) !== undefined,
  };
}

/** Creates a compiler over libphonenumber-js's (max) metadata. */
export function emptyPlans(metadata: Metadata): PlanCompiler {
  const view = metadata as unknown as MetadataView;
  const byCode = new Map<string, CallingPlan | 'none' | 'unknown'>();
  const forCallingCode = (code: string): CallingPlan | 'none' | 'unknown' => {
    const known = byCode.get(code);
    if (known !== undefined) return known;
    let result: CallingPlan | 'none' | 'unknown';
    const countries = view.getCountryCodesForCallingCode(code);
    if (countries === undefined || countries.length === 0) {
      result = view.hasCallingCode(code) === true ? 'unknown' : 'none';
    } else {
      const compiled = countries.map((country) => compileCountry(view, country));
      const plans = compiled.flatMap((entry) => (entry === undefined ? [] : [entry]));
      const generals = plans.map((plan) => plan.general.source);
      result = { code, countries: plans, anyGeneral: new RegExp(generals.join('|')), incomplete: plans.length < countries.length };
    }
    byCode.set(code, result);
    return result;
  };
  return {
    forCallingCode,
    forRegion(region: string): CallingPlan | undefined {
      if (!view.hasCountry(region)) return undefined;
      view.selectNumberingPlan(region);
      const code = view.numberingPlan?.callingCode();
      if (code === undefined) return undefined;
      const plan = forCallingCode(code);
      return typeof plan === 'string' ? undefined : plan;
    },
  };
}
