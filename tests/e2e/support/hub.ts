// What the buyer's hub shows whatever the screen.
import { expect, type Page } from '@playwright/test';

/** The hub screen open in `page` reads French: the document's language, its heading and the hub's navigation. */
export async function expectHubInFrench(page: Page, heading: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(
    page.getByRole('navigation', { name: 'Espace acheteur' }).getByRole('link', { name: 'Paramètres' }),
  ).toBeVisible();
}
