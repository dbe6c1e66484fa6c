import fs from 'node:fs';

/**
 * CPU seconds used by the portal, its embedded PostgreSQL, this client and the whole machine,
 * read from /proc (Linux). On a shared machine this tells whether the portal was short of work
 * or short of cores, and how much of the machine other programs took.
 */
export interface CpuSnapshot {
  at: number;
  portal: number;
  postgres: number;
  client: number;
  machineBusy: number;
  machineTotal: number;
}

const ticksPerSecond = 100;

function processTable(): Map<number, { ppid: number; seconds: number; command: string }> {
  const table = new Map<number, { ppid: number; seconds: number; command: string }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which may itself hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      table.set(Number(entry), { ppid: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond, command });
    } catch {
      // the process ended while we looked
    }
  }
  return table;
}

export function cpuSnapshot(portalPid: number): CpuSnapshot | null {
  if (process.platform !== 'linux') return null;
  const table = processTable();
  const descends = (pid: number) => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; p = table.get(p)?.ppid ?? 0, hops++) if (p === portalPid) return true;
    return false;
  };
  let portal = 0;
  let postgres = 0;
  for (const [pid, p] of table) {
    if (!descends(pid)) continue;
    if (p.command === 'postgres') postgres += p.seconds;
    else if (pid === portalPid) portal += p.seconds;
  }
  const own = process.cpuUsage();
  const [, ...times] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = times;
  return {
    at: Date.now(),
    portal,
    postgres,
    client: (own.user + own.system) / 1e6,
    machineBusy: (user + nice + system + irq + softirq + steal) / ticksPerSecond,
    machineTotal: (user + nice + system + idle + iowait + irq + softirq + steal) / ticksPerSecond,
  };
}

/** Cores used on average between two snapshots. */
export function describeCpu(from: CpuSnapshot | null, to: CpuSnapshot | null, externalDatabase: boolean): string {
  if (!from || !to) return 'CPU use: not measured (Linux only)';
  const seconds = (to.at - from.at) / 1000;
  const cores = (k: keyof CpuSnapshot) => ((to[k] - from[k]) / seconds).toFixed(2);
  const others =
    (to.machineBusy - from.machineBusy - (to.portal - from.portal) - (to.postgres - from.postgres) - (to.client - from.client)) / seconds;
  return (
    `CPU during the exam (cores): portal ${cores('portal')}, PostgreSQL ${externalDatabase ? 'external' : cores('postgres')}, ` +
    `this client ${cores('client')}, other programs ${Math.max(0, others).toFixed(2)}; machine busy ${cores('machineBusy')} of ${cores('machineTotal')}`
  );
}

/** CPU per event between two snapshots, in milliseconds, with how long the stretch took. */
export function cpuPerEvent(
  what: string,
  from: CpuSnapshot | null,
  to: CpuSnapshot | null,
  events: number,
  externalDatabase: boolean,
): string {
  if (!from || !to) return `CPU of ${what}: not measured`;
  const ms = (k: keyof CpuSnapshot) => (((to[k] - from[k]) * 1000) / events).toFixed(1);
  return (
    `CPU of ${what} (${events} in ${((to.at - from.at) / 1000).toFixed(2)} s), ms each: portal ${ms('portal')}, ` +
    `PostgreSQL ${externalDatabase ? 'external' : ms('postgres')}, this client ${ms('client')}, machine ${ms('machineBusy')}`
  );
}
