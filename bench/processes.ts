import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface Service {
  name: string;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a child process and waits for the first stdout line matching `pattern` (a port or URL). */
export async function startService(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  toUrl: (line: string) => string | undefined,
): Promise<Service> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  let url: string | undefined;
  for await (const line of lines) {
    url = toUrl(line);
    if (url !== undefined) break;
  }
  if (url === undefined) throw new Error(`${name} did not start`);
  child.stdout?.resume();
  return {
    name,
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** CPU time (user + system) a process has used so far, in milliseconds, from /proc. */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  return cpuMsOfStat(`/proc/${pid}/stat`);
}

/** The same from a stat file of /proc: a process's, or one thread's (`/proc/<pid>/task/<tid>/stat`). */
export function cpuMsOfStat(file: string): number {
  const stat = readFileSync(file, 'utf8');
  // Field 2 (comm) may hold spaces; count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

/** Resident memory of a process in MiB, from /proc. */
export function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** Runs the CLI synchronously (e.g. to create the benchmark's API key). */
export function veilCli(args: string[]): string {
  const result = spawnSync(process.execPath, ['dist/bin/veil.js', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`veil ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** `http://127.0.0.1:<port>` from a child that prints its port alone on a line (fake upstream, baseline). */
export const portLine = (line: string): string | undefined => (/^\d+$/.test(line.trim()) ? `http://127.0.0.1:${line.trim()}` : undefined);

/**
 * Starts `veil serve` on a free port with the given environment (the upstream URL, privacy on or
 * off); `bin` picks another build (bench:compare).
 */
export function startVeil(dataDir: string, env: NodeJS.ProcessEnv, bin = 'dist/bin/veil.js', name = 'veil'): Promise<Service> {
  return startService(name, [bin, 'serve', '--port', '0', '--data-dir', dataDir], { VEIL_LOG_LEVEL: 'warn', ...env }, (line) =>
    /(http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1],
  );
}

/** A key for load tests: limits far above anything a benchmark sends, unless given. */
export function createBenchKey(dataDir: string, extra: string[] = ['--rps', '1000000', '--concurrency', '100000']): string {
  return (JSON.parse(veilCli(['keys', 'create', '--data-dir', dataDir, '--name', 'bench', ...extra, '--json'])) as { key: string }).key;
}
