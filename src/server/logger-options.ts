/**
 * Log redaction by path (pino): credentials and anything that may hold user text never reach a
 * log line, even if a future log call passes a request or body object by mistake.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'headers.authorization',
  'authorization',
  'apiKey',
  'key',
  'body',
  'req.body',
  'messages',
  '*.messages',
  'prompt',
  '*.prompt',
  'input',
  '*.input',
  'text',
  '*.text',
  'content',
  '*.content',
];

export function loggerOptions(level: string): { level: string; redact: { paths: string[]; censor: string } } {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
