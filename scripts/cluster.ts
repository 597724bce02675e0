// `npm run cluster -- [--processes 2] [--port 8080]`: the shape of a real deployment on this
// machine (README, Operating): HAProxy in front of N server processes on PostgreSQL, Redis and
// a local S3-compatible store. Prints the address; Ctrl-C stops everything and drops the
// database it made.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { CLUSTER_DEFAULTS, startCluster } from './cluster/local-cluster.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
    'log-level': { type: 'string', default: 'info' },
    'drain-seconds': { type: 'string', default: '3' },
  },
});
const processes = Number(values.processes);
if (!Number.isInteger(processes) || processes < 1 || processes > 8) throw new Error('--processes: 1 to 8');

// The server processes serve the built site (BUILD_DIR, else dist): build it once if missing.
execFileSync(process.execPath, ['scripts/build-if-missing.ts'], { stdio: 'inherit' });

const say = (line: string) => console.log(line);
const cluster = await startCluster({
  processes,
  port: Number(values.port),
  ...CLUSTER_DEFAULTS,
  logLevel: values['log-level'],
  drainSeconds: Number(values['drain-seconds']),
  say,
}).catch((error: unknown) => {
  // Everything it started is stopped again; say why in one message.
  console.error(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
say('');
say(`open ${cluster.url}/  (the console: ${cluster.url}/console)`);
say(
  `logs: ${cluster.folder}/{app-N,haproxy}.log; metrics: ${cluster.servers.map((s) => `:${s.metricsPort}`).join(' ')}`,
);
say(
  `first admin: DATABASE_URL=${cluster.databaseUrl} npm run user:create -- --type admin --email you@company.com --name 'Your Name'`,
);
say('Ctrl-C stops everything (and drops this database).');

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) {
    // A second Ctrl-C: leave at once (local-cluster kills what is left on exit).
    process.exit(1);
  }
  stopping = true;
  say(`\n${signal}: stopping the processes gracefully, then HAProxy, the object store and the database`);
  await cluster.stop();
  say(`stopped; the logs are kept in ${cluster.folder}/`);
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
