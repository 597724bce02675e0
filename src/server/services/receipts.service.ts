import { extensionOf } from '../../shared/common/files.ts';
import type { PaymentReceipt } from '../../shared/orders/orders.contract.ts';
import type { Db } from '../db/client.ts';
import type { ServiceContext } from './context.ts';
import { findReceiptFile, type ReceiptRow } from '../db/queries/orders.queries.ts';
import { refused } from '../http/api-error.ts';
import { type FileLinks, openStoredFile, signedLink } from './private-files.ts';
import { checkSignature } from './url-signing.ts';

export const receiptPath = (receiptId: string) => `/api/order/receipt/${receiptId}`;

export function toPaymentReceipt(
  receipt: ReceiptRow,
  orderNumber: string,
  links: FileLinks,
  now: Date,
): PaymentReceipt {
  const { link, expiresAt } = signedLink(links, receiptPath(receipt.id), now);
  return {
    image: link,
    mimeType: receipt.mimeType,
    fileName: downloadName(orderNumber, receipt.mimeType),
    uploadedAt: receipt.createdAt.toISOString(),
    linkExpiresAt: expiresAt,
    status: receipt.status,
    decisionNote: receipt.decisionNote,
    decidedAt: receipt.decidedAt?.toISOString() ?? null,
  };
}

const downloadName = (orderNumber: string, mimeType: string) => `receipt-${orderNumber}.${extensionOf(mimeType)}`;

/** Refuses a forged, altered or expired link to a private file (expired by the app's clock, which signed it). */
function checkFileLink(
  ctx: Pick<ServiceContext, 'files' | 'now'>,
  path: string,
  link: Omit<SignedFileRequest, 'id'>,
  file: OrderFile,
) {
  const keys = [ctx.files.key, ...(ctx.files.previousKeys ?? [])];
  const check = checkSignature(keys, path, link.expires, link.signature, ctx.now());
  if (check === 'invalid') throw refused({ code: 'link_invalid', params: { file } });
  if (check === 'expired') throw refused({ code: 'link_expired', params: { file } });
}

type OrderFile = 'receipt' | 'document';

/** A signed link to one private order file, as its route reads it. */
export interface SignedFileRequest {
  id: string;
  expires: number;
  signature: string;
}

/** How one kind of private order file is linked, read and named for download. */
export interface OrderFileKind<File extends { storedName: string; mimeType: string }> {
  what: OrderFile;
  path: (id: string) => string;
  find: (db: Db, id: string) => Promise<{ file: File; orderNumber: string } | undefined>;
  fileName: (file: File, orderNumber: string) => string;
}

/**
 * The private order file behind a signed link, ready to send: a forged, altered or expired
 * link is refused (403), an unknown row or a file gone from disk answers 404.
 */
export async function openOrderFile<File extends { storedName: string; mimeType: string }>(
  ctx: Pick<ServiceContext, 'db' | 'files' | 'now'>,
  kind: OrderFileKind<File>,
  { id, ...link }: SignedFileRequest,
) {
  checkFileLink(ctx, kind.path(id), link, kind.what);
  const row = await kind.find(ctx.db, id);
  if (!row) throw refused(kind.what === 'receipt' ? 'receipt_not_found' : 'document_not_found');
  const file = await openStoredFile(ctx.files.storage, row.file.storedName);
  if (!file) throw refused({ code: 'stored_file_missing', params: { file: kind.what } });
  return { ...file, mimeType: row.file.mimeType, fileName: kind.fileName(row.file, row.orderNumber) };
}

const RECEIPT_FILES: OrderFileKind<ReceiptRow> = {
  what: 'receipt',
  path: receiptPath,
  find: findReceiptFile,
  fileName: (receipt, orderNumber) => downloadName(orderNumber, receipt.mimeType),
};

/** Opens a receipt file for a signed link; refuses a forged, altered or expired link. */
export const openReceipt = (
  ctx: ServiceContext,
  { receiptId, ...signed }: Omit<SignedFileRequest, 'id'> & { receiptId: string },
) => openOrderFile(ctx, RECEIPT_FILES, { id: receiptId, ...signed });
