import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { appSecrets } from '../schema/index.ts';

/**
 * The stored secret of this name; the candidate is stored first if none exists yet. Every
 * process racing here reads back the one value that won.
 */
export async function ensureSecret(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
