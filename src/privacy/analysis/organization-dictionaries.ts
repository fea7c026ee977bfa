import { createAllowMatcher, createDictionaryRecognizer, type DictionaryDefinition } from '../recognizers/dictionary.js';
import type { AnalyzeOptions } from '../analyzer.js';
import type { Recognizer } from '../types.js';

/** An organisation's dictionaries compiled for the analyzer: deny lists as a recognizer, allow lists as a rule. */
export type CompiledDictionaries = Pick<AnalyzeOptions, 'extraRecognizers' | 'isAllowed' | 'allowedRanges'>;

export function compileDictionaries(definitions: readonly DictionaryDefinition[]): CompiledDictionaries {
  const deny = definitions.filter((definition) => definition.kind === 'deny');
  const allow = definitions.filter((definition) => definition.kind === 'allow');
  const isAllowed = allow.length === 0 ? undefined : createAllowMatcher(allow);
  return {
    ...(deny.length === 0 ? {} : { extraRecognizers: [createDictionaryRecognizer(deny)] }),
    ...(isAllowed === undefined ? {} : { isAllowed: (spanText: string) => isAllowed(spanText) }),
    ...(allow.length === 0 ? {} : { allowedRanges: allowedRangesOf(createDictionaryRecognizer(allow, 'allow')) }),
  };
}

/** Where the text names an allowed term, as found by the allow terms' own matcher. */
function allowedRangesOf(matcher: Recognizer): (text: string) => readonly { start: number; end: number }[] {
  return (text) => matcher.detect(text, {});
}
