// Publishing in the container (issue 36): the image's code belongs to root and the server runs
// as another user, so a publish must write only under DATA_DIR (the build, Astro's and Vite's
// caches, Astro's .astro/) and CONTENT_DIR (the editors' saves). Here a real server process runs
// as `nobody` (setpriv), who can read this checkout and write none of it, saves a page and
// publishes it with the real `astro build`; then every file that user owns anywhere writable
// is listed and must lie in those two folders (or in the TMPDIR the test gave it).
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/client.ts';
import type { ContentFile } from '../../../src/shared/content/content-files.contract.ts';
import type { ContentVersion } from '../../../src/shared/content/content.contract.ts';
import { type ServerProcess, startServer, stopServer } from '../support/process.ts';
import { createEditor } from '../support/staff-accounts.ts';
import { tempDirs } from '../support/temp-dirs.ts';
import { until } from '../support/waiting.ts';

/** The unprivileged user of Debian (and of most systems): owns nothing in this checkout. */
const NOBODY = 65534;

const CHECKOUT = join(import.meta.dirname, '../../..');
const AS_NOBODY = ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--'];

function whyNot(): string | undefined {
  if (process.getuid?.() !== 0) return 'it must start as root to run the server as another user (CI does)';
  try {
    execFileSync('setpriv', ['--version'], { stdio: 'ignore' });
  } catch {
    return 'setpriv (util-linux) is not installed';
  }
  try {
    // The unprivileged user must be able to read the code it runs (every folder above it too).
    execFileSync(AS_NOBODY[0]!, [...AS_NOBODY.slice(1), 'test', '-r', join(CHECKOUT, 'package.json')]);
  } catch {
    return `the user nobody cannot read this checkout (${CHECKOUT}): a folder above it is closed to others`;
  }
  return undefined;
}

/** The real user id a process runs as (/proc/{pid}/status). */
const uidOf = (pid: number) => Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

/** Every file and folder under `dir` owned by `uid` (links not followed), or none when it is gone. */
function ownedBy(dir: string, uid: number, since: number): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return; // a folder of another user's we may not read, or one removed meanwhile
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      try {
        const stat = lstatSync(path);
        if (stat.uid === uid && stat.ctimeMs >= since) found.push(path);
        if (entry.isDirectory()) walk(path);
      } catch {
        // removed meanwhile
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return found;
}

const reason = whyNot();
if (reason) console.warn(`Skipped "publishing as a user who cannot write the code": ${reason}.`);

describe.skipIf(reason !== undefined)('publishing as a user who cannot write the code', () => {
  const tempDir = tempDirs('atp-read-only-code-');
  let root: string;
  let server: ServerProcess | undefined;
  let auth: Record<string, string>;
  const started = Date.now();

  beforeAll(async () => {
    root = tempDir();
    const dataDir = join(root, 'data');
    // The editor is made before the server starts: the embedded database has one user at a time.
    const database = await openDatabase({ kind: 'embedded', dataDir });
    auth = (await createEditor(database.db)).auth;
    await database.close();
    mkdirSync(join(root, 'tmp'));
    execFileSync('chown', ['-R', `${NOBODY}:${NOBODY}`, root]);
    server = await startServer(
      {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        CONTENT_DIR: join(root, 'content'),
        BUILD_DIR: join(root, 'no-build-yet'),
        TMPDIR: join(root, 'tmp'),
        HOME: join(root, 'tmp'),
        URL_SIGNING_SECRET: 'a-signing-secret-of-32-characters-or-more',
        TOTP_ENCRYPTION_KEY: 'a-totp-encryption-key-of-32-characters-x',
      },
      0,
      undefined,
      'info',
      AS_NOBODY,
    );
  }, 120_000);

  afterAll(async () => {
    await stopServer(server);
  }, 30_000);

  it('runs as a user who cannot write the checkout', () => {
    // setpriv replaced itself with node (exec): the server's own process runs as nobody.
    expect(uidOf(server!.child.pid!)).toBe(NOBODY);
    // Owned by root and not writable by others: every write of the server's into it fails.
    for (const path of ['.', 'src', 'node_modules', 'content']) {
      const stat = statSync(join(CHECKOUT, path));
      expect(stat.uid === NOBODY || (stat.mode & 0o002) !== 0, path).toBe(false);
    }
  });

  it(
    'saves a page and publishes it with astro build, writing only under DATA_DIR and CONTENT_DIR',
    { timeout: 300_000 },
    async () => {
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`${server!.url}/api/staff/content${path}`, {
          method,
          headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const home = ((await (await call('GET', '/files/pages/home.md')).json()) as { data: ContentFile }).data;
      const data = structuredClone(home.data) as { hero: { text: string } };
      data.hero.text = 'Published by a server that cannot write its own code.';
      const saved = await call('PUT', '/files/pages/home.md', { revision: home.revision, data, body: home.body });
      expect(saved.status, await saved.text()).toBe(200);

      const published = await call('POST', '/publish', { message: 'From a read-only checkout' });
      const answer = await published.text();
      expect(published.status, answer).toBe(202);
      const id = (JSON.parse(answer) as { data: { id: string } }).data.id;
      // A real build: ~20 s on an idle machine, a minute or more on a busy one.
      const version = await until(
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 250));
          const page = (await (await call('GET', '/versions')).json()) as { data: { items: ContentVersion[] } };
          return page.data.items.find((item) => item.id === id);
        },
        (found) => found?.status !== 'BUILDING',
        240_000,
      );
      expect(version, server!.output().slice(-3000)).toMatchObject({ status: 'LIVE', error: null });
      expect(await (await fetch(`${server!.url}/`)).text()).toContain(
        'Published by a server that cannot write its own code.',
      );

      // What that user wrote: only its data and content folders, and the temporary folder it was given.
      const allowed = ['data', 'content', 'tmp'].map((folder) => join(root, folder));
      const written = ownedBy(root, NOBODY, started).filter((path) => path !== root);
      expect(written.some((path) => path.startsWith(join(root, 'data', 'site-builds', id)))).toBe(true);
      expect(
        written.filter((path) => !allowed.some((folder) => path === folder || path.startsWith(`${folder}/`))),
      ).toEqual([]);
      // Nor anything in the machine's shared temporary folders.
      for (const shared of [tmpdir(), '/var/tmp', '/dev/shm']) {
        expect(ownedBy(shared, NOBODY, started).filter((path) => !path.startsWith(root))).toEqual([]);
      }
    },
  );
});
