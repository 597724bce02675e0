import type { Db } from '../db/client.ts';
import { getSlaTargets } from './service-levels/targets.ts';

/** How many hours an inquiry may wait for a quote: the admins' service-level target. */
export async function quoteTurnaroundHours(db: Db): Promise<number> {
  return (await getSlaTargets(db)).quoteTurnaround / 60;
}
