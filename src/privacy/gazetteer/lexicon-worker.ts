/**
 * Worker entry of `loadLexiconSources`: collects one half of the lexicon sources, posts it
 * (typed arrays transferred, not copied) and wakes the waiting main thread. Errors are posted
 * too, because the main thread is blocked and cannot see the worker's `error` event.
 */
import { workerData, type MessagePort } from 'node:worker_threads';
import { replyTransferables, type SourcePart, type WorkerReply } from './lexicon-loader.js';
import { collectNameSources, collectPlaceSources } from './lexicon-sources.js';

const { part, port, signal } = workerData as { part: SourcePart; port: MessagePort; signal: Int32Array };

let reply: WorkerReply;
try {
  reply = part === 'places' ? { places: collectPlaceSources() } : { names: collectNameSources() };
} catch (error) {
  reply = { error: error instanceof Error ? error.message : String(error) };
}
port.postMessage(reply, replyTransferables(reply));
port.close();
Atomics.store(signal, 0, 1);
Atomics.notify(signal, 0);
