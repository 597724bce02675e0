// What the database reports outside a query (a PostgreSQL connection dropped by a restart or
// a failover) goes into the JSON log like every other line, never as plain text.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonLineLog, openDatabase } from '../../../src/server/db/client.ts';
import { freshPostgresDatabase } from '../support/helper.ts';
import { describeWith, TEST_DATABASE_URL } from '../support/services.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the database's log before the app's logger exists", () => {
  it('writes one JSON line at error level, as pino does', () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    jsonLineLog.error({ err: { type: 'Error', message: 'Connection terminated unexpectedly' } }, 'connection lost');
    expect(written).toHaveLength(1);
    expect(written[0]!.endsWith('\n')).toBe(true);
    expect(JSON.parse(written[0]!)).toMatchObject({
      level: 50,
      time: expect.any(Number),
      pid: process.pid,
      msg: 'connection lost',
      err: { message: 'Connection terminated unexpectedly' },
    });
  });
});

describeWith(['postgres'], 'a PostgreSQL connection dropped while idle', () => {
  it("is reported to the database's log, and the process goes on", async () => {
    const fresh = await freshPostgresDatabase(TEST_DATABASE_URL);
    const url = fresh.url;
    const reported: { fields: object; message: string }[] = [];
    const database = await openDatabase(
      { kind: 'postgres', url },
      { log: { error: (fields, message) => reported.push({ fields, message }) } },
    );
    try {
      // What pg's pool emits when the server ends an idle connection.
      (database.pool as unknown as NodeJS.EventEmitter).emit(
        'error',
        new Error('terminating connection due to administrator command'),
      );
      expect(reported).toEqual([
        {
          fields: { err: { type: 'Error', message: 'terminating connection due to administrator command' } },
          message: expect.stringContaining('PostgreSQL connection lost'),
        },
      ]);
      expect(await database.db.execute(sql`select 1`)).toBeDefined();
    } finally {
      await database.close();
      await fresh.close();
    }
  });
});
