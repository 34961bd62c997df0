import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { DatabaseSync } from 'node:sqlite';
import { CommerceError } from '../../port/commerce-error.js';
import { openDatabase } from './database.js';
import { DocumentStore } from './document-store.js';

interface Doc { id: string; version: number; key?: string; sku: string }

describe('DocumentStore: versioned documents with commercetools concurrency semantics', () => {
  let dir: string;
  let db: DatabaseSync;
  let store: DocumentStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'engine-store-'));
    db = openDatabase(join(dir, 'shop.sqlite'));
    store = new DocumentStore(db);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const doc = (version: number, sku = 'EX10000001'): Doc => ({ id: 'a', version, key: 'key-a', sku });

  it('stores, reads by id and key, and finds through lookups', () => {
    store.insert('product', doc(1), [{ name: 'sku', value: 'EX10000001' }]);
    expect(store.get<Doc>('product', 'a')).toEqual(doc(1));
    expect(store.getByKey<Doc>('product', 'key-a')).toEqual(doc(1));
    expect(store.find<Doc>('product', 'sku', 'EX10000001')).toEqual([doc(1)]);
    expect(store.get('product', 'missing')).toBeUndefined();
    expect(store.get('cart', 'a')).toBeUndefined();
  });

  it('replaces at the expected version and moves the lookups with the document', () => {
    store.insert('product', doc(1), [{ name: 'sku', value: 'EX10000001' }]);
    store.replace('product', 1, doc(2, 'EX10000002'), [{ name: 'sku', value: 'EX10000002' }]);
    expect(store.get<Doc>('product', 'a')?.version).toBe(2);
    expect(store.find('product', 'sku', 'EX10000001')).toEqual([]);
    expect(store.findIds('product', 'sku', 'EX10000002')).toEqual(['a']);
  });

  it('on replace keeps the lookups that stay, drops the stale ones and adds the new ones', () => {
    store.insert('cart', doc(1), [{ name: 'store', value: 'ex-sk' }, { name: 'state', value: 'Active' }]);
    store.insert('cart', { ...doc(1), id: 'b', key: 'key-b' }, [{ name: 'store', value: 'ex-sk' }, { name: 'state', value: 'Active' }]);
    store.replace('cart', 1, doc(2), [{ name: 'store', value: 'ex-sk' }, { name: 'state', value: 'Ordered' }, { name: 'state', value: 'Ordered' }]);
    expect(store.findIds('cart', 'store', 'ex-sk').sort()).toEqual(['a', 'b']);
    expect(store.findIds('cart', 'state', 'Active')).toEqual(['b']);
    expect(store.findIds('cart', 'state', 'Ordered')).toEqual(['a']);
    store.replace('cart', 2, doc(3), []);
    expect(store.findIds('cart', 'store', 'ex-sk')).toEqual(['b']);
    expect(store.findIds('cart', 'state', 'Ordered')).toEqual([]);
  });

  it('refuses a stale version with ConcurrentModification carrying the current version', () => {
    store.insert('cart', doc(1));
    store.replace('cart', 1, doc(2));
    const failure = (() => {
      try {
        store.replace('cart', 1, doc(2));
      } catch (error) {
        return error;
      }
    })() as CommerceError;
    expect(failure).toBeInstanceOf(CommerceError);
    expect(failure.statusCode).toBe(409);
    expect(failure.code).toBe('ConcurrentModification');
    expect(failure.currentVersion).toBe(2);
    expect(store.get<Doc>('cart', 'a')?.version).toBe(2);
  });

  it('reports a missing document as ResourceNotFound, on replace and delete', () => {
    expect(() => store.replace('cart', 1, doc(2))).toThrow(expect.objectContaining({ code: 'ResourceNotFound', statusCode: 404 }));
    expect(() => store.delete('cart', 'a', 1)).toThrow(expect.objectContaining({ code: 'ResourceNotFound' }));
  });

  it('deletes only at the expected version', () => {
    store.insert('cart', doc(1), [{ name: 'customer', value: 'c1' }]);
    expect(() => store.delete('cart', 'a', 3)).toThrow(expect.objectContaining({ code: 'ConcurrentModification' }));
    store.delete('cart', 'a', 1);
    expect(store.get('cart', 'a')).toBeUndefined();
    expect(store.findIds('cart', 'customer', 'c1')).toEqual([]);
  });

  it('refuses a duplicate key with DuplicateField and keeps nothing of the failed insert', () => {
    store.insert('product', doc(1));
    expect(() => store.insert('product', { ...doc(1), id: 'b' }, [{ name: 'sku', value: 'X' }])).toThrow(
      expect.objectContaining({ code: 'DuplicateField', statusCode: 400 }),
    );
    expect(store.count('product')).toBe(1);
    expect(store.findIds('product', 'sku', 'X')).toEqual([]);
  });

  it('rolls back everything a failed transaction wrote', () => {
    expect(() =>
      store.transaction(() => {
        store.insert('order', { id: 'o1', version: 1 });
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(store.get('order', 'o1')).toBeUndefined();
  });

  it('lists in insertion order with limit and offset, and counts', () => {
    for (const id of ['c', 'a', 'b']) store.insert('category', { id, version: 1 });
    expect(store.list<Doc>('category', 2, 0).map((d) => d.id)).toEqual(['c', 'a']);
    expect(store.list<Doc>('category', 2, 2).map((d) => d.id)).toEqual(['b']);
    expect(store.count('category')).toBe(3);
  });

  it('keeps every committed write when the process is killed with SIGKILL', () => {
    const file = join(dir, 'crash.sqlite');
    const script = `
      import { openDatabase } from ${JSON.stringify(new URL('./database.ts', import.meta.url).pathname)};
      const db = openDatabase(${JSON.stringify(file)});
      const insert = db.prepare('INSERT INTO resources (type, id, key, version, body) VALUES (?, ?, NULL, 1, ?)');
      for (let i = 0; i < 500; i++) { db.exec('BEGIN IMMEDIATE'); insert.run('cart', 'c' + i, '{}'); db.exec('COMMIT'); }
      process.kill(process.pid, 'SIGKILL');
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.signal).toBe('SIGKILL');
    const reopened = new DocumentStore(openDatabase(file));
    expect(reopened.count('cart')).toBe(500);
  });
});
