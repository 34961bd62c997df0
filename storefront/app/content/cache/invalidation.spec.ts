import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { contentCache } from './content-cache.server';
import { checkInvalidationAuth } from './invalidation-auth.server';
import { invalidateAll, invalidateTag } from './invalidation.server';
import { MAX_TAG_LENGTH, readTag } from './invalidation-tag';

describe('checkInvalidationAuth', () => {
  it('is off without a configured token, whatever is sent', () => {
    expect(checkInvalidationAuth('Bearer anything', undefined)).toBe('not-configured');
    expect(checkInvalidationAuth(null, '')).toBe('not-configured');
  });

  it('takes exactly the configured bearer token', () => {
    expect(checkInvalidationAuth('Bearer s3cret', 's3cret')).toBe('ok');
    expect(checkInvalidationAuth('bearer s3cret', 's3cret')).toBe('ok');
    expect(checkInvalidationAuth('Bearer s3cre', 's3cret')).toBe('unauthorized');
    expect(checkInvalidationAuth('Bearer s3cret2', 's3cret')).toBe('unauthorized');
    expect(checkInvalidationAuth('Basic s3cret', 's3cret')).toBe('unauthorized');
    expect(checkInvalidationAuth('s3cret', 's3cret')).toBe('unauthorized');
    expect(checkInvalidationAuth(null, 's3cret')).toBe('unauthorized');
  });
});

describe('readTag', () => {
  it('takes a content key or a block type', () => {
    expect(readTag('home-sk-SK')).toEqual({ ok: true, tag: 'home-sk-SK' });
    expect(readTag('pages/home-sk-SK')).toEqual({ ok: true, tag: 'pages/home-sk-SK' });
    expect(readTag('product-listing')).toEqual({ ok: true, tag: 'product-listing' });
  });

  it('names what is wrong', () => {
    expect(readTag(undefined)).toEqual({ ok: false, problem: expect.stringContaining('tag is required') });
    expect(readTag('')).toEqual({ ok: false, problem: expect.stringContaining('tag is required') });
    expect(readTag(42)).toEqual({ ok: false, problem: 'tag must be a string' });
    expect(readTag('a'.repeat(MAX_TAG_LENGTH + 1))).toEqual({ ok: false, problem: `tag must be at most ${MAX_TAG_LENGTH} characters` });
    expect(readTag('home sk')).toEqual({ ok: false, problem: expect.stringContaining('only letters') });
  });
});

describe('the invalidation endpoints', () => {
  const saved = process.env.CACHE_INVALIDATION_TOKEN;
  const post = (path: string, init: RequestInit = {}) => new Request(`http://sk.localhost${path}`, { method: 'POST', ...init });
  const auth = { authorization: 'Bearer t0ken' };

  beforeEach(() => {
    process.env.CACHE_INVALIDATION_TOKEN = 't0ken';
    contentCache.clear();
    contentCache.set('pages/home-sk-SK', { blocks: [] }, ['home-sk-SK', 'hero']);
    contentCache.set('pages/faq-sk-SK', { blocks: [] }, ['faq-sk-SK']);
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.CACHE_INVALIDATION_TOKEN;
    else process.env.CACHE_INVALIDATION_TOKEN = saved;
    contentCache.clear();
  });

  it('answers 503 when no token is configured, and drops nothing', async () => {
    delete process.env.CACHE_INVALIDATION_TOKEN;
    const response = invalidateAll(post('/cache-invalidate', { headers: auth }));
    expect(response.status).toBe(503);
    expect((await response.json()) as unknown).toEqual({ error: expect.stringContaining('not configured') });
    expect(contentCache.size).toBe(2);
  });

  it('answers 401 without the right token, and drops nothing', async () => {
    expect(invalidateAll(post('/cache-invalidate')).status).toBe(401);
    const wrong = invalidateAll(post('/cache-invalidate', { headers: { authorization: 'Bearer nope' } }));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('Bearer');
    expect((await invalidateTag(post('/component-cache/invalidate-tag?tag=hero'))).status).toBe(401);
    expect(contentCache.size).toBe(2);
  });

  it('drops every document with the token', async () => {
    const response = invalidateAll(post('/cache-invalidate', { headers: auth }));
    expect(response.status).toBe(200);
    expect((await response.json()) as { dropped: number }).toEqual(expect.objectContaining({ dropped: 2 }));
    expect(contentCache.size).toBe(0);
  });

  it('drops the documents of a tag given as JSON, a form or the query', async () => {
    const json = await invalidateTag(post('/component-cache/invalidate-tag', { headers: { ...auth, 'content-type': 'application/json' }, body: '{"tag":"hero"}' }));
    expect(json.status).toBe(200);
    expect((await json.json()) as unknown).toEqual(expect.objectContaining({ tag: 'hero', dropped: 1 }));
    expect(contentCache.get('pages/faq-sk-SK')).toEqual({ blocks: [] });
    const form = await invalidateTag(post('/component-cache/invalidate-tag', { headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, body: 'tag=faq-sk-SK' }));
    expect((await form.json()) as unknown).toEqual(expect.objectContaining({ tag: 'faq-sk-SK', dropped: 1 }));
    const query = await invalidateTag(post('/component-cache/invalidate-tag?tag=nothing-here', { headers: auth }));
    expect((await query.json()) as unknown).toEqual(expect.objectContaining({ tag: 'nothing-here', dropped: 0 }));
  });

  it('answers 400 naming the problem of bad input', async () => {
    const missing = await invalidateTag(post('/component-cache/invalidate-tag', { headers: auth }));
    expect(missing.status).toBe(400);
    expect((await missing.json()) as unknown).toEqual({ error: expect.stringContaining('tag is required') });
    const broken = await invalidateTag(post('/component-cache/invalidate-tag', { headers: { ...auth, 'content-type': 'application/json' }, body: '{"tag":' }));
    expect(broken.status).toBe(400);
    expect((await broken.json()) as unknown).toEqual({ error: 'the body is not valid JSON' });
    const number = await invalidateTag(post('/component-cache/invalidate-tag', { headers: { ...auth, 'content-type': 'application/json' }, body: '{"tag":7}' }));
    expect((await number.json()) as unknown).toEqual({ error: 'tag must be a string' });
    expect(contentCache.size).toBe(2);
  });

  it('answers 405 to anything but POST', () => {
    const response = invalidateAll(new Request('http://sk.localhost/cache-invalidate', { headers: auth }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
