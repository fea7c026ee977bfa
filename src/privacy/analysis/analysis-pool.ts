import { Worker } from 'node:worker_threads';
import { PlatformError } from '../../errors/platform-error.js';
import type { DictionaryDefinition } from '../recognizers/dictionary.js';
import type { Span } from '../types.js';
import type { AnalysisReply, AnalysisRequest } from './analysis-protocol.js';
import type { AnalyzerSettings } from './analyzer-settings.js';

export interface PooledAnalysis {
  text: string;
  language?: string | undefined;
  entities?: readonly string[] | undefined;
  /** Organisation and dictionary revision: the worker's cache key for compiled dictionaries. */
  dictionaryKey: string;
  /** The definitions, asked for only when the chosen thread has not compiled this key yet. */
  definitions(): Promise<DictionaryDefinition[]>;
  extraSpans?: Span[] | undefined;
}

export interface AnalysisPool {
  /** Registers analyzer settings; every thread builds the analyzer before its first analysis with them. */
  configure(settings: AnalyzerSettings): number;
  /** Resolves when every thread has built (and warmed) the analyzer of these settings. */
  ready(settingsId: number): Promise<void>;
  analyze(settingsId: number, analysis: PooledAnalysis): Promise<Span[]>;
  /** Drops one user; the threads end when the last one is gone. */
  release(): Promise<void>;
}

interface Thread {
  worker: Worker;
  waiting: Map<number, { resolve(reply: AnalysisReply): void; reject(error: unknown): void }>;
  dictionaryKeys: Set<string>;
  configured: Set<number>;
}

/** A request as sent, before the pool numbers it. */
type Unnumbered<Request> = Request extends unknown ? Omit<Request, 'id'> : never;

/** Dictionary keys remembered per thread before starting over (the worker's LRU holds 1,000). */
const MAX_KNOWN_KEYS = 900;

/**
 * Threads that run the analyzer off the event loop, so detection never stalls other requests and
 * scales with cores. Work goes to the thread with the fewest waiting analyses. Shared by every
 * privacy service of the process (and so their lexicons are built once per thread, not once per
 * gateway); threads are unref'd and end with the last `release`.
 */
export function createAnalysisPool(threads: number): AnalysisPool {
  const pool: Thread[] = [];
  const settingsById = new Map<number, AnalyzerSettings>();
  let nextId = 1;
  let users = 0;

  const start = (): Thread => {
    const worker = new Worker(new URL('./analysis-worker.js', import.meta.url));
    const thread: Thread = { worker, waiting: new Map(), dictionaryKeys: new Set(), configured: new Set() };
    worker.on('message', (replies: AnalysisReply[]) => {
      for (const reply of replies) {
        const waiter = thread.waiting.get(reply.id);
        thread.waiting.delete(reply.id);
        waiter?.resolve(reply);
      }
      // An idle thread does not keep the process alive; one with work to answer does.
      if (thread.waiting.size === 0) worker.unref();
    });
    const fail = () => {
      pool.splice(pool.indexOf(thread), 1);
      for (const waiter of thread.waiting.values()) waiter.reject(new PlatformError('internal_error', 'The analysis thread stopped; retry the request.'));
      thread.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => {
      if (pool.includes(thread)) fail();
    });
    // After the listeners (adding a 'message' listener refs the worker again).
    worker.unref();
    pool.push(thread);
    return thread;
  };

  const send = (thread: Thread, request: Unnumbered<AnalysisRequest>): Promise<AnalysisReply> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      if (thread.waiting.size === 0) thread.worker.ref();
      thread.waiting.set(id, { resolve, reject });
      thread.worker.postMessage({ ...request, id });
    });

  /** Messages are handled in order, so a thread is configured before any analysis that follows. */
  const configured = (thread: Thread, settingsId: number): Promise<AnalysisReply> | undefined => {
    if (thread.configured.has(settingsId)) return undefined;
    thread.configured.add(settingsId);
    return send(thread, { kind: 'configure', settingsId, settings: settingsById.get(settingsId) as AnalyzerSettings });
  };

  const pick = (): Thread => {
    while (pool.length < threads) start();
    return pool.reduce((best, thread) => (thread.waiting.size < best.waiting.size ? thread : best));
  };

  const unwrap = (reply: AnalysisReply): Span[] => {
    if ('spans' in reply) return reply.spans;
    if ('error' in reply) throw new PlatformError('internal_error', `Personal data detection failed (${reply.error}).`);
    throw new PlatformError('internal_error', 'Personal data detection gave no result.');
  };

  return {
    configure(settings) {
      users += 1;
      const id = nextId++;
      settingsById.set(id, settings);
      return id;
    },
    async ready(settingsId) {
      while (pool.length < threads) start();
      await Promise.all(pool.map((thread) => configured(thread, settingsId)));
    },
    async analyze(settingsId, analysis) {
      const thread = pick();
      // A failed configure fails the analysis that follows it; its own rejection needs no handler.
      configured(thread, settingsId)?.catch(() => undefined);
      const base = {
        kind: 'analyze' as const,
        settingsId,
        text: analysis.text,
        ...(analysis.language === undefined ? {} : { language: analysis.language }),
        ...(analysis.entities === undefined ? {} : { entities: [...analysis.entities] }),
        ...(analysis.extraSpans === undefined ? {} : { extraSpans: analysis.extraSpans }),
      };
      const withDefinitions = async () => {
        const definitions = await analysis.definitions();
        if (thread.dictionaryKeys.size >= MAX_KNOWN_KEYS) thread.dictionaryKeys.clear();
        thread.dictionaryKeys.add(analysis.dictionaryKey);
        return send(thread, { ...base, dictionaries: { key: analysis.dictionaryKey, definitions } });
      };
      let reply = thread.dictionaryKeys.has(analysis.dictionaryKey)
        ? await send(thread, { ...base, dictionaries: { key: analysis.dictionaryKey } })
        : await withDefinitions();
      // The thread's own LRU dropped them meanwhile: once more, with the definitions.
      if ('missingDictionaries' in reply) reply = await withDefinitions();
      return unwrap(reply);
    },
    async release() {
      users -= 1;
      if (users > 0) return;
      const stopping = pool.splice(0);
      await Promise.all(stopping.map((thread) => thread.worker.terminate()));
      // Work still waiting on a stopped thread fails instead of waiting forever.
      for (const thread of stopping) {
        for (const waiter of thread.waiting.values()) waiter.reject(new PlatformError('service_unavailable', 'The gateway is shutting down.'));
        thread.waiting.clear();
      }
    },
  };
}

let shared: AnalysisPool | undefined;
let sharedThreads = 0;

/** The process's analysis pool, created on first use with the given number of threads. */
export function sharedAnalysisPool(threads: number): AnalysisPool {
  if (shared === undefined || sharedThreads !== threads) {
    shared = createAnalysisPool(threads);
    sharedThreads = threads;
  }
  return shared;
}
