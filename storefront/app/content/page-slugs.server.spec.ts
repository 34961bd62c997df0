import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { contentCache } from './cache/content-cache.server';
import { MAX_PAGE_SLUGS, contentPageSlugs, readPageSlugs } from './page-slugs.server';

type Get = (path: string, query?: Record<string, string>) => Promise<unknown>;
const backendAnswering = (get: Get) => {
  const calls: [string, Record<string, string> | undefined][] = [];
  return {
    calls,
    backend: {
      get: <T>(path: string, query?: Record<string, string>): Promise<T> => {
        calls.push([path, query]);
        return get(path, query) as Promise<T>;
      },
    },
  };
};

describe('readPageSlugs', () => {
  it('keeps the slugs that can name a page, once each', () => {
    expect(readPageSlugs(['faq', 'volume-discount', 'black_friday', 'faq', 'Bad', '../x', 'a b', '', 7, null])).toEqual(['faq', 'volume-discount', 'black_friday']);
    expect(readPageSlugs('faq')).toEqual([]);
    expect(readPageSlugs(undefined)).toEqual([]);
    expect(readPageSlugs(['x'.repeat(101)])).toEqual([]);
    expect(readPageSlugs(Array.from({ length: MAX_PAGE_SLUGS + 5 }, (_, i) => `p${i}`))).toHaveLength(MAX_PAGE_SLUGS);
  });
});

describe('contentPageSlugs', () => {
  afterEach(() => {
    contentCache.clear();
  });

  it('asks the backend once per locale, then answers from the content cache until it is invalidated', async () => {
    const { backend, calls } = backendAnswering(async () => ({ pages: { 'lt-LT': ['faq', 'volume-discount'] } }));
    expect(await contentPageSlugs(backend, 'lt-LT')).toEqual(['faq', 'volume-discount']);
    expect(await contentPageSlugs(backend, 'lt-LT')).toEqual(['faq', 'volume-discount']);
    expect(calls).toEqual([['/api/content/pages', { locale: 'lt-LT' }]]);
    expect(contentCache.invalidateTag('page-list')).toBe(1);
    await contentPageSlugs(backend, 'lt-LT');
    contentCache.clear();
    await contentPageSlugs(backend, 'lt-LT');
    expect(calls).toHaveLength(3);
  });

  it('answers the last known list while the backend fails, and none before there was one', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const failing = backendAnswering(async () => {
        throw new Error('backend down');
      });
      expect(await contentPageSlugs(failing.backend, 'lv-LV')).toEqual([]);
      const working = backendAnswering(async () => ({ pages: { 'sk-SK': ['faq'] } }));
      expect(await contentPageSlugs(working.backend, 'sk-SK')).toEqual(['faq']);
      contentCache.clear();
      expect(await contentPageSlugs(failing.backend, 'sk-SK')).toEqual(['faq']);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('backend down'));
    } finally {
      warn.mockRestore();
    }
  });

  it('reads only the asked locale of the answer', async () => {
    const { backend } = backendAnswering(async () => ({ pages: { 'de-DE': ['faq'] } }));
    expect(await contentPageSlugs(backend, 'de-AT')).toEqual([]);
  });
});
