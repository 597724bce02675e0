// Issue 41: the console reads times on a 24-hour clock everywhere. Its formatters say so outright
// (hourCycle h23), and no console screen formats a time another way (the buyer's 12-hour
// formatTime, or the browser's own toLocale*String defaults).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatClock, formatDateTime } from '../../src/lib/format/numbers.ts';

const afternoon = new Date(2026, 10, 23, 14, 5);
const midnight = new Date(2026, 10, 23, 0, 7);

const CONSOLE = 'src/islands/console';
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe('the console’s clock', () => {
  it('counts hours to 24, midnight as 00', () => {
    expect(formatClock(afternoon)).toBe('14:05');
    expect(formatClock(midnight)).toBe('00:07');
    expect(formatDateTime(afternoon)).toBe('23 Nov 2026, 14:05');
    expect(formatDateTime(midnight)).toBe('23 Nov 2026, 00:07');
  });

  it('is the only way console screens write a time', () => {
    const offenders = sources(CONSOLE).filter((file) =>
      /\bformatTime\(|toLocaleTimeString\(|toLocaleString\(/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
