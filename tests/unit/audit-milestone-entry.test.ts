import { describe, expect, it } from 'vitest';
import { milestoneEntryLines } from '../../src/shared/audit/milestone-entry.ts';

// What the console's audit screen shows of a recorded milestone (issue 41): words, not the
// stored keys, ids and ISO timestamps.

const time = (iso: string) => `time(${iso})`;

describe('a milestone entry of the audit trail', () => {
  it('says what happened, where, when and the note, without ids or keys', () => {
    const after = {
      shipmentId: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
      milestoneId: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
      id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
      event: 'DEPARTED',
      at: '2026-11-28T16:40:00.000Z',
      location: 'BJCOO',
      locationName: 'Cotonou',
      note: 'Sailed on schedule.',
      eta: null,
      previousEta: null,
      recordedAt: '2026-11-28T17:02:00.000Z',
    };
    const lines = milestoneEntryLines(after, time);
    expect(lines).toEqual([
      { label: 'milestone', value: 'Vessel departed' },
      { label: 'where', value: 'Cotonou (BJCOO)' },
      { label: 'when', value: 'time(2026-11-28T16:40:00.000Z)' },
      { label: 'note', value: 'Sailed on schedule.' },
    ]);
    const shown = lines.map((line) => `${line.label} ${line.value}`).join(' ');
    expect(shown).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}|shipmentId|DEPARTED|recordedAt/);
  });

  it('puts a new arrival date beside the one before, as days', () => {
    const lines = milestoneEntryLines(
      {
        event: 'ETA_CHANGED',
        at: '2026-12-01T09:00:00.000Z',
        location: null,
        eta: '2026-12-19',
        previousEta: '2026-12-16',
      },
      time,
    );
    expect(lines).toEqual([
      { label: 'milestone', value: 'Arrival date changed' },
      { label: 'announced', value: 'time(2026-12-01T09:00:00.000Z)' },
      { label: 'arrival date', value: 'December 16, 2026 → December 19, 2026' },
    ]);
  });
});
