import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { ForeignCommits } from './foreign-commits.js';
import { sharedFile } from './shared-file.fixture.js';

interface Doc { id: string; version: number; note: string }

/*
 * Cached documents are served without a per-row version query while no other connection
 * committed (PRAGMA data_version); these specs make other connections commit — in this process
 * and in another one — and check that nothing stale is ever served, found or written.
 */
describe('DocumentStore with other connections committing to the same file', () => {
  const { file, database, cartStore: open } = sharedFile('engine-foreign-');

  it('numbers a new epoch only after another connection committed, never for its own commits', () => {
    const [first, second] = [database(), database()];
    const commits = new ForeignCommits(first);
    const epoch = commits.epoch();
    first.exec("INSERT INTO snapshots (key, body) VALUES ('own', '{}')");
    expect(commits.epoch()).toBe(epoch);
    second.exec("INSERT INTO snapshots (key, body) VALUES ('foreign', '{}')");
    expect(commits.epoch()).toBe(epoch + 1);
    expect(commits.epoch()).toBe(epoch + 1);
  });

  it('keeps serving a cached document when another connection changed a different one', () => {
    const first = open();
    const second = open();
    first.insert<Doc>('cart', { id: 'a', version: 1, note: 'a1' });
    first.insert<Doc>('cart', { id: 'b', version: 1, note: 'b1' });
    const cached = first.get<Doc>('cart', 'a');
    second.replace<Doc>('cart', 1, { id: 'b', version: 2, note: 'b2' });
    expect(first.get<Doc>('cart', 'a')).toBe(cached);
    expect(first.get<Doc>('cart', 'b')).toEqual({ id: 'b', version: 2, note: 'b2' });
  });

  it('serves what another process committed, not the document it cached before', () => {
    const store = open();
    store.insert<Doc>('cart', { id: 'c', version: 1, note: 'one' });
    expect(store.get<Doc>('cart', 'c')?.note).toBe('one');
    const script = `
      import { DatabaseSync } from 'node:sqlite';
      const db = new DatabaseSync(${JSON.stringify(file())});
      db.exec('PRAGMA busy_timeout = 5000');
      db.prepare("UPDATE resources SET version = 2, body = ? WHERE type = 'cart' AND id = 'c'").run(JSON.stringify({ id: 'c', version: 2, note: 'two' }));
      db.close();
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.status).toBe(0);
    expect(store.get<Doc>('cart', 'c')).toEqual({ id: 'c', version: 2, note: 'two' });
  });

  it('finds again through lookups once another connection moved them, and after its own writes', () => {
    const first = open();
    const second = open();
    first.insert<Doc>('cart', { id: 'a', version: 1, note: 'a' }, [{ name: 'store', value: 'ex-sk' }]);
    expect(first.find<Doc>('cart', 'store', 'ex-sk').map((doc) => doc.id)).toEqual(['a']);
    second.insert<Doc>('cart', { id: 'b', version: 1, note: 'b' }, [{ name: 'store', value: 'ex-sk' }]);
    expect(first.find<Doc>('cart', 'store', 'ex-sk').map((doc) => doc.id)).toEqual(['a', 'b']);
    first.replace<Doc>('cart', 1, { id: 'a', version: 2, note: 'a' }, [{ name: 'store', value: 'ex-cz' }]);
    expect(first.find<Doc>('cart', 'store', 'ex-sk').map((doc) => doc.id)).toEqual(['b']);
    first.delete('cart', 'b', 1);
    expect(first.find<Doc>('cart', 'store', 'ex-sk')).toEqual([]);
    expect(first.find<Doc>('cart', 'store', 'ex-cz')).toEqual([{ id: 'a', version: 2, note: 'a' }]);
  });

  it('forgets what it found inside a transaction that rolled back', () => {
    const store = open();
    store.insert<Doc>('cart', { id: 'a', version: 1, note: 'a' }, [{ name: 'store', value: 'ex-sk' }]);
    expect(() => store.transaction(() => {
      store.insert<Doc>('cart', { id: 'b', version: 1, note: 'b' }, [{ name: 'store', value: 'ex-sk' }]);
      store.replace<Doc>('cart', 1, { id: 'a', version: 2, note: 'a' }, [{ name: 'store', value: 'ex-cz' }]);
      expect(store.find<Doc>('cart', 'store', 'ex-sk').map((doc) => doc.id)).toEqual(['b']);
      expect(store.find<Doc>('cart', 'store', 'ex-cz').map((doc) => doc.id)).toEqual(['a']);
      throw new Error('boom');
    })).toThrow('boom');
    expect(store.find<Doc>('cart', 'store', 'ex-sk')).toEqual([{ id: 'a', version: 1, note: 'a' }]);
    expect(store.find<Doc>('cart', 'store', 'ex-cz')).toEqual([]);
    expect(() => store.transaction(() => {
      store.delete('cart', 'a', 1);
      expect(store.find<Doc>('cart', 'store', 'ex-sk')).toEqual([]);
      throw new Error('boom');
    })).toThrow('boom');
    expect(store.find<Doc>('cart', 'store', 'ex-sk')).toEqual([{ id: 'a', version: 1, note: 'a' }]);
  });

  it('rewrites the lookups another connection changed before this one replaces the document', () => {
    const first = open();
    const second = open();
    first.insert<Doc>('cart', { id: 'c', version: 1, note: 'one' }, [{ name: 'state', value: 'Active' }]);
    second.replace<Doc>('cart', 1, { id: 'c', version: 2, note: 'two' }, [{ name: 'state', value: 'Ordered' }]);
    const read = first.get<Doc>('cart', 'c')!;
    first.replace<Doc>('cart', read.version, { ...read, version: 3, note: 'three' }, [{ name: 'state', value: 'Active' }]);
    expect(first.findIds('cart', 'state', 'Active')).toEqual(['c']);
    expect(first.findIds('cart', 'state', 'Ordered')).toEqual([]);
  });

  it('does not trust the lookups it wrote once another connection committed, even at the same version', () => {
    const first = open();
    const second = open();
    first.insert<Doc>('cart', { id: 'c', version: 1, note: 'one' }, [{ name: 'state', value: 'Active' }]);
    // The same id and version again, with other lookups: only the version would not tell.
    second.delete('cart', 'c', 1);
    second.insert<Doc>('cart', { id: 'c', version: 1, note: 'again' }, [{ name: 'state', value: 'Frozen' }]);
    first.replace<Doc>('cart', 1, { id: 'c', version: 2, note: 'two' }, [{ name: 'state', value: 'Active' }]);
    expect(first.findIds('cart', 'state', 'Active')).toEqual(['c']);
    expect(first.findIds('cart', 'state', 'Frozen')).toEqual([]);
  });

  it('keeps lookups right across its own replaces, with the same and with other lookups', () => {
    const store = open();
    store.insert<Doc>('cart', { id: 'c', version: 1, note: 'one' }, [{ name: 'state', value: 'Active' }, { name: 'store', value: 'ex-sk' }]);
    store.replace<Doc>('cart', 1, { id: 'c', version: 2, note: 'two' }, [{ name: 'state', value: 'Active' }, { name: 'store', value: 'ex-sk' }]);
    store.replace<Doc>('cart', 2, { id: 'c', version: 3, note: 'three' }, [{ name: 'state', value: 'Ordered' }, { name: 'store', value: 'ex-sk' }]);
    expect(store.findIds('cart', 'state', 'Active')).toEqual([]);
    expect(store.findIds('cart', 'state', 'Ordered')).toEqual(['c']);
    expect(() => store.transaction(() => {
      store.replace<Doc>('cart', 3, { id: 'c', version: 4, note: 'four' }, [{ name: 'state', value: 'Active' }]);
      throw new Error('boom');
    })).toThrow('boom');
    // The rolled-back lookups are not remembered: the next replace still finds Ordered to remove.
    store.replace<Doc>('cart', 3, { id: 'c', version: 4, note: 'four' }, [{ name: 'state', value: 'Active' }, { name: 'store', value: 'ex-sk' }]);
    expect(store.findIds('cart', 'state', 'Ordered')).toEqual([]);
    expect(store.findIds('cart', 'state', 'Active')).toEqual(['c']);
  });
});
