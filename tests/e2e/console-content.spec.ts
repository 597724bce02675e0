// Content studio: an admin invites an editor, who accepts, turns on two-step verification, sees
// only Content and My account, changes the home hero in English and French and a team member's
// title, sees the diff, publishes, and / and /fr show the new text without a restart; a
// build-breaking entry is refused with its field named; a second editor's stale save gets the
// conflict with both versions; a rollback brings the earlier text back.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import sharp from 'sharp';
import type { ContentVersion, ContentVersionsPage } from '../../src/shared/content/content.contract.ts';
import { linkIn, waitForMail } from './support/accounts.ts';
import { ADMIN_ACCOUNT, consoleAdmin, enrolTotpApi, signInConsole, signInStaffApi } from './support/staff.ts';

/** The run's admin invites an editor, who accepts the mailed invitation and turns on TOTP. */
async function invitedEditor(request: APIRequestContext) {
  const admin = await consoleAdmin(request);
  const editor = {
    email: `editor.${Date.now().toString(36)}@afritradehub.test`,
    password: 'Okavango#Editor-2026',
    fullName: 'Efua Content Editor',
  };
  const invited = await request.post('/api/staff/users', {
    headers: admin.auth,
    data: { email: editor.email, fullName: editor.fullName, role: 'editor' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = linkIn(await waitForMail(request, editor.email), '/console/invite/');
  const accepted = await request.post(`/api/auth/accept-invite/${new URL(link).pathname.split('/').at(-1)}`, {
    data: { password: editor.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const session = await signInStaffApi(request, editor);
  await enrolTotpApi(request, editor.email, session.token);
  return editor;
}

/** A photo-like picture wider than the widest the pages show (1600 px). */
const harvestPicture = () =>
  sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#b5843c' } })
    .png()
    .toBuffer();

const ENGLISH_HERO = '#pages-home-md-hero-text';
const FRENCH_HERO = '#fr-pages-home-md-hero-text';

/** A build takes ~20 s alone, more on a busy machine. */
const BUILD_TIMEOUT = 120_000;

async function openStudio(page: Page) {
  await page.goto('/console/content');
  await expect(page.getByRole('region', { name: 'English: Home page' })).toBeVisible();
  await expect(page.locator(ENGLISH_HERO)).not.toHaveValue('');
}

test('Publish stays in view, is disabled with nothing to publish, and a rollback asks first (issue 41)', async ({
  page,
  request,
}) => {
  const admin = await consoleAdmin(request);
  const api = async (path: string) =>
    (await (await request.get(`/api/staff/content/${path}`, { headers: admin.auth })).json()).data;
  // This worker's server starts with the shipped content: nothing saved, nothing to publish.
  expect((await api('changes')).files).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInConsole(page, ADMIN_ACCOUNT);
  await openStudio(page);
  const bar = page.getByRole('region', { name: 'Publishing' });
  const publish = bar.getByRole('button', { name: 'Publish' });
  await expect(bar).toContainText('Nothing to publish');
  await expect(publish).toBeDisabled();

  // A saved change: Publish is offered, and stays in view at the foot of the page.
  const hero = page.locator(ENGLISH_HERO);
  const original = await hero.inputValue();
  await hero.fill('Sesame and cashew, shipped on time.');
  await page.getByRole('button', { name: 'Save English' }).click();
  await expect(bar).toContainText('1 changed file not yet on the site.');
  await expect(publish).toBeEnabled();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('heading', { name: 'Versions' })).toBeInViewport();
  await expect(publish).toBeInViewport();
  await expect(
    page
      .getByRole('region', { name: 'Review and publish' })
      .getByRole('table', { name: /^Home page/ })
      .getByRole('row', { name: /^Hero › Text/ }),
  ).toContainText('Sesame and cashew, shipped on time.');

  // Saved back as it was: nothing to publish again.
  await hero.fill(original);
  await page.getByRole('button', { name: 'Save English' }).click();
  await expect(bar).toContainText('Nothing to publish');
  await expect(publish).toBeDisabled();

  // The live version (the site as shipped) offered again: a question first, and Cancel starts nothing.
  const before = (await api('versions')).total;
  const history = page.getByRole('region', { name: 'Versions' });
  await history.getByRole('button', { name: 'Publish again' }).click();
  const question = history.getByRole('alertdialog');
  await expect(question).toContainText('changes saved since and not published are replaced');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  expect((await api('versions')).total).toBe(before);
  await page.screenshot({ path: '/tmp/shots-studio/studio-1280-bottom.png' });
});

test('an editor changes the home hero in both languages, publishes without a restart, and rolls back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const admin = await consoleAdmin(request);
  const versions = async (): Promise<ContentVersion[]> =>
    (
      (await (await request.get('/api/staff/content/versions', { headers: admin.auth })).json())
        .data as ContentVersionsPage
    ).items;

  // The site as it was: published once, so there is a version to come back to (a server that
  // already serves this content as a version refuses a publish changing nothing: that one).
  const before = await (await request.get('/')).text();
  const first = await request.post('/api/staff/content/publish', {
    headers: admin.auth,
    data: { message: 'Baseline' },
  });
  const baseline =
    first.status() === 409
      ? ((await versions()).find((v) => v.status === 'LIVE')?.id ?? '')
      : ((await first.json()).data.id as string);
  await expect
    .poll(async () => (await versions()).find((v) => v.id === baseline)?.status, { timeout: BUILD_TIMEOUT })
    .toBe('LIVE');
  const originalHero = /<p class="lead"[^>]*>([^<]+)<\/p>/.exec(before)?.[1];
  expect(originalHero).toBeTruthy();

  const editor = await invitedEditor(request);
  await signInConsole(page, editor);
  await openStudio(page);
  // An editor sees Content and My account, nothing of the trading desk.
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link')).toHaveText(['Content', 'My account']);

  // A description over 160 characters is refused where it is typed, naming the field.
  const description = page.locator('#pages-home-md-description');
  const goodDescription = await description.inputValue();
  await description.fill('x'.repeat(200));
  await page.getByRole('button', { name: 'Save English' }).click();
  await expect(page.locator('#pages-home-md-description-error')).toHaveText(/under 160 characters/);
  await expect(description).toBeFocused();
  await description.fill(goodDescription);

  await page.locator(ENGLISH_HERO).fill('Harvest season: cashew and sesame, sourced and shipped from five countries.');
  // A new hero picture: shown in the form before it is published, then on / at each width.
  const english = page.getByRole('region', { name: 'English: Home page' });
  await english.getByRole('button', { name: 'Upload a new picture' }).first().click();
  await page.locator('#pages-home-md-hero-image-upload-file').setInputFiles({
    name: 'harvest.png',
    mimeType: 'image/png',
    buffer: await harvestPicture(),
  });
  await page.locator('#pages-home-md-hero-image-upload-alt').fill('Cashew nuts drying in the sun');
  await english.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.locator('#pages-home-md-hero-image-src')).toHaveValue(
    /^\/images\/uploads\/harvest-[0-9a-f]{10}\.webp$/,
  );
  const thumbnail = english.locator('.content-image img').first();
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  const heroPicture = await page.locator('#pages-home-md-hero-image-src').inputValue();
  await page.getByRole('button', { name: 'Save English' }).click();
  await expect(page.getByRole('region', { name: 'English: Home page' }).getByText('Saved. Publish')).toBeVisible();
  await page.locator(FRENCH_HERO).fill('Saison des récoltes : cajou et sésame, achetés et expédiés depuis cinq pays.');
  await page.getByRole('button', { name: 'Save French' }).click();
  await expect(page.getByRole('region', { name: 'French: Home page' }).getByText('Saved. Publish')).toBeVisible();

  // A team member's title, in the team list.
  await page.getByRole('button', { name: 'Team', exact: true }).click();
  await page.locator('#team-yaml-1-title').fill('Chief Operating Officer, West Africa');
  await page.getByRole('button', { name: 'Save file' }).click();
  await expect(page.getByText('Saved. Publish')).toBeVisible();

  // Another editor had the team open: their save is refused, both versions shown.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInConsole(other, ADMIN_ACCOUNT);
  await other.goto('/console/content?file=team.yaml');
  await expect(other.locator('#team-yaml-1-title')).toHaveValue('Chief Operating Officer, West Africa');
  await page.locator('#team-yaml-2-title').fill('Head of Trade Finance and Risk');
  await page.getByRole('button', { name: 'Save file' }).click();
  await expect(page.getByText('Saved. Publish')).toBeVisible();
  await other.locator('#team-yaml-3-title').fill('Chief Technology Officer (Lagos)');
  await other.getByRole('button', { name: 'Save file' }).click();
  await expect(other.getByText('Someone else saved this file after you opened it.').first()).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Your version (not saved)' })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Their version (saved)' })).toBeVisible();
  await expect(other.locator('.content-compare')).toContainText('Head of Trade Finance and Risk');
  await expect(other.locator('.content-compare')).toContainText('Chief Technology Officer (Lagos)');
  await otherContext.close();

  // The changes before publishing: files by name, field by field, before and after (issue 41).
  const review = page.getByRole('region', { name: 'Review and publish' });
  const homeChanges = review.getByRole('table', { name: /^Home page \(shows on/ });
  await expect(homeChanges.getByRole('row', { name: /^Hero › Text/ })).toContainText(
    'Harvest season: cashew and sesame, sourced and shipped from five countries.',
  );
  await expect(review.getByRole('table', { name: /^Home page \(French\)/ })).toContainText('Saison des récoltes');
  await expect(review.getByRole('table', { name: /^Team \(shows on/ })).toContainText(
    'Chief Operating Officer, West Africa',
  );
  // The English picture changed, the French one not: the French page is flagged.
  await expect(review.getByRole('note')).toContainText('Home page (French): the picture differs from the English one');
  // Previewed before publishing (issue 41): the draft's pages, its new picture loaded in the
  // frame (once refused by the frame's missing origin), its product cards drawn, the live site untouched.
  await review.getByRole('button', { name: 'Preview before publishing' }).click();
  const draft = page.frameLocator('iframe[title="Preview of / before publishing"]');
  await expect(draft.getByText('Harvest season: cashew and sesame, sourced')).toBeVisible({ timeout: BUILD_TIMEOUT });
  const draftHero = draft.locator('.hero-art');
  await expect(draftHero).toHaveJSProperty('complete', true);
  expect(await draftHero.evaluate((img: HTMLImageElement) => [img.currentSrc, img.naturalWidth > 0])).toEqual([
    expect.stringMatching(/^http:\/\/[^/]+\/content-preview\/.*harvest-[0-9a-f]{10}-\d+\.webp$/),
    true,
  ]);
  const logo = draft.locator('header img').first();
  await expect(logo).toHaveJSProperty('complete', true);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await draft.locator('#trending-products').scrollIntoViewIfNeeded();
  await expect(draft.locator('#trending-products a[href*="/details/"]').first()).toBeVisible();
  await review.getByLabel('Page to preview').selectOption('/fr');
  await expect(
    page
      .frameLocator('iframe[title="Preview of /fr before publishing"]')
      .getByText('Saison des récoltes : cajou et sésame'),
  ).toBeVisible();
  expect(await (await request.get('/')).text()).not.toContain('Harvest season');

  await review.getByLabel('Note for the history (optional)').fill('Harvest hero');
  await page.getByRole('region', { name: 'Publishing' }).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/Publishing: building the site/)).toBeVisible();
  await expect(page.getByText(/^Live since/)).toBeVisible({ timeout: BUILD_TIMEOUT });

  // The running server serves the new site: no restart.
  await expect(async () => {
    const home = await (await request.get('/')).text();
    expect(home).toContain('Harvest season: cashew and sesame, sourced and shipped from five countries.');
  }).toPass({ timeout: 5000 });
  expect(await (await request.get('/fr')).text()).toContain('Saison des récoltes : cajou et sésame');
  expect(await (await request.get('/our-story')).text()).toContain('Chief Operating Officer, West Africa');
  // The hero picture at each width the page may take, the browser choosing by its size.
  const hero = page.locator('.hero-art');
  await page.goto('/');
  await expect(hero).toHaveAttribute('srcset', new RegExp(`^${heroPicture.replace('.webp', '-240.webp')} 240w, `));
  // Beside the words on a wide screen (Hero.astro), the full width below.
  await expect(hero).toHaveAttribute('sizes', '(min-width: 64rem) 50vw, 100vw');
  await expect(hero).toHaveJSProperty('complete', true);
  // Loaded (a picture the server did not find has no natural width), the 1200 px copy on a phone at 2.6x.
  expect(await hero.evaluate((img: HTMLImageElement) => [img.currentSrc, img.naturalWidth > 0])).toEqual([
    expect.stringMatching(/harvest-[0-9a-f]{10}-1200\.webp$/),
    true,
  ]);
  await page.goto('/console/content');

  // One click brings the earlier version back.
  const history = page.getByRole('region', { name: 'Versions' });
  await expect(history.getByText('Harvest hero')).toBeVisible();
  // The published version can be previewed page by page.
  await history
    .getByRole('button', { name: /^Preview/ })
    .first()
    .click();
  const published = page.frameLocator('iframe[title="Preview of / as published"]');
  await expect(published.getByText('Harvest season: cashew and sesame')).toBeVisible();
  // Its pictures load in the frame too.
  await expect(published.locator('.hero-art')).toHaveJSProperty('complete', true);
  expect(await published.locator('.hero-art').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(history.locator('li').first()).toContainText('by Efua Content Editor');
  await history.getByRole('button', { name: 'Roll back to this version' }).first().click();
  await history.getByRole('alertdialog').getByRole('button', { name: 'Yes, roll back' }).click();
  await expect(page.getByText(/Publishing: building the site/)).toBeVisible();
  await expect(page.getByText(/^Live since/)).toBeVisible({ timeout: BUILD_TIMEOUT });
  await expect(async () => {
    const home = await (await request.get('/')).text();
    expect(home).toContain(originalHero!);
    expect(home).not.toContain('Harvest season');
  }).toPass({ timeout: 5000 });
  const [live] = await versions();
  expect(live).toMatchObject({ status: 'LIVE', rollbackOf: baseline });
});
