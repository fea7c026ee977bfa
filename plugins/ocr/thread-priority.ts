import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Lowers the CPU priority of the calling thread only (Linux: `setpriority` on a thread id; threads
 * it starts later, such as tesseract.js's own, inherit it). OCR then yields the CPU to the proxy's
 * event loop whenever both want it, instead of sharing it evenly, which is what keeps chat tail
 * latency flat on a small machine. Elsewhere (no /proc/thread-self) it does nothing. Returns the
 * niceness now in effect, or undefined when it could not be set.
 */
export function lowerThreadPriority(niceness: number): number | undefined {
  if (niceness <= 0) return undefined;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return undefined;
    setPriority(threadId, Math.max(getPriority(threadId), Math.min(niceness, 19)));
    return getPriority(threadId);
  } catch {
    return undefined;
  }
}
