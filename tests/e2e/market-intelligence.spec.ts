import { expect, test } from './support/test.ts';
import { formatNumber } from '../../src/lib/format/numbers.ts';
import type { MarketPrices } from '../../src/shared/market/market.contract.ts';

test('Market Intelligence loads the cashew price chart when it scrolls into view, with a table of the same figures', async ({
  page,
  request,
}) => {
  const marketCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/market/prices') || req.url().includes('market-panel')) marketCalls.push(req.url());
  });
  await page.goto('/market-intelligence');
  const panel = page.locator('#prices-cashew-nuts');
  await expect(panel.getByRole('heading', { name: 'Cashew nuts' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  // Below the fold: neither the chart's code nor its figures are loaded yet.
  expect(marketCalls).toEqual([]);
  await expect(panel).toHaveAttribute('data-state', 'waiting');

  const expected: MarketPrices = (await (await request.get('/api/market/prices?commodity=cashew-nuts')).json()).data;
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toHaveAttribute('data-state', 'loaded');
  expect(marketCalls.some((url) => url.includes('commodity=cashew-nuts'))).toBe(true);

  // The chart: one line per origin, each named at its end.
  const chart = panel.locator('[data-slot="chart"] svg');
  await expect(chart).toBeVisible();
  await expect(chart.locator('path[fill="none"]')).toHaveCount(expected.series.length);
  for (const series of expected.series) await expect(chart).toContainText(series.origin);

  // Latest price per origin with its 30-day change, in words as well as colour.
  const latest = panel.locator('.latest-prices li');
  await expect(latest).toHaveCount(expected.series.length);
  for (const series of expected.series) {
    const row = latest.filter({ hasText: series.origin });
    await expect(row).toContainText(`US$${formatNumber(series.points.at(-1)!.pricePerMT)}`);
    await expect(row).toContainText(/up \d|down \d|no change/);
  }

  // The same figures for screen readers: a table with a column per origin and a row per week.
  const table = page.getByRole('table', { name: /Cashew nuts: price per metric tonne/ });
  await expect(table).toBeAttached();
  await expect(table.locator('thead th')).toHaveText(['Week of', ...expected.series.map((s) => s.origin)]);
  await expect(table.locator('tbody tr')).toHaveCount(expected.series[0]!.points.length);
  const lastRow = table.locator('tbody tr').last();
  await expect(lastRow.locator('td')).toHaveText(expected.series.map((s) => formatNumber(s.points.at(-1)!.pricePerMT)));
});
