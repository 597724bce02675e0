// Service levels: how fast the company answers, against targets set by admins. The metric
// names, their default targets and the shapes of GET /staff/sla live here once.
import { z } from 'zod';

export const SLA_METRICS = ['chatFirstResponse', 'quoteTurnaround', 'receiptVerification', 'disputeAnswer'] as const;
export type SlaMetric = (typeof SLA_METRICS)[number];

export const SLA_METRIC_LABELS: Record<SlaMetric, string> = {
  chatFirstResponse: 'First chat response',
  quoteTurnaround: 'Quote sent',
  receiptVerification: 'Payment proof checked',
  disputeAnswer: 'Dispute answered',
};

/** What each metric measures, from when to when. */
export const SLA_METRIC_DESCRIPTIONS: Record<SlaMetric, string> = {
  chatFirstResponse: 'From a buyer’s first unanswered message to an agent’s reply.',
  quoteTurnaround: 'From an inquiry to the first quote sent for it.',
  receiptVerification: 'From a payment proof upload to its verification or rejection.',
  disputeAnswer: 'From a dispute being raised to an agent’s first reply.',
};

/** Targets in minutes: first chat response 30 min, quote 48 h, receipt 24 h, dispute 24 h. */
export const DEFAULT_SLA_TARGETS: Record<SlaMetric, number> = {
  chatFirstResponse: 30,
  quoteTurnaround: 48 * 60,
  receiptVerification: 24 * 60,
  disputeAnswer: 24 * 60,
};

/** The window the medians cover. */
export const SLA_WINDOW_DAYS = 30;

export type SlaTargets = Record<SlaMetric, number>;

const targetMinutes = z
  .number({ message: 'Enter the target in minutes.' })
  .int({ message: 'Enter whole minutes.' })
  .min(1, { message: 'A target is at least 1 minute.' })
  .max(60 * 24 * 90, { message: 'A target is at most 90 days.' });

/** PUT /staff/sla/targets: any of the targets, in minutes. */
export const SlaTargetsBody = z
  .object({
    chatFirstResponse: targetMinutes.optional(),
    quoteTurnaround: targetMinutes.optional(),
    receiptVerification: targetMinutes.optional(),
    disputeAnswer: targetMinutes.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Change at least one target.' })
  .meta({ example: { chatFirstResponse: 20, quoteTurnaround: 1440 } });

/** Minutes as the console shows them: "45 min", "3 h 10 min", "2 d 4 h". */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) return m % 60 === 0 ? `${m / 60} h` : `${Math.floor(m / 60)} h ${m % 60} min`;
  const days = Math.floor(m / (24 * 60));
  const hours = Math.floor((m % (24 * 60)) / 60);
  return hours === 0 ? `${days} d` : `${days} d ${hours} h`;
}
