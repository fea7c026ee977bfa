/**
 * First names after a definite article (spoken German, Italian, Spanish) and the German and Dutch
 * genitive of a first name without an apostrophe, through the whole detection pipeline, and a first
 * name after an Italian article elided onto it ("l'Anna"). Each positive went upstream in clear
 * before the thirty-second (the elided article: thirty-third) session; the negatives must stay words.
 */
import t, { type Test } from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';
import { addRepeatedMentions } from '../../src/privacy/repeated-mentions.js';

const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });

/** The text with each span replaced by its type in brackets. */
function masked(text: string): string {
  const [spans = []] = addRepeatedMentions([text], [analyzer.analyze(text)]);
  let out = '';
  let cursor = 0;
  for (const span of spans) {
    if (span.start < cursor) continue;
    out += `${text.slice(cursor, span.start)}[${span.type}]`;
    cursor = span.end;
  }
  return out + text.slice(cursor);
}

function check(t: Test, cases: readonly (readonly [string, string])[]): void {
  for (const [text, expected] of cases) t.equal(masked(text), expected, JSON.stringify(text));
}

t.test('a listed first name after a definite article of the language the text reads as is a person', async (t) => {
  check(t, [
    ['Der Thomas hat gesagt, dass die Sabine morgen nicht kommt.', 'Der [PERSON] hat gesagt, dass die [PERSON] morgen nicht kommt.'],
    ['Ich bin die Julia und wohne in Köln.', 'Ich bin die [PERSON] und wohne in [LOCATION].'],
    ['Ich habe dem Lukas gesagt, dass der Jonas nicht kommt.', 'Ich habe dem [PERSON] gesagt, dass der [PERSON] nicht kommt.'],
    ['Mit der Sabine und dem Wolfgang war ich essen.', 'Mit der [PERSON] und dem [PERSON] war ich essen.'],
    ['La Maria mi ha detto che il Giorgio non viene.', '[PERSON] mi ha detto che il [PERSON] non viene.'],
    ['Ho visto la Chiara al mercato.', 'Ho visto la [PERSON] al mercato.'],
    ['Ayer vi a la Marta en el súper.', 'Ayer vi a la [PERSON] en el súper.'],
  ]);
});

t.test('in chat without capitals, a listed first name after an article before a subjunctive, a conjunction or a pronoun', async (t) => {
  check(t, [
    ['hey, hat jemand den schlüssel? der jens meinte, die sabine hätte ihn zuletzt gehabt', 'hey, hat jemand den schlüssel? der [PERSON] meinte, die [PERSON] hätte ihn zuletzt gehabt'],
    ['frag mal die jule ob sie einspringen kann', 'frag mal die [PERSON] ob sie einspringen kann'],
    // a two-letter word of lower-case chat is no river ("ob"), and a noun after the name makes it a compound's part
    ['ich weiß nicht ob das geht', 'ich weiß nicht ob das geht'],
    ['die julia installation ist kaputt', 'die julia installation ist kaputt'],
  ]);
});

t.test('a listed first name after an Italian article elided onto it is a person, the article stays outside', async (t) => {
  check(t, [
    ["Ho parlato con l'Anna ieri sera.", "Ho parlato con l'[PERSON] ieri sera."],
    ["Il libro dell'Anna è sul tavolo.", "Il libro dell'[PERSON] è sul tavolo."],
    ["Grazie all'Andrea per tutto, non è vero?", "Grazie all'[PERSON] per tutto, non è vero?"],
    ["Ho parlato con l'Anna Rossi ieri.", "Ho parlato con l'[PERSON] ieri."],
    ["L'Anna ha detto di no.", "L'[PERSON] ha detto di no."],
    // Countries, regions and nouns take the article too; a word in small letters is a word.
    ["Amo l'Italia e non la Francia.", "Amo l'Italia e non la [LOCATION]."],
    ["L'anno scorso l'Emilia-Romagna era bella, non è vero?", "L'anno scorso l'Emilia-Romagna era bella, non è vero?"],
    ["Ciao, l'Aurora è bella e l'anno è finito.", "Ciao, l'Aurora è bella e l'anno è finito."],
    // French text, and a surname written with its capital mid-sentence, as before.
    ["J'ai parlé à l'Anna de Tolstoï.", "J'ai parlé à l'Anna de Tolstoï."],
    ["Ho visto il signor Dell'Anna ieri.", "Ho visto il [PERSON] ieri."],
  ]);
});

t.test('titles of works, nouns and names that are words after an article stay words', async (t) => {
  check(t, [
    ['Die Zeit und Der Spiegel sind Zeitungen, ich lese auch die Linke nicht.', 'Die Zeit und Der Spiegel sind Zeitungen, ich lese auch die Linke nicht.'],
    ['La Stampa e Il Giorno sono giornali, non è vero.', 'La Stampa e Il Giorno sono giornali, non è vero.'],
    ['Der Kaiser hat gesagt, dass die Rose blüht und der Mark nicht mehr gilt.', 'Der Kaiser hat gesagt, dass die Rose blüht und der Mark nicht mehr gilt.'],
    ['Ho comprato la Rosa per il mercato.', 'Ho comprato la Rosa per il mercato.'],
    ['Ho visto il Leonardo al museo e la Gioconda non c\'era.', 'Ho visto il [PERSON] al museo e la Gioconda non c\'era.'],
    ['Die Linde blüht und die Erika auch, sagt der Ernst des Lebens.', 'Die Linde blüht und die Erika auch, sagt der Ernst des Lebens.'],
    ['La vita è bella, la Vita è bella, e la Luna splende.', 'La vita è bella, la Vita è bella, e la Luna splende.'],
    ['El Mercedes de mi padre, pero la Luz no funciona.', 'El Mercedes de mi padre, pero la Luz no funciona.'],
    ['Die Alexa hört nicht zu und ich habe keine Lust.', 'Die Alexa hört nicht zu und ich habe keine Lust.'],
    ['Ich lese Die Welt und die Zeit, nicht den Spiegel.', 'Ich lese Die Welt und die Zeit, nicht den Spiegel.'],
    // English text: the article is no German or Italian one.
    ['In English, the Julia set is a fractal and the Thomas theorem is sociology.', 'In English, the [PERSON] set is a fractal and the Thomas theorem is sociology.'],
  ]);
});

t.test("a German or Dutch genitive of a listed first name masks the stem, the 's' stays outside", async (t) => {
  check(t, [
    ['Das ist Julias Handy.', 'Das ist [PERSON]s Handy.'],
    ['Ich habe Svenjas Nachricht bekommen.', 'Ich habe [PERSON]s Nachricht bekommen.'],
    ['Maximilians Zeugnis ist gut.', '[PERSON]s Zeugnis ist gut.'],
    ['Wolfgangs Auto ist kaputt.', '[PERSON]s Auto ist kaputt.'],
    ['Annekes moeder belde.', '[PERSON]s moeder belde.'],
    ['Ik heb Annekes fiets geleend.', 'Ik heb [PERSON]s fiets geleend.'],
  ]);
});

t.test('German words ending in s and English plurals stay as they were', async (t) => {
  check(t, [
    ['Bis Montag, ich habe heute keine Zeit.', 'Bis Montag, ich habe heute keine Zeit.'],
    ['Morgens und Abends ist es kalt, und ich bin müde.', 'Morgens und Abends ist es kalt, und ich bin müde.'],
    ['Nichts Neues, und Alles Gute zum Geburtstag!', 'Nichts Neues, und Alles Gute zum Geburtstag!'],
    ['Anfangs war ich skeptisch, aber Rechts Abbiegen ist verboten.', 'Anfangs war ich skeptisch, aber Rechts Abbiegen ist verboten.'],
    ['The Julias in my class and the two Marias sat together.', 'The Julias in my class and the two Marias sat together.'],
    // Listed as names themselves: taken whole, as before.
    ['The Marks and Williams families came to dinner.', 'The Marks and [PERSON] families came to dinner.'],
  ]);
});
