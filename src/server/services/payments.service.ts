// Changes to an order's payments (issue 38): the plan (order desk), the buyer's proofs per
// instalment, the desk's decisions on them, letters of credit, the overdue list, and the
// buyer's bill-of-lading link. Each change is audited and tells the buyer (bell, live update);
// reading is in payment-plans.ts.
import type { OrderStatus } from '../../shared/common/enums.ts';
import type { Reason } from '../../shared/i18n/errors.ts';
import type {
  BankStatement,
  MatchEntryBody,
  StatementEntry,
  InstalmentReceipt,
  LetterOfCreditBody,
  LetterOfCreditStatusBody,
  OverdueInstalment,
  PaymentPlanBody,
  PaymentReceiptDecisionBody,
} from '../../shared/payments/payments.contract.ts';
import {
  dayOf,
  dueDate as dueDateOf,
  instalmentStatus,
  letterOfCreditMoveRefusal,
  outstandingCents,
  planAmounts,
  toCents,
  triggerMoments,
  fromCents,
} from '../../shared/payments/plans.ts';
import { acceptsReceipt } from '../../shared/orders/order-rules.ts';
import type { StaffOrderDetails } from '../../shared/orders/orders.staff.ts';
import type { Db } from '../db/client.ts';
import {
  findDocumentFile,
  findOrderById,
  findOrderOfBuyer,
  insertHistory,
  isUniqueViolation,
  type OrderRow,
} from '../db/queries/orders.queries.ts';
import { lockOrder } from '../db/queries/orders.staff.queries.ts';
import {
  entriesOfStatement,
  findInstalment,
  findStatementByHash,
  insertStatement,
  insertStatementEntries,
  lockStatementEntry,
  markEntryMatched,
  type StatementEntryRow,
  factsOfOrders,
  insertCredit,
  insertLetterOfCreditHistory,
  insertPaymentReceipt,
  letterOfCreditOfOrder,
  lockReceiptOfOrder,
  moveLetterOfCredit,
  replaceInstalments,
  saveLetterOfCredit as storeLetterOfCredit,
  unpaidInstalmentsOfOpenOrders,
  WAITING_PROOF_CONSTRAINT,
} from '../db/queries/payments.queries.ts';
import { refused } from '../http/api-error.ts';
import { recordAudit } from './audit.service.ts';
import { actor, type ServiceContext } from './context.ts';
import { type NoticeContext, notifyBuyer } from './notifications/notify.ts';
import { orderGroupKey, orderPagePath } from './notifications/order-notices.ts';
import { getStaffOrder } from './orders.staff.service.ts';
import { billOfLadingPath, DOCUMENT_FILES } from './order-documents.service.ts';
import { billOfLadingOutstanding, ORDER_CURRENCY, readPayments, toPaymentReceiptAnswer } from './payment-plans.ts';
import { fileHash, readStatement } from './bank-statements.ts';
import { indexOpenInstalments, type OpenInstalment, suggestFor } from '../../shared/payments/reconcile.ts';
import { cleanFileName, sniffType, storeFile, type UploadedFile } from './private-files.ts';
import { openOrderFile, type SignedFileRequest, toPaymentReceipt } from './receipts.service.ts';
import { recordReceiptDecision } from './receipt-decisions.ts';

/** Rings the buyer's bell about their order's payments (English and French titles). */
const ringBuyer = (
  ctx: NoticeContext,
  tx: Db,
  order: OrderRow,
  title: { en: string; fr: string },
  data: Record<string, unknown>,
) =>
  notifyBuyer(ctx, tx, {
    buyerId: order.buyerId,
    type: 'receipt',
    title,
    link: orderPagePath(order.id),
    groupKey: orderGroupKey(order.id),
    data: { orderId: order.id, ...data },
  });

/**
 * One desk change to an order's payments on the order row locked for the transaction (404 when
 * unknown); the buyer's pages are told once it commits, and the answer is the order as the
 * console shows it.
 */
async function changePayments(
  ctx: ServiceContext,
  orderId: string,
  change: (tx: Db, order: OrderRow, at: Date) => Promise<void>,
): Promise<StaffOrderDetails> {
  const order = await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    if (!current) throw refused('order_not_found');
    await change(tx, current, ctx.now());
    return current;
  });
  ctx.live.orderUpdated(order.buyerId, { orderId, status: order.status });
  return getStaffOrder(ctx, orderId);
}

/** PUT /staff/orders/{id}/payments/plan: a PENDING order's plan, replaced whole (shares sum to 100). */
export function setPaymentPlan(ctx: ServiceContext, { orderId, ...plan }: { orderId: string } & PaymentPlanBody) {
  const agent = actor(ctx);
  return changePayments(ctx, orderId, async (tx, order, at) => {
    if (order.status !== 'PENDING') throw refused('payment_plan_locked', 'instalments');
    const before = await readPayments({ db: tx, files: ctx.files, now: at }, order);
    // Nothing is paid on a PENDING order's plan but proofs may wait: they stay on the order, not on an instalment.
    const instalments = await replaceInstalments(tx, order.id, planAmounts(order.cost, plan), at);
    await recordAudit(tx, {
      actorId: agent.id,
      action: 'order.payment-plan',
      entityType: 'order',
      entityId: order.id,
      before: {
        instalments: before.payments.instalments.map(({ label, percent, trigger, days }) => ({
          label,
          percent,
          trigger,
          days,
        })),
      },
      after: {
        instalments: instalments.map(({ label, percent, trigger, days, amount }) => ({
          label,
          percent,
          trigger,
          days,
          amount,
        })),
      },
    });
    await ringBuyer(
      ctx,
      tx,
      order,
      {
        en: `The payment plan of order ${order.orderNumber} changed`,
        fr: `L’échéancier de paiement de la commande ${order.orderNumber} a changé`,
      },
      { plan: instalments.map(({ label, percent }) => ({ label, percent })) },
    );
  });
}

// ---------------------------------------------------------------------------------------
// The buyer's proofs.

const AMOUNT_PATTERN = /^\d{1,13}(\.\d{1,2})?$/;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** What the buyer's form says of a payment: the amount and day, checked; null fields left out. */
export interface ProofFields {
  amount?: string | undefined;
  paidOn?: string | undefined;
  reference?: string | undefined;
}

function readProofFields(fields: ProofFields, now: Date, defaults: { amount: number }) {
  const amountText = fields.amount?.trim();
  if (amountText !== undefined && amountText !== '' && !AMOUNT_PATTERN.test(amountText)) {
    throw refused('payment_amount_invalid', 'amount');
  }
  const amount = amountText ? Number(amountText) : defaults.amount;
  if (!(amount > 0)) throw refused('payment_amount_invalid', 'amount');
  const paidOn = fields.paidOn?.trim() || dayOf(now);
  const valid = DAY_PATTERN.test(paidOn) && !Number.isNaN(Date.parse(`${paidOn}T00:00:00Z`));
  if (!valid || dayOf(`${paidOn}T00:00:00Z`) !== paidOn || paidOn > dayOf(now)) {
    throw refused('payment_paid_on_invalid', 'paidOn');
  }
  const reference = fields.reference?.trim().slice(0, 140) || null;
  return { amount, paidOn, reference };
}

/**
 * Stores a payment proof of one of the buyer's instalments (`instalmentId`), or of the first
 * instalment still unpaid (SPEC's POST /order/image/{orderId}, `legacy`: its old refusals,
 * and no proof for payment terms paid through the buyer's bank). The order must be the
 * buyer's (else 404) and stand; the instalment must be unpaid with no proof waiting. The
 * file's type is read from its bytes; the amount defaults to what is left to pay on it.
 */
interface ProofUpload {
  orderId: string;
  instalmentId?: string | undefined;
  legacy?: boolean;
  read: () => Promise<{ file: UploadedFile | undefined; fields: ProofFields }>;
}

export async function uploadPaymentProof(ctx: ServiceContext, request: ProofUpload): Promise<InstalmentReceipt> {
  const { receipt, order, now } = await storeProof(ctx, request);
  return toPaymentReceiptAnswer(receipt, order.orderNumber, ctx.files, now);
}

/** SPEC's POST /order/image/{orderId}: the proof of the first instalment still unpaid, answered as before. */
export async function uploadOrderProof(ctx: ServiceContext, request: Omit<ProofUpload, 'instalmentId' | 'legacy'>) {
  const { receipt, order, now } = await storeProof(ctx, { ...request, legacy: true });
  return toPaymentReceipt(receipt, order.orderNumber, ctx.files, now);
}

async function storeProof(ctx: ServiceContext, request: ProofUpload) {
  const buyerId = actor(ctx).id;
  const now = ctx.now();
  const order = await findOrderOfBuyer(ctx.db, buyerId, request.orderId);
  if (!order) throw refused('order_not_found');
  if (request.legacy && !acceptsReceipt(order.paymentTerm)) {
    throw refused({ code: 'receipt_terms_exempt', params: { terms: order.paymentTerm } });
  }
  if (order.status === 'CANCELLED') throw refused('receipt_not_needed');
  const { payments } = await readPayments({ db: ctx.db, files: ctx.files, now }, order);
  const instalment = request.instalmentId
    ? payments.instalments.find((candidate) => candidate.id === request.instalmentId)
    : payments.instalments.find((candidate) => candidate.status !== 'PAID');
  if (!instalment) {
    if (request.instalmentId) throw refused('instalment_not_found');
    throw refused(request.legacy ? 'receipt_already_verified' : 'payment_nothing_due');
  }
  const waitingRefusal: Reason = request.legacy ? 'receipt_already_uploaded' : 'instalment_proof_waiting';
  if (instalment.status === 'PAID') throw refused(request.legacy ? 'receipt_already_verified' : 'instalment_paid');
  if (instalment.status === 'PROOF_SUBMITTED') throw refused(waitingRefusal);

  const { file, fields } = await request.read();
  if (!file) throw refused('file_missing', 'file');
  if (file.buffer.length === 0) throw refused('file_empty', 'file');
  const left = fromCents(
    outstandingCents({ amountCents: toCents(instalment.amount), paidCents: toCents(instalment.paid) }),
  );
  const proof = readProofFields(fields, now, { amount: left });
  const type = await sniffType(file.buffer);
  if (!type) throw refused('file_type_refused', 'file');

  try {
    const receipt = await storeFile(ctx.files.storage, { buffer: file.buffer, ...type }, (storedName) =>
      ctx.db.transaction(async (tx) => {
        const row = await insertPaymentReceipt(tx, {
          orderId: order.id,
          instalmentId: instalment.id,
          storedName,
          mimeType: type.mime,
          originalName: cleanFileName(file.filename, 'receipt'),
          size: file.buffer.length,
          uploadedBy: buyerId,
          createdAt: now,
          ...proof,
        });
        await insertHistory(tx, {
          orderId: order.id,
          event: 'receipt',
          actorId: buyerId,
          note: instalment.label,
          createdAt: now,
        });
        await recordAudit(tx, {
          actorId: buyerId,
          action: 'order.payment-proof',
          entityType: 'order',
          entityId: order.id,
          after: { receiptId: row.id, instalmentId: instalment.id, ...proof },
        });
        return row;
      }),
    );
    ctx.live.orderUpdated(order.buyerId, { orderId: order.id, status: order.status });
    return { receipt, order, now };
  } catch (error) {
    // Two uploads raced; the other one won.
    if (isUniqueViolation(error, WAITING_PROOF_CONSTRAINT)) throw refused(waitingRefusal);
    throw error;
  }
}

/**
 * POST /staff/orders/{id}/payments/receipts/{receiptId}: verify a proof, crediting what
 * actually arrived (`amount`, default the proof's; less is a part payment), or reject it with
 * the note the buyer reads.
 */
export function decidePaymentProof(
  ctx: ServiceContext,
  { orderId, receiptId, ...body }: { orderId: string; receiptId: string } & PaymentReceiptDecisionBody,
) {
  const agent = actor(ctx);
  const note = body.note?.trim() || null;
  return changePayments(ctx, orderId, async (tx, order, at) => {
    const receipt = await lockReceiptOfOrder(tx, orderId, receiptId);
    if (!receipt) throw refused('payment_receipt_not_found');
    if (order.status === 'CANCELLED') throw refused('receipt_order_cancelled', 'decision');
    if (receipt.status !== 'SUBMITTED') {
      throw refused({ code: 'receipt_decided', params: { status: receipt.status } }, 'decision');
    }
    if (body.decision === 'REJECTED' && !note) throw refused('receipt_rejection_needs_note', 'note');
    const verifiedAmount = body.decision === 'VERIFIED' ? (body.amount ?? receipt.amount ?? 0) : null;
    if (verifiedAmount !== null && toCents(verifiedAmount) <= 0) throw refused('payment_amount_invalid', 'amount');
    await recordReceiptDecision(tx, {
      orderId,
      receipt,
      decision: body.decision,
      verifiedAmount,
      note,
      agentId: agent.id,
      at,
    });
    await ringBuyer(
      ctx,
      tx,
      order,
      body.decision === 'VERIFIED'
        ? {
            en: `Payment verified for order ${order.orderNumber}`,
            fr: `Paiement vérifié pour la commande ${order.orderNumber}`,
          }
        : {
            en: `Payment proof rejected for order ${order.orderNumber}`,
            fr: `Preuve de paiement de la commande ${order.orderNumber} refusée`,
          },
      { receiptId: receipt.id, decision: body.decision, verifiedAmount },
    );
  });
}

// ---------------------------------------------------------------------------------------
// Letters of credit.

const CLOSED: readonly OrderStatus[] = ['CANCELLED'];

/** PUT /staff/orders/{id}/letter-of-credit: records (or corrects) the credit's terms; a new one starts ISSUED. */
export function saveLetterOfCredit(
  ctx: ServiceContext,
  { orderId, ...body }: { orderId: string } & LetterOfCreditBody,
) {
  const agent = actor(ctx);
  return changePayments(ctx, orderId, async (tx, order, at) => {
    if (CLOSED.includes(order.status)) throw refused('letter_of_credit_order_final');
    const before = await letterOfCreditOfOrder(tx, orderId);
    const { row, created } = await storeLetterOfCredit(tx, {
      orderId,
      number: body.number,
      issuingBank: body.issuingBank,
      advisingBank: body.advisingBank ?? null,
      amount: body.amount,
      expiryDate: body.expiryDate,
      latestShipmentDate: body.latestShipmentDate,
      presentationDays: body.presentationDays,
      updatedAt: at,
    });
    if (created) {
      await insertLetterOfCreditHistory(tx, {
        letterOfCreditId: row.id,
        status: row.status,
        actorId: agent.id,
        createdAt: at,
      });
    }
    await recordAudit(tx, {
      actorId: agent.id,
      action: 'order.letter-of-credit',
      entityType: 'order',
      entityId: orderId,
      before: before ? { ...before.letter } : null,
      after: { ...row },
    });
    await ringBuyer(
      ctx,
      tx,
      order,
      {
        en: `Letter of credit ${row.number} recorded on order ${order.orderNumber}`,
        fr: `Lettre de crédit ${row.number} enregistrée sur la commande ${order.orderNumber}`,
      },
      { letterOfCredit: row.number },
    );
  });
}

/** POST /staff/orders/{id}/letter-of-credit/status: the next step of the credit (plans.ts moves). */
export function moveLetterOfCreditStatus(
  ctx: ServiceContext,
  { orderId, ...body }: { orderId: string } & LetterOfCreditStatusBody,
) {
  const agent = actor(ctx);
  const note = body.note?.trim() || null;
  return changePayments(ctx, orderId, async (tx, order, at) => {
    if (CLOSED.includes(order.status)) throw refused('letter_of_credit_order_final');
    const found = await letterOfCreditOfOrder(tx, orderId);
    if (!found) throw refused('letter_of_credit_none');
    const from = found.letter.status;
    const refusal = letterOfCreditMoveRefusal(from, body.status);
    if (refusal) throw refused(refusal, 'status');
    if (!(await moveLetterOfCredit(tx, found.letter.id, from, body.status, at))) {
      throw refused('order_changed_meanwhile', 'status');
    }
    await insertLetterOfCreditHistory(tx, {
      letterOfCreditId: found.letter.id,
      status: body.status,
      note,
      actorId: agent.id,
      createdAt: at,
    });
    await recordAudit(tx, {
      actorId: agent.id,
      action: 'order.letter-of-credit-status',
      entityType: 'order',
      entityId: orderId,
      before: { status: from },
      after: { status: body.status, note },
    });
    await ringBuyer(
      ctx,
      tx,
      order,
      {
        en: `Letter of credit of order ${order.orderNumber}: ${body.status.toLowerCase().replaceAll('_', ' ')}`,
        fr: `Lettre de crédit de la commande ${order.orderNumber} : ${body.status.toLowerCase().replaceAll('_', ' ')}`,
      },
      { letterOfCreditStatus: body.status },
    );
  });
}

// ---------------------------------------------------------------------------------------
// Across orders.

const DAY_MS = 86_400_000;

/** GET /staff/payments/overdue: every overdue instalment of an open order, the longest overdue first. */
export async function listOverdue(ctx: ServiceContext): Promise<OverdueInstalment[]> {
  const now = ctx.now();
  const rows = await unpaidInstalmentsOfOpenOrders(ctx.db);
  const facts = await factsOfOrders(
    ctx.db,
    rows.map((row) => row.instalment.orderId),
  );
  const overdue: OverdueInstalment[] = [];
  for (const row of rows) {
    const orderFacts = facts.get(row.instalment.orderId);
    if (!orderFacts) continue;
    const due = dueDateOf(triggerMoments(orderFacts)[row.instalment.trigger], row.instalment.days, now);
    const state = {
      amountCents: toCents(row.instalment.amount),
      paidCents: toCents(Number(row.paid ?? 0)),
      proofWaiting: Boolean(row.proofWaiting),
      dueDate: due,
    };
    if (!due || instalmentStatus(state, now) !== 'OVERDUE') continue;
    overdue.push({
      orderId: row.instalment.orderId,
      orderNumber: row.orderNumber,
      buyer: row.buyer,
      instalmentId: row.instalment.id,
      label: row.instalment.label,
      amount: row.instalment.amount,
      outstanding: fromCents(outstandingCents(state)),
      dueDate: due,
      daysOverdue: Math.round((Date.parse(`${dayOf(now)}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / DAY_MS),
    });
  }
  return overdue.sort((a, b) => b.daysOverdue - a.daysOverdue || a.orderNumber.localeCompare(b.orderNumber));
}

// ---------------------------------------------------------------------------------------
// The buyer's bill of lading.

/**
 * GET /order/bill-of-lading/{documentId}: the bill of lading behind the buyer's signed link,
 * only once the instalments due against it are paid (else 403 document_withheld), checked
 * when opened, so a link given before the payment opens after it.
 */
export async function openBillOfLading(
  ctx: ServiceContext,
  { documentId, ...signed }: Omit<SignedFileRequest, 'id'> & { documentId: string },
) {
  return openOrderFile(
    ctx,
    {
      ...DOCUMENT_FILES,
      path: billOfLadingPath,
      async find(db, id) {
        const found = await findDocumentFile(db, id);
        if (!found || found.file.type !== 'BILL_OF_LADING') return undefined;
        const order = await findOrderById(db, found.file.orderId);
        if (!order) return undefined;
        const { payments } = await readPayments({ db, files: ctx.files, now: ctx.now() }, order);
        if (billOfLadingOutstanding(payments) !== null) throw refused('document_withheld');
        return found;
      },
    },
    { id: documentId, ...signed },
  );
}

// ---------------------------------------------------------------------------------------
// Bank reconciliation.

const toStatementEntry = (row: StatementEntryRow): StatementEntry => ({
  id: row.id,
  date: row.bookedOn,
  amount: row.amount,
  currency: row.currency,
  reference: row.reference,
  counterparty: row.counterparty,
  status: row.status,
  suggestions: row.suggestions,
});

/** The open instalments a statement is matched against, as the reconcile rule reads them. */
async function openInstalments(db: Db): Promise<OpenInstalment[]> {
  const rows = await unpaidInstalmentsOfOpenOrders(db);
  return rows.map((row) => ({
    instalmentId: row.instalment.id,
    orderId: row.instalment.orderId,
    orderNumber: row.orderNumber,
    currency: ORDER_CURRENCY,
    outstandingCents: outstandingCents({
      amountCents: toCents(row.instalment.amount),
      paidCents: toCents(Number(row.paid ?? 0)),
    }),
    payerNames: [row.buyer.fullName],
  }));
}

/**
 * POST /staff/payments/statements: reads a camt.053 or CSV statement, keeps its credits and
 * suggests for each the instalments it may pay (src/shared/payments/reconcile.ts). The same
 * file imported again answers the statement it made the first time; an entry already
 * imported from another statement is not added twice.
 */
export async function importStatement(
  ctx: ServiceContext,
  { readFile }: { readFile: () => Promise<UploadedFile | undefined> },
): Promise<BankStatement> {
  const admin = actor(ctx);
  const file = await readFile();
  if (!file) throw refused('file_missing', 'file');
  if (file.buffer.length === 0) throw refused('file_empty', 'file');
  const hash = fileHash(file.buffer);
  const known = await findStatementByHash(ctx.db, hash);
  if (known) return { id: known.id, entries: (await entriesOfStatement(ctx.db, known.id)).map(toStatementEntry) };

  const parsed = readStatement(file.buffer);
  const index = indexOpenInstalments(await openInstalments(ctx.db));
  const statementId = await ctx.db.transaction(async (tx) => {
    const statement = await insertStatement(tx, {
      fileHash: hash,
      format: parsed.format,
      fileName: cleanFileName(file.filename, 'statement'),
      importedBy: admin.id,
      createdAt: ctx.now(),
    });
    await insertStatementEntries(
      tx,
      parsed.entries.map((entry, position) => {
        const suggestions = suggestFor(entry, index);
        return {
          statementId: statement.id,
          entryKey: entry.key,
          position,
          bookedOn: entry.bookedOn,
          amount: fromCents(entry.amountCents),
          currency: entry.currency,
          reference: entry.reference,
          counterparty: entry.counterparty,
          status: suggestions.length > 0 ? ('SUGGESTED' as const) : ('UNMATCHED' as const),
          suggestions,
        };
      }),
    );
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'payments.statement',
      entityType: 'bank_statement',
      entityId: statement.id,
      after: { format: parsed.format, entries: parsed.entries.length, fileHash: hash },
    });
    return statement.id;
  });
  return { id: statementId, entries: (await entriesOfStatement(ctx.db, statementId)).map(toStatementEntry) };
}

/**
 * POST /staff/payments/statements/{id}/entries/{entryId}/match: credits the entry's amount to
 * an instalment (once per entry), audited; the buyer's order page is told.
 */
export async function matchStatementEntry(
  ctx: ServiceContext,
  { statementId, entryId, instalmentId }: { statementId: string; entryId: string } & MatchEntryBody,
): Promise<StatementEntry> {
  const admin = actor(ctx);
  const at = ctx.now();
  const { entry, order } = await ctx.db.transaction(async (tx) => {
    const entry = await lockStatementEntry(tx, statementId, entryId);
    if (!entry) throw refused('statement_entry_not_found');
    if (entry.status === 'MATCHED') throw refused('statement_entry_matched');
    const target = await findInstalment(tx, instalmentId);
    if (!target) throw refused('instalment_not_found', 'instalmentId');
    if (entry.currency !== ORDER_CURRENCY) throw refused('statement_currency_mismatch', 'instalmentId');
    await markEntryMatched(tx, entry.id, instalmentId, admin.id, at);
    await insertCredit(tx, {
      orderId: target.order.id,
      instalmentId,
      amount: entry.amount,
      statementEntryId: entry.id,
      createdBy: admin.id,
      createdAt: at,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'order.payment-credit',
      entityType: 'order',
      entityId: target.order.id,
      after: { statementId, entryId, instalmentId, amount: entry.amount, reference: entry.reference },
    });
    await ringBuyer(
      ctx,
      tx,
      target.order,
      {
        en: `Payment received for order ${target.order.orderNumber}`,
        fr: `Paiement reçu pour la commande ${target.order.orderNumber}`,
      },
      { instalmentId, amount: entry.amount },
    );
    return { entry: { ...entry, status: 'MATCHED' as const, instalmentId }, order: target.order };
  });
  ctx.live.orderUpdated(order.buyerId, { orderId: order.id, status: order.status });
  return toStatementEntry(entry);
}
