import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger, type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/test-app.js';

/**
 * Spec 1 §2, spec 2 §8: an invalid CMS key is logged at info level and shows nothing. Reading
 * pinned here: the body always carries `content: null`; the status is 404 for a well-formed key
 * naming no document and 400 for a key that cannot name one; never a 500.
 */
const spyInfo = () => jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);

describe('GET /api/content/{pages|components}/{key}: invalid keys answer no content (real Nest app)', () => {
  let app: INestApplication;
  let info: ReturnType<typeof spyInfo> | undefined;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());
  afterEach(() => info?.mockRestore());

  const get = (path: string) => request(app.getHttpServer()).get(path);
  const captureInfo = () => {
    info = spyInfo();
    return info;
  };

  it('answers an unknown slug with 404, content null, logged at info level', async () => {
    const logged = captureInfo();
    const response = await get('/api/content/pages/no-such-page-de-AT.json').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'No CMS content for pages/no-such-page-de-AT.json', content: null });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Invalid CMS key pages/"no-such-page-de-AT.json" (no such document)'));
  });

  it('does not serve a component as a page, nor a page as a component', async () => {
    await get('/api/content/pages/footer-de-AT.json').expect(404);
    const response = await get('/api/content/components/home-de-AT.json').expect(404);
    expect(response.body.content).toBeNull();
  });

  it.each([
    ['no locale', 'home.json', 'expected {slug}-{languageAndCountry}.json'],
    ['a language without country', 'home-de.json', 'expected {slug}-{languageAndCountry}.json'],
    ['an unknown locale', 'home-xx-YY.json', '"xx-YY" is not a languageAndCountry the shop serves'],
    ['a locale the shop does not serve', 'home-de-FR.json', '"de-FR" is not a languageAndCountry the shop serves'],
    ['a lower-case country', 'home-de-at.json', 'expected {slug}-{languageAndCountry}.json'],
    ['an upper-case slug', 'Home-de-AT.json', 'expected {slug}-{languageAndCountry}.json'],
    ['another extension', 'home-de-AT.yaml', 'expected {slug}-{languageAndCountry}.json'],
    ['an encoded path traversal', '..%2F..%2Fpackage-de-AT.json', 'expected {slug}-{languageAndCountry}.json'],
    ['an encoded dot-dot', '%2e%2e%2fhome-de-AT.json', 'expected {slug}-{languageAndCountry}.json'],
    ['a backslash', '..%5Chome-de-AT.json', 'expected {slug}-{languageAndCountry}.json'],
    ['a NUL byte', 'home%00-de-AT.json', 'expected {slug}-{languageAndCountry}.json'],
    ['a slug of 101 characters', `${'a'.repeat(101)}-de-AT.json`, 'the slug is longer than 100 characters'],
  ])('answers a key with %s with 400 and content null, logged at info level', async (_case, file, reason) => {
    const logged = captureInfo();
    const response = await get(`/api/content/pages/${file}`).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: expect.stringContaining(reason), content: null });
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Invalid CMS key pages\/".*" \(.+\): no content$/));
  });

  it('writes the key into the log as one quoted line, whatever it holds', async () => {
    const logged = captureInfo();
    await get('/api/content/components/x%0AFAKE%20LOG%20LINE-de-AT.json').expect(400);
    const line = logged.mock.calls[0]?.[0];
    expect(line).toContain('"x\\nFAKE LOG LINE-de-AT.json"');
    expect(String(line)).not.toContain('\n');
  });

  it('ignores a query string on the key', async () => {
    const response = await get('/api/content/pages/home-sk-SK.json?host=sk.localhost').expect(200);
    expect(response.body.content.slug).toBe('home');
  });
});
