import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { attachments } from '../schema/attachments.table.ts';

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachmentRow = typeof attachments.$inferInsert;

export async function insertAttachment(db: Db, values: NewAttachmentRow): Promise<AttachmentRow> {
  const [row] = await db.insert(attachments).values(values).returning();
  return row!;
}

export async function findAttachment(db: Db, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id));
  return row;
}

/** Ties a chat file to the message that carries it. */
export async function linkAttachmentToMessage(db: Db, id: string, messageId: string): Promise<void> {
  await db.update(attachments).set({ messageId }).where(eq(attachments.id, id));
}

/**
 * Claims files uploaded for a dispute: only ones of this buyer's that `uploadedBy` sent, only
 * ones no message or dispute holds yet. Answers the rows claimed (fewer than asked when some
 * were not claimable).
 */
export async function claimDisputeAttachments(
  db: Db,
  claim: { ids: readonly string[]; buyerId: string; uploadedBy: string; disputeId: string; disputeUpdateId: string | null },
): Promise<AttachmentRow[]> {
  const { ids, buyerId, uploadedBy, disputeId, disputeUpdateId } = claim;
  if (ids.length === 0) return [];
  return db
    .update(attachments)
    .set({ disputeId, disputeUpdateId })
    .where(
      and(
        inArray(attachments.id, [...ids]),
        eq(attachments.buyerId, buyerId),
        eq(attachments.uploadedBy, uploadedBy),
        isNull(attachments.messageId),
        isNull(attachments.disputeId),
      ),
    )
    .returning();
}

/** The files of these disputes, oldest first. */
export async function attachmentsOfDisputes(db: Db, disputeIds: readonly string[]): Promise<AttachmentRow[]> {
  if (disputeIds.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(inArray(attachments.disputeId, [...disputeIds]))
    .orderBy(attachments.createdAt);
}
