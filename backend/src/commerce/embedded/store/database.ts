import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** How long a statement waits for another connection's write lock before it fails as busy. */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * The engine's SQLite file. WAL lets readers run beside the single writer, and with
 * synchronous=NORMAL a committed transaction is in the WAL before COMMIT returns, so a crash of
 * the process (kill -9) loses nothing committed; only an OS crash or power cut could lose the last
 * transactions, which FULL would prevent at several times the cost per cart update.
 *
 * The busy timeout is set first: several processes opening a new file at once all switch it to
 * WAL and create the tables, and without it every one but the first fails as 'database is locked'.
 *
 * `changes` logs which resources of the types listed in `change_log_types` were written, by any
 * connection (triggers, so even a writer outside the engine's code is logged): what a process
 * keeps in memory built from them (catalogue-snapshot.ts) learns what another one changed
 * (change-feed.ts). One row per resource, moved to a new seq at each write; AUTOINCREMENT so that
 * a committed seq is never handed out again (a plain rowid would reuse the highest once its row
 * moved, and a reader already past it would miss the write).
 */
export function openDatabase(file: string, busyTimeoutMs = BUSY_TIMEOUT_MS): DatabaseSync {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs};`);
  whileBusy(() => db.exec(SCHEMA));
  return db;
}

/** How long opening a file may keep retrying while other processes hold its locks (start-up only). */
const OPEN_RETRY_MS = 60_000;
const OPEN_RETRY_PAUSE_MS = 50;

const isBusy = (error: unknown): boolean => {
  const code = (error as { errcode?: unknown } | undefined)?.errcode;
  return code === 5 || code === 6; // SQLITE_BUSY, SQLITE_LOCKED
};

/**
 * Runs the idempotent set-up again while SQLite says another connection holds the lock. The busy
 * timeout does not cover every case: switching to WAL and a read lock that must become a write
 * lock can fail as 'database is locked' at once (SQLite's deadlock rule), and several processes
 * opening one new file on a loaded machine met exactly that (the four-process seeding spec, in a
 * CI run beside another suite). Start-up can afford to wait; a pause blocks only this start-up.
 */
export function whileBusy(run: () => void): void {
  const deadline = Date.now() + OPEN_RETRY_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      run();
      return;
    } catch (error) {
      if (!isBusy(error) || Date.now() > deadline) throw error;
      Atomics.wait(pause, 0, 0, OPEN_RETRY_PAUSE_MS);
    }
  }
}

/** The engine's tables, created if missing: every statement is idempotent, so set-up may run again. */
const SCHEMA = `
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
    CREATE TABLE IF NOT EXISTS resources (
      type TEXT NOT NULL,
      id TEXT NOT NULL,
      key TEXT,
      version INTEGER NOT NULL,
      body TEXT NOT NULL,
      PRIMARY KEY (type, id)
    );
    CREATE UNIQUE INDEX IF NOT EXISTS resources_key ON resources (type, key) WHERE key IS NOT NULL;
    CREATE TABLE IF NOT EXISTS lookups (
      type TEXT NOT NULL,
      name TEXT NOT NULL,
      value TEXT NOT NULL,
      id TEXT NOT NULL,
      PRIMARY KEY (type, name, value, id),
      FOREIGN KEY (type, id) REFERENCES resources (type, id) ON DELETE CASCADE
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS lookups_by_resource ON lookups (type, id);
    CREATE TABLE IF NOT EXISTS snapshots (
      key TEXT PRIMARY KEY,
      body TEXT NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS change_log_types (type TEXT PRIMARY KEY) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS changes (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      type TEXT NOT NULL,
      id TEXT NOT NULL
    );
    CREATE UNIQUE INDEX IF NOT EXISTS changes_by_resource ON changes (type, id);
    CREATE TRIGGER IF NOT EXISTS log_inserted_resource AFTER INSERT ON resources
    WHEN NEW.type IN (SELECT type FROM change_log_types) BEGIN
      DELETE FROM changes WHERE type = NEW.type AND id = NEW.id;
      INSERT INTO changes (type, id) VALUES (NEW.type, NEW.id);
    END;
    CREATE TRIGGER IF NOT EXISTS log_updated_resource AFTER UPDATE ON resources
    WHEN NEW.type IN (SELECT type FROM change_log_types) BEGIN
      DELETE FROM changes WHERE type = NEW.type AND id = NEW.id;
      INSERT INTO changes (type, id) VALUES (NEW.type, NEW.id);
    END;
    CREATE TRIGGER IF NOT EXISTS log_deleted_resource AFTER DELETE ON resources
    WHEN OLD.type IN (SELECT type FROM change_log_types) BEGIN
      DELETE FROM changes WHERE type = OLD.type AND id = OLD.id;
      INSERT INTO changes (type, id) VALUES (OLD.type, OLD.id);
    END;
  `;
