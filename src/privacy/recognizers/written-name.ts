/**
 * A person's name as records and mail headers write it: capitalised words, with the particles of
 * European surnames between them ("Maria Lopez", "Jean-Luc de la Tour", "Ludwig van Beethoven").
 * A regex source, for labelled-fields.ts (a field's whole value) and email-display-name.ts (the
 * words before an address).
 */
const PARTICLES = 'van|von|de|del|della|der|den|da|di|du|la|le|y|bin|al';
const WORD = String.raw`\p{Lu}[\p{L}\p{M}'’.-]*`;

/** One to five capitalised words, particles allowed between them. */
export const WRITTEN_NAME = String.raw`${WORD}(?:[ \t]+(?:(?:${PARTICLES})[ \t]+)*${WORD}){0,4}`;
