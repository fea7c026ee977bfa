import type { DictionaryDefinition } from '../recognizers/dictionary.js';
import type { Span } from '../types.js';
import type { AnalyzerSettings } from './analyzer-settings.js';

/** Main thread -> analysis worker. */
export type AnalysisRequest =
  | { id: number; kind: 'configure'; settingsId: number; settings: AnalyzerSettings }
  | {
      id: number;
      kind: 'analyze';
      settingsId: number;
      text: string;
      language?: string;
      entities?: string[];
      /** Organisation and dictionary revision; `definitions` comes along when the worker may not have them. */
      dictionaries: { key: string; definitions?: DictionaryDefinition[] };
      extraSpans?: Span[];
    };

/**
 * Analysis worker -> main thread, in arrays: the replies to the requests that arrived together.
 * `missingDictionaries`: send the request again with the definitions.
 */
export type AnalysisReply = { id: number; spans: Span[] } | { id: number; ready: true } | { id: number; missingDictionaries: true } | { id: number; error: string };
