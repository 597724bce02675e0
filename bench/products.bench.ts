// Measures cold start and the catalogue API under load on the embedded database.
// Usage: npm run bench   (flags: --duration 10 --connections 50)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, startServer } from '../tests/server/process.ts';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});

const dataDir = mkdtempSync(join(tmpdir(), 'atp-bench-'));
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

async function timedStart(label: string) {
  const started = performance.now();
  const server = await startServer({ ...env, LOG_LEVEL: 'info' }, freePort());
  const ms = performance.now() - started;
  console.log(`${label}: ${ms.toFixed(0)} ms from spawn to listening`);
  return server;
}

try {
  const first = await timedStart('cold start, new data folder (migrate + seed)');
  first.child.kill('SIGTERM');
  await first.exited;
  const server = await timedStart('cold start, existing data folder');

  const url = `${server.url}/api/product`;
  const body = await (await fetch(url)).text();
  console.log(`GET /api/product: ${(body.length / 1024).toFixed(1)} KiB, ${JSON.parse(body).data.length} products`);

  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
  });
  console.log(
    [
      `GET /api/product under load (${values.connections} connections, ${values.duration} s):`,
      `  requests/s  avg ${result.requests.average.toFixed(0)}`,
      `  latency ms  p50 ${result.latency.p50}  p97.5 ${result.latency.p97_5}  p99 ${result.latency.p99}  max ${result.latency.max}`,
      `  errors ${result.errors}  non-2xx ${result.non2xx}`,
    ].join('\n'),
  );
  server.child.kill('SIGTERM');
  await server.exited;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
