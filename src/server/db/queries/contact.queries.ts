import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { contactLeadReplies, contactLeads, users } from '../schema/index.ts';
import { countRows, insertOne } from './rows.ts';

export type LeadRow = typeof contactLeads.$inferSelect;
export type LeadReplyRow = { id: string; leadId: string; body: string; createdAt: Date; authorName: string | null };

export const insertLead = (db: Db, values: Omit<typeof contactLeads.$inferInsert, 'id' | 'status' | 'createdAt'>) =>
  insertOne(db, contactLeads, values);

export async function findLead(db: Db, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(contactLeads).where(eq(contactLeads.id, id));
  return row;
}

export const listLeadRows = (db: Db, status: string | undefined, limit: number, offset: number) =>
  db
    .select()
    .from(contactLeads)
    .where(status ? eq(contactLeads.status, status) : undefined)
    .orderBy(desc(contactLeads.createdAt), desc(contactLeads.id))
    .limit(limit)
    .offset(offset);

export const countLeads = (db: Db, status: string | undefined) =>
  countRows(db, contactLeads, status ? eq(contactLeads.status, status) : undefined);

export const repliesOf = (db: Db, leadIds: string[]): Promise<LeadReplyRow[]> =>
  leadIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: contactLeadReplies.id,
          leadId: contactLeadReplies.leadId,
          body: contactLeadReplies.body,
          createdAt: contactLeadReplies.createdAt,
          authorName: users.fullName,
        })
        .from(contactLeadReplies)
        .leftJoin(users, eq(users.id, contactLeadReplies.authorId))
        .where(inArray(contactLeadReplies.leadId, leadIds))
        .orderBy(asc(contactLeadReplies.createdAt));

export async function insertLeadReply(db: Db, values: { leadId: string; authorId: string; body: string }) {
  const reply = await insertOne(db, contactLeadReplies, values);
  await db.update(contactLeads).set({ status: 'ANSWERED' }).where(eq(contactLeads.id, values.leadId));
  return reply;
}
