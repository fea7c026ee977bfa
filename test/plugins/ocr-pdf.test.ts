import t from 'tap';
import { call, dataUri, makePdf, pagesOf, renderText, startOcrGateway } from './ocr-fixtures.js';

const veil = await startOcrGateway(t, { asyncPages: 3 });
const pdfUri = (bytes: Buffer) => dataUri('application/pdf', bytes);

t.test('a two-page PDF with a text layer: exact text per page, source text-layer, no OCR', async (t) => {
  const pdf = makePdf([{ lines: ['Hello page one', 'Second line (with parentheses)'] }, { lines: ['Page two text'] }]);
  const answer = await call(veil, '/v1/ocr', { document: { type: 'document_url', document_url: pdfUri(pdf) } });
  t.equal(answer.status, 200, JSON.stringify(answer.body));
  t.match(answer.body, { model: 'pdf.js text layer', usage_info: { pages_processed: 2, doc_size_bytes: pdf.length } });
  const [one, two] = pagesOf(answer.body);
  t.match(one, { index: 0, source: 'text-layer', confidence: null, markdown: 'Hello page one\nSecond line (with parentheses)', dimensions: { dpi: 200 } });
  t.match(two, { index: 1, source: 'text-layer', markdown: 'Page two text' });
  // A4 at 200 dpi.
  t.same(one?.dimensions, { width: 1652, height: 2338, dpi: 200 });
  t.equal(one?.blocks.length, 2);
  const first = one?.blocks[0];
  t.match(first, { text: 'Hello page one', confidence: null });
  // 72 pt from the left, 24 pt text on a baseline 82 pt from the top: its top is 58 pt down; in 200 dpi pixels.
  t.ok(first?.bbox !== null && first !== undefined && Math.abs(first.bbox.x - 200) <= 2 && Math.abs(first.bbox.y - 161) <= 3, JSON.stringify(first?.bbox));
  t.ok(first?.bbox !== null && first !== undefined && first.bbox.height >= 60 && first.bbox.height <= 90 && first.bbox.width > 400, 'the box spans the line');
});

t.test('a scanned page (a JPEG image, no text) is rendered and OCR\'d; pages selects pages', async (t) => {
  const scan = await renderText(['Invoice 4711', 'Total 99 EUR'], 1200, 60);
  const pdf = makePdf([{ lines: ['Cover letter'] }, { scan: { jpeg: scan.jpeg, width: scan.width, height: scan.height } }]);
  const answer = await call(veil, '/v1/ocr', { document: { type: 'document_url', document_url: pdfUri(pdf) } });
  t.equal(answer.status, 200, JSON.stringify(answer.body));
  t.match(answer.body, { model: 'tesseract.js-7 (eng) + pdf.js text layer' });
  const [cover, scanned] = pagesOf(answer.body);
  t.match(cover, { source: 'text-layer', markdown: 'Cover letter' });
  t.match(scanned, { index: 1, source: 'ocr', dimensions: { dpi: 200 } });
  t.ok(scanned !== undefined && scanned.confidence !== null && scanned.confidence > 0.5);
  for (const word of ['invoice', '4711', 'total', 'eur']) t.ok(scanned?.markdown.toLowerCase().includes(word), `finds "${word}" in ${JSON.stringify(scanned?.markdown)}`);
  t.ok((scanned?.blocks.length ?? 0) >= 2 && scanned?.blocks.every((block) => block.bbox !== null && block.confidence !== null));

  const onlySecond = await call(veil, '/v1/ocr', { document: { type: 'document_url', document_url: pdfUri(pdf) }, pages: [1] });
  t.equal(onlySecond.status, 200);
  t.same(pagesOf(onlySecond.body).map((page) => page.index), [1]);
  t.match(onlySecond.body, { model: 'tesseract.js-7 (eng)', usage_info: { pages_processed: 1 } });
});

t.test('a page whose text layer has no usable text is rendered (fonts and all) and OCR\'d', async (t) => {
  // Only punctuation in the text layer: treated as a scan. Rendering it needs pdf.js font code.
  const pdf = makePdf([{ lines: ['...', '-- ** --'] }]);
  const answer = await call(veil, '/v1/ocr', { document: { type: 'document_url', document_url: pdfUri(pdf) } });
  t.equal(answer.status, 200, JSON.stringify(answer.body));
  t.match(pagesOf(answer.body)[0], { source: 'ocr' });
  t.ok((pagesOf(answer.body)[0]?.blocks.length ?? 0) >= 1, 'the glyphs were drawn, so OCR saw something');
});

t.test('refused PDFs: missing page, damaged file, declared as an image', async (t) => {
  const pdf = makePdf([{ lines: ['Only page'] }]);
  const missing = await call(veil, '/v1/ocr', { document: { type: 'document_url', document_url: pdfUri(pdf) }, pages: [0, 3] });
  t.equal(missing.status, 422);
  t.match(missing.body, { code: 'validation_error', message: /has 1 page .*no page 3/ });
  const damaged = Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), Buffer.alloc(500, 0x41)]);
  const broken = await call(veil, '/v1/ocr', { document: { type: 'document_url', document_url: pdfUri(damaged) } });
  t.equal(broken.status, 422, JSON.stringify(broken.body));
  t.match(broken.body, { message: /PDF cannot be read/ });
  const asImage = await call(veil, '/v1/ocr', { document: { type: 'image_url', image_url: dataUri('image/png', pdf) } });
  t.equal(asImage.status, 200, 'the bytes decide: a PDF sent as image_url is read as a PDF');
});
