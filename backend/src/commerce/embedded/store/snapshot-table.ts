import type { DatabaseSync, StatementSync } from 'node:sqlite';

/**
 * Immutable JSON values addressed by key (a content hash), written once and read many times:
 * frozen line-item product data shared by every cart line of the same product state. A value
 * written inside a transaction is only known to be stored once that transaction commits: the
 * store reports how it ended (`settle`), and after a rollback the value is written again on its
 * next `put`, so no committed cart ever points at a snapshot that is not in the file.
 */
export class SnapshotTable {
  private readonly read: StatementSync;
  private readonly write: StatementSync;
  private readonly cache = new Map<string, unknown>();
  /** Keys written in the open transaction. */
  private pending: string[] = [];

  constructor(private readonly db: DatabaseSync) {
    this.read = db.prepare('SELECT body FROM snapshots WHERE key = ?');
    this.write = db.prepare('INSERT OR IGNORE INTO snapshots (key, body) VALUES (?, ?)');
  }

  get(key: string): unknown {
    if (this.cache.has(key)) return this.cache.get(key);
    const row = this.read.get(key) as { body: string } | undefined;
    if (!row) throw new Error(`snapshot ${key} is missing from the database`);
    const value = JSON.parse(row.body) as unknown;
    this.cache.set(key, value);
    return value;
  }

  /** Stores the value unless it is known to be stored; cheap to call for every line of every write. */
  put(key: string, value: unknown): void {
    if (this.cache.has(key)) return;
    this.write.run(key, JSON.stringify(value));
    this.cache.set(key, value);
    if (this.db.isTransaction) this.pending.push(key);
  }

  /** The transaction that wrote the pending keys has ended: they are stored, or must be written again. */
  settle(committed: boolean): void {
    if (!committed) for (const key of this.pending) this.cache.delete(key);
    this.pending = [];
  }
}
