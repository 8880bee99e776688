/**
 * The compiled service as real child processes (`bin/visibility serve|worker|start`), for the
 * many-processes test and `npm run bench:scale`: each is awaited until it says it serves (its
 * port) or runs jobs (its worker id, the name of its presence session), from its own log.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { TEST_SECRET_KEY } from './app.ts';

export type ServiceCommand = 'serve' | 'worker' | 'start';

export interface ServiceProcess {
  command: ServiceCommand;
  child: ChildProcess;
  pid: number;
  /** http://127.0.0.1:<port> of a `serve` or `start` process; null for a worker. */
  url: string | null;
  /** The worker id of a `worker` or `start` process (audit_run.worker_id of the runs it claims); null for `serve`. */
  workerId: string | null;
  /** Ends the process with a signal and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `bin/visibility <command>` on loopback (port chosen by the system) and waits until it serves and/or runs jobs. */
export async function startServiceProcess(command: ServiceCommand, env: Record<string, string>): Promise<ServiceProcess> {
  const child = spawn('bin/visibility', [command], {
    env: {
      ...process.env,
      VISIBILITY_SECRET_KEY: TEST_SECRET_KEY,
      VISIBILITY_ALLOW_PRIVATE_NETWORK: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
      // The lines awaited below are info lines.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const serves = command !== 'worker';
  const works = command !== 'serve';
  let log = '';
  const ready = await new Promise<{ url: string | null; workerId: string | null }>((resolve, reject) => {
    let url: string | null = null;
    let workerId: string | null = null;
    const onData = (chunk: Buffer) => {
      log = (log + String(chunk)).slice(-20_000);
      const port = /listening on port (\d+)/.exec(log)?.[1];
      url ??= port ? `http://127.0.0.1:${port}` : null;
      workerId ??= /"workerId":"([^"]+)"[^\n]*job worker started/.exec(log)?.[1] ?? null;
      if ((!serves || url) && (!works || workerId)) {
        child.stderr.off('data', onData);
        child.off('exit', onExit);
        // Keep reading (and dropping) its log, so that a full pipe never stalls it; errors are shown.
        child.stderr.on('data', (c: Buffer) => {
          const text = String(c);
          if (process.env.SCALE_SHOW_LOGS || /"level":(50|60)/.test(text)) process.stderr.write(`[${command} ${child.pid}] ${text}`);
        });
        resolve({ url, workerId });
      }
    };
    const onExit = (code: number | null) => reject(new Error(`bin/visibility ${command} exited with ${code}: ${log}`));
    child.stderr.on('data', onData);
    child.on('exit', onExit);
  });
  return {
    command,
    child,
    pid: child.pid!,
    ...ready,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}

/** A process's /proc/<pid>/stat fields after its command name (field 3 on), or null once it is gone. */
function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields start after its closing ") ".
    return stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  } catch {
    return null;
  }
}

const TICKS = 100; // USER_HZ

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  const f = statFields(pid);
  return f ? (Number(f[11]) + Number(f[12])) / TICKS : 0; // utime, stime
}

/**
 * CPU seconds of a PostgreSQL cluster so far: its postmaster, the children it has reaped (backends
 * that ended: cutime, cstime) and its live children (backends, WAL sender or receiver, startup).
 */
export function clusterCpuSeconds(postmasterPid: number): number {
  const own = statFields(postmasterPid);
  if (!own) return 0;
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(Number(entry));
    if (f && Number(f[1]) === postmasterPid) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks / TICKS;
}
