/**
 * The most recently used decoded documents, at most `capacity`. Entries carry the version they
 * were read or written at; the store checks the row's version before trusting one, so another
 * process writing the same SQLite file never gets a stale document served.
 */
export class DocumentCache {
  private readonly entries = new Map<string, { version: number; document: unknown }>();

  constructor(private readonly capacity: number) {}

  get(key: string, version: number): unknown {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Re-insert so that Map order stays least-recently-used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.document;
  }

  set(key: string, version: number, document: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, { version, document });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
