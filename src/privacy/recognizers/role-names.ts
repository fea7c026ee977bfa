/**
 * A person named by the role or the relation written right before the name (PERSON), in the
 * languages whose nouns of people the gazetteer's English cues do not read: "con la enfermera
 * Ainhoa", "l'infermiera Tizivanna", "Trainer Dragvel meinte", "Su jefe de producción, Koldrev,",
 * "mi madre, Encarvela,", "Schriftführerin Thora Wennekamp", "onze buurman Stijn"; and the writer's
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
  // the wider family, and pairs of it ("padres Txema y Koldobike", "tíos Joseba y Arantxa", "zii Franco e Lucia"); German's
  // ("Onkel Hasan") and English's ("Cousin Dervla") the gazetteer reads, role and name together
  'tío', 'tía', 'tíos', 'primo', 'prima', 'primos', 'padres', 'abuelos', 'hermanos', 'suegro', 'suegra', 'suegros', 'cuñado', 'cuñada',
  'sobrino', 'sobrina', 'zio', 'zia', 'zii', 'cugino', 'cugina', 'cugini', 'genitori', 'nonni', 'fratelli', 'suocero', 'suocera', 'suoceri',
  'cognato', 'cognata', 'oncle', 'tante', 'oom', 'ouders', 'neef', 'nicht', 'zwager', 'schoonzus', 'schoonmoeder', 'schoonvader',
  'yerno', 'nuera', 'nieto', 'nieta', 'esposo', 'esposa', 'marido', 'genero', 'nuora', 'marito', 'moglie', 'gendre', 'époux', 'épouse',
  'schoonzoon', 'schoondochter', 'kleinzoon', 'kleindochter', 'echtgenoot', 'echtgenote',
]);
/** Words that join a role to its complement: "jefe de producción". */
const COMPLEMENT_JOINS: ReadonlySet<string> = new Set(['de', 'del', 'di', 'della', 'du', 'des', 'van', 'von', 'für']);
const LETTER = /\p{L}/u;
/** A letter: ASCII by its code, the rest by the regex. */
const isLetter = (code: number, character: string): boolean => (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code > 127 && LETTER.test(character));

/** The word that ends right before `end` (spaces and a comma skipped when `comma`), and where it starts. */
function wordBefore(text: string, end: number, comma: boolean): { word: string; start: number } | undefined {
  let at = end;
  while (at > 0 && (text[at - 1] === ' ' || text[at - 1] === '\t')) at--;
  if (at === end) return undefined;
  if (comma && text[at - 1] === ',') at--;
  const wordEnd = at;
  while (at > 0 && isLetter(text.charCodeAt(at - 1), text[at - 1] as string)) at--;
  return at === wordEnd ? undefined : { word: text.slice(at, wordEnd).toLowerCase(), start: at };
}

/** Whether a role ("enfermera", "jefe de producción") stands right before `start`, perhaps with a comma. */
function roleBefore(text: string, start: number): boolean {
  const last = wordBefore(text, start, true);
  if (last === undefined) return false;
  if (ROLES.has(last.word)) return true;
  // Most words before a capital are none of the joins' complements: a join is two to four letters before a blank.
  const blank = text[last.start - 1];
  const complement = text[last.start] as string;
  if ((blank !== ' ' && blank !== '\t') || complement === complement.toUpperCase()) return false;
  // A complement: "jefe de producción, Koldrev".
  const join = wordBefore(text, last.start, false);
  if (join === undefined || !COMPLEMENT_JOINS.has(join.word)) return false;
  const role = wordBefore(text, join.start, false);
  return role !== undefined && ROLES.has(role.word);
}
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
        const self = text[start - 1] === '(' && SELF_BEFORE.test(text.slice(Math.max(0, start - 12), start));
        if (!self && !roleBefore(text, start)) continue;
        if (!mayBeLoneName(first)) continue;
        // "Schriftführerin Thora Wennekamp": a second word that may be someone's is the surname.
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
