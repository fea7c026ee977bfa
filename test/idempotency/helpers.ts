import type { RecordedRequest } from '../helpers/fake-upstream.js';

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** A POST with raw fetch, so tests can compare answers byte for byte and read every header. */
export async function post(
  url: string,
  apiKey: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** How many model calls reached the fake upstream for `path` (e.g. `/v1/chat/completions`). */
export function callsTo(requests: readonly RecordedRequest[], path: string): number {
  return requests.filter((request) => request.url.split('?')[0] === path).length;
}

/** Waits until `check` holds (release after a disconnect happens on the server's own time). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 2_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

export const chat = (content: string, extra: Record<string, unknown> = {}) => ({
  model: 'gpt-4o-mini',
  messages: [{ role: 'user', content }],
  ...extra,
});
