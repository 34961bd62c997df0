import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { freePort } from '../test/free-port.js';

export interface BenchServer {
  readonly url: string;
  readonly pinned: boolean;
  stop(): Promise<void>;
}

/**
 * The built backend (backend/dist/main.js) as its own process on the embedded engine with a fresh
 * database, pinned to one core with taskset when it is available, so the figures are one core's;
 * ready once /api/health answers and the search indexes are built.
 */
export async function startBenchServer(root: string, databaseFile: string): Promise<BenchServer> {
  const port = await freePort();
  const pinned = existsSync('/usr/bin/taskset');
  const node = process.execPath;
  const main = join(root, 'backend/dist/main.js');
  // BENCH_NODE_ARGS adds Node flags to the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it.
  const nodeArgs = [...(process.env['BENCH_NODE_ARGS']?.split(' ').filter(Boolean) ?? []), main];
  const [command, args] = pinned ? ['/usr/bin/taskset', ['-c', '0', node, ...nodeArgs]] : [node, nodeArgs];
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ENGINE_DATABASE_FILE: databaseFile, NODE_ENV: 'production', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret' },
    // Start-up lines are not figures; errors still show.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the backend exited with ${child.exitCode}`);
    try {
      // Measured once the search indexes are built: their start-up build would otherwise share
      // the core with the first scenario.
      const response = await fetch(`${url}/api/health`);
      if (response.ok && ((await response.json()) as { search?: string }).search !== 'warming') break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the backend was not healthy with its search indexes built within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pinned,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
