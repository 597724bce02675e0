import { issueContract } from './contracts.service.ts';
import { randomInt } from 'node:crypto';
import type { AcceptedOrder } from '../../shared/quotes/quotes.contract.ts';
import { countryLabel } from '../../shared/common/countries.ts';
import { type ForeignOrderInput, quoteOrder } from '../../shared/orders/orders.ts';
import type { OrderDetails, OrderListItem } from '../../shared/orders/orders.contract.ts';
import type { Db } from '../db/client.ts';
import {
  approveOrderOfBuyer,
  findOrderOfBuyer,
  historyOfOrder,
  insertOrderWithHistory,
  isUniqueViolation,
  ORDER_LIST_COLUMNS,
  orderListJson,
  orderListVersion,
  ORDER_NUMBER_CONSTRAINT,
  type OrderRow,
  receiptOfOrder,
} from '../db/queries/orders.queries.ts';
import { answerOf } from '../db/queries/json-answer.ts';
import {
  findProductRow,
  findPublishedProductRow,
  imagesOf,
  originsOf,
  productNameFrOf,
} from '../db/queries/products.queries.ts';
import { refused, refusedAll } from '../http/api-error.ts';
import { type EncodedAnswer, encodeJsonText } from '../http/encoded-answer.ts';
import { documentsOfOrder } from '../db/queries/orders.staff.queries.ts';
import { documentChecklist } from '../../shared/orders/order-documents.ts';
import { billOfLadingPath, toOrderDocument } from './order-documents.service.ts';
import { billOfLadingOutstanding, readPayments } from './payment-plans.ts';
import { actor, type ServiceContext } from './context.ts';
import { createVersionedAnswers } from './versioned-answers.ts';
import { refuseScreeningHold } from './screening.service.ts';
import { toPaymentReceipt } from './receipts.service.ts';
import { howToPay } from './payment-instructions.service.ts';
import { offersProforma } from '../../shared/payment/payment-instructions.ts';
import { findBuyer } from '../db/queries/chat.queries.ts';
import { appLink } from '../mail/app-link.ts';
import { company } from '../mail/company.ts';
import { type OrderNews, orderMail } from '../mail/order-mail.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { notifyBuyer, wantsEmail } from './notifications/notify.ts';
import { orderNotice, orderPagePath } from './notifications/order-notices.ts';
import { shipmentsForBuyer } from './shipments.service.ts';

// Order numbers read well aloud and on paper: no 0/O, 1/I/L or U.
const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const ORDER_NUMBER_ATTEMPTS = 5;

/** e.g. ATH-2611-7K3Q9: year and month, then 5 random characters (24 million a month). */
export function newOrderNumber(now: Date): string {
  const yymm = `${String(now.getUTCFullYear() % 100).padStart(2, '0')}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  let suffix = '';
  for (let i = 0; i < 5; i += 1) suffix += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `ATH-${yymm}-${suffix}`;
}

export interface CreateOrderOptions {
  /** Tests replace the generator to force a collision. */
  orderNumber?: () => string;
}

/**
 * Runs `insert` with a fresh order number from `nextNumber` (newOrderNumber at the app's
 * clock), drawing again when another order took the number a moment ago (the unique
 * constraint says so).
 */
export async function withFreshOrderNumber<T>(
  insert: (orderNumber: string) => Promise<T>,
  nextNumber: () => string,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insert(nextNumber());
    } catch (error) {
      if (!isUniqueViolation(error, ORDER_NUMBER_CONSTRAINT)) throw error;
      if (attempt >= ORDER_NUMBER_ATTEMPTS) throw refused('order_number_unavailable');
    }
  }
}

export const orderPageUrl = (appUrl: string, orderId: string) => appLink(appUrl, orderPagePath(orderId));

/** What staff change on an order: the bell and the mail tell the buyer of it. */
export type DeskNews = Exclude<OrderNews, { kind: 'placed' }>;

/**
 * Tells the buyer about their order, in the transaction of the change it tells of: a change
 * staff made rings the bell and mails them (unless they turned that mail off); the buyer's
 * own order is confirmed by mail only (it is a receipt of what they just did, not news), unless
 * they turned order mail off.
 * `dedupeKey` names the change, so a retried request cannot mail twice.
 */
export async function tellBuyerAboutOrder(
  ctx: ServiceContext,
  tx: Db,
  order: OrderRow,
  news: OrderNews,
  dedupeKey: string,
) {
  // The product as the buyer's language names it: the order keeps the English name, the catalogue the French.
  const product = { productName: order.productName, productNameFr: await productNameFrOf(tx, order.productId) };
  const type = news.kind === 'placed' ? 'order-status' : orderNotice(order, product, news).type;
  if (news.kind !== 'placed') await notifyBuyer(ctx, tx, orderNotice(order, product, news));
  // Mail about orders follows the buyer's choice, their confirmations included.
  if (!(await wantsEmail(tx, order.buyerId, type))) return;
  const buyer = await findBuyer(tx, order.buyerId);
  if (!buyer) return;
  const mail = orderMail({
    locale: buyer.language,
    company: company(),
    fullName: buyer.fullName,
    orderNumber: order.orderNumber,
    product,
    link: orderPageUrl(ctx.appUrl, order.id),
    news,
  });
  await enqueueMail(tx, { to: buyer.email, ...mail, dedupeKey });
}

/** The buyer's confirmation of an order they made themselves (placed, or by accepting a quote). */
export const confirmPlacedOrder = (ctx: ServiceContext, tx: Db, order: OrderRow, fromQuote: boolean) =>
  tellBuyerAboutOrder(
    ctx,
    tx,
    order,
    {
      kind: 'placed',
      fromQuote,
      quantity: order.quantityOrdered,
      cost: order.cost,
    },
    `order-placed:${order.id}`,
  );

/**
 * Places a direct (FOB, LC or TT) order. The server decides: it re-checks every rule of
 * src/shared against the stored product, takes the price from the chosen origin and
 * computes the cost itself (a cost sent by the client is ignored), then stores the order
 * under a fresh order number with its first PENDING history entry. Placing it is the buyer's
 * approval (they chose every term), and the confirmation mail is queued with the order.
 */
export async function placeForeignOrder(
  ctx: ServiceContext,
  { orderNumber: nextNumber = () => newOrderNumber(ctx.now()), ...input }: ForeignOrderInput & CreateOrderOptions,
): Promise<OrderDetails> {
  const { db } = ctx;
  const buyerId = actor(ctx).id;
  await refuseScreeningHold(db, buyerId);
  // Only a listed product can be ordered; an order already placed keeps showing its product.
  const product = await findPublishedProductRow(db, input.productID);
  if (!product) throw refused('product_not_found');
  const origins = await originsOf(db, [product.id]);
  const result = quoteOrder(input, {
    minOrdersAllowed: product.minOrdersAllowed,
    CountryTraded: origins.map((origin) => ({
      countryName: origin.countryName,
      countryCode: origin.countryCode,
      price: origin.pricePerMT,
    })),
  });
  if (!result.ok) throw refusedAll(result.refusals);
  const { quote } = result;

  const order = await withFreshOrderNumber(
    (orderNumber) =>
      db.transaction(async (tx) => {
        const order = await insertOrderWithHistory(tx, {
          orderNumber,
          buyerId,
          productId: product.id,
          productName: product.productName,
          cost: quote.cost,
          pricePerMT: quote.pricePerMT,
          incoterm: quote.shipping,
          paymentTerm: quote.paymentTerm,
          quantityOrdered: quote.quantity,
          countryOfOrigin: quote.origin.countryName,
          country: countryLabel(quote.destinationCode) ?? quote.destinationCode,
          port: quote.port,
          note: quote.requirement,
          buyerApproved: true,
        });
        await issueContract(ctx, tx, order);
        await confirmPlacedOrder(ctx, tx, order, false);
        return order;
      }),
    nextNumber,
  );
  return orderDetails(ctx, order);
}

export const toOrderListItem = (
  row: Pick<OrderRow, Exclude<keyof OrderListItem, 'productNameFr'>> & { productNameFr: string | null },
): OrderListItem => answerOf<OrderListItem>(ORDER_LIST_COLUMNS, row);

/** The list fields with the price and the route: what accepting a quote answers, and how the order page starts. */
export const toOrderTerms = (row: OrderRow, productNameFr: string | null): AcceptedOrder => ({
  ...toOrderListItem({ ...row, productNameFr }),
  pricePerMT: row.pricePerMT,
  countryOfOrigin: row.countryOfOrigin,
  country: row.country,
  port: row.port,
});

/** What reading an order needs: the database, and the key and clock its files' signed links are made with. */
export type OrderReading = Pick<ServiceContext, 'db' | 'files' | 'now'>;

/**
 * Everything the order page shows: docs/product/data.md fields, the product, the latest payment proof,
 * the history, the document pack with signed links, the checklist of required documents, and
 * the shipments with their milestones. The buyer's page and the order desk both read it.
 */
export async function orderDetails(
  ctx: OrderReading,
  order: OrderRow,
  audience: 'buyer' | 'staff' = 'buyer',
): Promise<OrderDetails> {
  const { db, files } = ctx;
  const now = ctx.now();
  const [history, receipt, product, images, documents, shipments, payment, money] = await Promise.all([
    historyOfOrder(db, order.id),
    receiptOfOrder(db, order.id),
    order.productId ? findProductRow(db, order.productId) : undefined,
    order.productId ? imagesOf(db, [order.productId]) : [],
    documentsOfOrder(db, order.id),
    shipmentsForBuyer(db, order.id),
    howToPay(db, order),
    readPayments({ db, files, now }, order),
  ]);
  const category = product?.category ?? null;
  // The bill of lading is the title to the goods: the buyer's link to it opens once the
  // instalments due against it are paid (staff links always open).
  const withheld = billOfLadingOutstanding(money.payments);
  const toDocument = (document: (typeof documents)[number]) =>
    document.type === 'BILL_OF_LADING'
      ? toOrderDocument(
          document,
          order.orderNumber,
          files,
          now,
          withheld,
          audience === 'buyer' ? billOfLadingPath(document.id) : undefined,
        )
      : toOrderDocument(document, order.orderNumber, files, now);
  return {
    ...toOrderTerms(order, product?.productNameFr ?? null),
    note: order.note,
    paymentReceipt: receipt ? toPaymentReceipt(receipt, order.orderNumber, files, now) : null,
    product: product
      ? {
          id: product.id,
          productName: product.productName,
          productNameFr: product.productNameFr,
          productImages: images.map(({ image, alt, isMain }) => ({ image, alt, isMain })),
        }
      : null,
    history: history.map((entry) => ({
      event: entry.event,
      status: entry.status,
      actorType: entry.actorType,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    })),
    documents: documents.map(toDocument),
    requiredDocuments: documentChecklist(
      { incoterm: order.incoterm, paymentTerm: order.paymentTerm, category },
      documents,
    ),
    shipments,
    howToPay: payment,
    proformaAvailable: offersProforma(order),
    payments: money.payments,
    letterOfCredit: money.letterOfCredit,
  };
}

/** One of the buyer's own orders; anyone else's answers 404. */
export async function getOrder(ctx: ServiceContext, orderId: string): Promise<OrderDetails> {
  const order = await findOrderOfBuyer(ctx.db, actor(ctx).id, orderId);
  if (!order) throw refused('order_not_found');
  return orderDetails(ctx, order);
}

/** Encoded order lists, per database (tests run several in one process), per buyer. */
const orderLists = new WeakMap<Db, ReturnType<typeof createVersionedAnswers>>();
/** Room for about a hundred buyers with a thousand orders each, or thousands of usual ones. */
const ORDER_LISTS_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The buyer's orders for the order tables, newest first: the encoded `{data: OrderListItem[]}`
 * answer. Built by the database and compressed once per change of the buyer's orders; until
 * the next change a read costs one small version query (issue 15: 1,000 orders were read,
 * turned into JSON and compressed again on every visit).
 */
export async function listOrdersAnswer(ctx: ServiceContext): Promise<EncodedAnswer> {
  const { db } = ctx;
  const buyerId = actor(ctx).id;
  let lists = orderLists.get(db);
  if (!lists) orderLists.set(db, (lists = createVersionedAnswers(ORDER_LISTS_MAX_BYTES)));
  if (lists.has(buyerId)) {
    const held = lists.get(buyerId, await orderListVersion(db, buyerId));
    if (held) return held;
  }
  const { list, version } = await orderListJson(db, buyerId);
  const answer = await encodeJsonText(`{"data":${list}}`, 'fast');
  lists.set(buyerId, version, answer);
  return answer;
}

/**
 * The buyer approves their own order. Idempotent: approving again answers the same order
 * and records nothing new. A cancelled order cannot be approved. The answer is read after
 * the conditional update, so it says what is stored even when the order changed in between.
 */
export async function approveOrder(ctx: ServiceContext, orderId: string): Promise<OrderDetails> {
  const buyerId = actor(ctx).id;
  // Approving an order staff drafted places it: held by screening, the buyer cannot.
  await refuseScreeningHold(ctx.db, buyerId);
  await approveOrderOfBuyer(ctx.db, buyerId, orderId, ctx.now());
  const order = await findOrderOfBuyer(ctx.db, buyerId, orderId);
  if (!order) throw refused('order_not_found');
  // The update approves only an order that stands (approvalRefusal): one left unapproved was cancelled.
  if (!order.buyerApproved) throw refused('order_cancelled');
  return orderDetails(ctx, order);
}
