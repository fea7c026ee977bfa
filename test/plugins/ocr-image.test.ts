import t from 'tap';
import { call, dataUri, pagesOf, renderText, startOcrGateway, toTiff } from './ocr-fixtures.js';

// A server body limit far below the documents sent: the plugin raises it for /v1/ocr alone.
const veil = await startOcrGateway(t, { maxDocumentBytes: 200_000 }, { adjust: (config) => (config.server.bodyLimitBytes = 50_000) });
const invoice = await renderText(['Invoice 4711', 'Total 99 EUR']);

t.test('a PNG: the words, one block per line with a box and a confidence, the model named', async (t) => {
  const answer = await call(veil, '/v1/ocr', { document: { type: 'image_url', image_url: dataUri('image/png', invoice.png) } });
  t.equal(answer.status, 200, JSON.stringify(answer.body));
  t.match(answer.body, { model: /^tesseract\.js-7 \(eng\)$/, usage_info: { pages_processed: 1, doc_size_bytes: invoice.png.length } });
  const [page] = pagesOf(answer.body);
  t.ok(page);
  if (page === undefined) return;
  t.equal(page.index, 0);
  t.equal(page.source, 'ocr');
  t.same(page.dimensions, { width: invoice.width, height: invoice.height });
  const text = page.markdown.toLowerCase();
  for (const word of ['invoice', '4711', 'total', '99', 'eur']) t.ok(text.includes(word), `finds "${word}" in ${JSON.stringify(page.markdown)}`);
  t.equal(page.blocks.length, 2, 'one block per line');
  const [first, second] = page.blocks;
  t.match(first, { text: /invoice/i, bbox: { x: Number, y: Number, width: Number, height: Number } });
  t.ok(first?.bbox !== null && first !== undefined && first.bbox.y < (second?.bbox?.y ?? 0), 'lines in reading order');
  t.ok(first?.bbox !== null && first !== undefined && first.bbox.x >= 40 && first.bbox.x <= 80 && first.bbox.width > 200, `box around the text: ${JSON.stringify(first?.bbox)}`);
  for (const block of page.blocks) t.ok(block.confidence !== null && block.confidence > 0.5 && block.confidence <= 1, `confidence ${block.confidence}`);
  t.ok(page.confidence !== null && page.confidence > 0.7 && page.confidence <= 1, `page confidence ${page.confidence}`);
});

t.test('JPEG and TIFF are read too; the declared type does not matter', async (t) => {
  const jpeg = await call(veil, '/v1/ocr', { document: { type: 'image_url', image_url: dataUri('image/png', invoice.jpeg) } });
  t.equal(jpeg.status, 200);
  t.match(pagesOf(jpeg.body)[0]?.markdown ?? '', /4711/);
  const small = await renderText(['Rechnung 815'], 700);
  const tiff = await call(veil, '/v1/ocr', { document: { type: 'document_url', document_url: dataUri('application/octet-stream', toTiff(small)) }, languages: ['deu'] });
  t.equal(tiff.status, 200, `a 168 KB body, over server.bodyLimitBytes: ${JSON.stringify(tiff.body)}`);
  t.match(tiff.body, { model: 'tesseract.js-7 (deu)' });
  t.match(pagesOf(tiff.body)[0], { markdown: /Rechnung 815/, dimensions: { width: 700, height: small.height } });
});

t.test('refused documents: not an image, bad base64, too large, missing page, not a data URI or URL', async (t) => {
  const text = await call(veil, '/v1/ocr', { document: { type: 'image_url', image_url: dataUri('image/png', Buffer.from('just some text, not an image')) } });
  t.equal(text.status, 422);
  t.match(text.body, { code: 'validation_error', error: { param: 'document.image_url' }, message: /not a PNG, JPEG, TIFF or PDF/ });
  const gif = await call(veil, '/v1/ocr', { document: { type: 'image_url', image_url: dataUri('image/png', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')) } });
  t.equal(gif.status, 422, 'a GIF is refused by its magic bytes');
  const invalid = await call(veil, '/v1/ocr', { document: { type: 'image_url', image_url: 'data:image/png;base64,iVBOR!!w0KGgo$$' } });
  t.equal(invalid.status, 422);
  t.match(invalid.body, { message: /not valid base64/ });
  t.equal((await call(veil, '/v1/ocr', { document: { type: 'image_url', image_url: 'data:image/png,rawbytes' } })).status, 422, 'not base64');
  const wrapped = dataUri('image/png', invoice.png).replace(/(.{76})/g, '$1\n');
  t.equal((await call(veil, '/v1/ocr', { document: { type: 'image_url', image_url: wrapped } })).status, 200, 'line-wrapped base64 is accepted');
  const big = await call(veil, '/v1/ocr', { document: { type: 'image_url', image_url: dataUri('image/png', Buffer.alloc(210_000, 1)) } });
  t.equal(big.status, 413);
  t.match(big.body, { code: 'payload_too_large', message: /maxDocumentBytes/ });
  const secondPage = await call(veil, '/v1/ocr', { document: { type: 'image_url', image_url: dataUri('image/png', invoice.png) }, pages: [1], async: true });
  t.match(secondPage, { status: 422, body: { error: { param: 'pages' } } }, 'an image has one page (checked before any job is queued)');
  t.equal((await call(veil, '/v1/ocr', { document: { type: 'image_url', image_url: 'file:///etc/passwd' } })).status, 422);
  t.equal((await call(veil, '/v1/ocr', { document: { type: 'image_url', image_url: '/etc/passwd' } })).status, 422, 'never a local path');
  const cut = invoice.png.subarray(0, 20);
  t.equal((await call(veil, '/v1/ocr', { document: { type: 'image_url', image_url: dataUri('image/png', cut) } })).status, 422, 'a truncated header');
  const damaged = Buffer.concat([invoice.png.subarray(0, 40), Buffer.alloc(2000, 7)]);
  t.equal((await call(veil, '/v1/ocr', { document: { type: 'image_url', image_url: dataUri('image/png', damaged) } })).status, 422, 'damaged image data');
});

t.test('document URLs on private addresses are refused unless allowed; scope nlp', async (t) => {
  const local = await call(veil, '/v1/ocr', { document: { type: 'document_url', document_url: 'http://127.0.0.1:9/invoice.pdf' } });
  t.equal(local.status, 422);
  t.match(local.body, { message: /allowPrivateUrls/ });
  t.notMatch(JSON.stringify(local.body), /127\.0\.0\.1/, 'the URL is not echoed');
  t.equal((await call(veil, '/v1/ocr', { document: { type: 'document_url', document_url: 'http://localhost:9/x' } })).status, 422);
  t.equal((await call(veil, '/v1/ocr', { document: { type: 'document_url', document_url: 'http://[::ffff:10.0.0.1]/x' } })).status, 422);
  const chatOnly = await veil.createKey({ scopes: ['chat'] });
  t.equal((await call(veil, '/v1/ocr', { document: { type: 'image_url', image_url: dataUri('image/png', invoice.png) } }, chatOnly.key)).status, 403);
});
