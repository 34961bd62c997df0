interface Entry {
  readonly version: number;
  /** The epoch in which `version` was last known to be the row's (foreign-commits.ts). */
  epoch: number;
  readonly document: unknown;
  /** The lookups this store wrote with `version`, as a signature; unknown once trusted by version alone. */
  lookups: string | undefined;
}

/**
 * The most recently used decoded documents, at most `capacity`. Entries carry the version they
 * were read or written at, and the epoch (foreign-commits.ts) in which that version was last known
 * to be the row's: within that epoch no other connection committed, so the entry is served as it
 * is; in a later one the store checks the row's version first, so another process writing the
 * same SQLite file never gets a stale document served.
 */
export class DocumentCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity: number) {}

  /** The document, if it was known current in `epoch` (nobody else committed since). */
  current(key: string, epoch: number): unknown {
    const entry = this.entries.get(key);
    if (!entry || entry.epoch !== epoch) return undefined;
    this.touch(key, entry);
    return entry.document;
  }

  /**
   * The document at `version`. With an epoch, the row was just read at that version in it: the
   * entry is current again, but its lookups are forgotten — the version alone does not prove that
   * nobody else rewrote them.
   */
  get(key: string, version: number, epoch?: number): unknown {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    if (epoch !== undefined && entry.epoch !== epoch) {
      entry.epoch = epoch;
      entry.lookups = undefined;
    }
    this.touch(key, entry);
    return entry.document;
  }

  /** The signature of the lookups written with `version`, if known current in `epoch`. */
  lookupsAt(key: string, version: number, epoch: number): string | undefined {
    const entry = this.entries.get(key);
    return entry && entry.version === version && entry.epoch === epoch ? entry.lookups : undefined;
  }

  set(key: string, version: number, document: unknown, epoch: number, lookups?: string): void {
    this.entries.delete(key);
    this.entries.set(key, { version, epoch, document, lookups });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Re-inserts, so that Map order stays least-recently-used first. */
  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }
}
