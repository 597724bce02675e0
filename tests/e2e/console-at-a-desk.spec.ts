// The console at a desk: every console screen at 1280 px (as an admin, who sees them all)
// loads and axe finds nothing serious there once its data is in, as screens-on-a-phone.spec
// checks them at 360 px.
import { expect, test } from './support/test.ts';
import { CONSOLE_ACCOUNT_PATH, CONSOLE_NAVIGATION } from '../../src/config/console-navigation.ts';
import { seriousViolations } from './support/axe.ts';
import { ADMIN_ACCOUNT, consoleAdmin, signInConsole } from './support/staff.ts';

const CONSOLE_SCREENS = [...CONSOLE_NAVIGATION.map((entry) => entry.href), CONSOLE_ACCOUNT_PATH];

// A desk's screen: one device pixel per CSS pixel (the project's Pixel 7 would paint 2.6x as many).
test.use({
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  reducedMotion: 'reduce',
});

test('every console screen at 1280 px, as an admin', async ({ page, request }) => {
  test.setTimeout(300_000);
  await consoleAdmin(request);
  await signInConsole(page, ADMIN_ACCOUNT);
  for (const path of CONSOLE_SCREENS) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    // Screens load their data after the first paint: judged once it is there.
    await expect.poll(() => seriousViolations(page), { timeout: 20_000 }).toEqual([]);
  }
});
