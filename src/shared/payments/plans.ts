// Payment plans of an order (issue 38; /api answers in payments.contract.ts): the instalments
// a payment term brings by default, how the order total is split between them to the cent, when
// each falls due, what state it is in, and the two rules money puts on the goods and their
// papers (shipping, releasing the bill of lading). Plain functions, written once for the
// server, the order desk and the buyer's order page.
import type { PaymentTerm } from '../common/enums.ts';
import type { Reason } from '../i18n/errors.ts';

/**
 * What makes an instalment payable; it falls due `days` after that happens:
 * - ON_ORDER: the order stands (the buyer approved it; an order a buyer places is approved by placing it);
 * - BEFORE_LOADING: work on the goods starts (PROCESSING): loading is being prepared, and the
 *   goods do not ship before it is paid;
 * - AGAINST_BL_COPY: a bill of lading is on the order (the buyer is sent its copy);
 * - ON_ARRIVAL: the vessel arrived (the first ARRIVED milestone, else the delivery);
 * - AGAINST_DOCUMENTS: the shipping documents are presented: under a letter of credit when its
 *   status reaches DOCUMENTS_PRESENTED, otherwise (collection through the buyer's bank, CAD
 *   and DP) when the goods ship, as the documents leave for the bank with them.
 */
export const PAYMENT_TRIGGERS = [
  'ON_ORDER',
  'BEFORE_LOADING',
  'AGAINST_BL_COPY',
  'ON_ARRIVAL',
  'AGAINST_DOCUMENTS',
] as const;
export type PaymentTrigger = (typeof PAYMENT_TRIGGERS)[number];

export const PAYMENT_TRIGGER_LABELS: Record<PaymentTrigger, string> = {
  ON_ORDER: 'On order',
  BEFORE_LOADING: 'Before loading',
  AGAINST_BL_COPY: 'Against a copy of the bill of lading',
  ON_ARRIVAL: 'On arrival',
  AGAINST_DOCUMENTS: 'Against documents',
};

/**
 * NOT_DUE (its trigger has not happened) -> DUE (payable, until its due date) -> OVERDUE (past
 * it); PROOF_SUBMITTED while a proof waits for verification; PAID once credits reach its amount.
 */
export const INSTALMENT_STATUSES = ['NOT_DUE', 'DUE', 'PROOF_SUBMITTED', 'PAID', 'OVERDUE'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

/** One instalment of a plan, as a quote or the order desk writes it. */
export interface PlanInstalment {
  label: string;
  /** Share of the order total, up to two decimals. */
  percent: number;
  trigger: PaymentTrigger;
  /** Days after the trigger happens. */
  days: number;
}

export interface PaymentPlan {
  instalments: PlanInstalment[];
}

/**
 * The plan an order gets when its quote named none:
 * - TT: a 30 % deposit on order and the 70 % balance against a copy of the bill of lading, 7 days each;
 * - LC: 100 % under the letter of credit, AGAINST_DOCUMENTS: the issuing bank pays once the
 *   documents are presented and found complying, within the 5 banking days UCP 600 (art. 14 b)
 *   gives it to examine them;
 * - CAD and DP: 100 % against documents through the buyer's bank, 7 days.
 */
export function defaultPlan(term: PaymentTerm): PaymentPlan {
  switch (term) {
    case 'TT':
      return {
        instalments: [
          { label: 'Deposit', percent: 30, trigger: 'ON_ORDER', days: 7 },
          { label: 'Balance', percent: 70, trigger: 'AGAINST_BL_COPY', days: 7 },
        ],
      };
    case 'LC':
      return { instalments: [{ label: 'Letter of credit', percent: 100, trigger: 'AGAINST_DOCUMENTS', days: 5 }] };
    case 'CAD':
    case 'DP':
      return { instalments: [{ label: 'Against documents', percent: 100, trigger: 'AGAINST_DOCUMENTS', days: 7 }] };
  }
}

export const PLAN_LIMITS = { instalments: 12, days: 365, label: 80 } as const;

/** A percentage in hundredths of a percent (30.5 -> 3050), or null when it has more than two decimals. */
export function percentHundredths(percent: number): number | null {
  const hundredths = Math.round(percent * 100);
  return Math.abs(percent * 100 - hundredths) < 1e-6 ? hundredths : null;
}

/**
 * Why a plan cannot be an order's, or null: one to PLAN_LIMITS.instalments instalments, each
 * a labelled share above 0 with at most two decimals and a whole number of days from 0 to 365,
 * the shares summing to exactly 100.
 */
export function planRefusal(plan: PaymentPlan): Reason | null {
  const { instalments } = plan;
  if (instalments.length === 0 || instalments.length > PLAN_LIMITS.instalments) {
    return { code: 'payment_plan_size', params: { max: PLAN_LIMITS.instalments } };
  }
  let sum = 0;
  for (const instalment of instalments) {
    const hundredths = percentHundredths(instalment.percent);
    if (hundredths === null || hundredths <= 0 || hundredths > 10_000) return 'payment_plan_percent';
    if (!Number.isInteger(instalment.days) || instalment.days < 0 || instalment.days > PLAN_LIMITS.days) {
      return { code: 'payment_plan_days', params: { max: PLAN_LIMITS.days } };
    }
    if (!instalment.label.trim()) return 'payment_plan_label';
    sum += hundredths;
  }
  return sum === 10_000 ? null : 'payment_plan_sum';
}

// ---------------------------------------------------------------------------------------
// Money, in integer cents.

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/**
 * The order total split by the plan's shares, in cents, summing exactly to the total: each
 * instalment gets its share rounded down, and the cents left over go one each to the
 * instalments whose shares lost most to the rounding (earlier ones first on a tie). BigInt,
 * as a total times a share can pass 2^53.
 */
export function splitAmounts(totalCents: number, percents: readonly number[]): number[] {
  const shares = percents.map((percent) => BigInt(percentHundredths(percent) ?? Math.round(percent * 100)));
  const whole = shares.reduce((a, b) => a + b, 0n);
  if (whole === 0n) return percents.map(() => 0);
  const total = BigInt(totalCents);
  const exact = shares.map((share) => total * share);
  const amounts = exact.map((value) => value / whole);
  let left = total - amounts.reduce((a, b) => a + b, 0n);
  const byLoss = exact
    .map((value, index) => ({ index, loss: value % whole }))
    .sort((a, b) => (a.loss === b.loss ? a.index - b.index : a.loss > b.loss ? -1 : 1));
  for (const { index } of byLoss) {
    if (left <= 0n) break;
    amounts[index] = (amounts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return amounts.map(Number);
}

/** The instalments of a plan for an order total (dollars): its shares split to the cent. */
export function planAmounts(total: number, plan: PaymentPlan): (PlanInstalment & { amount: number })[] {
  const amounts = splitAmounts(
    toCents(total),
    plan.instalments.map((instalment) => instalment.percent),
  );
  return plan.instalments.map((instalment, index) => ({
    label: instalment.label.trim(),
    percent: instalment.percent,
    trigger: instalment.trigger,
    days: instalment.days,
    amount: fromCents(amounts[index] ?? 0),
  }));
}

// ---------------------------------------------------------------------------------------
// When each instalment falls due.

/** What has happened to the order, each when it did (ISO timestamps), or null when not yet. */
export interface OrderFacts {
  /** The buyer approved the order (placing an order approves it). */
  approvedAt: string | null;
  processingAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  /** The first bill of lading put on the order. */
  billOfLadingAt: string | null;
  /** The first ARRIVED milestone of its shipments. */
  arrivedAt: string | null;
  /** The order has a letter of credit, and when its documents were presented (null: not yet). */
  letterOfCredit: { documentsPresentedAt: string | null } | null;
}

/** When each trigger happened for this order (see PAYMENT_TRIGGERS), or null. */
export function triggerMoments(facts: OrderFacts): Record<PaymentTrigger, string | null> {
  return {
    ON_ORDER: facts.approvedAt,
    BEFORE_LOADING: facts.processingAt,
    AGAINST_BL_COPY: facts.billOfLadingAt,
    ON_ARRIVAL: facts.arrivedAt ?? facts.deliveredAt,
    AGAINST_DOCUMENTS: facts.letterOfCredit ? facts.letterOfCredit.documentsPresentedAt : facts.shippedAt,
  };
}

/** The calendar day (UTC) of a moment: 'YYYY-MM-DD'. */
export const dayOf = (moment: string | Date) => new Date(moment).toISOString().slice(0, 10);

/** The day `days` after the moment's day (UTC), or null when the trigger has not happened by `now`. */
export function dueDate(happenedAt: string | null, days: number, now: Date): string | null {
  if (!happenedAt || new Date(happenedAt).getTime() > now.getTime()) return null;
  const day = new Date(`${dayOf(happenedAt)}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return dayOf(day);
}

/** What an instalment's state is read from. */
export interface InstalmentState {
  amountCents: number;
  /** Sum of its credits (verified proofs, matched bank entries). */
  paidCents: number;
  /** A proof of it waits for verification. */
  proofWaiting: boolean;
  dueDate: string | null;
}

/**
 * PAID once the credits reach the amount; else PROOF_SUBMITTED while a proof waits (the buyer
 * did their part); else NOT_DUE before the trigger, DUE until the end of the due day (UTC),
 * OVERDUE after it.
 */
export function instalmentStatus(state: InstalmentState, now: Date): InstalmentStatus {
  if (state.paidCents >= state.amountCents) return 'PAID';
  if (state.proofWaiting) return 'PROOF_SUBMITTED';
  if (!state.dueDate) return 'NOT_DUE';
  return dayOf(now) > state.dueDate ? 'OVERDUE' : 'DUE';
}

// ---------------------------------------------------------------------------------------
// What money holds back.

type Settled = { trigger: PaymentTrigger; status: InstalmentStatus };

/** Paid before the goods leave. */
export const SHIP_AFTER_TRIGGERS: readonly PaymentTrigger[] = ['ON_ORDER', 'BEFORE_LOADING'];
/** Paid before the buyer gets the bill of lading (the title to the goods). */
export const BL_RELEASE_TRIGGERS: readonly PaymentTrigger[] = ['AGAINST_BL_COPY', 'AGAINST_DOCUMENTS'];

const unpaid = (instalments: readonly Settled[], triggers: readonly PaymentTrigger[]) =>
  instalments.filter((instalment) => triggers.includes(instalment.trigger) && instalment.status !== 'PAID');

/** Why the goods may not ship yet, or null: every ON_ORDER and BEFORE_LOADING instalment must be PAID. */
export const mayShip = (instalments: readonly Settled[]): Reason | null =>
  unpaid(instalments, SHIP_AFTER_TRIGGERS).length > 0 ? 'payment_outstanding' : null;

/** The bill of lading goes to the buyer once every AGAINST_BL_COPY and AGAINST_DOCUMENTS instalment is PAID. */
export const billOfLadingReleased = (instalments: readonly Settled[]) =>
  unpaid(instalments, BL_RELEASE_TRIGGERS).length === 0;

/** The unpaid instalments that hold the bill of lading back. */
export const holdingBillOfLading = <T extends Settled>(instalments: readonly T[]): T[] =>
  instalments.filter((instalment) => BL_RELEASE_TRIGGERS.includes(instalment.trigger) && instalment.status !== 'PAID');

/** What is left to pay on an instalment, in cents (never below zero: an overpayment leaves nothing). */
export const outstandingCents = (state: Pick<InstalmentState, 'amountCents' | 'paidCents'>) =>
  Math.max(0, state.amountCents - state.paidCents);

// ---------------------------------------------------------------------------------------
// Letters of credit.

/** ISSUED -> ADVISED -> DOCUMENTS_PRESENTED -> DISCREPANT | ACCEPTED -> PAID; discrepancies cured go to ACCEPTED. */
export const LETTER_OF_CREDIT_STATUSES = [
  'ISSUED',
  'ADVISED',
  'DOCUMENTS_PRESENTED',
  'DISCREPANT',
  'ACCEPTED',
  'PAID',
] as const;
export type LetterOfCreditStatus = (typeof LETTER_OF_CREDIT_STATUSES)[number];

export const LETTER_OF_CREDIT_MOVES: Readonly<Record<LetterOfCreditStatus, readonly LetterOfCreditStatus[]>> = {
  ISSUED: ['ADVISED', 'DOCUMENTS_PRESENTED'],
  ADVISED: ['DOCUMENTS_PRESENTED'],
  DOCUMENTS_PRESENTED: ['DISCREPANT', 'ACCEPTED'],
  // Discrepancies are cured (or waived by the applicant) and the bank accepts, or the documents are presented again.
  DISCREPANT: ['ACCEPTED', 'DOCUMENTS_PRESENTED'],
  ACCEPTED: ['PAID'],
  PAID: [],
};

/**
 * Why a letter of credit cannot move from `from` to `to`, or null. An ISSUED credit may go
 * straight to presentation when no advising bank is named.
 */
export function letterOfCreditMoveRefusal(from: LetterOfCreditStatus, to: LetterOfCreditStatus): Reason | null {
  return LETTER_OF_CREDIT_MOVES[from].includes(to)
    ? null
    : { code: 'letter_of_credit_move_refused', params: { from, to } };
}
