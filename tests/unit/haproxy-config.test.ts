import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPLOYED_CONFIG, localHaproxyConfig } from '../../scripts/cluster/haproxy-config.ts';

/** Whether the haproxy binary is on PATH (the Debian package); CI machines may lack it. */
function haproxyInstalled(): boolean {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe("npm run cluster's HAProxy configuration", () => {
  const settings = { port: 18080, serverPorts: [14001, 14002, 14003], statsSocket: '/tmp/atp-test/haproxy.sock' };
  const deployed = readFileSync(DEPLOYED_CONFIG, 'utf8');
  const local = localHaproxyConfig(settings);

  it('keeps every setting of deploy/haproxy.cfg but the Docker ones', () => {
    for (const line of [
      'option httpchk GET /readyz',
      'http-check expect status 200',
      'option redispatch',
      'cookie SRV insert indirect nocache httponly dynamic',
      'timeout tunnel 1h',
    ]) {
      expect(deployed).toContain(line);
      expect(local).toContain(line);
    }
    expect(deployed).toMatch(/^\s*timeout check \d+s$/m);
    expect(local).toContain(/^\s*timeout check .*$/m.exec(deployed)![0]);
    const checks = /default-server (check inter \S+ fastinter \S+ fall \d+ rise \d+)/.exec(deployed)?.[1];
    expect(checks).toBeTruthy();
    expect(local).toContain(`default-server ${checks}\n`);
  });

  it('names the local processes, listens on the chosen port and opens the runtime socket', () => {
    expect(local).toContain('  bind 127.0.0.1:18080\n');
    expect(local).toContain(
      '  server app-1 127.0.0.1:14001\n  server app-2 127.0.0.1:14002\n  server app-3 127.0.0.1:14003\n',
    );
    expect(local).toContain('stats socket /tmp/atp-test/haproxy.sock mode 600 level admin');
    expect(local).not.toMatch(/resolvers|server-template|127\.0\.0\.11/);
  });

  it('refuses a deploy file whose shape it does not know, rather than guess', () => {
    expect(() => localHaproxyConfig(settings, deployed.replace(/^\s*server-template .*$/m, ''))).toThrow(
      /server-template/,
    );
  });

  it('is a configuration HAProxy accepts (haproxy -c), where HAProxy is installed', () => {
    if (!haproxyInstalled()) {
      console.warn(
        'haproxy is not installed (apt-get install haproxy): its own check of the configuration was left out',
      );
      return;
    }
    const folder = mkdtempSync(join(tmpdir(), 'atp-haproxy-'));
    try {
      const file = join(folder, 'haproxy.cfg');
      writeFileSync(file, localHaproxyConfig({ ...settings, statsSocket: join(folder, 'haproxy.sock') }));
      expect(() => execFileSync('haproxy', ['-c', '-f', file], { stdio: 'pipe' })).not.toThrow();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
