/**
 * Organisations by their legal form and places by the shape of their name, through the full
 * analyzer (every recognizer): what a black-box review sent upstream in clear, and the look-alikes
 * that must stay as written. Only ORGANIZATION and LOCATION spans are compared.
 */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';

const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });

type Case = [text: string, expected: [type: string, value: string][]];

/** ORGANIZATION and LOCATION spans of the text, as [type, text] in order. */
function found(text: string): [string, string][] {
  return analyzer
    .analyze(text)
    .filter((s) => s.type === 'ORGANIZATION' || s.type === 'LOCATION')
    .map((s) => [s.type, text.slice(s.start, s.end)]);
}

const legalForms: Case[] = [
  // Legal forms that were missing, dotted and undotted; the owner's surname goes with the firm.
  ['Contrato con Reformas Ibáñez SL.', [['ORGANIZATION', 'Reformas Ibáñez SL']]],
  ['Contrato con Reformas Ibáñez S.L.U. y otros.', [['ORGANIZATION', 'Reformas Ibáñez S.L.U']]],
  ['Die Holzmann KGaA hat Insolvenz angemeldet.', [['ORGANIZATION', 'Holzmann KGaA']]],
  ['Die Weber OHG liefert morgen.', [['ORGANIZATION', 'Weber OHG']]],
  ['Rechnung von Tischlerei Brandl e.U. aus Graz.', [['ORGANIZATION', 'Tischlerei Brandl e.U'], ['LOCATION', 'Graz']]],
  ['Il fornitore è Fratelli Colombo S.r.l.s.', [['ORGANIZATION', 'Fratelli Colombo S.r.l.s']]],
  ['Il fornitore è Fratelli Colombo Srls.', [['ORGANIZATION', 'Fratelli Colombo Srls']]],
  // A capital and small letters with dots is a legal form even when no list holds it.
  ['Il consorzio Edile Rossi S.c.a.r.l. ha vinto.', [['ORGANIZATION', 'Edile Rossi S.c.a.r.l']]],
  ['O contrato com Construtora Oliveira Lda. foi assinado.', [['ORGANIZATION', 'Construtora Oliveira Lda']]],
  ['Construtora Silva Eireli assinou.', [['ORGANIZATION', 'Construtora Silva Eireli']]],
  ['Nous travaillons avec Garage Lefèvre EURL.', [['ORGANIZATION', 'Garage Lefèvre EURL']]],
  ['Wij werken met Bakkerij Jansen V.O.F. en Smit VOF.', [['ORGANIZATION', 'Bakkerij Jansen V.O.F'], ['ORGANIZATION', 'Smit VOF']]],
  ['Umowa z firmą Kowalski Sp. z o.o. została podpisana.', [['ORGANIZATION', 'Kowalski Sp. z o.o']]],
  ['Smlouva s firmou Novák s.r.o. a Dvořák a.s. je hotová.', [['ORGANIZATION', 'Novák s.r.o'], ['ORGANIZATION', 'Dvořák a.s']]],
  ['Aftale med Jensen Byg ApS og Nielsen A/S.', [['ORGANIZATION', 'Jensen Byg ApS'], ['ORGANIZATION', 'Nielsen A/S']]],
  // Forms of several words: the whole run is the firm's.
  ['Die Müller Bau GmbH & Co. KG zahlt.', [['ORGANIZATION', 'Müller Bau GmbH & Co. KG']]],
  ['Wir arbeiten mit Schneider Software UG (haftungsbeschränkt) zusammen.', [['ORGANIZATION', 'Schneider Software UG (haftungsbeschränkt)']]],
  ['Contrato con Transportes Gómez S.A. de C.V. firmado.', [['ORGANIZATION', 'Transportes Gómez S.A. de C.V']]],
  ['Acme Widgets Pty Ltd sent an invoice.', [['ORGANIZATION', 'Acme Widgets Pty Ltd']]],
  // The name starts at the trade word, not at the invoice it is the genitive of.
  ['Rechnung der Bäckerei Schmitt KG', [['ORGANIZATION', 'Bäckerei Schmitt KG']]],
  // Initials and "e" inside the name.
  ['Barilla G. e R. Fratelli S.p.A.', [['ORGANIZATION', 'Barilla G. e R. Fratelli S.p.A']]],
  // As before: an association's name keeps its article, an initial opens no name, the forms the
  // sector words already found.
  ['Der Verband der Chemischen Industrie e.V. warnt.', [['ORGANIZATION', 'Verband der Chemischen Industrie e.V']]],
  ['Pick option B. Acme GmbH called later.', [['ORGANIZATION', 'Acme GmbH']]],
  ['Avtal med Lindqvist Bygg AB.', [['ORGANIZATION', 'Lindqvist Bygg AB']]],
  ['Die Holzmann SE hat gemeldet.', [['ORGANIZATION', 'Holzmann SE']]],
  ['We paid Tan Brothers Pte Ltd.', [['ORGANIZATION', 'Tan Brothers Pte Ltd']]],
  // Look-alikes: words, codes, editions, initials, a town and its region's code, a line in capitals.
  ['We did it in the same way.', []],
  ['Si quieres, se puede hacer.', []],
  ['LA EMPRESA SE ENCUENTRA EN MADRID.', [['LOCATION', 'MADRID']]],
  ['Können Sie SE bitte anrufen?', []],
  ['Install Java SE 17 first.', []],
  ['I bought an Apple Watch SE yesterday.', []],
  ['I drive a Mercedes SL 500.', [['LOCATION', 'Mercedes']]],
  ['The office is in Calgary AB near the river.', [['LOCATION', 'Calgary']]],
  ['We used Gensim LDA for topics.', []],
  ['Replace the Cisco APs today.', []],
  ['Configure the Cisco SDN controller.', []],
  ['Use Tools Such As Hammers.', []],
  ['I love books by R.L. Stine.', []],
  ['He read J.R.R. Tolkien books.', []],
];

const places: Case[] = [
  // Dutch towns with "'s-", listed or not; the apostrophe goes with the name.
  ["Graag tot ziens in 's-Gravenhage of 's-Hertogenbosch.", [['LOCATION', "'s-Gravenhage"], ['LOCATION', "'s-Hertogenbosch"]]],
  ['Ik woon in ’s-Hertogenbosch.', [['LOCATION', '’s-Hertogenbosch']]],
  ["Ze wonen in 's Gravenmoer.", [['LOCATION', "'s Gravenmoer"]]],
  // Hyphenated towns with small words inside, which no list holds.
  ['We drove to Moreton-in-Marsh yesterday.', [['LOCATION', 'Moreton-in-Marsh']]],
  ['We stayed near Stow-on-the-Wold.', [['LOCATION', 'Stow-on-the-Wold']]],
  ['Moreton-in-Marsh has a market.', [['LOCATION', 'Moreton-in-Marsh']]],
  // A listed city and its district.
  ['Rotterdam-Zuid is groot.', [['LOCATION', 'Rotterdam-Zuid']]],
  ['Berlin-Mitte ist teuer.', [['LOCATION', 'Berlin-Mitte']]],
  // Towns the city list names with their river or sea ("Katwijk aan Zee", "Bad Soden am Taunus").
  ['Katwijk is mooi.', [['LOCATION', 'Katwijk']]],
  ['Wir fahren nach Bad Soden.', [['LOCATION', 'Bad Soden']]],
  ['Ludwigshafen liegt am Rhein.', [['LOCATION', 'Ludwigshafen']]],
  // A town named like a word, before its country.
  ['Software Engineer | Cork, Ireland', [['LOCATION', 'Cork'], ['LOCATION', 'Ireland']]],
  // Look-alikes: Dutch times of day, English compounds in titles, a word before a comma.
  ["'s Morgens drink ik koffie.", []],
  ['Our Editor-in-Chief approved it.', []],
  ['My Mother-in-Law called.', []],
  ['Our Writer-in-Residence program.', []],
  ['Man-in-the-Middle attacks are common.', []],
  ['A Step-by-Step Guide.', []],
  ['Over-the-Counter drugs.', []],
  ['I like cork, Spain has lots.', [['LOCATION', 'Spain']]],
  // Short names that are English words stay out of the list ("Romans-sur-Isère", "Stoke-on-Trent").
  ['The Romans built roads.', []],
  ['Stoke the fire, then sit.', []],
];

t.test('organisations by their legal form', async (t) => {
  for (const [text, expected] of legalForms) t.same(found(text), expected, text);
});

t.test('places by the shape of their name', async (t) => {
  for (const [text, expected] of places) t.same(found(text), expected, text);
});
