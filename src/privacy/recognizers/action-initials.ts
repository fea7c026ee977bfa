/**
 * A person's initials where minutes and notes write them for the person (PERSON):
 * - an action item's owner: "Actions: NC to chase the data agreement; JB to read ch.3", "EM to
 *   send trials report", "- TL to circulate minutes";
 * - a sign-off on the text's last line after a dash: "— AN", "-- TM".
 * Teams and roles own actions the same way ("IT to fix the VPN", "HR to confirm", "QA to retest"),
 * and a sign-off line may close a block ("-- END"), so the initials must be two or three capitals
 * that are no department, role or word.
 */
import { isEnglishWord } from '../gazetteer/english-words.js';
import { getLexicon } from '../gazetteer/lexicon.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'action-initials';
const SCORE = 0.6;

/** Teams, roles, functions and parties that minutes give actions to, and marks that close a block. */
const NOT_INITIALS: ReadonlySet<string> = new Set([
  'IT', 'HR', 'QA', 'PM', 'PO', 'UX', 'UI', 'BE', 'FE', 'CEO', 'CTO', 'CFO', 'COO', 'CIO', 'CMO', 'CPO', 'VP', 'SRE', 'OPS',
  'DEV', 'DBA', 'PMO', 'TBD', 'TBC', 'ALL', 'AOB', 'ETA', 'FYI', 'EOD', 'END', 'OK', 'NB', 'PS', 'RE', 'FW', 'CC', 'BCC',
  'LEGAL', 'ENG', 'MGT', 'SLT', 'ELT', 'EXEC', 'BOARD', 'CS', 'CX', 'SEC', 'INFOSEC', 'FIN', 'ACC', 'MKT', 'BD', 'GTM',
  'PR', 'ML', 'AI', 'DS', 'DE', 'SE', 'SA', 'TA', 'TL;DR', 'EU', 'UK', 'US', 'USA', 'NHS', 'GP', 'HQ', 'ICT', 'DPO',
]);
/** Initials owning an action: at a line's, a bullet's, a clause's or a label's start, then "to" and a verb in small letters. */
const ACTION_OWNER = /(?:^|[\n;•*]|[:,][ \t]|[ \t]-[ \t]|\band[ \t])[ \t]*(?:[-•*][ \t]+)?([A-Z]{2,3})(?= to \p{Ll}{2,})/gu;
/** Initials alone on a text's last line after a dash, as notes are signed ("— AN"); a bullet's "-" lists acronyms ("- API"). */
const SIGN_OFF = /(?:^|\n)[ \t]*(?:--|—|–)[ \t]*([A-Z]{2,3})[ \t]*\s*$/gu;

/**
 * English words of two letters that a sentence in capitals puts before "to" ("NO to that", "GO to
 * the site"); the dictionary also holds rarer ones that are as often initials ("EM", "AN").
 */
const TWO_LETTER_WORDS: ReadonlySet<string> = new Set([
  'NO', 'GO', 'SO', 'DO', 'TO', 'WE', 'ME', 'HE', 'US', 'MY', 'UP', 'IF', 'OR', 'ON', 'IN', 'AT', 'AS', 'BY', 'OF', 'IS', 'BE', 'AM', 'OH', 'HI',
]);

/** Whether two or three capitals read as someone's initials: no department, role or word in capitals. */
function readsAsInitials(letters: string): boolean {
  if (NOT_INITIALS.has(letters)) return false;
  return letters.length === 2 ? !TWO_LETTER_WORDS.has(letters) : !isEnglishWord(getLexicon(), letters.toLowerCase(), true);
}

/** Creates the recognizer of initials standing for people. */
export function createActionInitialsRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      for (const regex of [ACTION_OWNER, SIGN_OFF]) {
        if (regex === ACTION_OWNER ? !text.includes(' to ') : !text.includes('\n')) continue;
        regex.lastIndex = 0;
        for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
          const letters = match[1] as string;
          const start = match.index + match[0].lastIndexOf(letters);
          if (readsAsInitials(letters)) spans.push({ type: 'PERSON', start, end: start + letters.length, score: SCORE, source: SOURCE });
        }
      }
      return spans;
    },
  };
}
