// What a reader does on a page before the islands that wait for them start
// (src/lib/when-engaged.ts, client:engaged): a product page's forms and related products,
// and Buy Commodities' filters and whole catalogue, come once they scroll, touch or type.
import type { Page } from '@playwright/test';

/** Scrolls a little, as a reader does on arriving; the page's waiting islands start. */
export async function startReading(page: Page): Promise<void> {
  await page.mouse.wheel(0, 120);
}
