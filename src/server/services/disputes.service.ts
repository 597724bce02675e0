import type { DisputeNotice } from '../../shared/chat.ts';
import type { Dispute, DisputeInput, DisputeType } from '../../shared/dispute.ts';
import type { Db } from '../db/client.ts';
import { type DisputeRow, disputesOfBuyer, insertDispute } from '../db/queries/disputes.queries.ts';
import type { AuthUser } from './sessions.service.ts';

const toDispute = (row: DisputeRow): Dispute => ({
  id: row.id,
  subject: row.subject as DisputeType,
  complaint: row.complaint,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** Stores a buyer's dispute and tells the agents who are online. */
export async function raiseDispute(
  db: Db,
  buyer: AuthUser,
  input: DisputeInput,
  notifyStaff: (notice: DisputeNotice) => void,
): Promise<Dispute> {
  const row = await insertDispute(db, { buyerId: buyer.id, subject: input.subject, complaint: input.complaint });
  notifyStaff({
    id: row.id,
    buyerId: buyer.id,
    buyerName: buyer.fullName,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
  });
  return toDispute(row);
}

export async function listDisputes(db: Db, buyer: AuthUser): Promise<Dispute[]> {
  return (await disputesOfBuyer(db, buyer.id)).map(toDispute);
}
