import { describe, expect, it } from 'vitest';
import { QUOTE_STATES, STORED_QUOTE_STATES } from '../../src/shared/common/enums.ts';
import { quoteErrors } from '../../src/shared/quotes/quotes.contract.ts';
import { inquiryStatus } from '../../src/shared/inquiries/inquiries.ts';
import {
  canMoveQuote,
  parseValidUntil,
  QUOTE_TRANSITIONS,
  quoteRefusal,
  quoteState,
  quoteTotal,
  validUntilError,
} from '../../src/shared/quotes/quotes.ts';

const now = new Date('2026-11-23T12:00:00Z');
const later = '2026-11-30T12:00:00.000Z';
const earlier = '2026-11-20T12:00:00.000Z';

describe('quote state machine', () => {
  it('moves only from ACTIVE, to each of the four ends, and never out of an end', () => {
    for (const from of QUOTE_STATES) {
      for (const to of QUOTE_STATES) {
        expect(canMoveQuote(from, to), `${from} -> ${to}`).toBe(from === 'ACTIVE' && to !== 'ACTIVE');
      }
    }
    expect(QUOTE_TRANSITIONS.ACTIVE).toEqual(['ACCEPTED', 'DECLINED', 'SUPERSEDED', 'EXPIRED']);
  });

  it('never stores EXPIRED: it is read from the validity', () => {
    expect(STORED_QUOTE_STATES).not.toContain('EXPIRED');
    expect(quoteState({ status: 'ACTIVE', validUntil: later, decidedAt: null }, now)).toBe('ACTIVE');
    expect(quoteState({ status: 'ACTIVE', validUntil: earlier, decidedAt: null }, now)).toBe('EXPIRED');
    // The very moment of validUntil is already past it.
    expect(quoteState({ status: 'ACTIVE', validUntil: now, decidedAt: null }, now)).toBe('EXPIRED');
    expect(quoteState({ status: 'ACTIVE', validUntil: now, decidedAt: null }, new Date(now.getTime() - 1))).toBe(
      'ACTIVE',
    );
  });

  it('keeps a decided quote as decided, after its validity too', () => {
    const decidedAt = '2026-11-22T12:00:00.000Z';
    for (const status of ['ACCEPTED', 'DECLINED', 'SUPERSEDED'] as const) {
      expect(quoteState({ status, validUntil: later, decidedAt }, now)).toBe(status);
      expect(quoteState({ status, validUntil: '2026-11-22T18:00:00.000Z', decidedAt }, now)).toBe(status);
    }
  });

  it('reads a quote superseded only after it had expired as EXPIRED, what happened to it first', () => {
    expect(quoteState({ status: 'SUPERSEDED', validUntil: earlier, decidedAt: '2026-11-22T12:00:00Z' }, now)).toBe(
      'EXPIRED',
    );
  });

  it('says why a quote cannot be answered, and lets a repeated answer through', () => {
    expect(quoteRefusal('ACTIVE', 'accept')).toBeUndefined();
    expect(quoteRefusal('ACTIVE', 'decline')).toBeUndefined();
    expect(quoteRefusal('EXPIRED', 'accept')).toMatch(/expired/);
    expect(quoteRefusal('SUPERSEDED', 'accept')).toMatch(/newer quote/);
    expect(quoteRefusal('DECLINED', 'accept')).toMatch(/declined/);
    expect(quoteRefusal('ACCEPTED', 'decline')).toMatch(/already accepted/);
    // Accepting an accepted quote answers its order; declining a declined one changes nothing.
    expect(quoteRefusal('ACCEPTED', 'accept')).toBeUndefined();
    expect(quoteRefusal('DECLINED', 'decline')).toBeUndefined();
  });
});

describe('inquiry status', () => {
  it('is completed as stored, received while a quote waits, pending otherwise', () => {
    expect(inquiryStatus('COMPLETED', false)).toBe('COMPLETED');
    expect(inquiryStatus('RECEIVED', true)).toBe('RECEIVED');
    // Its quote expired: it waits for an agent again.
    expect(inquiryStatus('RECEIVED', false)).toBe('PENDING');
    expect(inquiryStatus('PENDING', false)).toBe('PENDING');
  });
});

describe('quote form rules', () => {
  const valid = {
    countryOfOrigin: 'Nigeria',
    quantity: '25.5',
    pricePerMT: 1450.5,
    incoterm: 'CIF',
    namedPlace: 'Rotterdam',
    paymentTerm: 'LC',
    leadTimeDays: 21,
    validUntil: '2026-11-30',
  } as const;

  it('computes the total to the cent', () => {
    expect(quoteTotal(1450.5, 25.5)).toBe(36987.75);
    expect(quoteTotal(0.01, 0.001)).toBe(0);
    expect(quoteTotal(999_999.99, 1_000_000)).toBe(999_999_990_000);
    expect(quoteTotal(1234.57, 12.345)).toBe(15240.77);
  });

  it('accepts a complete quote', () => {
    expect(quoteErrors(valid, now)).toEqual([]);
  });

  it.each([
    ['no origin', { countryOfOrigin: '' }, 'countryOfOrigin'],
    ['an unknown origin', { countryOfOrigin: 'Atlantis' }, 'countryOfOrigin'],
    ['a zero quantity', { quantity: 0 }, 'quantity'],
    ['a quantity in words', { quantity: 'lots' }, 'quantity'],
    ['a negative price', { pricePerMT: -5 }, 'pricePerMT'],
    ['a price with fractions of a cent', { pricePerMT: 10.001 }, 'pricePerMT'],
    ['an unknown incoterm', { incoterm: 'EXW' }, 'incoterm'],
    ['no named place', { namedPlace: '  ' }, 'namedPlace'],
    ['an unknown payment term', { paymentTerm: 'BARTER' }, 'paymentTerm'],
    ['a lead time in fractions', { leadTimeDays: 2.5 }, 'leadTimeDays'],
    ['no lead time', { leadTimeDays: 0 }, 'leadTimeDays'],
    ['a date that is no date', { validUntil: '2026-02-31' }, 'validUntil'],
    ['a validity in the past', { validUntil: '2026-11-22' }, 'validUntil'],
    ['a validity too far ahead', { validUntil: '2027-06-01' }, 'validUntil'],
  ])('refuses %s', (_label, change, field) => {
    expect(quoteErrors({ ...valid, ...change } as never, now).map((error) => error.field)).toContain(field);
  });

  it('reads a calendar date as the end of that day (UTC)', () => {
    expect(parseValidUntil('2026-11-30')?.toISOString()).toBe('2026-11-30T23:59:59.999Z');
    expect(parseValidUntil('2026-11-30T10:00:00+01:00')?.toISOString()).toBe('2026-11-30T09:00:00.000Z');
    expect(parseValidUntil('soon')).toBeUndefined();
    expect(validUntilError(new Date(now.getTime() + 1000), now)).toBeUndefined();
    expect(validUntilError(now, now)).toMatch(/future/);
  });
});
