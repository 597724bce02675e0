import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../../src/server/server.ts', import.meta.url));

/** The same server whose publishes build a tiny site at once instead of running `astro build`. */
export const SERVER_WITH_QUICK_BUILD = fileURLToPath(
  new URL('../../fixtures/server-with-quick-build.ts', import.meta.url),
);

/**
 * The environment of server processes that serve together, as replicas do: one PostgreSQL
 * database, one Redis stream and one data folder (no site build: these tests call the API).
 */
export const clusterEnv = (cluster: {
  databaseUrl: string;
  redisUrl: string;
  streamName: string;
  dataDir: string;
}) => ({
  DATABASE_URL: cluster.databaseUrl,
  REDIS_URL: cluster.redisUrl,
  REDIS_STREAM_NAME: cluster.streamName,
  NODE_ENV: 'test',
  DATA_DIR: cluster.dataDir,
  BUILD_DIR: join(cluster.dataDir, 'no-build'),
});

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Servers still running when this process ends (a test that timed out) go with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** The server's "open http://host:port/" line names the port it actually bound. */
const OPEN_LINE = /open (http:\/\/[^\s/]+)\//;

/**
 * Starts a real server process; resolves once it is listening, rejects if it exits first.
 * The default port 0 lets the operating system pick a free one, which the server then
 * prints at info level: no window in which another process can take a port we chose. A
 * quieter `logLevel` (the browser tests' servers, which run for a whole run) needs a `port`
 * given in advance, and the server is ready when it answers /api/health there.
 */
export async function startServer(
  env: Record<string, string>,
  port = 0,
  entry = SERVER,
  logLevel = 'info',
  /** A command the server runs under (`setpriv --reuid=...`: another user). */
  runAs: readonly string[] = [],
): Promise<ServerProcess> {
  // The "open" line is logged at info, so these levels print it.
  const printsOpenLine = ['trace', 'debug', 'info'].includes(logLevel);
  if (!printsOpenLine && port === 0) throw new Error(`a server logging at ${logLevel} needs its port given`);
  const [program, ...args] = [...runAs, process.execPath, entry];
  const child = spawn(program!, args, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env, LOG_LEVEL: logLevel },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = once(child, 'exit').then(([code]) => {
    running.delete(child);
    return code as number | null;
  });
  const listening = new Promise<string>((resolve) => {
    let searched = 0;
    let found = !printsOpenLine;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      // Only until found, and only from the last unfinished line: a benchmark's server logs
      // megabytes, and searching all of it on every chunk starves the load generator.
      if (found) return;
      const url = OPEN_LINE.exec(output.slice(searched))?.[1];
      searched = output.lastIndexOf('\n') + 1;
      if (url) {
        found = true;
        resolve(url);
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    if (!printsOpenLine) void answersHealth(`http://127.0.0.1:${port}`, exited).then((url) => url && resolve(url));
  });
  const winner = await Promise.race([listening, exited.then(() => undefined)]);
  const proc = { child, url: winner ?? '', output: () => output, exited };
  if (winner === undefined) throw Object.assign(new Error(`server exited before it was ready:\n${output}`), { proc });
  return proc;
}

/** Resolves with `url` once it answers /api/health, or with undefined if the server exits first. */
async function answersHealth(url: string, exited: Promise<unknown>): Promise<string | undefined> {
  let gone = false;
  void exited.then(() => (gone = true));
  while (!gone) {
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return url;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}

/** Stops a server gracefully (SIGTERM lets it drain) and waits for it; kills it after `killAfterMs`. */
export async function stopServer(server: ServerProcess | undefined, killAfterMs = 15_000) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const killer = setTimeout(() => server.child.kill('SIGKILL'), killAfterMs);
  await server.exited;
  clearTimeout(killer);
}

/** Runs a server that is expected to refuse to start; resolves with its exit code and output. */
export async function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  try {
    const proc = await startServer(env);
    proc.child.kill('SIGTERM');
    await proc.exited;
    return { code: 0, output: proc.output() };
  } catch (error) {
    const proc = (error as { proc?: ServerProcess }).proc;
    if (!proc) throw error;
    return { code: await proc.exited, output: proc.output() };
  }
}

/** A port for tools that must name theirs before starting (benchmarks); tests use port 0. */
export const freePort = () => 40_000 + Math.floor(Math.random() * 20_000);
