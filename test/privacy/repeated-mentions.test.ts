/** Later bare mentions of a found name (repeated-mentions.ts). */
import t from 'tap';
import { addRepeatedMentions } from '../../src/privacy/repeated-mentions.js';
import type { Span } from '../../src/privacy/types.js';

const person = (start: number, end: number): Span => ({ type: 'PERSON', start, end, score: 0.8, source: 'gazetteer' });
const shown = (text: string, spans: Span[]) => spans.map((span) => [span.type, text.slice(span.start, span.end), span.source]);

t.test('a name found once is found wherever it is mentioned again, as written', async (t) => {
  const text = 'The customer is Mr. Klimek. klimek wants a refund, write to KLIMEK or Klimeks.';
  const [spans = []] = addRepeatedMentions([text], [[person(16, 26)]]);
  t.same(shown(text, spans), [
    ['PERSON', 'Mr. Klimek', 'gazetteer'],
    ['PERSON', 'klimek', 'repeated-mention'],
    ['PERSON', 'KLIMEK', 'repeated-mention'],
    // The genitive "s" stays outside: upstream reads "[PERSON_2]s".
    ['PERSON', 'Klimek', 'repeated-mention'],
  ]);
  const [longer = []] = addRepeatedMentions(['Mr. Klimek called. Klimekson and Klimekss did not.'], [[person(0, 10)]]);
  t.same(longer.length, 1, 'a longer word that starts with the name is not the name');
});

t.test("titles, particles, short and common words are not followed on their own; other texts and the map's values are", async (t) => {
  const first = 'Dr. Will van Oosterhuis called.';
  const second = 'Will you ask van Oosterhuis and Dr. Smith? Okonkwo agreed.';
  const [, spans = []] = addRepeatedMentions([first, second], [[person(0, 23)], []], [{ type: 'PERSON', value: 'Dr. Okonkwo' }, { type: 'EMAIL', value: 'a@b.co' }]);
  t.same(shown(second, spans), [
    ['PERSON', 'Oosterhuis', 'repeated-mention'],
    ['PERSON', 'Okonkwo', 'repeated-mention'],
  ]);
});

t.test('spans already there are kept, and nothing is added inside them', async (t) => {
  const text = 'Anna Klimek met Klimek.';
  const existing = [person(0, 11), person(16, 22)];
  const [spans = []] = addRepeatedMentions([text], [existing]);
  t.same(spans, existing);
  t.same(addRepeatedMentions(['no names here'], [[]]), [[]]);
});

t.test('a short or common one-word value is not followed', async (t) => {
  const text = 'Al said: it is al dente, and will go to the rose garden.';
  const [spans = []] = addRepeatedMentions([text], [[person(0, 2)]], [{ type: 'PERSON', value: 'Rose' }, { type: 'PERSON', value: 'Will' }]);
  t.same(shown(text, spans), [['PERSON', 'Al', 'gazetteer']]);
});

t.test('a word a chat @-mentions is followed as that account, a surname after it making a person', async (t) => {
  const text = 'the one Bex fixed\n@Bex can you look? thx bex\n[10:11] Bex Marrowby: on it\n@will can you check? I will.';
  const mention = (word: string): Span => ({ type: 'USERNAME', start: text.indexOf(`@${word}`) + 1, end: text.indexOf(`@${word}`) + 1 + word.length, score: 0.7, source: 'mention' });
  const [spans = []] = addRepeatedMentions([text], [[mention('Bex'), mention('will')]]);
  t.same(shown(text, spans), [
    ['USERNAME', 'Bex', 'repeated-mention'],
    ['USERNAME', 'Bex', 'mention'],
    ['USERNAME', 'bex', 'repeated-mention'],
    ['PERSON', 'Bex Marrowby', 'repeated-mention'],
    // An everyday word is an account where the chat writes "@" before it, and a word elsewhere.
    ['USERNAME', 'will', 'mention'],
  ]);
  const handle = 'ping @ops.bot or ops';
  const [kept = []] = addRepeatedMentions([handle], [[{ type: 'USERNAME', start: 6, end: 13, score: 0.7, source: 'mention' }]]);
  t.same(shown(handle, kept), [['USERNAME', 'ops.bot', 'mention']], 'a handle that is no plain word is not followed as a word');
});

t.test("a relative's first name opening a list item before a known surname goes with it", async (t) => {
  const text = 'Table 3: Dr. Ravindra Wickramavelu, Nimali Wickramavelu (nut allergy)\nIn der Sache Wickramavelu ist alles klar.';
  const [spans = []] = addRepeatedMentions([text], [[person(text.indexOf('Ravindra'), text.indexOf(','))]]);
  t.same(shown(text, spans), [
    ['PERSON', 'Ravindra Wickramavelu', 'gazetteer'],
    ['PERSON', 'Nimali Wickramavelu', 'repeated-mention'],
    // Mid-sentence, the word before the surname is a noun of another language.
    ['PERSON', 'Wickramavelu', 'repeated-mention'],
  ]);
});

t.test('an unlisted surname right after a known first name goes with it', async (t) => {
  const text = 'Offer letter for Olusegun Adeyemi\nDear Olusegun,\nWelcome! Olusegun Will join on Monday; Olusegun Berlin is a place.';
  const dear = text.indexOf('Olusegun,');
  const berlin = text.indexOf('Berlin');
  const place: Span = { type: 'LOCATION', start: berlin, end: berlin + 6, score: 0.9, source: 'gazetteer' };
  const [spans = []] = addRepeatedMentions([text], [[person(dear, dear + 8), place]]);
  t.same(shown(text, spans), [
    ['PERSON', 'Olusegun Adeyemi', 'repeated-mention'],
    ['PERSON', 'Olusegun', 'gazetteer'],
    // A common word ("Will") or a span already found ("Berlin") is not taken as the surname.
    ['PERSON', 'Olusegun', 'repeated-mention'],
    ['PERSON', 'Olusegun', 'repeated-mention'],
    ['LOCATION', 'Berlin', 'gazetteer'],
  ]);
});

t.test('a genitive, a short name and a word of a longer company name count only with their capital', async (t) => {
  const text = 'Buyers: Thi Mai Nguyen. Please check this git log, mais oui, Mai agreed; thi and Thi too.';
  const [spans = []] = addRepeatedMentions([text], [[person(8, 22)]]);
  t.same(shown(text, spans).slice(1), [
    ['PERSON', 'Mai', 'repeated-mention'],
    ['PERSON', 'Thi', 'repeated-mention'],
  ]);
  const school = 'Lincoln High School asked. Please call the school office or Lincoln; the School board agreed.';
  const organization: Span = { type: 'ORGANIZATION', start: 0, end: 19, score: 0.8, source: 'gazetteer' };
  const [orgSpans = []] = addRepeatedMentions([school], [[organization]]);
  t.same(shown(school, orgSpans).slice(1), [
    ['ORGANIZATION', 'Lincoln', 'repeated-mention'],
    ['ORGANIZATION', 'School', 'repeated-mention'],
  ]);
  // A company of one word, and a person's longer surname, are still followed in lower case.
  const vodafone = 'Vodafone called; vodafone again.';
  const [one = []] = addRepeatedMentions([vodafone], [[{ ...organization, end: 8 }]]);
  t.same(shown(vodafone, one).slice(1), [['ORGANIZATION', 'vodafone', 'repeated-mention']]);
});

t.test("an everyday word of a found person's name counts, as written, only in the same text", async (t) => {
  const text = 'Complaint from Rose Abernathy. Rose will call; a rose, ROSE, Rose-Marie and Rose 5 are not her. Will you check? Rose.';
  const [spans = []] = addRepeatedMentions([text], [[person(15, 29)]]);
  t.same(shown(text, spans), [
    ['PERSON', 'Rose Abernathy', 'gazetteer'],
    ['PERSON', 'Rose', 'repeated-mention'],
    ['PERSON', 'Rose', 'repeated-mention'],
  ]);
  // Another text of the same request is no source.
  const [, other = []] = addRepeatedMentions([text, 'Rose will call.'], [[person(15, 29)], []]);
  t.same(other, []);
  // After a log's clock time the word opens an entry; a month beside a number stays a date.
  const log = '14:09 on-call (Mark Ebbesen) paged, June Okafor too\n14:15 Mark misread the dashboard; 12 June was the last outage.';
  const june = log.indexOf('June Okafor');
  const [logged = []] = addRepeatedMentions([log], [[person(15, 27), person(june, june + 11)]]);
  t.same(shown(log, logged).map(([, value]) => value), ['Mark Ebbesen', 'June Okafor', 'Mark']);
});

t.test('a one-word name that is an everyday word is followed from a strong cue only, and never a language namesake', async (t) => {
  const greeted = 'Dear Rose, Rose will call. Will you check?';
  const [strong = []] = addRepeatedMentions([greeted], [[person(5, 9)]]);
  t.same(shown(greeted, strong), [
    ['PERSON', 'Rose', 'gazetteer'],
    ['PERSON', 'Rose', 'repeated-mention'],
  ]);
  // A weaker reading of the word may be the word itself: it is not spread over the text.
  const [weak = []] = addRepeatedMentions([greeted], [[{ ...person(5, 9), score: 0.55 }]]);
  t.same(shown(greeted, weak), [['PERSON', 'Rose', 'gazetteer']]);
  // "Ruby wants to rewrite it in Ruby": the language keeps its name.
  const ruby = 'Ruby wants to rewrite the service in Go instead of Ruby.';
  const [language = []] = addRepeatedMentions([ruby], [[person(0, 4)]]);
  t.same(shown(ruby, language), [['PERSON', 'Ruby', 'gazetteer']]);
});

t.test('a surname written with a character reference is followed as one word, not cut at its ";"', async (t) => {
  const first = 'Customer: Zorvan K&eacute;ltrigg';
  const second = 'K&eacute;ltrigg called again';
  const [, spans = []] = addRepeatedMentions([first, second], [[person(10, first.length)], []]);
  t.same(shown(second, spans), [['PERSON', 'K&eacute;ltrigg', 'repeated-mention']]);
});

t.test("a person's name found in two parts one space apart is one span; a name beside a word, or names a comma apart, are not joined", async (t) => {
  const text = 'Oluwadamilare Banjo plays. Drew drew it. Anna, Bob';
  const spans = [person(0, 13), person(14, 19), person(27, 31), person(32, 36), person(41, 45), person(47, 50)];
  const [joined = []] = addRepeatedMentions([text], [spans]);
  t.same(shown(text, joined), [
    ['PERSON', 'Oluwadamilare Banjo', 'gazetteer'],
    ['PERSON', 'Drew', 'gazetteer'],
    ['PERSON', 'drew', 'gazetteer'],
    ['PERSON', 'Anna', 'gazetteer'],
    ['PERSON', 'Bob', 'gazetteer'],
  ]);
});

t.test('a surname found after an initial takes the first name with that initial before it elsewhere', async (t) => {
  const text = 'Cc: dhr. R. Sitaldin\nIk heb dit afgestemd met Robbert Sitaldin en met Karel Sitaldin.';
  const [spans = []] = addRepeatedMentions([text], [[person(4, 20)]]);
  t.same(shown(text, spans), [
    ['PERSON', 'dhr. R. Sitaldin', 'gazetteer'],
    ['PERSON', 'Robbert Sitaldin', 'repeated-mention'],
    // Another initial: a relative perhaps, but not named by this rule.
    ['PERSON', 'Sitaldin', 'repeated-mention'],
  ]);
});
