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
import {
  type AttachmentRow,
  attachmentsOfDisputes,
  claimDisputeAttachments,
} from '../db/queries/attachments.queries.ts';
import { type LinkSigner, toAttachment } from './attachment-links.ts';

type UpdateWithAuthor = { update: DisputeUpdateRow; authorName: string | null };

/** The files of a dispute, each with a link signed for this answer. */
interface DisputeFiles {
  rows: AttachmentRow[];
  signer: LinkSigner;
}

const filesOf = (files: DisputeFiles, disputeId: string, updateId: string | null) =>
  files.rows
    .filter((row) => row.disputeId === disputeId && row.disputeUpdateId === updateId)
    .map((row) => toAttachment(row, files.signer));

async function disputeFiles(db: Db, disputeIds: string[], signer: LinkSigner): Promise<DisputeFiles> {
  return { rows: await attachmentsOfDisputes(db, disputeIds), signer };
}

/**
 * Ties the files the buyer uploaded to their dispute or reply, in the step's transaction: one
 * that is not theirs, or is attached already, refuses the whole step.
 */
async function claimFiles(
  db: Db,
  claim: { ids: readonly string[]; buyerId: string; uploadedBy: string; disputeId: string; disputeUpdateId: string | null },
) {
  const ids = [...new Set(claim.ids)];
  const claimed = await claimDisputeAttachments(db, { ...claim, ids });
  if (claimed.length !== ids.length) throw refused('dispute_attachment_unknown', 'attachmentIds');
}

function toUpdate({ update, authorName }: UpdateWithAuthor, files: DisputeFiles): DisputeUpdate {
  const side = STAFF_TYPES.includes(update.authorType) ? 'staff' : 'buyer';
  return {
    id: update.id,
    author: { type: side, name: authorName ?? (side === 'staff' ? DEFAULT_AGENT_NAME : 'Buyer') },
    message: update.message,
    status: update.status,
    attachments: filesOf(files, update.disputeId, update.id),
    createdAt: update.createdAt.toISOString(),
  };
}

function toDispute({ dispute, orderNumber }: DisputeWithRefs, updates: UpdateWithAuthor[], files: DisputeFiles): Dispute {
  return {
    id: dispute.id,
    subject: dispute.subject as DisputeType,
    complaint: dispute.complaint,
    status: dispute.status,
    order: dispute.orderId && orderNumber ? { id: dispute.orderId, orderNumber } : null,
    attachments: filesOf(files, dispute.id, null),
    updates: updates.filter((u) => u.update.disputeId === dispute.id).map((u) => toUpdate(u, files)),
    createdAt: dispute.createdAt.toISOString(),
    updatedAt: dispute.updatedAt.toISOString(),
  };
}

function toStaffDispute(
  row: DisputeWithRefs,
  updates: UpdateWithAuthor[],
  files: DisputeFiles,
  answerTarget: number,
  now: Date,
): StaffDispute {
  const { dispute } = row;
  return {
    ...toDispute(row, updates, files),
    buyer: row.buyer,
    firstAnsweredAt: dispute.firstAnsweredAt?.toISOString() ?? null,
    overdue:
      dispute.firstAnsweredAt === null &&
      !isDisputeClosed(dispute.status) &&
      isPastTarget(dispute.createdAt, answerTarget, now),
  };
}

/** Both views of one dispute as it is now, for the answer and the live event. */
async function viewsOf(db: Db, id: string, signer: LinkSigner) {
  const row = await disputeById(db, id);
  if (!row) throw refused('dispute_not_found');
  const [updates, targets, files] = await Promise.all([
    updatesOf(db, [id]),
    getSlaTargets(db),
    disputeFiles(db, [id], signer),
  ]);
  return {
    buyerView: toDispute(row, updates, files),
    staffView: toStaffDispute(row, updates, files, targets.disputeAnswer, signer.now()),
  };
}

/** Stores a buyer's dispute (about one of their orders, if they chose one) and tells the agents. */
export async function raiseDispute(ctx: ServiceContext, input: DisputeInput): Promise<Dispute> {
  const buyer = actor(ctx);
  const { db } = ctx;
  const now = ctx.now();
  if (input.orderId && !(await orderOfBuyer(db, input.orderId, buyer.id))) {
    throw refused('order_not_yours', 'orderId');
  }
  const row = await db.transaction(async (tx) => {
    const inserted = await insertDispute(tx, {
      buyerId: buyer.id,
      orderId: input.orderId ?? null,
      subject: input.subject,
      complaint: input.complaint,
      createdAt: now,
      updatedAt: now,
    });
    await claimFiles(tx, {
      ids: input.attachmentIds,
      buyerId: buyer.id,
      uploadedBy: buyer.id,
      disputeId: inserted.id,
      disputeUpdateId: null,
    });
    return inserted;
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
  return toDispute(stored, [], await disputeFiles(db, [row.id], ctx));
}

/** GET /dispute: the buyer's own disputes, newest first, each with its replies. */
export async function listDisputes(ctx: ServiceContext): Promise<Dispute[]> {
  const rows = await disputesOfBuyer(ctx.db, actor(ctx).id);
  const ids = rows.map((row) => row.dispute.id);
  const [updates, files] = await Promise.all([updatesOf(ctx.db, ids), disputeFiles(ctx.db, ids, ctx)]);
  return rows.map((row) => toDispute(row, updates, files));
}

/** POST /dispute/{id}/replies: the buyer answers; a dispute awaiting them goes back under review. */
export async function replyAsBuyer(
  ctx: ServiceContext,
  { id, message, attachmentIds = [] }: { id: string; message: string; attachmentIds?: readonly string[] },
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
    const step = await insertDisputeUpdate(tx, {
      disputeId: id,
      authorId: buyer.id,
      authorType: buyer.type,
      message,
      status: status === dispute.status ? null : status,
      createdAt: now,
    });
    await claimFiles(tx, { ids: attachmentIds, buyerId: buyer.id, uploadedBy: buyer.id, disputeId: id, disputeUpdateId: step.id });
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
  const { buyerView, staffView } = await viewsOf(db, id, ctx);
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
  const ids = rows.map((row) => row.dispute.id);
  const [updates, files] = await Promise.all([updatesOf(ctx.db, ids), disputeFiles(ctx.db, ids, ctx)]);
  const now = ctx.now();
  return {
    items: rows.map((row) => toStaffDispute(row, updates, files, targets.disputeAnswer, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function staffDispute(ctx: ServiceContext, id: string): Promise<StaffDispute> {
  return (await viewsOf(ctx.db, id, ctx)).staffView;
}

/**
 * POST /staff/disputes/{id}: moves the dispute (rules in src/shared), answers the buyer, or
 * both, as one step. The buyer's e-mail is queued in the step's transaction, so it goes out
 * exactly when the step is stored.
 */
export async function updateDisputeByStaff(
  ctx: ServiceContext,
  { id, attachmentIds = [], ...update }: { id: string } & StaffDisputeUpdate,
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
    await claimFiles(tx, { ids: attachmentIds, buyerId: dispute.buyerId, uploadedBy: agent.id, disputeId: id, disputeUpdateId: step.id });
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
  const { buyerView, staffView } = await viewsOf(db, id, ctx);
  ctx.live.disputes.updated(buyerId, buyerView, staffView);
  return staffView;
}

/** The buyer whose dispute this is, for a file an agent uploads to it (404 when there is none). */
export async function disputeBuyer(ctx: ServiceContext, id: string): Promise<string> {
  const row = await disputeById(ctx.db, id);
  if (!row) throw refused('dispute_not_found');
  return row.dispute.buyerId;
}
