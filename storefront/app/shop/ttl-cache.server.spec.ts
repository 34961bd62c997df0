import { describe, expect, it } from '@jest/globals';
import { createTtlCache } from './ttl-cache.server';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe('the TTL cache of shopper-independent backend answers', () => {
  it('answers from memory until the TTL is over, then asks again', async () => {
    const { now, advance } = clock();
    const cache = createTtlCache<string>({ ttlMs: 60_000, now });
    let calls = 0;
    const load = async () => `answer ${++calls}`;
    expect(await cache.get('ex-sk', load)).toBe('answer 1');
    advance(59_999);
    expect(await cache.get('ex-sk', load)).toBe('answer 1');
    advance(1);
    expect(await cache.get('ex-sk', load)).toBe('answer 2');
    expect(calls).toBe(2);
  });

  it('keeps keys apart', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000 });
    expect(await cache.get('ex-sk|sk-SK', async () => 'sk')).toBe('sk');
    expect(await cache.get('ex-de|de-DE', async () => 'de')).toBe('de');
    expect(await cache.get('ex-sk|sk-SK', async () => 'other')).toBe('sk');
  });

  it('shares one call between callers asking at once', async () => {
    const cache = createTtlCache<number>({ ttlMs: 60_000 });
    let calls = 0;
    let release!: (value: number) => void;
    const load = () => {
      calls += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = cache.get('key', load);
    const second = cache.get('key', load);
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(calls).toBe(1);
  });

  it('never keeps a failure: the next caller asks again', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000 });
    await expect(cache.get('key', () => Promise.reject(new Error('backend away')))).rejects.toThrow('backend away');
    expect(await cache.get('key', async () => 'back')).toBe('back');
  });

  it('drops the oldest key past its size', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    let calls = 0;
    const load = async () => `answer ${++calls}`;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe('answer 2');
    expect(await cache.get('a', load)).toBe('answer 4');
  });
});
