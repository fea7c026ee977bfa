import { parentPort } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import type { Analyzer } from '../analyzer.js';
import type { AnalysisReply, AnalysisRequest } from './analysis-protocol.js';
import { createAnalyzerFrom } from './analyzer-settings.js';
import { compileDictionaries, type CompiledDictionaries } from './organization-dictionaries.js';

/**
 * The analysis worker: runs the analyzer (recognizers, thresholds, overlap rule) off the gateway's
 * event loop. Analyzers are built per settings id and share the lexicons of this thread;
 * organisations' dictionaries are compiled once per revision and kept in an LRU.
 */
const port = parentPort;
if (port === null) throw new Error('analysis-worker must run in a worker thread');

const analyzers = new Map<number, Analyzer>();
const dictionaries = new LRUCache<string, CompiledDictionaries>({ max: 1000 });

function handle(request: AnalysisRequest): AnalysisReply {
  if (request.kind === 'configure') {
    const analyzer = createAnalyzerFrom(request.settings);
    analyzer.warmUp();
    analyzers.set(request.settingsId, analyzer);
    return { id: request.id, ready: true };
  }
  const analyzer = analyzers.get(request.settingsId);
  if (analyzer === undefined) return { id: request.id, error: `analyzer ${request.settingsId} is not configured in this thread` };
  let compiled = dictionaries.get(request.dictionaries.key);
  if (compiled === undefined) {
    if (request.dictionaries.definitions === undefined) return { id: request.id, missingDictionaries: true };
    compiled = compileDictionaries(request.dictionaries.definitions);
    dictionaries.set(request.dictionaries.key, compiled);
  }
  const spans = analyzer.analyze(request.text, {
    ...compiled,
    ...(request.language === undefined ? {} : { language: request.language }),
    ...(request.entities === undefined ? {} : { entities: request.entities }),
    ...(request.extraSpans === undefined ? {} : { extraSpans: request.extraSpans }),
  });
  return { id: request.id, spans };
}

port.on('message', (request: AnalysisRequest) => {
  let reply: AnalysisReply;
  try {
    reply = handle(request);
  } catch (error) {
    // The error name only: a message might quote the analysed text, which must not reach a log.
    reply = { id: request.id, error: error instanceof Error ? error.name : 'analysis failed' };
  }
  port.postMessage(reply);
});
