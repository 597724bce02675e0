// An audit entry of a shipment milestone (action `order.milestone`) in words: what happened,
// where, when and what the agent noted, instead of the stored keys, ids and ISO timestamps.
// The entry keeps every value (ids included) for whoever reads the raw trail; the console's
// audit screen shows these lines.
import { formatDay } from '../i18n/trade-labels.ts';
import { MILESTONE_LABELS, type MilestoneEvent } from '../shipments/milestones.ts';

export const MILESTONE_ACTION = 'order.milestone';

/** One line of the summary: a label and its value, both words. */
export interface EntryLine {
  label: string;
  value: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

const isEvent = (value: unknown): value is MilestoneEvent =>
  typeof value === 'string' && Object.hasOwn(MILESTONE_LABELS, value);

/**
 * The lines of a milestone entry's `after`: the event's label, its place (port name and code),
 * the time it happened in `formatTime`'s words (the reader's clock), a new arrival date with
 * the one before, and the note. Values the entry lacks are left out.
 */
export function milestoneEntryLines(
  after: Record<string, unknown> | null,
  formatTime: (iso: string) => string,
): EntryLine[] {
  if (!after) return [];
  const lines: EntryLine[] = [];
  const event = after.event;
  lines.push({ label: 'milestone', value: isEvent(event) ? MILESTONE_LABELS[event] : (text(event) ?? '—') });
  const code = text(after.location);
  const name = text(after.locationName);
  if (code) lines.push({ label: 'where', value: name ? `${name} (${code})` : code });
  const at = text(after.at);
  if (at && !Number.isNaN(new Date(at).getTime())) {
    lines.push({ label: event === 'ETA_CHANGED' ? 'announced' : 'when', value: formatTime(at) });
  }
  const eta = text(after.eta);
  if (eta) {
    const previous = text(after.previousEta);
    const day = (value: string) => formatDay(value, 'en');
    lines.push({ label: 'arrival date', value: previous ? `${day(previous)} → ${day(eta)}` : day(eta) });
  }
  const note = text(after.note);
  if (note) lines.push({ label: 'note', value: note });
  return lines;
}
