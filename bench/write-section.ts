import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Replaces the text between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->` in docs/benchmarks.md. */
export function writeSection(name: string, report: string): void {
  const file = path.resolve('docs/benchmarks.md');
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const text = readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1) throw new Error(`docs/benchmarks.md lacks the ${start} ... ${end} markers`);
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${report}\n${text.slice(to)}`);
}
