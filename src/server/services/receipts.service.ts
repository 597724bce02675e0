import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { acceptsReceipt } from '../../shared/order-rules.ts';
import type { PaymentReceipt } from '../../shared/order.ts';
import type { Db } from '../db/client.ts';
import {
  findOrderOfBuyer,
  findReceipt,
  insertReceiptWithHistory,
  isUniqueViolation,
  RECEIPT_ORDER_CONSTRAINT,
  type ReceiptRow,
  receiptOfOrder,
} from '../db/queries/orders.queries.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/api-error.ts';
import { checkSignature, signPath } from './url-signing.ts';

/** SPEC: payment proof is a JPEG, PNG, WebP or PDF of at most 10 MB. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
const RECEIPT_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
/** How long a receipt link opens the file. The order page fetches a fresh one on each visit. */
export const RECEIPT_LINK_TTL_MS = 60 * 60 * 1000;

export interface ReceiptLinks {
  /** HMAC key of the signed links (url-signing.ts). */
  key: Buffer;
  uploadsDir: string;
}

export interface UploadedFile {
  buffer: Buffer;
  /** As the browser named it; kept only as a label, never used as a path. */
  filename: string;
}

export const receiptPath = (receiptId: string) => `/api/order/receipt/${receiptId}`;

export function toPaymentReceipt(
  receipt: ReceiptRow,
  orderNumber: string,
  links: ReceiptLinks,
  now = new Date(),
): PaymentReceipt {
  const expiresAt = new Date(now.getTime() + RECEIPT_LINK_TTL_MS);
  return {
    image: signPath(links.key, receiptPath(receipt.id), expiresAt),
    mimeType: receipt.mimeType,
    fileName: downloadName(orderNumber, receipt.mimeType),
    uploadedAt: receipt.createdAt.toISOString(),
    linkExpiresAt: expiresAt.toISOString(),
  };
}

const downloadName = (orderNumber: string, mimeType: string) =>
  `receipt-${orderNumber}.${RECEIPT_TYPES[mimeType] ?? 'bin'}`;

/** A label for the original file name: no paths, no control characters, bounded length. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 120) || 'receipt';

/**
 * Stores the buyer's payment proof for their order. Checks come before the file is read:
 * the order must be the buyer's (else 404), its payment term must take proof (not DP or
 * CAD) and no receipt may exist yet. The file's type is read from its bytes, never its name;
 * it is saved under a random name in the uploads folder, one per order.
 */
export async function uploadReceipt(
  db: Db,
  request: { buyerId: string; orderId: string; links: ReceiptLinks; readFile: () => Promise<UploadedFile | undefined> },
): Promise<PaymentReceipt> {
  const { buyerId, orderId, links } = request;
  const order = await findOrderOfBuyer(db, buyerId, orderId);
  if (!order) throw notFound('Order');
  if (!acceptsReceipt(order.paymentTerm)) {
    throw badRequest(`Payment proof is not uploaded for ${order.paymentTerm} payment terms.`);
  }
  if (order.status === 'CANCELLED') throw conflict('This order was cancelled; no payment proof is needed.');
  if (await receiptOfOrder(db, order.id)) throw conflict('A payment receipt was already uploaded for this order.');

  const file = await request.readFile();
  if (!file) throw badRequest('Choose a file to upload.', 'file');
  if (file.buffer.length === 0) throw badRequest('The file is empty.', 'file');
  const type = await fileTypeFromBuffer(file.buffer);
  const extension = type ? RECEIPT_TYPES[type.mime] : undefined;
  if (!type || !extension) throw new ApiError(415, 'Upload a JPEG, PNG, WebP or PDF file.', 'file');

  await mkdir(links.uploadsDir, { recursive: true });
  const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
  const path = join(links.uploadsDir, storedName);
  await writeFile(path, file.buffer, { flag: 'wx', mode: 0o600 });
  try {
    const receipt = await insertReceiptWithHistory(db, {
      orderId: order.id,
      storedName,
      mimeType: type.mime,
      originalName: cleanName(file.filename),
      size: file.buffer.length,
      uploadedBy: buyerId,
    });
    return toPaymentReceipt(receipt, order.orderNumber, links);
  } catch (error) {
    await unlink(path).catch(() => undefined);
    // Two uploads raced; the other one won.
    if (isUniqueViolation(error, RECEIPT_ORDER_CONSTRAINT)) {
      throw conflict('A payment receipt was already uploaded for this order.');
    }
    throw error;
  }
}

/** Opens a receipt file for a signed link; refuses a forged, altered or expired link. */
export async function openReceipt(
  db: Db,
  request: { receiptId: string; expires: number; signature: string; links: ReceiptLinks },
) {
  const { receiptId, expires, signature, links } = request;
  const check = checkSignature(links.key, receiptPath(receiptId), expires, signature);
  if (check === 'invalid') throw forbidden('This receipt link is not valid.');
  if (check === 'expired') throw forbidden('This receipt link has expired. Open the order again for a new link.');
  const row = await findReceipt(db, receiptId);
  if (!row) throw notFound('Receipt');
  const path = join(links.uploadsDir, row.receipt.storedName);
  const size = await stat(path).then(
    (info) => info.size,
    () => undefined,
  );
  if (size === undefined) throw notFound('Receipt file');
  return {
    stream: createReadStream(path),
    size,
    mimeType: row.receipt.mimeType,
    fileName: downloadName(row.orderNumber, row.receipt.mimeType),
  };
}
