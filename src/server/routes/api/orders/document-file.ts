import { DocumentParams } from '../../../../shared/orders/orders.staff.contract.ts';
import { openDocument } from '../../../services/order-documents.service.ts';
import { signedFileRoute } from '../signed-file-route.ts';

/** GET /order/document/{documentId}?expires&signature: an order document, for whoever holds a valid link. */
export default signedFileRoute({
  url: '/order/document/:documentId',
  summary: 'Open an order document through its signed link (no bearer token)',
  params: DocumentParams,
  open: openDocument,
});
