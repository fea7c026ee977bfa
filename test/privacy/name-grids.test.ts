/** The people of a rota or a roster laid out as a grid (name-grids.ts), and the tables that are none. */
import t from 'tap';
import { createNameGridsRecognizer } from '../../src/privacy/recognizers/name-grids.js';

const grid = createNameGridsRecognizer();
const found = (text: string): string[] => grid.detect(text, {}).map((span) => text.slice(span.start, span.end));

t.test("a rota's names, listed or not, everyday words among them, without its frame", async (t) => {
  const rota = [
    'Week 14       Mon        Tue        Wed',
    'Early 6-14    Dawn*      Dawn*      Ifeoma*',
    '              Braddoc    Marek      Braddoc',
    'Late 14-22    Solvane*   Eun-ji     Marek',
  ].join('\n');
  t.same(found(rota), ['Dawn', 'Dawn', 'Ifeoma', 'Braddoc', 'Marek', 'Braddoc', 'Solvane', 'Eun-ji', 'Marek']);
  const turnos = ['           Lun       Mar       Mié', 'Mañana     Anselmo   Yurena    Anselmo', '           Dariel    Cloti     Dariel', 'Tarde      Yurena    Anselmo   Cloti'].join('\n');
  t.same(found(turnos), ['Anselmo', 'Yurena', 'Anselmo', 'Dariel', 'Cloti', 'Dariel', 'Yurena', 'Anselmo', 'Cloti']);
  t.same(found(rota.replace(/ {2,}/g, '\t')), found(rota), 'tabs split cells as blanks do');
});

t.test('grids of towns, products, fixtures and statuses are no rota; two lines are no grid', async (t) => {
  t.same(found(['Depot      Mon       Tue', 'North      Leeds     York', 'South      Bristol   Bath', 'West       Cardiff   Exeter'].join('\n')), []);
  t.same(found(['Project    Status    Owner', 'Atlas      Active    Platform', 'Orion      Paused    Growth', 'Phoenix    Active    Payments'].join('\n')), []);
  t.same(found(['Sat   Villa      Forest', 'Sun   Arsenal    Chelsea', 'Mon   Everton    Fulham'].join('\n')), []);
  t.same(found(['Mon        Tue        Wed', 'Dawn*      Marek      Ifeoma'].join('\n')), []);
});
