import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { DocumentStore } from './document-store.js';
import { ForeignCommits } from './foreign-commits.js';

/** A resource written (inserted, replaced or deleted) since the feed last reported. */
export interface Change {
  readonly type: string;
  readonly id: string;
}

/** Has every process on the file log writes of `types` to the `changes` table (database.ts's triggers). */
export function trackChangeTypes(db: DatabaseSync, types: readonly string[]): void {
  const tracked = new Set((db.prepare('SELECT type FROM change_log_types').all() as { type: string }[]).map((row) => row.type));
  // Only written when missing: every start would otherwise queue for the write lock.
  const track = db.prepare('INSERT OR IGNORE INTO change_log_types (type) VALUES (?)');
  for (const type of types) if (!tracked.has(type)) track.run(type);
}

/**
 * The resources of some types written by anyone — this connection, another engine in this process,
 * another process on the same file — read from the `changes` log the database keeps by trigger
 * (database.ts). Asking is cheap when nothing can have changed: the log is only read after this
 * connection committed or when PRAGMA data_version says another one did (foreign-commits.ts); a
 * read path asking on every call pays one PRAGMA.
 */
export class ChangeFeed {
  private readonly since: StatementSync;
  private readonly foreign: ForeignCommits;
  private position: number;
  private epoch: number;
  /** This connection committed since the log was last read (data_version does not show that). */
  private ownCommit = false;

  /**
   * Starts logging `types` (every process on the file logs what any one tracks) and reads from
   * now on: build what is derived from those resources after constructing the feed, so that a
   * write committed in between is reported rather than missed.
   */
  constructor(private readonly db: DatabaseSync, store: DocumentStore, types: readonly string[]) {
    trackChangeTypes(db, types);
    this.since = db.prepare('SELECT seq, type, id FROM changes WHERE seq > ? ORDER BY seq');
    this.foreign = new ForeignCommits(db);
    this.epoch = this.foreign.epoch();
    this.position = (db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM changes').get() as { seq: number }).seq;
    store.afterTransaction((committed) => {
      if (committed) this.ownCommit = true;
    });
  }

  /**
   * What was written since the last call, each resource once. Inside an open transaction of this
   * connection it reports nothing: the log would show that transaction's own writes, which a
   * rollback may still undo; they are reported after the commit.
   */
  next(): Change[] {
    if (this.db.isTransaction) return [];
    const epoch = this.foreign.epoch();
    if (epoch === this.epoch && !this.ownCommit) return [];
    this.epoch = epoch;
    this.ownCommit = false;
    const rows = this.since.all(this.position) as { seq: number; type: string; id: string }[];
    if (rows.length === 0) return [];
    this.position = rows.at(-1)!.seq;
    return rows.map(({ type, id }) => ({ type, id }));
  }
}
