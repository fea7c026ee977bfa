/** Names after a role or a relation in the other five languages, and the writer's own name in brackets (role-names.ts). */
import t from 'tap';
import { createRoleNamesRecognizer } from '../../src/privacy/recognizers/role-names.js';

const roles = createRoleNamesRecognizer();
const found = (text: string): string[] => roles.detect(text, {}).map((span) => text.slice(span.start, span.end));

t.test('a name after a role, a relation or a role with its complement', async (t) => {
  t.same(found('Revisión en 3 meses con la enfermera Oihana.'), ['Oihana']);
  t.same(found("Controllo con l'infermiera Tizzarella la settimana prossima."), ['Tizzarella']);
  t.same(found('- Trainer Dragomir meinte, mündlich reicht.'), ['Dragomir']);
  t.same(found('Su jefe de producción, Koldobika, estará en la demo.'), ['Koldobika']);
  t.same(found('Collega Geert van Osselbrink sluit aan.'), ['Geert van Osselbrink']);
  t.same(found('attendees: Rahul, fenvrie, me (Marvitha), Obi (late)'), ['Marvitha']);
  // The wider family, one of a pair too (list-mates.ts takes the other).
  t.same(found('Familia de la novia: padres Txema y Koldobike, tíos Joseba y Arantxa'), ['Txema', 'Joseba']);
  t.same(found('Deelnemers: tante Ank, oom Sjoerd en de kinderen'), ['Ank', 'Sjoerd']);
  t.same(found('Mijn termijnbedrag is verdubbeld. Mijn schoonzoon Farid heeft het nagerekend.'), ['Farid']);
  t.same(found('Ha chiamato il genero Tancredi, poi la nuora Ilvessa.'), ['Tancredi', 'Ilvessa']);
});

t.test('a role before a place, a word, a title of a document or a weekday is left alone', async (t) => {
  t.same(found('Mi madre, Barcelona y yo: un viaje largo.'), []);
  t.same(found('Mein Chef, Montag ist Feiertag.'), []);
  t.same(found('Protokoll Teamrunde 12.06.'), []);
  t.same(found('me (Monday)'), []);
});
