// Where a benchmark's CPU goes: seconds of CPU (user + system) per process of the stack, this
// client and the whole machine over a stretch of the run, read from Linux's /proc. On a shared
// two-core machine this says whether a latency is our processes' work or waiting for the cores.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ; 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

export interface CpuSnapshot {
  readonly at: number;
  /** CPU seconds used so far by each pid, by name (a process of the stack, a database's backends, this client). */
  readonly processes: ReadonlyMap<string, ReadonlyMap<number, number>>;
  /** The machine: CPU seconds busy and in all, summed over its cores (everyone's work, other users' too). */
  readonly machine: { readonly busy: number; readonly total: number };
}

/** `processes`: named groups of pids (a service's process; a database's server backends). */
export function cpuSnapshot(processes: readonly { readonly name: string; readonly pids: readonly number[] }[]): CpuSnapshot {
  const used = new Map(processes.map(({ name, pids }) => [name, new Map(pids.map((pid) => [pid, processCpuSeconds(pid)]))]));
  const self = process.cpuUsage();
  used.set('client (this process)', new Map([[process.pid, (self.user + self.system) / 1e6]]));
  return { at: performance.now(), processes: used, machine: machineCpuSeconds() };
}

/** Cores each process kept busy between two snapshots (1.0 = one core all the time), and the machine's. */
export function coresUsed(before: CpuSnapshot, after: CpuSnapshot): { name: string; cores: number }[] {
  const seconds = (after.at - before.at) / 1000;
  // A pid counts when it was there at both ends (a backend a pool closed meanwhile is left out).
  const rows = [...after.processes].map(([name, pids]) => {
    let used = 0;
    for (const [pid, total] of pids) used += total - (before.processes.get(name)?.get(pid) ?? Number.NaN) || 0;
    return { name, cores: used / seconds };
  });
  const machine = { busy: after.machine.busy - before.machine.busy, total: after.machine.total - before.machine.total };
  const cores = machine.total / seconds;
  rows.push({ name: `the whole machine (${Math.round(cores)} cores; everyone's work)`, cores: (machine.busy / machine.total) * cores });
  return rows;
}

function processCpuSeconds(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN; // not Linux, or the process is gone
  }
}

function machineCpuSeconds(): { busy: number; total: number } {
  try {
    const [, ...times] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const ticks = times.map(Number);
    const total = ticks.slice(0, 8).reduce((sum, tick) => sum + tick, 0); // user … steal (guest time is inside user)
    const idle = ticks[3]! + ticks[4]!; // idle + iowait
    return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
  } catch {
    return { busy: Number.NaN, total: Number.NaN };
  }
}
