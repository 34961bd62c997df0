import { describe, expect, it } from '@jest/globals';
import { whileBusy } from './database.js';

/** The error node:sqlite throws for a lock another connection holds. */
const busy = () => Object.assign(new Error('database is locked'), { code: 'ERR_SQLITE_ERROR', errcode: 5, errstr: 'database is locked' });

describe('opening a file while other processes hold its locks (whileBusy)', () => {
  it('runs the set-up again while SQLite answers busy, until it goes through', () => {
    let attempts = 0;
    whileBusy(() => {
      attempts += 1;
      if (attempts < 3) throw busy();
    });
    expect(attempts).toBe(3);
  });

  it('lets any other error through at once', () => {
    let attempts = 0;
    const failure = Object.assign(new Error('no such table'), { errcode: 1 });
    expect(() => whileBusy(() => {
      attempts += 1;
      throw failure;
    })).toThrow('no such table');
    expect(attempts).toBe(1);
  });
});
