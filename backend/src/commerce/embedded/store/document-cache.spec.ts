import { describe, expect, it } from '@jest/globals';
import { DocumentCache } from './document-cache.js';
import { sharedFile } from './shared-file.fixture.js';

interface Doc { id: string; version: number; note: string }

describe('DocumentCache', () => {
  it('serves an entry only at its version and evicts the least recently used', () => {
    const cache = new DocumentCache(2);
    cache.set('a', 1, 'A1', 1);
    cache.set('b', 1, 'B1', 1);
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('A1');
    cache.set('c', 1, 'C1', 1); // b is now the least recently used
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('A1');
    expect(cache.get('c', 1)).toBe('C1');
  });

  it('serves an entry without its version only in the epoch it was known current in', () => {
    const cache = new DocumentCache(2);
    cache.set('a', 1, 'A1', 1);
    expect(cache.current('a', 1)).toBe('A1');
    expect(cache.current('a', 2)).toBeUndefined();
    expect(cache.get('a', 1, 2)).toBe('A1'); // the row was read at version 1 in epoch 2
    expect(cache.current('a', 2)).toBe('A1');
  });

  it('knows the lookups written with a version only in the epoch they were written in', () => {
    const cache = new DocumentCache(2);
    cache.set('a', 1, 'A1', 1, 'state=Active');
    expect(cache.lookupsAt('a', 1, 1)).toBe('state=Active');
    expect(cache.lookupsAt('a', 2, 1)).toBeUndefined();
    expect(cache.lookupsAt('a', 1, 2)).toBeUndefined();
    // Trusted again in a later epoch by its version alone: the lookups are no longer known.
    cache.get('a', 1, 2);
    expect(cache.lookupsAt('a', 1, 2)).toBeUndefined();
  });
});

describe('DocumentStore with a document cache', () => {
  const { cartStore: open } = sharedFile('engine-cache-');

  it('returns the same document object while the row is unchanged', () => {
    const store = open();
    store.insert<Doc>('cart', { id: 'c', version: 1, note: 'one' });
    expect(store.get('cart', 'c')).toBe(store.get('cart', 'c'));
  });

  it('never serves a stale document when another connection changed the row', () => {
    const first = open();
    const second = open();
    first.insert<Doc>('cart', { id: 'c', version: 1, note: 'one' });
    expect(first.get<Doc>('cart', 'c')?.note).toBe('one');
    second.replace<Doc>('cart', 1, { id: 'c', version: 2, note: 'two' });
    expect(first.get<Doc>('cart', 'c')).toEqual({ id: 'c', version: 2, note: 'two' });
    second.delete('cart', 'c', 2);
    expect(first.get('cart', 'c')).toBeUndefined();
  });

  it('finds through lookups the document at its current version, cached or changed by another connection', () => {
    const first = open();
    const second = open();
    first.insert<Doc>('cart', { id: 'c', version: 1, note: 'one' }, [{ name: 'store', value: 'ex-sk' }]);
    first.insert<Doc>('cart', { id: 'b', version: 1, note: 'other' }, [{ name: 'store', value: 'ex-sk' }]);
    const [, cached] = first.find<Doc>('cart', 'store', 'ex-sk');
    expect(first.find<Doc>('cart', 'store', 'ex-sk')[1]).toBe(cached);
    second.replace<Doc>('cart', 1, { id: 'c', version: 2, note: 'two' }, [{ name: 'store', value: 'ex-sk' }]);
    expect(first.find<Doc>('cart', 'store', 'ex-sk')).toEqual([{ id: 'b', version: 1, note: 'other' }, { id: 'c', version: 2, note: 'two' }]);
    second.delete('cart', 'b', 1);
    expect(first.find<Doc>('cart', 'store', 'ex-sk').map((doc) => doc.id)).toEqual(['c']);
  });

  it('forgets what a rolled-back transaction wrote', () => {
    const store = open();
    store.insert<Doc>('cart', { id: 'c', version: 1, note: 'one' });
    expect(() =>
      store.transaction(() => {
        store.replace<Doc>('cart', 1, { id: 'c', version: 2, note: 'two' });
        store.insert<Doc>('cart', { id: 'd', version: 1, note: 'new' });
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(store.get<Doc>('cart', 'c')).toEqual({ id: 'c', version: 1, note: 'one' });
    expect(store.get('cart', 'd')).toBeUndefined();
  });
});
