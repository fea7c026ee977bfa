import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { requestsInFlight } from '../../metrics/requests-in-flight.js';

/** Texts longer than this always go to a thread: analysing them would hold the event loop for milliseconds. */
export const INLINE_MAX_CHARS = 16_384;
/** Event-loop utilisation above which analyses go to the threads: a loop this busy is the bottleneck. */
const BUSY_UTILIZATION = 0.5;
/** How often the utilisation is re-read. */
const WINDOW_MS = 25;

/**
 * Where an analysis runs. On an idle event loop, inline is fastest: a hand-off to a thread costs
 * two thread wake-ups (0.3-0.8 ms on our 2-core VM), more than analysing a message (~0.15 ms).
 * On a busy loop, every millisecond of analysis delays other requests, and a thread on another
 * core is free capacity: then, and for long texts, the threads take it. A loop kept busy by one
 * request at a time (one client sending back to back) has nobody to delay: its analyses stay
 * inline too (one in seven went to a thread at one connection before this check).
 */
export function createOffloadPolicy(
  now: () => number = () => performance.now(),
  othersWaiting: () => boolean = () => requestsInFlight() > 1,
): (textLength: number) => boolean {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  let checkedAt = now();
  let busy = false;
  return (textLength) => {
    if (textLength > INLINE_MAX_CHARS) return true;
    const at = now();
    if (at - checkedAt >= WINDOW_MS) {
      const current = performance.eventLoopUtilization();
      busy = performance.eventLoopUtilization(current, last).utilization > BUSY_UTILIZATION;
      last = current;
      checkedAt = at;
    }
    return busy && othersWaiting();
  };
}
