import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

// The embedded database's place in DATA_DIR and its snapshot, apart from client.ts so the
// backup and restore commands load only PGlite.

/** Where the embedded database keeps its files inside DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string) => join(dataDir, 'pgdata');

/** A consistent copy of a PGlite database's files, as a gzip tar (PGlite's `loadDataDir` opens it). */
export async function snapshotPglite(client: PGlite): Promise<Buffer> {
  // The dump runs between two queries; a transaction still open then is rolled back when the
  // copy is opened, as after a crash. The checkpoint keeps that replay short.
  await client.exec('CHECKPOINT');
  const tarball = await client.dumpDataDir('gzip');
  return Buffer.from(await tarball.arrayBuffer());
}
