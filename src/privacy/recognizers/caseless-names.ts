/**
 * PERSON and LOCATION in caseless scripts: Arabic (with Persian, Urdu and Kurdish), Hebrew,
 * Georgian and Devanagari. The gazetteer's rules lean on capital letters, which these scripts
 * do not have; this recognizer reads faker's name and town lists of those locales with rules of
 * its own (../gazetteer/caseless-rules.ts). It shares the gazetteer's lexicon, and costs a text
 * with no letter of these scripts one regex test.
 */
import { findCaselessNames } from '../gazetteer/caseless-rules.js';
import { HAS_CASELESS_LETTER } from '../gazetteer/caseless-scripts.js';
import { getLexicon } from '../gazetteer/lexicon.js';
import type { EntityType, Recognizer, RecognizerContext, Span } from '../types.js';

export function createCaselessNamesRecognizer(): Recognizer {
  const entities: readonly EntityType[] = ['PERSON', 'LOCATION'];
  return {
    name: 'caseless-names',
    entities,
    languages: '*',
    detect(text: string, _context: RecognizerContext): Span[] {
      if (!HAS_CASELESS_LETTER.test(text)) return [];
      return findCaselessNames(text, getLexicon().caseless);
    },
  };
}
