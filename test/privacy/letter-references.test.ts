/** Names written with HTML character references are found whole, at offsets into the text as written. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { decodeLetterReferences } from '../../src/privacy/letter-references.js';
import { createDefaultRecognizers } from '../../src/privacy/recognizers/index.js';
import type { Recognizer, Span } from '../../src/privacy/types.js';

const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
const found = (text: string) => analyzer.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]);

t.test('letter references are decoded; markup references and bare ampersands stay as written', async (t) => {
  t.equal(decodeLetterReferences('no references here'), undefined);
  t.equal(decodeLetterReferences('Tom &amp; Jerry &lt;b&gt; AT&T & co'), undefined, 'nothing that spells a letter');
  const decoded = decodeLetterReferences('M&uuml;ller &amp; O&#39;Brien, Ren&#xE9;e, &#x1D4D0;x');
  t.equal(decoded?.text, "Müller &amp; O'Brien, Renée, \u{1D4D0}x");
  // Each decoded offset maps back to where its character starts as written; the length to the length.
  const written = 'M&uuml;ller &amp; O&#39;Brien, Ren&#xE9;e, &#x1D4D0;x';
  t.equal(decoded?.toWritten(1), 1, 'the ü starts where its reference starts');
  t.equal(decoded?.toWritten(2), 'M&uuml;'.length, 'the next letter follows the reference');
  t.equal(decoded?.toWritten(decoded.text.length), written.length);
  const astral = decoded?.text.indexOf('\u{1D4D0}') ?? -1;
  t.equal(decoded?.toWritten(astral + 1), written.indexOf('&#x1D4D0;'), 'both halves of a surrogate pair come from one reference');
  // The way in: an offset inside a reference moves outwards, to its start for a start, to its end for an end.
  t.equal(decoded?.toDecoded(written.indexOf('&uuml;') + 2, 'end'), 2);
  t.equal(decoded?.toDecoded(written.indexOf('&uuml;') + 2, 'start'), 1);
  t.equal(decoded?.toDecoded(written.indexOf('&uuml;'), 'start'), 1, 'a start on the reference is its character');
  t.equal(decoded?.toDecoded(written.length, 'end'), decoded?.text.length);
  // Invisible characters (a soft hyphen, a zero-width space) read as nothing: the word stays whole.
  t.equal(decodeLetterReferences('M&uuml;l&shy;ler Kel&#8203;trigg')?.text, 'Müller Keltrigg');
  // The characters of addresses and numbers are read too; markup, quotes and parentheses are not.
  t.equal(decodeLetterReferences('a&#64;b&period;c &#43;&#52;9 &#x5F;&percnt;&colon;&sol;')?.text, 'a@b.c +49 _%:/');
  t.equal(decodeLetterReferences('&quot;x&quot; &#40;1&#41; &#60;b&#62; &#38; &#35;'), undefined);
});

t.test('an address or number hidden with references is one span over the references', async (t) => {
  t.same(found('Contact: jane.doe&#64;example.com'), [['EMAIL', 'jane.doe&#64;example.com']]);
  t.same(found('Write to jane.doe&commat;example&period;com today'), [['EMAIL', 'jane.doe&commat;example&period;com']]);
  // Every character a reference, as pages write mailto links against harvesters.
  const mailto = '<a href="mailto:&#106;&#97;&#110;&#101;&#64;&#97;&#99;&#109;&#101;&#46;&#105;&#111;">mail</a>';
  t.same(found(mailto), [['EMAIL', '&#106;&#97;&#110;&#101;&#64;&#97;&#99;&#109;&#101;&#46;&#105;&#111;']]);
  t.same(found('Call &#x2B;&#52;&#52; &#50;&#48; 7946 0958 today'), [['PHONE', '&#x2B;&#52;&#52; &#50;&#48; 7946 0958']]);
  // As browsers read them: numeric references without their ";", with leading zeros, a full-width "@".
  t.same(found('Contact jane&#64example&#46com today'), [['EMAIL', 'jane&#64example&#46com']]);
  t.same(found('Contact jane&#00000000064;example.com'), [['EMAIL', 'jane&#00000000064;example.com']]);
  t.same(found('Contact john.smith&#65312;example.com'), [['EMAIL', 'john.smith&#65312;example.com']]);
  t.equal(decodeLetterReferences('&#641234567 &#38T')?.text, undefined, 'more digits than a reference has, and markup, stay');
  // Encoded twice ("&amp;#64;"), as templates and exports escape a page's HTML again.
  t.same(found('Contact jane&amp;#64;example&amp;#46;com today'), [['EMAIL', 'jane&amp;#64;example&amp;#46;com']]);
  t.equal(decodeLetterReferences('O&amp;#39;Brien &amp;eacute; &amp; &amp;lt;b&amp;gt; &amp;amp;')?.text, "O'Brien é &amp; &amp;lt;b&amp;gt; &amp;amp;");
});

t.test('a name written with references is one span over the references, not a name cut short', async (t) => {
  t.same(found('<td>Fran&ccedil;ois M&uuml;ller</td>'), [['PERSON', 'Fran&ccedil;ois M&uuml;ller']]);
  t.same(found('Dear Mr. O&#39;Brien, thank you.'), [['PERSON', 'Mr. O&#39;Brien']]);
  t.same(found('Hello Maria&nbsp;Keller, your order is late.'), [['PERSON', 'Maria&nbsp;Keller']]);
  t.same(found('Name: Fran&ccedil;ois M&uuml;l&shy;ler, email fm@example.com'), [['PERSON', 'Fran&ccedil;ois M&uuml;l&shy;ler'], ['EMAIL', 'fm@example.com']]);
  // Spans after the references keep their offsets into the text as written.
  t.same(found('Jos&eacute; Garc&iacute;a &lt;jose.garcia@example.com&gt; wrote:'), [
    ['PERSON', 'Jos&eacute; Garc&iacute;a'],
    ['EMAIL', 'jose.garcia@example.com'],
  ]);
  // A table of a page export: the header's fields read the decoded cells.
  const table = '<tr><th>Name</th><th>City</th></tr><tr><td>Ren&eacute;e Dubois</td><td>Lyon</td></tr>';
  t.same(found(table), [['PERSON', 'Ren&eacute;e Dubois'], ['LOCATION', 'Lyon']]);
});

t.test("spans found beforehand (a NER model's) are read in the decoded text and come back as written", async (t) => {
  const text = 'Ren&eacute;e wrote to Zorvan Keltrigg';
  const model: Span = { type: 'PERSON', start: text.indexOf('Zorvan'), end: text.length, score: 0.9, source: 'model' };
  const silent: Recognizer = { name: 'silent', entities: ['PERSON'], languages: '*', detect: () => [] };
  const spans = createAnalyzer({ recognizers: [silent] }).analyze(text, { extraSpans: [model] });
  t.same(spans.map((span) => text.slice(span.start, span.end)), ['Zorvan Keltrigg']);
  // A model's span that starts or ends inside a reference grows to the whole reference, never shrinks from it.
  const inside: Span = { type: 'PERSON', start: 3, end: 'Ren&eac'.length, score: 0.9, source: 'model' };
  const grown = createAnalyzer({ recognizers: [silent] }).analyze(text, { extraSpans: [inside] });
  t.same(grown.map((span) => text.slice(span.start, span.end)), ['&eacute;']);
});

t.test("mojibake (a letter's UTF-8 bytes read as Windows-1252) is read as the letter it spells, at offsets into the text as written", async (t) => {
  t.equal(decodeLetterReferences('1021;MÃ¼ller;Hans-JÃ¼rgen;WeiÃŸ;GÃ¶kÃ§e')?.text, '1021;Müller;Hans-Jürgen;Weiß;Gökçe');
  // Three- and four-byte sequences, Windows-1252's own characters among their bytes.
  t.equal(decodeLetterReferences('Oâ€™Brien ðŸ˜€')?.text, 'O’Brien 😀');
  // Text with accents, and a lead character before no continuation, is left alone.
  t.equal(decodeLetterReferences('SÃO PAULO, café crème, Ã la carte'), undefined);
  // A run that is no UTF-8 (a lead of three bytes before one continuation) stays as written.
  t.equal(decodeLetterReferences('xâ€y'), undefined);
  // Mojibake and references in one text; offsets map back to the written text.
  const decoded = decodeLetterReferences('M&uuml;ller and WeiÃŸ');
  t.equal(decoded?.text, 'Müller and Weiß');
  t.equal(decoded?.toWritten('Müller and Wei'.length), 'M&uuml;ller and Wei'.length);
  t.equal(decoded?.toWritten('Müller and Weiß'.length), 'M&uuml;ller and WeiÃŸ'.length);
  t.same(found('Kontakt: JÃ¼rgen MÃ¼ller, juergen@example.de'), [['PERSON', 'JÃ¼rgen MÃ¼ller'], ['EMAIL', 'juergen@example.de']]);
  t.same(found('Name: FranÃ§ois Dubois'), [['PERSON', 'FranÃ§ois Dubois']]);
});
