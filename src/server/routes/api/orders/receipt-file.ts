import { ReceiptParams } from '../../../../shared/orders/orders.contract.ts';
import { openReceipt } from '../../../services/receipts.service.ts';
import { signedFileRoute } from '../signed-file-route.ts';

/** GET /order/receipt/{receiptId}?expires&signature: a receipt, for whoever holds a valid link. */
export default signedFileRoute({
  url: '/order/receipt/:receiptId',
  summary: 'Open a payment proof through its signed link (no bearer token)',
  params: ReceiptParams,
  open: openReceipt,
});
