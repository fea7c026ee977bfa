import { Session } from 'node:inspector';

/**
 * Gives back the memory the start-up left behind, once, before the gateway listens.
 *
 * Importing the gateway's modules and building the lexicon allocate fast enough that V8 grows its
 * young generation to the full 32 MB, and V8 keeps that committed while the process sits idle
 * (no allocation, so no collection that could shrink it). A memory-reducing collection, the one
 * V8 runs on a low-memory notification, shrinks the young generation and compacts the old one:
 * idle RSS ~157 -> ~118 MiB (docs/benchmarks.md). Under load the young generation grows back as
 * the allocation rate asks. Node exposes that collection only through the inspector protocol
 * (`HeapProfiler.collectGarbage`); an in-process session opens no port and is closed at once.
 * A Node built without the inspector keeps the memory; nothing else changes.
 */
export async function releaseStartupMemory(): Promise<void> {
  if (process.features.inspector !== true) return;
  const session = new Session();
  session.connect();
  try {
    await new Promise<void>((resolve, reject) => {
      session.post('HeapProfiler.collectGarbage', (error) => (error === null ? resolve() : reject(error)));
    });
  } catch {
    // Only memory is at stake: a refused collection leaves the gateway as it was.
  } finally {
    session.disconnect();
  }
}
