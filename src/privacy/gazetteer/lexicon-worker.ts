/**
 * Worker entry of `loadLexiconSources`: collects one half of the lexicon sources, posts it
 * (typed arrays transferred, not copied) and wakes the waiting main thread. Errors are posted
 * too, because the main thread is blocked and cannot see the worker's `error` event; so the
 * sources are imported inside the `try`: a package that fails to load is an error posted at once,
 * not a worker that dies before it can wake the main thread (which would wait out its timeout).
 */
import { workerData, type MessagePort } from 'node:worker_threads';
import type { SourcePart, WorkerReply } from './lexicon-loader.js';

const { part, port, signal } = workerData as { part: SourcePart; port: MessagePort; signal: Int32Array };

let reply: WorkerReply;
let transfer: ArrayBuffer[] = [];
try {
  const { collectNameSources, collectPlaceSources } = await import('./lexicon-sources.js');
  const { replyTransferables } = await import('./lexicon-loader.js');
  reply = part === 'places' ? { places: collectPlaceSources() } : { names: collectNameSources() };
  transfer = replyTransferables(reply);
} catch (error) {
  reply = { error: error instanceof Error ? error.message : String(error) };
}
port.postMessage(reply, transfer);
port.close();
Atomics.store(signal, 0, 1);
Atomics.notify(signal, 0);
