import { describe, expect, it, jest } from '@jest/globals';
import { concurrentModification, resourceNotFound } from '../commerce/port/commerce-error.js';
import { retryOnceOnConflict } from './retry-on-conflict.js';

describe('a ConcurrentModification is retried once with the current version (spec 2 §4)', () => {
  it('retries with the version the conflict names', async () => {
    const change = jest.fn(async (version: number) => {
      if (version === 1) throw concurrentModification(1, 4);
      return `done at ${version}`;
    });
    await expect(retryOnceOnConflict(1, change)).resolves.toBe('done at 4');
    expect(change.mock.calls.map(([version]) => version)).toEqual([1, 4]);
  });

  it('gives up after the one retry', async () => {
    const change = jest.fn(async (version: number): Promise<string> => { throw concurrentModification(version, version + 1); });
    await expect(retryOnceOnConflict(1, change)).rejects.toMatchObject({ code: 'ConcurrentModification', currentVersion: 3 });
    expect(change).toHaveBeenCalledTimes(2);
  });

  it('does not retry other errors', async () => {
    const change = jest.fn(async (): Promise<string> => { throw resourceNotFound('c'); });
    await expect(retryOnceOnConflict(1, change)).rejects.toMatchObject({ code: 'ResourceNotFound' });
    expect(change).toHaveBeenCalledTimes(1);
  });
});
