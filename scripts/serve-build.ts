// Starts our real server on an existing site build, on a free port with a throw-away data
// folder, for the measuring scripts (lighthouse.ts, js-budget.ts). Builds nothing itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BILINGUAL_PATHS, localizedPath } from '../src/shared/i18n/locales.ts';

/** The public pages of docs/product/site.md that the quality bars are measured on. */
export const PUBLIC_PAGES = BILINGUAL_PATHS.filter((path) => path !== '/buy-commodities');

/** Stands for a real product's id in a measured path (the first product the catalogue lists). */
export const PRODUCT_PLACEHOLDER = '{product}';

/**
 * Every public page in English and French, Buy Commodities and a product page included: the
 * pages issue 27 holds to its total blocking time.
 */
export const EVERY_PUBLIC_PAGE = [...BILINGUAL_PATHS, `/details/${PRODUCT_PLACEHOLDER}`].flatMap((path) => [
  path,
  localizedPath(path, 'fr'),
]);

/** `path` with {product} replaced by the first product the site's catalogue lists. */
export async function withProduct(origin: string, path: string): Promise<string> {
  if (!path.includes(PRODUCT_PLACEHOLDER)) return path;
  const catalogue = (await (await fetch(`${origin}/api/product`)).json()) as { data: { id: string }[] };
  const product = catalogue.data[0]?.id;
  if (!product) throw new Error('the catalogue is empty; no product page to measure');
  return path.replace(PRODUCT_PLACEHOLDER, product);
}

export interface RunningSite {
  origin: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer ${origin}/api/health within ${timeoutMs / 1000} s`);
}

/**
 * The site to measure: SITE_URL when given (a server you started), otherwise our server
 * started here on BUILD_DIR (default ./dist).
 */
export async function serveBuild(): Promise<RunningSite> {
  const given = process.env['SITE_URL'];
  if (given) return { origin: given.replace(/\/$/, ''), stop: async () => {} };

  const buildDir = resolve(process.env['BUILD_DIR'] ?? 'dist');
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error(`No site build in ${buildDir}. Run "npm run build" (or set BUILD_DIR) first.`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'atp-measure-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['src/server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      APP_URL: origin,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
