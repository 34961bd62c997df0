import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The engine's SQLite file. WAL lets readers run beside the single writer, and with
 * synchronous=NORMAL a committed transaction is in the WAL before COMMIT returns, so a crash of
 * the process (kill -9) loses nothing committed; only an OS crash or power cut could lose the last
 * transactions, which FULL would prevent at several times the cost per cart update.
 */
export function openDatabase(file: string): DatabaseSync {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;
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
  `);
  return db;
}
