import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TASKSET = '/usr/bin/taskset';

/**
 * Runs this bench again with its own process (the load generator) pinned to core 1, away from the
 * server's core 0, when taskset is there and it is not pinned yet: otherwise the scheduler may
 * put the client beside the server now and then, and the figures swing with it. Returns whether
 * the caller should go on (false: the pinned run has happened and its exit code is set).
 */
export function runPinnedToCoreOne(): boolean {
  if (process.env['BENCH_CLIENT_PINNED'] || !existsSync(TASKSET)) return true;
  const pinned = spawnSync(TASKSET, ['-c', '1', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit', env: { ...process.env, BENCH_CLIENT_PINNED: '1' },
  });
  process.exitCode = pinned.status ?? 1;
  return false;
}
