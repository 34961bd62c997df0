import { describe, expect, it } from '@jest/globals';
import { decideChunkReload, isChunkLoadError, parseChunkReloadState } from './chunk-reload';

const MINUTE = 60_000;

describe('decideChunkReload (spec 1 §4)', () => {
  it('reloads on the first failure and starts the counter', () => {
    expect(decideChunkReload(null, 1_000_000)).toEqual({ reload: true, next: { count: 1, lastAt: 1_000_000 } });
  });
  it('does not reload again within 60 seconds of the last reload', () => {
    const state = { count: 1, lastAt: 1_000_000 };
    expect(decideChunkReload(state, 1_000_000 + MINUTE - 1)).toEqual({ reload: false, next: state });
  });
  it('reloads a second time once 60 seconds have passed', () => {
    expect(decideChunkReload({ count: 1, lastAt: 1_000_000 }, 1_000_000 + MINUTE)).toEqual({ reload: true, next: { count: 2, lastAt: 1_000_000 + MINUTE } });
  });
  it('stops after two reloads in a row and clears the counter', () => {
    expect(decideChunkReload({ count: 2, lastAt: 1_000_000 }, 1_000_000 + 5 * MINUTE)).toEqual({ reload: false, next: null });
    // With the counter cleared, a much later failure may reload again.
    expect(decideChunkReload(null, 1_000_000 + 60 * MINUTE).reload).toBe(true);
  });
});

describe('parseChunkReloadState', () => {
  it('reads what was stored and ignores anything else', () => {
    expect(parseChunkReloadState('{"count":1,"lastAt":5}')).toEqual({ count: 1, lastAt: 5 });
    expect(parseChunkReloadState(null)).toBeNull();
    expect(parseChunkReloadState('not json')).toBeNull();
    expect(parseChunkReloadState('{"count":"1","lastAt":5}')).toBeNull();
  });
});

describe('isChunkLoadError', () => {
  it('recognises the browsers’ messages for a missing module', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://shop/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });
  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
