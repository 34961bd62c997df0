import { describe, expect, it } from '@jest/globals';
import { createImageChecker, DEFAULT_PRODUCT_IMAGE, imageCheckTimeoutFromEnv, shownImage } from './image-check.server';

function fakeHost(statuses: Record<string, number | 'down'>) {
  const asked: string[] = [];
  const fetch = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = String(input);
    asked.push(`${init?.method} ${url}`);
    const status = statuses[url];
    if (status === undefined || status === 'down') throw new TypeError('fetch failed');
    return new Response(null, { status });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

describe('createImageChecker', () => {
  it('asks with HEAD; only 200 means the image exists; a path is asked at the origin', async () => {
    const host = fakeHost({ 'http://b.test/a.svg': 200, 'http://b.test/gone.svg': 404, 'https://cdn.test/r.png': 302 });
    const check = createImageChecker({ fetch: host.fetch, origin: 'http://b.test' });
    expect(await check('/a.svg')).toBe(true);
    expect(await check('/gone.svg')).toBe(false);
    expect(await check('https://cdn.test/r.png')).toBe(false);
    expect(host.asked).toEqual(['HEAD http://b.test/a.svg', 'HEAD http://b.test/gone.svg', 'HEAD https://cdn.test/r.png']);
  });

  it('remembers an answer until its TTL and shares a check in flight', async () => {
    let clock = 0;
    const host = fakeHost({ 'http://b.test/a.svg': 200, 'http://b.test/gone.svg': 404 });
    const check = createImageChecker({ fetch: host.fetch, origin: 'http://b.test', now: () => clock, foundTtlMs: 100, missingTtlMs: 10 });
    await Promise.all([check('/a.svg'), check('/a.svg'), check('/gone.svg')]);
    clock = 50;
    await Promise.all([check('/a.svg'), check('/gone.svg')]);
    clock = 150;
    await check('/a.svg');
    expect(host.asked).toEqual([
      'HEAD http://b.test/a.svg', 'HEAD http://b.test/gone.svg', // first round, the twin request shared
      'HEAD http://b.test/gone.svg', // missing: remembered for 10 only
      'HEAD http://b.test/a.svg', // found: asked again after 100
    ]);
  });

  it('counts a host that is down as missing', async () => {
    const check = createImageChecker({ fetch: fakeHost({ 'http://b.test/a.svg': 'down' }).fetch, origin: 'http://b.test' });
    expect(await check('/a.svg')).toBe(false);
  });

  it('keeps at most maxEntries answers', async () => {
    const host = fakeHost({ 'http://b.test/1': 200, 'http://b.test/2': 200, 'http://b.test/3': 200 });
    const check = createImageChecker({ fetch: host.fetch, origin: 'http://b.test', maxEntries: 2 });
    for (const path of ['/1', '/2', '/3', '/1']) await check(path);
    expect(host.asked.filter((line) => line.endsWith('/1'))).toHaveLength(2);
  });
});

describe('shownImage', () => {
  it('falls back to the default image for a missing or absent image', async () => {
    expect(await shownImage('/a.svg', async () => true)).toBe('/a.svg');
    expect(await shownImage('/a.svg', async () => false)).toBe(DEFAULT_PRODUCT_IMAGE);
    expect(await shownImage(undefined, async () => true)).toBe(DEFAULT_PRODUCT_IMAGE);
  });
});

describe('IMAGE_CHECK_TIMEOUT_MS', () => {
  it('is unset by default (the checker keeps its 1.5 s) and read as whole milliseconds', () => {
    expect(imageCheckTimeoutFromEnv(undefined)).toBeUndefined();
    expect(imageCheckTimeoutFromEnv(' ')).toBeUndefined();
    expect(imageCheckTimeoutFromEnv('30000')).toBe(30_000);
  });

  it.each(['0', '1.5', '-1', '60001', 'soon'])('refuses %j naming the variable', (value) => {
    expect(() => imageCheckTimeoutFromEnv(value)).toThrow(`IMAGE_CHECK_TIMEOUT_MS must be a whole number of milliseconds from 1 to 60000, got '${value}'`);
  });
});
