// A production-shaped deployment on this machine: HAProxy (the Debian package, configured from
// deploy/haproxy.cfg) in front of N server processes sharing a fresh PostgreSQL database,
// Redis and a local S3-compatible store (s3rver). `npm run cluster` runs one until Ctrl-C;
// `npm run bench:cluster` restarts its processes under load.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startLocalS3, type LocalS3 } from '../../tests/server/support/s3-server.ts';
import { localHaproxyConfig } from './haproxy-config.ts';

const SERVER = fileURLToPath(new URL('../../src/server/server.ts', import.meta.url));

/** Where the cluster finds PostgreSQL (to create its database in) and Redis. */
export const CLUSTER_DEFAULTS = {
  postgresUrl: process.env['CLUSTER_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env['CLUSTER_REDIS_URL'] ?? 'redis://127.0.0.1:6379',
};

export interface ClusterOptions {
  processes: number;
  /** HAProxy's port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** PostgreSQL to create the cluster's database in (it is dropped at stop). */
  postgresUrl: string;
  redisUrl: string;
  /** The server processes' LOG_LEVEL (each writes to its own file in the run folder). */
  logLevel: string;
  /** Seconds a stopping process keeps failing /readyz before it closes (HAProxy moves away). */
  drainSeconds: number;
  /** Progress lines for the person running it. */
  say: (line: string) => void;
}

export interface ServerSlot {
  name: string;
  port: number;
  metricsPort: number;
  logFile: string;
  child: ChildProcess | undefined;
}

export interface LocalCluster {
  /** The proxy's address: what a browser or a load generator uses. */
  url: string;
  databaseUrl: string;
  folder: string;
  servers: ServerSlot[];
  /** SIGTERM one process, wait for it to exit, start it again and wait until HAProxy sends it traffic. */
  restart(index: number): Promise<{ stoppedMs: number; backMs: number }>;
  /** Only the first `count` processes get traffic (the others are put in maintenance). */
  useProcesses(count: number): Promise<void>;
  /** HAProxy's view: server name -> status (UP, DOWN, MAINT, ...). */
  serverStates(): Promise<Map<string, string>>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now (the operating system's choice). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Waits until `check` holds, polling; throws naming `what` after `timeoutMs`. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** One command on HAProxy's runtime socket; resolves with its answer. */
function haproxyCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(`${command}\n`);
  });
}

async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

/** Empties a cluster's folder of everything (data folders, sockets) but its `.log` files. */
export function removeAllButLogs(folder: string): void {
  for (const entry of readdirSync(folder)) {
    if (!entry.endsWith('.log')) rmSync(join(folder, entry), { recursive: true, force: true });
  }
}

export async function startCluster(options: ClusterOptions): Promise<LocalCluster> {
  const { say } = options;
  const folder = mkdtempSync(join(tmpdir(), 'atp-cluster-'));
  const stamp = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const databaseName = `atp_cluster_${stamp}`;
  // The processes' and HAProxy's logs outlive the cluster (what went wrong is read after).
  const cleanups: (() => Promise<void> | void)[] = [() => removeAllButLogs(folder)];
  const children = new Set<ChildProcess>();
  // Whatever ends this process (an error, a second Ctrl-C), no server or proxy stays behind.
  const killAll = () => {
    for (const child of children) child.kill('SIGKILL');
  };
  process.once('exit', killAll);

  const stopAll = async () => {
    while (cleanups.length > 0) {
      try {
        await cleanups.pop()?.();
      } catch (error) {
        say(`while stopping: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    process.off('exit', killAll);
  };

  try {
    const databaseUrl = await createDatabase(options.postgresUrl, databaseName);
    cleanups.push(() => dropDatabase(options.postgresUrl, databaseName));
    say(`PostgreSQL: a fresh database ${databaseName}`);

    const s3: LocalS3 | undefined = await startLocalS3();
    if (!s3) throw new Error('the local S3-compatible server (s3rver) did not start');
    cleanups.push(() => s3.close());
    say(`object storage: s3rver at ${s3.endpoint}, bucket ${s3.bucket}`);

    const proxyPort = options.port || (await freePort());
    const url = `http://localhost:${proxyPort}`;
    const sharedEnv = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_URL: url,
      DATABASE_URL: databaseUrl,
      REDIS_URL: options.redisUrl,
      REDIS_STREAM_NAME: `atp-cluster-${stamp}`,
      ...s3.env,
      // HAProxy is the one hop in front (no TLS terminator before it here).
      TRUST_PROXY: '1',
      // Production, with the demo catalogue the benchmarks browse and order from.
      SEED_DEMO: 'true',
      // Every process must sign and check links, and encrypt TOTP secrets, alike.
      URL_SIGNING_SECRET: randomBytes(32).toString('base64url'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
      SHUTDOWN_DRAIN_SECONDS: String(options.drainSeconds),
      LOG_LEVEL: options.logLevel,
    };

    const servers: ServerSlot[] = [];
    for (let i = 0; i < options.processes; i += 1) {
      const name = `app-${i + 1}`;
      servers.push({
        name,
        port: await freePort(),
        metricsPort: await freePort(),
        logFile: join(folder, `${name}.log`),
        child: undefined,
      });
    }

    const launch = async (slot: ServerSlot): Promise<void> => {
      const dataDir = join(folder, slot.name);
      const log = createWriteStream(slot.logFile, { flags: 'a' });
      const child = spawn(process.execPath, [SERVER], {
        env: {
          ...process.env,
          ...sharedEnv,
          PORT: String(slot.port),
          METRICS_PORT: String(slot.metricsPort),
          DATA_DIR: dataDir,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: Ctrl-C reaches this script alone, which stops each process
        // once (a second signal would make it exit at once).
        detached: true,
      });
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
      children.add(child);
      slot.child = child;
      let exited = false;
      child.once('exit', () => {
        exited = true;
        children.delete(child);
      });
      await until(
        async () => {
          if (exited) throw new Error(`${slot.name} exited while starting; see ${slot.logFile}`);
          const res = await fetch(`http://127.0.0.1:${slot.port}/readyz`);
          return res.status === 200;
        },
        `${slot.name} to be ready (${slot.logFile})`,
        60_000,
      ).catch((error: unknown) => {
        if (exited) throw new Error(`${slot.name} exited while starting; see ${slot.logFile}`);
        throw error;
      });
    };

    const stopServer = async (slot: ServerSlot, signal: NodeJS.Signals = 'SIGTERM') => {
      const child = slot.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exit = once(child, 'exit');
      child.kill(signal);
      await exit;
      slot.child = undefined;
    };
    cleanups.push(async () => {
      await Promise.all(servers.map((slot) => stopServer(slot)));
    });

    // The first applies the migrations and seeds the catalogue; the others then start together.
    const [first, ...others] = servers;
    await launch(first!);
    await Promise.all(others.map(launch));
    say(
      `${servers.length} server process${servers.length === 1 ? '' : 'es'} ready: ${servers.map((s) => `${s.name} :${s.port}`).join(', ')}`,
    );

    const statsSocket = join(folder, 'haproxy.sock');
    const configFile = join(folder, 'haproxy.cfg');
    writeFileSync(
      configFile,
      localHaproxyConfig({ port: proxyPort, serverPorts: servers.map((s) => s.port), statsSocket }),
    );
    const haproxyLog = createWriteStream(join(folder, 'haproxy.log'));
    const haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    haproxy.stdout.pipe(haproxyLog);
    haproxy.stderr.pipe(haproxyLog);
    children.add(haproxy);
    const haproxyOutput: Buffer[] = [];
    haproxy.stderr.on('data', (chunk: Buffer) => haproxyOutput.push(chunk));
    const haproxyFailed = new Promise<never>((_, reject) => {
      haproxy.once('error', (error) =>
        reject(new Error(`HAProxy did not start (apt-get install haproxy): ${error.message}`)),
      );
      // A port in use, a configuration it refuses: it says why on stderr and exits.
      haproxy.once('exit', (code) =>
        reject(new Error(`HAProxy exited (${code}): ${Buffer.concat(haproxyOutput).toString().trim()}`)),
      );
    });
    haproxyFailed.catch(() => {});
    cleanups.push(async () => {
      if (haproxy.exitCode !== null || haproxy.signalCode !== null) return;
      const exit = once(haproxy, 'exit');
      haproxy.kill('SIGTERM');
      await exit;
    });

    const serverStates = async () => {
      const csv = await haproxyCommand(statsSocket, 'show stat');
      const [header, ...rows] = csv.trim().split('\n');
      const columns = (header ?? '').replace(/^# /, '').split(',');
      const status = columns.indexOf('status');
      const states = new Map<string, string>();
      for (const row of rows) {
        const cells = row.split(',');
        if (cells[0] === 'app' && cells[1]?.startsWith('app-')) states.set(cells[1], cells[status] ?? '');
      }
      return states;
    };
    const stateIs = async (name: string, wanted: RegExp) => wanted.test((await serverStates()).get(name) ?? '');

    await Promise.race([
      haproxyFailed,
      until(
        async () => [...(await serverStates()).values()].filter((s) => s.startsWith('UP')).length === servers.length,
        'HAProxy to see every process up',
        30_000,
      ),
    ]);
    say(`HAProxy ${url} in front of them (health checks on /readyz)`);

    return {
      url,
      databaseUrl,
      folder,
      servers,
      serverStates,
      async restart(index) {
        const slot = servers[index]!;
        const started = performance.now();
        await stopServer(slot);
        const stoppedMs = performance.now() - started;
        await launch(slot);
        await until(() => stateIs(slot.name, /^UP/), `HAProxy to send ${slot.name} traffic again`, 30_000);
        return { stoppedMs, backMs: performance.now() - started };
      },
      async useProcesses(count) {
        for (const [i, slot] of servers.entries()) {
          await haproxyCommand(statsSocket, `set server app/${slot.name} state ${i < count ? 'ready' : 'maint'}`);
        }
        for (const [i, slot] of servers.entries()) {
          await until(
            () => stateIs(slot.name, i < count ? /^UP/ : /^MAINT/),
            `${slot.name} to be ${i < count ? 'up' : 'in maintenance'}`,
            30_000,
          );
        }
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
