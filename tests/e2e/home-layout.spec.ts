// The public pages' layout at desktop widths, in both languages (issue 41): the hero's call to
// action never lies over its artwork, the press logos show whole, and the home page's last
// band meets the footer without an empty strip. Screenshots go to the test's output folder.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const WIDTHS = [1280, 1920];
const HOMES = [
  { path: '/', cta: 'Learn more' },
  { path: '/fr/', cta: 'En savoir plus' },
];

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), scale: 'css' });
}

for (const { path, cta } of HOMES) {
  for (const width of WIDTHS) {
    test(`home ${path} at ${width} px: the call to action clears the artwork; Partners meets the footer`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const hero = page.locator('section.hero');
      const action = hero.getByRole('link', { name: cta });
      const art = hero.locator('.hero-art');
      await expect(action).toBeVisible();
      await expect(art).toBeVisible();
      const [actionBox, artBox] = [await action.boundingBox(), await art.boundingBox()];
      expect(actionBox && artBox).toBeTruthy();
      expect(intersects(actionBox!, artBox!), `${JSON.stringify(actionBox)} over ${JSON.stringify(artBox)}`).toBe(
        false,
      );
      await shoot(page, `home-hero-${path.replaceAll('/', '') || 'en'}-${width}`);

      // Between the last thing Partners shows and the footer: its padding, not an empty band.
      const partners = page.locator('#partners');
      await partners.scrollIntoViewIfNeeded();
      await expect(partners.locator('.swiper-slide').first()).toBeVisible();
      const gap = await page.evaluate(() => {
        const section = document.getElementById('partners')!;
        const shown = [...section.querySelectorAll<HTMLElement>('.partners-carousel, .carousel-toggle')].filter(
          (element) => element.offsetParent !== null,
        );
        const contentEnd = Math.max(...shown.map((element) => element.getBoundingClientRect().bottom));
        return document.querySelector('footer')!.getBoundingClientRect().top - contentEnd;
      });
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(120);
    });
  }
}

for (const path of ['/our-impact', '/fr/our-impact']) {
  test(`${path}: every press logo shows whole at 1280 and 1920 px`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const press = page.locator('#press');
      await press.scrollIntoViewIfNeeded();
      const row = press.getByRole('list');
      const { scrollWidth, clientWidth } = await row.evaluate((list) => ({
        scrollWidth: list.scrollWidth,
        clientWidth: list.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      // Each logo's own drawing: its words end inside its view box (the masthead was cut).
      const overflowing = await press.evaluate(async (section) => {
        const out: string[] = [];
        for (const image of section.querySelectorAll('img')) {
          const source = await (await fetch(image.currentSrc || image.src)).text();
          const holder = document.createElement('div');
          holder.style.cssText = 'position:absolute;left:-10000px;top:0';
          holder.innerHTML = source;
          document.body.append(holder);
          const svg = holder.querySelector('svg')!;
          const limit = svg.viewBox.baseVal.width;
          for (const text of svg.querySelectorAll('text')) {
            const box = text.getBBox();
            if (box.x + box.width > limit)
              out.push(`${text.textContent} ends at ${Math.round(box.x + box.width)} > ${limit}`);
          }
          holder.remove();
        }
        return out;
      });
      expect(overflowing).toEqual([]);
      await press.screenshot({ path: test.info().outputPath(`press-${path.replaceAll('/', '')}-${width}.png`) });
    }
  });
}
