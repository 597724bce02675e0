// Google Lighthouse, mobile defaults, on every public page in English and French (Buy
// Commodities and a product page included), with Debian's Chromium; prints a table of the four
// category scores and the total blocking time, and fails when a score is under the bar of
// issue 4 (performance, accessibility, best practices >= 95; SEO 100) or the blocking time is
// 150 ms or more (issue 27).
//   npm run build && npm run lighthouse          (starts our server on ./dist)
//   BUILD_DIR=dist-x npm run lighthouse          (another build)
//   SITE_URL=http://127.0.0.1:3000 npm run lighthouse   (a server that is already running)
//   npm run lighthouse -- --runs 5                (median of 5 runs per page; default 3)
//   npm run lighthouse -- --page / --page '/details/{product}' (only these pages)
// Performance varies from run to run, most on a busy machine; like Lighthouse's own advice,
// each page is measured several times and the run with the median performance is reported.
import { lighthouse } from './lighthouse-cli.ts';
import { EVERY_PUBLIC_PAGE, serveBuild, withProduct } from './serve-build.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const BAR: Record<Category, number> = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };
/** Issue 27: total blocking time under 150 ms on every public page. */
const TBT_BAR_MS = 150;

interface LighthouseResult {
  categories: Record<Category, { score: number | null }>;
  audits: Record<
    string,
    { score: number | null; title: string; scoreDisplayMode: string; displayValue?: string; numericValue?: number }
  >;
}

// The CLI's defaults are the mobile defaults: a mid-range phone on slow 4G, simulated.
const audit = (url: string) => lighthouse<LighthouseResult>(url, [`--only-categories=${CATEGORIES.join(',')}`]);

const score = (result: LighthouseResult, category: Category) =>
  Math.round((result.categories[category].score ?? 0) * 100);
const blockingTime = (result: LighthouseResult) =>
  Math.round(result.audits['total-blocking-time']?.numericValue ?? Number.NaN);

/** The audits that cost points, so a failing score says what to fix. */
function failingAudits(result: LighthouseResult): string[] {
  return Object.entries(result.audits)
    .filter(
      ([, a]) =>
        a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
    )
    .map(([id, a]) => `${id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 3;

/** The run with the median performance score (the other categories barely vary). */
function median(results: LighthouseResult[]): LighthouseResult {
  const sorted = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const chosen = process.argv.flatMap((arg, i) => (arg === '--page' ? [process.argv[i + 1] ?? ''] : []));
const PAGES = chosen.length > 0 ? chosen : EVERY_PUBLIC_PAGE;

/** The median of the runs' blocking times (it varies on its own, apart from the score). */
const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

const site = await serveBuild();
const rows: {
  page: string;
  scores: Record<Category, number>;
  performanceRuns: number[];
  tbt: number;
  tbtRuns: number[];
  notes: string[];
}[] = [];
try {
  for (const page of PAGES) {
    const path = await withProduct(site.origin, page);
    const results: LighthouseResult[] = [];
    for (let run = 0; run < RUNS; run++) results.push(await audit(`${site.origin}${path}`));
    const result = median(results);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(result, c)])) as Record<Category, number>;
    const performanceRuns = results.map((r) => score(r, 'performance'));
    const tbtRuns = results.map(blockingTime);
    rows.push({ page, scores, performanceRuns, tbt: medianOf(tbtRuns), tbtRuns, notes: failingAudits(result) });
    console.log(`measured ${path} (performance ${performanceRuns.join(', ')}; blocking ${tbtRuns.join(', ')} ms)`);
  }
} finally {
  await site.stop();
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);
console.log(
  `\nLighthouse (mobile defaults), median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page, on ${site.origin}\n`,
);
console.log(`${pad('page', 24)}${CATEGORIES.map((c) => pad(c, 16)).join('')}blocking time (median; runs)`);
let failed = false;
for (const row of rows) {
  const cells = CATEGORIES.map((c) => {
    const under = row.scores[c] < BAR[c];
    failed ||= under;
    return pad(`${row.scores[c]}${under ? ' !' : ''}`, 16);
  });
  const blocking = !(row.tbt < TBT_BAR_MS);
  failed ||= blocking;
  console.log(`${pad(row.page, 24)}${cells.join('')}${row.tbt} ms${blocking ? ' !' : ''} (${row.tbtRuns.join(', ')})`);
}
for (const row of rows.filter((r) => r.notes.length > 0)) console.log(`\n${row.page}: ${row.notes.join(', ')}`);
console.log(
  `\nBar: ${CATEGORIES.map((c) => `${c} >= ${BAR[c]}`).join(', ')}, blocking time < ${TBT_BAR_MS} ms${failed ? '  -- NOT MET (!)' : '  -- met'}`,
);
console.log('Lighthouse simulates a slower phone from the CPU time it observes: on a busy machine every figure grows.');
process.exitCode = failed ? 1 : 0;
