import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, productOrigins } from '../../../src/server/db/schema/index.ts';
import { CATALOGUE } from '../../../src/server/db/seed/catalogue.ts';
import { COMMODITY_FAMILIES, weekStart } from '../../../src/shared/market/market.ts';
import { latestPrice } from '../../../src/shared/market/latest-price.ts';
import type { MarketPrices } from '../../../src/shared/market/market.contract.ts';
import type { Product } from '../../../src/shared/products/products.ts';
import { createAccount } from '../support/accounts.ts';
import { testAppSuite } from '../support/app-suite.ts';
import type { TestApp } from '../support/helper.ts';
import { placeOrder } from '../support/orders-fixtures.ts';
import { quote, sendInquiry } from '../support/quotes-fixtures.ts';
import { quotes } from '../../../src/server/db/schema/index.ts';
import { createAgent } from '../support/staff-accounts.ts';

let app: TestApp;
let catalogue: Product[];

testAppSuite(async (built) => {
  app = built;
  catalogue = (await app.inject({ method: 'GET', url: '/api/product' })).json().data;
});

async function prices(query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/market/prices?${query}` });
  return { status: res.statusCode, body: res.json() };
}

async function market(query: string): Promise<MarketPrices> {
  const res = await prices(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const byName = (name: string) => {
  const product = catalogue.find((p) => p.productName === name);
  if (!product) throw new Error(`no product ${name}`);
  return product;
};
const DAY_MS = 86_400_000;

describe('GET /api/market/prices on a fresh install', () => {
  it('gives every commodity family a year of weekly prices per origin, ending at the catalogue price', async () => {
    for (const family of COMMODITY_FAMILIES) {
      const data = await market(`commodity=${family}`);
      const entry = CATALOGUE.find((e) => e.commodity === family)!;
      const product = byName(entry.productName);
      expect(data.currency).toBe('USD');
      expect(data.series.map((s) => s.countryCode).sort(), family).toEqual(
        product.CountryTraded.map((o) => o.countryCode).sort(),
      );
      for (const series of data.series) {
        const origin = product.CountryTraded.find((o) => o.countryCode === series.countryCode)!;
        expect(series.origin).toBe(origin.countryName);
        // A year of Mondays, no week missing.
        expect(series.points.length).toBeGreaterThanOrEqual(52);
        for (const [i, point] of series.points.entries()) {
          expect(new Date(`${point.date}T00:00:00Z`).getUTCDay()).toBe(1);
          // Within a believable band around today's price.
          expect(point.pricePerMT).toBeGreaterThanOrEqual(origin.price * 0.8);
          expect(point.pricePerMT).toBeLessThanOrEqual(origin.price * 1.2);
          if (i > 0) expect(Date.parse(point.date) - Date.parse(series.points[i - 1]!.date)).toBe(7 * DAY_MS);
        }
        expect(series.points.at(-1)).toMatchObject({ pricePerMT: origin.price, basis: 'catalogue' });
        // Believable: the price moved during the year, within a band, not a flat line.
        const values = new Set(series.points.map((p) => p.pricePerMT));
        expect(values.size).toBeGreaterThan(5);
        expect(latestPrice(series)?.change).not.toBeNull();
      }
    }
  });

  it('answers one product, one origin (by name or code) and a date window', async () => {
    const cashew = byName('Raw Cashew Nuts (In Shell)');
    const all = await market(`productId=${cashew.id}`);
    expect(all.series).toHaveLength(cashew.CountryTraded.length);

    const benin = await market(`productId=${cashew.id}&origin=Benin`);
    expect(benin.series.map((s) => s.countryCode)).toEqual(['BJ']);
    expect((await market(`productId=${cashew.id}&origin=bj`)).series).toEqual(benin.series);

    const to = new Date();
    const from = new Date(to.getTime() - 60 * DAY_MS);
    const window = await market(
      `productId=${cashew.id}&origin=BJ&from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`,
    );
    const dates = window.series[0]!.points.map((p) => p.date);
    // Whole weeks only: the window starts on the Monday of `from`.
    expect(dates[0]).toBe(weekStart(from).toISOString().slice(0, 10));
    expect(dates.length).toBeGreaterThanOrEqual(9);
    expect(dates.length).toBeLessThanOrEqual(10);
    expect(benin.series[0]!.points.slice(-dates.length)).toEqual(window.series[0]!.points);
  });

  it('refuses unclear questions with field errors', async () => {
    const cashew = byName('Raw Cashew Nuts (In Shell)');
    const cases: [string, number, string][] = [
      ['', 400, 'productId'],
      [`productId=${cashew.id}&commodity=ginger`, 400, 'productId'],
      ['commodity=coffee', 400, 'commodity'],
      ['productId=not-a-uuid', 400, 'productId'],
      [`productId=${cashew.id}&from=2026-13-01`, 400, 'from'],
      [`productId=${cashew.id}&from=2026-05-01&to=2026-04-01`, 400, 'from'],
      [`productId=${cashew.id}&from=2020-01-01&to=2026-01-01`, 400, 'from'],
      [`productId=${cashew.id}&origin=Atlantis`, 400, 'origin'],
      ['productId=00000000-0000-4000-8000-000000000000', 404, ''],
    ];
    for (const [query, status, field] of cases) {
      const res = await prices(query);
      expect(res.status, query).toBe(status);
      if (field) expect(res.body.errors[0].field, query).toBe(field);
    }
  });
});

describe('market prices from our deals', () => {
  /** Moves an order into a week that has ended, so it can make a published point. */
  async function backdate(orderId: string, when: Date) {
    await app.db.update(orders).set({ createdAt: when }).where(eq(orders.id, orderId));
  }

  it("never shows a week's deals until three different buyers make them up, then shows their weighted mean", async () => {
    const sesame = byName('Natural White Sesame Seeds');
    const origin = sesame.CountryTraded.find((o) => o.countryCode === 'NG')!;
    const lastWeek = new Date(weekStart(new Date()).getTime() - 5 * DAY_MS); // a Wednesday of a finished week
    const week = weekStart(lastWeek).toISOString().slice(0, 10);
    const point = async () =>
      (await market(`productId=${sesame.id}&origin=NG`)).series[0]!.points.find((p) => p.date === week)!;
    const listed = await point();
    expect(listed.basis).toBe('catalogue');

    // Deals at prices far from the listed one, so a leak would show.
    const setPrice = async (pricePerMT: number) =>
      app.db
        .update(productOrigins)
        .set({ pricePerMT })
        .where(eq(productOrigins.id, (await originRow(sesame.id, 'NG')).id));
    await setPrice(1500);
    const one = await createAccount(app.db);
    const two = await createAccount(app.db);
    const three = await createAccount(app.db);
    const quantity = (tonnes: number) => ({ quantity: String(tonnes), countryOfOrigin: origin.countryName });
    await backdate((await placeOrder(app, one.auth, sesame, quantity(20))).id, lastWeek);
    // The same buyer twice is still one buyer.
    await backdate((await placeOrder(app, two.auth, sesame, quantity(20))).id, lastWeek);
    await backdate((await placeOrder(app, two.auth, sesame, quantity(40))).id, lastWeek);
    expect(await point()).toEqual(listed);

    await setPrice(1590);
    await backdate((await placeOrder(app, three.auth, sesame, quantity(20))).id, lastWeek);
    // Weighted by tonnes: (1,500 x 80 + 1,590 x 20) / 100.
    expect(await point()).toEqual({ date: week, pricePerMT: 1518, basis: 'trades' });

    // The family series shows the same point (one product in the family).
    const family = await market('commodity=sesame-seeds&origin=NG');
    expect(family.series[0]!.points.find((p) => p.date === week)).toEqual({
      date: week,
      pricePerMT: 1518,
      basis: 'trades',
    });
  });

  it('leaves out cancelled orders and deals of the week under way', async () => {
    const soya = byName('Soyabeans (Non-GMO)');
    const origin = soya.CountryTraded[0]!;
    const thisWeek = weekStart(new Date()).toISOString().slice(0, 10);
    const lastWeekDay = new Date(weekStart(new Date()).getTime() - 3 * DAY_MS);
    const lastWeek = weekStart(lastWeekDay).toISOString().slice(0, 10);
    const buyers = await Promise.all([1, 2, 3].map(() => createAccount(app.db)));
    const placed = [];
    for (const buyer of buyers)
      placed.push(await placeOrder(app, buyer.auth, soya, { countryOfOrigin: origin.countryName }));
    const series = async () => (await market(`productId=${soya.id}&origin=${origin.countryCode}`)).series[0]!.points;
    // Three buyers this week: the week is not over, the catalogue price stands.
    expect((await series()).find((p) => p.date === thisWeek)?.basis).toBe('catalogue');

    for (const order of placed) await backdate(order.id, lastWeekDay);
    expect((await series()).find((p) => p.date === lastWeek)?.basis).toBe('trades');
    await app.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, placed[0]!.id));
    expect((await series()).find((p) => p.date === lastWeek)?.basis).toBe('catalogue');
  });
});

describe('market prices from our quotes', () => {
  it('count the last price offered in each negotiation, with the same three-buyer rule', async () => {
    const ginger = byName(CATALOGUE.find((e) => e.commodity === 'ginger')!.productName);
    const origin = ginger.CountryTraded[0]!;
    const lastWeekDay = new Date(weekStart(new Date()).getTime() - 4 * DAY_MS);
    const week = weekStart(lastWeekDay).toISOString().slice(0, 10);
    const point = async () =>
      (await market(`productId=${ginger.id}&origin=${origin.countryCode}`)).series[0]!.points.find(
        (p) => p.date === week,
      )!;
    const listed = await point();
    const agent = await createAgent(app.db);
    const offer = async (pricePerMT: number) => {
      const buyer = await createAccount(app.db);
      const inquiry = await sendInquiry(app, buyer.auth, { productId: ginger.id, productName: ginger.productName });
      const sent = await quote(app, agent.auth, inquiry.id, {
        countryOfOrigin: origin.countryName,
        quantity: 10,
        pricePerMT,
      });
      await app.db.update(quotes).set({ createdAt: lastWeekDay }).where(eq(quotes.id, sent.id));
      return inquiry.id;
    };

    const first = await offer(900);
    await offer(1000);
    expect(await point()).toEqual(listed);
    // A revised offer replaces the first buyer's: only the newest version counts.
    const revised = await quote(app, agent.auth, first, {
      countryOfOrigin: origin.countryName,
      quantity: 10,
      pricePerMT: 1200,
    });
    await app.db.update(quotes).set({ createdAt: lastWeekDay }).where(eq(quotes.id, revised.id));
    await offer(1100);
    expect(await point()).toEqual({ date: week, pricePerMT: 1100, basis: 'trades' });
  });
});

async function originRow(productId: string, countryCode: string) {
  const rows = await app.db.select().from(productOrigins).where(eq(productOrigins.productId, productId));
  const row = rows.find((r) => r.countryCode === countryCode);
  if (!row) throw new Error(`no origin ${countryCode}`);
  return row;
}
