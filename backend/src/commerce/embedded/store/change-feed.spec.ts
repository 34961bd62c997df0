import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { ChangeFeed } from './change-feed.js';
import { DocumentStore } from './document-store.js';
import { sharedFile } from './shared-file.fixture.js';

interface Doc { id: string; version: number; note: string }

/*
 * The feed reports writes to the tracked types whoever made them — this store, another connection,
 * another process writing plain SQL — once committed, each resource once, and nothing else.
 */
describe('ChangeFeed: which tracked resources were written since the last look', () => {
  const { file, database } = sharedFile('engine-change-feed-');
  const open = () => {
    const db = database();
    const store = new DocumentStore(db);
    return { db, store, feed: new ChangeFeed(db, store, ['product']) };
  };

  it('reports this store\'s own writes once committed, each resource once, deletions included', () => {
    const { store, feed } = open();
    expect(feed.next()).toEqual([]);
    store.insert<Doc>('product', { id: 'p1', version: 1, note: 'a' });
    store.insert<Doc>('product', { id: 'p2', version: 1, note: 'a' });
    store.replace<Doc>('product', 1, { id: 'p1', version: 2, note: 'b' });
    expect(feed.next()).toEqual([{ type: 'product', id: 'p2' }, { type: 'product', id: 'p1' }]);
    expect(feed.next()).toEqual([]);
    store.delete('product', 'p2', 1);
    expect(feed.next()).toEqual([{ type: 'product', id: 'p2' }]);
  });

  it('reports nothing of an open transaction, and nothing of one that rolled back', () => {
    const { store, feed } = open();
    store.insert<Doc>('product', { id: 'p0', version: 1, note: 'a' });
    expect(() => store.transaction(() => {
      store.insert<Doc>('product', { id: 'p1', version: 1, note: 'a' });
      // p0 is committed, but p1 is not yet: neither is reported before the transaction ends.
      expect(feed.next()).toEqual([]);
      throw new Error('boom');
    })).toThrow('boom');
    expect(feed.next()).toEqual([{ type: 'product', id: 'p0' }]);
    // The rolled-back write's seq is handed out again: the next write is still reported.
    store.insert<Doc>('product', { id: 'p2', version: 1, note: 'a' });
    expect(feed.next()).toEqual([{ type: 'product', id: 'p2' }]);
  });

  it('ignores types it does not track', () => {
    const { store, feed } = open();
    store.insert<Doc>('cart', { id: 'c1', version: 1, note: 'a' });
    expect(feed.next()).toEqual([]);
  });

  it('reports what another connection wrote, also a type only the other one tracks', () => {
    const first = open();
    const second = open();
    second.store.insert<Doc>('product', { id: 'p1', version: 1, note: 'a' });
    expect(first.feed.next()).toEqual([{ type: 'product', id: 'p1' }]);
    const reviews = new ChangeFeed(second.db, second.store, ['review']);
    first.store.insert<Doc>('review', { id: 'r1', version: 1, note: 'a' });
    expect(reviews.next()).toEqual([{ type: 'review', id: 'r1' }]);
  });

  it('reports what another process wrote with plain SQL, outside the engine\'s code', () => {
    const { store, feed } = open();
    store.insert<Doc>('product', { id: 'p1', version: 1, note: 'a' });
    expect(feed.next()).toEqual([{ type: 'product', id: 'p1' }]);
    const script = `
      import { DatabaseSync } from 'node:sqlite';
      const db = new DatabaseSync(${JSON.stringify(file())});
      db.exec('PRAGMA busy_timeout = 5000');
      db.prepare("UPDATE resources SET version = 2, body = ? WHERE type = 'product' AND id = 'p1'").run(JSON.stringify({ id: 'p1', version: 2, note: 'b' }));
      db.close();
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(feed.next()).toEqual([{ type: 'product', id: 'p1' }]);
    expect(feed.next()).toEqual([]);
  });
});
