// `npm run cluster` keeps its processes' and HAProxy's logs when it stops (they are what one
// reads after a failed run) and removes the rest of its folder: data folders, sockets.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { removeAllButLogs } from '../../scripts/cluster/local-cluster.ts';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

it('keeps the log files and removes the data folders and sockets', () => {
  folder = mkdtempSync(join(tmpdir(), 'atp-cluster-logs-'));
  for (const log of ['app-1.log', 'app-2.log', 'haproxy.log']) writeFileSync(join(folder, log), 'a line\n');
  mkdirSync(join(folder, 'app-1', 'site-builds'), { recursive: true });
  writeFileSync(join(folder, 'haproxy.cfg'), '');
  writeFileSync(join(folder, 'haproxy.sock'), '');
  removeAllButLogs(folder);
  expect(readdirSync(folder).sort()).toEqual(['app-1.log', 'app-2.log', 'haproxy.log']);
  expect(existsSync(join(folder, 'app-1'))).toBe(false);
});
