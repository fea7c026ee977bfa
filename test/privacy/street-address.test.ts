/**
 * Street addresses (ADDRESS): table-driven cases for the street-address recognizers alone, then
 * with the whole default pipeline, where the town and country of an address stay LOCATION and
 * the name before a unit stays a PERSON.
 */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers, createStreetAddressRecognizers } from '../../src/privacy/recognizers/index.js';
import { shortcuts } from '../../src/privacy/recognizers/text-profile.js';

/** [text, the ADDRESS texts expected, in order]. */
type Case = [string, string[]];

const addressesOnly = createAnalyzer({ recognizers: createStreetAddressRecognizers() });
const addresses = (text: string): string[] => addressesOnly.analyze(text).map((s) => text.slice(s.start, s.end));

t.test('finds streets with their building numbers, in the ways languages write them', async (t) => {
  const cases: Case[] = [
    ['Send it to 42 Baker Street, please.', ['42 Baker Street']],
    ['I live at 1600 Pennsylvania Avenue NW, Washington.', ['1600 Pennsylvania Avenue NW']],
    ['Meet me at 12 Elm St. tomorrow', ['12 Elm St.']],
    ['On 5 Oct 2023 we met at 10 Downing Street.', ['10 Downing Street']],
    ['19 folkestone road', ['19 folkestone road']],
    ['Meet at 350 5th Ave, New York', ['350 5th Ave']],
    ['Reginald Gorski, 2914 184th Street, Edmonton', ['2914 184th Street']],
    // The street word closes the name: the first street of a crossing is found alone.
    ['at the corner of 69 Spencer Street and Vokatý Street', ['69 Spencer Street']],
    ['Michael Martin, 76 Piroska u. 97., Töttös', ['Piroska u. 97']],
    ['Pedestrians must enter on Erzsébet tér 92. first', ['Erzsébet tér 92']],
    ['Meine Adresse ist Hauptstraße 5 in Berlin.', ['Hauptstraße 5']],
    ['Wir wohnen in der Lange Straße 12.', ['Lange Straße 12']],
    ['Aan de Vijzelgracht 21 werd een school gebouwd.', ['Vijzelgracht 21']],
    ['Enter on Dirk de Derdelaan 149 first.', ['Dirk de Derdelaan 149']],
    ['Rendez-vous au 8 Rue de Rivoli 10, Paris', ['8 Rue de Rivoli 10']],
    ['Abito in Via Roma 12, Milano', ['Via Roma 12']],
    ['Moro na Rua do Mar 12, Lisboa', ['Rua do Mar 12']],
    ['Adres: ul. Grójecka 75, Warszawa', ['ul. Grójecka 75']],
    ['Ship to: 40 rue Victor Hugo, Lyon', ['40 rue Victor Hugo']],
    // Inside a sentence, ended by the town's preposition and a capital; never "via".
    ["J'habite au 12 rue de la Paix à Paris.", ['12 rue de la Paix']],
    ['Mieszkam przy 12 ulica Długa w Gdańsku.', ['12 ulica Długa']],
    ['We sent 2 via DHL a Berlin.', []],
    ['We need 2 place settings in Boston.', []],
    ['94 Koskikatu 83, Churton Park', ['94 Koskikatu 83']],
    ['49 reykjarhóli 70\n suite 770', ['49 reykjarhóli 70', 'suite 770']],
    // Galician, Spanish "C/", the squares and lanes of Central and Eastern Europe, and the street
    // word after the name in Slovene, Croatian and Norwegian.
    ['Vivo na rúa do Paseo 11, Ourense', ['rúa do Paseo 11']],
    ['Robert lives at 38 C/ Señores Curas 88, Villafranca del Cid', ['38 C/ Señores Curas 88']],
    ['Meet me at Trg Republike 3, Ljubljana', ['Trg Republike 3']],
    // Slavic names with lower-case genitives and titles after a capitalised opener
    ['Naslov: Trg revolucije 12, Ljubljana', ['Trg revolucije 12']],
    ['Nađimo se na Trg bana Jelačića 1, Zagreb', ['Trg bana Jelačića 1']],
    ['Adresa: Ulica grada Vukovara 12, Zagreb', ['Ulica grada Vukovara 12']],
    ['Mieszkam: Aleja Jana Pawła II 24, Kraków', ['Aleja Jana Pawła II 24']],
    // ...but not in lower case, nor with more than two such words, nor with a function word
    ['Dzieci bawią się na plac zabaw 3 razy w tygodniu.', []],
    ['Trg is where we meet at 5 every day.', []],
    // lower-case words only: the number must end the address (a review's finds)
    ['Trg je udaljen 5 minuta od hotela.', []],
    ['Ulica duga 300 metara vodi do mora.', []],
    ['Aleja gwiazd 2024 edycja', []],
    ['Trg bana Jelačića 1 je lijep', ['Trg bana Jelačića 1']],
    ['His address: 85 Trg revolucije 12', ['85 Trg revolucije 12']],
    ['Bydlím na adrese náměstí Míru 5, Praha', ['náměstí Míru 5']],
    ['Mieszkam: plac Zbawiciela 5, Warszawa', ['plac Zbawiciela 5']],
    ['Adresa: Piața Unirii 1, București; Aleea Rozelor 3, Cluj', ['Piața Unirii 1', 'Aleea Rozelor 3']],
    ['Please update my address to Gosposka ulica 61, Ljubljana', ['Gosposka ulica 61']],
    ['Pošta: Celovška cesta 32, Ljubljana', ['Celovška cesta 32']],
    ['Ines, Nordahl Rolfsens vei 187, Oslo', ['Nordahl Rolfsens vei 187']],
  ];
  for (const [text, expected] of cases) t.same(addresses(text), expected, text);
});

t.test('finds units, boxes, military mail and postcodes', async (t) => {
  const cases: Case[] = [
    ['Apt. 4B, Suite 200, P.O. Box 15', ['Apt. 4B', 'Suite 200', 'P.O. Box 15']],
    ['Postfach 1234', ['Postfach 1234']],
    ['Unit 4181 Box 1281', ['Unit 4181 Box 1281']],
    ['USCGC Globelnik\nFPO AP 15834', ['FPO AP 15834']],
    ['London NW1 6XE', ['NW1 6XE']],
    ['Washington, DC 20500', ['DC 20500']],
    // Idaho only after a comma: "Employee ID 44821" is no state and ZIP code.
    ['Boise, ID 83702', ['ID 83702']],
    ['Employee ID 44821', []],
    // A bare postcode only next to address words; a year never.
    ['Hauptstraße 5, 10115 Berlin', ['Hauptstraße 5', '10115']],
    // A house number with its flat, and the hyphenated postcodes of Poland and Brazil after it.
    ['ul. Marszałkowska 84/92, 00-514 Warszawa', ['ul. Marszałkowska 84/92', '00-514']],
    ['Rua Augusta 1500, 01304-001 São Paulo', ['Rua Augusta 1500', '01304-001']],
    ['Order 10115 shipped', []],
    ['We moved to Main Street in 2019.', []],
  ];
  for (const [text, expected] of cases) t.same(addresses(text), expected, text);
});

t.test('leaves numbers with words that are no address alone', async (t) => {
  const cases: Case[] = [
    'take 2 steps down the road',
    'iPhone 12 Pro 256, Windows 10 Pro 64-bit',
    'sent via DHL 3 times',
    'Mi cesta 5 euros, la tuya 7',
    'Bring 5 apples to the Engineering 101 class',
    'Citirano u: O\'Brien (1994), str. 90.',
    '3 November 01, 2013, Buloba Light Junior School',
    '(March 7, 1788 January 18, 1878)',
    'Use 2 Spaces Per Indent Level',
    'Error 404 Not Found at line 12',
    'room 101 and unit 7',
    'Card 4111 1111 1111 1111, IBAN DE89 3704 0044 0532 0130 00, call +49 30 1234567',
    'bp 120/80 at the street clinic',
    'I have 3 2nd Place trophies',
    'Menu 5 has soup',
  ].map((text) => [text, []]);
  for (const [text, expected] of cases) t.same(addresses(text), expected, text);
});

t.test('in the default pipeline, the town stays LOCATION and the person before a unit stays PERSON', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const typed = (text: string): string[] => analyzer.analyze(text).map((s) => `${s.type}:${text.slice(s.start, s.end)}`);
  t.same(typed('Ship to: 221B Baker Street, London NW1 6XE'), ['ADDRESS:221B Baker Street', 'LOCATION:London', 'ADDRESS:NW1 6XE']);
  t.same(typed('Mail it to 24 Sussex Drive, Ottawa, ON K1A 0B1'), ['ADDRESS:24 Sussex Drive', 'LOCATION:Ottawa', 'ADDRESS:K1A 0B1']);
  const signature = typed('Miss Gabriella Villanueva Suite 574 34 Sireli 74\nTartu TA 56325');
  t.ok(signature.some((span) => span.startsWith('PERSON:') && span.includes('Gabriella Villanueva')), signature.join(' | '));
  t.ok(signature.includes('ADDRESS:Suite 574'), signature.join(' | '));
  // A street named after a person is part of the address, not a person.
  t.same(typed('Write to 12 Rue Victor Hugo 3, Paris'), ['ADDRESS:12 Rue Victor Hugo 3', 'LOCATION:Paris']);
  // A street whose type comes first and has no number after it, a postcode before the town, and
  // a town that is also a first name ("Paris"): the segment after the street is still the town.
  t.same(typed('Send it to 14 rue du Moulin, 75002 Paris.'), ['ADDRESS:14 rue du Moulin, 75002', 'LOCATION:Paris']);
  t.same(typed('His address: 94 rue du Bac, PARIS'), ['ADDRESS:94 rue du Bac', 'LOCATION:PARIS']);
  t.same(typed('Ship to 5 via del Corso, 00184 Roma'), ['ADDRESS:5 via del Corso, 00184', 'LOCATION:Roma']);
  // The number after the street's name, then the postcode and the town ("Madrid" is also a surname).
  t.same(typed('Send it to Calle Mayor 5, 28013 Madrid.'), ['ADDRESS:Calle Mayor 5', 'ADDRESS:28013', 'LOCATION:Madrid']);
  t.same(typed('Via Roma 12, 50123 Firenze'), ['ADDRESS:Via Roma 12', 'ADDRESS:50123', 'LOCATION:Firenze']);
  // The town may end a sentence that goes on; the dot of "St. Louis" ends none.
  t.same(typed('Vivo en Calle de Alcalá 45, 28014 Madrid. Mi piso es el 3.'), ['ADDRESS:Calle de Alcalá 45', 'ADDRESS:28014', 'LOCATION:Madrid']);
  t.same(typed('He lives at 12 Main Street, St. Louis, MO 63101'), ['ADDRESS:12 Main Street', 'LOCATION:St. Louis', 'ADDRESS:MO 63101']);
  // A quote or bracket closing after the town is no part of it.
  t.same(typed("Rewrite: 'Your order has shipped to 742 Evergreen Terrace, Springfield.'"), ['ADDRESS:742 Evergreen Terrace', 'LOCATION:Springfield']);
  t.same(typed('(Ship to 12 Main Street, Xyzzyton)'), ['ADDRESS:12 Main Street', 'LOCATION:Xyzzyton']);
  // A US state and ZIP after the town's comma confirm the town ("Ann Arbor" is also a name).
  t.same(typed('She resides at 17 Elm Court, Ann Arbor, MI 48104.'), ['ADDRESS:17 Elm Court', 'LOCATION:Ann Arbor', 'ADDRESS:MI 48104']);
  // A number and a year after a product's name are no street and postcode.
  t.same(typed('Windows 10, 2019 Edition'), []);
});

t.test('long texts: an address far from other numbers is found, with the same spans as a plain scan', async (t) => {
  const prose = 'We talked about the weather, the garden and the new neighbours for quite a while. '.repeat(8);
  const texts = [
    `${prose}Please write to Via Roma 12, Milano. ${prose}Order 2024-17 is late.`,
    `${prose}Das Paket geht an die Hauptstraße 5, 10115 Berlin, ${prose}`,
    `${prose}my_login lives at 94 Koskikatu 83, and ſuite 4 (long s) ${prose} Apt4B, P.O. Box 15`,
    `Room 7 ${prose}${prose}${prose} Suite 200 ${prose} NW1 6XE`,
  ];
  const expected = [['Via Roma 12'], ['Hauptstraße 5', '10115'], ['94 Koskikatu 83', 'ſuite 4', 'Apt4B', 'P.O. Box 15'], ['Suite 200', 'NW1 6XE']];
  texts.forEach((text, k) => t.same(addresses(text), expected[k], text.slice(-60)));
  const fast = texts.map(addresses);
  shortcuts.enabled = false;
  try {
    t.same(texts.map(addresses), fast, 'the same spans without the shortcuts');
  } finally {
    shortcuts.enabled = true;
  }
});

t.test("India's house, flat and plot numbers, sectors and PIN codes", async (t) => {
  t.same(addresses('Ship to House No. 14, Sector 15, Gurugram, Haryana 122001'), ['House No. 14', 'Sector 15', '122001']);
  t.same(addresses('H.No. 5-9-22/1, Abids, Hyderabad 500001'), ['H.No. 5-9-22/1', '500001']);
  t.same(addresses('Plot No. 45, Phase 2, Hitech City, Hyderabad, PIN 500081'), ['Plot No. 45', '500081']);
  t.same(addresses('Flat No. B-204, Shanti Apartments, Pune 411001'), ['Flat No. B-204', '411001']);
  t.same(addresses('My address is Flat 302, Sai Residency, Andheri West, Mumbai 400053'), ['Flat 302', '400053']);
  t.same(addresses('House #12, Road #5, Dhanmondi'), ['House #12']);
  // A flat rate, a house that no longer is, a door of a room, a sector that no address line follows;
  // nor do the words that vouch for a postcode nearby when they mean something else.
  for (const text of ['we got a flat 20% discount on 12 items', 'The house no longer has 3 floors', 'door #3 on the left', 'Sector 7 is where the data was lost.', 'the public sector 2024 budget', 'The flat fee is 1500 euros', 'The energy sector lost 2500 jobs', 'We reached an impasse after 3000 emails', 'The chemin 4500 was closed']) {
    t.same(addresses(text), [], text);
  }
});

t.test('German streets named with a preposition before their postcode; a floor or flat between a street and its postcode', async (t) => {
  t.same(addresses('Am Mühlbach 76, 98805 Berlin'), ['Am Mühlbach 76', '98805']);
  t.same(addresses('Beneficiary address: Hinter den Gärten 39, 82865 Kassel'), ['Hinter den Gärten 39', '82865']);
  t.same(addresses('Herr Müller\nAm Mühlbach 117a\n68178 Bielefeld'), ['Am Mühlbach 117a', '68178']);
  t.same(addresses('Schönhauser Allee 105\n79077 Erlangen'), ['Schönhauser Allee 105', '79077']);
  t.same(addresses('Camino de Ronda 51, 2º izq., 04161 Bilbao'), ['Camino de Ronda 51', '2º izq.', '04161']);
  t.same(addresses('Travessa do Carmo 298, 3º Esq, 2888-555 Lisboa'), ['Travessa do Carmo 298', '3º Esq', '2888-555']);
  t.same(addresses('ul. Kościuszki 109 m. 30, 69-960 Gdańsk'), ['ul. Kościuszki 109', 'm. 30', '69-960']);
  t.same(addresses('Dorpsweg 175 hs, 2696 GV Eindhoven'), ['Dorpsweg 175', 'hs', '2696 GV']);
  // No postcode after them: a year, a score.
  for (const text of ['Im Jahr 2020 kamen 12345 Besucher', 'Am Ende 3 Punkte, 10000 Euro']) t.same(addresses(text), [], text);
});

t.test('French numbers with "bis", Turkish streets with their building and flat numbers, and their postcodes', async (t) => {
  t.same(addresses('158 bis chemin des Vignes\n34111 Saint-Étienne'), ['158 bis chemin des Vignes', '34111']);
  t.same(addresses("c'est bien au 155 allée des Acacias ?"), ['155 allée des Acacias']);
  t.same(addresses('83 bis boulevard Voltaire, Paris'), ['83 bis boulevard Voltaire']);
  t.same(addresses('adresim Bağdat Caddesi No: 120 D: 13 Çankaya/Ankara'), ['Bağdat Caddesi No: 120 D: 13']);
  t.same(addresses('KİRALANAN: Atatürk Cad. No: 53 D: 11, 42379 Muratpaşa/Antalya'), ['Atatürk Cad. No: 53 D: 11', '42379']);
  t.same(addresses('Moda Mah. Bahariye Cad. No:5/3 Kadıköy'), ['Moda Mah. Bahariye Cad. No:5/3']);
  t.same(addresses('Merhaba Moda Cad. No: 12 Kadıköy'), ['Moda Cad. No: 12'], 'a greeting is no part of the name');
  // "No" with no street word before it is no Turkish address.
  t.same(addresses('Sipariş No: 12345, Kargo Takip No: 998877'), []);
});

t.test('a marker between the street and its house number: Nr., n., nº, n.º, no., núm., número, civico', async (t) => {
  const cases: Case[] = [
    ['Abito in Via Mazzini n. 14, Verona.', ['Via Mazzini n. 14']],
    ['Ich wohne in der Goethestraße Nr. 5, 60313 Frankfurt.', ['Goethestraße Nr. 5', '60313']],
    ['Morada: Rua do Ouro, n.º 130, Lisboa', ['Rua do Ouro, n.º 130']],
    ['Moro na Rua das Laranjeiras, nº 45, apto 301, Rio de Janeiro.', ['Rua das Laranjeiras, nº 45', 'apto 301']],
    ['Calle: C/ Mayor nº 5, 2ºB, 28013 Madrid', ['C/ Mayor nº 5', '2ºB', '28013']],
    ['Calle Mayor, núm. 5', ['Calle Mayor, núm. 5']],
    ['Avenida Paulista, número 1000', ['Avenida Paulista, número 1000']],
    ['Via Roma civico 12', ['Via Roma civico 12']],
    ['Via Roma numero 3', ['Via Roma numero 3']],
    ['Via Roma, num. 3', ['Via Roma, num. 3']],
    ['Hauptstraße Nr 5', ['Hauptstraße Nr 5']],
    ['Goethestraße, Nr. 5', ['Goethestraße, Nr. 5']],
    ['Hauptstr. Nr. 5', ['Hauptstr. Nr. 5']],
    ['Kalverstraat nr. 92', ['Kalverstraat nr. 92']],
    ['Rua Augusta N.º 15', ['Rua Augusta N.º 15']],
    ['Rue de Rivoli n° 10', ['Rue de Rivoli n° 10']],
    ['Calle Mayor no. 5', ['Calle Mayor no. 5']],
    ['Via Mazzini n.14', ['Via Mazzini n.14']],
    ['Rua das Flores nº45', ['Rua das Flores nº45']],
    // No street before the marker: a list item, a ticket, a citation, a law, a course.
    ['Punkt Nr. 3 der Tagesordnung', []],
    ['Ticket Nr. 5 wurde geschlossen, siehe Nr. 6.', []],
    ['Cfr. Cass. civ. n. 14, 2019', []],
    ['Legge n. 14 del 2019, art. 5 n. 3', []],
    ['il corso n. 3 inizia lunedì', []],
    ['Artikel 3 Nr. 5 DSGVO', []],
    // A parking space or a platform is no street, whatever its ending.
    ['Stellplatz Nr. 12 ist frei, Bahnsteig 3 auch', []],
  ];
  for (const [text, expected] of cases) t.same(addresses(text), expected, text);
});

t.test('the floor, door or building part after a house number, and the postcode after them', async (t) => {
  const cases: Case[] = [
    // Amsterdam's floors glued to the number.
    ['Mijn adres is Keizersgracht 123-II, 1015 CJ Amsterdam.', ['Keizersgracht 123-II', '1015 CJ']],
    ['Keizersgracht 123-III', ['Keizersgracht 123-III']],
    ['Keizersgracht 123-hs, 1015 CJ Amsterdam', ['Keizersgracht 123-hs', '1015 CJ']],
    ['Keizersgracht 123-huis', ['Keizersgracht 123-huis']],
    // German floors and building parts.
    ['Rechnungsadresse: Müllerstraße 5 / 2. OG, 13353 Berlin', ['Müllerstraße 5', '2. OG', '13353']],
    ['Lieferadresse: Sonnenallee 12, Hinterhaus, 12047 Berlin', ['Sonnenallee 12', 'Hinterhaus', '12047']],
    ['Hauptstraße 5, EG, 10115 Berlin', ['Hauptstraße 5', 'EG', '10115']],
    ['Hauptstraße 5, Vorderhaus', ['Hauptstraße 5', 'Vorderhaus']],
    ['Hauptstraße 5, App. 12, 10115 Berlin', ['Hauptstraße 5', 'App. 12', '10115']],
    ['Hauptstraße 5, Whg. 12', ['Hauptstraße 5', 'Whg. 12']],
    ['Mariahilfer Straße 5/Top 3, 1060 Wien', ['Mariahilfer Straße 5', 'Top 3', '1060']],
    // Italian staircase, flat and floor.
    ['Via Roma 10, int. 5, 90133 Palermo', ['Via Roma 10', 'int. 5', '90133']],
    ['Via Garibaldi 8, scala B, interno 5, piano 3, 10122 Torino', ['Via Garibaldi 8', 'scala B, interno 5, piano 3', '10122']],
    // Spanish and Portuguese floors and doors.
    ['Morada: Avenida da Liberdade 245, 4.º Esq., 1250-143 Lisboa', ['Avenida da Liberdade 245', '4.º Esq.', '1250-143']],
    ['Calle Mayor 5, 3º Dcha., 28013 Madrid', ['Calle Mayor 5', '3º Dcha.', '28013']],
    ['Calle Mayor 5, 1º Izq.', ['Calle Mayor 5', '1º Izq.']],
    ['Calle Mayor 5, piso 3, puerta 2, 28013 Madrid', ['Calle Mayor 5', 'piso 3, puerta 2', '28013']],
    ['Rua Augusta 15, 1.º Dto., 1100-048 Lisboa', ['Rua Augusta 15', '1.º Dto.', '1100-048']],
    ['Rua Augusta 15, r/c Esq., 1100-048 Lisboa', ['Rua Augusta 15', 'r/c Esq.', '1100-048']],
    // Poland's flat.
    ['ul. Długa 5 m. 30, 00-238 Warszawa', ['ul. Długa 5', 'm. 30', '00-238']],
    // Only after a street's house number: prose about floors, an EU directive, a conjunction.
    ['Abschnitt 2. OG ist renoviert', []],
    ['Das Büro liegt im EG, Raum 5 / 2. OG', []],
    ['Wir haben 5 EG Räume', []],
    ['Kapitel 5, EG-Richtlinie', []],
    ['Seite 12, bis 14', []],
    ['Calle Mayor 5 y piso 3', ['Calle Mayor 5']],
  ];
  for (const [text, expected] of cases) t.same(addresses(text), expected, text);
});

t.test('Eircodes, lower-case UK postcodes, CEPs and a postcode before its town and street', async (t) => {
  const cases: Case[] = [
    ['My Eircode is D03 X2Y4, Dublin', ['D03 X2Y4']],
    ['Address: 12 Main Street, Dublin 4, D04 X2Y4', ['12 Main Street', 'D04 X2Y4']],
    ['Eircode: A65F4E2', ['A65F4E2']],
    ['Send it to 5 Terenure Road, D6W Y2K8', ['5 Terenure Road', 'D6W Y2K8']],
    ['Send it to 5 Gloucester Road, Bristol bs7 8aa', ['5 Gloucester Road', 'bs7 8aa']],
    ['postcode: sw1a 1aa', ['sw1a 1aa']],
    ['Endereço: Rua Harmonia 123, Vila Madalena, São Paulo, 05422-010', ['Rua Harmonia 123', '05422-010']],
    ['CEP 05422-010', ['05422-010']],
    ['24937 Flensburg, Friesische Straße 3', ['24937', 'Friesische Straße 3']],
    ['1015 CJ Amsterdam, Keizersgracht 123', ['1015 CJ', 'Keizersgracht 123']],
    ['1100-048 Lisboa, Rua Augusta 15', ['1100-048', 'Rua Augusta 15']],
    // The Eircode's shape without an address word, a passport, a code whose last part has no letter or a letter it never uses.
    ['part number A12 B345 and D03X2Y4', []],
    ['my passport number is T356907', []],
    ['D03 1234, Dublin', []],
    // A model and its size, a level and an ordinal, a phone number in brackets, an order, an ISBN.
    ['Galaxy s7 4gb, ships to your address', []],
    ['level b1 2nd street', []],
    ['call (022) 0793-176 about my address', []],
    ['Pedido 12345-678 enviado', []],
    ['ISBN 9965-607-02-8', []],
    // A year before a town is no postcode.
    ['2019 in Berlin, Hauptstraße 5', ['Hauptstraße 5']],
  ];
  for (const [text, expected] of cases) t.same(addresses(text), expected, text);
});

t.test('the review\'s addresses in the default pipeline: nothing of the building or postcode stays in clear', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const typed = (text: string): string[] => analyzer.analyze(text).map((s) => `${s.type}:${text.slice(s.start, s.end)}`);
  const cases: Case[] = [
    ['Abito in Via Mazzini n. 14, Verona.', ['ADDRESS:Via Mazzini n. 14', 'LOCATION:Verona']],
    ['Ich wohne in der Goethestraße Nr. 5, 60313 Frankfurt.', ['ADDRESS:Goethestraße Nr. 5', 'ADDRESS:60313', 'LOCATION:Frankfurt']],
    ['Morada: Rua do Ouro, n.º 130, Lisboa', ['ADDRESS:Rua do Ouro, n.º 130', 'LOCATION:Lisboa']],
    ['Moro na Rua das Laranjeiras, nº 45, apto 301, Rio de Janeiro.', ['ADDRESS:Rua das Laranjeiras, nº 45', 'ADDRESS:apto 301', 'LOCATION:Rio de Janeiro']],
    ['Calle: C/ Mayor nº 5, 2ºB, 28013 Madrid', ['ADDRESS:C/ Mayor nº 5', 'ADDRESS:2ºB', 'ADDRESS:28013', 'LOCATION:Madrid']],
    ['Mijn adres is Keizersgracht 123-II, 1015 CJ Amsterdam.', ['ADDRESS:Keizersgracht 123-II', 'ADDRESS:1015 CJ', 'LOCATION:Amsterdam']],
    ['Rechnungsadresse: Müllerstraße 5 / 2. OG, 13353 Berlin', ['ADDRESS:Müllerstraße 5', 'ADDRESS:2. OG', 'ADDRESS:13353', 'LOCATION:Berlin']],
    ['Lieferadresse: Sonnenallee 12, Hinterhaus, 12047 Berlin', ['ADDRESS:Sonnenallee 12', 'ADDRESS:Hinterhaus', 'ADDRESS:12047', 'LOCATION:Berlin']],
    ['Via Roma 10, int. 5, 90133 Palermo', ['ADDRESS:Via Roma 10', 'ADDRESS:int. 5', 'ADDRESS:90133', 'LOCATION:Palermo']],
    ['Morada: Avenida da Liberdade 245, 4.º Esq., 1250-143 Lisboa', ['ADDRESS:Avenida da Liberdade 245', 'ADDRESS:4.º Esq.', 'ADDRESS:1250-143', 'LOCATION:Lisboa']],
    ['My Eircode is D03 X2Y4, Dublin', ['ADDRESS:D03 X2Y4', 'LOCATION:Dublin']],
    ['Send it to 5 Gloucester Road, Bristol bs7 8aa', ['ADDRESS:5 Gloucester Road', 'LOCATION:Bristol', 'ADDRESS:bs7 8aa']],
    ['24937 Flensburg, Friesische Straße 3', ['ADDRESS:24937', 'LOCATION:Flensburg', 'ADDRESS:Friesische Straße 3']],
    // A CEP after a street is the address's, not a phone number.
    ['Rua Oscar Freire 379, 05422-010 São Paulo', ['ADDRESS:Rua Oscar Freire 379', 'ADDRESS:05422-010', 'LOCATION:São Paulo']],
    // A town on no list after a floor, or after a hyphenated postcode, is still the town.
    ['Müllerstraße 5 / 2. OG, 13353 Xyzzybach', ['ADDRESS:Müllerstraße 5', 'ADDRESS:2. OG', 'ADDRESS:13353', 'LOCATION:Xyzzybach']],
    ['Avenida da Liberdade 245, 4.º Esq., 1250-143 Xyzzyville', ['ADDRESS:Avenida da Liberdade 245', 'ADDRESS:4.º Esq.', 'ADDRESS:1250-143', 'LOCATION:Xyzzyville']],
    ['Rua do Ouro, n.º 130, 1100-060 Xyzzyville', ['ADDRESS:Rua do Ouro, n.º 130', 'ADDRESS:1100-060', 'LOCATION:Xyzzyville']],
    // No address: a list item, a citation, a passport, a phone number in brackets.
    ['Punkt Nr. 3 der Tagesordnung', []],
    ['Cfr. Cass. civ. n. 14, 2019', []],
    ['my passport number is T356907', ['PASSPORT:T356907']],
    ['call (022) 0793-176 about my address', ['PHONE:(022) 0793-176']],
  ];
  for (const [text, expected] of cases) t.same(typed(text), expected, text);
});

t.test('the new forms give the same spans with and without the match-start shortcuts', async (t) => {
  const pieces = [
    'Goethestraße Nr. 5', 'Via Mazzini n. 14', 'Rua do Ouro, n.º 130', 'C/ Mayor nº5', 'Keizersgracht 123-II', 'Müllerstraße 5 / 2. OG',
    'Mariahilfer Straße 5a/Top 3', ', Hinterhaus', ', 2ºB', ' scala B', '13353 Berlin', '24937 Flensburg, Friesische Straße 3',
    'D03 X2Y4', 'A65F4E2', 'bs7 8aa', '05422-010', '1250-143 Lisboa', 'Dublin', 'road', 'CEP', 'Nr.', 'n.º', '/', ' / ', ', ', ' ', '5',
  ];
  let seed = 17;
  const next = (): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const texts: string[] = [];
  for (let k = 0; k < 400; k++) {
    let text = '';
    for (let n = 1 + Math.floor(next() * 8); n > 0; n--) text += pieces[Math.floor(next() * pieces.length)] ?? '';
    texts.push(text);
  }
  const fast = texts.map(addresses);
  shortcuts.enabled = false;
  try {
    const plain = texts.map(addresses);
    t.same(texts.filter((_, k) => JSON.stringify(fast[k]) !== JSON.stringify(plain[k])).slice(0, 5), []);
  } finally {
    shortcuts.enabled = true;
  }
  t.ok(fast.filter((spans) => spans.length > 0).length > 100, `many texts have an address (${fast.filter((spans) => spans.length > 0).length})`);
});

t.test('address words vouch for a bare postcode: Portuguese, the one-word German labels, and the six languages', async (t) => {
  const cases: Case[] = [
    ['Morada: Edifício Central, 4050 Porto', ['4050']],
    ['Endereço para entrega: 01310 São Paulo', ['01310']],
    ['Moro no centro, 4050 Porto.', ['4050']],
    ['Rechnungsadresse: Firma Müller GmbH, 10115 Berlin', ['10115']],
    ['Lieferadresse: Müller GmbH, 10115 Berlin', ['10115']],
    // Already there: the words of the six languages.
    ['Dirección: Edificio Central, 28012 Madrid', ['28012']],
    ['Indirizzo: Palazzo Reale, 20121 Milano', ['20121']],
    ['Adresse : Résidence du Parc, 75001 Paris', ['75001']],
    ['Anschrift: Marktplatz, 8001 Zürich', ['8001']],
    ['Adres: Dam, 1012 JS Amsterdam', ['1012 JS']],
    // "CEP" and "Eircode" vouch for their own shapes only, not for any number.
    ['O CEP é obrigatório: pedido 4000 unidades', []],
  ];
  for (const [text, expected] of cases) t.same(addresses(text), expected, text);
});

t.test('the person an address line or a phone number in brackets is for: a full name right before it', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const typed = (text: string): string[] => analyzer.analyze(text).map((s) => `${s.type}:${text.slice(s.start, s.end)}`);
  const cases: Case[] = [
    ['Ship to Zorvan Keltrigg, 221B Baker Street, London.', ['PERSON:Zorvan Keltrigg', 'ADDRESS:221B Baker Street', 'LOCATION:London']],
    ['Deliver to: Mirela Vostrakova, 12 High St., Leeds', ['PERSON:Mirela Vostrakova', 'ADDRESS:12 High St.', 'LOCATION:Leeds']],
    ['New address: Zorvan Keltrigg, 14 Quarry Lane', ['PERSON:Zorvan Keltrigg', 'ADDRESS:14 Quarry Lane']],
    // An office, a firm, a team, or a number that starts no street, is no one.
    ['Head Office, 14 Quarry Lane, Sheffield', ['ADDRESS:14 Quarry Lane', 'LOCATION:Sheffield']],
    ['Acme Widgets Ltd, 14 Quarry Lane', ['ORGANIZATION:Acme Widgets Ltd', 'ADDRESS:14 Quarry Lane']],
    ['Support Team, 14 Quarry Lane', ['ADDRESS:14 Quarry Lane']],
    ['In 2024, 14 new roads opened.', []],
    // A phone number in brackets after a full name; a request's verb before the name stays outside it.
    ['Call Jorvik Stannard (+44 7700 900123) if the pager fires.', ['PERSON:Jorvik Stannard', 'PHONE:+44 7700 900123']],
    ['Tavish Morrow (555-0143), Elspeth Quarrie (555-0199)', ['PERSON:Tavish Morrow', 'PHONE:555-0143', 'PERSON:Elspeth Quarrie', 'PHONE:555-0199']],
    ['Support Desk (+44 7700 900123)', ['PHONE:+44 7700 900123']],
    ['Released in Version Two (2024)', []],
  ];
  for (const [text, expected] of cases) t.same(typed(text), expected, text);
});
