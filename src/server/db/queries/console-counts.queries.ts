import { sql } from 'drizzle-orm';
import type { ConsoleCounts } from '../../../shared/staff/console-counts.ts';
import { type Db, queryRows } from '../client.ts';

/** One round trip for the console shell's counts. */
export async function countWaitingWork(db: Db): Promise<ConsoleCounts> {
  const [row] = await queryRows<ConsoleCounts>(
    db,
    sql`select
      (select count(distinct m.buyer_id)::int from messages m
         left join conversations c on c.buyer_id = m.buyer_id
         where m.sender_type = 'buyer'
           and (c.buyer_id is null or (c.assignee_id is null and c.status <> 'RESOLVED'))) as "unassignedChats",
      (select count(*)::int from inquiries where status = 'PENDING') as "pendingInquiries",
      (select count(*)::int from order_receipts where status = 'SUBMITTED') as "receiptsToVerify",
      (select count(*)::int from disputes where status = 'OPEN') as "openDisputes"`,
  );
  return row ?? { unassignedChats: 0, pendingInquiries: 0, receiptsToVerify: 0, openDisputes: 0 };
}
