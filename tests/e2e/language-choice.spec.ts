import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { registerVerifiedBuyer, signedInBuyer, signInApi, signInBrowser } from './support/accounts.ts';
import { expectHubInFrench } from './support/hub.ts';

// Issue 27: one language choice, made anywhere (the public header's switch, the hub's),
// applies everywhere and is remembered, in the profile too for a signed-in buyer.

const profileLanguage = async (page: Page, token: string) => {
  const res = await page.request.get('/api/auth/current-user', { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).data.currentUser.language as string;
};

test('one language switch turns the hub French, remembered on the device and in the profile', async ({
  page,
  openPage,
}) => {
  const { token, ...buyer } = await signedInBuyer(page);
  expect(await profileLanguage(page, token)).toBe('en');

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Français/ })
    .click();
  await page.waitForURL((url) => url.pathname === '/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The profile learns the choice made with the public page's switch.
  await expect.poll(() => profileLanguage(page, token)).toBe('fr');

  // The hub follows at once: frame, navigation and the islands' own words.
  await page.goto('/dashboard');
  await expectHubInFrench(page, 'Aperçu du compte');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aperçu du compte');

  // Settings shows the language saved in the profile.
  await page.goto('/settings');
  await expect(page.getByLabel('Langue')).toHaveValue('fr');

  // Another device, no choice made there yet: the profile's language.
  const other = await openPage();
  await signInBrowser(other, buyer);
  await other.goto('/orders');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Mes commandes');
  // ...and the public pages it opens next are French too.
  await other.goto('/our-story');
  await expect(other.locator('html')).toHaveAttribute('lang', 'fr');
  // That device is put away: its page, still loading its session, would otherwise tell the
  // profile its own language once the switch below has changed it (the latest device wins).
  await other.close();

  // The hub's own switch: back to English everywhere, profile included.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /English/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Overview');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => profileLanguage(page, token)).toBe('en');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a visitor who chose French before signing in keeps French, and the profile learns it', async ({ page }) => {
  const buyer = await registerVerifiedBuyer(page.request);
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Français/ })
    .click();
  await page.waitForURL((url) => url.pathname === '/fr');
  const { token } = await signInApi(page.request, buyer);
  await signInBrowser(page, buyer);
  await page.goto('/inquiries');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes demandes');
  await expect.poll(() => profileLanguage(page, token)).toBe('fr');
});
