import { describe, expect, it, jest } from '@jest/globals';
import { backendAnswering } from '../shop/action-outcome.fixture';
import { BackendError } from '../shop/backend.server';
import { newsletterAction, newsletterReturnLocation, subscribeNewsletter } from './newsletter.server';

/** A backend whose subscribeNewsletter answers (or throws) what the test says, recording the payloads. */
const fakeBackend = backendAnswering;

const post = (fields: Record<string, string>) => {
  const body = new URLSearchParams(fields);
  return new Request('http://de.localhost/newsletter', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
};

describe('subscribeNewsletter tells what the backend answered', () => {
  it.each([
    ['pending', { status: 'pending' }],
    ['unavailable', new BackendError(503, { statusCode: 503, error: 'newsletterNotConfigured', message: 'not configured' }, 'subscribeNewsletter')],
    ['failed', new BackendError(503, '<html>proxy overloaded</html>', 'subscribeNewsletter')],
    ['invalid', new BackendError(400, { statusCode: 400, message: 'payload[0].email must be an e-mail address' }, 'subscribeNewsletter')],
    ['failed', new TypeError('fetch failed')],
  ])('%s', async (status, answer) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { backend, calls } = fakeBackend(answer);
    expect(await subscribeNewsletter(backend, 'guest@example.com')).toEqual({ status });
    expect(calls).toEqual([['subscribeNewsletter', [{ email: 'guest@example.com' }]]]);
    warn.mockRestore();
  });
});

describe('newsletterAction', () => {
  it('redirects a plain post back to its page (303) with the outcome, at the form', async () => {
    const { backend } = fakeBackend({ status: 'pending' });
    const response = (await newsletterAction(backend, post({ email: ' guest@example.com ', returnTo: '/c/tools?page=2&newsletter=failed', via: 'form' }))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/c/tools?page=2&newsletter=pending#newsletter');
  });

  it('refuses an e-mail the shop rule refuses without calling the backend, and a foreign returnTo goes home', async () => {
    const { backend, calls } = fakeBackend({ status: 'pending' });
    const response = (await newsletterAction(backend, post({ email: 'guest@localhost', returnTo: '//evil.example/x', via: 'form' }))) as Response;
    expect(response.headers.get('location')).toBe('/?newsletter=invalid#newsletter');
    expect(calls).toEqual([]);
  });

  it('answers the enhanced form with data and a matching status', async () => {
    const { backend } = fakeBackend(new BackendError(503, { error: 'newsletterNotConfigured' }, 'subscribeNewsletter'));
    const answer = await newsletterAction(backend, post({ email: 'guest@example.com', returnTo: '/', via: 'fetch' }));
    expect(answer).toMatchObject({ data: { status: 'unavailable' }, init: { status: 503 } });
  });
});

describe('newsletterReturnLocation', () => {
  it('replaces an earlier outcome', () => {
    expect(newsletterReturnLocation('/?newsletter=invalid', 'pending')).toBe('/?newsletter=pending#newsletter');
  });

  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example'])('never leads off the shop from %j (issue 18)', (returnTo) => {
    const location = newsletterReturnLocation(returnTo, 'pending');
    expect(new URL(location, 'http://shop.test/').origin).toBe('http://shop.test');
  });
});
