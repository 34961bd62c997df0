import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { clientAt } from '../throttle/brute-force-app.fixture.js';
import { TOO_MANY_ATTEMPTS } from '../throttle/too-many-attempts.js';
import { FakeTracking } from './fake-tracking.fixture.js';
import { createNewsletterTestApp } from './newsletter-test-app.fixture.js';
import type { NewsletterService } from './newsletter.service.js';

describe('subscribeNewsletter rate limits (real app, limits at test size, fake tracking service)', () => {
  const fake = new FakeTracking();
  let app: INestApplication;
  let newsletter: NewsletterService;

  beforeAll(async () => {
    const trackingUrl = await fake.start();
    ({ app, newsletter } = await createNewsletterTestApp(
      { trackingUrl, timeoutMs: 10_000, outboxFile: ':memory:' },
      { RATE_LIMIT_NEWSLETTER_PER_ACCOUNT: '2/1h', RATE_LIMIT_NEWSLETTER_PER_IP: '3/1h' },
    ));
  });
  afterAll(async () => {
    await app?.close();
    await fake.stop();
  });
  // Each test calls from its own loopback addresses, so one test's counts never reach another's.
  const from = (address: string) => clientAt(() => app, address);

  it('refuses an address over its limit with 429 and Retry-After, storing nothing; another address still signs up', async () => {
    const client = from('127.0.0.41');
    for (let index = 0; index < 3; index += 1) {
      await client('subscribeNewsletter', [{ email: `ip-limit-${index}@example.com` }], 'de.localhost').expect(200, { status: 'pending' });
    }
    const refused = await client('subscribeNewsletter', [{ email: 'ip-limit-3@example.com' }], 'de.localhost');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, error: TOO_MANY_ATTEMPTS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await from('127.0.0.42')('subscribeNewsletter', [{ email: 'ip-limit-other@example.com' }], 'de.localhost').expect(200, { status: 'pending' });
    await newsletter.deliverDue();
    const delivered = fake.accepted.map((entry) => (entry.body as { email: string }).email).filter((email) => email.startsWith('ip-limit-'));
    expect(delivered.sort()).toEqual(['ip-limit-0@example.com', 'ip-limit-1@example.com', 'ip-limit-2@example.com', 'ip-limit-other@example.com']);
  });

  it('answers pending over the e-mail\'s limit but sends no more confirmation requests for it, from any address', async () => {
    const email = 'same-person@example.com';
    await from('127.0.0.43')('subscribeNewsletter', [{ email }], 'at.localhost').expect(200, { status: 'pending' });
    await from('127.0.0.44')('subscribeNewsletter', [{ email }], 'at.localhost').expect(200, { status: 'pending' });
    await from('127.0.0.45')('subscribeNewsletter', [{ email }], 'at.localhost').expect(200, { status: 'pending' });
    await newsletter.deliverDue();
    expect(fake.accepted.filter((entry) => (entry.body as { email: string }).email === email)).toHaveLength(2);
    expect(newsletter.pending()).toEqual([]);
  });
});
