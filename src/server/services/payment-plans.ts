// Reading an order's payment plan as src/shared/payments/plans.ts states it: the `payments`
// and `letterOfCredit` of the order pages, the plan a new order starts with, and the two
// holds money puts on an order (shipping, the bill of lading). Changes to plans, proofs and
// letters of credit are in payments.service.ts; this module imports no other service, so
// the order services can read through it.
import type { PaymentTerm } from '../../shared/common/enums.ts';
import type { Reason } from '../../shared/i18n/errors.ts';
import type {
  Instalment,
  InstalmentReceipt,
  LetterOfCredit,
  Payments,
} from '../../shared/payments/payments.contract.ts';
import {
  defaultPlan,
  dueDate,
  fromCents,
  holdingBillOfLading,
  instalmentStatus,
  mayShip,
  outstandingCents,
  type PaymentPlan,
  planAmounts,
  toCents,
  triggerMoments,
} from '../../shared/payments/plans.ts';
import { extensionOf } from '../../shared/common/files.ts';
import type { Db } from '../db/client.ts';
import {
  creditsOfOrder,
  factsOfOrder,
  instalmentsOfOrder,
  letterOfCreditOfOrder,
  type PaymentReceiptRow,
  receiptsOfOrder,
  replaceInstalments,
} from '../db/queries/payments.queries.ts';
import { type FileLinks, signedLink } from './private-files.ts';

/** Orders are priced in US dollars (docs/product/data.md). */
export const ORDER_CURRENCY = 'USD';

/** Gives a new order its plan: the accepted quote's, else the default of its payment term. */
export const startPlan = (
  tx: Db,
  order: { id: string; cost: number; paymentTerm: PaymentTerm; createdAt: Date },
  plan: PaymentPlan = defaultPlan(order.paymentTerm),
) => replaceInstalments(tx, order.id, planAmounts(order.cost, plan), order.createdAt);

export const paymentReceiptPath = (receiptId: string) => `/api/order/receipt/${receiptId}`;

function toInstalmentReceipt(
  row: PaymentReceiptRow,
  orderNumber: string,
  links: FileLinks,
  now: Date,
): InstalmentReceipt {
  const { link, expiresAt } = signedLink(links, paymentReceiptPath(row.id), now);
  return {
    id: row.id,
    link,
    linkExpiresAt: expiresAt,
    fileName: `receipt-${orderNumber}.${extensionOf(row.mimeType)}`,
    mimeType: row.mimeType,
    amount: row.amount ?? 0,
    paidOn: row.paidOn ?? row.createdAt.toISOString().slice(0, 10),
    reference: row.reference,
    status: row.status,
    verifiedAmount: row.verifiedAmount,
    note: row.decisionNote,
    uploadedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export const toPaymentReceiptAnswer = toInstalmentReceipt;

export interface OrderPayments {
  payments: Payments;
  letterOfCredit: LetterOfCredit | null;
}

/** What reading payments needs: the database, the clock, and the key its files' links are signed with. */
type Reading = { db: Db; files: FileLinks; now: Date };

/**
 * The order's `payments` (each instalment with its due date, status, credits and proofs) and
 * its letter of credit, as both order pages show them, at `now`.
 */
export async function readPayments(
  { db, files, now }: Reading,
  order: { id: string; orderNumber: string; cost: number },
): Promise<OrderPayments> {
  const [instalments, receipts, credits, facts, letter] = await Promise.all([
    instalmentsOfOrder(db, order.id),
    receiptsOfOrder(db, order.id),
    creditsOfOrder(db, order.id),
    factsOfOrder(db, order.id),
    letterOfCreditOfOrder(db, order.id),
  ]);
  const moments = triggerMoments(facts);
  let paidCents = 0;
  const answered: Instalment[] = instalments.map((row) => {
    const own = receipts.filter((receipt) => receipt.instalmentId === row.id);
    const state = {
      amountCents: toCents(row.amount),
      paidCents: credits.get(row.id) ?? 0,
      proofWaiting: own.some((receipt) => receipt.status === 'SUBMITTED'),
      dueDate: dueDate(moments[row.trigger], row.days, now),
    };
    paidCents += state.paidCents;
    return {
      id: row.id,
      label: row.label,
      percent: row.percent,
      amount: row.amount,
      trigger: row.trigger,
      days: row.days,
      dueDate: state.dueDate,
      status: instalmentStatus(state, now),
      paid: fromCents(state.paidCents),
      receipts: own.map((receipt) => toInstalmentReceipt(receipt, order.orderNumber, files, now)),
    };
  });
  const outstanding = answered.reduce(
    (sum, instalment) =>
      sum + outstandingCents({ amountCents: toCents(instalment.amount), paidCents: toCents(instalment.paid) }),
    0,
  );
  return {
    payments: {
      currency: ORDER_CURRENCY,
      total: order.cost,
      paid: fromCents(paidCents),
      outstanding: fromCents(outstanding),
      instalments: answered,
    },
    letterOfCredit: letter
      ? {
          number: letter.letter.number,
          issuingBank: letter.letter.issuingBank,
          advisingBank: letter.letter.advisingBank,
          amount: letter.letter.amount,
          expiryDate: letter.letter.expiryDate,
          latestShipmentDate: letter.letter.latestShipmentDate,
          presentationDays: letter.letter.presentationDays,
          status: letter.letter.status,
          history: letter.history.map((entry) => ({
            status: entry.status,
            note: entry.note,
            createdAt: entry.createdAt.toISOString(),
          })),
        }
      : null,
  };
}

/** Why the order may not ship for want of money, or null (src/shared/payments/plans.ts mayShip). */
export const shipBlocker = (payments: Payments): Reason | null => mayShip(payments.instalments);

/**
 * What still holds the bill of lading back from the buyer, in dollars: null once it is
 * released (every AGAINST_BL_COPY and AGAINST_DOCUMENTS instalment PAID).
 */
export function billOfLadingOutstanding(payments: Payments): number | null {
  const holding = holdingBillOfLading(payments.instalments);
  if (holding.length === 0) return null;
  return fromCents(
    holding.reduce(
      (sum, instalment) =>
        sum + outstandingCents({ amountCents: toCents(instalment.amount), paidCents: toCents(instalment.paid) }),
      0,
    ),
  );
}
