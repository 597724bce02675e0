import { randomUUID } from 'node:crypto';
import type { Attachment } from '../../shared/attachments/attachments.contract.ts';
import { attachmentPath } from '../../shared/attachments/attachments.ts';
import type { ChatMessage } from '../../shared/chat/chat.ts';
import { findBuyer } from '../db/queries/chat.queries.ts';
import { findAttachment, insertAttachment, linkAttachmentToMessage } from '../db/queries/attachments.queries.ts';
import { refused } from '../http/api-error.ts';
import { toAttachment } from './attachment-links.ts';
import { deliverMessage, isStaff } from './chat.service.ts';
import { actor, type ServiceContext } from './context.ts';
import { cleanFileName, openStoredFile, signedLink, sniffType, storeFile, type UploadedFile } from './private-files.ts';
import { checkSignature } from './url-signing.ts';
import { disputeBuyer } from './disputes.service.ts';

// Files attached in a buyer's conversation or disputes. They are checked as payment proofs
// are (typed by their bytes: PDF, JPEG, PNG or WebP; never by name), stored under random
// names, and read through signed, expiring links. Whose they are is the buyer's: that buyer
// and the staff may read them, no one else.

type ReadFile = () => Promise<UploadedFile | undefined>;

/** Reads, checks and stores one upload for `buyerId`'s conversation or disputes. */
async function storeAttachment(ctx: ServiceContext, buyerId: string, readFile: ReadFile) {
  const file = await readFile();
  if (!file) throw refused('file_missing', 'file');
  if (file.buffer.length === 0) throw refused('file_empty', 'file');
  const type = await sniffType(file.buffer);
  if (!type) throw refused('file_type_refused', 'file');
  return storeFile(ctx.files.storage, { buffer: file.buffer, ...type }, (storedName) =>
    insertAttachment(ctx.db, {
      buyerId,
      uploadedBy: actor(ctx).id,
      storedName,
      mimeType: type.mime,
      name: cleanFileName(file.filename, `attachment.${type.extension}`),
      size: file.buffer.length,
      createdAt: ctx.now(),
    }),
  );
}

/**
 * POST /message/attachments (a buyer, to their conversation) and
 * POST /staff/conversations/{buyerId}/attachments (an agent): stores the file and sends an
 * ATTACHMENT message carrying it, live to the other side like any message. The conversation is
 * checked before the file is read.
 */
export async function sendAttachment(
  ctx: ServiceContext,
  { buyerId: named, readFile }: { buyerId?: string; readFile: ReadFile },
): Promise<ChatMessage> {
  const sender = actor(ctx);
  const buyerId = isStaff(sender.type) ? named : sender.id;
  if (!buyerId || !(await findBuyer(ctx.db, buyerId))) throw refused('buyer_not_found');
  const row = await storeAttachment(ctx, buyerId, readFile);
  const { message } = await deliverMessage(ctx, {
    id: randomUUID(),
    buyerId,
    messageType: 'ATTACHMENT',
    // The text of the message is the file's name: the inbox preview and search read it.
    message: row.name,
    attachmentData: { id: row.id, name: row.name, mimeType: row.mimeType, size: row.size },
  });
  await linkAttachmentToMessage(ctx.db, row.id, message.id);
  return message;
}

/** POST /dispute/attachments: a buyer's file, held until a dispute or reply claims it. */
export async function uploadDisputeAttachment(ctx: ServiceContext, readFile: ReadFile): Promise<Attachment> {
  const row = await storeAttachment(ctx, actor(ctx).id, readFile);
  return toAttachment(row, ctx);
}

/** POST /staff/disputes/{id}/attachments: an agent's file for a reply to that buyer's dispute. */
export async function uploadStaffDisputeAttachment(
  ctx: ServiceContext,
  { disputeId, readFile }: { disputeId: string; readFile: ReadFile },
): Promise<Attachment> {
  const row = await storeAttachment(ctx, await disputeBuyer(ctx, disputeId), readFile);
  return toAttachment(row, ctx);
}

/**
 * GET /attachments/{id}/link (signed in): a fresh link to a file the caller may read. A buyer
 * asking for another buyer's file is told it does not exist.
 */
export async function attachmentLink(ctx: ServiceContext, attachmentId: string) {
  const reader = actor(ctx);
  const row = await findAttachment(ctx.db, attachmentId);
  if (!row || (!isStaff(reader.type) && row.buyerId !== reader.id)) throw refused('attachment_not_found');
  const { link, expiresAt } = signedLink(ctx.files, attachmentPath(row.id), ctx.now());
  return { link, linkExpiresAt: expiresAt };
}

/**
 * GET /attachments/{id}?expires&signature: the file behind a signed link. A forged, altered or
 * expired link is refused (403) before the row is looked up; an unknown file answers 404.
 */
export async function openAttachment(
  ctx: ServiceContext,
  { attachmentId, expires, signature }: { attachmentId: string; expires: number; signature: string },
) {
  const keys = [ctx.files.key, ...(ctx.files.previousKeys ?? [])];
  const check = checkSignature(keys, attachmentPath(attachmentId), expires, signature, ctx.now());
  if (check === 'invalid') throw refused('attachment_link_invalid');
  if (check === 'expired') throw refused('attachment_link_expired');
  const row = await findAttachment(ctx.db, attachmentId);
  if (!row) throw refused('attachment_not_found');
  const file = await openStoredFile(ctx.files.storage, row.storedName);
  if (!file) throw refused('attachment_not_found');
  return { ...file, mimeType: row.mimeType, fileName: row.name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '') };
}
