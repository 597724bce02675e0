// Previewing the saved content before publishing (issue 41): a draft is built into a folder of
// its own and served, pages and pictures, at a signed address the console's frame opens; the
// live site is untouched. A published version's preview is served the same way.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ContentPreview, DraftPreview } from '../../../src/shared/content/content.contract.ts';
import { testAppSuite } from '../support/app-suite.ts';
import type { TestApp } from '../support/helper.ts';
import { createAgent, createEditor } from '../support/staff-accounts.ts';

type Account = { auth: Record<string, string> } | null;

function call(app: TestApp, account: Account, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const options: InjectOptions = { method, url: `/api/staff/content${url}` };
  if (account) options.headers = account.auth;
  if (payload !== undefined) options.payload = payload as NonNullable<InjectOptions['payload']>;
  return app.inject(options);
}

const HERO = /^( {2}text: ).*$/m;

function setHero(app: TestApp, text: string) {
  const file = join(app.env.CONTENT_DIR, 'pages/home.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace(HERO, `$1${JSON.stringify(text)}`));
}

async function previewed(app: TestApp, editor: Account): Promise<DraftPreview> {
  const asked = await call(app, editor, 'POST', '/previews', {});
  expect(asked.statusCode, asked.body).toBe(202);
  const { id } = asked.json().data as DraftPreview;
  let preview: DraftPreview | undefined;
  await expect
    .poll(
      async () => {
        preview = (await call(app, editor, 'GET', `/previews/${id}`)).json().data;
        return preview?.status;
      },
      { timeout: 20_000, interval: 100 },
    )
    .not.toBe('BUILDING');
  return preview!;
}

describe('draft previews', () => {
  let app: TestApp;
  let editor: Awaited<ReturnType<typeof createEditor>>;
  testAppSuite({ seed: false }, async (built) => {
    app = built;
    editor = await createEditor(app.db);
  });

  it('are for editors only', async () => {
    const agent = await createAgent(app.db);
    expect((await call(app, agent, 'POST', '/previews', {})).statusCode).toBe(403);
    expect((await call(app, null, 'POST', '/previews', {})).statusCode).toBe(401);
    expect((await call(app, null, 'GET', '/previews/0123456789abcdef0123456789abcdef')).statusCode).toBe(401);
    expect((await call(app, editor, 'GET', '/previews/0123456789abcdef0123456789abcdef')).statusCode).toBe(404);
  });

  it('build the saved content before it is published and serve its pages and new pictures to the frame', async () => {
    setHero(app, 'Draft hero: not published yet.');
    // A picture uploaded but not yet published (uploads are named by their content).
    mkdirSync(join(app.env.CONTENT_DIR, 'images/uploads'), { recursive: true });
    writeFileSync(
      join(app.env.CONTENT_DIR, 'images/uploads/harvest-0123456789.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );

    const preview = await previewed(app, editor);
    expect(preview).toMatchObject({
      status: 'READY',
      error: null,
      url: expect.stringMatching(/^\/content-preview\/[0-9a-f]{32}\/\d+\/[\w-]+\/$/),
    });

    const page = await app.inject({ method: 'GET', url: preview.url! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Draft hero: not published yet.');
    // Framed by the console only, never cached or indexed; same origin, so its pictures load in the frame.
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const picture = await app.inject({ method: 'GET', url: `${preview.url}images/uploads/harvest-0123456789.svg` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');

    // The live site has not changed.
    expect((await app.inject({ method: 'GET', url: '/' })).body).not.toContain('Draft hero');
    expect((await call(app, editor, 'GET', '/versions')).json().data.total).toBe(1);
  });

  it('answer only at the signed address, and nothing outside the build', async () => {
    const preview = await previewed(app, editor);
    const [, , key, expires, signature] = preview.url!.split('/');
    const forged = [
      `/content-preview/${key}/${Number(expires) + 1}/${signature}/`,
      `/content-preview/${key}/${expires}/${signature!.slice(1)}x/`,
      `/content-preview/${'0'.repeat(32)}/${expires}/${signature}/`,
    ];
    for (const url of forged) {
      const refused = await app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().errors[0].message).toMatch(/preview link is not valid/);
    }
    // Encoded steps up stay inside the build (404); dot segments the router resolves leave the signed scope (403).
    for (const [path, status] of [
      ['..%2F..%2Fcontent%2Fpages%2Fhome.md', 404],
      ['nowhere', 404],
      ['%2e%2e/content/pages/home.md', 403],
    ] as const) {
      expect((await app.inject({ method: 'GET', url: `${preview.url}${path}` })).statusCode, path).toBe(status);
    }
  });

  it('name the file and field when the draft does not build, and the live site stays', async () => {
    const file = join(app.env.CONTENT_DIR, 'pages/home.md');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace(/^description: .*$/m, `description: ${'x'.repeat(200)}`));
    try {
      const failed = await previewed(app, editor);
      expect(failed.status).toBe('FAILED');
      expect(failed.url).toBeNull();
      expect(failed.error).toContain('description');
    } finally {
      writeFileSync(file, good);
    }
  });

  it("serve a published version's pages the same way", async () => {
    const { items } = (await call(app, editor, 'GET', '/versions')).json().data;
    setHero(app, 'Published hero.');
    const published = await call(app, editor, 'POST', '/publish', {});
    const id = published.json().data.id as string;
    await expect
      .poll(async () => (await call(app, editor, 'GET', `/versions/${id}`)).json().data.status, { timeout: 20_000 })
      .toBe('LIVE');
    const answer = (await call(app, editor, 'GET', `/versions/${id}/preview?page=/`)).json().data as ContentPreview;
    expect(answer.url).toMatch(new RegExp(`^/content-preview/${id}/`));
    expect((await app.inject({ method: 'GET', url: answer.url })).body).toContain('Published hero.');
    expect(items).toHaveLength(1);
  });
});
