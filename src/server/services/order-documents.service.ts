import { ORDER_DOCUMENT_LABELS, type OrderDocumentType } from '../../shared/order-documents.ts';
import type { OrderDocument } from '../../shared/order.ts';
import type { Db } from '../db/client.ts';
import { type DocumentRow, findDocument } from '../db/queries/order-desk.queries.ts';
import { openLinkedFile } from './receipts.service.ts';
import { extensionOf } from '../../shared/files.ts';
import { type FileLinks, signedLink } from './private-files.ts';

export const documentPath = (documentId: string) => `/api/order/document/${documentId}`;

/** e.g. bill-of-lading-ATH-2611-7K3Q9.pdf */
const downloadName = (type: OrderDocumentType, orderNumber: string, mimeType: string) =>
  `${ORDER_DOCUMENT_LABELS[type].toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${orderNumber}.${extensionOf(mimeType)}`;

export function toOrderDocument(
  row: DocumentRow,
  orderNumber: string,
  links: FileLinks,
  now = new Date(),
): OrderDocument {
  const { link, expiresAt } = signedLink(links, documentPath(row.id), now);
  return {
    id: row.id,
    type: row.type,
    link,
    fileName: downloadName(row.type, orderNumber, row.mimeType),
    mimeType: row.mimeType,
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
    linkExpiresAt: expiresAt,
  };
}

/** Opens an order document for whoever holds a valid signed link (the buyer's page or the console). */
export async function openDocument(
  db: Db,
  request: { documentId: string; expires: number; signature: string; links: FileLinks },
) {
  const { documentId, expires, signature, links } = request;
  const { row, file } = await openLinkedFile(
    links,
    { path: documentPath(documentId), expires, signature, what: 'document' },
    () => findDocument(db, documentId),
    (found) => found.document.storedName,
  );
  return {
    ...file,
    mimeType: row.document.mimeType,
    fileName: downloadName(row.document.type, row.orderNumber, row.document.mimeType),
  };
}
