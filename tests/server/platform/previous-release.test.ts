// The release before this one, its own code, on this release's schema: what a rolling deploy
// does for a few minutes (docs/operations/upgrading.md). The new replicas have migrated the
// database while the old ones still serve; buyers on either must keep signing in, ordering and
// reading what was written by the other. The commit of the previous release is in
// deploy/previous-release (the last release that landed; moved forward at each release).
// Runs on PostgreSQL (TEST_DATABASE_URL), where replicas share one database.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client.ts';
import { createAccount, TEST_PASSWORD } from '../support/accounts.ts';
import { freshPostgresDatabase } from '../support/helper.ts';
import { type ServerProcess, startServer, stopServer } from '../support/process.ts';
import { describeWith, TEST_DATABASE_URL } from '../support/services.ts';

const CHECKOUT = join(import.meta.dirname, '../../..');
const PREVIOUS = readFileSync(join(CHECKOUT, 'deploy/previous-release'), 'utf8').trim();

/** Whether this clone holds the previous release's commit (a shallow clone may not). */
const previousAvailable = spawnSync('git', ['cat-file', '-e', `${PREVIOUS}^{commit}`], { cwd: CHECKOUT }).status === 0;
if (TEST_DATABASE_URL && !previousAvailable) {
  console.warn(`Skipped "the previous release on this schema": commit ${PREVIOUS} is not in this clone (shallow?)`);
}

/** The previous release's server code, beside this checkout's packages (a release only adds packages). */
function checkoutOfPrevious(dir: string): string {
  const archive = execFileSync(
    'git',
    ['archive', '--format=tar', PREVIOUS, 'src', 'content', 'package.json', 'tsconfig.json'],
    {
      cwd: CHECKOUT,
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  symlinkSync(join(CHECKOUT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return join(dir, 'src/server/server.ts');
}

interface Answer {
  status: number;
  data: unknown;
}

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json().catch(() => ({}))) as { data?: unknown };
  return { status: res.status, data: json.data };
}

interface ProductRow {
  id: string;
  minOrdersAllowed: number;
  CountryTraded: { countryName: string }[];
}

const orderOf = (product: ProductRow) => ({
  productID: product.id,
  quantity: String(product.minOrdersAllowed),
  country: 'GH',
  countryOfOrigin: product.CountryTraded[0]!.countryName,
  shipping: 'FOB',
  paymentTerm: 'TT',
  port: 'Tema',
  productRequirement: 'Grade W320, 50 kg jute bags',
  cost: 1,
});

describeWith(['postgres'], 'the previous release on this schema', () => {
  const root = mkdtempSync(join(tmpdir(), 'atp-previous-'));
  let database: (Database & { url: string }) | undefined;
  let current: ServerProcess | undefined;
  let previous: ServerProcess | undefined;

  beforeAll(async () => {
    if (!previousAvailable) return;
    const code = join(root, 'code');
    mkdirSync(code);
    const entry = checkoutOfPrevious(code);
    // Migrated by this release (the template is this checkout's migrations) and seeded.
    database = await freshPostgresDatabase(TEST_DATABASE_URL, { seeded: true });
    const env = (name: string) => ({
      DATABASE_URL: database!.url,
      NODE_ENV: 'test',
      DATA_DIR: join(root, name),
      BUILD_DIR: join(root, name, 'no-build'),
    });
    current = await startServer(env('current'));
    previous = await startServer(env('previous'), 0, entry);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopServer(current), stopServer(previous)]);
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.runIf(previousAvailable)(
    'signs in, takes orders and reads what the new release wrote, and the new release reads its orders',
    async () => {
      const buyer = await createAccount(database!.db, { fullName: 'Awa Diop' });
      // Sign-in on the old code, against the new schema.
      const signedIn = await call(previous!, 'POST', '/auth/signin-buyer', undefined, {
        email: buyer.user.email,
        password: TEST_PASSWORD,
      });
      expect(signedIn.status).toBe(200);
      const token = (signedIn.data as { token: string }).token;

      const products = await call(previous!, 'GET', '/product');
      expect(products.status).toBe(200);
      const product = (products.data as ProductRow[]).find((p) => p.CountryTraded.length > 0)!;

      // An order each way: placed on one release, read on the other.
      const byOld = await call(previous!, 'POST', '/order/foreign', token, orderOf(product));
      expect(byOld.status).toBe(201);
      const byNew = await call(current!, 'POST', '/order/foreign', token, orderOf(product));
      expect(byNew.status).toBe(201);
      const oldId = (byOld.data as { id: string }).id;
      const newId = (byNew.data as { id: string }).id;

      const oldOnNew = await call(current!, 'GET', `/order/${oldId}`, token);
      expect(oldOnNew.status).toBe(200);
      expect(oldOnNew.data).toMatchObject({ id: oldId, product: { id: product.id } });
      const newOnOld = await call(previous!, 'GET', `/order/${newId}`, token);
      expect(newOnOld.status).toBe(200);
      expect(newOnOld.data).toMatchObject({ id: newId, product: { id: product.id } });

      for (const server of [previous!, current!]) {
        const list = await call(server, 'GET', '/buyer-hub/all-orders', token);
        expect(list.status).toBe(200);
        expect((list.data as { id: string }[]).map((order) => order.id)).toEqual(
          expect.arrayContaining([oldId, newId]),
        );
      }
    },
    60_000,
  );
});
