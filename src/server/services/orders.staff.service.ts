import { can } from '../../shared/staff/permissions.ts';
import { issueContract, processingBlocker } from './contracts.service.ts';
import { randomUUID } from 'node:crypto';
import { type OrderCard, orderCardText } from '../../shared/chat/chat.ts';
import type { OrderStatus } from '../../shared/common/enums.ts';
import {
  checkDraft,
  type DraftOrderInput,
  type MoveOrderBody,
  orderWaitingFor,
  type ReceiptDecisionBody,
  type StaffOrderDetails,
  type StaffOrderListItem,
  type StaffOrderQuery,
} from '../../shared/orders/orders.staff.ts';
import {
  documentChecklist,
  documentRefusal,
  packClosedReason,
  missingDocuments,
  ORDER_DOCUMENT_LABELS,
  type OrderDocumentType,
} from '../../shared/orders/order-documents.ts';
import { documentsMissingAt, moveBlocker, moveNoteRefusal } from '../../shared/orders/order-workflow.ts';
import type { OrderDocument } from '../../shared/orders/orders.contract.ts';
import { decisionRefusal } from '../../shared/orders/payment-proof.ts';
import type { Db } from '../db/client.ts';
import { findBuyer, storeMessage } from '../db/queries/chat.queries.ts';
import {
  documentsOfOrder,
  findOrderForStaff,
  insertDocument,
  lockOrder,
  pageOfOrders,
  updateOrderStatus,
} from '../db/queries/orders.staff.queries.ts';
import {
  historyOfOrder,
  insertHistory,
  insertOrder,
  lockLatestReceipt,
  type OrderRow,
  receiptOfOrder,
} from '../db/queries/orders.queries.ts';
import { findProductRow } from '../db/queries/products.queries.ts';
import { refused, refusedAll } from '../http/api-error.ts';
import { toChatMessage } from './chat.service.ts';
import { toOrderDocument } from './order-documents.service.ts';
import {
  type DeskNews,
  newOrderNumber,
  orderDetails,
  tellBuyerAboutOrder,
  withFreshOrderNumber,
} from './orders.service.ts';
import { cleanFileName, sniffType, storeFile, type UploadedFile } from './private-files.ts';
import { recordAudit } from './audit.service.ts';
import { readPayments, shipBlocker, startPlan } from './payment-plans.ts';
import { deliverShipments, shippedOn, shipmentsForStaff } from './shipments.service.ts';
import { countShipmentsOfOrder } from '../db/queries/shipments.queries.ts';
import { actor, type ServiceContext } from './context.ts';
import { recordReceiptDecision } from './receipt-decisions.ts';

/** Tells the buyer about a change to their order (bell and mail), in the change's transaction. */
const tellBuyer = (tx: Db, ctx: ServiceContext, order: OrderRow, news: DeskNews, dedupeKey: string) =>
  tellBuyerAboutOrder(ctx, tx, order, news, dedupeKey);

// ---------------------------------------------------------------------------------------
// Reading.

/** GET /staff/orders: every buyer's orders, newest first, filtered, searched and paged. */
export async function listStaffOrders(ctx: ServiceContext, query: StaffOrderQuery) {
  const { page, pageSize, ...filters } = query;
  const { rows, total } = await pageOfOrders(ctx.db, filters, page, pageSize);
  const items: StaffOrderListItem[] = rows.map(({ order, buyer, category, receiptStatus, documentTypes }) => ({
    id: order.id,
    orderNumber: order.orderNumber,
    productName: order.productName,
    status: order.status,
    cost: order.cost,
    incoterm: order.incoterm,
    shippingType: order.shippingType,
    paymentTerm: order.paymentTerm,
    quantityOrdered: order.quantityOrdered,
    buyerApproved: order.buyerApproved,
    createdAt: order.createdAt.toISOString(),
    buyer,
    receiptStatus,
    waitingFor: orderWaitingFor({ ...order, category, receiptStatus, documentTypes }),
  }));
  return { items, total, page, pageSize };
}

/** GET /staff/orders/{id}: the buyer's order page, plus the buyer, names in the history, and what it waits for. */
export async function getStaffOrder(ctx: ServiceContext, orderId: string): Promise<StaffOrderDetails> {
  const found = await findOrderForStaff(ctx.db, orderId);
  if (!found) throw refused('order_not_found');
  const [details, history, shipments] = await Promise.all([
    orderDetails(ctx, found.order, 'staff'),
    historyOfOrder(ctx.db, orderId),
    shipmentsForStaff(ctx.db, orderId),
  ]);
  return {
    ...details,
    buyer: found.buyer,
    history: history.map((entry) => ({
      event: entry.event,
      status: entry.status,
      actorType: entry.actorType,
      actorName: entry.actorName,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    })),
    waitingFor: orderWaitingFor({
      ...found.order,
      category: found.category,
      receiptStatus: details.paymentReceipt?.status ?? null,
      documentTypes: details.documents.map((document) => document.type),
    }),
    shipments,
  };
}

// ---------------------------------------------------------------------------------------
// Changing.

/**
 * One agent's change to an order, run on the order row locked for the transaction (404 when
 * unknown); `change` answers the order's status after it. The buyer's screens are told once
 * it commits, and the answer is the order as the console shows it.
 */
async function changeOrder(
  ctx: ServiceContext,
  orderId: string,
  change: (tx: Db, current: OrderRow) => Promise<OrderStatus>,
): Promise<StaffOrderDetails> {
  const { buyerId, status } = await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    if (!current) throw refused('order_not_found');
    return { buyerId: current.buyerId, status: await change(tx, current) };
  });
  ctx.live.orderUpdated(buyerId, { orderId, status });
  return getStaffOrder(ctx, orderId);
}

/**
 * POST /staff/orders/{id}/status. The order row is locked for the transaction, so two
 * agents moving the same order run one after the other and the second meets the new status:
 * only moves order-workflow.ts allows pass (else 409; shipping needs a shipment), a
 * cancellation needs a reason (400). Delivering records each shipment's delivery milestone.
 * The move, its history entry, the milestones and the buyer's mail commit together.
 */
export async function moveOrder(ctx: ServiceContext, { orderId, ...body }: { orderId: string } & MoveOrderBody) {
  const agent = actor(ctx);
  const note = body.note ?? null;
  // A cancellation without its reason is refused before the order is locked.
  const noReason = moveNoteRefusal(body.status, note);
  if (noReason) throw refused(noReason, 'note');
  return changeOrder(ctx, orderId, async (tx, current) => {
    const at = ctx.now();
    const [receipt, shipmentCount, money] = await Promise.all([
      receiptOfOrder(tx, orderId),
      countShipmentsOfOrder(tx, orderId),
      readPayments({ db: tx, files: ctx.files, now: at }, current),
    ]);
    const paymentOutstanding = shipBlocker(money.payments) !== null;
    const movable = { ...current, receiptStatus: receipt?.status ?? null, shipmentCount, paymentOutstanding };
    const blocker = moveBlocker(movable, body.status);
    // An admin may ship with instalments unpaid, saying why (the audit keeps what was outstanding).
    const overridden = blocker === 'payment_outstanding' && body.override === true;
    if (overridden) {
      if (agent.type !== 'admin') throw refused('payment_override_admin_only', 'override');
      if (!note?.trim()) throw refused('payment_override_needs_note', 'note');
      const lastBlocker = moveBlocker({ ...movable, paymentOutstanding: false }, body.status);
      if (lastBlocker) throw refused(lastBlocker, 'status');
    } else if (blocker) throw refused(blocker, 'status');
    // The sales contract's rule (contracts.service.ts): no processing before both signed, unless an admin overrides.
    const override = body.contractOverride === true;
    if (override && !can(agent.type, 'contracts.sign')) throw refused('contract_override_refused', 'contractOverride');
    if (override && !note?.trim()) throw refused('contract_override_note', 'note');
    if (body.status === 'PROCESSING') {
      const unsigned = await processingBlocker(tx, orderId, override);
      if (unsigned) throw refused(unsigned, 'status');
    }
    // Going on with required documents missing is allowed, but the buyer is told why.
    const missingOnFile = missingDocuments(await checklistOf(tx, current));
    const noNote = moveNoteRefusal(body.status, note, missingOnFile);
    if (noNote) throw refused(noNote, 'note');
    const missing = documentsMissingAt(body.status, missingOnFile);
    if (!(await updateOrderStatus(tx, orderId, current.status, body.status, at))) {
      throw refused('order_changed_meanwhile', 'status');
    }
    const entry = await insertHistory(tx, {
      orderId,
      event: 'status',
      status: body.status,
      actorId: agent.id,
      note,
      createdAt: at,
    });
    // Delivering the order delivers its shipments (their timelines end with it).
    const delivered = body.status === 'DELIVERED' ? await deliverShipments(tx, agent, orderId, at) : [];
    await recordAudit(tx, {
      actorId: agent.id,
      action: 'order.status',
      entityType: 'order',
      entityId: orderId,
      before: { status: current.status },
      after: {
        status: body.status,
        note,
        ...(missing.length > 0 ? { missingDocuments: missing } : {}),
        ...(delivered.length > 0 ? { deliveredShipments: delivered } : {}),
        ...(overridden
          ? {
              paymentOverride: {
                outstanding: money.payments.instalments
                  .filter((instalment) => instalment.status !== 'PAID')
                  .map(({ id, label, trigger, amount, paid }) => ({ id, label, trigger, amount, paid })),
              },
            }
          : {}),
        ...(override && body.status === 'PROCESSING' ? { contractOverride: true } : {}),
      },
    });
    // The shipped mail names the vessel, bill of lading and arrival date the buyer's forwarder asks for.
    const shipments = body.status === 'SHIPPED' ? await shippedOn(tx, orderId) : undefined;
    await tellBuyer(
      tx,
      ctx,
      current,
      { kind: 'status', status: body.status, note, ...(shipments ? { shipments } : {}) },
      `order-status:${entry.id}`,
    );
    return body.status;
  });
}

/** The order's document checklist, read in the caller's transaction. */
async function checklistOf(tx: Db, order: OrderRow) {
  const [documents, product] = await Promise.all([
    documentsOfOrder(tx, order.id),
    order.productId ? findProductRow(tx, order.productId) : undefined,
  ]);
  return documentChecklist(
    { incoterm: order.incoterm, paymentTerm: order.paymentTerm, category: product?.category ?? null },
    documents,
  );
}

/**
 * POST /staff/orders/{id}/receipt: verify or reject the latest payment proof, once
 * (payment-proof.ts); a rejection carries the note the buyer reads, and lets them upload again.
 */
export async function decideReceipt(
  ctx: ServiceContext,
  { orderId, ...body }: { orderId: string } & ReceiptDecisionBody,
) {
  const agent = actor(ctx);
  const note = body.note ?? null;
  return changeOrder(ctx, orderId, async (tx, current) => {
    const receipt = await lockLatestReceipt(tx, orderId);
    const refusal = decisionRefusal(receipt ?? null, current.status, body);
    if (refusal) throw refused(refusal.reason, refusal.field);
    if (!receipt) throw refused('receipt_none', 'decision'); // refused above already; narrows the type
    const at = ctx.now();
    // Verifying the latest proof credits its instalment with the amount on it (the payments
    // call, payments.service.ts decidePaymentProof, takes the amount actually received).
    const verifiedAmount = body.decision === 'VERIFIED' ? (receipt.amount ?? 0) : null;
    await recordReceiptDecision(tx, {
      orderId,
      receipt,
      decision: body.decision,
      verifiedAmount,
      note,
      agentId: agent.id,
      at,
    });
    await tellBuyer(
      tx,
      ctx,
      current,
      { kind: 'receipt', decision: body.decision, note },
      `receipt-decision:${receipt.id}`,
    );
    return current.status;
  });
}

/**
 * POST /staff/orders: an order on any terms for a buyer, at the price the agent agreed
 * (the server computes the cost). It starts PENDING, awaiting the buyer's approval; the
 * order, its history, the 'New Order' card in the buyer's conversation and the mail commit
 * together, then the card is delivered live.
 */
export async function draftOrder(ctx: ServiceContext, input: DraftOrderInput) {
  const agent = actor(ctx);
  const [buyer, product] = await Promise.all([
    findBuyer(ctx.db, input.buyerId),
    findProductRow(ctx.db, input.productID),
  ]);
  if (!buyer) throw refused('buyer_not_found', 'buyerId');
  if (!product) throw refused('product_not_found', 'productID');
  const checked = checkDraft(input);
  if (!checked.ok) throw refusedAll(checked.refusals);
  const { terms } = checked;

  const { order, message } = await withFreshOrderNumber(
    (orderNumber) =>
      ctx.db.transaction(async (tx) => {
        const order = await insertOrder(tx, {
          orderNumber,
          buyerId: buyer.id,
          productId: product.id,
          productName: product.productName,
          cost: terms.cost,
          pricePerMT: terms.pricePerMT,
          incoterm: input.shipping,
          paymentTerm: input.paymentTerm,
          quantityOrdered: terms.quantity,
          countryOfOrigin: terms.countryOfOrigin,
          country: terms.country,
          port: terms.port,
          note: input.note,
        });
        await startPlan(tx, order);
        await insertHistory(tx, {
          orderId: order.id,
          event: 'status',
          status: 'PENDING',
          actorId: agent.id,
          createdAt: order.createdAt,
        });
        const card: OrderCard = { orderNumber: order.orderNumber, costPerMT: order.pricePerMT, orderId: order.id };
        const stored = await storeMessage(tx, {
          id: randomUUID(),
          buyerId: buyer.id,
          senderId: agent.id,
          senderType: agent.type,
          messageType: 'ORDER',
          message: orderCardText(card),
          orderData: card,
        });
        await recordAudit(tx, {
          actorId: agent.id,
          action: 'order.draft',
          entityType: 'order',
          entityId: order.id,
          after: {
            orderNumber: order.orderNumber,
            buyerId: buyer.id,
            productName: order.productName,
            incoterm: order.incoterm,
            paymentTerm: order.paymentTerm,
            quantityOrdered: order.quantityOrdered,
            pricePerMT: order.pricePerMT,
            cost: order.cost,
          },
        });
        await issueContract(ctx, tx, order);
        await tellBuyer(tx, ctx, order, { kind: 'drafted', costPerMT: order.pricePerMT }, `order-drafted:${order.id}`);
        return { order, message: stored.row };
      }),
    () => newOrderNumber(ctx.now()),
  );
  ctx.live.message({
    buyerId: buyer.id,
    toBuyer: toChatMessage(message, agent.fullName, 'buyer', ctx),
    toStaff: toChatMessage(message, agent.fullName, 'staff', ctx),
  });
  ctx.live.orderUpdated(buyer.id, { orderId: order.id, status: order.status });
  return getStaffOrder(ctx, order.id);
}

/**
 * POST /staff/orders/{id}/documents: adds a document of the given type to the pack, when
 * the order's status takes that type (order-documents.ts, else 409). The type and the order
 * are checked before the file is stored; the file must be a PDF or an
 * image by its content (else 415).
 */
export async function uploadDocument(
  ctx: ServiceContext,
  { orderId, read }: { orderId: string; read: () => Promise<{ type: OrderDocumentType; file: UploadedFile }> },
): Promise<OrderDocument> {
  const agent = actor(ctx);
  const found = await findOrderForStaff(ctx.db, orderId);
  if (!found) throw refused('order_not_found');
  // An order that takes no document at all (a cancelled one) is refused before the file is read.
  const closed = packClosedReason(found.order.status);
  if (closed) throw refused(closed);
  const { type, file } = await read();
  const refusal = documentRefusal(type, found.order.status);
  if (refusal) throw refused(refusal, 'type');
  if (file.buffer.length === 0) throw refused('file_empty', 'file');
  const sniffed = await sniffType(file.buffer);
  if (!sniffed) throw refused('file_type_refused', 'file');

  const document = await storeFile(ctx.files.storage, { buffer: file.buffer, ...sniffed }, (storedName) =>
    ctx.db.transaction(async (tx) => {
      const row = await insertDocument(tx, {
        orderId,
        type,
        storedName,
        mimeType: sniffed.mime,
        originalName: cleanFileName(file.filename, 'document'),
        size: file.buffer.length,
        uploadedBy: agent.id,
      });
      await insertHistory(tx, {
        orderId,
        event: 'document',
        actorId: agent.id,
        note: ORDER_DOCUMENT_LABELS[type],
        createdAt: row.createdAt,
      });
      await recordAudit(tx, {
        actorId: agent.id,
        action: 'order.document',
        entityType: 'order',
        entityId: orderId,
        after: { documentId: row.id, type, mimeType: row.mimeType, size: row.size },
      });
      await tellBuyer(tx, ctx, found.order, { kind: 'document', type }, `order-document:${row.id}`);
      return row;
    }),
  );
  ctx.live.orderUpdated(found.order.buyerId, { orderId, status: found.order.status });
  return toOrderDocument(document, found.order.orderNumber, ctx.files, ctx.now());
}
