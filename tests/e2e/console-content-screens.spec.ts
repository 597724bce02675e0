// The content studio as an editor holds it: on a phone (360 px) and at a desk (1280 px) the
// console's logo keeps its size beside the scrolling navigation, a yes/no field is a check box
// beside its words (not a field-wide input), and axe finds nothing serious.
import { expect, test } from './support/test.ts';
import { seriousViolations } from './support/axe.ts';
import { ADMIN_ACCOUNT, consoleAdmin, signInConsole } from './support/staff.ts';

for (const width of [360, 1280]) {
  test(`the content studio at ${width} px: logo, check boxes and axe`, async ({ page, request }) => {
    await consoleAdmin(request);
    await page.setViewportSize({ width, height: 800 });
    await signInConsole(page, ADMIN_ACCOUNT);
    await page.goto('/console/content');
    await expect(page.getByRole('region', { name: 'English: Home page' })).toBeVisible();

    const logo = await page.locator('.frame-sidebar .logo img').boundingBox();
    expect(logo?.height).toBeGreaterThanOrEqual(30);
    expect(logo?.width).toBeGreaterThanOrEqual(80);
    expect(await seriousViolations(page)).toEqual([]);

    // The picture form's "Decorative only", then a partner's "Special".
    await page.getByRole('button', { name: 'Upload a new picture' }).first().click();
    const decorative = page.getByRole('checkbox', { name: /Decorative only/ });
    await expect(decorative).toBeVisible();
    expect((await decorative.boundingBox())?.width).toBeLessThan(32);
    await page.getByRole('button', { name: 'Partners', exact: true }).click();
    const special = page.getByRole('checkbox', { name: 'Special' }).first();
    await expect(special).toBeChecked();
    expect((await special.boundingBox())?.width).toBeLessThan(32);
    await special.uncheck();
    await expect(special).not.toBeChecked();
    // Measured from the top: a control scrolled under the sticky Save bar is covered only for now.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(page)).toEqual([]);
  });
}
