import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { BUSY_TIMEOUT_MS, whileBusy } from '../commerce/embedded/store/database.js';

/** One sign-up waiting for (or done with) delivery to the tracking service. */
export interface OutboxEntry {
  readonly id: number;
  readonly email: string;
  readonly locale: string;
  readonly attempts: number;
}

/** Delivered entries (e-mail addresses: personal data) are kept this long for tracing, then deleted. */
const KEEP_DELIVERED_MS = 30 * 24 * 60 * 60 * 1000;

const SCHEMA = `
  PRAGMA journal_mode = WAL;
  PRAGMA synchronous = NORMAL;
  CREATE TABLE IF NOT EXISTS newsletter_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    locale TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    delivered_at INTEGER,
    last_error TEXT
  );
  CREATE INDEX IF NOT EXISTS newsletter_outbox_due ON newsletter_outbox (next_attempt_at) WHERE delivered_at IS NULL;
`;

/**
 * Newsletter sign-ups, written before anything is sent, so a tracking service that is down, slow
 * or restarting loses none. Its own SQLite file (node:sqlite, as the embedded engine uses), not a
 * table of the engine's database: that one holds commerce documents only, and the outbox must
 * exist with commercetools too. Several replicas may share the file: an entry is claimed (its
 * next attempt pushed past the delivery's timeout) before it is sent, so only one sends it.
 */
export class NewsletterOutbox {
  private readonly db: DatabaseSync;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new DatabaseSync(file);
    this.db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`);
    whileBusy(() => this.db.exec(SCHEMA));
  }

  /** Stores a sign-up, due at once; durable when this returns. */
  add(email: string, locale: string, now: number): number {
    const result = this.db
      .prepare('INSERT INTO newsletter_outbox (email, locale, created_at, next_attempt_at) VALUES (?, ?, ?, ?)')
      .run(email, locale, now, now);
    return Number(result.lastInsertRowid);
  }

  /** Undelivered entries due at `now`, oldest first. */
  due(now: number, limit: number): OutboxEntry[] {
    return this.db
      .prepare('SELECT id, email, locale, attempts FROM newsletter_outbox WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?')
      .all(now, limit) as unknown as OutboxEntry[];
  }

  /** Takes an entry for one delivery until `until`; false when another run (or replica) took it first. */
  claim(id: number, now: number, until: number): boolean {
    const result = this.db
      .prepare('UPDATE newsletter_outbox SET next_attempt_at = ? WHERE id = ? AND delivered_at IS NULL AND next_attempt_at <= ?')
      .run(until, id, now);
    return Number(result.changes) === 1;
  }

  markDelivered(id: number, now: number): void {
    this.db.prepare('UPDATE newsletter_outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?').run(now, id);
  }

  markFailed(id: number, error: string, nextAttemptAt: number): void {
    this.db
      .prepare('UPDATE newsletter_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?')
      .run(error.slice(0, 500), nextAttemptAt, id);
  }

  /** How many sign-ups still wait for delivery. */
  pendingCount(): number {
    const row = this.db.prepare('SELECT COUNT(*) AS n FROM newsletter_outbox WHERE delivered_at IS NULL').get() as { n: number };
    return Number(row.n);
  }

  /** Undelivered entries with their attempts and last error (operators, tests). */
  pending(): Array<OutboxEntry & { readonly lastError: string | null }> {
    return this.db
      .prepare('SELECT id, email, locale, attempts, last_error AS lastError FROM newsletter_outbox WHERE delivered_at IS NULL ORDER BY id')
      .all() as unknown as Array<OutboxEntry & { lastError: string | null }>;
  }

  forgetDelivered(now: number): void {
    this.db.prepare('DELETE FROM newsletter_outbox WHERE delivered_at IS NOT NULL AND delivered_at < ?').run(now - KEEP_DELIVERED_MS);
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
