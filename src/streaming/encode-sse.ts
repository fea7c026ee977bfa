/** Encodes one SSE event. Multi-line data is split into several `data:` lines as the format requires. */
export function encodeSseEvent(data: string, event?: string): string {
  const head = event === undefined || event === '' ? '' : `event: ${event}\n`;
  if (!data.includes('\n')) return `${head}data: ${data}\n\n`;
  return `${head}${data
    .split(/\r?\n/)
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;
}

export const DONE_EVENT = 'data: [DONE]\n\n';
