import {
  DEFAULT_SLA_TARGETS,
  SLA_METRICS,
  type SlaMetric,
  type SlaTargets,
} from '../../../shared/service-levels/service-levels.ts';
import type { Db } from '../../db/client.ts';
import { storedSlaTargets, upsertSlaTarget } from '../../db/queries/sla.queries.ts';
import { recordAudit } from '../audit.service.ts';
import { actor, type ServiceContext } from '../context.ts';

const isMetric = (value: string): value is SlaMetric => (SLA_METRICS as readonly string[]).includes(value);

/**
 * The service-level targets in minutes: what admins set, the defaults otherwise. The one
 * place every queue (inbox, disputes, quotes, payment proof) reads them from.
 */
export async function getSlaTargets(db: Db): Promise<SlaTargets> {
  const rows = await storedSlaTargets(db);
  const targets = { ...DEFAULT_SLA_TARGETS };
  for (const row of rows) if (isMetric(row.metric)) targets[row.metric] = row.minutes;
  return targets;
}

/** Stores the given targets (in the caller's transaction); returns the full set after. */
export async function storeSlaTargets(
  tx: Db,
  patch: { [metric in SlaMetric]?: number | undefined },
  actorId: string,
  at: Date,
): Promise<SlaTargets> {
  for (const metric of SLA_METRICS) {
    const minutes = patch[metric];
    if (minutes === undefined) continue;
    await upsertSlaTarget(tx, { metric, minutes, updatedBy: actorId, updatedAt: at });
  }
  return getSlaTargets(tx);
}

/** GET /staff/sla/targets */
export const readSlaTargets = (ctx: ServiceContext): Promise<SlaTargets> => getSlaTargets(ctx.db);

/** PUT /staff/sla/targets: stores an admin's targets, audited in the same transaction. */
export function setSlaTargets(
  ctx: ServiceContext,
  patch: { [metric in SlaMetric]?: number | undefined },
): Promise<SlaTargets> {
  const admin = actor(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await getSlaTargets(tx);
    const after = await storeSlaTargets(tx, patch, admin.id, ctx.now());
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'sla.targets',
      entityType: 'service-levels',
      entityId: 'targets',
      before,
      after,
    });
    return after;
  });
}

/** Whether something waiting since `since` is past a target at `now`. */
export const isPastTarget = (since: Date | null, targetMinutes: number, now: Date) =>
  since !== null && now.getTime() - since.getTime() > targetMinutes * 60_000;
