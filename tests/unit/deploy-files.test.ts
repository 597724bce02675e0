// The deployment files (Dockerfile, .dockerignore, compose.yaml) cannot be built or started on
// a machine without a Docker engine (this one, CI): these checks read them for the rules
// issue 36 set, so a later edit that breaks one fails here rather than in production.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

interface Service {
  build?: unknown;
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  deploy?: Record<string, unknown>;
  stop_grace_period?: string;
}
const compose = parse(read('compose.yaml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const app = compose.services['app']!;
const env = app.environment!;

describe('the image', () => {
  const dockerfile = read('Dockerfile');

  it('starts from an exact Node version and installs tini by version', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:\d+\.\d+\.\d+-bookworm-slim$/m);
    const froms = dockerfile.match(/^FROM .*$/gm)!;
    expect(froms.length).toBeGreaterThan(0);
    for (const from of froms) expect(from).toMatch(/^FROM \$\{NODE_IMAGE\}/);
    expect(dockerfile).toMatch(/apt-get install .*\btini=\d[\w.+~-]*/);
  });

  it('leaves the tests, benchmarks and docs out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const folder of ['tests', 'bench', 'docs']) expect(ignored).toContain(folder);
  });
});

describe('compose.yaml', () => {
  it('pulls no moving :latest image (the app is built here, tagged APP_VERSION)', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.image && !service.build) expect(service.image, name).not.toMatch(/:latest$|^[^:]+$/);
    }
  });

  it('puts CONTENT_DIR and the builds (DATA_DIR) on one named volume every replica mounts', () => {
    expect(env['CONTENT_DIR']).toBe('/data/content');
    const mount = app.volumes?.find((volume) => volume.endsWith(':/data'));
    expect(mount).toBeDefined();
    expect(Object.keys(compose.volumes)).toContain(mount!.split(':')[0]);
  });

  it('trusts the proxies the README puts in front (a TLS terminator, then HAProxy) unless told otherwise', () => {
    expect(env['TRUST_PROXY']).toBe('${TRUST_PROXY:-2}');
  });

  it('turns the metrics on and claims no rolling update that docker compose does not do', () => {
    expect(Number(env['METRICS_PORT'])).toBeGreaterThan(0);
    expect(app.deploy?.['update_config']).toBeUndefined();
  });

  it('lets a replica finish requests as long as the server accepts them before Docker kills it', () => {
    const drain = Number(env['SHUTDOWN_DRAIN_SECONDS']);
    const finish = Number(env['SHUTDOWN_TIMEOUT_SECONDS']);
    // The request timeout is the server's default (src/server/env.ts) unless compose sets one.
    const requestTimeout = Number(env['REQUEST_TIMEOUT_SECONDS'] ?? 120);
    expect(finish).toBeGreaterThanOrEqual(requestTimeout);
    expect(Number(/^(\d+)s$/.exec(app.stop_grace_period ?? '')?.[1])).toBeGreaterThan(drain + finish);
  });
});
