// Google Lighthouse, mobile defaults, on every public page, with Debian's Chromium; prints a
// table of the four category scores and fails when one is under the bar of issue 4
// (performance, accessibility, best practices >= 95; SEO 100).
//   npm run build && npm run lighthouse          (starts our server on ./dist)
//   BUILD_DIR=dist-x npm run lighthouse          (another build)
//   SITE_URL=http://127.0.0.1:3000 npm run lighthouse   (a server that is already running)
//   npm run lighthouse -- --runs 5                (median of 5 runs per page; default 3)
//   npm run lighthouse -- --page / --page /contact (only these pages)
// Performance varies from run to run, most on a busy machine; like Lighthouse's own advice,
// each page is measured several times and the run with the median performance is reported.
import { lighthouse } from './lighthouse-cli.ts';
import { PUBLIC_PAGES, serveBuild } from './serve-build.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const BAR: Record<Category, number> = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };

interface LighthouseResult {
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string; displayValue?: string }>;
}

// The CLI's defaults are the mobile defaults: a mid-range phone on slow 4G, simulated.
const audit = (url: string) => lighthouse<LighthouseResult>(url, [`--only-categories=${CATEGORIES.join(',')}`]);

const score = (result: LighthouseResult, category: Category) =>
  Math.round((result.categories[category].score ?? 0) * 100);

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
const PAGES = chosen.length > 0 ? chosen : PUBLIC_PAGES;

const site = await serveBuild();
const rows: { page: string; scores: Record<Category, number>; performanceRuns: number[]; notes: string[] }[] = [];
try {
  for (const page of PAGES) {
    const results: LighthouseResult[] = [];
    for (let run = 0; run < RUNS; run++) results.push(await audit(`${site.origin}${page}`));
    const result = median(results);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(result, c)])) as Record<Category, number>;
    const performanceRuns = results.map((r) => score(r, 'performance'));
    rows.push({ page, scores, performanceRuns, notes: failingAudits(result) });
    console.log(`measured ${page} (performance ${performanceRuns.join(', ')})`);
  }
} finally {
  await site.stop();
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);
console.log(
  `\nLighthouse (mobile defaults), median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page, on ${site.origin}\n`,
);
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
console.log(
  `\nBar: ${CATEGORIES.map((c) => `${c} >= ${BAR[c]}`).join(', ')}${failed ? '  -- NOT MET (!)' : '  -- met'}`,
);
process.exitCode = failed ? 1 : 0;
