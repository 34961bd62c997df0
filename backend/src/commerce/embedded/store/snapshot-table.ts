import type { DatabaseSync, StatementSync } from 'node:sqlite';

/**
 * Immutable JSON values addressed by key (a content hash), written once and read many times:
 * frozen line-item product data shared by every cart line of the same product state.
 */
export class SnapshotTable {
  private readonly read: StatementSync;
  private readonly write: StatementSync;
  private readonly cache = new Map<string, unknown>();

  constructor(db: DatabaseSync) {
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

  put(key: string, value: unknown): void {
    if (this.cache.has(key)) return;
    this.write.run(key, JSON.stringify(value));
    this.cache.set(key, value);
  }
}
