// One agent decision on a payment proof, written the same way from the order desk's receipt
// call and the payments call (orders.staff.service.ts, payments.service.ts).
import type { Db } from '../db/client.ts';
import { insertHistory } from '../db/queries/orders.queries.ts';
import { decidePaymentReceipt as recordDecision, insertCredit } from '../db/queries/payments.queries.ts';
import { refused } from '../http/api-error.ts';
import { recordAudit } from './audit.service.ts';

/**
 * Records an agent's decision on a payment proof in the caller's transaction: the proof's
 * status, the credit to its instalment when verified, the order's history and the audit
 * entry. The desk's receipt call and the payments call both decide through it.
 */
export async function recordReceiptDecision(
  tx: Db,
  input: {
    orderId: string;
    receipt: { id: string; status: string; amount: number | null; instalmentId: string | null };
    decision: 'VERIFIED' | 'REJECTED';
    verifiedAmount: number | null;
    note: string | null;
    agentId: string;
    at: Date;
  },
): Promise<void> {
  const { orderId, receipt, decision, verifiedAmount, note, agentId, at } = input;
  if (!(await recordDecision(tx, receipt.id, { status: decision, by: agentId, note, at, verifiedAmount }))) {
    throw refused('receipt_decided_meanwhile', 'decision');
  }
  if (verifiedAmount !== null && receipt.instalmentId) {
    await insertCredit(tx, {
      orderId,
      instalmentId: receipt.instalmentId,
      amount: verifiedAmount,
      receiptId: receipt.id,
      createdBy: agentId,
      createdAt: at,
    });
  }
  await insertHistory(tx, {
    orderId,
    event: decision === 'VERIFIED' ? 'receipt_verified' : 'receipt_rejected',
    actorId: agentId,
    note,
    createdAt: at,
  });
  await recordAudit(tx, {
    actorId: agentId,
    action: 'order.receipt',
    entityType: 'order',
    entityId: orderId,
    before: { receiptId: receipt.id, receiptStatus: receipt.status, amount: receipt.amount },
    after: { receiptId: receipt.id, receiptStatus: decision, verifiedAmount, note },
  });
}
