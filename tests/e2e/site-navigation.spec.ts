// Issue 41: the public site's navigation. Every public page links to every other one through
// its header or its footer, in both languages (Market Intelligence, Contact and Academy were
// reachable from nowhere); and on a phone the header's calls to action keep one row inside the
// header (in French, sign-in and sign-up wrapped onto the home page's hero at 360 and 390 px).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { BILINGUAL_PATHS, LOCALES, localizedPath } from '../../src/shared/i18n/locales.ts';

test.describe.configure({ mode: 'parallel' });

/** The site's own pages a region links to, as paths. */
const pathsLinkedFrom = (region: Locator) =>
  region.evaluateAll((links) =>
    links
      .map((link) => new URL((link as HTMLAnchorElement).href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );

test.describe('without JavaScript, as the pages are served', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page links to every other public page from its header or footer, in both languages', async ({
    page,
  }) => {
    for (const locale of LOCALES) {
      const pages = BILINGUAL_PATHS.map((path) => localizedPath(path, locale));
      for (const path of pages) {
        await page.goto(path);
        const linked = await pathsLinkedFrom(page.locator('header.site-header a[href], footer a[href]'));
        const missing = pages.filter((other) => other !== path && !linked.includes(other));
        expect(missing, `${path} has no header or footer link to`).toEqual([]);
      }
    }
  });
});

/** The box of an element on the page; fails when it is not drawn. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator} is drawn`).not.toBeNull();
  return found!;
}

/** Each of `controls` lies inside `frame`'s box, and all of them on one row. */
async function expectOneRowInside(frame: Locator, controls: Locator[], what: string) {
  const outer = await box(frame);
  const boxes = await Promise.all(controls.map(box));
  for (const [index, inner] of boxes.entries()) {
    const name = `${what}: ${await controls[index]!.textContent()}`;
    expect(inner.x, name).toBeGreaterThanOrEqual(outer.x);
    expect(inner.x + inner.width, name).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
    expect(inner.y, name).toBeGreaterThanOrEqual(outer.y);
    expect(inner.y + inner.height, name).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
    // One line of text: a wrapped label, or a control pushed onto another row, moves its middle.
    expect(Math.abs(inner.y + inner.height / 2 - (boxes[0]!.y + boxes[0]!.height / 2)), name).toBeLessThan(1);
  }
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('on phones from 320 to 390 px the header keeps the catalogue, sign-in and sign-up on one row above the hero', async ({
  page,
}) => {
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 780 });
    for (const locale of LOCALES) {
      await page.goto(localizedPath('/', locale));
      await page.evaluate(() => document.fonts.ready);
      const header = page.locator('header.site-header');
      const what = `${locale} at ${width} px`;
      await expectOneRowInside(
        header,
        [
          header.locator('.marketplace'),
          header.locator('[data-session="signed-out"] a[href="/login"]'),
          header.locator('[data-session="signed-out"] a[href="/registration"]'),
        ],
        what,
      );
      // The logo, the language and the menu share the row above.
      await expectOneRowInside(
        header,
        [header.locator('.logo'), header.locator('.lang-switch'), header.getByRole('button', { name: 'Menu' })],
        what,
      );
      // The header ends before the hero's first words begin.
      const headerBox = await box(header);
      const firstWords = await box(page.locator('.hero-body').locator('p, h1').first());
      expect(headerBox.y + headerBox.height, `${what}: the header runs onto the hero`).toBeLessThanOrEqual(
        firstWords.y,
      );
      expect(await sidewaysOverflow(page), `${what}: the page scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }
});
