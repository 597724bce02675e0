// Files in the chat and disputes, end to end: a buyer sends a PDF in the Message Center and the
// agent sees it arrive live in the console's conversation and opens it; the agent sends a
// picture back and the buyer sees it live; a buyer opens a quality dispute with the
// inspection report, which the agent opens from the dispute. Screens in English and French,
// on a phone and a desk, are saved to /tmp/shots-attach/.
import type { Page } from '@playwright/test';
import { registerVerifiedBuyer, signInBrowser } from './support/accounts.ts';
import { signInConsole, STAFF_ACCOUNT } from './support/staff.ts';
import { expect, test } from './support/test.ts';

const SHOTS = '/tmp/shots-attach';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The screen at a phone's and a desk's width, saved for review; nothing wider than the page. */
async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
}

/** What a signed link answers, fetched as a new tab would (no bearer token). */
async function opened(page: Page, href: string | null) {
  expect(href).toMatch(/^\/api\/attachments\/[0-9a-f-]{36}\?expires=\d+&signature=/);
  const answer = await page.request.get(href!);
  return { status: answer.status(), type: answer.headers()['content-type'] };
}

test('a buyer sends a PDF in the Message Center; the agent sees it live, opens it, and answers with a picture', async ({
  openPage,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await registerVerifiedBuyer(request, { fullName: `Amara Attach ${Date.now()}` });
  const agentPage = await openPage();
  await signInConsole(agentPage, STAFF_ACCOUNT);
  await agentPage.goto(`/console/inbox/${buyer.id}`);
  const view = agentPage.getByRole('region', { name: buyer.fullName });
  await expect(view.getByRole('log', { name: 'Conversation' })).toBeVisible();

  const buyerPage = await openPage();
  await signInBrowser(buyerPage, buyer);
  await buyerPage.goto('/message-center');
  await expect(buyerPage.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();
  await buyerPage
    .locator('.composer input[type=file]')
    .setInputFiles({ name: 'Sesame specification.pdf', mimeType: 'application/pdf', buffer: PDF });
  const mine = buyerPage.getByRole('link', { name: /Sesame specification\.pdf/ });
  await expect(mine).toBeVisible();

  // Live in the console, without a reload; the agent opens it in a new tab.
  const theirs = view.getByRole('link', { name: /Sesame specification\.pdf/ });
  await expect(theirs).toBeVisible();
  await expect(theirs).toHaveAttribute('target', '_blank');
  expect(await opened(agentPage, await theirs.getAttribute('href'))).toEqual({ status: 200, type: 'application/pdf' });
  // A headless browser hands a PDF tab to its download handler at once: the tab's request and
  // its answer are what tell it opened.
  const [tabOpened] = await Promise.all([
    agentPage.context().waitForEvent('response', (answer) => answer.url().includes('/api/attachments/')),
    theirs.click(),
  ]);
  expect(tabOpened.status()).toBe(200);
  expect(tabOpened.headers()['content-type']).toBe('application/pdf');

  // The agent answers with a picture; the buyer sees it live.
  await view
    .locator('.inbox-composer input[type=file]')
    .setInputFiles({ name: 'bagging-line.png', mimeType: 'image/png', buffer: PNG });
  const picture = buyerPage.getByRole('link', { name: /bagging-line\.png/ });
  await expect(picture).toBeVisible();
  expect(await opened(buyerPage, await picture.getAttribute('href'))).toEqual({ status: 200, type: 'image/png' });

  // A file of another kind is refused before it is sent, in the buyer's words.
  await buyerPage
    .locator('.composer input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await expect(buyerPage.getByRole('alert')).toHaveText('Upload a JPEG, PNG, WebP or PDF file.');

  await shoot(buyerPage, 'message-center-en');
  await shoot(agentPage, 'console-conversation-en');
});

test('a buyer opens a quality dispute with the inspection report; the agent opens it from the dispute', async ({
  openPage,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await registerVerifiedBuyer(request, { fullName: `Kwame Report ${Date.now()}` });
  const buyerPage = await openPage();
  await signInBrowser(buyerPage, buyer);
  await buyerPage.goto('/message-center');
  await buyerPage.getByRole('button', { name: 'Raise Dispute' }).click();
  const form = buyerPage.getByRole('dialog', { name: 'Raise a Dispute' });
  await form.getByLabel('Dispute Type').selectOption('Quality not as specified');
  await form.getByLabel('Dispute Details').fill('The kernels grade W320, not the W240 we ordered. SGS report attached.');
  await form
    .getByLabel('Supporting file (optional)')
    .setInputFiles({ name: 'SGS inspection report.pdf', mimeType: 'application/pdf', buffer: PDF });
  await shoot(buyerPage, 'dispute-form-en');
  const reloaded = buyerPage.waitForEvent('load', { timeout: 15_000 });
  await form.getByRole('button', { name: 'Submit Dispute' }).click();
  await expect(buyerPage.getByText('You have successfully submitted a dispute')).toBeVisible();
  await reloaded;

  await buyerPage.getByRole('button', { name: 'Your Disputes' }).click();
  const card = buyerPage
    .getByRole('dialog', { name: 'Your disputes' })
    .getByRole('article', { name: 'Quality not as specified' });
  const report = card.getByRole('link', { name: /SGS inspection report\.pdf/ });
  await expect(report).toBeVisible();
  expect(await opened(buyerPage, await report.getAttribute('href'))).toEqual({ status: 200, type: 'application/pdf' });
  await shoot(buyerPage, 'my-disputes-en');

  const agentPage = await openPage();
  await signInConsole(agentPage, STAFF_ACCOUNT);
  await agentPage.goto('/console/disputes');
  await agentPage
    .getByRole('row', { name: new RegExp(buyer.fullName) })
    .getByRole('link', { name: 'Quality not as specified' })
    .click();
  const disputeView = agentPage.getByRole('region', { name: 'Quality not as specified' });
  const staffLink = disputeView.getByRole('link', { name: /SGS inspection report\.pdf/ });
  await expect(staffLink).toBeVisible();
  expect(await opened(agentPage, await staffLink.getAttribute('href'))).toEqual({ status: 200, type: 'application/pdf' });

  // The agent answers with a survey plan; the buyer's open list shows it live.
  const answer = disputeView.getByRole('form', { name: 'Answer the dispute' });
  await answer.getByLabel(/Reply to the buyer/).fill('Please see the survey plan for the re-inspection.');
  await answer
    .getByLabel('Attach a file (optional)')
    .setInputFiles({ name: 'Survey plan.png', mimeType: 'image/png', buffer: PNG });
  await answer.getByRole('button', { name: 'Send reply' }).click();
  await expect(disputeView.getByRole('link', { name: /Survey plan\.png/ })).toBeVisible();
  await shoot(agentPage, 'console-dispute-en');
  const plan = card.getByRole('link', { name: /Survey plan\.png/ });
  await expect(plan).toBeVisible();
  expect(await opened(buyerPage, await plan.getAttribute('href'))).toEqual({ status: 200, type: 'image/png' });
});

test('in French, the Message Center offers to attach a file and names a refused one in French', async ({
  openPage,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const buyer = await registerVerifiedBuyer(request, { fullName: `Aïcha Pièce ${Date.now()}` });
  const page = await openPage();
  await page.context().addCookies([{ name: 'lang', value: 'fr', url: baseURL ?? '' }]);
  await signInBrowser(page, buyer);
  await page.goto('/message-center');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText('Joindre un fichier (PDF, JPEG, PNG ou WebP, jusqu’à 10 Mo.)')).toBeAttached();
  await page
    .locator('.composer input[type=file]')
    .setInputFiles({ name: 'Rapport SGS.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('link', { name: /Rapport SGS\.pdf\s*, Fichier PDF,\s1\sKo/ })).toBeVisible();
  await page
    .locator('.composer input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('texte') });
  await expect(page.getByRole('alert')).toHaveText('Envoyez un fichier JPEG, PNG, WebP ou PDF.');
  await shoot(page, 'message-center-fr');

  await page.getByRole('button', { name: 'Ouvrir un litige' }).click();
  await expect(page.getByLabel('Pièce justificative (facultatif)')).toBeVisible();
  await shoot(page, 'dispute-form-fr');
});
