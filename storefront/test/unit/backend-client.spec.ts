import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in backend saw of one request. */
interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

const seen: Seen[] = [];
/** Answers the stand-in keeps open, ended when the suite ends. */
const stalled: import('node:http').ServerResponse[] = [];
let sessionsIssued = 0;
let server: Server;
let backendModule: typeof import('../../app/shop/backend.server');

/**
 * A real HTTP server standing in for the backend: it records each request and answers by path,
 * so the client is tested over the wire (headers, cookies, bodies), not against a mock of itself.
 */
function answer(path: string, response: import('node:http').ServerResponse): void {
  if (path === '/api/ct/signIn') {
    response.setHeader('set-cookie', ['shop_session=customer-1; Path=/; HttpOnly; SameSite=Lax', 'tracking=yes; Path=/']);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ customer: { id: 'c1' } }));
  } else if (path === '/api/ct/getMe') {
    response.statusCode = 401;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ statusCode: 401, message: 'Sign in to use this call.' }));
  } else if (path === '/api/ct/newSession') {
    sessionsIssued += 1;
    response.setHeader('set-cookie', `shop_session=anon-${sessionsIssued}; Path=/; HttpOnly`);
    response.end('{}');
  } else if (path === '/api/ct/hangUp') {
    response.socket?.destroy();
  } else if (path === '/api/ct/busy') {
    response.statusCode = 429;
    response.setHeader('retry-after', '7');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ statusCode: 429, message: 'Too many requests.' }));
  } else if (path === '/api/ct/plainText') {
    response.setHeader('content-type', 'text/plain; charset=utf-8');
    response.end('Größe ≥ 10 € ✓');
  } else if (path === '/api/ct/noContent') {
    response.statusCode = 204;
    response.end();
  } else if (path === '/api/ct/silent') {
    // Never answers: only the client's timeout ends the call.
    stalled.push(response);
  } else if (path === '/api/ct/stallBody') {
    // Headers and half a body, then nothing: the timeout covers reading the body too.
    response.setHeader('content-type', 'application/json');
    response.write('{"half":');
    stalled.push(response);
  } else if (path === '/api/ct/broken') {
    response.statusCode = 502;
    response.setHeader('content-type', 'text/html');
    response.end('<html><body>Bad gateway</body></html>');
  } else {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ ok: true, path }));
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      answer(new URL(request.url ?? '/', 'http://backend.invalid').pathname, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The client reads BACKEND_URL when its module loads.
  process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  backendModule = await import('../../app/shop/backend.server');
});

afterAll(async () => {
  for (const response of stalled) response.socket?.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = (cookie: string | null = null, options?: { timeoutMs: number }) =>
  new backendModule.BackendClient({ host: 'ch.localhost:3000', language: 'fr', cookie, acceptLanguage: 'fr-CH,fr;q=0.9', clientIp: '203.0.113.7' }, options);

const lastSeen = (): Seen => seen.at(-1)!;

describe('BackendClient over HTTP', () => {
  it('posts a call as a JSON array to /api/ct/{method}, forwarding host, language, cookie, browser language and address', async () => {
    const answer = await client('locale=fr-CH; shop_session=guest-1').call<{ ok: boolean; path: string }>('getCategory', [{ query: 'roots' }]);
    expect(answer).toEqual({ ok: true, path: '/api/ct/getCategory' });
    const request = lastSeen();
    expect(request.method).toBe('POST');
    const url = new URL(request.url, 'http://backend.invalid');
    expect(url.pathname).toBe('/api/ct/getCategory');
    expect(Object.fromEntries(url.searchParams)).toEqual({ host: 'ch.localhost:3000', language: 'fr' });
    expect(JSON.parse(request.body)).toEqual([{ query: 'roots' }]);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-forwarded-host']).toBe('ch.localhost:3000');
    expect(request.headers.cookie).toBe('locale=fr-CH; shop_session=guest-1');
    expect(request.headers['accept-language']).toBe('fr-CH,fr;q=0.9');
    expect(request.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('sends no cookie header for a shopper without cookies, and an empty payload as []', async () => {
    await client(null).call('isLoggedIn');
    expect(lastSeen().headers.cookie).toBeUndefined();
    expect(lastSeen().body).toBe('[]');
  });

  it('hands every Set-Cookie back, in order, and sends the new session on the next call of the same request', async () => {
    const backend = client('locale=fr-CH; shop_session=guest-1');
    await backend.call('signIn', [{ email: 'a@example.org', password: 'secret1' }]);
    expect(backend.setCookies).toEqual(['shop_session=customer-1; Path=/; HttpOnly; SameSite=Lax', 'tracking=yes; Path=/']);
    await backend.call('getCategory', []);
    // The session cookie is replaced in place, the others kept, the new one added.
    expect(lastSeen().headers.cookie).toBe('locale=fr-CH; shop_session=customer-1; tracking=yes');
  });

  it('hands back one Set-Cookie per cookie name: the last session, the one later calls used', async () => {
    const backend = client(null);
    await backend.call('newSession');
    await backend.call('newSession');
    const [line] = backend.setCookies;
    expect(backend.setCookies).toHaveLength(1);
    expect(line).toBe(`shop_session=anon-${sessionsIssued}; Path=/; HttpOnly`);
    // The second call already sent the first session back.
    expect(lastSeen().headers.cookie).toBe(`shop_session=anon-${sessionsIssued - 1}`);
  });

  it('keeps separate requests apart: a new client starts from its own shopper’s cookie', async () => {
    await client('shop_session=other').call('getCategory', []);
    expect(lastSeen().headers.cookie).toBe('shop_session=other');
  });

  it('GETs under /api with the query merged after host and language', async () => {
    await client().get('/api/content/seo-redirection', { sourceUrl: '/Gastro/?x=1' });
    const url = new URL(lastSeen().url, 'http://backend.invalid');
    expect(lastSeen().method).toBe('GET');
    expect(url.pathname).toBe('/api/content/seo-redirection');
    expect(Object.fromEntries(url.searchParams)).toEqual({ host: 'ch.localhost:3000', language: 'fr', sourceUrl: '/Gastro/?x=1' });
  });

  it('posts a search to the Algolia-shaped endpoint', async () => {
    await client().search({ requests: [{ indexName: 'products_fr-CH', query: 'four' }] });
    expect(new URL(lastSeen().url, 'http://backend.invalid').pathname).toBe('/api/search/1/indexes/*/queries');
    expect(JSON.parse(lastSeen().body)).toEqual({ requests: [{ indexName: 'products_fr-CH', query: 'four' }] });
  });

  it('turns a refusal into a BackendError with status, body and the spec’s message', async () => {
    const error = await client().call('getMe').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(backendModule.BackendError);
    const backendError = error as InstanceType<typeof backendModule.BackendError>;
    expect(backendError.status).toBe(401);
    expect(backendError.body).toEqual({ statusCode: 401, message: 'Sign in to use this call.' });
    expect(backendError.message).toBe('An error occurred during request to the endpoint getMe: 401 Sign in to use this call.');
  });

  it('keeps a gateway’s HTML error page as text', async () => {
    const error = (await client().call('broken').catch((caught: unknown) => caught)) as InstanceType<typeof backendModule.BackendError>;
    expect(error.status).toBe(502);
    expect(error.body).toBe('<html><body>Bad gateway</body></html>');
  });

  it('reports a connection the backend drops as an error, never as an answer', async () => {
    await expect(client().call('hangUp')).rejects.toThrow();
  });

  it('asks for JSON and forwards the shopper’s scheme', async () => {
    await new backendModule.BackendClient({ host: 'ch.example.org', protocol: 'https', language: 'fr', cookie: null, acceptLanguage: null }).call('getCategory');
    expect(lastSeen().headers.accept).toBe('application/json');
    expect(lastSeen().headers['x-forwarded-proto']).toBe('https');
    expect(lastSeen().headers['x-forwarded-for']).toBeUndefined();
  });

  it('hands a 429’s Retry-After on as whole seconds', async () => {
    const error = (await client().call('busy').catch((caught: unknown) => caught)) as InstanceType<typeof backendModule.BackendError>;
    expect(error).toBeInstanceOf(backendModule.BackendError);
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(7);
    expect(error.body).toEqual({ statusCode: 429, message: 'Too many requests.' });
  });

  it('answers a text body that is not JSON as its text (UTF-8), and an empty one as undefined', async () => {
    await expect(client().call('plainText')).resolves.toBe('Größe ≥ 10 € ✓');
    await expect(client().call('noContent')).resolves.toBeUndefined();
  });

  it('gives up on a backend that never answers with a TimeoutError', async () => {
    const error = (await client(null, { timeoutMs: 100 }).call('silent').catch((caught: unknown) => caught)) as Error;
    expect(error.name).toBe('TimeoutError');
  });

  it('gives up on a body that stops half-way with a TimeoutError', async () => {
    const error = (await client(null, { timeoutMs: 100 }).call('stallBody').catch((caught: unknown) => caught)) as Error;
    expect(error.name).toBe('TimeoutError');
  });
});
