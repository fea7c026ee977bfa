/**
 * The name before an e-mail address in angle brackets (PERSON): "To: Kiri Waititi
 * <kiri@acme.co.nz>", `"Lena Fischer" <lena@fischer.dev>`, `git commit --author="Lena Fischer
 * <lena@fischer.dev>"`. Mail headers, commit authors and contact lists write people so, and the
 * address is found anyway; the name beside it is often on no list.
 *
 * Two words or more written as a name, or one that the address's local part begins with ("Kiri
 * <kiri@...>"); not a sender that is a team, a service or a brand ("GitHub
 * <noreply@github.com>", "Support Team <support@...>").
 */
import type { Recognizer, Span } from '../types.js';
import { nameEndingAt, withoutLeadingWords, WRITTEN_NAME } from './written-name.js';

const SOURCE = 'email-display-name';
const SCORE = 0.85;
/** Capitalised words (with particles between them), optionally quoted, then "<address>". */
const DISPLAY_NAME = new RegExp(String.raw`(?<![\p{L}\p{N}])(["']?)(${WRITTEN_NAME})\1[ \t]*<([^\s<>@]+)@[^\s<>]+>`, 'dgu');
/**
 * A name with its address in brackets after it, as prose and lists write it: "Kiri Waititi
 * (kiri@acme.co.nz)". The address in brackets is found first, then the name that ends right
 * before it: a scan for the name would start at every capital of the text.
 */
const ADDRESS_IN_BRACKETS = /\(([^\s<>()@]+)@[^\s<>()]+\)/g;
/** The older form of RFC 822, RSS's `<author>` and `<managingEditor>`: "address (Name)". */
const COMMENT_NAME = new RegExp(String.raw`([^\s<>()@]+)@[^\s<>()]+[ \t]+\((${WRITTEN_NAME})\)`, 'dgu');
/** Words of a team, a role, a service or a product: no person signs so. */
const NOT_A_PERSON =
  /(?:^|\s)(?:team|support|sales|service|services|notifications?|no-?reply|info|admin|billing|help|helpdesk|news|newsletter|updates?|alerts?|bot|system|office|hr|marketing|accounts?|security|the)(?=\s|$)/iu;
/**
 * What a quoted mail's header line writes before the sender: "On Tue, Mar 12, 2024 at 2:05 PM
 * Kwame Mensah <kwame@...> wrote:". The clock's AM/PM and a time zone are capitalised, so they
 * would open the name.
 */
const CLOCK_WORDS = /^(?:(?:AM|PM|UTC|GMT|WET|WEST|CET|CEST|EET|EEST|MSK|BST|IST|PKT|ICT|WIB|SGT|HKT|JST|KST|AEST|AEDT|ACST|AWST|NZST|NZDT|SAST|CAT|EAT|WAT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|AKST|HST)[ \t]+)+/u;
/** Local parts of addresses nobody in particular reads. */
const ROLE_ADDRESS = /^(?:no-?reply|donotreply|notifications?|support|info|hello|team|admin|billing|help|news|mailer-daemon|postmaster)\b/i;

/** Creates the recognizer of names before e-mail addresses in angle brackets. */
export function createEmailDisplayNameRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      if (!text.includes('@') || (!text.includes('<') && !text.includes('('))) return [];
      const spans: Span[] = [];
      if (text.includes('(')) {
        COMMENT_NAME.lastIndex = 0;
        for (let match = COMMENT_NAME.exec(text); match !== null; match = COMMENT_NAME.exec(text)) {
          const bounds = match.indices?.[2];
          const name = match[2] ?? '';
          if (bounds === undefined || NOT_A_PERSON.test(name) || ROLE_ADDRESS.test(match[1] ?? '') || !/\s/.test(name.trim())) continue;
          spans.push({ type: 'PERSON', start: bounds[0], end: bounds[1], score: SCORE, source: SOURCE });
        }
      }
      if (text.includes('(')) {
        ADDRESS_IN_BRACKETS.lastIndex = 0;
        for (let address = ADDRESS_IN_BRACKETS.exec(text); address !== null; address = ADDRESS_IN_BRACKETS.exec(text)) {
          if (ROLE_ADDRESS.test(address[1] ?? '')) continue;
          const written = nameEndingAt(text, address.index);
          // "Zorvan Keltrigg, (zk@...)" is a list's comma, no name's end.
          if (written === undefined || NOT_A_PERSON.test(written.name) || text.slice(written.start + written.name.length, address.index).includes(',')) continue;
          const name = withoutLeadingWords(written.name);
          const end = written.start + written.name.length;
          if (name !== undefined) spans.push({ type: 'PERSON', start: end - name.length, end, score: SCORE, source: SOURCE });
        }
      }
      if (!text.includes('<')) return spans;
      DISPLAY_NAME.lastIndex = 0;
      for (let match = DISPLAY_NAME.exec(text); match !== null; match = DISPLAY_NAME.exec(text)) {
        const written = match[2] ?? '';
        const local = (match[3] ?? '').toLowerCase();
        const bounds = match.indices?.[2];
        const clock = CLOCK_WORDS.exec(written)?.[0].length ?? 0;
        const name = written.slice(clock);
        if (bounds === undefined || name === '' || NOT_A_PERSON.test(name) || ROLE_ADDRESS.test(local)) continue;
        // One word is a name when the address says so ("Kiri <kiri@...>"), not a brand ("GitHub <noreply@...>").
        if (!/\s/.test(name.trim()) && !local.startsWith(name.toLowerCase().slice(0, 3))) continue;
        spans.push({ type: 'PERSON', start: bounds[0] + clock, end: bounds[1], score: SCORE, source: SOURCE });
      }
      return spans;
    },
  };
}
