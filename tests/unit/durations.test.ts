import { describe, expect, it } from 'vitest';
import { formatDue, formatDuration } from '../../src/lib/format/durations.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('durations', () => {
  it('says a span in its two largest units', () => {
    expect(formatDuration(0)).toBe('under a minute');
    expect(formatDuration(59_999)).toBe('under a minute');
    expect(formatDuration(12 * MINUTE + 30_000)).toBe('12 min');
    expect(formatDuration(5 * HOUR)).toBe('5 h');
    expect(formatDuration(5 * HOUR + 20 * MINUTE)).toBe('5 h 20 min');
    expect(formatDuration(DAY + 3 * MINUTE)).toBe('1 day');
    expect(formatDuration(3 * DAY + 4 * HOUR + 59 * MINUTE)).toBe('3 days 4 h');
  });

  it('tells a coming deadline from a missed one', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(formatDue('2026-11-23T17:00:00Z', now)).toEqual({ text: 'due in 5 h', overdue: false });
    expect(formatDue('2026-11-21T09:00:00Z', now)).toEqual({ text: 'overdue by 2 days 3 h', overdue: true });
  });
});
