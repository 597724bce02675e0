// Contract numbers under concurrency on PostgreSQL: N issues at once get 1..N, no gap, no
// repeat, and a rolled-back issue gives its number back.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client.ts';
import { nextContractSequence } from '../../../src/server/db/queries/contracts.queries.ts';
import { freshPostgresDatabase } from '../support/helper.ts';
import { describeWith, TEST_DATABASE_URL } from '../support/services.ts';

describeWith(['postgres'], 'contract numbers on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshPostgresDatabase(TEST_DATABASE_URL);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives N parallel issues the numbers 1..N, and a rolled-back one leaves no gap', async () => {
    const N = 24;
    const rolledBack = database.db
      .transaction(async (tx) => {
        await nextContractSequence(tx, 2031);
        throw new Error('the issue failed after taking a number');
      })
      .catch(() => 'rolled back');
    const numbers = await Promise.all(
      Array.from({ length: N }, () => database.db.transaction((tx) => nextContractSequence(tx, 2031))),
    );
    expect(await rolledBack).toBe('rolled back');
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    // Another year starts again at 1.
    expect(await database.db.transaction((tx) => nextContractSequence(tx, 2032))).toBe(1);
  });
});
