// The multipart/form-data bodies of the three uploads, as the API reference describes them.
// The routes read the parts themselves (a file is streamed, not parsed into a JSON body), so
// these schemas document the form; the field names, limits and types are the ones enforced.
import { z } from 'zod';
import { PDF_AND_IMAGE_TYPES } from '../common/files.ts';
import { ORDER_DOCUMENT_MAX_BYTES, ORDER_DOCUMENT_MIME_TYPES, ORDER_DOCUMENT_TYPES } from './order-documents.ts';
import { RECEIPT_MAX_BYTES } from './payment-proof.ts';
import { ALT_MAX, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '../products/product-write.ts';

const MB = 1024 * 1024;

/** One file of the given types and size; the server judges the type by the bytes, not the part's label. */
const uploadedFile = (what: string, { maxBytes, types }: { maxBytes: number; types: readonly string[] }) =>
  z
    .file()
    .max(maxBytes)
    .mime([...types])
    .meta({ description: `${what}: ${types.join(', ')}, at most ${maxBytes / MB} MB (judged by content).` });

/** POST /order/image/{orderId}. */
export const ReceiptUploadForm = z
  .object({ file: uploadedFile('The payment proof', { maxBytes: RECEIPT_MAX_BYTES, types: PDF_AND_IMAGE_TYPES }) })
  .meta({ description: 'One part: the payment proof in `file`.' });

/** POST /staff/orders/{orderId}/documents. */
export const OrderDocumentUploadForm = z
  .object({
    type: z.enum(ORDER_DOCUMENT_TYPES).meta({ description: 'Which document of the pack this is.' }),
    file: uploadedFile('The document', { maxBytes: ORDER_DOCUMENT_MAX_BYTES, types: ORDER_DOCUMENT_MIME_TYPES }),
  })
  .meta({ description: 'Two parts: the document type in `type`, the document in `file`.' });

/** POST /staff/products/{id}/images. */
export const ProductImageUploadForm = z
  .object({
    file: uploadedFile('The picture', { maxBytes: PRODUCT_IMAGE_MAX_BYTES, types: PRODUCT_IMAGE_TYPES }),
    alt: z.string().max(ALT_MAX).optional().meta({ description: 'What the picture shows, for screen readers.' }),
  })
  .meta({ description: 'The picture in `file`, optionally its description in `alt`.' });
