import type { ServerResponse } from 'node:http';

/**
 * Requests this process is serving right now, from arrival until the response closes (sent or
 * aborted). Process-wide on purpose: the event loop and the analysis threads it informs about are
 * shared by every server of the process.
 */
let inFlight = 0;

/** Counts a request until its response closes. */
export function countRequestInFlight(response: ServerResponse): void {
  inFlight++;
  response.once('close', () => {
    inFlight--;
  });
}

export function requestsInFlight(): number {
  return inFlight;
}
