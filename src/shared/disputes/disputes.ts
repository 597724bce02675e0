// Raise a Dispute (docs/product/screens.md, docs/product/data.md, docs/product/api.md): the dispute types the form offers and the server
// accepts, and the rules of POST /dispute.
import { z } from 'zod';
import { FIELD_LIMITS, limitText } from '../common/field-limits.ts';
import { type Reason, reasonIssue, type Refusal } from '../i18n/errors.ts';
import { DISPUTE_ATTACHMENTS_MAX } from '../attachments/attachments.ts';

/** Files uploaded with POST /dispute/attachments, sent with a dispute or a reply. */
const AttachmentIds = z
  .array(z.uuid({ message: 'Attachment id is not valid.' }), { message: 'attachmentIds must be a list of ids.' })
  .max(DISPUTE_ATTACHMENTS_MAX, { message: `Attach at most ${DISPUTE_ATTACHMENTS_MAX} files.` })
  .default([])
  .meta({ description: 'Ids answered by POST /dispute/attachments.' });

/** The Dispute Type choices; the chosen one is stored as the dispute's subject. */
export const DISPUTE_TYPES = [
  'Order not received',
  'Late delivery',
  'Quality not as specified',
  'Wrong quantity delivered',
  'Damaged goods',
  'Payment issue',
  'Shipping documents issue',
  'Other',
] as const;
export type DisputeType = (typeof DISPUTE_TYPES)[number];

export const COMPLAINT_MIN = 10;
export const COMPLAINT_MAX = FIELD_LIMITS.disputeDetails;

/**
 * An order id; anything else is refused with a reason (a refinement, so its code travels in the
 * issue's params), documented as the uuid it is.
 */
const OrderIdField = z
  .string()
  .refine((value) => z.regexes.uuid().test(value), reasonIssue('order_not_yours'))
  .meta({ format: 'uuid', pattern: z.regexes.uuid().source });

export const DisputeSchema = z
  .object({
    subject: z.enum(DISPUTE_TYPES, { message: 'Choose a dispute type.' }),
    complaint: z
      .string({ message: 'Describe the dispute.' })
      .trim()
      .min(COMPLAINT_MIN, { message: `Describe the dispute in at least ${COMPLAINT_MIN} characters.` })
      .max(COMPLAINT_MAX, { message: `Keep the details under ${limitText(COMPLAINT_MAX)} characters.` }),
    /** The order the dispute is about, if any; it must be one of the buyer's. */
    orderId: z.preprocess((value) => (value === '' || value === null ? undefined : value), OrderIdField.optional()),
    attachmentIds: AttachmentIds,
  })
  .meta({
    example: {
      subject: 'Quality not as specified',
      complaint: 'The cashew kernels in container MSCU 482913-0 grade W320, not the W240 we ordered.',
      orderId: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
    },
  });
export type DisputeInput = z.infer<typeof DisputeSchema>;

export const DISPUTE_STATUSES = ['OPEN', 'UNDER_REVIEW', 'AWAITING_BUYER', 'RESOLVED', 'REJECTED'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  OPEN: 'Open',
  UNDER_REVIEW: 'Under review',
  AWAITING_BUYER: 'Awaiting your reply',
  RESOLVED: 'Resolved',
  REJECTED: 'Rejected',
};
/** The console's wording: "awaiting buyer" rather than the buyer's "awaiting your reply". */
export const DISPUTE_STATUS_STAFF_LABELS: Record<DisputeStatus, string> = {
  ...DISPUTE_STATUS_LABELS,
  AWAITING_BUYER: 'Awaiting buyer',
};

/**
 * OPEN -> UNDER_REVIEW -> AWAITING_BUYER -> RESOLVED | REJECTED (docs/product/states.md). A dispute
 * under review may also be settled without asking the buyer, and one awaiting the buyer goes
 * back under review (when the buyer answers, or the agent stops waiting).
 */
const DISPUTE_MOVES: Record<DisputeStatus, readonly DisputeStatus[]> = {
  OPEN: ['UNDER_REVIEW'],
  UNDER_REVIEW: ['AWAITING_BUYER', 'RESOLVED', 'REJECTED'],
  AWAITING_BUYER: ['UNDER_REVIEW', 'RESOLVED', 'REJECTED'],
  RESOLVED: [],
  REJECTED: [],
};

export const nextDisputeStatuses = (from: DisputeStatus) => DISPUTE_MOVES[from];
export const isDisputeClosed = (status: DisputeStatus) => DISPUTE_MOVES[status].length === 0;
/** Disputes not settled yet. */
export const OPEN_DISPUTE_STATUSES = DISPUTE_STATUSES.filter((s) => !isDisputeClosed(s));
/** Why the buyer can no longer reply to a dispute in this status, or null. */
export const buyerReplyRefusal = (status: DisputeStatus): Reason | null =>
  isDisputeClosed(status) ? 'dispute_closed' : null;
/** Settling a dispute needs a note that tells the buyer why. */
export const disputeStatusNeedsNote = (status: DisputeStatus) => status === 'RESOLVED' || status === 'REJECTED';

/** Why a staff update is refused (reason and field), or null when allowed. */
export function disputeUpdateRefusal(
  from: DisputeStatus,
  update: { status?: DisputeStatus | undefined; reply?: string | undefined },
): (Refusal & { field: 'status' | 'reply' }) | null {
  const label = DISPUTE_STATUS_STAFF_LABELS[from];
  if (isDisputeClosed(from)) return { reason: { code: 'dispute_settled', params: { status: label } }, field: 'status' };
  if (update.status === from && !update.reply) {
    return { reason: { code: 'dispute_already', params: { status: label } }, field: 'status' };
  }
  if (update.status !== undefined && update.status !== from && !DISPUTE_MOVES[from].includes(update.status)) {
    const to = DISPUTE_STATUS_STAFF_LABELS[update.status];
    return { reason: { code: 'dispute_move_refused', params: { from: label, to } }, field: 'status' };
  }
  if (update.status !== undefined && disputeStatusNeedsNote(update.status) && !update.reply) {
    return { reason: 'dispute_needs_note', field: 'reply' };
  }
  return null;
}

/**
 * The status after a staff update: the one asked for, or, for a reply alone to a dispute
 * nobody had picked up yet, UNDER_REVIEW (someone is on it now).
 */
export function disputeStatusAfterStaffUpdate(from: DisputeStatus, update: { status?: DisputeStatus | undefined }) {
  if (update.status !== undefined) return update.status;
  return from === 'OPEN' ? 'UNDER_REVIEW' : from;
}

/** A buyer's reply to a dispute that awaits them puts it back under review. */
export const disputeStatusAfterBuyerReply = (from: DisputeStatus): DisputeStatus =>
  from === 'AWAITING_BUYER' ? 'UNDER_REVIEW' : from;

export const DISPUTE_REPLY_MAX = FIELD_LIMITS.disputeReply;
const replyText = z
  .string({ message: 'Write a reply.' })
  .trim()
  .min(1, { message: 'Write a reply.' })
  .max(DISPUTE_REPLY_MAX, { message: `A reply can be at most ${limitText(DISPUTE_REPLY_MAX)} characters.` });

/** POST /dispute/{id}/replies (buyer). */
export const DisputeReplyBody = z
  .object({ message: replyText, attachmentIds: AttachmentIds })
  .meta({ example: { message: 'The surveyor report from Rotterdam is attached to the order as a PDF.' } });

/** POST /staff/disputes/{id}: move it, answer the buyer, or both. */
export const StaffDisputeUpdateBody = z
  .object({
    status: z.enum(DISPUTE_STATUSES, { message: 'Choose a valid dispute status.' }).optional(),
    reply: replyText.optional(),
    attachmentIds: AttachmentIds,
  })
  .refine((body) => body.status !== undefined || body.reply !== undefined, {
    message: 'Change the status, write a reply, or both.',
  })
  .meta({
    example: {
      status: 'AWAITING_BUYER',
      reply: 'We have asked the Cotonou warehouse for the grading sheet; please send the surveyor report.',
    },
  });
export type StaffDisputeUpdate = z.infer<typeof StaffDisputeUpdateBody>;

export const DisputeIdParams = z.object({ id: z.uuid({ message: 'Dispute id is not valid.' }) });

/** The queue's filter: one status, or ACTIVE for every dispute not yet closed (OPEN_DISPUTE_STATUSES). */
export const DISPUTE_QUEUE_FILTERS = ['ACTIVE', ...DISPUTE_STATUSES] as const;
export type DisputeQueueFilter = (typeof DISPUTE_QUEUE_FILTERS)[number];

/** GET /staff/disputes */
export const StaffDisputeListQuery = z.object({
  status: z.enum(DISPUTE_QUEUE_FILTERS, { message: 'Choose a valid dispute status.' }).optional(),
  page: z.coerce.number({ message: 'page must be a number.' }).int().min(1).default(1),
  pageSize: z.coerce.number({ message: 'pageSize must be a number.' }).int().min(1).max(100).default(20),
});

export const DISPUTE_SUBMITTED_TOAST = 'You have successfully submitted a dispute';
export const DISPUTE_NOTE = 'For local delivery please proceed to chat with a sourcing agent to continue';
