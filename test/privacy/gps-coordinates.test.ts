/** Coordinates: with hemispheres alone, two decimal degrees beside a place word; measurements stay. */
import t from 'tap';
import { createAnalyzer } from '../../src/privacy/analyzer.js';
import { createDefaultRecognizers, createGpsCoordinatesRecognizer } from '../../src/privacy/recognizers/index.js';

t.test('coordinates found and left alone', async (t) => {
  const analyzer = createAnalyzer({ recognizers: [createGpsCoordinatesRecognizer()] });
  const cases: [string, string[]][] = [
    ['GPS: 52.5200° N, 13.4050° E', ['52.5200° N, 13.4050° E']],
    ['48°51\'30"N 2°17\'40"E', ['48°51\'30"N 2°17\'40"E']],
    ["I'm at 48.8584, 2.2945 right now", ['48.8584, 2.2945']],
    ['My home coordinates are 40.7128,-74.0060', ['40.7128,-74.0060']],
    ['Koordinaten: 52.5200, 13.4050', ['52.5200, 13.4050']],
    // measurements, out of range, too few decimals, a temperature
    ['The ratios were 12.3456, 45.6789 and 3.1', []],
    ['located at 95.1234, 10.1234', []],
    ['GPS: 52.52, 13.40', []],
    ['Temperature 23.5° N/A', []],
  ];
  for (const [text, expected] of cases) t.same(analyzer.analyze(text).map((span) => text.slice(span.start, span.end)), expected, text);
});

t.test('in the default pipeline the pair is one span', async (t) => {
  const analyzer = createAnalyzer({ recognizers: createDefaultRecognizers() });
  const text = 'Pick me up here, GPS 40.7128,-74.0060.';
  t.same(analyzer.analyze(text).map((span) => [span.type, text.slice(span.start, span.end)]), [['GPS_COORDINATES', '40.7128,-74.0060']]);
});
