// One query pair per service level: how long things took (median and 90th percentile, per
// agent and overall) and what is waiting past its target now. Each reads the table where
// its feature records the two moments it measures.
import { sql, type SQL } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import { slaTargets } from '../schema/index.ts';

/** The targets admins set, by metric (a metric without a row uses its default). */
export const storedSlaTargets = (db: Db) =>
  db.select({ metric: slaTargets.metric, minutes: slaTargets.minutes }).from(slaTargets);

/** Sets one metric's target. */
export async function upsertSlaTarget(
  tx: Db,
  values: { metric: string; minutes: number; updatedBy: string; updatedAt: Date },
): Promise<void> {
  const { minutes, updatedBy, updatedAt } = values;
  await tx
    .insert(slaTargets)
    .values(values)
    .onConflictDoUpdate({ target: slaTargets.metric, set: { minutes, updatedBy, updatedAt } });
}

export interface DurationRow {
  /** 1 for the overall row, 0 for an agent's. */
  overall: number | string;
  /** Null for the overall row, and for answers from accounts since deleted. */
  agent_id: string | null;
  agent_name: string | null;
  n: number | string;
  median: number | string | null;
  p90: number | string | null;
}

export interface OverdueRow {
  id: string;
  buyer_id: string;
  buyer_name: string;
  label: string;
  since: Date | string;
  total: number | string;
}

export interface Window {
  from: Date;
  to: Date;
}

/**
 * Median and p90 in minutes, per agent and overall (grouping sets), of `durations`: a
 * subquery yielding `agent_id` and `minutes`.
 */
function percentiles(db: Db, durations: SQL): Promise<DurationRow[]> {
  return queryRows<DurationRow>(
    db,
    sql`select grouping(d.agent_id) as overall, d.agent_id, max(u.full_name) as agent_name, count(*) as n,
               percentile_cont(0.5) within group (order by d.minutes) as median,
               percentile_cont(0.9) within group (order by d.minutes) as p90
          from (${durations}) d
          left join users u on u.id = d.agent_id
         group by grouping sets ((d.agent_id), ())`,
  );
}

const minutesBetween = (from: SQL, to: SQL) => sql`extract(epoch from (${to} - ${from})) / 60.0`;

/** The moment that ended a wait falls in the window. */
const within = (column: SQL, window: Window) =>
  sql`${column} >= ${window.from.toISOString()}::timestamptz and ${column} <= ${window.to.toISOString()}::timestamptz`;

/** Cut-off: anything that started waiting before this is past its target. */
const cutoff = (now: Date, targetMinutes: number) => new Date(now.getTime() - targetMinutes * 60_000).toISOString();

/** Waits that ended: each row of `from` (those matching `only`) ran from `start` to `end`, ended by `agent`. */
interface Finished {
  agent: SQL;
  from: SQL;
  start: SQL;
  end: SQL;
  only?: SQL;
}

/** How long the waits that ended within the window took, per agent and overall. */
const durations =
  ({ agent, from, start, end, only }: Finished) =>
  (db: Db, window: Window) =>
    percentiles(
      db,
      sql`select ${agent} as agent_id, ${minutesBetween(start, end)} as minutes
            from ${from}
           where ${only ? sql`${only} and ` : sql``}${within(end, window)}`,
    );

/** A wait still running: `item` selects id, buyer_id, buyer_name and label from `from`; `since` is when it began. */
interface Wait {
  item: SQL;
  from: SQL;
  /** The rows still waiting. */
  waiting: SQL;
  since: SQL;
}

/** The waits past their target, oldest first, the first `limit` of them with how many there are. */
const overdue =
  ({ item, from, waiting, since }: Wait) =>
  (db: Db, now: Date, targetMinutes: number, limit: number) =>
    queryRows<OverdueRow>(
      db,
      sql`select ${item}, ${since} as since, count(*) over () as total
            from ${from}
           where ${waiting} and ${since} < ${cutoff(now, targetMinutes)}::timestamptz
           order by ${since}
           limit ${limit}`,
    );

// First chat response: each buyer wait an agent ended (chat_responses), and waits still running.

export const chatResponseDurations = durations({
  agent: sql`agent_id`,
  from: sql`chat_responses`,
  start: sql`waiting_since`,
  end: sql`answered_at`,
});

export const chatResponsesOverdue = overdue({
  item: sql`c.buyer_id as id, c.buyer_id, b.full_name as buyer_name, b.full_name as label`,
  from: sql`conversations c join users b on b.id = c.buyer_id`,
  waiting: sql`c.waiting_since is not null and c.status <> 'RESOLVED'`,
  since: sql`c.waiting_since`,
});

// Dispute answered: from raising to an agent's first reply.

export const disputeAnswerDurations = durations({
  agent: sql`first_answered_by`,
  from: sql`disputes`,
  start: sql`created_at`,
  end: sql`first_answered_at`,
});

export const disputesOverdue = overdue({
  item: sql`d.id, d.buyer_id, b.full_name as buyer_name, d.subject as label`,
  from: sql`disputes d join users b on b.id = d.buyer_id`,
  waiting: sql`d.first_answered_at is null and d.status not in ('RESOLVED', 'REJECTED')`,
  since: sql`d.created_at`,
});

// Quote sent: from an inquiry to the first version of its quote (version 1), by its author.

export const quoteTurnaroundDurations = durations({
  agent: sql`q.created_by`,
  from: sql`quotes q join inquiries i on i.id = q.inquiry_id`,
  start: sql`i.created_at`,
  end: sql`q.created_at`,
  only: sql`q.version = 1`,
});

export const inquiriesOverdue = overdue({
  item: sql`i.id, i.buyer_id, b.full_name as buyer_name, i.product_name as label`,
  from: sql`inquiries i join users b on b.id = i.buyer_id`,
  waiting: sql`not exists (select 1 from quotes q where q.inquiry_id = i.id)`,
  since: sql`i.created_at`,
});

// Payment proof checked: from an upload to its verification or rejection, by the deciding agent.

export const receiptDecisionDurations = durations({
  agent: sql`decided_by`,
  from: sql`order_receipts`,
  start: sql`created_at`,
  end: sql`decided_at`,
});

/** Proofs still waiting; the item is the order (the console opens it), labelled by its number. */
export const receiptsOverdue = overdue({
  item: sql`o.id, o.buyer_id, b.full_name as buyer_name, o.order_number as label`,
  from: sql`order_receipts r join orders o on o.id = r.order_id join users b on b.id = o.buyer_id`,
  waiting: sql`r.status = 'SUBMITTED' and o.status <> 'CANCELLED'`,
  since: sql`r.created_at`,
});
