/**
 * PERSON and LOCATION in caseless scripts: Arabic (with Persian, Urdu and Kurdish), Hebrew,
 * Georgian and Devanagari (../gazetteer/caseless-rules.ts), and Chinese, Japanese, Korean and
 * Thai (../gazetteer/spaceless-rules.ts). The gazetteer's rules lean on capital letters and
 * spaces, which these scripts do not have; this recognizer reads faker's name and town lists of
 * those locales with rules of its own. It shares the gazetteer's lexicon, and costs a text with
 * no letter of these scripts two regex tests.
 */
import { findCaselessNames } from '../gazetteer/caseless-rules.js';
import { HAS_CASELESS_LETTER } from '../gazetteer/caseless-scripts.js';
import { getLexicon } from '../gazetteer/lexicon.js';
import { findSpacelessNames } from '../gazetteer/spaceless-rules.js';
import { HAS_SPACELESS_LETTER } from '../gazetteer/spaceless-scripts.js';
import type { EntityType, Recognizer, RecognizerContext, Span } from '../types.js';

export function createCaselessNamesRecognizer(): Recognizer {
  const entities: readonly EntityType[] = ['PERSON', 'LOCATION'];
  return {
    name: 'caseless-names',
    entities,
    languages: '*',
    detect(text: string, _context: RecognizerContext): Span[] {
      const caseless = HAS_CASELESS_LETTER.test(text);
      const spaceless = HAS_SPACELESS_LETTER.test(text);
      if (!caseless && !spaceless) return [];
      const lexicon = getLexicon().caseless;
      if (!spaceless) return findCaselessNames(text, lexicon);
      const spans = findSpacelessNames(text, lexicon.spaceless);
      return caseless ? spans.concat(findCaselessNames(text, lexicon)) : spans;
    },
  };
}
