import { afterEach, beforeEach } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from './database.js';
import { DocumentStore } from './document-store.js';

/**
 * A fresh SQLite file per test, and connections to it as separate engines (or processes) hold
 * them: `database()` opens a connection, `cartStore()` a store on its own connection caching
 * carts. Everything opened is closed and the file removed after each test.
 */
export function sharedFile(prefix: string): { readonly file: () => string; database(): DatabaseSync; cartStore(): DocumentStore } {
  let dir = '';
  let databases: DatabaseSync[] = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    databases = [];
  });
  afterEach(() => {
    for (const db of databases) db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const file = () => join(dir, 'shop.sqlite');
  const database = () => {
    const db = openDatabase(file());
    databases.push(db);
    return db;
  };
  return {
    file,
    database,
    cartStore: () => {
      const store = new DocumentStore(database());
      store.cacheDocuments('cart', 100);
      return store;
    },
  };
}
