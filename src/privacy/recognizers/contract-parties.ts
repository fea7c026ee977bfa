/**
 * The parties a contract defines (PERSON): `between Zorvan Keltrigg ("Tenant") and ...`,
 * `Zorvan Keltrigg (the "Buyer")`, `Zorvan Keltrigg (hereinafter "the Employee")`. Leases,
 * employment contracts and NDAs pasted for a summary or a review name their people once, in full,
 * before the defined role every later clause uses; the name is often on no list.
 *
 * The role must be one a person holds and the name must read as a person's: two words or more,
 * each a listed name or no everyday word, naming no software. A company defined the same way
 * ("Acme Properties LLC ("Landlord")") is the organisation rules' to find.
 */
import { readsAsPersonName } from '../gazetteer/english-words.js';
import { namesNoSoftware } from '../gazetteer/tech-names.js';
import type { Recognizer, Span } from '../types.js';
import { nameEndingAt } from './written-name.js';

const SOURCE = 'contract-parties';
const SCORE = 0.85;
/**
 * A role defined in brackets: `("Tenant")`, `(the “Buyer”)`, `(hereinafter referred to as "the
 * Employee")`. Found first; the name is then read right before it (a scan for the name would
 * start at every capital of the text).
 */
const DEFINED_ROLE = /\((?:[Hh]ereinafter[ \t]+(?:referred[ \t]+to[ \t]+as[ \t]+|called[ \t]+)?|[Tt]he[ \t]+)?["“'‘](?:[Tt]he[ \t]+)?(\p{L}[\p{L} -]{1,40})["”'’]\)/gu;
/** Roles a contract gives a person (as well as a firm, perhaps: the name decides). */
const PARTY_ROLES: ReadonlySet<string> = new Set([
  'tenant', 'landlord', 'lessee', 'lessor', 'buyer', 'seller', 'purchaser', 'vendor', 'employee', 'employer', 'executive',
  'client', 'customer', 'contractor', 'consultant', 'borrower', 'lender', 'guarantor', 'licensee', 'licensor',
  'recipient', 'disclosing party', 'receiving party', 'owner', 'homeowner', 'occupant', 'subtenant', 'tenants',
  'freelancer', 'agent', 'principal', 'patient', 'student', 'member', 'participant', 'subscriber', 'user', 'donor',
  'beneficiary', 'trustee', 'settlor', 'testator', 'spouse', 'husband', 'wife', 'party', 'first party', 'second party',
  'mieter', 'vermieter', 'arbeitnehmer', 'käufer', 'verkäufer', 'locataire', 'bailleur', 'acheteur', 'vendeur', 'salarié',
  'arrendatario', 'arrendador', 'comprador', 'trabajador', 'inquilino', 'conduttore', 'locatore', 'acquirente', 'huurder', 'verhuurder',
]);

/** Creates the recognizer of people a contract defines by their role. */
export function createContractPartiesRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      if (!text.includes('(')) return [];
      const spans: Span[] = [];
      DEFINED_ROLE.lastIndex = 0;
      for (let role = DEFINED_ROLE.exec(text); role !== null; role = DEFINED_ROLE.exec(text)) {
        if (!PARTY_ROLES.has((role[1] ?? '').trim().toLowerCase())) continue;
        const before = nameEndingAt(text, role.index);
        if (before === undefined) continue;
        const { name, start } = before;
        // "This Lease Agreement between Zorvan Keltrigg": capitalised words before the name are the document's, not the person's.
        const words = [...name.matchAll(/\S+/g)];
        for (let first = 0; first + 1 < words.length; first++) {
          const from = words[first]?.index ?? 0;
          const candidate = name.slice(from);
          if (readsAsPersonName(candidate, 2) && namesNoSoftware(candidate)) {
            spans.push({ type: 'PERSON', start: start + from, end: start + name.length, score: SCORE, source: SOURCE });
            break;
          }
        }
      }
      return spans;
    },
  };
}
