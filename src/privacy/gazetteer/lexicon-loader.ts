/**
 * Loads the lexicon sources (lexicon-sources.ts) in two worker threads, one per half, so the
 * packages load in parallel and their memory goes away with the workers. The main thread waits
 * for each half with `Atomics.wait` when it needs it, so loading stays synchronous, as the
 * recognizers need it to be.
 */
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { NameSources, PlaceSources } from './lexicon-sources.js';
import { PhraseTable } from './phrase-table.js';

/** Which half of the sources a worker collects. */
export type SourcePart = 'names' | 'places';

/** What a worker posts back. */
export type WorkerReply = { names: NameSources } | { places: PlaceSources } | { error: string };

/** The two halves of the sources, each handed over when asked for (blocking until ready). */
export interface LexiconSourceParts {
  places(): PlaceSources;
  names(): NameSources;
}

/** How long the main thread waits for a worker before giving up. */
const WORKER_TIMEOUT_MS = 60_000;

/** Starts a worker for one half; the returned function blocks until it has answered. */
function startWorker(part: SourcePart): () => WorkerReply {
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(new URL('./lexicon-worker.js', import.meta.url), {
    workerData: { part, port: port2, signal },
    transferList: [port2],
  });
  worker.unref();
  return () => {
    try {
      const state = Atomics.wait(signal, 0, 0, WORKER_TIMEOUT_MS);
      const reply = receiveMessageOnPort(port1)?.message as WorkerReply | undefined;
      if (reply === undefined) {
        throw new Error(`gazetteer: the lexicon worker (${part}) sent nothing${state === 'timed-out' ? ' (timed out)' : ''}`);
      }
      if ('error' in reply) throw new Error(`gazetteer: loading the lexicon sources (${part}) failed: ${reply.error}`);
      return reply;
    } finally {
      port1.close();
      void worker.terminate();
    }
  };
}

/** Starts both workers now; each half is waited for when asked for. */
export function loadLexiconSources(): LexiconSourceParts {
  const places = startWorker('places');
  const names = startWorker('names');
  return {
    places() {
      const reply = places();
      if (!('places' in reply)) throw new Error('gazetteer: the places worker answered with names');
      return reply.places;
    },
    names() {
      const reply = names();
      if (!('names' in reply)) throw new Error('gazetteer: the names worker answered with places');
      return reply.names;
    },
  };
}

/** The buffers of a reply that can be transferred instead of copied. */
export function replyTransferables(reply: WorkerReply): ArrayBuffer[] {
  if ('places' in reply) return PhraseTable.transferables(reply.places.table);
  return 'names' in reply ? [reply.names.nameShape.buffer as ArrayBuffer] : [];
}
