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
 * West, East and Southern African, Ethiopian, Sri Lankan, Chinese (in pinyin), Japanese,
 * Indonesian, Vietnamese, Icelandic, Gaelic and Welsh given names, full and short forms
 * ("Babatunde" and "Tunde"): faker's locales of these are few, small or written in their own
 * script, so "Tunde", "Lindiwe", "Ravindu" or "Xiuying" were found only where a cue vouched for an
 * unknown word.
 */
export const MORE_FIRST_NAMES: readonly string[] = [
  // Yoruba
  'Abimbola', 'Abiola', 'Adebayo', 'Adebola', 'Adedayo', 'Adeola', 'Adesola', 'Adewale', 'Adeyinka', 'Adunni', 'Akinwale',
  'Ayodele', 'Ayomide', 'Babajide', 'Babatunde', 'Bimpe', 'Biodun', 'Bisi', 'Bolanle', 'Bukola', 'Bukky',
  'Damilola', 'Dayo', 'Enitan', 'Fola', 'Folake', 'Folasade', 'Funmi', 'Funmilayo', 'Gbemisola', 'Gbenga', 'Ibukun',
  'Iyabo', 'Jide', 'Jumoke', 'Kayode', 'Kehinde', 'Kunle', 'Lanre', 'Lekan', 'Modupe', 'Mojisola', 'Morenike', 'Niyi',
  'Olabisi', 'Olamide', 'Olawale', 'Olufemi', 'Olukunle', 'Olusegun', 'Oluwaseun', 'Oluwatobi', 'Omolara', 'Oyinda',
  'Oyinkansola', 'Remi', 'Ronke', 'Seun', 'Shola', 'Taiwo', 'Temitope', 'Titilayo', 'Tobiloba', 'Tolu',
  'Tolulope', 'Toyin', 'Tunde', 'Tunji', 'Wunmi', 'Yetunde', 'Yewande', 'Yinka',
  // Igbo
  'Adaeze', 'Amaka', 'Amarachi', 'Chiamaka', 'Chibuike', 'Chidinma', 'Chika', 'Chinedu', 'Chinonso', 'Chinwe', 'Chioma',
  'Chizoba', 'Chukwuemeka', 'Ebere', 'Ebuka', 'Emeka', 'Ifeanyi', 'Ifeoma', 'Ikenna', 'Kelechi', 'Nkechi', 'Nkem', 'Nnamdi',
  'Nneka', 'Nonso', 'Obiageli', 'Obinna', 'Onyeka', 'Somto', 'Tochukwu', 'Uchenna', 'Ugochi',
  // Hausa
  'Balarabe', 'Binta', 'Danjuma', 'Garba', 'Hadiza', 'Halima', 'Hauwa', 'Nafisa', 'Rukayya', 'Shehu', 'Yakubu',
  // Akan and Ewe
  'Abena', 'Adwoa', 'Afua', 'Akosua', 'Akua', 'Ekow', 'Efua', 'Elikem', 'Enam', 'Esi', 'Fiifi', 'Kobina', 'Kojo', 'Kwabena',
  'Kwadwo', 'Kwaku', 'Kwasi', 'Kweku', 'Mawuli', 'Selasi', 'Senam', 'Yaa',
  // Zulu, Xhosa, Sotho, Tswana
  'Andile', 'Ayanda', 'Boitumelo', 'Bongani', 'Busisiwe', 'Dineo', 'Kagiso', 'Karabo', 'Katlego', 'Khanyisile', 'Lerato',
  'Lesedi', 'Lindiwe', 'Lungile', 'Lwazi', 'Mandla', 'Masego', 'Mpho', 'Naledi', 'Nkosinathi', 'Nokuthula', 'Nomsa',
  'Nomvula', 'Nosipho', 'Palesa', 'Refilwe', 'Sibusiso', 'Sipho', 'Siyabonga', 'Sizwe', 'Thabo', 'Thandiwe', 'Themba',
  'Thembeka', 'Thulani', 'Tshepo', 'Tumelo', 'Vusi', 'Xolani', 'Zandile', 'Zanele', 'Zinhle', 'Zodwa',
  // Shona
  'Chiedza', 'Chipo', 'Fadzai', 'Farai', 'Kudzai', 'Munashe', 'Nyasha', 'Rutendo', 'Ruvimbo', 'Shingai',
  'Tafadzwa', 'Takudzwa', 'Tapiwa', 'Tariro', 'Tatenda', 'Tendai', 'Tinashe', 'Tsitsi',
  // Kenyan and Tanzanian
  'Achieng', 'Adhiambo', 'Akinyi', 'Atieno', 'Awino', 'Chebet', 'Makena', 'Muthoni', 'Njeri', 'Nyambura', 'Nyokabi',
  'Wairimu', 'Wambui', 'Wangari', 'Wanjiku', 'Wanjiru', 'Zawadi',
  // Ethiopian and Eritrean
  'Abebe', 'Alemayehu', 'Almaz', 'Bereket', 'Biniam', 'Dawit', 'Feven', 'Hiwot', 'Kidist', 'Mahlet', 'Mekdes', 'Meron',
  'Mesfin', 'Mulugeta', 'Senait', 'Sintayehu', 'Tesfaye', 'Tewodros', 'Tigist', 'Tsion', 'Yohannes', 'Yonas',
  // Sinhala and Sri Lankan Tamil
  'Chamari', 'Chaminda', 'Chathura', 'Dasun', 'Dilani', 'Dilshan', 'Dinuka', 'Gayan', 'Hasini', 'Isuru', 'Janaka', 'Kasun',
  'Kavindu', 'Kumudu', 'Lahiru', 'Malith', 'Nadeeka', 'Nimali', 'Nuwan', 'Pasindu', 'Ravindu', 'Ruwan', 'Sachini',
  'Sanduni', 'Sewwandi', 'Tharindu', 'Thilini', 'Thusitha',
  // Chinese in pinyin (faker's Chinese names are written in characters)
  'Chenxi', 'Guilan', 'Guiying', 'Haoran', 'Haoyu', 'Jiahui', 'Jianguo', 'Jianhua', 'Jianjun', 'Jiaxin', 'Jiayi', 'Jingyi',
  'Junjie', 'Kaiwen', 'Lihua', 'Lijuan', 'Liping', 'Meihua', 'Meiling', 'Minghao', 'Mingyue', 'Ruoxi', 'Shiyu', 'Siyu',
  'Tianyu', 'Weiwei', 'Wenjie', 'Wenjing', 'Xiaohong', 'Xiaojun', 'Xiaoling', 'Xiaoming', 'Xiaoyan', 'Xinyi', 'Xiulan',
  'Xiumei', 'Xiuying', 'Yanling', 'Yichen', 'Yifan', 'Yixuan', 'Yuhang', 'Yulan', 'Yuting', 'Yutong', 'Yuxuan', 'Zhengyang',
  'Zhihao', 'Zhiwei', 'Zihan', 'Zixuan',
  // Japanese
  'Akari', 'Asuka', 'Ayaka', 'Chiaki', 'Daisuke', 'Haruka', 'Haruto', 'Hinata', 'Hiroko', 'Kaito', 'Kaori', 'Kazuki', 'Keiko',
  'Kenichi', 'Kenta', 'Koji', 'Kumiko', 'Masato', 'Megumi', 'Michiko', 'Misaki', 'Nanami', 'Naoki', 'Natsuki', 'Noriko',
  'Riku', 'Ryota', 'Shinji', 'Shoko', 'Shota', 'Sota', 'Takumi', 'Tatsuya', 'Tomoko', 'Tomoya', 'Yui', 'Yuna', 'Yusuke',
  'Yuto',
  // Indonesian and Vietnamese
  'Anggun', 'Arief', 'Bayu', 'Dimas', 'Galih', 'Hendra', 'Indri', 'Kartika', 'Ketut', 'Komang', 'Lestari', 'Nurul', 'Putu',
  'Ratna', 'Retno', 'Rizky', 'Wahyu', 'Wulan', 'Yanti', 'Cuong', 'Hanh', 'Huyen', 'Khoa', 'Nhung', 'Thuy',
  // Icelandic, Scottish and Irish
  'Bláthnaid', 'Guðrún', 'Halldór', 'Haukur', 'Morag', 'Sigurður',
  // Welsh
  'Angharad', 'Branwen', 'Bronwen', 'Carys', 'Cerys', 'Eirlys', 'Eleri', 'Emrys', 'Ffion', 'Gethin', 'Gruffydd', 'Gwion',
  'Heddwyn', 'Hywel', 'Ieuan', 'Iolo', 'Llinos', 'Meinir', 'Mererid', 'Osian', 'Rhodri', 'Tegwen',
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
