import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { concurrentModification, invalidInput, resourceNotFound } from '../../port/commerce-error.js';
import { DocumentCache } from './document-cache.js';
import type { DocumentCodec } from './document-codec.js';
import { ForeignCommits } from './foreign-commits.js';
import { FoundIds } from './found-ids.js';

/** Every stored resource carries commercetools' identity and version fields. */
export interface Versioned {
  readonly id: string;
  readonly version: number;
  readonly key?: string | undefined;
}

/** A secondary index entry: e.g. { name: 'sku', value: 'EX10012345' } or { name: 'slug.de', value: … }. */
export interface Lookup {
  readonly name: string;
  readonly value: string;
}

export type LookupsOf<T> = (resource: T) => readonly Lookup[];

/** A document's lookups as one string: equal strings, equal lookups (in the same order). */
const lookupSignature = (lookups: readonly Lookup[]): string => {
  let signature = '';
  for (const { name, value } of lookups) signature += `${name}\u0000${value}\u0001`;
  return signature;
};

/**
 * Versioned JSON documents in SQLite with commercetools' optimistic concurrency: an update names
 * the version it read, and a stale one fails with ConcurrentModification and the current version.
 * Statements are prepared once; every write is one transaction, so a document and its lookups
 * never disagree.
 */
export class DocumentStore {
  private readonly statements: Record<string, StatementSync>;
  private readonly codecs = new Map<string, DocumentCodec>();
  private readonly caches = new Map<string, DocumentCache>();
  private readonly found = new Map<string, FoundIds>();
  /** Cache keys written in the open transaction, forgotten again if it rolls back. */
  private touched: string[] = [];
  private readonly transactionListeners: ((committed: boolean) => void)[] = [];
  private readonly foreignCommits: ForeignCommits;

  constructor(private readonly db: DatabaseSync) {
    this.foreignCommits = new ForeignCommits(db);
    this.statements = {
      get: db.prepare('SELECT body FROM resources WHERE type = ? AND id = ?'),
      getByKey: db.prepare('SELECT body FROM resources WHERE type = ? AND key = ?'),
      version: db.prepare('SELECT version FROM resources WHERE type = ? AND id = ?'),
      insert: db.prepare('INSERT INTO resources (type, id, key, version, body) VALUES (?, ?, ?, ?, ?)'),
      update: db.prepare('UPDATE resources SET key = ?, version = ?, body = ? WHERE type = ? AND id = ? AND version = ?'),
      delete: db.prepare('DELETE FROM resources WHERE type = ? AND id = ? AND version = ?'),
      lookupsOf: db.prepare('SELECT name, value FROM lookups WHERE type = ? AND id = ?'),
      deleteLookup: db.prepare('DELETE FROM lookups WHERE type = ? AND name = ? AND value = ? AND id = ?'),
      insertLookup: db.prepare('INSERT OR IGNORE INTO lookups (type, name, value, id) VALUES (?, ?, ?, ?)'),
      findIds: db.prepare('SELECT id FROM lookups WHERE type = ? AND name = ? AND value = ?'),
      findVersions: db.prepare(
        'SELECT l.id, r.version FROM lookups l JOIN resources r ON r.type = l.type AND r.id = l.id ' +
        'WHERE l.type = ? AND l.name = ? AND l.value = ? ORDER BY l.id',
      ),
      // rowid is insertion order: listings come back in the order the catalogue was loaded.
      list: db.prepare('SELECT body FROM resources WHERE type = ? ORDER BY rowid LIMIT ? OFFSET ?'),
      count: db.prepare('SELECT COUNT(*) AS total FROM resources WHERE type = ?'),
    };
  }

  /**
   * Stores documents of `type` through `codec` (what is written differs from what is read back:
   * see DocumentCodec). Register before the first read or write of that type.
   */
  useCodec(type: string, codec: DocumentCodec): void {
    this.codecs.set(type, codec);
  }

  /**
   * Keeps up to `capacity` decoded documents of `type` in memory. A read first asks SQLite whether
   * another connection committed since the document was last known current (PRAGMA data_version,
   * see foreign-commits.ts); only if one did, it asks for the row's version (a primary-key lookup)
   * and trusts the cached document at that version. What `find` found is kept the same way.
   * Documents are shared values: callers must never mutate what the store returns.
   */
  cacheDocuments(type: string, capacity: number): void {
    this.caches.set(type, new DocumentCache(capacity));
    this.found.set(type, new FoundIds(capacity));
  }

  get<T extends Versioned>(type: string, id: string): T | undefined {
    const cache = this.caches.get(type);
    // Looked at before the row is read: a commit by someone else after this moves the epoch on.
    const epoch = cache ? this.foreignCommits.epoch() : 0;
    if (cache) {
      const current = cache.current(id, epoch);
      if (current !== undefined) return current as T;
      const row = this.statements['version']!.get(type, id) as { version: number } | undefined;
      if (!row) {
        cache.delete(id);
        return undefined;
      }
      const cached = cache.get(id, row.version, epoch);
      if (cached !== undefined) return cached as T;
    }
    const row = this.statements['get']!.get(type, id) as { body: string } | undefined;
    if (!row) return undefined;
    const document = this.decode<T>(type, row.body);
    cache?.set(id, document.version, document, epoch);
    return document;
  }

  getByKey<T extends Versioned>(type: string, key: string): T | undefined {
    const row = this.statements['getByKey']!.get(type, key) as { body: string } | undefined;
    return row ? this.decode<T>(type, row.body) : undefined;
  }

  findIds(type: string, name: string, value: string): string[] {
    return (this.statements['findIds']!.all(type, name, value) as { id: string }[]).map((row) => row.id);
  }

  find<T extends Versioned>(type: string, name: string, value: string): T[] {
    const cache = this.caches.get(type);
    const answers = this.found.get(type);
    const found: T[] = [];
    // Looked at before anything is read, as in `get`.
    const epoch = cache ? this.foreignCommits.epoch() : 0;
    const known = answers?.get(name, value, epoch);
    if (known) {
      for (const id of known) {
        const resource = (cache!.current(id, epoch) as T | undefined) ?? this.get<T>(type, id);
        if (resource !== undefined) found.push(resource);
      }
      return found;
    }
    // One query for ids and versions: a cached document at its row's version needs no more.
    const rows = this.statements['findVersions']!.all(type, name, value) as { id: string; version: number }[];
    for (const { id, version } of rows) {
      const resource = (cache?.get(id, version, epoch) as T | undefined) ?? this.get<T>(type, id);
      if (resource !== undefined) found.push(resource);
    }
    answers?.set(name, value, epoch, rows.map((row) => row.id));
    return found;
  }

  list<T extends Versioned>(type: string, limit: number, offset: number): T[] {
    return (this.statements['list']!.all(type, limit, offset) as { body: string }[]).map((row) => this.decode<T>(type, row.body));
  }

  count(type: string): number {
    return (this.statements['count']!.get(type) as { total: number }).total;
  }

  insert<T extends Versioned>(type: string, resource: T, lookups: readonly Lookup[] = []): T {
    return this.transaction(() => {
      try {
        this.statements['insert']!.run(type, resource.id, resource.key ?? null, resource.version, this.serialise(type, resource));
      } catch (error) {
        if (String(error).includes('UNIQUE')) {
          throw invalidInput(`A duplicate value '"${resource.key ?? resource.id}"' exists for field 'key'.`, 'DuplicateField', {
            field: 'key', duplicateValue: resource.key ?? resource.id,
          });
        }
        throw error;
      }
      this.writeLookups(type, resource.id, lookups);
      this.remember(type, resource, this.writeEpoch(type), lookupSignature(lookups));
      return resource;
    });
  }

  /**
   * Replaces a document if it is still at `expectedVersion`; the new document must carry
   * `expectedVersion + 1`. Missing → ResourceNotFound; stale → ConcurrentModification.
   */
  replace<T extends Versioned>(type: string, expectedVersion: number, resource: T, lookups: readonly Lookup[] = []): T {
    return this.transaction(() => {
      const result = this.statements['update']!.run(
        resource.key ?? null, resource.version, this.serialise(type, resource), type, resource.id, expectedVersion,
      );
      if (result.changes === 0) throw this.versionFailure(type, resource.id, expectedVersion);
      const epoch = this.writeEpoch(type);
      const signature = lookupSignature(lookups);
      // The row was at expectedVersion: if this store wrote that version's lookups and nobody
      // else committed since, it knows what they are and need not read them back.
      if (this.caches.get(type)?.lookupsAt(resource.id, expectedVersion, epoch) !== signature) {
        this.rewriteLookups(type, resource.id, lookups);
      }
      this.remember(type, resource, epoch, signature);
      return resource;
    });
  }

  delete(type: string, id: string, expectedVersion: number): void {
    this.transaction(() => {
      const result = this.statements['delete']!.run(type, id, expectedVersion);
      if (result.changes === 0) throw this.versionFailure(type, id, expectedVersion);
      this.caches.get(type)?.delete(id);
      this.found.get(type)?.clear();
    });
  }

  /**
   * Calls `listener` when a transaction of this store ends, committed or rolled back: whatever
   * keeps in memory what a transaction wrote (snapshot-table.ts) forgets it after a rollback.
   */
  afterTransaction(listener: (committed: boolean) => void): void {
    this.transactionListeners.push(listener);
  }

  /** Runs `work` in one transaction; nested calls join the outer one. */
  transaction<R>(work: () => R): R {
    if (this.db.isTransaction) return work();
    this.db.exec('BEGIN IMMEDIATE');
    this.touched = [];
    try {
      const result = work();
      this.db.exec('COMMIT');
      for (const listener of this.transactionListeners) listener(true);
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      for (const entry of this.touched) {
        const [type, id] = entry.split('\u0000') as [string, string];
        this.caches.get(type)?.delete(id);
      }
      // Answers found inside the transaction may have seen its writes, deletes included.
      for (const answers of this.found.values()) answers.clear();
      for (const listener of this.transactionListeners) listener(false);
      throw error;
    } finally {
      this.touched = [];
    }
  }

  /**
   * The epoch of a write, for cached types. Looked at inside the write transaction, where nobody
   * else can commit: what the write leaves in the file is current in exactly this epoch.
   */
  private writeEpoch(type: string): number {
    return this.caches.has(type) ? this.foreignCommits.epoch() : 0;
  }

  /** Caches what this store just wrote, with the signature of the lookups written for it. */
  private remember(type: string, resource: Versioned, epoch: number, lookups: string): void {
    const cache = this.caches.get(type);
    if (!cache) return;
    cache.set(resource.id, resource.version, resource, epoch, lookups);
    this.touched.push(`${type}\u0000${resource.id}`);
  }

  /** The document as it is written. */
  private serialise(type: string, document: Versioned): string {
    const codec = this.codecs.get(type);
    return codec ? codec.encode(document) : JSON.stringify(document);
  }

  private decode<T>(type: string, body: string): T {
    const codec = this.codecs.get(type);
    return (codec ? codec.decode(body) : JSON.parse(body)) as T;
  }

  private writeLookups(type: string, id: string, lookups: readonly Lookup[]): void {
    // What `find` found may change with them.
    this.found.get(type)?.clear();
    for (const { name, value } of lookups) this.statements['insertLookup']!.run(type, name, value, id);
  }

  /**
   * Makes a document's lookups `lookups`, touching only the rows that differ: most updates (a cart
   * line added) keep every lookup, and reading them is cheaper than rewriting index pages.
   */
  private rewriteLookups(type: string, id: string, lookups: readonly Lookup[]): void {
    const wanted = new Map(lookups.map((lookup) => [`${lookup.name}\u0000${lookup.value}`, lookup]));
    for (const { name, value } of this.statements['lookupsOf']!.all(type, id) as unknown as Lookup[]) {
      const key = `${name}\u0000${value}`;
      if (wanted.has(key)) wanted.delete(key);
      else this.statements['deleteLookup']!.run(type, name, value, id);
    }
    this.writeLookups(type, id, [...wanted.values()]);
  }

  private versionFailure(type: string, id: string, expectedVersion: number): Error {
    const row = this.statements['version']!.get(type, id) as { version: number } | undefined;
    return row ? concurrentModification(expectedVersion, row.version) : resourceNotFound(id);
  }
}
