/**
 * Dutch and Flemish first names in everyday use that faker's "nl" list lacks ("Henk", "Jeroen",
 * "Marloes", "Hanneke", "Willemijn"): no package on the npm registry ships a list of Dutch given
 * names, and faker's is a short modern sample, so the Dutch texts of the work-prompt sets leaked
 * more names than any other language's. Written for this project from common knowledge of the
 * names of several generations, formal ones ("Hendrikus", "Geertruida") and the short forms people
 * go by ("Henk", "Truus"). Added as first names (lexicon-sources.ts) only where no word list knows
 * them ("Roos", "Mien" and "Lot" are words and stay with the rules for names that are words), and
 * none that another language writes as a small word opening a sentence ("Els" is Catalan's "the",
 * "Nel" Italian's "in the", "Wies" German's "pointed").
 */
export const DUTCH_FIRST_NAMES: readonly string[] = [
  // women
  'Aafke', 'Aaltje', 'Adrie', 'Agnes', 'Aleida', 'Alida', 'Anke', 'Anneke', 'Annelies', 'Annemarie', 'Annemiek', 'Annet',
  'Annette', 'Anouk', 'Antje', 'Astrid', 'Baukje', 'Beatrijs', 'Bep', 'Berber', 'Bernadette', 'Betsie', 'Bregje',
  'Carla', 'Corrie', 'Cornelia', 'Daphne', 'Diewertje', 'Dieuwke', 'Dini', 'Dorien', 'Elske', 'Emmy', 'Esmee',
  'Evelien', 'Femke', 'Fenna', 'Fien', 'Froukje', 'Geertje', 'Geertruida', 'Gerda', 'Gerdien', 'Gerrie', 'Greet', 'Grietje',
  'Hanneke', 'Hannie', 'Heleen', 'Hendrika', 'Henny', 'Hester', 'Hilde', 'Ilse', 'Ineke', 'Inge', 'Ingrid', 'Janneke', 'Jannie',
  'Janna', 'Jantje', 'Jeanette', 'Jolanda', 'Joke', 'Jikke', 'Josien', 'Karin', 'Klaasje', 'Kim', 'Lieke', 'Lies', 'Lieselot',
  'Liesbeth', 'Lotte', 'Maaike', 'Maartje', 'Marieke', 'Marijke', 'Marjan', 'Marjolein', 'Marloes', 'Mieke', 'Mien', 'Miep',
  'Mirjam', 'Nelleke', 'Nienke', 'Petra', 'Rianne', 'Riet', 'Rina', 'Saskia', 'Sanne', 'Sjaan', 'Sietske', 'Sofie',
  'Tineke', 'Trijntje', 'Truus', 'Trudy', 'Wendelien', 'Wietske', 'Wilhelmina', 'Willemijn', 'Willeke', 'Wilma',
  'Yvonne', 'Ymke', 'Jorien', 'Marit', 'Merel', 'Noor', 'Renske', 'Rozemarijn', 'Tessa', 'Wieteke', 'Liesje',
  // men
  'Aart', 'Adriaan', 'Arie', 'Arjan', 'Arjen', 'Bart', 'Bastiaan', 'Benno', 'Berend', 'Bert', 'Bertus', 'Bram', 'Cees', 'Coen',
  'Daan', 'Dirk', 'Dolf', 'Douwe', 'Ewout', 'Floris', 'Frits', 'Geert', 'Gerard', 'Gerrit', 'Gijs', 'Gijsbert', 'Hendrik',
  'Hendrikus', 'Henk', 'Herman', 'Hidde', 'Hielke', 'Huub', 'Jaap', 'Jacobus', 'Jan-Willem', 'Jasper', 'Jelle', 'Jelmer',
  'Jeroen', 'Joep', 'Johannes', 'Joost', 'Jorrit', 'Jurgen', 'Kees', 'Klaas', 'Koen', 'Kornelis', 'Lammert', 'Lars', 'Leendert',
  'Lieuwe', 'Luuk', 'Maarten', 'Marnix', 'Martijn', 'Meindert', 'Menno', 'Michiel', 'Niek', 'Olaf', 'Pepijn', 'Piet',
  'Pieter', 'Pim', 'Quirijn', 'Reinier', 'Rens', 'Rik', 'Rinus', 'Roel', 'Rogier', 'Ruud', 'Sander', 'Siebe', 'Sjaak', 'Sjoerd',
  'Stijn', 'Sybren', 'Taco', 'Teun', 'Thijs', 'Tijmen', 'Ties', 'Tjeerd', 'Toon', 'Valentijn', 'Wessel', 'Willem', 'Wim',
  'Wobbe', 'Wouter', 'Wout', 'Ype', 'Jurriaan', 'Diederik', 'Gerben', 'Hessel', 'Rutger', 'Sietse', 'Theo', 'Wiebe', 'Hein',
];
