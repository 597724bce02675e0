// A redis-server of one test or benchmark only, on a free port, without persistence: it can be
// stopped and started again (an outage) without touching the shared Redis other suites use.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../../../scripts/cluster/local-cluster.ts';

/** Why a private Redis cannot be started here, or undefined when it can. */
export function redisServerMissing(): string | undefined {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'redis-server is not installed (apt-get install redis-server)';
  }
}

export interface PrivateRedis {
  url: string;
  /** Stops the server (SIGTERM) and waits until it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (as a Redis restarted without persistence). */
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, nothing is answered. */
  freeze(): void;
  /** Lets a frozen server go on (SIGCONT). */
  thaw(): void;
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(child);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)));
  });
}

/** Servers still running when this process ends (a test that timed out) go with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = await launch(port);
    running.add(child);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await exited;
      running.delete(child);
    },
    start,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
  };
}
