// Measures the JavaScript each public page makes a visitor download, in a real browser
// (Debian's Chromium): on load, then after scrolling to the bottom (which hydrates the
// islands that wait to be visible). Sizes are gzip (level 9) of each script as served.
// Fails when a page goes over its budget (issue 4): 120 KB on Home, 30 KB elsewhere.
//   npm run build && npm run bench:js     (BUILD_DIR / SITE_URL as for npm run lighthouse)
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Page } from '@playwright/test';
import { PUBLIC_PAGES, serveBuild } from './serve-build.ts';

const KB = 1024;
const BUDGET: Record<string, number> = { '/': 120 * KB };
const DEFAULT_BUDGET = 30 * KB;

interface Script {
  url: string;
  gzip: number;
}

/** Records every script the page downloads, keyed by URL. */
function recordScripts(page: Page): Map<string, Script> {
  const scripts = new Map<string, Script>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.set(response.url(), { url: response.url(), gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      // A redirect or aborted response has no body.
    }
  });
  return scripts;
}

const total = (scripts: Iterable<Script>) => [...scripts].reduce((sum, s) => sum + s.gzip, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const site = await serveBuild();
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const rows: { page: string; onLoad: number; afterScroll: number; budget: number; files: Script[] }[] = [];
try {
  for (const path of PUBLIC_PAGES) {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${site.origin}${path}`, { waitUntil: 'networkidle' });
    const onLoad = total(scripts.values());
    // Scroll like a reader, so visible-only islands and near-viewport scripts load too.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 500) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    rows.push({
      page: path,
      onLoad,
      afterScroll: total(scripts.values()),
      budget: BUDGET[path] ?? DEFAULT_BUDGET,
      files: [...scripts.values()],
    });
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}

const pad = (text: string, width: number) => text.padEnd(width);
console.log(`\nJavaScript per page (gzip), ${site.origin}\n`);
console.log(`${pad('page', 22)}${pad('on load', 12)}${pad('after scroll', 14)}budget`);
let over = false;
for (const row of rows) {
  const exceeded = row.afterScroll > row.budget;
  over ||= exceeded;
  console.log(
    `${pad(row.page, 22)}${pad(kb(row.onLoad), 12)}${pad(kb(row.afterScroll), 14)}${kb(row.budget)}${exceeded ? '  OVER' : ''}`,
  );
}
if (process.argv.includes('--files')) {
  for (const row of rows) {
    console.log(`\n${row.page}`);
    for (const file of row.files.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${pad(kb(file.gzip), 10)}${new URL(file.url).pathname}`);
  }
}
process.exitCode = over ? 1 : 0;
