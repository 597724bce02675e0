// The files editors change from the console: permission, path traversal refused, field errors
// named where typed (by the build's own schemas), and the conflict of two editors on one file.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentFile } from '../../../src/shared/content/content-files.contract.ts';
import sharp from 'sharp';
import { resizedImage } from '../../../src/shared/common/responsive-image.ts';
import { contentImageSrcSet } from '../../../src/shared/content/content-images.ts';
import { createAccount } from '../support/accounts.ts';
import { multipart, postForm } from '../support/orders-fixtures.ts';
import { testAppSuite } from '../support/app-suite.ts';
import { type TestApp, callAs } from '../support/helper.ts';
import { createAgent, createEditor } from '../support/staff-accounts.ts';

let app: TestApp;
let editor: Awaited<ReturnType<typeof createEditor>>;
testAppSuite({ seed: false }, async (built) => {
  app = built;
  editor = await createEditor(app.db);
});

const call = (
  account: { auth: Record<string, string> } | null,
  method: 'GET' | 'PUT',
  url: string,
  payload?: unknown,
) => callAs(app, account, method, `/api/staff/content${url}`, payload);

type Home = {
  description: string;
  hero: { text: string; cta: { href: string }; image: { alt?: string } };
};

async function open(path: string): Promise<ContentFile> {
  const res = await call(editor, 'GET', `/files/${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('content files', () => {
  it('refuses agents and buyers (403) and anonymous callers (401)', async () => {
    const agent = await createAgent(app.db);
    const buyer = await createAccount(app.db);
    for (const [method, url] of [
      ['GET', '/files'],
      ['GET', '/files/pages/home.md'],
      ['PUT', '/files/pages/home.md'],
      ['GET', '/changes'],
    ] as const) {
      const body = method === 'PUT' ? { revision: 'x', data: {} } : undefined;
      for (const account of [agent, buyer]) expect((await call(account, method, url, body)).statusCode, url).toBe(403);
      expect((await call(null, method, url, body)).statusCode, url).toBe(401);
    }
  });

  it('lists every editable file with the pages it shows on', async () => {
    const files: { path: string; pages: string[] }[] = (await call(editor, 'GET', '/files')).json().data;
    const paths = files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining(['pages/home.md', 'fr/pages/home.md', 'team.yaml', 'partners.yaml', 'site.json']),
    );
    expect(paths).not.toContain('README.md');
    expect(files.find((file) => file.path === 'team.yaml')?.pages).toEqual(['/our-story', '/fr/our-story']);
    // Named as editors call them, an article by its own title (issue 41).
    const titles = new Map(files.map((file) => [file.path, (file as { title?: string }).title]));
    expect(titles.get('partners.yaml')).toBe('Partners');
    expect(titles.get('academy/tt-lc-or-cash-against-documents.md')).toBe(
      'Academy article: TT, LC or cash against documents?',
    );
  });

  it('refuses paths outside the editable files, however they are written', async () => {
    for (const path of [
      'README.md',
      '..%2Fpackage.json',
      'pages%2F..%2F..%2Fpackage.json',
      'pages/..%2F..%2F.env',
      '%2Fetc%2Fpasswd',
      'pages/home.md%00.txt',
    ]) {
      const res = await call(editor, 'GET', `/files/${path}`);
      expect(res.statusCode, path).toBe(400);
      // A NUL byte is refused by the path check of every route (field '*'), the rest by the content rule.
      expect(['path', '*'], path).toContain(res.json().errors[0].field);
      expect((await call(editor, 'PUT', `/files/${path}`, { revision: 'x', data: {} })).statusCode, path).toBe(400);
    }
  });

  it("saves a change keeping the file's comments, and lists it for the next publish", async () => {
    const home = await open('pages/home.md');
    const data = home.data as Home;
    const before = data.hero.text;
    data.hero.text = 'Sesame, cashew and ginger: sourced, financed and shipped.';
    const saved = await call(editor, 'PUT', '/files/pages/home.md', { revision: home.revision, data, body: home.body });
    expect(saved.statusCode, saved.body).toBe(200);
    const text = readFileSync(join(app.env.CONTENT_DIR, 'pages/home.md'), 'utf8');
    expect(text).toContain('text: "Sesame, cashew and ginger: sourced, financed and shipped."');
    expect(text).toContain('# Read to screen-reader users after the label.');
    const changes = (await call(editor, 'GET', '/changes')).json().data;
    // Named and shown as editors think of them: the page, the field, before and after (issue 41).
    expect(changes.files).toEqual([
      {
        path: 'pages/home.md',
        title: 'Home page',
        pages: ['/'],
        fields: [
          {
            field: 'hero.text',
            label: 'Hero › Text',
            before,
            after: 'Sesame, cashew and ginger: sourced, financed and shipped.',
          },
        ],
      },
    ]);
    expect(changes.diff).toContain('+  text: "Sesame, cashew and ginger: sourced, financed and shipped."');
  });

  it('flags the other language when a picture changes in one only (issue 41)', async () => {
    const home = await open('pages/home.md');
    const data = home.data as Home & { hero: { image: { src: string } } };
    const original = data.hero.image.src;
    data.hero.image.src = '/images/marketing/agro.svg';
    const saved = await call(editor, 'PUT', '/files/pages/home.md', { revision: home.revision, data, body: home.body });
    expect(saved.statusCode, saved.body).toBe(200);
    const flags = (await call(editor, 'GET', '/changes')).json().data.french;
    expect(flags).toContainEqual({ path: 'fr/pages/home.md', problem: 'picture', fields: ['hero.image.src'] });
    // The same picture in French: nothing left to flag.
    const french = await open('fr/pages/home.md');
    const frenchData = french.data as typeof data;
    frenchData.hero.image.src = '/images/marketing/agro.svg';
    const frenchSaved = await call(editor, 'PUT', '/files/fr/pages/home.md', {
      revision: french.revision,
      data: frenchData,
      body: french.body,
    });
    expect(frenchSaved.statusCode, frenchSaved.body).toBe(200);
    const after = (await call(editor, 'GET', '/changes')).json().data.french;
    expect(after.filter((flag: { problem: string }) => flag.problem === 'picture')).toEqual([]);
    // Both back as they were, for the tests after this one.
    for (const [path, file] of [
      ['pages/home.md', await open('pages/home.md')],
      ['fr/pages/home.md', await open('fr/pages/home.md')],
    ] as const) {
      const back = structuredClone(file.data) as typeof data;
      back.hero.image.src = original;
      const res = await call(editor, 'PUT', `/files/${path}`, { revision: file.revision, data: back, body: file.body });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('keeps a value containing --- in the settings, read back the same, the body untouched', async () => {
    const home = await open('pages/home.md');
    const data = home.data as Home;
    data.hero.text = 'Sourced --- financed --- shipped';
    const saved = await call(editor, 'PUT', '/files/pages/home.md', { revision: home.revision, data, body: home.body });
    expect(saved.statusCode, saved.body).toBe(200);
    for (let read = 0; read < 2; read += 1) {
      const again = await open('pages/home.md');
      expect((again.data as Home).hero.text).toBe('Sourced --- financed --- shipped');
      expect(again.body).toBe(home.body);
      // Saving what was read changes nothing (the second read is of a file written from the first).
      const resaved = await call(editor, 'PUT', '/files/pages/home.md', {
        revision: again.revision,
        data: again.data,
        body: again.body,
      });
      expect(resaved.statusCode, resaved.body).toBe(200);
    }
  });

  it('refuses a broken entry where it is typed, naming the field', async () => {
    const home = await open('pages/home.md');
    const cases: [(data: Home) => void, string, RegExp][] = [
      [(data) => (data.description = 'x'.repeat(161)), 'description', /160 characters/],
      [(data) => (data.hero.cta.href = '/no-such-page'), 'hero.cta.href', /no page/],
      [(data) => delete data.hero.image.alt, 'hero.image.alt', /alt is required/],
      // Zod's own "Unrecognized key: \"colour\"", in an editor's words.
      [
        (data) => Object.assign(data.hero.cta, { colour: 'red' }),
        'hero.cta',
        /^the setting "colour" is not one this page uses/,
      ],
    ];
    for (const [breakIt, field, message] of cases) {
      const data = structuredClone(home.data) as Home;
      breakIt(data);
      const res = await call(editor, 'PUT', '/files/pages/home.md', { revision: home.revision, data, body: home.body });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors).toContainEqual(
        expect.objectContaining({ field, message: expect.stringMatching(message) }),
      );
    }
    const partners = await open('partners.yaml');
    const ten = (partners.data as unknown[]).slice(0, 10);
    const res = await call(editor, 'PUT', '/files/partners.yaml', { revision: partners.revision, data: ten });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/exactly 11/);
    // Nothing was written.
    expect((await open('pages/home.md')).revision).toBe(home.revision);
  });

  it('keeps image paths inside the images folder, and answers a file that is not a picture with 400, not 500', async () => {
    const home = await open('pages/home.md');
    mkdirSync(join(app.env.CONTENT_DIR, 'images', 'uploads'), { recursive: true });
    writeFileSync(join(app.env.CONTENT_DIR, 'images', 'uploads', 'notes.png'), 'not a picture');
    writeFileSync(join(app.env.CONTENT_DIR, 'beside.png'), 'not a picture either');
    for (const src of [
      // public/favicon.svg exists: accepting it told an editor which files exist outside /images.
      '/images/../favicon.svg',
      '/images/uploads/../../beside.png',
      '/images/./uploads/notes.png',
      '/images/uploads/notes.png',
    ]) {
      const data = structuredClone(home.data) as Home & { hero: { image: { src: string } } };
      data.hero.image.src = src;
      const res = await call(editor, 'PUT', '/files/pages/home.md', { revision: home.revision, data, body: home.body });
      expect(res.statusCode, src).toBe(400);
      expect(res.json().errors[0].field, src).toBe('hero.image.src');
    }
    expect((await open('pages/home.md')).revision).toBe(home.revision);
  });

  it("refuses the second of two editors saving the same file (409), and keeps the first one's words", async () => {
    const other = await createEditor(app.db, { fullName: 'Kojo Editor' });
    const mine = await open('team.yaml');
    const theirs = await open('team.yaml');
    const first = structuredClone(mine.data) as { title: string }[];
    first[0]!.title = 'Founder, Chief Executive and Chair';
    expect((await call(editor, 'PUT', '/files/team.yaml', { revision: mine.revision, data: first })).statusCode).toBe(
      200,
    );
    const second = structuredClone(theirs.data) as { title: string }[];
    second[1]!.title = 'Chief Operating Officer, West Africa';
    const refused = await call(other, 'PUT', '/files/team.yaml', { revision: theirs.revision, data: second });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({
      field: 'revision',
      message: expect.stringMatching(/Someone else saved/),
    });
    expect(readFileSync(join(app.env.CONTENT_DIR, 'team.yaml'), 'utf8')).toContain(
      'Founder, Chief Executive and Chair',
    );
  });
});

describe('content images', () => {
  const png = () =>
    sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c0a060' } })
      .png()
      .toBuffer();
  async function upload(account: { auth: Record<string, string> }, fields: Parameters<typeof multipart>[0]) {
    return postForm(app, account.auth, '/api/staff/content/images', fields);
  }

  it('takes a picture with its alt text, at each width the pages show, into the content folder', async () => {
    const res = await upload(editor, {
      file: { bytes: await png(), filename: 'Cashew Harvest.png', type: 'image/png' },
      alt: 'Cashew nuts drying in the sun',
    });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().data;
    expect(image).toMatchObject({ alt: 'Cashew nuts drying in the sun', width: 1600, height: 800 });
    expect(image.src).toMatch(/^\/images\/uploads\/cashew-harvest-[0-9a-f]{10}\.webp$/);
    // The picture at 1600 px and a copy at each narrower width, as the srcset names them.
    const files = [image.src, ...[240, 400, 800, 1200].map((width) => resizedImage(image.src, width))];
    const sizes = await Promise.all(files.map((file) => sharp(join(app.env.CONTENT_DIR, file)).metadata()));
    expect(sizes.map(({ format, width, height }) => ({ format, width, height }))).toEqual([
      { format: 'webp', width: 1600, height: 800 },
      { format: 'webp', width: 240, height: 120 },
      { format: 'webp', width: 400, height: 200 },
      { format: 'webp', width: 800, height: 400 },
      { format: 'webp', width: 1200, height: 600 },
    ]);
    expect(contentImageSrcSet(image)).toBe(
      files
        .slice(1)
        .map((file, index) => `${file} ${[240, 400, 800, 1200][index]}w`)
        .concat(`${image.src} 1600w`)
        .join(', '),
    );

    // The picture can be used at once: the build's schema finds it in the content folder.
    const home = await open('pages/home.md');
    const data = structuredClone(home.data) as Home & { hero: { image: { src: string; alt: string } } };
    data.hero.image = { src: image.src, alt: image.alt };
    const saved = await call(editor, 'PUT', '/files/pages/home.md', { revision: home.revision, data, body: home.body });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('makes no copy wider than the picture sent', async () => {
    const small = await sharp({ create: { width: 500, height: 500, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const res = await upload(editor, { file: { bytes: small, filename: 'logo.png' }, alt: 'Partner logo' });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().data;
    expect(image).toMatchObject({ width: 500, height: 500 });
    const stored = (width: number) => existsSync(join(app.env.CONTENT_DIR, resizedImage(image.src, width)));
    expect([240, 400, 800, 1200, 1600].map(stored)).toEqual([true, true, false, false, false]);
    expect(contentImageSrcSet(image)).toBe(
      `${resizedImage(image.src, 240)} 240w, ${resizedImage(image.src, 400)} 400w, ${image.src} 500w`,
    );
  });

  it('shows editors an upload before it is published, its narrowest copy at least as wide as asked', async () => {
    const res = await upload(editor, {
      file: { bytes: await png(), filename: 'unpublished.png', type: 'image/png' },
      alt: 'Not yet on the site',
    });
    const name = (res.json().data.src as string).split('/').pop()!;
    const thumbnail = (account: { auth: Record<string, string> } | null, query = '') =>
      app.inject({
        method: 'GET',
        url: `/api/staff/content/images/${name}${query}`,
        ...(account ? { headers: account.auth } : {}),
      });
    const small = await thumbnail(editor, '?width=128');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(240);
    expect((await sharp((await thumbnail(editor, '?width=1000')).rawPayload).metadata()).width).toBe(1200);
    expect((await sharp((await thumbnail(editor)).rawPayload).metadata()).width).toBe(1600);

    // Never to anyone else, and only pictures of the uploads folder.
    expect((await thumbnail(await createAgent(app.db))).statusCode).toBe(403);
    expect((await thumbnail(null)).statusCode).toBe(401);
    for (const url of ['..%2F..%2Fsite.json', '..%2Fpages%2Fhome.md', 'nothing-here.webp', 'team.yaml']) {
      const refused = await app.inject({
        method: 'GET',
        url: `/api/staff/content/images/${url}`,
        headers: editor.auth,
      });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().errors[0].message).toBe('Picture not found.');
    }
    const badWidth = await thumbnail(editor, '?width=wide');
    expect(badWidth.statusCode).toBe(400);
  });

  it('refuses SVG and files that are not pictures whatever their name, and a picture without alt unless decorative', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const asSvg = await upload(editor, {
      file: { bytes: svg, filename: 'logo.svg', type: 'image/svg+xml' },
      alt: 'Logo',
    });
    expect(asSvg.statusCode).toBe(415);
    const disguised = await upload(editor, {
      file: { bytes: svg, filename: 'logo.png', type: 'image/png' },
      alt: 'Logo',
    });
    expect(disguised.statusCode).toBe(415);
    const noAlt = await upload(editor, {
      file: { bytes: await png(), filename: 'a.png', type: 'image/png' },
      alt: ' ',
    });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().errors[0].field).toBe('alt');
    const decorative = await upload(editor, {
      file: { bytes: await png(), filename: 'a.png', type: 'image/png' },
      decorative: 'true',
    });
    expect(decorative.statusCode).toBe(201);
    expect(decorative.json().data.alt).toBe('');
    const agent = await createAgent(app.db);
    expect((await upload(agent, { file: { bytes: await png(), filename: 'a.png' }, alt: 'x' })).statusCode).toBe(403);
  });
});
