/**
 * A person named by the role or the relation written right before the name (PERSON), in the
 * languages whose nouns of people the gazetteer's English cues do not read: "con la enfermera
 * Ainhoa", "l'infermiera Tizivanna", "Trainer Dragvel meinte", "Su jefe de producción, Koldrev,",
 * "mi madre, Encarvela,", "Protokoll Thorbald Wennekamp", "onze buurman Stijn"; and the writer's
 * own name in brackets, "attendees: Rahul, me (Marvith)".
 *
 * The name is one or two capitalised words that may be someone's (lone-name.ts: no everyday,
 * place or company word); a role's complement may stand between ("jefe de producción").
 */
import { mayBeLoneName } from '../gazetteer/lone-name.js';
import type { Recognizer, Span } from '../types.js';

const SOURCE = 'role-name';
const SCORE = 0.75;

/** Nouns of people one works with, is looked after by, or is related to, in es, it, fr, de and nl. */
const ROLES: ReadonlySet<string> = new Set([
  // es
  'enfermera', 'enfermero', 'auxiliar', 'tutora', 'tutor', 'profesora', 'profesor', 'maestra', 'maestro', 'doctora', 'médica',
  'entrenador', 'entrenadora', 'jefe', 'jefa', 'compañero', 'compañera', 'vecino', 'vecina', 'madre', 'padre', 'pareja', 'hermano',
  'hermana', 'amigo', 'amiga', 'amigos', 'amigas', 'hijo', 'hija', 'abuela', 'abuelo', 'técnico', 'técnica', 'fisio', 'monitora', 'monitor',
  // it
  'infermiera', 'infermiere', 'dottoressa', 'allenatore', 'allenatrice', 'collega', 'vicino', 'vicina',
  'fratello', 'sorella', 'amico', 'amica', 'amici', 'figlio', 'figlia', 'nonna', 'nonno', 'responsabile', 'tecnico', 'segretaria',
  // fr
  'infirmière', 'infirmier', 'maîtresse', 'maître', 'entraîneur', 'entraîneuse', 'collègue', 'voisin', 'voisine', 'mère', 'père',
  'frère', 'sœur', 'ami', 'amie', 'amis', 'fils', 'fille', 'mamie', 'papi', 'technicien', 'technicienne', 'secrétaire', 'animatrice', 'animateur',
  // de
  'trainer', 'trainerin', 'kollege', 'kollegin', 'nachbar', 'nachbarin', 'mutter', 'vater', 'bruder', 'schwester', 'freund', 'freundin',
  'sohn', 'tochter', 'chef', 'chefin', 'betreuer', 'betreuerin', 'erzieher', 'erzieherin', 'pfleger', 'pflegerin',
  'protokollführer', 'protokollführerin', 'schriftführer', 'schriftführerin', 'kassenwart', 'kassenwartin', 'hausmeister', 'sachbearbeiterin',
  // nl
  'verpleegkundige', 'buurman', 'buurvrouw', 'moeder', 'vader', 'broer', 'zus', 'vriend', 'vriendin', 'zoon', 'dochter',
  'leidinggevende', 'begeleider', 'begeleidster', 'trainster', 'monteur', 'juf', 'meester',
]);
/** The role before the name: its word, perhaps a complement ("jefe de producción"), perhaps a comma. */
const ROLE_BEFORE = /(?:^|[^\p{L}])(\p{L}+)(?:[ \t]+(?:de|del|di|della|du|des|van|von|für)[ \t]+\p{Ll}+)?,?[ \t]+$/u;
/** A capitalised word. */
const CAPITALISED = /\p{Lu}[\p{Ll}\p{M}'’-]+(?![\p{L}\p{N}])/gu;
/** A second capitalised word right after it, perhaps after a surname's particles ("Geert van Osselbroek"). */
const SECOND_WORD = /^((?:[ \t]+(?:van|von|de|der|den|del|della|di|da|du|la|le|ter|ten|zu))*[ \t]+)(\p{Lu}[\p{Ll}\p{M}'’-]+)(?![\p{L}\p{N}])/u;
/** The writer's own name in brackets: "me (Marvith)", "moi (Ombeline)", "ich (Jens)". */
const SELF_BEFORE = /(?:^|[^\p{L}])(?:me|myself|moi|ich|yo|io|ik)[ \t]*\($/iu;

/** Creates the recognizer of names after roles and relations, and of the writer's own name in brackets. */
export function createRoleNamesRecognizer(): Recognizer {
  return {
    name: SOURCE,
    entities: ['PERSON'],
    languages: '*',
    detect(text: string): Span[] {
      const spans: Span[] = [];
      CAPITALISED.lastIndex = 0;
      for (let match = CAPITALISED.exec(text); match !== null; match = CAPITALISED.exec(text)) {
        const start = match.index;
        const first = match[0];
        const before = text.slice(Math.max(0, start - 40), start);
        const self = text[start - 1] === '(' && SELF_BEFORE.test(before);
        const role = self ? undefined : ROLE_BEFORE.exec(before)?.[1];
        if (!self && (role === undefined || !ROLES.has(role.toLowerCase()))) continue;
        if (!mayBeLoneName(first)) continue;
        // "Protokoll Thorbald Wennekamp": a second word that may be someone's is the surname.
        const second = SECOND_WORD.exec(text.slice(start + first.length, start + first.length + 40));
        const end = start + first.length + (second !== null && mayBeLoneName(second[2] as string) ? second[0].length : 0);
        if (self && text[end] !== ')') continue;
        spans.push({ type: 'PERSON', start, end, score: SCORE, source: SOURCE });
        CAPITALISED.lastIndex = end;
      }
      return spans;
    },
  };
}
