// Issue 27, "check every hub and console screen at 360 px": every screen of the buyer hub (in
// English and in French) and of the console (as an admin, who sees them all) fits a 360 px
// phone without sideways scrolling of the page, and axe finds nothing serious there once the
// screen has loaded. Wide tables scroll inside their own box, not the page.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { CONSOLE_ACCOUNT_PATH, CONSOLE_NAVIGATION } from '../../src/config/console-navigation.ts';
import { signedInBuyer } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { ADMIN_ACCOUNT, consoleAdmin, signInConsole } from './support/staff.ts';

// Its tests share nothing (each signs in or registers its own people), so they may run on
// different workers: the run's longest files no longer end it on one worker while the other
// waits (tests/e2e/support/README.md).
test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 360, height: 780 };
const HUB_SCREENS = ['/dashboard', '/orders', '/inquiries', '/message-center', '/settings'];
const CONSOLE_SCREENS = [...CONSOLE_NAVIGATION.map((entry) => entry.href), CONSOLE_ACCOUNT_PATH];

/** How far the page scrolls sideways (0 when it fits the screen). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function checkScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  // Screens load their data after the first paint: judged once it is there.
  await expect.poll(() => seriousViolations(page), { timeout: 20_000 }).toEqual([]);
  expect(await sidewaysOverflow(page), `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
}

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE, reducedMotion: 'reduce' });

  for (const language of ['en', 'fr'] as const) {
    test(`every hub screen, in ${language === 'en' ? 'English' : 'French'}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const { token } = await signedInBuyer(page);
      // The profile's language: what a device with no choice of its own shows.
      const chosen = await request.post('/api/buyer-hub/language', {
        headers: { Authorization: `Bearer ${token}` },
        data: { language },
      });
      expect(chosen.status(), await chosen.text()).toBe(200);
      for (const path of HUB_SCREENS) {
        await checkScreen(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      }
    });
  }

  test('every console screen, as an admin', async ({ page, request }) => {
    test.setTimeout(300_000);
    await consoleAdmin(request);
    await signInConsole(page, ADMIN_ACCOUNT);
    for (const path of CONSOLE_SCREENS) await checkScreen(page, path);
  });
});
