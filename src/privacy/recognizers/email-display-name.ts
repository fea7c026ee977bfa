/**
 * The name before an e-mail address in angle brackets (PERSON): "To: Kiri Waititi
 * <kiri@acme.co.nz>", `"Lena Fischer" <lena@fischer.dev>`, `git commit --author="Lena Fischer
 * <lena@fischer.dev>"`. Mail headers, commit authors and contact lists write people so, and the
 * address is found anyway; the name beside it is often on no list.
 *
 * Two words or more written as a name, or one that the address's local part begins with ("Kiri
 * <kiri@...>"); not a sender that is a team, a service or a brand ("GitHub
 * <noreply@github.com>", "Support Team <support@...>"). Also a contact list's or a CSV's row: the
 * name opening the line, where an address further on is made of its words ("1. Olawunmi Akande -
 * backend - olawunmi.a@proton.me").
 */
import { foldAccents } from '../gazetteer/tokenize.js';
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

/**
 * A name opening its line (after a list's number, bullet or cell bar), capitalised words with the
 * particles of surnames, before a separator: "2. Jessamy Thorncliffe - design - jess.thorn@...".
 */
const LINE_NAME =
  /^[ \t]*(?:[-*•|][ \t]*|\d{1,3}[.)][ \t]*)?(\p{Lu}[\p{Ll}\p{M}'’-]+(?:[ \t]+(?:(?:van|von|de|del|der|den|da|di|du|la|le|bin|al|ter)[ \t]+){0,3}\p{Lu}[\p{Ll}\p{M}'’-]+){1,2})[ \t]*(?:[-–—,;|:(\t]|$)/u;
/** An address's local part, read back from its "@". */
const LOCAL_CHARACTER = /[A-Za-z0-9._%+-]/;
/** How far back from an "@" its line's start is looked for (a longer line holds no contact list's row). */
const LINE_REACH = 200;

/** Lower case without accents, as an address writes a name. */
const plain = (word: string): string => foldAccents(word.toLowerCase());

/**
 * Whether an address's local part is made of the name's words: "olawunmi.a" of Olawunmi Akande,
 * "jess.thorn" of Jessamy Thorncliffe, "jsmith" of John Smith, "akande.o".
 */
function localPartOf(local: string, first: string, last: string): boolean {
  if (first.length >= 3 && (local.startsWith(first) || (first.length >= 4 && local.startsWith(first.slice(0, 4))))) return true;
  if (last.length >= 4 && (local.includes(last.slice(0, Math.min(last.length, 5))) || local.startsWith(first.charAt(0) + last.slice(0, 4)))) return true;
  return false;
}

/**
 * A contact list's, a registration's or a CSV's row: a name opening the line and, further on, an
 * address made of the name's words ("1. Olawunmi Akande - backend - olawunmi.a@proton.me"). The
 * address vouches for a name no list knows; a team's or a service's words are no person.
 */
function linedNames(text: string, spans: Span[]): void {
  let lastLine = -1;
  // The line's start is carried forward: searched back from each "@", a long line cost the square of its length.
  let lineStart = 0;
  let newline = text.indexOf('\n');
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    while (newline !== -1 && newline < at) {
      lineStart = newline + 1;
      newline = text.indexOf('\n', lineStart);
    }
    if (lineStart === lastLine || at - lineStart > LINE_REACH) continue;
    let localStart = at;
    while (localStart > lineStart && at - localStart < 64 && LOCAL_CHARACTER.test(text[localStart - 1] as string)) localStart--;
    const local = text.slice(localStart, at).toLowerCase();
    if (local.length < 2 || ROLE_ADDRESS.test(local)) continue;
    const match = LINE_NAME.exec(text.slice(lineStart, localStart));
    const name = match?.[1];
    if (match === null || name === undefined || NOT_A_PERSON.test(name)) continue;
    const words = name.split(/[ \t]+/);
    if (!localPartOf(local, plain(words[0] as string), plain(words.at(-1) as string))) continue;
    const start = lineStart + match[0].indexOf(name);
    spans.push({ type: 'PERSON', start, end: start + name.length, score: SCORE, source: SOURCE });
    // One name per line: a row's second address is the same person's or a colleague's.
    lastLine = lineStart;
  }
}

/** Creates the recognizer of names before e-mail addresses in angle brackets. */
export function createEmailDisplayNameRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      if (!text.includes('@')) return [];
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
      linedNames(text, spans);
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
