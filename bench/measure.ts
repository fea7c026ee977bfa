import autocannon from 'autocannon';
import { request } from 'undici';
import { cpuMs } from './processes.js';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU ms per request of the measured proxy process (NaN when none). */
  cpuPerRequest: number;
}

export interface Target {
  name: string;
  url: string;
  /** The proxy process whose CPU is attributed to requests; undefined for direct. */
  pid: number | undefined;
  headers: Record<string, string>;
}

/**
 * What a load run sends: one body, a list of bodies (cycled), or a source that gives a new body
 * for every request (pii-prompts.ts), so that no cache can hide the cost being measured.
 */
export type Bodies = string | readonly string[] | (() => string);

/** Closed-loop load with autocannon: `connections` clients sending back to back for `seconds`. */
export async function load(target: Target, body: Bodies, connections: number, seconds: number): Promise<LoadResult> {
  const before = cpuMs(target.pid);
  const bodies = typeof body === 'string' ? [body] : typeof body === 'function' ? [body()] : body;
  let next = 0;
  const nextBody = typeof body === 'function' ? body : () => bodies[next++ % bodies.length];
  const result = await autocannon({
    url: `${target.url}/v1/chat/completions`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: bodies[0] ?? '',
    connections,
    duration: seconds,
    ...(typeof body === 'function' || bodies.length > 1
      ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: nextBody() }) }] }
      : {}),
  });
  const after = cpuMs(target.pid);
  const total = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuPerRequest: (after - before) / Math.max(total, 1),
  };
}

/**
 * One client, `count` sequential requests: time to the first body byte and to the end of the
 * answer, in ms (sub-millisecond precision, unlike autocannon's histogram).
 */
export async function sequentialTimes(target: Target, body: Bodies, count: number): Promise<{ firstByte: number[]; total: number[] }> {
  const times: number[] = [];
  const totals: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await request(`${target.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...target.headers },
      body: typeof body === 'string' ? body : typeof body === 'function' ? body() : (body[index % body.length] as string),
    });
    let first = Number.NaN;
    for await (const _part of response.body) {
      if (Number.isNaN(first)) first = performance.now() - started;
    }
    times.push(first);
    totals.push(performance.now() - started);
  }
  return { firstByte: times, total: totals };
}

export function median(values: number[]): number {
  const sorted = [...values].filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
