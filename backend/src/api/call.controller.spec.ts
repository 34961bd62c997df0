import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/test-app.js';
import { SESSION_COOKIE_NAME } from './session-cookie.js';

const setCookies = (response: request.Response): string[] => {
  const header = response.headers['set-cookie'] as unknown;
  return Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
};
const sessionCookie = (response: request.Response): string | undefined =>
  setCookies(response).find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));

describe('POST /api/ct/:method: the call protocol (real Nest app, embedded engine)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const call = (method: string, body: unknown, query = '') =>
    request(app.getHttpServer()).post(`/api/ct/${method}${query}`).set('Host', 'localhost').send(body as object);

  it('answers 404 naming an unknown method', async () => {
    const response = await call('noSuchMethod', []).expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: "Unknown method 'noSuchMethod'" });
  });

  it.each([
    ['a JSON object', 'application/json', JSON.stringify({ key: 'ex-sk' })],
    ['not JSON at all', 'text/plain', 'ex-sk'],
  ])('answers 400 when the body is %s, not a JSON array', async (_, contentType, body) => {
    const response = await request(app.getHttpServer())
      .post('/api/ct/getStores')
      .set('Content-Type', contentType)
      .send(body)
      .expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'The request body must be a JSON array of payload parts' });
  });

  it('answers 400 saying so when a JSON body does not parse, and 413 when a body is over 256 KB', async () => {
    const broken = await request(app.getHttpServer()).post('/api/ct/getStores').set('Content-Type', 'application/json').send('[{"key": ').expect(400);
    expect(broken.body).toMatchObject({ statusCode: 400, message: expect.stringMatching(/JSON/) });
    const huge = JSON.stringify([{ key: 'x'.repeat(300 * 1024) }]);
    const tooLarge = await request(app.getHttpServer()).post('/api/ct/getStores').set('Content-Type', 'application/json').send(huge).expect(413);
    expect(tooLarge.body).toMatchObject({ statusCode: 413, message: expect.stringMatching(/too large/i) });
  });

  it('answers 404 naming the host when no market is served there', async () => {
    const response = await call('getStores', [{ key: 'ex-sk' }], '?host=xx.localhost').expect(404);
    expect(response.body.message).toBe('No market is served at host "xx.localhost"');
  });

  it('sets a signed, httpOnly, SameSite=Lax session cookie on the first call', async () => {
    const response = await call('getStores', [{ key: 'ex-sk' }]).expect(200);
    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    const [pair, ...attributes] = cookie!.split(';').map((part) => part.trim());
    const value = decodeURIComponent(pair!.slice(SESSION_COOKIE_NAME.length + 1));
    expect(value.startsWith('s:')).toBe(true);
    const session = JSON.parse(value.slice('s:j:'.length, value.lastIndexOf('.'))) as { anonymousId?: string };
    expect(session.anonymousId).toMatch(/^[0-9a-f-]{36}$/);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(attributes.some((attribute) => attribute.startsWith('Max-Age='))).toBe(true);
  });

  it('keeps a valid session: sent back, it is not re-issued', async () => {
    const first = await call('getStores', [{ key: 'ex-sk' }]).expect(200);
    const cookie = sessionCookie(first)!.split(';')[0]!;
    const second = await call('getStores', [{ key: 'ex-sk' }]).set('Cookie', cookie).expect(200);
    expect(sessionCookie(second)).toBeUndefined();
  });

  it('never trusts a tampered or unsigned session: a new anonymous session replaces it', async () => {
    const first = await call('getStores', [{ key: 'ex-sk' }]).expect(200);
    const cookie = sessionCookie(first)!.split(';')[0]!;
    // Change one character of the signed anonymous id (to one it is not), keeping the signature.
    const tampered = cookie.replace(/(%22anonymousId%22%3A%22)(.)/, (_, prefix: string, char: string) => prefix + (char === '0' ? '1' : '0'));
    expect(tampered).not.toBe(cookie);
    const forged = `${SESSION_COOKIE_NAME}=${encodeURIComponent('j:{"customerId":"someone-else"}')}`;
    for (const sent of [tampered, forged]) {
      const response = await call('getStores', [{ key: 'ex-sk' }]).set('Cookie', sent).expect(200);
      const renewed = sessionCookie(response);
      expect(renewed).toBeDefined();
      expect(renewed).not.toContain('someone-else');
      expect(renewed!.split(';')[0]).not.toBe(cookie);
    }
  });

  it('sets the session even when the call fails', async () => {
    const response = await call('getStores', [{}]).expect(400);
    expect(sessionCookie(response)).toBeDefined();
  });
});
