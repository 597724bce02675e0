import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_TERMS } from '../../../src/shared/common/enums.ts';
import { errorText } from '../../../src/shared/i18n/errors.ts';
import {
  billOfLadingReleased,
  defaultPlan,
  dueDate,
  INSTALMENT_STATUSES,
  type InstalmentStatus,
  instalmentStatus,
  letterOfCreditMoveRefusal,
  mayShip,
  PAYMENT_TRIGGERS,
  planRefusal,
  splitAmounts,
  triggerMoments,
  type OrderFacts,
} from '../../../src/shared/payments/plans.ts';

const noFacts: OrderFacts = {
  approvedAt: null,
  processingAt: null,
  shippedAt: null,
  deliveredAt: null,
  billOfLadingAt: null,
  arrivedAt: null,
  letterOfCredit: null,
};

describe('default payment plans', () => {
  it('gives TT a 30 % deposit on order and the 70 % balance against the bill of lading copy, 7 days each', () => {
    expect(defaultPlan('TT').instalments).toEqual([
      { label: 'Deposit', percent: 30, trigger: 'ON_ORDER', days: 7 },
      { label: 'Balance', percent: 70, trigger: 'AGAINST_BL_COPY', days: 7 },
    ]);
  });

  it('pays LC, CAD and DP in full against documents', () => {
    for (const term of ['LC', 'CAD', 'DP'] as const) {
      const [only, ...rest] = defaultPlan(term).instalments;
      expect(rest).toEqual([]);
      expect(only).toMatchObject({ percent: 100, trigger: 'AGAINST_DOCUMENTS' });
    }
    expect(defaultPlan('LC').instalments[0]?.days).toBe(5);
  });

  it('passes its own plan rule for every term', () => {
    for (const term of PAYMENT_TERMS) expect(planRefusal(defaultPlan(term))).toBeNull();
  });
});

describe('the plan rule', () => {
  const one = (percent: number, days = 7, label = 'Part') => ({ label, percent, trigger: 'ON_ORDER' as const, days });

  it('needs shares summing to exactly 100 %', () => {
    expect(planRefusal({ instalments: [one(30), one(60)] })).toBe('payment_plan_sum');
    expect(planRefusal({ instalments: [one(33.33), one(33.33), one(33.34)] })).toBeNull();
    expect(planRefusal({ instalments: [one(50.005), one(49.995)] })).toBe('payment_plan_percent');
    expect(planRefusal({ instalments: [one(0), one(100)] })).toBe('payment_plan_percent');
    expect(errorText('payment_plan_sum')).toBe('The instalments’ shares must add up to exactly 100 %.');
  });

  it('refuses an empty plan, negative or fractional days and unnamed instalments', () => {
    expect(planRefusal({ instalments: [] })).toEqual({ code: 'payment_plan_size', params: { max: 12 } });
    expect(planRefusal({ instalments: [one(100, -1)] })).toEqual({ code: 'payment_plan_days', params: { max: 365 } });
    expect(planRefusal({ instalments: [one(100, 1.5)] })).toEqual({ code: 'payment_plan_days', params: { max: 365 } });
    expect(planRefusal({ instalments: [one(100, 7, ' ')] })).toBe('payment_plan_label');
  });
});

describe('splitting the total', () => {
  it('splits to the cent, giving the cents left over to the shares that lost most', () => {
    expect(splitAmounts(10_000, [30, 70])).toEqual([3_000, 7_000]);
    expect(splitAmounts(100, [33.33, 33.33, 33.34])).toEqual([33, 33, 34]);
    expect(splitAmounts(1, [50, 50])).toEqual([1, 0]);
    expect(splitAmounts(3_625_001, [30, 70])).toEqual([1_087_500, 2_537_501]);
  });

  it('always sums exactly to the total, each amount within a cent of its exact share', () => {
    const plan = fc
      .array(fc.integer({ min: 1, max: 5_000 }), { minLength: 1, maxLength: 12 })
      .filter((parts) => parts.reduce((a, b) => a + b, 0) <= 10_000)
      .map((parts) => {
        const rest = 10_000 - parts.reduce((a, b) => a + b, 0);
        return (rest > 0 ? [...parts, rest] : parts).map((hundredths) => hundredths / 100);
      });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 15 }), plan, (total, percents) => {
        const amounts = splitAmounts(total, percents);
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
        amounts.forEach((amount, index) => {
          const exact = (total * (percents[index] ?? 0)) / 100;
          expect(Math.abs(amount - exact)).toBeLessThanOrEqual(1 + exact * 1e-12);
        });
      }),
    );
  });
});

describe('due dates and statuses', () => {
  const now = new Date('2026-12-10T12:00:00Z');

  it('falls due the given days after the trigger’s day, once it happened', () => {
    expect(dueDate('2026-12-01T23:30:00Z', 7, now)).toBe('2026-12-08');
    expect(dueDate('2026-12-28T08:00:00Z', 7, new Date('2026-12-29'))).toBe('2027-01-04');
    expect(dueDate(null, 7, now)).toBeNull();
    // Not yet happened by the clock: not due.
    expect(dueDate('2026-12-11T00:00:00Z', 7, now)).toBeNull();
  });

  it('reads each trigger from what happened to the order', () => {
    const facts = {
      ...noFacts,
      approvedAt: 'a',
      processingAt: 'p',
      shippedAt: 's',
      billOfLadingAt: 'b',
      deliveredAt: 'd',
    };
    expect(triggerMoments(facts)).toEqual({
      ON_ORDER: 'a',
      BEFORE_LOADING: 'p',
      AGAINST_BL_COPY: 'b',
      ON_ARRIVAL: 'd',
      AGAINST_DOCUMENTS: 's',
    });
    expect(triggerMoments({ ...facts, arrivedAt: 'r' }).ON_ARRIVAL).toBe('r');
    // Under a letter of credit, documents count as presented when the credit says so.
    expect(triggerMoments({ ...facts, letterOfCredit: { documentsPresentedAt: null } }).AGAINST_DOCUMENTS).toBeNull();
    expect(triggerMoments({ ...facts, letterOfCredit: { documentsPresentedAt: 'x' } }).AGAINST_DOCUMENTS).toBe('x');
  });

  it('is PAID once credits reach the amount, PROOF_SUBMITTED while a proof waits, else by the clock', () => {
    const base = { amountCents: 1000, paidCents: 0, proofWaiting: false, dueDate: '2026-12-10' };
    expect(instalmentStatus({ ...base, paidCents: 1000 }, now)).toBe('PAID');
    expect(instalmentStatus({ ...base, paidCents: 1200, proofWaiting: true }, now)).toBe('PAID');
    expect(instalmentStatus({ ...base, paidCents: 999, proofWaiting: true }, now)).toBe('PROOF_SUBMITTED');
    expect(instalmentStatus({ ...base, dueDate: null }, now)).toBe('NOT_DUE');
    expect(instalmentStatus(base, now)).toBe('DUE');
    expect(instalmentStatus(base, new Date('2026-12-10T23:59:59Z'))).toBe('DUE');
    expect(instalmentStatus(base, new Date('2026-12-11T00:00:00Z'))).toBe('OVERDUE');
  });

  it('only moves forward as time passes (NOT_DUE, DUE, OVERDUE), for any trigger moment, days and payments', () => {
    const rank: Record<InstalmentStatus, number> = { NOT_DUE: 0, DUE: 1, OVERDUE: 2, PROOF_SUBMITTED: 3, PAID: 4 };
    const day = 86_400_000;
    const start = Date.UTC(2026, 0, 1);
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 400 * day })),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 500 * day }),
        fc.integer({ min: 0, max: 500 * day }),
        (happened, days, paidCents, amountCents, proofWaiting, t1, t2) => {
          const at = happened === null ? null : new Date(start + happened).toISOString();
          const status = (t: number) => {
            const now = new Date(start + t);
            return instalmentStatus({ amountCents, paidCents, proofWaiting, dueDate: dueDate(at, days, now) }, now);
          };
          const [early, late] = [status(Math.min(t1, t2)), status(Math.max(t1, t2))];
          expect(INSTALMENT_STATUSES).toContain(early);
          if (rank[early] >= 3) expect(late).toBe(early);
          else expect(rank[late]).toBeGreaterThanOrEqual(rank[early]);
        },
      ),
    );
  });
});

describe('what money holds back', () => {
  const at = (trigger: (typeof PAYMENT_TRIGGERS)[number], status: InstalmentStatus) => ({ trigger, status });

  it('ships once every ON_ORDER and BEFORE_LOADING instalment is paid', () => {
    expect(mayShip([at('ON_ORDER', 'PAID'), at('AGAINST_BL_COPY', 'DUE')])).toBeNull();
    expect(mayShip([at('ON_ORDER', 'PROOF_SUBMITTED'), at('AGAINST_BL_COPY', 'PAID')])).toBe('payment_outstanding');
    expect(mayShip([at('ON_ORDER', 'PAID'), at('BEFORE_LOADING', 'OVERDUE')])).toBe('payment_outstanding');
    expect(mayShip([at('AGAINST_DOCUMENTS', 'NOT_DUE')])).toBeNull();
  });

  it('releases the bill of lading once every AGAINST_BL_COPY and AGAINST_DOCUMENTS instalment is paid', () => {
    expect(billOfLadingReleased([at('ON_ORDER', 'PAID'), at('AGAINST_BL_COPY', 'DUE')])).toBe(false);
    expect(billOfLadingReleased([at('ON_ORDER', 'DUE'), at('AGAINST_BL_COPY', 'PAID')])).toBe(true);
    expect(billOfLadingReleased([at('AGAINST_DOCUMENTS', 'PROOF_SUBMITTED')])).toBe(false);
    expect(billOfLadingReleased([at('ON_ARRIVAL', 'DUE')])).toBe(true);
  });
});

describe('letters of credit', () => {
  it('go issued, advised, presented, then discrepant or accepted, then paid', () => {
    expect(letterOfCreditMoveRefusal('ISSUED', 'ADVISED')).toBeNull();
    expect(letterOfCreditMoveRefusal('ADVISED', 'DOCUMENTS_PRESENTED')).toBeNull();
    expect(letterOfCreditMoveRefusal('DOCUMENTS_PRESENTED', 'DISCREPANT')).toBeNull();
    expect(letterOfCreditMoveRefusal('DISCREPANT', 'ACCEPTED')).toBeNull();
    expect(letterOfCreditMoveRefusal('ACCEPTED', 'PAID')).toBeNull();
    const refused = letterOfCreditMoveRefusal('ADVISED', 'PAID');
    expect(refused && errorText(refused)).toBe('A letter of credit cannot go from advised to paid.');
    expect(letterOfCreditMoveRefusal('PAID', 'ACCEPTED')).not.toBeNull();
  });
});
