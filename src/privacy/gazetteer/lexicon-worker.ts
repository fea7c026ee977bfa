/**
 * Worker entry of `loadLexiconSources`: collects the lexicon sources, posts them (typed arrays
 * transferred, not copied) and wakes the waiting main thread. Errors are posted too, because
 * the main thread is blocked and cannot see the worker's `error` event.
 */
import { workerData, type MessagePort } from 'node:worker_threads';
import { collectLexiconSources, type WorkerReply } from './lexicon-sources.js';

const { port, signal } = workerData as { port: MessagePort; signal: Int32Array };

let reply: WorkerReply;
let transfer: ArrayBuffer[] = [];
try {
  const sources = collectLexiconSources();
  reply = { sources };
  transfer = [sources.cityPopulations.buffer as ArrayBuffer, sources.organizationCounts.buffer as ArrayBuffer];
} catch (error) {
  reply = { error: error instanceof Error ? error.message : String(error) };
}
port.postMessage(reply, transfer);
port.close();
Atomics.store(signal, 0, 1);
Atomics.notify(signal, 0);
