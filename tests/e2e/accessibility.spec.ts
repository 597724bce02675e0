import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signedInBuyer } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';

// Its tests share nothing (each signs in or registers its own people), so they may run on
// different workers: the run's longest files no longer end it on one worker while the other
// waits (tests/e2e/support/README.md).
test.describe.configure({ mode: 'parallel' });

const PUBLIC_PAGES = [
  '/',
  '/our-story',
  '/what-we-do',
  '/our-impact',
  '/market-intelligence',
  '/contact',
  '/academy',
  '/academy/tt-lc-or-cash-against-documents',
];

/** Two rendered frames: observers of what scrolled into view have run by then. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Every animation and transition that ends has ended, so colours are final (looping ones aside). */
const animationsFinished = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );

/** Scrolls through the page so late content (islands, carousel, fade-ups) is there to check. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(page);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('axe finds no serious or critical violation', () => {
  // Fade-ups are finished (no half-transparent text) for a stable colour-contrast check.
  test.use({ reducedMotion: 'reduce' });

  for (const path of PUBLIC_PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await scrollThrough(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('axe, with motion', () => {
  test('the home page with the carousel running, the products loaded and the menu open', async ({ page }) => {
    await page.goto('/');
    await scrollThrough(page);
    await expect(page.locator('#trending-products .trending-skeleton')).toHaveCount(0);
    const partners = page.locator('#partners');
    await partners.scrollIntoViewIfNeeded();
    await expect(partners.locator('.partners-carousel')).toHaveClass(/swiper-initialized/);
    // The fade-up has started and finished, so colours are final.
    await expect(partners.locator('[data-aos]')).toHaveClass(/aos-animate/);
    await animationsFinished(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Back at the top (the partners fade out again, as AOS does by default) with the menu open.
    await page.getByRole('button', { name: 'Menu' }).click();
    await nextFrames(page);
    await animationsFinished(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('keyboard', () => {
  test('the menu opens and closes from the keyboard', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    // Tab from the top of the page until the menu button has focus.
    for (let i = 0; i < 10 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Our Story' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('#site-menu')).toBeVisible();
  });

  test('the signed-in user dropdown opens from the keyboard', async ({ page }) => {
    const buyer = await signedInBuyer(page);
    await page.goto('/our-story');
    const name = buyer.fullName.charAt(0).toUpperCase() + buyer.fullName.slice(1);
    const toggle = page.getByRole('button', { name });
    await expect(toggle).toBeVisible();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator('#user-menu-list');
    await expect(list.getByRole('link')).toHaveText(['My Orders', 'Message Center', 'Inquiries']);
    await expect(list.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'My Orders' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the skip link takes keyboard users to the content', async ({ page }) => {
    await page.goto('/what-we-do');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
