import { type ChildProcess, spawn } from 'node:child_process';

/** A server run by bench/instrumented.ts: its own address and the address of its measurements. */
export interface InstrumentedChild {
  proc: ChildProcess;
  base: string;
  stats: string;
}

/** Starts `args` (a server module and its arguments) under bench/instrumented.ts, in `cwd` (default this one). */
export function startChild(name: string, args: string[], env: Record<string, string>, cwd?: string): Promise<InstrumentedChild> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'bench/instrumented.ts', ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const look = (chunk: Buffer) => {
      out += chunk.toString();
      const port = /listening on port (\d+)/.exec(out)?.[1];
      const stats = /stats on port (\d+)/.exec(out)?.[1];
      if (port && stats) {
        out = '';
        resolve({ proc, base: `http://127.0.0.1:${port}`, stats: `http://127.0.0.1:${stats}/` });
      }
    };
    proc.stdout.on('data', look);
    proc.stderr.on('data', look);
    proc.on('exit', (code) => reject(new Error(`${name} exited with ${code}: ${out}`)));
  });
}

/** The statements the child sent to Postgres and its CPU time so far. */
export async function statsOf(child: Pick<InstrumentedChild, 'stats'>): Promise<{ statements: number; cpuMicros: number }> {
  return (await fetch(child.stats)).json() as Promise<{ statements: number; cpuMicros: number }>;
}
