import { DocumentParams } from '../../../../shared/orders/orders.staff.contract.ts';
import { openBillOfLading } from '../../../services/payments.service.ts';
import { signedFileRoute } from '../signed-file-route.ts';

/**
 * GET /order/bill-of-lading/{documentId}?expires&signature: the buyer's link to a bill of
 * lading; 403 until the instalments due against it are paid.
 */
export default signedFileRoute({
  url: '/order/bill-of-lading/:documentId',
  summary: 'Open the bill of lading through the buyer’s signed link, once the instalments due against it are paid',
  params: DocumentParams,
  open: openBillOfLading,
});
