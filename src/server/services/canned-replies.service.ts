import { CANNED_REPLIES_MAX, type CannedReply } from '../../shared/chat/canned-replies.ts';
import type { Db } from '../db/client.ts';
import {
  type CannedReplyRow,
  allCannedReplies,
  countCannedReplies,
  deleteCannedReply,
  findCannedReply,
  findCannedReplyByShortcut,
  insertCannedReply,
  updateCannedReply,
} from '../db/queries/canned-replies.queries.ts';
import { isUniqueViolation } from '../db/queries/orders.queries.ts';
import { refused } from '../http/api-error.ts';
import { recordAudit } from './audit.service.ts';
import { actor, type ServiceContext } from './context.ts';
import type { AuthUser } from './sessions.service.ts';

// Canned replies: admins keep the library, every agent inserts from it with `/shortcut`.

const toCannedReply = (row: CannedReplyRow): CannedReply => ({
  id: row.id,
  shortcut: row.shortcut,
  title: row.title,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

const summary = (row: CannedReplyRow) => ({ shortcut: row.shortcut, title: row.title, body: row.body });

/** The library is what agents say to buyers, so its changes are in the audit trail. */
const audit = (
  tx: Db,
  by: AuthUser,
  action: string,
  id: string,
  before: ReturnType<typeof summary> | null,
  after: ReturnType<typeof summary> | null,
) => recordAudit(tx, { actorId: by.id, action, entityType: 'canned-reply', entityId: id, before, after });

const shortcutTaken = (shortcut: string) => refused({ code: 'shortcut_taken', params: { shortcut } }, 'shortcut');

export async function listCannedReplies(ctx: ServiceContext): Promise<CannedReply[]> {
  return (await allCannedReplies(ctx.db)).map(toCannedReply);
}

export async function createCannedReply(
  ctx: ServiceContext,
  input: { shortcut: string; title: string; body: string },
): Promise<CannedReply> {
  const admin = actor(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if ((await countCannedReplies(tx)) >= CANNED_REPLIES_MAX) {
      throw refused({ code: 'canned_replies_full', params: { max: CANNED_REPLIES_MAX } });
    }
    const row = await insertCannedReply(tx, { ...input, updatedBy: admin.id, createdAt: now, updatedAt: now });
    if (!row) throw shortcutTaken(input.shortcut);
    await audit(tx, admin, 'canned.create', row.id, null, summary(row));
    return toCannedReply(row);
  });
}

export async function editCannedReply(
  ctx: ServiceContext,
  {
    id,
    ...patch
  }: { id: string; shortcut?: string | undefined; title?: string | undefined; body?: string | undefined },
): Promise<CannedReply> {
  const admin = actor(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await findCannedReply(tx, id);
    if (!before) throw refused('canned_reply_not_found');
    if (patch.shortcut && patch.shortcut !== before.shortcut) {
      const other = await findCannedReplyByShortcut(tx, patch.shortcut);
      if (other) throw shortcutTaken(patch.shortcut);
    }
    const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    try {
      const row = await updateCannedReply(tx, id, { ...changes, updatedBy: admin.id, updatedAt: now });
      if (!row) throw refused('canned_reply_not_found');
      await audit(tx, admin, 'canned.update', id, summary(before), summary(row));
      return toCannedReply(row);
    } catch (error) {
      // Another admin took the shortcut between the check and the write.
      if (patch.shortcut && isUniqueViolation(error)) throw shortcutTaken(patch.shortcut);
      throw error;
    }
  });
}

/** DELETE /staff/canned-replies/{id}: answers the id it deleted. */
export async function removeCannedReply(ctx: ServiceContext, id: string): Promise<{ id: string }> {
  const admin = actor(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = await deleteCannedReply(tx, id);
    if (!row) throw refused('canned_reply_not_found');
    await audit(tx, admin, 'canned.delete', id, summary(row), null);
  });
  return { id };
}
