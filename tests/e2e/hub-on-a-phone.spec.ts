// Issue 41, item 1: a buyer with a chat message unread, a quote open and notifications saw every
// hub page 480 px wide on a 360 px phone (the Message Center badge's hidden "unread" words
// escaped the sideways-scrolling menu). Every hub page, in English and in French, with all of
// those showing, fits the phone's width; and its tables (orders, inquiries, notification
// settings) show every column on screen, as cards, instead of cutting columns off.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signedInBuyer } from './support/accounts.ts';
import { orderableProduct, placeOrderApi, signContractApi } from './support/orders.ts';
import { LANGUAGE_COOKIE } from '../../src/shared/i18n/locales.ts';
import { bearer, signInStaffApi, STAFF_ACCOUNT } from './support/staff.ts';

const PHONE = { width: 360, height: 780 };

/**
 * How far the page is wider than the screen (0 when it fits). Measured against the layout
 * viewport's width (clientWidth): a phone's innerWidth grows with a page that is too wide
 * (423 or 479 px here before the fix), so it could never tell.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * What of the screen's tables is not wholly on screen (cut off, hidden, or only reachable by
 * scrolling sideways): every cell and every box in them must be (issue 41, tables on a phone).
 */
const tableCellsOffScreen = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cut = [...document.querySelectorAll('main td, main th[scope="row"], main table input')]
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.width === 0 || box.left < 0 || box.right > width + 0.5;
      })
      .map((cell) => cell.getAttribute('aria-label') ?? cell.textContent?.trim() ?? cell.tagName);
    // Nor does anything in a table stick out of its box, which would then scroll sideways.
    const scrolling = [...document.querySelectorAll('main table')]
      .map((table) => table.parentElement!)
      .filter((box) => box.scrollWidth > box.clientWidth)
      .map((box) => `${box.querySelector('caption')?.textContent?.trim()} scrolls sideways`);
    return [...cut, ...scrolling];
  });

async function agentWrites(request: APIRequestContext, staffToken: string, buyerId: string, message: string) {
  const sent = await request.post('/api/message/send-message', {
    headers: bearer(staffToken),
    data: { to: buyerId, message },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

test.use({ viewport: PHONE });

test('no hub page scrolls sideways at 360 px with a message unread, a quote open and notifications', async ({
  page,
  request,
  appServer,
}) => {
  test.setTimeout(120_000);
  const buyer = await signedInBuyer(page);
  const auth = bearer(buyer.token);
  const staff = await signInStaffApi(request, STAFF_ACCOUNT);

  // An inquiry the desk has quoted (open until next week), and an order the desk moved on.
  const inquiry = await request.post('/api/rfq', {
    headers: auth,
    data: {
      productName: 'Raw cashew nuts',
      productDescription: 'W320, outturn 48 lbs, 80 kg jute bags',
      quantityRequired: '25',
      destinationPort: 'Netherlands',
      termsOfTrade: 'CIF',
      paymentTerms: 'LC',
    },
  });
  expect(inquiry.status(), await inquiry.text()).toBe(201);
  const quoted = await request.post(`/api/staff/inquiries/${(await inquiry.json()).data.id}/quotes`, {
    headers: bearer(staff.token),
    data: {
      countryOfOrigin: 'Nigeria',
      quantity: 25,
      pricePerMT: 1450.5,
      incoterm: 'CIF',
      namedPlace: 'Rotterdam',
      paymentTerm: 'LC',
      leadTimeDays: 21,
      validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
  const order = await placeOrderApi(request, buyer.token, await orderableProduct(request), { paymentTerm: 'TT' });
  expect((await request.get(`/api/order/approve/${order.id}`, { headers: auth })).status()).toBe(200);
  await signContractApi(request, buyer.token, order.id);
  const moved = await request.post(`/api/staff/orders/${order.id}/status`, {
    headers: bearer(staff.token),
    data: { status: 'PROCESSING' },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  // Each screen, and the table it shows once loaded (none for the order's page).
  const screens = [
    { path: '/dashboard', table: order.orderNumber },
    { path: '/orders', table: order.orderNumber },
    { path: `/order/details/${order.id}`, table: null },
    { path: '/inquiries', table: 'Raw cashew nuts' },
    { path: '/settings', table: 'E-mail' },
  ];
  for (const language of ['en', 'fr'] as const) {
    // This device's choice of language, as the header's switch remembers it.
    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: appServer.url }]);
    // Unread again (the Message Center, opened last below, reads what came before).
    await agentWrites(request, staff.token, buyer.id, `Your quote is ready (${language}).`);
    for (const { path, table } of screens) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const badge = page.locator('[data-unread-badge]');
      await expect(badge).toBeVisible();
      await expect(badge).toContainText(/[1-9]/);
      await expect(page.getByRole('button', { name: /[1-9]\d* (unread|non lues?)/ })).toBeVisible();
      expect(await sidewaysOverflow(page), `${path} (${language}) is wider than the phone`).toBeLessThanOrEqual(0);
      if (table) {
        await expect(page.locator('main table').filter({ hasText: table }).first()).toBeAttached();
        expect(await tableCellsOffScreen(page), `${path} (${language}): cells off screen`).toEqual([]);
      }
    }
    await page.goto('/message-center');
    await expect(page.getByText(`Your quote is ready (${language}).`)).toBeVisible();
    expect(await sidewaysOverflow(page), `/message-center (${language}) is wider than the phone`).toBeLessThanOrEqual(
      0,
    );
    // Closed, so that it does not read the next message as it arrives.
    await page.goto('about:blank');
  }
});
