// Google Lighthouse, mobile defaults, on every public page, with Debian's Chromium; prints a
// table of the four category scores and fails when one is under the bar of issue 4
// (performance, accessibility, best practices >= 95; SEO 100).
//   npm run build && npm run lighthouse          (starts our server on ./dist)
//   BUILD_DIR=dist-x npm run lighthouse          (another build)
//   SITE_URL=http://127.0.0.1:3000 npm run lighthouse   (a server that is already running)
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { PUBLIC_PAGES, serveBuild } from './serve-build.ts';

const run = promisify(execFile);
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const CHROME_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const BAR: Record<Category, number> = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };

interface LighthouseResult {
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string; displayValue?: string }>;
}

async function audit(url: string): Promise<LighthouseResult> {
  // The CLI's defaults are the mobile defaults: a mid-range phone on slow 4G, simulated.
  const { stdout } = await run(
    process.execPath,
    [LIGHTHOUSE_CLI, url, '--output=json', '--quiet', `--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${CATEGORIES.join(',')}`],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseResult;
}

const score = (result: LighthouseResult, category: Category) => Math.round((result.categories[category].score ?? 0) * 100);

/** The audits that cost points, so a failing score says what to fix. */
function failingAudits(result: LighthouseResult): string[] {
  return Object.entries(result.audits)
    .filter(([, a]) => a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
    .map(([id, a]) => `${id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

const site = await serveBuild();
const rows: { page: string; scores: Record<Category, number>; notes: string[] }[] = [];
try {
  for (const page of PUBLIC_PAGES) {
    const result = await audit(`${site.origin}${page}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(result, c)])) as Record<Category, number>;
    rows.push({ page, scores, notes: failingAudits(result) });
    console.log(`measured ${page}`);
  }
} finally {
  await site.stop();
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);
console.log(`\nLighthouse ${'(mobile defaults)'} on ${site.origin}\n`);
console.log(`${pad('page', 22)}${CATEGORIES.map((c) => pad(c, 16)).join('')}`);
let failed = false;
for (const row of rows) {
  const cells = CATEGORIES.map((c) => {
    const under = row.scores[c] < BAR[c];
    failed ||= under;
    return pad(`${row.scores[c]}${under ? ' !' : ''}`, 16);
  });
  console.log(`${pad(row.page, 22)}${cells.join('')}`);
}
for (const row of rows.filter((r) => r.notes.length > 0)) console.log(`\n${row.page}: ${row.notes.join(', ')}`);
console.log(`\nBar: ${CATEGORIES.map((c) => `${c} >= ${BAR[c]}`).join(', ')}${failed ? '  -- NOT MET (!)' : '  -- met'}`);
process.exitCode = failed ? 1 : 0;
