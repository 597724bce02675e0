import { DEFAULT_AGENT_NAME } from '../../shared/chat/agent-name.ts';
import {
  type DisputeInput,
  type DisputeQueueFilter,
  type DisputeType,
  type StaffDisputeUpdate,
  buyerReplyRefusal,
  disputeStatusAfterBuyerReply,
  disputeStatusAfterStaffUpdate,
  disputeUpdateRefusal,
  isDisputeClosed,
} from '../../shared/disputes/disputes.ts';
import type { Dispute, DisputeUpdate, StaffDispute } from '../../shared/disputes/disputes.contract.ts';
import { STAFF_TYPES } from '../../shared/common/enums.ts';
import type { Db } from '../db/client.ts';
import {
  type DisputeUpdateRow,
  type DisputeWithRefs,
  disputeById,
  disputePage,
  disputesOfBuyer,
  insertDispute,
  insertDisputeUpdate,
  lockDispute,
  orderOfBuyer,
  setDisputeState,
  updatesOf,
} from '../db/queries/disputes.queries.ts';
import { findUserById } from '../db/queries/users.queries.ts';
import { refused } from '../http/api-error.ts';
import { company } from '../mail/company.ts';
import { disputeStepMail } from '../mail/dispute-mail.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { recordAudit } from './audit.service.ts';
import { actor, type ServiceContext } from './context.ts';
import { getSlaTargets, isPastTarget } from './service-levels/targets.ts';
import { notifyBuyer, wantsEmail } from './notifications/notify.ts';
import { appLink } from '../mail/app-link.ts';

type UpdateWithAuthor = { update: DisputeUpdateRow; authorName: string | null };

function toUpdate({ update, authorName }: UpdateWithAuthor): DisputeUpdate {
  const side = STAFF_TYPES.includes(update.authorType) ? 'staff' : 'buyer';
  return {
    id: update.id,
    author: { type: side, name: authorName ?? (side === 'staff' ? DEFAULT_AGENT_NAME : 'Buyer') },
    message: update.message,
    status: update.status,
    createdAt: update.createdAt.toISOString(),
  };
}

function toDispute({ dispute, orderNumber }: DisputeWithRefs, updates: UpdateWithAuthor[]): Dispute {
  return {
    id: dispute.id,
    subject: dispute.subject as DisputeType,
    complaint: dispute.complaint,
    status: dispute.status,
    order: dispute.orderId && orderNumber ? { id: dispute.orderId, orderNumber } : null,
    updates: updates.filter((u) => u.update.disputeId === dispute.id).map(toUpdate),
    createdAt: dispute.createdAt.toISOString(),
    updatedAt: dispute.updatedAt.toISOString(),
  };
}

function toStaffDispute(
  row: DisputeWithRefs,
  updates: UpdateWithAuthor[],
  answerTarget: number,
  now: Date,
): StaffDispute {
  const { dispute } = row;
  return {
    ...toDispute(row, updates),
    buyer: row.buyer,
    firstAnsweredAt: dispute.firstAnsweredAt?.toISOString() ?? null,
    overdue:
      dispute.firstAnsweredAt === null &&
      !isDisputeClosed(dispute.status) &&
      isPastTarget(dispute.createdAt, answerTarget, now),
  };
}

/** Both views of one dispute as it is now, for the answer and the live event. */
async function viewsOf(db: Db, id: string, now: Date) {
  const row = await disputeById(db, id);
  if (!row) throw refused('dispute_not_found');
  const [updates, targets] = await Promise.all([updatesOf(db, [id]), getSlaTargets(db)]);
  return { buyerView: toDispute(row, updates), staffView: toStaffDispute(row, updates, targets.disputeAnswer, now) };
}

/** Stores a buyer's dispute (about one of their orders, if they chose one) and tells the agents. */
export async function raiseDispute(ctx: ServiceContext, input: DisputeInput): Promise<Dispute> {
  const buyer = actor(ctx);
  const { db } = ctx;
  const now = ctx.now();
  if (input.orderId && !(await orderOfBuyer(db, input.orderId, buyer.id))) {
    throw refused('order_not_yours', 'orderId');
  }
  const row = await insertDispute(db, {
    buyerId: buyer.id,
    orderId: input.orderId ?? null,
    subject: input.subject,
    complaint: input.complaint,
    createdAt: now,
    updatedAt: now,
  });
  ctx.live.disputes.raised({
    id: row.id,
    buyerId: buyer.id,
    buyerName: buyer.fullName,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
  });
  const stored = await disputeById(db, row.id);
  if (!stored) throw refused('dispute_not_found');
  return toDispute(stored, []);
}

/** GET /dispute: the buyer's own disputes, newest first, each with its replies. */
export async function listDisputes(ctx: ServiceContext): Promise<Dispute[]> {
  const rows = await disputesOfBuyer(ctx.db, actor(ctx).id);
  const updates = await updatesOf(
    ctx.db,
    rows.map((row) => row.dispute.id),
  );
  return rows.map((row) => toDispute(row, updates));
}

/** POST /dispute/{id}/replies: the buyer answers; a dispute awaiting them goes back under review. */
export async function replyAsBuyer(
  ctx: ServiceContext,
  { id, message }: { id: string; message: string },
): Promise<Dispute> {
  const buyer = actor(ctx);
  const { db } = ctx;
  const now = ctx.now();
  await db.transaction(async (tx) => {
    const dispute = await lockDispute(tx, id);
    // Another buyer's dispute does not exist as far as this buyer can tell.
    if (!dispute || dispute.buyerId !== buyer.id) throw refused('dispute_not_found');
    const closed = buyerReplyRefusal(dispute.status);
    if (closed) throw refused(closed);
    const status = disputeStatusAfterBuyerReply(dispute.status);
    await insertDisputeUpdate(tx, {
      disputeId: id,
      authorId: buyer.id,
      authorType: buyer.type,
      message,
      status: status === dispute.status ? null : status,
      createdAt: now,
    });
    await setDisputeState(tx, id, { status, updatedAt: now });
    // The buyer's answer moves a dispute awaiting them: that change is kept like the staff's.
    if (status !== dispute.status) {
      await recordAudit(tx, {
        actorId: buyer.id,
        action: 'dispute.buyer-reply',
        entityType: 'dispute',
        entityId: id,
        before: { status: dispute.status },
        after: { status },
      });
    }
  });
  const { buyerView, staffView } = await viewsOf(db, id, now);
  ctx.live.disputes.updated(buyer.id, buyerView, staffView);
  return buyerView;
}

/** GET /staff/disputes: the queue, oldest first, past-target ones marked. */
export async function listStaffDisputes(
  ctx: ServiceContext,
  query: { status?: DisputeQueueFilter | undefined; page: number; pageSize: number },
) {
  const [{ rows, total }, targets] = await Promise.all([
    disputePage(ctx.db, query.status, query.page, query.pageSize),
    getSlaTargets(ctx.db),
  ]);
  const updates = await updatesOf(
    ctx.db,
    rows.map((row) => row.dispute.id),
  );
  const now = ctx.now();
  return {
    items: rows.map((row) => toStaffDispute(row, updates, targets.disputeAnswer, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function staffDispute(ctx: ServiceContext, id: string): Promise<StaffDispute> {
  return (await viewsOf(ctx.db, id, ctx.now())).staffView;
}

/**
 * POST /staff/disputes/{id}: moves the dispute (rules in src/shared), answers the buyer, or
 * both, as one step. The buyer's e-mail is queued in the step's transaction, so it goes out
 * exactly when the step is stored.
 */
export async function updateDisputeByStaff(
  ctx: ServiceContext,
  { id, ...update }: { id: string } & StaffDisputeUpdate,
): Promise<StaffDispute> {
  const agent = actor(ctx);
  const { db } = ctx;
  const now = ctx.now();
  const buyerId = await db.transaction(async (tx) => {
    const dispute = await lockDispute(tx, id);
    if (!dispute) throw refused('dispute_not_found');
    const refusal = disputeUpdateRefusal(dispute.status, update);
    if (refusal) throw refused(refusal.reason, refusal.field);
    const status = disputeStatusAfterStaffUpdate(dispute.status, update);
    const reply = update.reply ?? null;
    const step = await insertDisputeUpdate(tx, {
      disputeId: id,
      authorId: agent.id,
      authorType: agent.type,
      message: reply,
      status: status === dispute.status ? null : status,
      createdAt: now,
    });
    const firstAnswer = reply !== null && dispute.firstAnsweredAt === null;
    await setDisputeState(tx, id, {
      status,
      updatedAt: now,
      ...(firstAnswer ? { firstAnsweredAt: now, firstAnsweredBy: agent.id } : {}),
    });
    await recordAudit(tx, {
      actorId: agent.id,
      action: reply === null ? 'dispute.status' : 'dispute.reply',
      entityType: 'dispute',
      entityId: id,
      before: { status: dispute.status },
      after: { status, ...(reply === null ? {} : { reply }) },
    });
    const subject = dispute.subject as DisputeType;
    await notifyBuyer(ctx, tx, {
      buyerId: dispute.buyerId,
      type: 'dispute-reply',
      title:
        reply === null
          ? { key: 'dispute-status', values: { subject, status } }
          : { key: 'dispute-reply', values: { subject } },
      link: '/message-center',
      groupKey: `dispute:${id}`,
      data: { disputeId: id, status },
    });
    const buyer = (await wantsEmail(tx, dispute.buyerId, 'dispute-reply'))
      ? await findUserById(tx, dispute.buyerId)
      : null;
    if (buyer) {
      const mail = disputeStepMail({
        locale: buyer.language,
        company: company(),
        fullName: buyer.fullName,
        subject: dispute.subject as DisputeType,
        status,
        statusChanged: status !== dispute.status,
        reply,
        link: appLink(ctx.appUrl, '/message-center'),
      });
      await enqueueMail(tx, { to: buyer.email, ...mail, dedupeKey: `dispute-update:${step.id}` });
    }
    return dispute.buyerId;
  });
  const { buyerView, staffView } = await viewsOf(db, id, now);
  ctx.live.disputes.updated(buyerId, buyerView, staffView);
  return staffView;
}
