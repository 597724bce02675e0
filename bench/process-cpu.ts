// CPU time a process has used, read from /proc (Linux). On a machine shared with other
// work, throughput and tail latency move with the neighbours' load; the server's own CPU
// time per request moves much less, so the benchmarks print it beside req/s.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/** User + system CPU milliseconds used so far by `pid`, or undefined where /proc is absent. */
export function cpuMillis(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}
