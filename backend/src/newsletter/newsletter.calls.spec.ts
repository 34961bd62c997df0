import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createNewsletterTestApp } from './newsletter-test-app.fixture.js';
import { FakeTracking } from './fake-tracking.fixture.js';
import type { NewsletterService } from './newsletter.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const subscribe = (app: INestApplication, host: string, body: unknown) =>
  request(app.getHttpServer()).post(`/api/ct/subscribeNewsletter?host=${host}`).send(body as object);

describe('POST /api/ct/subscribeNewsletter with TRACKING_URL (real app, fake tracking service)', () => {
  const fake = new FakeTracking();
  let app: INestApplication;
  let newsletter: NewsletterService;
  // Read by every delivery: generous while the fake answers (a loaded machine must not turn a
  // success into a timeout), short only while it never answers, so that case ends quickly.
  const config = { trackingUrl: '', timeoutMs: 10_000, outboxFile: ':memory:' };

  beforeAll(async () => {
    config.trackingUrl = await fake.start();
    ({ app, newsletter } = await createNewsletterTestApp(config));
  });
  afterAll(async () => {
    await app.close();
    await fake.stop();
  });
  afterEach(() => {
    fake.mode = 'ok';
    config.timeoutMs = 10_000;
  });

  it.each([
    ['at.localhost', 'de-AT'],
    ['sk.localhost', 'sk-SK'],
    ['ch.localhost&language=fr', 'fr-CH'],
  ])('on %s sends { email, locale: %s } to /cia/newsletter-doi and answers pending', async (host, locale) => {
    const before = fake.accepted.length;
    const email = `guest-${locale.toLowerCase()}@example.com`;
    const response = await subscribe(app, host, [{ email }]).expect(200);
    expect(response.body).toEqual({ status: 'pending' });
    await newsletter.deliverDue(); // waits for the delivery the call started
    expect(fake.accepted.slice(before)).toEqual([
      { method: 'POST', path: '/cia/newsletter-doi', contentType: 'application/json', body: { email, locale } },
    ]);
    expect(newsletter.pending()).toEqual([]);
  });

  it.each(['fail', 'hang'] as const)('keeps the sign-up when the tracking service is %s, and a later retry delivers it exactly once', async (mode) => {
    fake.mode = mode;
    if (mode === 'hang') config.timeoutMs = 300;
    const acceptedBefore = fake.accepted.length;
    const email = `retry-${mode}@example.com`;
    const response = await subscribe(app, 'de.localhost', [{ email }]).expect(200);
    expect(response.body).toEqual({ status: 'pending' });
    await newsletter.deliverDue(); // waits for the first attempt to end (500 or timeout)
    expect(newsletter.pending()).toEqual([
      expect.objectContaining({ email, locale: 'de-DE', attempts: 1, lastError: expect.any(String) }),
    ]);
    expect(fake.accepted.length).toBe(acceptedBefore);

    // Not due yet (backoff): a run now sends nothing.
    const afterFirstAttempt = fake.received.length;
    await newsletter.deliverDue();
    expect(fake.received.length).toBe(afterFirstAttempt);

    fake.mode = 'ok';
    config.timeoutMs = 10_000;
    await newsletter.deliverDue(Date.now() + DAY_MS);
    await newsletter.deliverDue(Date.now() + 2 * DAY_MS);
    expect(fake.accepted.slice(acceptedBefore).map((entry) => entry.body)).toEqual([{ email, locale: 'de-DE' }]);
    expect(newsletter.pending()).toEqual([]);
  });

  it.each([
    [[{ email: 'not-an-e-mail' }], 'payload[0].email must be an e-mail address'],
    [[{ email: `${'a'.repeat(250)}@example.com` }], 'payload[0].email must be shorter than or equal to 254 characters'],
    [[{ email: 5 }], 'payload[0].email must be a string'],
    [[{}], 'payload[0].email'],
    [[], 'payload[0] is required'],
  ])('answers 400 naming the field for %j and stores nothing', async (body, message) => {
    const received = fake.received.length;
    const response = await subscribe(app, 'de.localhost', body).expect(400);
    expect(response.body.message).toContain(message);
    await newsletter.deliverDue(Date.now() + DAY_MS);
    expect(fake.received.length).toBe(received);
    expect(newsletter.pending()).toEqual([]);
  });
});

describe('POST /api/ct/subscribeNewsletter without TRACKING_URL', () => {
  let app: INestApplication;
  let newsletter: NewsletterService;
  beforeAll(async () => {
    ({ app, newsletter } = await createNewsletterTestApp({ timeoutMs: 300, outboxFile: ':memory:' }));
  });
  afterAll(async () => app.close());

  it('answers 503 saying sign-up is not configured, and stores nothing', async () => {
    const response = await subscribe(app, 'de.localhost', [{ email: 'guest@example.com' }]).expect(503);
    expect(response.body).toMatchObject({ statusCode: 503, error: 'newsletterNotConfigured' });
    expect(response.body.message).toBe('Newsletter sign-up is not configured on this shop (TRACKING_URL is not set)');
    expect(newsletter.configured).toBe(false);
    expect(newsletter.pending()).toEqual([]);
  });

  it('still refuses a bad e-mail with 400 first', async () => {
    await subscribe(app, 'de.localhost', [{ email: 'nope' }]).expect(400);
  });
});
