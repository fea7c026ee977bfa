/**
 * First names the lists lack, written for this project from common knowledge of the names.
 *
 * Māori and Pacific given names (Māori, Samoan, Tongan, Fijian, Hawaiian): faker has no locale of
 * them and the registries hold few, so "Huia", "Wiremu" or "Siosaia" went upstream in clear unless
 * a cue vouched for an unknown word. Added as first names (lexicon-sources.ts) only where no word
 * list knows them, as the Dutch ones are (dutch-first-names.ts).
 */
export const OCEANIAN_FIRST_NAMES: readonly string[] = [
  // Māori
  'Anahera', 'Ariki', 'Ataahua', 'Hakopa', 'Hemi', 'Hine', 'Hinemoa', 'Hoani', 'Hohepa', 'Huhana', 'Huia', 'Kahu',
  'Kahurangi', 'Kararaina', 'Keri', 'Kiri', 'Manaia', 'Marama', 'Matiu', 'Mereana', 'Mihi', 'Miriama', 'Ngaio', 'Ngaire',
  'Nikau', 'Pania', 'Paora', 'Rahera', 'Rangi', 'Rawiri', 'Rewi', 'Ropata', 'Ruihi', 'Tamati', 'Tane', 'Tawhiri', 'Tipene',
  'Whetu', 'Whina', 'Wikitoria', 'Wiremu',
  // Samoan, Tongan, Fijian
  'Akanisi', 'Apisai', 'Asena', 'Epeli', 'Iosefa', 'Ioane', 'Jone', 'Lesieli', 'Litia', 'Losana', 'Lupe', 'Malakai', 'Mele',
  'Mosese', 'Salote', 'Sefa', 'Semisi', 'Sione', 'Siosaia', 'Sitiveni', 'Tavita', 'Tevita', 'Tomasi', 'Viliami',
  // Hawaiian
  'Kainoa', 'Kalani', 'Keoni', 'Leilani', 'Makana', 'Noelani',
];

/**
 * Given names that are English words too and that no name list holds ("Paddy", "Saffron",
 * "Peregrine", "Temperance", "Pita", "Mere"): flagged as first names that are everyday words, so
 * they need the evidence such names need ("Hope", "Grace": a surname after them, a greeting, a
 * relation), and "Paddy Keane" or "Saffron Elkwood" read as the pair of names they are. Words that
 * software and shops use as often are left out ("Memory", "Echo", "Gift", "Ash").
 */
export const WORD_FIRST_NAMES: readonly string[] = [
  'aspen', 'beauty', 'bliss', 'bunny', 'cherry', 'clover', 'deacon', 'dot', 'glory', 'goodness', 'halcyon', 'honey', 'hone',
  'indigo', 'kit', 'lavender', 'liberty', 'loveness', 'marigold', 'marvel', 'mere', 'paddy', 'peregrine', 'pita',
  'primrose', 'reg', 'saffron', 'tansy', 'temperance', 'verity', 'wisdom', 'wren', 'yarrow',
];
