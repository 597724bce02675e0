import { ORDER_DOCUMENT_LABELS, type OrderDocumentType } from '../../shared/orders/order-documents.ts';
import type { OrderDocument } from '../../shared/orders/orders.contract.ts';
import type { ServiceContext } from './context.ts';
import type { DocumentRow } from '../db/queries/orders.staff.queries.ts';
import { findDocumentFile } from '../db/queries/orders.queries.ts';
import { type OrderFileKind, openOrderFile, type SignedFileRequest } from './receipts.service.ts';
import { extensionOf } from '../../shared/common/files.ts';
import { type FileLinks, signedLink } from './private-files.ts';

export const documentPath = (documentId: string) => `/api/order/document/${documentId}`;

/** e.g. bill-of-lading-ATH-2611-7K3Q9.pdf */
const downloadName = (type: OrderDocumentType, orderNumber: string, mimeType: string) =>
  `${ORDER_DOCUMENT_LABELS[type].toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${orderNumber}.${extensionOf(mimeType)}`;

/** The buyer's link to a bill of lading: opened only once it is released (payments.service.ts). */
export const billOfLadingPath = (documentId: string) => `/api/order/bill-of-lading/${documentId}`;

/**
 * A document as an order page lists it. `withheld`: what is left to pay before a bill of
 * lading is released to the buyer (null: released). `path`: the link's, the buyer's own for a
 * bill of lading.
 */
export function toOrderDocument(
  row: DocumentRow,
  orderNumber: string,
  links: FileLinks,
  now: Date,
  withheld: number | null = null,
  path = documentPath(row.id),
): OrderDocument {
  const { link, expiresAt } = signedLink(links, path, now);
  return {
    id: row.id,
    type: row.type,
    link,
    fileName: downloadName(row.type, orderNumber, row.mimeType),
    mimeType: row.mimeType,
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
    linkExpiresAt: expiresAt,
    released: withheld === null,
    outstanding: withheld,
  };
}

export const DOCUMENT_FILES: OrderFileKind<DocumentRow> = {
  what: 'document',
  path: documentPath,
  find: findDocumentFile,
  fileName: (document, orderNumber) => downloadName(document.type, orderNumber, document.mimeType),
};

/** Opens an order document for whoever holds a valid signed link (the buyer's page or the console). */
export const openDocument = (
  ctx: ServiceContext,
  { documentId, ...signed }: Omit<SignedFileRequest, 'id'> & { documentId: string },
) => openOrderFile(ctx, DOCUMENT_FILES, { id: documentId, ...signed });
