import type { DatabaseSync, StatementSync } from 'node:sqlite';

/**
 * Tells whether any other connection — another engine in this process, or another process on the
 * same file — committed since the last look. SQLite's `PRAGMA data_version` changes whenever a
 * different connection committed, never for this connection's own commits. One look costs what a
 * primary-key query costs minus the B-tree search (both take SQLite's read lock), so it pays when
 * it stands in for a version query per document.
 *
 * `epoch()` numbers the stretches in which nobody else committed: it moves on whenever
 * data_version moved. Whatever this connection read or wrote in the current epoch is still what
 * the file holds, so a cached document stamped with it needs no per-row version query.
 */
export class ForeignCommits {
  private readonly dataVersion: StatementSync;
  private seen: number | undefined;
  private current = 0;

  constructor(db: DatabaseSync) {
    this.dataVersion = db.prepare('PRAGMA data_version');
    this.dataVersion.setReturnArrays(true);
  }

  /** Looks at data_version (one cheap statement) and returns the epoch that is current now. */
  epoch(): number {
    const [version] = this.dataVersion.get() as unknown as [number];
    if (version !== this.seen) {
      this.seen = version;
      this.current += 1;
    }
    return this.current;
  }
}
