/** Lexicon: the compact phrase table, and sources read in worker threads equal those read in-process. */
import t from 'tap';
import { buildLexicon, COMMON_WORD, FIRST_NAME, getLexicon, LAST_NAME } from '../../src/privacy/gazetteer/lexicon.js';
import { loadLexiconSources } from '../../src/privacy/gazetteer/lexicon-loader.js';
import { collectNameSources, collectPlaceSources } from '../../src/privacy/gazetteer/lexicon-sources.js';
import { PhraseTable, PhraseTableBuilder } from '../../src/privacy/gazetteer/phrase-table.js';

const entries = (table: PhraseTable, key: string): string[] => {
  const out: string[] = [];
  for (let id = table.first(key); id !== -1; id = table.next(id)) out.push(`${table.kind(id)}:${table.text(id)}:${table.weight(id)}`);
  return out;
};

t.test('phrase table: folding, merging, order', async (t) => {
  const builder = new PhraseTableBuilder();
  builder.add(['são', 'paulo'], 'city', 12_000_000);
  builder.add(['sao', 'paulo'], 'city', 5_000);
  builder.add(['san', 'jose'], 'city', 1_000_000);
  builder.add(['san', 'jose', 'del', 'monte'], 'city', 600_000);
  builder.add(['san', 'jose'], 'region', 0);
  builder.add(['carfax'], 'organization', 40, 'Carfax');
  builder.add(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 'city', 1);
  const table = new PhraseTable(builder.build());
  t.equal(table.size, 5, 'duplicates merged, entries over six words ignored');
  // Accented and plain spellings are one entry under the folded key, with the larger weight.
  t.same(entries(table, 'sao paulo'), ['city:sao paulo:12000000']);
  t.same(entries(table, 'são paulo'), []);
  // Longer entries first, then countries/regions before cities.
  t.same(entries(table, 'san jose'), ['city:san jose del monte:600000', 'region:san jose:0', 'city:san jose:1000000']);
  const carfax = table.first('carfax');
  t.equal(table.exact(carfax), 'Carfax');
  t.equal(table.words(carfax), 1);
  t.equal(table.first('nothing'), -1);
  t.equal(table.first('san'), -1, 'a longer entry is only found by its first two words');
  // In-place word comparison.
  const id = table.first('san jose');
  t.equal(table.wordAt(id, 0, 'san'), 4);
  t.equal(table.wordAt(id, 4, 'jose'), 9);
  t.equal(table.wordAt(id, 4, 'jos'), -1);
  t.equal(table.wordAt(id, 9, 'del'), 13);
});

t.test('sources from the worker threads equal sources read in-process', async (t) => {
  const parts = loadLexiconSources();
  const places = parts.places();
  const names = parts.names();
  const localPlaces = collectPlaceSources();
  const localNames = collectNameSources();
  t.equal(places.table.texts, localPlaces.table.texts);
  t.same([...places.table.slots], [...localPlaces.table.slots]);
  t.same([...places.table.weights], [...localPlaces.table.weights]);
  t.equal(places.poolCities, localPlaces.poolCities);
  t.same(names, localNames);
  // The same sources build the same lexicon as the cached one.
  const built = buildLexicon({ places: () => localPlaces, names: () => localNames });
  const cached = getLexicon();
  t.equal(built.words.size, cached.words.size);
  t.equal(built.phrases.size, cached.phrases.size);
  t.equal(built.rareFirstNames.size, cached.rareFirstNames.size);
  t.equal(built.censusNames.size, cached.censusNames.size);
});

t.test("humannames' census names: names no other list has, no words, kept apart from the flags and the rare first names", async (t) => {
  const { words, rareFirstNames, censusNames } = getLexicon();
  t.ok(censusNames.size > 100_000, `${censusNames.size} census names`);
  for (const name of ['venkatesh', 'raghunathan', 'qureshi', 'ravindra', 'obiora']) {
    t.ok(censusNames.get(name) !== undefined, name);
    t.equal(words.get(name), undefined, `${name} has no flags`);
    t.equal(rareFirstNames.get(name), undefined, `${name} is no rare first name`);
  }
  // Its everyday words ("Table", "Window", "Sales"), its short entries and the names other lists have.
  for (const word of ['table', 'window', 'sales', 'the', 'aab', 'diana', 'schmidt', 'siddharth']) t.equal(censusNames.get(word), undefined, word);
});

t.test("the registries' rare first names: names no other list has, no words, kept apart from the flags", async (t) => {
  const { words, rareFirstNames } = getLexicon();
  t.ok(rareFirstNames.size > 20_000, `${rareFirstNames.size} rare first names`);
  for (const name of ['priyanka', 'siddharth', 'waseem', 'nabeel', 'xiomara']) {
    t.equal(rareFirstNames.get(name), FIRST_NAME, name);
    t.equal(words.get(name), undefined, `${name} has no flags`);
  }
  // Words of the registries' lists: everyday words of a word list, the dictionary's proper
  // nouns (places, brands), the six languages' common words, and the few listed by hand.
  for (const word of ['ever', 'boston', 'nairobi', 'apple', 'sony', 'africa', 'afrika', 'andere', 'summer']) t.equal(rareFirstNames.get(word), undefined, word);
  // Names the other lists have keep their flags there, and are not repeated here.
  t.equal(rareFirstNames.get('diana'), undefined);
  // Accented spellings are kept folded.
  t.equal(rareFirstNames.get('heloise') ?? rareFirstNames.get('helyas'), FIRST_NAME);
});

t.test('token flags', async (t) => {
  const { words: tokens } = getLexicon();
  t.equal((tokens.get('diana') ?? 0) & FIRST_NAME, FIRST_NAME);
  t.equal((tokens.get('müller') ?? 0) & LAST_NAME, LAST_NAME);
  t.equal((tokens.get('muller') ?? 0) & LAST_NAME, LAST_NAME, 'folded spelling too');
  // From compromise's English names.
  t.equal((tokens.get('brianna') ?? 0) & FIRST_NAME, FIRST_NAME);
  // Names that are words need more evidence; plain English words (faker's word lists) are marked common.
  t.equal((tokens.get('will') ?? 0) & COMMON_WORD, COMMON_WORD);
  t.equal((tokens.get('quickly') ?? 0) & COMMON_WORD, COMMON_WORD);
});
