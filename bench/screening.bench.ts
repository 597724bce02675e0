// Sanctions list import at the real list's size: generates a UN consolidated list of invented
// names (~2.5 MB: 1,000 individuals, 300 entities, their aliases), seeds buyers, and times
// `importScreeningList` (parse, store, rescreen every buyer) as `npm run screening:import` and
// the console's upload run it; then a second list (every buyer rescreened against new names)
// and one name screened on its own.
//
// Usage: npm run bench:screening -- [--buyers 2000] [--db embedded|postgres]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema/index.ts';
import { importScreeningList, screenNames } from '../src/server/services/screening.service.ts';
import { syntheticConsolidatedList } from '../tests/fixtures/screening/synthetic-list.ts';

const { values } = parseArgs({
  options: { buyers: { type: 'string', default: '2000' }, db: { type: 'string', default: 'embedded' } },
});
const BUYERS = Number(values.buyers);
const dataDir = mkdtempSync(join(tmpdir(), 'atp-screening-bench-'));
const database = await openDatabase(
  values.db === 'postgres'
    ? { kind: 'postgres', url: process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test' }
    : { kind: 'embedded', dataDir },
);
const ctx = { db: database.db, now: () => new Date() };
// Names of buyers mostly unlike the list's (a few share a word), so the held ones are few, as in life.
const GIVEN = ['Amina', 'Kofi', 'Chidi', 'Fatou', 'Ifeoma', 'Grace', 'Yaw', 'Nadia', 'Esther', 'Moussa'];
const FAMILY = ['Okonkwo', 'Asante', 'Diop', 'Fofana', 'Eze', 'Ndiaye', 'Boateng', 'Osei', 'Nwosu', 'Keita'];
try {
  const rows = Array.from({ length: BUYERS }, (_, i) => ({
    type: 'buyer' as const,
    fullName: `${GIVEN[i % 10]} ${FAMILY[Math.floor(i / 10) % 10]}`,
    email: `bench-buyer-${i}-${Date.now()}@example.com`,
    passwordHash: 'x',
  }));
  for (let start = 0; start < rows.length; start += 1000)
    await database.db.insert(users).values(rows.slice(start, start + 1000));

  for (const [label, seed] of [
    ['first list', 40],
    ['second list (new names)', 41],
  ] as const) {
    const xml = Buffer.from(syntheticConsolidatedList({ seed }));
    const started = performance.now();
    const result = await importScreeningList(ctx, { bytes: xml, fileName: `bench-${seed}.xml` }, null);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${label}: ${(xml.length / 1e6).toFixed(2)} MB, ${result.entryCount} entries, ${result.nameCount} names; ` +
        `import + rescreen of ${result.rescreened} buyers in ${seconds.toFixed(2)} s (${result.hits} held)`,
    );
  }
  const again = performance.now();
  const repeat = await importScreeningList(
    ctx,
    { bytes: Buffer.from(syntheticConsolidatedList({ seed: 41 })), fileName: 'again.xml' },
    null,
  );
  console.log(`same file again: created=${repeat.created} in ${((performance.now() - again) / 1000).toFixed(2)} s`);

  const one = performance.now();
  const result = await screenNames(ctx, { type: 'buyer', id: '00000000-0000-4000-8000-000000000001' }, [
    'Mohamed Ibrahim Diallo',
  ]);
  console.log(`one name screened and stored: ${(performance.now() - one).toFixed(1)} ms (${result.status})`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
