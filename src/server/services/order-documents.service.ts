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

export function toOrderDocument(row: DocumentRow, orderNumber: string, links: FileLinks, now: Date): OrderDocument {
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

const DOCUMENT_FILES: OrderFileKind<DocumentRow> = {
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
