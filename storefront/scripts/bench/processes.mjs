// The processes the bench starts (backend, storefront, Chromium) and their clean-up: everything it
// started is stopped when it ends, fails, or is interrupted (Ctrl-C), never anything else.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';

const TASKSET = '/usr/bin/taskset';

/** Whether servers can be pinned to one core each (taskset present and at least two cores). */
export const canPin = existsSync(TASKSET) && availableParallelism() >= 2;

/** A loopback port nobody listens on now (bind port 0, release it). */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** @type {Set<() => Promise<void> | void>} */
const cleanups = new Set();

/** Registers something to undo at the end; returns its unregister function. */
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/** Runs every registered clean-up once (last registered first), whatever each one throws. */
export async function cleanUpAll() {
  const pending = [...cleanups].reverse();
  cleanups.clear();
  for (const fn of pending) {
    try {
      await fn();
    } catch (error) {
      console.error(`bench: clean-up failed: ${error instanceof Error ? error.message : error}`);
    }
  }
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();

// Ctrl-C, a kill, or an uncaught failure still stops the servers; the synchronous 'exit' hook is
// the last resort for a process.exit() that skipped the asynchronous clean-up.
let interrupted = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nbench: ${signal}, stopping what it started…`);
    void cleanUpAll().finally(() => process.exit(130));
  });
}
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/**
 * Starts `node <script>` (pinned to `core` with taskset when possible) and registers its stop.
 * Its stdout is dropped (start-up lines are not figures); the end of its stderr is kept for errors.
 */
export function startNode(name, script, { cwd, env, core }) {
  const pin = canPin && core !== undefined;
  const [command, args] = pin ? [TASKSET, ['-c', String(core), process.execPath, script]] : [process.execPath, [script]];
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  children.add(child);
  let tail = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    tail = (tail + chunk).slice(-4000);
  });
  child.once('exit', () => children.delete(child));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (!running()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => running() && child.kill('SIGKILL'), 5000);
    await once(child, 'exit').catch(() => {});
    clearTimeout(timer);
  };
  onCleanup(stop);
  return {
    name,
    child,
    pinned: pin,
    running,
    stderrTail: () => tail.trim(),
    stop,
  };
}

/** Moves every thread of a running process to the given cores ("0", "1", "0-1"); false when it cannot. */
export function pinProcess(pid, cores) {
  if (!existsSync(TASKSET)) return false;
  const result = spawnSync(TASKSET, ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
  return result.status === 0;
}

/** All cores, as taskset writes them. */
export const ALL_CORES = `0-${availableParallelism() - 1}`;

/**
 * Polls `check` until it returns true, the process exits, or the time is up (with the reason and
 * the process's last error lines in the message).
 */
export async function waitUntil(what, proc, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    if (!proc.running()) throw new Error(`${proc.name} exited before ${what}:\n${proc.stderrTail()}`);
    try {
      const result = await check();
      if (result === true) return;
      last = typeof result === 'string' ? result : '';
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) throw new Error(`${proc.name}: not ${what} within ${timeoutMs / 1000} s (last: ${last})\n${proc.stderrTail()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
