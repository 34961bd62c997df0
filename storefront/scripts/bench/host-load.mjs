// The machine's load beside the figures: on a shared 2-core box, req/s falls with whatever else
// runs, so each figure carries the 1-minute load average (this bench's own load included) at its end.
import { availableParallelism, loadavg } from 'node:os';

/** Cores and the 1/5/15-minute load averages now. */
export function hostLoad() {
  const [one, five, fifteen] = loadavg();
  return { cores: availableParallelism(), load1: one, load5: five, load15: fifteen };
}

/** "load 1.23 / 0.98 / 0.75 on 2 cores" */
export const formatHostLoad = (host) => `load ${host.load1.toFixed(2)} / ${host.load5.toFixed(2)} / ${host.load15.toFixed(2)} (1/5/15 min) on ${host.cores} cores`;
