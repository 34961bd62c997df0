import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How fast the server's core is right now: a fixed piece of work (host-probe-work.ts) timed on
 * core 0. On a shared host the same build's figures swing by half with the neighbours' load;
 * printed beside the figures, the probe tells a quiet run from a contended one.
 */
export function probeHost(root: string): number | undefined {
  const work = [process.execPath, '--experimental-transform-types', '--no-warnings', join(root, 'backend/bench/host-probe-work.ts')];
  const [command, args] = existsSync('/usr/bin/taskset') ? ['/usr/bin/taskset', ['-c', '0', ...work]] : [work[0]!, work.slice(1)];
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) return undefined;
  return (JSON.parse(result.stdout) as { ms: number }).ms;
}
