// Publishing the public site from the console: permission, a publish switching what / serves
// without a restart, a failing build leaving the site untouched, rollback, audit, git commits.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentVersion } from '../../../src/shared/content/content.contract.ts';
import { PUBLISH_QUEUE_LIMIT } from '../../../src/shared/content/content.ts';
import sharp from 'sharp';
import { resizedImage } from '../../../src/shared/common/responsive-image.ts';
import { createAccount } from '../support/accounts.ts';
import { postForm } from '../support/orders-fixtures.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { buildTestApp, type TestApp } from '../support/helper.ts';
import { createAgent, createEditor } from '../support/staff-accounts.ts';

type Account = { auth: Record<string, string> } | null;

function call(app: TestApp, account: Account, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const options: InjectOptions = { method, url: `/api/staff/content${url}` };
  if (account) options.headers = account.auth;
  if (payload !== undefined) options.payload = payload as NonNullable<InjectOptions['payload']>;
  return app.inject(options);
}

const HERO = /^( {2}text: ).*$/m;

/** Rewrites the English home hero text in the app's content folder, as a save does. */
function setHero(app: TestApp, text: string) {
  const file = join(app.env.CONTENT_DIR, 'pages/home.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace(HERO, `$1${JSON.stringify(text)}`));
}

async function settled(app: TestApp, account: Account, id: string): Promise<ContentVersion> {
  let version: ContentVersion | undefined;
  await expect
    .poll(
      async () => {
        const items: ContentVersion[] = (await call(app, account, 'GET', '/versions')).json().data.items;
        version = items.find((item) => item.id === id);
        return version?.status;
      },
      { timeout: 20_000, interval: 100 },
    )
    .not.toBe('BUILDING');
  return version!;
}

describe('content publishing', () => {
  let app: TestApp;
  let editor: Awaited<ReturnType<typeof createEditor>>;
  testAppSuite({ seed: false }, async (built) => {
    app = built;
    editor = await createEditor(app.db, { fullName: 'Esi Editor' });
  });

  it('refuses agents, buyers and editors without two-step verification (403), and anonymous callers (401)', async () => {
    const agent = await createAgent(app.db);
    const buyer = await createAccount(app.db);
    const editorWithoutTotp = await createAccount(app.db, { type: 'editor' });
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      ['POST', '/publish', {}],
      ['GET', '/versions', undefined],
      ['GET', `/versions/${id}`, undefined],
      ['POST', `/versions/${id}/rollback`, {}],
    ] as const;
    for (const [method, url, body] of calls) {
      for (const account of [agent, buyer, editorWithoutTotp]) {
        expect((await call(app, account, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call(app, null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('publishes in the background and serves the new site without a restart; a rollback brings the old one back', async () => {
    setHero(app, 'Harvest season: cashew and sesame ready to ship.');
    const published = await call(app, editor, 'POST', '/publish', { message: 'Harvest hero' });
    expect(published.statusCode).toBe(202);
    expect(published.json().data.status).toBe('BUILDING');
    const first = await settled(app, editor, published.json().data.id);
    expect(first).toMatchObject({
      status: 'LIVE',
      actorName: 'Esi Editor',
      files: ['pages/home.md'],
      message: 'Harvest hero',
      error: null,
    });
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Harvest season: cashew and sesame ready to ship.');

    // The version's pages can be previewed as published; only pages of the site, by path.
    const preview = await call(app, editor, 'GET', `/versions/${first.id}/preview?page=/`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.html).toContain('Harvest season: cashew and sesame ready to ship.');
    for (const page of ['/../../package.json', '/nowhere', 'index.html']) {
      const refused = await call(app, editor, 'GET', `/versions/${first.id}/preview?page=${encodeURIComponent(page)}`);
      expect(refused.statusCode, page).toBe(400);
    }

    const detail = (await call(app, editor, 'GET', `/versions/${first.id}`)).json().data;
    expect(detail.diff).toContain('+  text: "Harvest season: cashew and sesame ready to ship."');

    setHero(app, 'Second hero text.');
    const second = await settled(app, editor, (await call(app, editor, 'POST', '/publish', {})).json().data.id);
    expect(second.status).toBe('LIVE');
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('Second hero text.');

    const rolledBack = await call(app, editor, 'POST', `/versions/${first.id}/rollback`, {});
    expect(rolledBack.statusCode).toBe(202);
    const third = await settled(app, editor, rolledBack.json().data.id);
    expect(third).toMatchObject({ status: 'LIVE', rollbackOf: first.id, files: ['pages/home.md'] });
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain(
      'Harvest season: cashew and sesame ready to ship.',
    );
    // The editors' folder holds the rolled-back content too, for the next edit.
    expect(readFileSync(join(app.env.CONTENT_DIR, 'pages/home.md'), 'utf8')).toContain('Harvest season');

    const items: ContentVersion[] = (await call(app, editor, 'GET', '/versions')).json().data.items;
    // The three publishes, and version 1, the content as shipped (its own describe below).
    expect(items.map((item) => item.status)).toEqual(['LIVE', 'SUPERSEDED', 'SUPERSEDED', 'SUPERSEDED']);

    const audit = await app.inject({
      method: 'GET',
      url: '/api/staff/audit?entityType=content_version',
      headers: (await adminAuth(app)).auth,
    });
    const actions = audit
      .json()
      .data.items.map((entry: { action: string; actorName: string }) => `${entry.action} ${entry.actorName}`);
    expect(actions).toEqual([
      'content.rollback Esi Editor',
      'content.publish Esi Editor',
      'content.publish Esi Editor',
    ]);
    // The rollback's entry names the version gone back to by its date, so the trail can say it in words.
    expect(audit.json().data.items[0].after).toMatchObject({ rollbackOf: first.id, rollbackTo: first.createdAt });
  });

  it('leaves the live site untouched when the build fails, and names the file and field', async () => {
    const before = (await app.inject({ method: 'GET', url: '/' })).body;
    const file = join(app.env.CONTENT_DIR, 'pages/home.md');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace(/^description: .*$/m, `description: ${'x'.repeat(200)}`));
    const failed = await settled(app, editor, (await call(app, editor, 'POST', '/publish', {})).json().data.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toContain('pages/home');
    expect(failed.error).toContain('description');
    expect((await app.inject({ method: 'GET', url: '/' })).body).toBe(before);
    writeFileSync(file, good);
    const items: ContentVersion[] = (await call(app, editor, 'GET', '/versions?pageSize=2')).json().data.items;
    expect(items.map((item) => item.status)).toEqual(['FAILED', 'LIVE']);
  });

  it('refuses to roll back to a failed or unknown version', async () => {
    const items: ContentVersion[] = (await call(app, editor, 'GET', '/versions')).json().data.items;
    const failed = items.find((item) => item.status === 'FAILED')!;
    expect((await call(app, editor, 'POST', `/versions/${failed.id}/rollback`, {})).statusCode).toBe(409);
    expect(
      (await call(app, editor, 'POST', '/versions/00000000-0000-4000-8000-000000000000/rollback', {})).statusCode,
    ).toBe(404);
  });

  it('serves an uploaded picture at each width once it is published, not before', async () => {
    const bytes = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#7a4b1e' } })
      .jpeg()
      .toBuffer();
    const uploaded = await postForm(app, editor.auth, '/api/staff/content/images', {
      file: { bytes, filename: 'cocoa-pods.jpg' },
      alt: 'Cocoa pods',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const src: string = uploaded.json().data.src;
    const files = [src, ...[240, 400, 800, 1200].map((width) => resizedImage(src, width))];
    for (const file of files) expect((await app.inject({ method: 'GET', url: file })).statusCode, file).toBe(404);
    // Another picture, uploaded but put on no page: it stays private through every publish.
    const other = await postForm(app, editor.auth, '/api/staff/content/images', {
      file: {
        bytes: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1e4b7a' } })
          .jpeg()
          .toBuffer(),
        filename: 'draft-only.jpg',
      },
      alt: 'Not used yet',
    });
    expect(other.statusCode, other.body).toBe(201);
    const unused: string = other.json().data.src;
    const expectUnpublished = async () => {
      for (const file of [unused, ...[240, 400, 800].map((width) => resizedImage(unused, width))])
        expect((await app.inject({ method: 'GET', url: file })).statusCode, file).toBe(404);
    };

    const home = join(app.env.CONTENT_DIR, 'pages/home.md');
    writeFileSync(home, readFileSync(home, 'utf8').replace('src: /images/marketing/hero.svg', `src: ${src}`));
    const expectServed = async () => {
      for (const file of files) {
        const served = await app.inject({ method: 'GET', url: file });
        expect(served.statusCode, file).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
      }
    };
    const version = await settled(app, editor, (await call(app, editor, 'POST', '/publish', {})).json().data.id);
    expect(version).toMatchObject({ status: 'LIVE', files: ['pages/home.md'] });
    await expectServed();
    await expectUnpublished();
    // And after the next publish, which keeps the one before for pages loaded meanwhile: files
    // come from the live build first.
    setHero(app, 'A hero over cocoa pods.');
    expect((await settled(app, editor, (await call(app, editor, 'POST', '/publish', {})).json().data.id)).status).toBe(
      'LIVE',
    );
    await expectServed();
    await expectUnpublished();
  });
});

describe('the content as shipped', () => {
  let app: TestApp;
  let editor: Awaited<ReturnType<typeof createEditor>>;
  testAppSuite({ seed: false }, async (built) => {
    app = built;
    editor = await createEditor(app.db);
  });

  it('is version 1 from the first start, so the first publish can be rolled back', async () => {
    const shippedHero = HERO.exec(readFileSync(join(app.env.CONTENT_DIR, 'pages/home.md'), 'utf8'))![0];
    let items: ContentVersion[] = (await call(app, editor, 'GET', '/versions')).json().data.items;
    expect(items).toEqual([
      expect.objectContaining({ status: 'LIVE', actorName: null, message: 'The site as shipped', files: [] }),
    ]);
    const shipped = items[0]!;
    // Another start (or a second process) does not record it again.
    await app.content.ready();
    expect((await call(app, editor, 'GET', '/versions')).json().data.total).toBe(1);

    setHero(app, 'A hero the editors regret.');
    const first = await settled(app, editor, (await call(app, editor, 'POST', '/publish', {})).json().data.id);
    expect(first).toMatchObject({ status: 'LIVE', files: ['pages/home.md'] });
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('A hero the editors regret.');

    const rolledBack = await call(app, editor, 'POST', `/versions/${shipped.id}/rollback`, {});
    expect(rolledBack.statusCode).toBe(202);
    expect(await settled(app, editor, rolledBack.json().data.id)).toMatchObject({
      status: 'LIVE',
      rollbackOf: shipped.id,
    });
    expect((await app.inject({ method: 'GET', url: '/' })).body).not.toContain('A hero the editors regret.');
    expect(readFileSync(join(app.env.CONTENT_DIR, 'pages/home.md'), 'utf8')).toContain(shippedHero);
    items = (await call(app, editor, 'GET', '/versions')).json().data.items;
    expect(items.map((item) => item.status)).toEqual(['LIVE', 'SUPERSEDED', 'SUPERSEDED']);
  });
});

async function adminAuth(app: TestApp) {
  const { createAdmin } = await import('../support/staff-accounts.ts');
  return createAdmin(app.db);
}

describe('content publishing in a git work tree', () => {
  let app: TestApp;
  let repo: string;
  beforeAll(async () => {
    repo = mkdtempSync(join(tmpdir(), 'atp-content-git-'));
    const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args]);
    git('init', '-q');
    cpSync(new URL('../../../content', import.meta.url), join(repo, 'content'), { recursive: true });
    git('add', '.');
    git('-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'commit', '-q', '-m', 'content');
    app = await buildTestApp({ seed: false, env: { CONTENT_DIR: join(repo, 'content') } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(repo, { recursive: true, force: true });
  });

  it('commits each publish as the editor who made it', async () => {
    const editor = await createEditor(app.db, { fullName: 'Esi Editor', email: 'esi.editor@example.com' });
    setHero(app, 'Committed hero text.');
    const version = await settled(
      app,
      editor,
      (await call(app, editor, 'POST', '/publish', { message: 'New hero' })).json().data.id,
    );
    expect(version.status).toBe('LIVE');
    const log = execFileSync('git', ['-C', repo, 'log', '-1', '--format=%an <%ae>|%s', '--name-only']).toString();
    expect(log).toContain('Esi Editor <esi.editor@example.com>|New hero');
    expect(log).toContain('content/pages/home.md');
  });
});

describe('the company named in mails', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterAll(() => app.close());

  /** The newest mail to this address, as written to DATA_DIR/mail (a password reset request sends one). */
  async function resetMailText(email: string): Promise<string> {
    const folder = join(app.env.DATA_DIR, 'mail');
    const before = new Set(existsSync(folder) ? readdirSync(folder) : []);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode,
    ).toBe(200);
    await app.backgroundIdle();
    await app.mailer.idle();
    const written = readdirSync(folder).filter((name) => !before.has(name));
    expect(written).toHaveLength(1);
    return readFileSync(join(folder, written[0]!), 'utf8').replace(/=\r?\n/g, '');
  }

  it('is the published content’s, not the repository’s nor an unpublished edit’s', async () => {
    const editor = await createEditor(app.db, { fullName: 'Esi Editor' });
    const buyer = await createAccount(app.db);
    const siteFile = join(app.env.CONTENT_DIR, 'site.json');
    const site = JSON.parse(readFileSync(siteFile, 'utf8'));
    writeFileSync(siteFile, JSON.stringify({ ...site, name: 'Zenith Commodities' }, null, 2));

    // Saved, not published: mails still say what the live site says.
    expect(await resetMailText(buyer.user.email)).toContain(site.name);
    const version = await settled(app, editor, (await call(app, editor, 'POST', '/publish', {})).json().data.id);
    expect(version.status).toBe('LIVE');
    const text = await resetMailText(buyer.user.email);
    expect(text).toContain('Zenith Commodities');
    // Only the sender's display name (MAIL_FROM, a setting) still says the old name.
    const body = text.slice(text.search(/\r?\n\r?\n/));
    expect(body).not.toContain(site.name);
  });
});

describe('the publish queue', () => {
  let app: TestApp;
  let gate: string;
  beforeAll(async () => {
    gate = join(mkdtempSync(join(tmpdir(), 'atp-build-gate-')), 'open');
    app = await buildTestApp({
      seed: false,
      contentBuild: [
        process.execPath,
        fileURLToPath(new URL('../../fixtures/gated-site-build.ts', import.meta.url)),
        gate,
      ],
    });
  });
  afterAll(async () => {
    writeFileSync(gate, '');
    await app.close();
  });

  it('refuses a publish that changes nothing, and more than one build running with PUBLISH_QUEUE_LIMIT waiting', async () => {
    const editor = await createEditor(app.db);
    // The shipped content is version 1, live from the first start: publishing it again
    // changes nothing and is refused; a change is taken, and then nothing new is refused.
    const shipped = await call(app, editor, 'POST', '/publish', {});
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().errors[0].code).toBe('content_unchanged');
    setHero(app, 'Baseline hero.');
    const first = await call(app, editor, 'POST', '/publish', { message: 'Baseline' });
    expect(first.statusCode).toBe(202);
    writeFileSync(gate, '');
    expect((await settled(app, editor, first.json().data.id)).status).toBe('LIVE');
    rmSync(gate);
    const unchanged = await call(app, editor, 'POST', '/publish', {});
    expect(unchanged.statusCode).toBe(409);
    expect(unchanged.json().errors[0].code).toBe('content_unchanged');

    const ids: string[] = [];
    for (let n = 0; n <= PUBLISH_QUEUE_LIMIT; n += 1) {
      setHero(app, `Queued hero ${n}.`);
      const res = await call(app, editor, 'POST', '/publish', {});
      expect(res.statusCode, res.body).toBe(202);
      ids.push(res.json().data.id);
      // The same content as the publish still waiting: nothing new to build.
      if (n === 0)
        expect((await call(app, editor, 'POST', '/publish', {})).json().errors[0].code).toBe('content_unchanged');
    }
    setHero(app, 'One too many.');
    const full = await call(app, editor, 'POST', '/publish', {});
    expect(full.statusCode).toBe(429);
    expect(full.json().errors[0]).toMatchObject({ code: 'publish_queue_full' });
    expect(full.json().errors[0].message).toContain(`${PUBLISH_QUEUE_LIMIT} publishes`);

    writeFileSync(gate, '');
    for (const id of ids) await settled(app, editor, id);
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain(`Queued hero ${PUBLISH_QUEUE_LIMIT}.`);
    // The queue has moved: the refused change can be published now.
    const later = await call(app, editor, 'POST', '/publish', {});
    expect(later.statusCode, later.body).toBe(202);
    expect((await settled(app, editor, later.json().data.id)).status).toBe('LIVE');
  });
});
