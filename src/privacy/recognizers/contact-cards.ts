/**
 * Contacts and invitations as their formats export them, pasted into prompts ("turn this .vcf
 * into CSV", "summarise this invite"): a vCard's formatted name (`FN:Obinna Eze`), its structured
 * name (`N:Eze;Obinna;;;`) and birthday (`BDAY:1971-04-03`), and the common name an iCalendar
 * attendee or organiser carries (`ATTENDEE;CN=Obinna Eze;RSVP=TRUE:mailto:...`). The formats
 * (RFC 6350, RFC 5545) define these fields as a person's, and so does vCard's JSON form (jCard), so no name list is asked, and a name no
 * list knows is found as surely as "John Smith". An organisation's card (`FN:Acme Ltd`) is masked
 * as a person too: over-masking a company is the safe error.
 */
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'contact-cards';
const SCORE = 0.9;
/**
 * A property line of a vCard: an optional group ("item1."), the name, parameters after ";", then
 * ":" and the value up to the line's end, with the continuation lines of a folded line (a line
 * break and one space or tab: RFC 6350 folds lines at 75 octets, often inside a name).
 */
const PROPERTY = /^(?:[\w-]+\.)?(FN|N|BDAY|NICKNAME|X-MAIDEN-NAME)(?:;[^:\r\n]*)?:((?:[^\r\n]|\r?\n[ \t])*)/dgimu;
/** A folded line's break: what the value spans over, and what the span may hold inside. */
const FOLD = /\r?\n[ \t]/g;
/**
 * The common name parameter of an iCalendar attendee or organiser, quoted (it may hold commas) or
 * not. Not tied to the property's line: exports fold lines at 75 octets, and the parameter often
 * starts a continuation line (" TRUE;CN=Obinna Eze;X-NUM-GUESTS=0:mailto:...").
 */
const COMMON_NAME = /;CN=(?:"((?:[^"\r\n]|\r?\n[ \t])+)"|((?:[^;:,"\r\n]|\r?\n[ \t])+))/dgiu;
/** The parts of a structured name that name the person: family, given and additional names (not prefixes or suffixes). */
const NAME_PARTS = 3;
/** A vCard from its first line to its last (or the text's end: a card cut off): only there do "FN:" and "N:" lines name someone. */
const CARD = /^BEGIN:VCARD[ \t]*\r?$[\s\S]*?(?:^END:VCARD|(?![\s\S]))/gim;
const BEGIN_CALENDAR = /BEGIN:V(?:CALENDAR|EVENT|TODO|JOURNAL)/i;
/** An iCalendar attendee's or organiser's property line with parameters, pasted without its event ("ATTENDEE;CN=Obinna Eze;RSVP=TRUE:mailto:..."). */
const PERSON_PROPERTY_LINE = /^(?:ATTENDEE|ORGANIZER);/im;

/** Adds `value` at `start` trimmed, when it holds a letter (a person) or a digit (a birthday); a folded value's breaks stay inside the span. */
function add(spans: Span[], type: string, value: string, start: number): void {
  const trimmed = value.trim();
  const unfolded = trimmed.replace(FOLD, '');
  if (unfolded === '' || !(type === 'DATE_OF_BIRTH' ? /\d/.test(unfolded) : /\p{L}/u.test(unfolded))) return;
  const from = start + value.indexOf(trimmed);
  spans.push({ type, start: from, end: from + trimmed.length, score: SCORE, source: SOURCE });
}

/** A structured name's separators where no backslash escapes them ("Eze\\,Jr" is one part). */
const UNESCAPED_SEMICOLON = /(?<!\\);/;
const UNESCAPED_COMMA = /(?<!\\),/;

/** The parts of `N:Eze;Obinna;Chukwuemeka;Dr.;` that name the person, each with its offset. */
function addStructuredName(spans: Span[], value: string, start: number): void {
  let at = 0;
  value.split(UNESCAPED_SEMICOLON).forEach((part, index) => {
    // A part may list several names with commas ("Obinna,Chidi"); each is the person's.
    if (index < NAME_PARTS) {
      let inner = 0;
      for (const name of part.split(UNESCAPED_COMMA)) {
        add(spans, 'PERSON', name, start + at + inner);
        inner += name.length + 1;
      }
    }
    at += part.length + 1;
  });
}

function collectCards(text: string, spans: Span[]): void {
  CARD.lastIndex = 0;
  for (let card = CARD.exec(text); card !== null; card = CARD.exec(text)) {
    const body = card[0];
    PROPERTY.lastIndex = 0;
    for (let m = PROPERTY.exec(body); m !== null; m = PROPERTY.exec(body)) {
      const bounds = m.indices?.[2];
      if (bounds === undefined) continue;
      const property = (m[1] ?? '').toUpperCase();
      const value = m[2] ?? '';
      const start = card.index + bounds[0];
      if (property === 'N') addStructuredName(spans, value, start);
      else add(spans, property === 'BDAY' ? 'DATE_OF_BIRTH' : 'PERSON', value, start);
    }
  }
}

function collectInvitations(text: string, spans: Span[]): void {
  COMMON_NAME.lastIndex = 0;
  for (let m = COMMON_NAME.exec(text); m !== null; m = COMMON_NAME.exec(text)) {
    const group = m[1] === undefined ? 2 : 1;
    const bounds = m.indices?.[group];
    if (bounds !== undefined) add(spans, 'PERSON', m[group] ?? '', bounds[0]);
  }
}

/**
 * A property of a jCard, vCard's JSON form (RFC 7095): `["fn", {}, "text", "Obinna Eze"]`,
 * `["n", {}, "text", ["Eze", "Obinna", "", "", ""]]`, `["bday", {}, "date", "1971-04-03"]`; the
 * value a string or a list whose items are strings or lists of strings (a structured name with
 * several additional names or prefixes: `["Eze", "Obinna", ["Ada", "Chi"], ["Dr"], ""]`).
 */
const JSON_PROPERTY = /\[\s*"(fn|n|nickname|bday|x-maiden-name)"\s*,\s*\{[^{}]*\}\s*,\s*"[\w-]+"\s*,\s*(\[(?:[^\[\]]|\[[^\[\]]*\])*\]|"(?:[^"\\\n]|\\.)*")/dgi;

function collectJsonCards(text: string, spans: Span[]): void {
  JSON_PROPERTY.lastIndex = 0;
  for (let m = JSON_PROPERTY.exec(text); m !== null; m = JSON_PROPERTY.exec(text)) {
    const bounds = m.indices?.[2];
    if (bounds === undefined) continue;
    const property = (m[1] ?? '').toLowerCase();
    for (const { text: written, start, part } of stringsOf(m[2] ?? '')) {
      // A structured name's family, given and additional names; its prefixes and suffixes are no name.
      if (property === 'n' && part >= NAME_PARTS) continue;
      // RDAP answers write "REDACTED FOR PRIVACY" where a registrant's name was.
      if (/redacted/i.test(written)) continue;
      add(spans, property === 'bday' ? 'DATE_OF_BIRTH' : 'PERSON', written, bounds[0] + start);
    }
  }
}

/**
 * The strings of a property's value, in one pass: a string alone (part 0), or a list's strings,
 * each with the index of the list's item it is or is in (`["Eze", "Obinna", ["Ada", "Chi"]]`:
 * "Ada" and "Chi" are part 2). Offsets are of the string's text, inside its quotes.
 */
function* stringsOf(value: string): Generator<{ text: string; start: number; part: number }> {
  let part = 0;
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === '"') {
      const start = i + 1;
      i = start;
      while (i < value.length && value[i] !== '"') i += value[i] === '\\' ? 2 : 1;
      yield { text: value.slice(start, i), start, part };
    } else if (ch === '[') depth++;
    else if (ch === ']') depth--;
    else if (ch === ',' && depth === 1) part++;
  }
}

/** Creates the recognizer of the people in pasted vCards and iCalendar invitations. */
export function createContactCardsRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON', 'DATE_OF_BIRTH'],
    languages: '*',
    detect(text: string): Span[] {
      // A jCard says it is one in its first item.
      const json = /\[\s*"vcard"/.test(text) ? [] : undefined;
      if (json !== undefined) collectJsonCards(text, json);
      // Only inside the formats: "N:" and "FN:" lines mean other things elsewhere. An invitation's
      // attendee and organiser lines say what they are without the rest ("ATTENDEE;CN=...").
      const begins = text.includes('BEGIN:') || text.includes('begin:');
      if (!begins && !PERSON_PROPERTY_LINE.test(text)) return json ?? [];
      const cards = begins && /BEGIN:VCARD/i.test(text);
      const calendar = /;CN=/i.test(text) && ((begins && BEGIN_CALENDAR.test(text)) || PERSON_PROPERTY_LINE.test(text));
      if (!cards && !calendar) return json ?? [];
      const spans: Span[] = json ?? [];
      if (cards) collectCards(text, spans);
      if (calendar) collectInvitations(text, spans);
      return spans;
    },
  };
}
