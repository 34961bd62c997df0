import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { BUSY_TIMEOUT_MS, whileBusy } from '../commerce/embedded/store/database.js';

/** One message waiting for (or done with) delivery. `data`: what the message needs besides its address, as JSON. */
export interface OutboxEntry {
  readonly id: number;
  readonly email: string;
  readonly locale: string;
  readonly attempts: number;
  readonly data: string | null;
}

/** The outboxes the shop keeps, one table each in the same file. */
export type OutboxTable = 'newsletter_outbox' | 'password_reset_outbox' | 'customer_consent_outbox' | 'support_request_outbox';

/** Delivered entries (e-mail addresses: personal data) are kept this long for tracing, then deleted. */
const KEEP_DELIVERED_MS = 30 * 24 * 60 * 60 * 1000;

const schema = (table: OutboxTable): string => `
  PRAGMA journal_mode = WAL;
  PRAGMA synchronous = NORMAL;
  CREATE TABLE IF NOT EXISTS ${table} (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    locale TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    delivered_at INTEGER,
    last_error TEXT,
    data TEXT
  );
  CREATE INDEX IF NOT EXISTS ${table}_due ON ${table} (next_attempt_at) WHERE delivered_at IS NULL;
`;

/**
 * Messages written before anything is sent, so a receiver (tracking service, mail server) that is
 * down, slow or restarting loses none. Its own SQLite file (node:sqlite, as the embedded engine
 * uses), not a table of the engine's database: that one holds commerce documents only, and the
 * outbox must exist with commercetools too. Several replicas may share the file: an entry is
 * claimed (its next attempt pushed past the delivery's timeout) before it is sent, so only one
 * sends it. `data` is cleared on delivery: it may hold a secret (a reset token) no one needs then.
 */
export class Outbox {
  private readonly db: DatabaseSync;

  constructor(file: string, private readonly table: OutboxTable) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new DatabaseSync(file);
    this.db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`);
    whileBusy(() => this.db.exec(schema(table)));
    // Files written before the column existed (the newsletter's) get it.
    const columns = this.db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>;
    if (!columns.some((column) => column.name === 'data')) whileBusy(() => this.db.exec(`ALTER TABLE ${table} ADD COLUMN data TEXT`));
  }

  /** Stores a message, due at once; durable when this returns. */
  add(email: string, locale: string, now: number, data?: string): number {
    const result = this.db
      .prepare(`INSERT INTO ${this.table} (email, locale, created_at, next_attempt_at, data) VALUES (?, ?, ?, ?, ?)`)
      .run(email, locale, now, now, data ?? null);
    return Number(result.lastInsertRowid);
  }

  /** Undelivered entries due at `now`, oldest first. */
  due(now: number, limit: number): OutboxEntry[] {
    return this.db
      .prepare(`SELECT id, email, locale, attempts, data FROM ${this.table} WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?`)
      .all(now, limit) as unknown as OutboxEntry[];
  }

  /** Takes an entry for one delivery until `until`; false when another run (or replica) took it first. */
  claim(id: number, now: number, until: number): boolean {
    const result = this.db
      .prepare(`UPDATE ${this.table} SET next_attempt_at = ? WHERE id = ? AND delivered_at IS NULL AND next_attempt_at <= ?`)
      .run(until, id, now);
    return Number(result.changes) === 1;
  }

  markDelivered(id: number, now: number): void {
    this.db.prepare(`UPDATE ${this.table} SET delivered_at = ?, attempts = attempts + 1, last_error = NULL, data = NULL WHERE id = ?`).run(now, id);
  }

  markFailed(id: number, error: string, nextAttemptAt: number): void {
    this.db
      .prepare(`UPDATE ${this.table} SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?`)
      .run(error.slice(0, 500), nextAttemptAt, id);
  }

  /** How many messages still wait for delivery. */
  pendingCount(): number {
    const row = this.db.prepare(`SELECT COUNT(*) AS n FROM ${this.table} WHERE delivered_at IS NULL`).get() as { n: number };
    return Number(row.n);
  }

  /** Undelivered entries with their attempts and last error (operators, tests); `data` left out (it may be a secret). */
  pending(): Array<Omit<OutboxEntry, 'data'> & { readonly lastError: string | null }> {
    return this.db
      .prepare(`SELECT id, email, locale, attempts, last_error AS lastError FROM ${this.table} WHERE delivered_at IS NULL ORDER BY id`)
      .all() as unknown as Array<Omit<OutboxEntry, 'data'> & { lastError: string | null }>;
  }

  /** Undelivered entries with their data (support requests listed for operators), oldest first, at most `limit`. */
  undelivered(limit: number): Array<OutboxEntry & { readonly createdAt: number; readonly lastError: string | null }> {
    return this.db
      .prepare(`SELECT id, email, locale, attempts, data, created_at AS createdAt, last_error AS lastError FROM ${this.table} WHERE delivered_at IS NULL ORDER BY id LIMIT ?`)
      .all(limit) as unknown as Array<OutboxEntry & { createdAt: number; lastError: string | null }>;
  }

  forgetDelivered(now: number): void {
    this.db.prepare(`DELETE FROM ${this.table} WHERE delivered_at IS NOT NULL AND delivered_at < ?`).run(now - KEEP_DELIVERED_MS);
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
