import { parentPort } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import type { AnalyzeOptions, Analyzer } from '../analyzer.js';
import type { AnalysisReply, AnalysisRequest } from './analysis-protocol.js';
import { createAnalyzerFrom } from './analyzer-settings.js';
import { compileDictionaries, type CompiledDictionaries } from './organization-dictionaries.js';

/**
 * The analysis worker: runs the analyzer (recognizers, thresholds, overlap rule) off the gateway's
 * event loop. Analyzers are built per settings id and share the lexicons of this thread;
 * organisations' dictionaries are compiled once per revision and kept in an LRU. Requests that
 * arrive together are analysed together and answered in one message (an array of replies).
 */
const port = parentPort;
if (port === null) throw new Error('analysis-worker must run in a worker thread');

const analyzers = new Map<number, Analyzer>();
const dictionaries = new LRUCache<string, CompiledDictionaries>({ max: 1000 });

type AnalyzeRequest = Extract<AnalysisRequest, { kind: 'analyze' }>;

/** The reply to a request that failed: the error's name only, as a message might quote the analysed text, which must not reach a log. */
const failed = (id: number, error: unknown): AnalysisReply => ({ id, error: error instanceof Error ? error.name : 'analysis failed' });

function configure(request: Extract<AnalysisRequest, { kind: 'configure' }>): AnalysisReply {
  const analyzer = createAnalyzerFrom(request.settings);
  analyzer.warmUp();
  analyzers.set(request.settingsId, analyzer);
  return { id: request.id, ready: true };
}

/** The analyzer's options for one request, or the reply that settles it without analysis. */
function callOptions(request: AnalyzeRequest): AnalyzeOptions | AnalysisReply {
  let compiled = dictionaries.get(request.dictionaries.key);
  if (compiled === undefined) {
    if (request.dictionaries.definitions === undefined) return { id: request.id, missingDictionaries: true };
    compiled = compileDictionaries(request.dictionaries.definitions);
    dictionaries.set(request.dictionaries.key, compiled);
  }
  return {
    ...compiled,
    ...(request.language === undefined ? {} : { language: request.language }),
    ...(request.entities === undefined ? {} : { entities: request.entities }),
    ...(request.extraSpans === undefined ? {} : { extraSpans: request.extraSpans }),
  };
}

/**
 * Analyses the requests of one settings id together (analyzer.ts `analyzeBatch`). A batch that
 * throws is analysed again a request at a time, so one text that breaks a recognizer fails only
 * its own request.
 */
function analyzeAll(analyzer: Analyzer, requests: readonly AnalyzeRequest[], replies: Map<number, AnalysisReply>): void {
  const items: Array<{ id: number; text: string; options: AnalyzeOptions }> = [];
  for (const request of requests) {
    let options: AnalyzeOptions | AnalysisReply;
    try {
      options = callOptions(request);
    } catch (error) {
      options = failed(request.id, error);
    }
    if ('id' in options) replies.set(request.id, options);
    else items.push({ id: request.id, text: request.text, options });
  }
  try {
    analyzer.analyzeBatch(items).forEach((spans, index) => {
      const id = (items[index] as (typeof items)[number]).id;
      replies.set(id, { id, spans });
    });
  } catch {
    for (const { id, text, options } of items) {
      try {
        replies.set(id, { id, spans: analyzer.analyze(text, options) });
      } catch (error) {
        replies.set(id, failed(id, error));
      }
    }
  }
}

/**
 * Answers the requests that arrived together, in one message. Configurations run in their place;
 * the analyses between two of them run as batches, one per settings id.
 */
function handleAll(requests: readonly AnalysisRequest[]): AnalysisReply[] {
  const replies = new Map<number, AnalysisReply>();
  let waiting: AnalyzeRequest[] = [];
  const analyzeWaiting = (): void => {
    const bySettings = new Map<number, AnalyzeRequest[]>();
    for (const request of waiting) {
      const group = bySettings.get(request.settingsId);
      if (group === undefined) bySettings.set(request.settingsId, [request]);
      else group.push(request);
    }
    for (const [settingsId, group] of bySettings) {
      const analyzer = analyzers.get(settingsId);
      if (analyzer !== undefined) analyzeAll(analyzer, group, replies);
      else for (const { id } of group) replies.set(id, { id, error: `analyzer ${settingsId} is not configured in this thread` });
    }
    waiting = [];
  };
  for (const request of requests) {
    if (request.kind === 'analyze') {
      waiting.push(request);
      continue;
    }
    analyzeWaiting();
    try {
      replies.set(request.id, configure(request));
    } catch (error) {
      replies.set(request.id, failed(request.id, error));
    }
  }
  analyzeWaiting();
  return requests.map(({ id }) => replies.get(id) ?? { id, error: 'analysis failed' });
}

// Requests that arrive while a batch is being analysed wait in `queue` and are answered together:
// under load the thread works in batches, which costs less per text (analyzer.ts).
let queue: AnalysisRequest[] = [];
let scheduled = false;

const drain = (): void => {
  scheduled = false;
  const requests = queue;
  queue = [];
  try {
    port.postMessage(handleAll(requests));
  } catch (error) {
    // Whatever went wrong, every request is answered: the gateway never waits on a lost reply.
    port.postMessage(requests.map(({ id }) => failed(id, error)));
  }
};

port.on('message', (request: AnalysisRequest) => {
  queue.push(request);
  if (scheduled) return;
  scheduled = true;
  // After the messages already delivered with this one: they join its batch.
  setImmediate(drain);
});
