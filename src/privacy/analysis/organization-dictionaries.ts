import { createAllowMatcher, createDictionaryRecognizer, type DictionaryDefinition } from '../recognizers/dictionary.js';
import type { AnalyzeOptions } from '../analyzer.js';

/** An organisation's dictionaries compiled for the analyzer: deny lists as a recognizer, allow lists as a rule. */
export type CompiledDictionaries = Pick<AnalyzeOptions, 'extraRecognizers' | 'isAllowed'>;

export function compileDictionaries(definitions: readonly DictionaryDefinition[]): CompiledDictionaries {
  const deny = definitions.filter((definition) => definition.kind === 'deny');
  const allow = definitions.filter((definition) => definition.kind === 'allow');
  const isAllowed = allow.length === 0 ? undefined : createAllowMatcher(allow);
  return {
    ...(deny.length === 0 ? {} : { extraRecognizers: [createDictionaryRecognizer(deny)] }),
    ...(isAllowed === undefined ? {} : { isAllowed: (spanText: string) => isAllowed(spanText) }),
  };
}
