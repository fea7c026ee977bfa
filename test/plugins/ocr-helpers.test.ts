import t from 'tap';
import { PlatformError } from '../../src/errors/platform-error.js';
import { detectKind, imageSize } from '../../plugins/ocr/file-type.js';
import { decodeDataUri } from '../../plugins/ocr/read-document.js';
import { selectPages } from '../../plugins/ocr/pdf-document.js';
import { hasUsableText, textLayerPage, type PdfTextItem } from '../../plugins/ocr/text-layer.js';
import { DocumentError } from '../../plugins/ocr/task.js';
import { makePdf, renderText, toTiff } from './ocr-fixtures.js';

t.test('file types come from magic bytes', async (t) => {
  const image = await renderText(['x'], 300);
  const cases: Array<[string, Buffer, string | undefined]> = [
    ['png', image.png, 'png'],
    ['jpeg', image.jpeg, 'jpeg'],
    ['tiff, little-endian', toTiff(image), 'tiff'],
    ['tiff, big-endian', Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]), 'tiff'],
    ['pdf', makePdf([{ lines: ['a'] }]), 'pdf'],
    ['pdf after junk', Buffer.concat([Buffer.from('garbage\r\n'), makePdf([{ lines: ['a'] }])]), 'pdf'],
    ['gif', Buffer.from('GIF89a'), undefined],
    ['bigtiff', Buffer.from([0x49, 0x49, 0x2b, 0x00]), undefined],
    ['text', Buffer.from('hello'), undefined],
    ['empty', Buffer.alloc(0), undefined],
  ];
  for (const [name, bytes, kind] of cases) t.equal(detectKind(bytes), kind, name);
});

t.test('image sizes from headers; cut-short headers give undefined', async (t) => {
  const image = await renderText(['x'], 321);
  t.same(imageSize(image.png, 'png'), { width: 321, height: 180 });
  t.same(imageSize(image.jpeg, 'jpeg'), { width: 321, height: 180 });
  t.same(imageSize(toTiff(image), 'tiff'), { width: 321, height: 180 });
  t.equal(imageSize(image.png.subarray(0, 18), 'png'), undefined);
  t.equal(imageSize(image.jpeg.subarray(0, 30), 'jpeg'), undefined);
  t.equal(imageSize(Buffer.from([0x49, 0x49, 0x2a, 0x00, 0xff, 0xff, 0, 0]), 'tiff'), undefined, 'IFD offset beyond the end');
});

t.test('data URIs: strict base64, padding optional, line breaks tolerated, size checked before decoding', async (t) => {
  const decode = (uri: string, max = 1000) => decodeDataUri(uri, 'document.image_url', max);
  t.same(decode('data:image/png;base64,QUJD'), Buffer.from('ABC'));
  t.same(decode('data:image/png;base64,QUI='), Buffer.from('AB'));
  t.same(decode('data:image/png;base64,QUI'), Buffer.from('AB'), 'unpadded');
  t.same(decode('data:;base64,QU\r\nJD'), Buffer.from('ABC'), 'CRLF inside');
  t.same(decode('DATA:image/png;BASE64,QUJD'), Buffer.from('ABC'), 'case-insensitive scheme and marker');
  for (const bad of ['data:image/png;base64,QUJ!', 'data:image/png;base64,Q', 'data:image/png;base64,QQ==QUJD', 'data:image/png;base64,QU JD*', 'data:image/png,QUJD', 'data:image/png;base64', 'data:image/png;base64,']) {
    t.throws(() => decode(bad), PlatformError, bad);
  }
  t.throws(() => decode(`data:image/png;base64,${Buffer.alloc(2000).toString('base64')}`), { code: 'payload_too_large', status: 413 });
});

t.test('page selection: in order, without repeats, within the document and maxPages', async (t) => {
  t.same(selectPages(null, 3, 10), [0, 1, 2]);
  t.same(selectPages([2, 0, 2], 3, 10), [2, 0]);
  t.throws(() => selectPages([3], 3, 10), DocumentError);
  t.throws(() => selectPages(null, 30, 10), /at most 10/);
  t.same(selectPages([], 3, 10), []);
});

t.test('text layer: items become lines and paragraphs with pixel boxes', async (t) => {
  const item = (str: string, x: number, y: number, width: number, hasEOL = false, size = 10): PdfTextItem => ({ str, transform: [size, 0, 0, size, x, y], width, height: size, hasEOL });
  // 2 px per point, page 100 x 200 pt: y flips.
  const toPixels = (x: number, y: number): [number, number] => [x * 2, (200 - y) * 2];
  const items = [
    item('Total', 10, 180, 25),
    item('99 EUR', 40, 180, 30, true), // a gap without a space: one is added
    item('', 0, 0, 0, true), // pdf.js emits empty end-of-line items
    item('next line', 10, 168, 40, true),
    item('New paragraph', 10, 120, 60),
    item('same line', 75, 120, 20), // no hasEOL but same baseline: same line
    item('next', 10, 108, 20), // the baseline moved: a new line
  ];
  const page = textLayerPage(3, items, toPixels, { width: 200, height: 400, dpi: 144 });
  t.equal(page.markdown, 'Total 99 EUR\nnext line\n\nNew paragraph same line\nnext');
  t.match(page, { index: 3, source: 'text-layer', confidence: null, dimensions: { width: 200, height: 400, dpi: 144 } });
  t.equal(page.blocks.length, 4);
  // "Total 99 EUR": x 10..70 pt, y from 178 (descent) to 190 pt -> pixels x 20..140, y 20..44.
  t.same(page.blocks[0], { text: 'Total 99 EUR', bbox: { x: 20, y: 20, width: 120, height: 24 }, confidence: null });
  t.ok(hasUsableText([{ str: 'ü' }]));
  t.ok(hasUsableText([{ str: '4' }]));
  t.notOk(hasUsableText([{ str: ' . - ' }, { str: '\u0003' }]));
});
