import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { concurrentModification, invalidInput, resourceNotFound } from '../../port/commerce-error.js';

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

/**
 * Versioned JSON documents in SQLite with commercetools' optimistic concurrency: an update names
 * the version it read, and a stale one fails with ConcurrentModification and the current version.
 * Statements are prepared once; every write is one transaction, so a document and its lookups
 * never disagree.
 */
export class DocumentStore {
  private readonly statements: Record<string, StatementSync>;

  constructor(private readonly db: DatabaseSync) {
    this.statements = {
      get: db.prepare('SELECT body FROM resources WHERE type = ? AND id = ?'),
      getByKey: db.prepare('SELECT body FROM resources WHERE type = ? AND key = ?'),
      version: db.prepare('SELECT version FROM resources WHERE type = ? AND id = ?'),
      insert: db.prepare('INSERT INTO resources (type, id, key, version, body) VALUES (?, ?, ?, ?, ?)'),
      update: db.prepare('UPDATE resources SET key = ?, version = ?, body = ? WHERE type = ? AND id = ? AND version = ?'),
      delete: db.prepare('DELETE FROM resources WHERE type = ? AND id = ? AND version = ?'),
      deleteLookups: db.prepare('DELETE FROM lookups WHERE type = ? AND id = ?'),
      insertLookup: db.prepare('INSERT OR IGNORE INTO lookups (type, name, value, id) VALUES (?, ?, ?, ?)'),
      findIds: db.prepare('SELECT id FROM lookups WHERE type = ? AND name = ? AND value = ?'),
      // rowid is insertion order: listings come back in the order the catalogue was loaded.
      list: db.prepare('SELECT body FROM resources WHERE type = ? ORDER BY rowid LIMIT ? OFFSET ?'),
      count: db.prepare('SELECT COUNT(*) AS total FROM resources WHERE type = ?'),
    };
  }

  get<T extends Versioned>(type: string, id: string): T | undefined {
    const row = this.statements['get']!.get(type, id) as { body: string } | undefined;
    return row ? (JSON.parse(row.body) as T) : undefined;
  }

  getByKey<T extends Versioned>(type: string, key: string): T | undefined {
    const row = this.statements['getByKey']!.get(type, key) as { body: string } | undefined;
    return row ? (JSON.parse(row.body) as T) : undefined;
  }

  findIds(type: string, name: string, value: string): string[] {
    return (this.statements['findIds']!.all(type, name, value) as { id: string }[]).map((row) => row.id);
  }

  find<T extends Versioned>(type: string, name: string, value: string): T[] {
    return this.findIds(type, name, value)
      .map((id) => this.get<T>(type, id))
      .filter((resource): resource is T => resource !== undefined);
  }

  list<T extends Versioned>(type: string, limit: number, offset: number): T[] {
    return (this.statements['list']!.all(type, limit, offset) as { body: string }[]).map((row) => JSON.parse(row.body) as T);
  }

  count(type: string): number {
    return (this.statements['count']!.get(type) as { total: number }).total;
  }

  insert<T extends Versioned>(type: string, resource: T, lookups: readonly Lookup[] = []): T {
    return this.transaction(() => {
      try {
        this.statements['insert']!.run(type, resource.id, resource.key ?? null, resource.version, JSON.stringify(resource));
      } catch (error) {
        if (String(error).includes('UNIQUE')) {
          throw invalidInput(`A duplicate value '"${resource.key ?? resource.id}"' exists for field 'key'.`, 'DuplicateField', {
            field: 'key', duplicateValue: resource.key ?? resource.id,
          });
        }
        throw error;
      }
      this.writeLookups(type, resource.id, lookups);
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
        resource.key ?? null, resource.version, JSON.stringify(resource), type, resource.id, expectedVersion,
      );
      if (result.changes === 0) throw this.versionFailure(type, resource.id, expectedVersion);
      this.statements['deleteLookups']!.run(type, resource.id);
      this.writeLookups(type, resource.id, lookups);
      return resource;
    });
  }

  delete(type: string, id: string, expectedVersion: number): void {
    this.transaction(() => {
      const result = this.statements['delete']!.run(type, id, expectedVersion);
      if (result.changes === 0) throw this.versionFailure(type, id, expectedVersion);
    });
  }

  /** Runs `work` in one transaction; nested calls join the outer one. */
  transaction<R>(work: () => R): R {
    if (this.db.isTransaction) return work();
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  private writeLookups(type: string, id: string, lookups: readonly Lookup[]): void {
    for (const { name, value } of lookups) this.statements['insertLookup']!.run(type, name, value, id);
  }

  private versionFailure(type: string, id: string, expectedVersion: number): Error {
    const row = this.statements['version']!.get(type, id) as { version: number } | undefined;
    return row ? concurrentModification(expectedVersion, row.version) : resourceNotFound(id);
  }
}
