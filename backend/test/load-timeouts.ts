/*
 * Jest timeouts for work whose duration grows with the machine's load. A timeout here bounds a
 * hang; it is never a speed check (speed is measured by the benchmarks, see the README). Each is
 * sized for a loaded 2-core CI machine, where the same work takes several times what it takes on
 * an idle one: the figures below are from the 2-core development machine, idle and with a CPU
 * burner on the same core as jest (`taskset -c 0`). Everything else runs under the global
 * testTimeout of jest.config.js.
 *
 * Jest's timer only fires when the event loop gets a turn: purely synchronous work (generating
 * the seed, importing it into SQLite, spawnSync) cannot trip it, asynchronous work (scrypt on the
 * thread pool, child processes, sockets, timers) can. A set-up that is synchronous today still
 * carries its timeout, so one I/O step added to the engine's or the app's start-up does not turn
 * it into a test that fails only on a busy machine.
 */

/**
 * Generating the full demo seed (739 products in 28 locales: ~1.4 s) and loading it into an
 * engine or a real application: 3–6.5 s idle, ~9 s beside a CPU burner, several times that when
 * a loaded CI machine runs other test workers and jobs beside it.
 */
export const FULL_CATALOGUE_TIMEOUT_MS = 120_000;

/**
 * Starting other processes (node on the engine's TypeScript sources, redis-server) and waiting
 * for them: process start-up, module loading and the scheduler all slow down with load (three
 * node children racing for one order: ~3 s idle and beside a burner, more on a loaded CI machine).
 */
export const CHILD_PROCESS_TIMEOUT_MS = 60_000;

/**
 * How long a test's SQLite connection waits for another process's write lock (the engine's own
 * is 5 s). Processes racing for one write queue behind each other, and on a loaded machine a
 * process holding the lock can be descheduled for seconds: with the production wait, the last in
 * the queue failed as 'database is locked' while two full suites ran on one core.
 */
export const RACING_PROCESSES_BUSY_TIMEOUT_MS = 30_000;
