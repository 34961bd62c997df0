import { describe, expect, it } from '@jest/globals';
import { prefetchAllowed } from './connection';

describe('prefetchAllowed (spec 1 §4: skipped on 2g or data saver)', () => {
  it('allows prefetching on fast connections and when the browser says nothing', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
  });
  it('skips it on 2g and slow-2g', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
  it('skips it with data saver on, whatever the speed', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
