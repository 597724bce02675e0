import { describe, expect, it } from 'vitest';
import { PAYMENT_TERMS, SHIPPING_TERMS } from '../../src/shared/common/enums.ts';
import {
  acceptsReceipt,
  allowsDirectOrder,
  needsAgent,
  needsOriginCountry,
  orderCost,
  orderQuantity,
  parseQuantity,
} from '../../src/shared/orders/order-rules.ts';
import { quoteOrder } from '../../src/shared/orders/orders.ts';
import { orderTimeline } from '../../src/shared/orders/order-answers.ts';
import type { OrderHistoryEntry } from '../../src/shared/orders/orders.contract.ts';

describe('terms', () => {
  it('allows a direct order only for FOB with LC or TT', () => {
    const allowed = SHIPPING_TERMS.flatMap((s) =>
      PAYMENT_TERMS.filter((p) => allowsDirectOrder(s, p)).map((p) => `${s}/${p}`),
    );
    expect(allowed).toEqual(['FOB/LC', 'FOB/TT']);
  });

  it('points to an agent as soon as one chosen term rules a direct order out', () => {
    expect(needsAgent('CIF', '')).toBe(true);
    expect(needsAgent('LOCAL', undefined)).toBe(true);
    expect(needsAgent('', 'DP')).toBe(true);
    expect(needsAgent('FOB', 'CAD')).toBe(true);
    expect(needsAgent('FOB', '')).toBe(false);
    expect(needsAgent('', '')).toBe(false);
    expect(needsAgent('FOB', 'TT')).toBe(false);
  });

  it('asks for the origin only for FOB', () => {
    expect(needsOriginCountry('FOB')).toBe(true);
    expect(needsOriginCountry('CIF')).toBe(false);
    expect(needsOriginCountry('')).toBe(false);
  });

  it('takes payment proof except for DP and CAD', () => {
    expect(PAYMENT_TERMS.filter(acceptsReceipt)).toEqual(['LC', 'TT']);
  });
});

describe('quantity', () => {
  it.each([
    ['25', 25],
    [' 25.5 ', 25.5],
    ['1,500', 1500],
    ['1,234,567.125', null],
    ['30 MT', 30],
    ['12 tonnes', 12],
    ['0.001', 0.001],
    [40, 40],
  ])('reads %j', (input, value) => {
    const result = parseQuantity(input);
    if (value === null) expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true, value });
  });

  it.each(['', '0', '0.000', '-5', 'abc', '1e3', '12.3456', '1,50', '1,5000', 'Infinity', '0x10', '1 000'])(
    'refuses %j',
    (input) => {
      expect(parseQuantity(input).ok).toBe(false);
    },
  );

  it('refuses quantities above a million MT', () => {
    expect(parseQuantity('1,000,000').ok).toBe(true);
    expect(parseQuantity('1000000.001')).toEqual({ ok: false, message: 'Quantity must be at most 1,000,000 MT.' });
  });

  it('holds orders to the minimum order, saying so', () => {
    expect(orderQuantity('24.999', 25)).toEqual({ ok: false, message: 'The minimum order for this product is 25 MT.' });
    expect(orderQuantity('25', 25)).toEqual({ ok: true, value: 25 });
  });
});

describe('cost', () => {
  it('multiplies the origin price by the quantity, exact to the cent', () => {
    expect(orderCost(1150, 25)).toBe(28750);
    expect(orderCost(0.1, 3)).toBe(0.3);
    expect(orderCost(1234.56, 0.005)).toBe(6.17);
    expect(orderCost(1999.99, 1_000_000)).toBe(1_999_990_000);
    expect(orderCost(99_999.99, 999_999.999)).toBe(99_999_989_900.0);
  });
});

describe('quoteOrder', () => {
  const product = {
    minOrdersAllowed: 10,
    CountryTraded: [
      { countryName: 'Nigeria', countryCode: 'NG', price: 1000 },
      { countryName: "Côte d'Ivoire", countryCode: 'CI', price: 1100.5 },
    ],
  };
  const input = {
    productID: 'p',
    quantity: '12',
    country: 'Germany',
    countryOfOrigin: "côte d'ivoire",
    shipping: 'FOB' as const,
    paymentTerm: 'TT' as const,
    port: ' Hamburg ',
    productRequirement: 'Dried',
  };

  it('prices from the chosen origin, found by name or code in any case', () => {
    const result = quoteOrder(input, product);
    expect(result).toMatchObject({
      ok: true,
      quote: { pricePerMT: 1100.5, cost: 13206, destinationCode: 'DE', port: 'Hamburg' },
    });
    expect(quoteOrder({ ...input, countryOfOrigin: 'ng' }, product)).toMatchObject({
      ok: true,
      quote: { cost: 12000 },
    });
  });

  it('ignores any cost the client computed', () => {
    expect(quoteOrder({ ...input, cost: 1 }, product)).toMatchObject({ ok: true, quote: { cost: 13206 } });
  });
});

describe('orderTimeline', () => {
  const placedAt = '2026-11-02T10:00:00.000Z';
  const history = (...entries: [OrderHistoryEntry['status'], string, string?][]): OrderHistoryEntry[] =>
    entries.map(([status, createdAt, note = null]) => ({
      event: 'status',
      status,
      actorType: 'agent',
      note,
      createdAt,
    }));
  /** The timeline of an order placed at `placedAt`, pending with no history or proof unless `order` says otherwise. */
  const timelineOf = (order: Partial<Parameters<typeof orderTimeline>[0]>) =>
    orderTimeline({ status: 'PENDING', createdAt: placedAt, history: [], paymentReceipt: null, ...order });
  const states = (timeline: ReturnType<typeof orderTimeline>) =>
    timeline.cancelled ? 'cancelled' : timeline.steps.map((s) => `${s.key}:${s.state}${s.greyed ? ':grey' : ''}`);

  it('highlights payment next on a new order, dims the rest and greys shipping and delivery', () => {
    const timeline = timelineOf({});
    expect(states(timeline)).toEqual([
      'placed:done',
      'payment:next',
      'shipped:upcoming:grey',
      'delivered:upcoming:grey',
    ]);
  });

  it('moves on once the receipt is uploaded, and greys only delivery while processing', () => {
    const timeline = timelineOf({
      status: 'PROCESSING',
      paymentReceipt: { uploadedAt: '2026-11-03T09:00:00.000Z', status: 'SUBMITTED' },
    });
    expect(states(timeline)).toEqual(['placed:done', 'payment:done', 'shipped:next', 'delivered:upcoming:grey']);
    if (!timeline.cancelled) expect(timeline.steps[1]?.date).toBe('2026-11-03T09:00:00.000Z');
  });

  it('keeps payment open while the latest proof is rejected', () => {
    const timeline = timelineOf({
      status: 'PROCESSING',
      paymentReceipt: { uploadedAt: '2026-11-03T09:00:00.000Z', status: 'REJECTED' },
    });
    expect(states(timeline)).toEqual(['placed:done', 'payment:next', 'shipped:upcoming', 'delivered:upcoming:grey']);
  });

  it('dates shipping and delivery from the status history', () => {
    const timeline = timelineOf({
      status: 'DELIVERED',
      history: history(
        ['PENDING', placedAt],
        ['SHIPPED', '2026-11-10T00:00:00.000Z'],
        ['DELIVERED', '2026-11-20T00:00:00.000Z'],
      ),
    });
    expect(states(timeline)).toEqual(['placed:done', 'payment:done', 'shipped:done', 'delivered:done']);
    if (!timeline.cancelled)
      expect(timeline.steps.map((s) => s.date)).toEqual([
        placedAt,
        null,
        '2026-11-10T00:00:00.000Z',
        '2026-11-20T00:00:00.000Z',
      ]);
  });

  it('shows only the cancellation for a cancelled order, with its time and reason', () => {
    const timeline = timelineOf({
      status: 'CANCELLED',
      history: history(['CANCELLED', '2026-11-05T00:00:00.000Z', 'Out of stock']),
    });
    expect(timeline).toEqual({ cancelled: true, date: '2026-11-05T00:00:00.000Z', reason: 'Out of stock' });
  });
});
