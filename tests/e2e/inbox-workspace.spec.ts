// The inbox as an agent's workspace: at 1280 px the conversation list, the open conversation and
// the buyer's context stand side by side, the thread scrolls inside its pane with the composer
// in view, and the open conversation has an address that survives a reload and opens for a
// colleague. On a phone the list and the conversation take turns, with Back to list.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { registerVerifiedBuyer, signInApi, type TestBuyer } from './support/accounts.ts';
import { signInConsole, STAFF_ACCOUNT } from './support/staff.ts';
import { seriousViolations } from './support/axe.ts';

test.setTimeout(120_000);

/** A buyer who has written enough for the thread to be taller than its pane. */
async function buyerWhoWrote(request: APIRequestContext, name: string): Promise<TestBuyer> {
  const buyer = await registerVerifiedBuyer(request, { fullName: `${name} ${Date.now().toString(36)}` });
  const { token } = await signInApi(request, buyer);
  for (let n = 1; n <= 8; n += 1) {
    const sent = await request.post('/api/message/send-message', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        id: randomUUID(),
        message: `Question ${n} about sesame:\nPurity?\nBags?\nPort of loading?\nLead time?`,
        messageType: 'MESSAGE',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  return buyer;
}

const conversationRow = (page: Page, buyerName: string) =>
  page.getByRole('region', { name: 'Conversations' }).getByRole('link', { name: buyerName });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

async function consolePage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, isMobile: false, hasTouch: false });
  const page = await context.newPage();
  await signInConsole(page, STAFF_ACCOUNT);
  return page;
}

test.describe('at 1280 px', () => {
  test('the list, the conversation and the buyer stand side by side, and the conversation has an address', async ({
    browser,
    request,
  }) => {
    const buyer = await buyerWhoWrote(request, 'Adaeze Workspace');
    const page = await consolePage(browser, { width: 1280, height: 800 });
    try {
      await page.goto('/console/inbox');
      await conversationRow(page, buyer.fullName).click();
      await page.waitForURL(`/console/inbox/${buyer.id}`);

      const list = page.getByRole('region', { name: 'Conversations' });
      const view = page.getByRole('region', { name: buyer.fullName });
      const about = page.getByRole('complementary', { name: buyer.fullName });
      const thread = view.getByRole('log', { name: 'Conversation' });
      await expect(thread).toContainText('Question 8 about sesame');
      await expect(about.getByRole('heading', { name: /Open orders/ })).toBeVisible();

      // Three columns, left to right, their tops level.
      const [l, v, a] = [await box(list), await box(view), await box(about)];
      expect(l.x + l.width).toBeLessThanOrEqual(v.x);
      expect(v.x + v.width).toBeLessThanOrEqual(a.x);
      expect(Math.abs(l.y - v.y)).toBeLessThan(2);
      expect(Math.abs(v.y - a.y)).toBeLessThan(2);
      expect(v.width).toBeGreaterThan(l.width);

      // The thread scrolls inside its pane; the page itself does not, and the composer is in view.
      const scrolls = await thread.evaluate((el) => el.scrollHeight > el.clientHeight);
      expect(scrolls).toBe(true);
      const pageScrolls = await page.evaluate(
        () => document.documentElement.scrollHeight > document.documentElement.clientHeight,
      );
      expect(pageScrolls).toBe(false);
      await expect(view.getByRole('textbox', { name: 'Reply' })).toBeInViewport();
      await expect(view.getByRole('button', { name: 'Send' })).toBeInViewport();
      // The newest message shows first: the thread opens scrolled to its end.
      await expect(thread.getByText('Question 8 about sesame')).toBeInViewport();

      // An unknown /shortcut is refused in place; the refusal takes room from the thread, whose
      // newest message stays whole in view, and nothing goes out.
      const reply = view.getByRole('textbox', { name: 'Reply' });
      await reply.fill('/nosuchreply');
      await reply.press('Enter');
      await expect(view.getByText('No canned reply named /nosuchreply')).toBeVisible();
      await expect(thread.locator('.bubble').last()).toBeInViewport({ ratio: 1 });
      await expect(thread).not.toContainText('/nosuchreply');
      await reply.fill('');

      // The messages read as a chat: the buyer's on the left of the thread, with a day separator.
      await expect(thread.locator('.day').first()).toHaveText('Today');
      const bubble = await box(thread.locator('.message-other .bubble').last());
      const pane = await box(thread);
      expect(bubble.x - pane.x).toBeLessThan(pane.width / 4);

      expect(await seriousViolations(page)).toEqual([]);

      // A reload keeps the conversation open.
      await page.reload();
      await expect(page.getByRole('region', { name: buyer.fullName })).toBeVisible();
      await expect(conversationRow(page, buyer.fullName)).toHaveAttribute('aria-current', 'page');

      // The address opens it for a colleague too (a fresh tab), and Back returns to the list alone.
      const colleague = await page.context().newPage();
      await colleague.goto(`/console/inbox/${buyer.id}`);
      await expect(colleague.getByRole('region', { name: buyer.fullName }).getByRole('log')).toContainText(
        'Question 1 about sesame',
      );
      await colleague.close();
      await page.goBack();
      await expect(page).toHaveURL(/\/console\/inbox$/);
      await expect(page.getByText('Choose a conversation from the list.')).toBeVisible();
    } finally {
      await page.context().close();
    }
  });

  test('an address naming no record says so, the same way on every screen', async ({ browser }) => {
    const page = await consolePage(browser, { width: 1280, height: 800 });
    try {
      await page.goto(`/console/inbox/${randomUUID()}`);
      await expect(page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
      for (const [path, name, back] of [
        ['buyers', 'Buyer', 'All buyers'],
        ['orders', 'Order', 'All orders'],
        ['inquiries', 'Inquiry', 'All inquiries'],
      ] as const) {
        await page.goto(`/console/${path}/${randomUUID()}`);
        const notFound = page
          .getByRole('alert')
          .filter({ has: page.getByRole('heading', { name: `${name} not found` }) });
        await expect(notFound).toContainText(`No ${name.toLowerCase()} has this address.`);
        await expect(notFound.getByRole('link', { name: back })).toHaveAttribute('href', `/console/${path}`);
      }
    } finally {
      await page.context().close();
    }
  });
});

test('on a phone the opened conversation fills the screen, and Back to list returns', async ({ page, request }) => {
  const buyer = await buyerWhoWrote(request, 'Kwame Phone');
  await signInConsole(page, STAFF_ACCOUNT);
  await page.goto(`/console/inbox/${buyer.id}`);

  const view = page.getByRole('region', { name: buyer.fullName });
  await expect(view.getByRole('log', { name: 'Conversation' })).toContainText('Question 8 about sesame');
  await expect(page.getByRole('region', { name: 'Conversations' })).toBeHidden();
  await expect(view.getByRole('textbox', { name: 'Reply' })).toBeVisible();
  const viewport = page.viewportSize();
  const pane = await box(view);
  expect(pane.width).toBeGreaterThan((viewport?.width ?? 0) * 0.85);
  expect(await seriousViolations(page)).toEqual([]);

  await view.getByRole('link', { name: 'Back to list' }).click();
  await expect(page).toHaveURL(/\/console\/inbox$/);
  await expect(conversationRow(page, buyer.fullName)).toBeVisible();
  await expect(page.getByRole('region', { name: buyer.fullName })).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
});
