import { describe, expect, it } from '@jest/globals';
import { TaggedTtlCache } from './tagged-ttl-cache';

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TaggedTtlCache', () => {
  it('answers a value until its time to live has passed', () => {
    const time = clock();
    const cache = new TaggedTtlCache<string>({ maxEntries: 10, ttlMs: 300_000, now: time.now });
    cache.set('pages/home-sk-SK', 'home');
    time.advance(299_999);
    expect(cache.get('pages/home-sk-SK')).toBe('home');
    time.advance(1);
    expect(cache.get('pages/home-sk-SK')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry beyond its size', () => {
    const cache = new TaggedTtlCache<number>({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('drops the entries of a tag and only those, and says how many', () => {
    const cache = new TaggedTtlCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    cache.set('pages/home-sk-SK', 'home', ['home-sk-SK', 'hero', 'product-listing']);
    cache.set('pages/faq-sk-SK', 'faq', ['faq-sk-SK', 'faq-section']);
    cache.set('pages/home-de-DE', 'home de', ['home-de-DE', 'hero']);
    expect(cache.invalidateTag('hero')).toBe(2);
    expect([cache.get('pages/home-sk-SK'), cache.get('pages/home-de-DE'), cache.get('pages/faq-sk-SK')]).toEqual([undefined, undefined, 'faq']);
    expect(cache.invalidateTag('hero')).toBe(0);
    expect(cache.invalidateTag('faq-sk-SK')).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('clears everything and says how many entries there were', () => {
    const cache = new TaggedTtlCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    cache.set('a', 'x', ['t']);
    cache.set('b', 'y', ['t']);
    expect(cache.clear()).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.invalidateTag('t')).toBe(0);
  });

  it('loads once for overlapping requests and caches the answer with its tags', async () => {
    const cache = new TaggedTtlCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { value: 'doc', tags: ['home-sk-SK'] };
    };
    const [first, second] = await Promise.all([cache.wrap('k', load), cache.wrap('k', load)]);
    expect([first, second, loads]).toEqual(['doc', 'doc', 1]);
    expect(await cache.wrap('k', load)).toBe('doc');
    expect(loads).toBe(1);
    expect(cache.invalidateTag('home-sk-SK')).toBe(1);
  });

  it('does not cache "nothing", and asks again next time', async () => {
    const cache = new TaggedTtlCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return undefined;
    };
    expect(await cache.wrap('missing', load)).toBeUndefined();
    expect(await cache.wrap('missing', load)).toBeUndefined();
    expect(loads).toBe(2);
  });

  it('does not cache a failed load', async () => {
    const cache = new TaggedTtlCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    await expect(cache.wrap('k', async () => Promise.reject(new Error('backend down')))).rejects.toThrow('backend down');
    expect(await cache.wrap('k', async () => ({ value: 'back', tags: [] }))).toBe('back');
  });

  it('never writes back a load that was running when the cache was invalidated', async () => {
    const cache = new TaggedTtlCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    let release: (value: { value: string; tags: string[] }) => void = () => undefined;
    const stale = cache.wrap('k', () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    release({ value: 'old', tags: [] });
    expect(await stale).toBe('old');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.wrap('k', async () => ({ value: 'new', tags: [] }))).toBe('new');
  });

  it('refuses a size or time to live that cannot hold anything', () => {
    expect(() => new TaggedTtlCache({ maxEntries: 0, ttlMs: 1 })).toThrow(RangeError);
    expect(() => new TaggedTtlCache({ maxEntries: 1, ttlMs: 0 })).toThrow(RangeError);
  });
});
