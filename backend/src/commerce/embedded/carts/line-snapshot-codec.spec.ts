import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { Cart } from '@commercetools/platform-sdk';
import { openDatabase } from '../store/database.js';
import { DocumentStore } from '../store/document-store.js';
import { SnapshotTable } from '../store/snapshot-table.js';
import { lineSnapshotCodec } from './line-snapshot-codec.js';

const variant = { id: 1, sku: 'EX10012345', prices: [], attributes: [{ name: 'description', value: { en: 'A long text' } }] };
const line = (id: string, quantity: number) => ({
  id, productId: 'p1', name: { en: 'Drill', de: 'Bohrer' }, productSlug: { en: 'drill-10012345' }, variant, quantity,
});
const cart = (id: string, lines: ReturnType<typeof line>[]) => ({ id, version: 1, lineItems: lines }) as unknown as Cart;

function engineStore(file = ':memory:'): { db: DatabaseSync; store: DocumentStore } {
  const db = openDatabase(file);
  const store = new DocumentStore(db);
  const snapshots = new SnapshotTable(db);
  store.afterTransaction((committed) => snapshots.settle(committed));
  store.useCodec('cart', lineSnapshotCodec(snapshots));
  return { db, store };
}

describe('carts keep frozen line product data once, outside the cart row', () => {
  it('writes product data again after a transaction that wrote it rolled back: no cart points at a missing snapshot', () => {
    const dir = mkdtempSync(join(tmpdir(), 'snapshots-'));
    try {
      const { db, store } = engineStore(join(dir, 'shop.sqlite'));
      const first = line('l1', 1);
      expect(() => store.transaction(() => {
        store.insert('cart', cart('c1', [first]));
        throw new Error('a later step of the transaction failed');
      })).toThrow('a later step');
      // The same line object and the same product data objects, now committed.
      store.insert('cart', cart('c2', [first]));
      store.insert('cart', cart('c3', [line('l2', 4)]));
      db.close();
      const reopened = engineStore(join(dir, 'shop.sqlite'));
      expect(reopened.store.get<Cart>('cart', 'c1')).toBeUndefined();
      expect(reopened.store.get<Cart>('cart', 'c2')?.lineItems[0]).toEqual(first);
      expect(reopened.store.get<Cart>('cart', 'c3')?.lineItems[0]).toEqual(line('l2', 4));
      reopened.db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stores a reference in the row and gives readers the full line item back', () => {
    const { db, store } = engineStore();
    store.insert('cart', cart('c1', [line('l1', 2)]));
    const row = db.prepare("SELECT body FROM resources WHERE id = 'c1'").get() as { body: string };
    expect(row.body).not.toContain('A long text');
    expect(row.body).toContain('$product');
    expect(store.get<Cart>('cart', 'c1')?.lineItems[0]).toEqual(line('l1', 2));
  });

  it('shares one snapshot between all lines and carts with the same product data', () => {
    const { db, store } = engineStore();
    store.insert('cart', cart('c1', [line('l1', 1)]));
    store.insert('cart', cart('c2', [line('l2', 3)]));
    expect((db.prepare('SELECT COUNT(*) AS n FROM snapshots').get() as { n: number }).n).toBe(1);
    const changed = { ...line('l3', 1), name: { en: 'Drill (new name)' } };
    store.insert('cart', cart('c3', [changed as ReturnType<typeof line>]));
    expect((db.prepare('SELECT COUNT(*) AS n FROM snapshots').get() as { n: number }).n).toBe(2);
    expect(store.get<Cart>('cart', 'c1')?.lineItems[0]?.name).toEqual({ en: 'Drill', de: 'Bohrer' });
  });

  it('writes the row exactly as the cart with each line\'s product data replaced by its key', () => {
    const { db, store } = engineStore();
    const stored = { ...cart('c1', [line('l1', 2), line('l2', 1)]), note: undefined, total: 7 } as unknown as Cart;
    store.insert('cart', stored);
    const body = (db.prepare("SELECT body FROM resources WHERE id = 'c1'").get() as { body: string }).body;
    const key = (JSON.parse(body) as { lineItems: { $product: string }[] }).lineItems[0]!.$product;
    const plain = {
      ...stored,
      lineItems: stored.lineItems.map(({ name: _name, productSlug: _slug, variant: _variant, ...rest }) => ({ ...rest, $product: key })),
    };
    expect(body).toBe(JSON.stringify(plain));
  });

  it('writes a line carried over unchanged from the previous version as a fresh copy would be written', () => {
    const { db, store } = engineStore();
    const first = store.insert('cart', cart('c1', [line('l1', 2), line('l2', 1)]));
    const next = { ...first, version: 2, lineItems: [first.lineItems[0]!, { ...first.lineItems[1]!, quantity: 5 }] } as Cart;
    store.replace('cart', 1, next);
    const other = engineStore();
    other.store.insert('cart', structuredClone(next));
    const bodyOf = (database: DatabaseSync) => (database.prepare("SELECT body FROM resources WHERE id = 'c1'").get() as { body: string }).body;
    expect(bodyOf(db)).toBe(bodyOf(other.db));
    expect(store.get<Cart>('cart', 'c1')?.lineItems.map((item) => item.quantity)).toEqual([2, 5]);
  });
});
