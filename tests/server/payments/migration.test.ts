// The payment-plans migration on both databases: orders placed before it get the default plan
// of their payment term, split exactly as the shared rule splits it, and their payment proof
// becomes a proof of the first instalment, keeping whether it was verified.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../../src/server/db/client.ts';
import { defaultPlan, splitAmounts, toCents } from '../../../src/shared/payments/plans.ts';
import type { PaymentTerm } from '../../../src/shared/common/enums.ts';
import { LOCAL_POSTGRES_URL } from '../support/helper.ts';
import { describeWith } from '../support/services.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../src/server/db/migrations', import.meta.url));
const TAG = 'payment_plans';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder that stops just before the payment-plans migration. */
function migrationsBefore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith(TAG));
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

const before = migrationsBefore();
afterAll(() => rmSync(before, { recursive: true, force: true }));

interface Seeded {
  orders: { id: string; term: PaymentTerm; cost: number }[];
  receipts: Record<'verified' | 'waiting' | 'rejected', string>;
}

/** Orders of every term placed before payment plans, with proofs in each state. */
async function seedOldOrders(db: Db): Promise<Seeded> {
  const [buyer] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (full_name, email, password_hash) values ('Ada Obi', 'ada@example.com', 'x') returning id`,
  );
  const orders: Seeded['orders'] = [];
  const terms: [PaymentTerm, number][] = [
    ['TT', 1000.05],
    ['TT', 36250],
    ['TT', 0.01],
    ['LC', 1234.56],
    ['CAD', 999.99],
    ['DP', 50],
  ];
  for (const [index, [term, cost]] of terms.entries()) {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into orders (order_number, buyer_id, product_name, cost, price_per_mt, incoterm, payment_term,
            quantity_ordered, country_of_origin, country, port)
          values (${`ATH-OLD-${index}`}, ${buyer?.id}, 'Cashew', ${cost}, 1, 'FOB', ${term}, 1, 'Benin', 'Netherlands', 'Rotterdam')
          returning id`,
    );
    orders.push({ id: row?.id ?? '', term, cost });
  }
  const receipt = async (orderId: string, status: string, name: string) => {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into order_receipts (order_id, stored_name, mime_type, original_name, size, status, decided_at, created_at)
          values (${orderId}, ${name}, 'application/pdf', 'proof.pdf', 10, ${status},
                  ${status === 'SUBMITTED' ? null : '2026-11-20T10:00:00Z'}, '2026-11-19T23:30:00Z')
          returning id`,
    );
    return row?.id ?? '';
  };
  const [first, second, , lc] = orders;
  const rejected = await receipt(second?.id ?? '', 'REJECTED', 'b');
  return {
    orders,
    receipts: {
      verified: await receipt(first?.id ?? '', 'VERIFIED', 'a'),
      waiting: await receipt(lc?.id ?? '', 'SUBMITTED', 'c'),
      rejected,
    },
  };
}

async function checkMigrated(db: Db, seeded: Seeded) {
  const instalments = await queryRows<{
    id: string;
    order_id: string;
    position: number;
    label: string;
    percent: string;
    amount: string;
    trigger: string;
    days: number;
  }>(db, sql`select * from payment_instalments order by order_id, position`);
  for (const order of seeded.orders) {
    const plan = defaultPlan(order.term).instalments;
    const rows = instalments.filter((row) => row.order_id === order.id);
    const amounts = splitAmounts(
      toCents(order.cost),
      plan.map((instalment) => instalment.percent),
    );
    expect(
      rows.map((row) => ({
        label: row.label,
        percent: Number(row.percent),
        trigger: row.trigger,
        days: row.days,
        cents: toCents(Number(row.amount)),
      })),
      `${order.term} ${order.cost}`,
    ).toEqual(plan.map((instalment, index) => ({ ...instalment, cents: amounts[index] })));
  }

  const receipts = await queryRows<{
    id: string;
    status: string;
    instalment_id: string;
    amount: string;
    verified_amount: string | null;
    paid_on: string;
  }>(db, sql`select id, status, instalment_id, amount::text, verified_amount::text, paid_on::text from order_receipts`);
  const firstOf = (orderId: string | undefined) =>
    instalments.find((row) => row.order_id === orderId && row.position === 0);
  const byId = new Map(receipts.map((row) => [row.id, row]));
  const [tt, ttRejected, , lc] = seeded.orders;
  expect(byId.get(seeded.receipts.verified)).toEqual({
    id: seeded.receipts.verified,
    status: 'VERIFIED',
    instalment_id: firstOf(tt?.id)?.id,
    amount: '300.02',
    verified_amount: '300.02',
    paid_on: '2026-11-19',
  });
  expect(byId.get(seeded.receipts.rejected)).toMatchObject({
    status: 'REJECTED',
    instalment_id: firstOf(ttRejected?.id)?.id,
    verified_amount: null,
  });
  expect(byId.get(seeded.receipts.waiting)).toMatchObject({
    status: 'SUBMITTED',
    instalment_id: firstOf(lc?.id)?.id,
    amount: '1234.56',
    verified_amount: null,
  });

  const credits = await queryRows<{ receipt_id: string; amount: string; instalment_id: string }>(
    db,
    sql`select receipt_id, amount::text, instalment_id from payment_credits`,
  );
  expect(credits).toEqual([
    { receipt_id: seeded.receipts.verified, amount: '300.02', instalment_id: firstOf(tt?.id)?.id },
  ]);
}

describe('the payment-plans migration on the embedded database', () => {
  it('gives old orders their default plan and files their proofs against the first instalment', async () => {
    const client = await PGlite.create();
    try {
      const db = drizzlePglite(client) as unknown as Db;
      await migratePglite(db as never, { migrationsFolder: before });
      const seeded = await seedOldOrders(db);
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
      await checkMigrated(db, seeded);
    } finally {
      await client.close();
    }
    // Replays every migration twice on PGlite: ~25 s on a busy machine.
  }, 120_000);
});

describeWith(['postgres'], 'the payment-plans migration on PostgreSQL', () => {
  it('gives old orders their default plan and files their proofs against the first instalment', async () => {
    const name = `t_${crypto.randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: LOCAL_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(LOCAL_POSTGRES_URL);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString() });
    try {
      const db = drizzlePg(pool) as unknown as Db;
      await migratePg(db as never, { migrationsFolder: before });
      const seeded = await seedOldOrders(db);
      await migratePg(db as never, { migrationsFolder: MIGRATIONS });
      await checkMigrated(db, seeded);
    } finally {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 60_000);
});
