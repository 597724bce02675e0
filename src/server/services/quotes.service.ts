import { issueContract } from './contracts.service.ts';
import { randomUUID } from 'node:crypto';
import { inquiryStatus } from '../../shared/inquiries/inquiries.ts';
import type { AcceptedOrder, QuoteParams } from '../../shared/quotes/quotes.contract.ts';
import { quoteAnswerRefusal, quoteState, quoteTotal, validUntilRefusal } from '../../shared/quotes/quotes.ts';
import {
  incotermWithPlace,
  type InquiryWithQuotes,
  quoteCardText,
  toQuoteCard,
} from '../../shared/quotes/quote-answers.ts';
import type { Quote, QuoteValues } from '../../shared/quotes/quotes.contract.ts';
import type { Db } from '../db/client.ts';
import { findInquiryOfBuyer, type InquiryRow, setInquiryStatus } from '../db/queries/inquiries.queries.ts';
import { findOrderOfBuyer, insertOrderWithHistory } from '../db/queries/orders.queries.ts';
import { productNameFrOf } from '../db/queries/products.queries.ts';
import { DEFAULT_AGENT_NAME } from '../../shared/chat/agent-name.ts';
import type { TradeName } from '../../shared/i18n/trade-names.ts';
import { findBuyer, storeMessage } from '../db/queries/chat.queries.ts';
import {
  answerOpenQuote,
  findQuoteOfBuyer,
  insertQuote,
  linkQuoteToOrder,
  lockInquiry,
  nextQuoteVersion,
  type QuoteRow,
  type QuoteWithAgent,
  quotesOfInquiry,
  supersedeActiveQuote,
} from '../db/queries/quotes.queries.ts';
import { refused } from '../http/api-error.ts';
import { company } from '../mail/company.ts';
import { enqueueMail, type QueuedMail } from '../mail/outbox.ts';
import { quoteMail } from '../mail/templates.ts';
import { recordAudit } from './audit.service.ts';
import { toInquiry } from './inquiries.service.ts';
import { toChatMessage } from './chat.service.ts';
import { actor, type ServiceContext } from './context.ts';
import { confirmPlacedOrder, newOrderNumber, toOrderTerms, withFreshOrderNumber } from './orders.service.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { defaultPlan } from '../../shared/payments/plans.ts';
import { notifyBuyer, wantsEmail } from './notifications/notify.ts';
import { appLink } from '../mail/app-link.ts';
import { refuseScreeningHold } from './screening.service.ts';

/** What the audit trail keeps of a quote: enough to see what was offered. */
const auditedQuote = (row: QuoteRow) => ({
  id: row.id,
  version: row.version,
  pricePerMT: row.pricePerMT,
  quantity: row.quantity,
  total: row.total,
  terms: `${row.incoterm} ${row.namedPlace}`,
  paymentTerm: row.paymentTerm,
  validUntil: row.validUntil.toISOString(),
});

export function toQuote(row: QuoteWithAgent, now: Date): Quote {
  return {
    id: row.id,
    inquiryId: row.inquiryId,
    version: row.version,
    state: quoteState(row, now),
    countryOfOrigin: row.countryOfOrigin,
    quantity: row.quantity,
    pricePerMT: row.pricePerMT,
    total: row.total,
    incoterm: row.incoterm,
    namedPlace: row.namedPlace,
    paymentTerm: row.paymentTerm,
    leadTimeDays: row.leadTimeDays,
    validUntil: row.validUntil.toISOString(),
    note: row.note,
    quotedBy: row.quotedBy ?? DEFAULT_AGENT_NAME,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    orderId: row.orderId,
    paymentPlan: row.paymentPlan ?? defaultPlan(row.paymentTerm),
  };
}

/** Where a buyer reads (and answers) a quote: My Inquiries with the inquiry opened. */
/** The hub's page that opens one inquiry with its quotes. */
const quotePath = (inquiryId: string) => `/inquiries?inquiry=${encodeURIComponent(inquiryId)}`;

export const quoteLink = (appUrl: string, inquiryId: string) => appLink(appUrl, quotePath(inquiryId));

/**
 * An agent answers an inquiry with a quote. In one transaction, with the inquiry locked so
 * two agents quoting at once take turns: the open quote (if any) is superseded, the new one
 * is stored as the next version with its total computed here, the inquiry becomes RECEIVED,
 * a QUOTE card joins the buyer's conversation and the buyer's mail is queued in the outbox.
 * Once committed, the card goes out live.
 */
export async function sendQuote(
  ctx: ServiceContext,
  { inquiryId, ...input }: { inquiryId: string } & QuoteValues,
): Promise<Quote> {
  const agent = actor(ctx);
  const now = ctx.now();
  const validity = validUntilRefusal(input.validUntil, now);
  if (validity) throw refused(validity, 'validUntil');

  const { quote, inquiry, message } = await ctx.db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryId);
    if (!inquiry) throw refused('inquiry_not_found');
    const buyer = await findBuyer(tx, inquiry.buyerId);
    if (!buyer) throw refused('inquiry_not_found');
    if (inquiry.status === 'COMPLETED') {
      throw refused('inquiry_became_order');
    }
    const superseded = await supersedeActiveQuote(tx, inquiry.id, now);
    const row = await insertQuote(tx, {
      inquiryId: inquiry.id,
      buyerId: inquiry.buyerId,
      version: await nextQuoteVersion(tx, inquiry.id),
      countryOfOrigin: input.countryOfOrigin,
      quantity: input.quantity,
      pricePerMT: input.pricePerMT,
      total: quoteTotal(input.pricePerMT, input.quantity),
      incoterm: input.incoterm,
      namedPlace: input.namedPlace,
      paymentTerm: input.paymentTerm,
      leadTimeDays: input.leadTimeDays,
      validUntil: input.validUntil,
      note: input.note,
      paymentPlan: input.paymentPlan ?? null,
      createdBy: agent.id,
      createdAt: now,
    });
    await setInquiryStatus(tx, inquiry.id, 'RECEIVED');
    const quote = toQuote({ ...row, quotedBy: agent.fullName }, now);
    await recordAudit(tx, {
      actorId: agent.id,
      action: 'quote.send',
      entityType: 'inquiry',
      entityId: inquiry.id,
      before: { status: inquiry.status, activeQuote: superseded ? auditedQuote(superseded) : null },
      after: { status: 'RECEIVED', activeQuote: auditedQuote(row) },
    });
    const product = { productName: inquiry.productName, productNameFr: await productNameFrOf(tx, inquiry.productId) };
    const card = toQuoteCard(quote, inquiry.productName);
    await notifyBuyer(ctx, tx, {
      buyerId: inquiry.buyerId,
      type: 'quote',
      title:
        quote.version > 1
          ? {
              key: 'quote-revised',
              values: { product, pricePerMT: quote.pricePerMT, version: quote.version },
            }
          : { key: 'quote-received', values: { product, pricePerMT: quote.pricePerMT } },
      link: quotePath(inquiry.id),
      groupKey: `inquiry:${inquiry.id}`,
      data: { inquiryId: inquiry.id, quoteId: quote.id, version: quote.version },
    });
    if (await wantsEmail(tx, inquiry.buyerId, 'quote')) {
      await enqueueMail(tx, quoteMailFor(inquiry, product, buyer, quote, ctx.appUrl));
    }
    const stored = await storeMessage(tx, {
      id: randomUUID(),
      buyerId: inquiry.buyerId,
      senderId: agent.id,
      senderType: agent.type,
      messageType: 'QUOTE',
      message: quoteCardText(card),
      quoteData: card,
      createdAt: now,
    });
    return { quote, inquiry, message: stored.row };
  });

  ctx.live.message({
    buyerId: inquiry.buyerId,
    toBuyer: toChatMessage(message, agent.fullName, 'buyer', ctx),
    toStaff: toChatMessage(message, agent.fullName, 'staff', ctx),
  });
  return quote;
}

/** The buyer's mail about a quote; one per quote version, however often the send is retried. */
function quoteMailFor(
  inquiry: InquiryRow,
  product: TradeName,
  buyer: { email: string; fullName: string; language: Locale },
  quote: Quote,
  appUrl: string,
): QueuedMail {
  const mail = quoteMail({
    locale: buyer.language,
    company: company(),
    fullName: buyer.fullName,
    link: quoteLink(appUrl, inquiry.id),
    quote: {
      ...product,
      version: quote.version,
      quantity: quote.quantity,
      pricePerMT: quote.pricePerMT,
      total: quote.total,
      terms: incotermWithPlace(quote),
      paymentTerm: quote.paymentTerm,
      countryOfOrigin: quote.countryOfOrigin,
      leadTimeDays: quote.leadTimeDays,
      validUntil: new Date(quote.validUntil),
    },
  });
  return { to: buyer.email, subject: mail.subject, text: mail.text, html: mail.html, dedupeKey: `quote:${quote.id}` };
}

function withQuotes(inquiry: InquiryRow, rows: QuoteWithAgent[], now: Date): InquiryWithQuotes {
  const quotes = rows.map((row) => toQuote(row, now));
  return {
    ...toInquiry(inquiry),
    status: inquiryStatus(
      inquiry.status,
      quotes.some((quote) => quote.state === 'ACTIVE'),
    ),
    quotes,
  };
}

/** One of the buyer's own inquiries with every version of its quotes, newest first; anyone else's answers 404. */
export async function getInquiryWithQuotes(ctx: ServiceContext, inquiryId: string): Promise<InquiryWithQuotes> {
  const inquiry = await findInquiryOfBuyer(ctx.db, actor(ctx).id, inquiryId);
  if (!inquiry) throw refused('inquiry_not_found');
  return withQuotes(inquiry, await quotesOfInquiry(ctx.db, inquiry.id), ctx.now());
}

/** The buyer's quote, or 404 for a quote that is not theirs or not of this inquiry. */
async function buyersQuote(db: Db, buyerId: string, inquiryId: string, quoteId: string): Promise<QuoteRow> {
  const quote = await findQuoteOfBuyer(db, buyerId, inquiryId, quoteId);
  if (!quote) throw refused('quote_not_found');
  return quote;
}

/**
 * The buyer accepts the open quote: it becomes ACCEPTED, a PENDING order, already approved
 * and confirmed by mail, is created at its price and terms (whatever the terms: this is how CIF, CFR, LOCAL, CAD and DP orders come
 * about), and the inquiry is COMPLETED, all in one transaction. The inquiry's lock makes
 * two accepts (or an accept and a new version) take turns; the second accept finds the quote
 * accepted and answers the same order, so accepting twice creates one order.
 */
export async function acceptQuote(
  ctx: ServiceContext,
  { id: inquiryId, quoteId }: QuoteParams,
): Promise<AcceptedOrder> {
  const { db } = ctx;
  const buyerId = actor(ctx).id;
  const now = ctx.now();
  await buyersQuote(db, buyerId, inquiryId, quoteId);
  await refuseScreeningHold(db, buyerId);
  const orderId = await db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryId);
    if (!inquiry) throw refused('inquiry_not_found');
    const accepted = await answerOpenQuote(tx, quoteId, { status: 'ACCEPTED', at: now });
    if (!accepted) {
      const current = await buyersQuote(tx, buyerId, inquiryId, quoteId);
      const state = quoteState(current, now);
      if (state === 'ACCEPTED' && current.orderId) return current.orderId;
      throw refused(quoteAnswerRefusal(state, 'accept') ?? 'quote_closed');
    }
    // Each attempt at an order number is its own savepoint inside this transaction.
    const order = await withFreshOrderNumber(
      (orderNumber) =>
        insertOrderWithHistory(
          tx,
          {
            orderNumber,
            buyerId,
            productId: inquiry.productId,
            productName: inquiry.productName,
            cost: accepted.total,
            pricePerMT: accepted.pricePerMT,
            incoterm: accepted.incoterm,
            paymentTerm: accepted.paymentTerm,
            quantityOrdered: accepted.quantity,
            countryOfOrigin: accepted.countryOfOrigin,
            // The inquiry's destination country; the quote's named place is where the price is delivered to.
            country: inquiry.destinationPort ?? '',
            port: accepted.namedPlace,
            note: inquiry.productDescription,
            // Accepting the quote is the approval: the buyer has just confirmed these very terms.
            buyerApproved: true,
            createdAt: now,
            updatedAt: now,
          },
          // The accepted quote's plan becomes the order's (the default of its term when it named none).
          accepted.paymentPlan ?? undefined,
        ),
      () => newOrderNumber(now),
    );
    await issueContract(ctx, tx, order);
    await confirmPlacedOrder(ctx, tx, order, true);
    await linkQuoteToOrder(tx, accepted.id, order.id);
    await setInquiryStatus(tx, inquiry.id, 'COMPLETED');
    await recordAudit(tx, {
      actorId: buyerId,
      action: 'quote.accept',
      entityType: 'inquiry',
      entityId: inquiry.id,
      before: { status: inquiry.status, quote: { ...auditedQuote(accepted), state: 'ACTIVE' } },
      after: {
        status: 'COMPLETED',
        quote: { id: accepted.id, state: 'ACCEPTED' },
        orderId: order.id,
        orderNumber: order.orderNumber,
      },
    });
    return order.id;
  });
  const order = await findOrderOfBuyer(db, buyerId, orderId);
  if (!order) throw refused('order_not_found');
  return toOrderTerms(order, await productNameFrOf(db, order.productId));
}

/**
 * The buyer declines the open quote, with an optional reason; the inquiry waits for an
 * agent again (PENDING). Declining a declined quote again changes nothing.
 */
export async function declineQuote(
  ctx: ServiceContext,
  { id: inquiryId, quoteId, reason }: QuoteParams & { reason?: string | undefined },
): Promise<InquiryWithQuotes> {
  const { db } = ctx;
  const buyerId = actor(ctx).id;
  const now = ctx.now();
  await buyersQuote(db, buyerId, inquiryId, quoteId);
  await db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryId);
    if (!inquiry) throw refused('inquiry_not_found');
    const declined = await answerOpenQuote(tx, quoteId, {
      status: 'DECLINED',
      at: now,
      declineReason: reason || null,
    });
    if (!declined) {
      const current = await buyersQuote(tx, buyerId, inquiryId, quoteId);
      const refusal = quoteAnswerRefusal(quoteState(current, now), 'decline');
      if (refusal) throw refused(refusal);
      return;
    }
    await setInquiryStatus(tx, inquiry.id, 'PENDING');
    await recordAudit(tx, {
      actorId: buyerId,
      action: 'quote.decline',
      entityType: 'inquiry',
      entityId: inquiry.id,
      before: { status: inquiry.status, quote: { id: declined.id, version: declined.version, state: 'ACTIVE' } },
      after: { status: 'PENDING', quote: { id: declined.id, state: 'DECLINED', reason: declined.declineReason } },
    });
  });
  return getInquiryWithQuotes(ctx, inquiryId);
}
