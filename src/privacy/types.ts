/**
 * Shared vocabulary of the privacy pipeline: recognizers emit spans, the analyzer merges them,
 * operators turn them into placeholders and back.
 */

/** Entity types Veil knows. Custom dictionaries may add their own upper-case types. */
export type EntityType =
  | 'PERSON'
  | 'LOCATION'
  | 'ORGANIZATION'
  | 'EMAIL'
  | 'PHONE'
  | 'IBAN'
  | 'CREDIT_CARD'
  | 'IP_ADDRESS'
  | 'URL'
  | 'US_SSN'
  | 'UK_NINO'
  | 'DE_TAX_ID'
  | (string & {});

/**
 * A type that a dictionary or a model's labels define: upper case, and not ending in "_" and
 * digits, which a placeholder's number would run into ("TEAM_2" gives "[TEAM_2_1]", and a
 * "[TEAM_2]" the user wrote would read as one of them with its number dropped).
 */
export const DEFINED_ENTITY_TYPE = '^(?![A-Z0-9_]*_[0-9]+$)[A-Z][A-Z0-9_]*$';

/** One detected entity. Offsets are UTF-16 code-unit indices into the analysed text, end exclusive. */
export interface Span {
  type: EntityType;
  start: number;
  end: number;
  /** Confidence in [0, 1]. */
  score: number;
  /** Name of the recognizer that produced the span (e.g. `email`, `compromise`, `dictionary:acme`). */
  source: string;
  /** The dictionary term's canonical ID, when the span is a dictionary term that has one. */
  canonicalId?: string;
}

/** What a recognizer may look at besides the text. */
export interface RecognizerContext {
  /** ISO 639-1 code of the text's language when known (detected or given by the client). */
  language?: string;
}

/** A recognizer: one per file, pure and synchronous on the hot path. */
export interface Recognizer {
  /** Stable name, used as `Span.source`. */
  readonly name: string;
  /** Entity types it can emit. */
  readonly entities: readonly EntityType[];
  /** ISO 639-1 codes it applies to, or `'*'` for language-independent recognizers. */
  readonly languages: readonly string[] | '*';
  detect(text: string, context: RecognizerContext): Span[];
}

/**
 * A recognizer that reads what the others found: the analyzer runs it once they are done, on their
 * spans after the overlap rule, and merges what it adds by the same rule. Its `detect` alone finds
 * nothing.
 */
export interface LateRecognizer extends Recognizer {
  readonly late: true;
  /**
   * Reads the other late recognizers' spans too: it runs once they are merged (a rule that grows
   * whatever person was found, by the rules or by a model).
   */
  readonly last?: boolean;
  detectAmong(text: string, found: readonly Span[], context: RecognizerContext): Span[];
}

export function isLateRecognizer(recognizer: Recognizer): recognizer is LateRecognizer {
  return (recognizer as Partial<LateRecognizer>).late === true;
}
