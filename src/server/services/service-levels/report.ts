import { SLA_METRICS, SLA_WINDOW_DAYS, type SlaMetric } from '../../../shared/service-levels/service-levels.ts';
import type {
  AgentStats,
  DurationStats,
  OverdueItem,
  SlaMetricReport,
  SlaReport,
} from '../../../shared/chat/chat.staff.contract.ts';
import type { Db } from '../../db/client.ts';
import {
  type DurationRow,
  type OverdueRow,
  type Window,
  chatResponseDurations,
  chatResponsesOverdue,
  disputeAnswerDurations,
  disputesOverdue,
  inquiriesOverdue,
  quoteTurnaroundDurations,
  receiptDecisionDurations,
  receiptsOverdue,
} from '../../db/queries/sla.queries.ts';
import type { ServiceContext } from '../context.ts';
import { getSlaTargets } from './targets.ts';

/** Where one metric's figures come from; a metric without a source is reported unavailable. */
export interface MetricSource {
  durations(db: Db, window: Window): Promise<DurationRow[]>;
  overdue(db: Db, now: Date, targetMinutes: number, limit: number): Promise<OverdueRow[]>;
}

/** The recorded data behind each metric (sla.queries.ts says which two moments each measures). */
export const METRIC_SOURCES: Partial<Record<SlaMetric, MetricSource>> = {
  chatFirstResponse: { durations: chatResponseDurations, overdue: chatResponsesOverdue },
  quoteTurnaround: { durations: quoteTurnaroundDurations, overdue: inquiriesOverdue },
  receiptVerification: { durations: receiptDecisionDurations, overdue: receiptsOverdue },
  disputeAnswer: { durations: disputeAnswerDurations, overdue: disputesOverdue },
};

/** How many overdue items each metric lists (the count covers all of them). */
export const OVERDUE_LISTED = 50;

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));
const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const statsOf = (row: DurationRow | undefined): DurationStats => ({
  count: row ? Number(row.n) : 0,
  medianMinutes: row ? round1(num(row.median)) : null,
  p90Minutes: row ? round1(num(row.p90)) : null,
});

function overdueItem(row: OverdueRow, targetMinutes: number, now: Date): OverdueItem {
  const since = new Date(row.since);
  return {
    id: row.id,
    buyer: { id: row.buyer_id, fullName: row.buyer_name },
    label: row.label,
    since: iso(since),
    minutesOver: Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000 - targetMinutes)),
  };
}

async function metricReport(
  db: Db,
  metric: SlaMetric,
  targetMinutes: number,
  window: Window,
): Promise<SlaMetricReport> {
  const source = METRIC_SOURCES[metric];
  if (!source) {
    return {
      metric,
      targetMinutes,
      available: false,
      overall: statsOf(undefined),
      agents: [],
      overdue: [],
      overdueCount: 0,
    };
  }
  const [durations, overdue] = await Promise.all([
    source.durations(db, window),
    source.overdue(db, window.to, targetMinutes, OVERDUE_LISTED),
  ]);
  const overall = durations.find((row) => Number(row.overall) === 1);
  const agents: AgentStats[] = durations
    .filter((row): row is DurationRow & { agent_id: string } => Number(row.overall) === 0 && row.agent_id !== null)
    .map((row) => ({ agent: { id: row.agent_id, fullName: row.agent_name ?? 'Former staff' }, ...statsOf(row) }))
    .sort((a, b) => a.agent.fullName.localeCompare(b.agent.fullName));
  return {
    metric,
    targetMinutes,
    available: true,
    overall: statsOf(overall),
    agents,
    overdue: overdue.map((row) => overdueItem(row, targetMinutes, window.to)),
    overdueCount: Number(overdue[0]?.total ?? 0),
  };
}

/** GET /staff/sla: each metric over the last 30 days, and what is overdue now. */
export async function serviceLevelReport(ctx: ServiceContext): Promise<SlaReport> {
  const { db } = ctx;
  const now = ctx.now();
  const current = await getSlaTargets(db);
  const window = { from: new Date(now.getTime() - SLA_WINDOW_DAYS * 24 * 60 * 60_000), to: now };
  const metrics: SlaMetricReport[] = [];
  // One after another: PGlite runs one query at a time anyway, and PostgreSQL's pool stays free.
  for (const metric of SLA_METRICS) metrics.push(await metricReport(db, metric, current[metric], window));
  return { windowDays: SLA_WINDOW_DAYS, from: window.from.toISOString(), to: now.toISOString(), metrics };
}
