/**
 * Contacts and invitations as their formats export them, pasted into prompts ("turn this .vcf
 * into CSV", "summarise this invite"): a vCard's formatted name (`FN:Obinna Eze`), its structured
 * name (`N:Eze;Obinna;;;`) and birthday (`BDAY:1971-04-03`), and the common name an iCalendar
 * attendee or organiser carries (`ATTENDEE;CN=Obinna Eze;RSVP=TRUE:mailto:...`). The formats
 * (RFC 6350, RFC 5545) define these fields as a person's, so no name list is asked, and a name no
 * list knows is found as surely as "John Smith". An organisation's card (`FN:Acme Ltd`) is masked
 * as a person too: over-masking a company is the safe error.
 */
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'contact-cards';
const SCORE = 0.9;
/** A property line of a vCard: name, parameters after ";", then ":" and the value up to the line's end. */
const PROPERTY = /^(FN|N|BDAY)(?:;[^:\r\n]*)?:([^\r\n]*)/dgimu;
/**
 * The common name parameter of an iCalendar attendee or organiser, quoted (it may hold commas) or
 * not. Not tied to the property's line: exports fold lines at 75 octets, and the parameter often
 * starts a continuation line (" TRUE;CN=Obinna Eze;X-NUM-GUESTS=0:mailto:...").
 */
const COMMON_NAME = /;CN=(?:"([^"\r\n]+)"|([^;:\r\n]+))/dgu;
/** The parts of a structured name that name the person: family, given and additional names (not prefixes or suffixes). */
const NAME_PARTS = 3;
const BEGIN_CARD = /BEGIN:VCARD/i;
const BEGIN_CALENDAR = /BEGIN:V(?:CALENDAR|EVENT)/i;

/** Adds `value` at `start` trimmed, when it holds a letter (a person) or a digit (a birthday). */
function add(spans: Span[], type: string, value: string, start: number): void {
  const trimmed = value.trim();
  if (trimmed === '' || !(type === 'DATE_OF_BIRTH' ? /\d/.test(trimmed) : /\p{L}/u.test(trimmed))) return;
  const from = start + value.indexOf(trimmed);
  spans.push({ type, start: from, end: from + trimmed.length, score: SCORE, source: SOURCE });
}

/** The parts of `N:Eze;Obinna;Chukwuemeka;Dr.;` that name the person, each with its offset. */
function addStructuredName(spans: Span[], value: string, start: number): void {
  let at = 0;
  value.split(';').forEach((part, index) => {
    // A part may list several names with commas ("Obinna,Chidi"); each is the person's.
    if (index < NAME_PARTS) {
      let inner = 0;
      for (const name of part.split(',')) {
        add(spans, 'PERSON', name, start + at + inner);
        inner += name.length + 1;
      }
    }
    at += part.length + 1;
  });
}

function collectCards(text: string, spans: Span[]): void {
  PROPERTY.lastIndex = 0;
  for (let m = PROPERTY.exec(text); m !== null; m = PROPERTY.exec(text)) {
    const bounds = m.indices?.[2];
    if (bounds === undefined) continue;
    const property = (m[1] ?? '').toUpperCase();
    const value = m[2] ?? '';
    if (property === 'N') addStructuredName(spans, value, bounds[0]);
    else add(spans, property === 'BDAY' ? 'DATE_OF_BIRTH' : 'PERSON', value, bounds[0]);
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

/** Creates the recognizer of the people in pasted vCards and iCalendar invitations. */
export function createContactCardsRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON', 'DATE_OF_BIRTH'],
    languages: '*',
    detect(text: string): Span[] {
      // Only inside the formats: "N:" and "FN:" lines mean other things elsewhere.
      if (!text.includes('BEGIN:') && !text.includes('begin:')) return [];
      const cards = BEGIN_CARD.test(text);
      const calendar = text.includes('CN=') && BEGIN_CALENDAR.test(text);
      if (!cards && !calendar) return [];
      const spans: Span[] = [];
      if (cards) collectCards(text, spans);
      if (calendar) collectInvitations(text, spans);
      return spans;
    },
  };
}
