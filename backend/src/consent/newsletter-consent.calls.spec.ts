import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { CUSTOMER_FIELDS } from '../commerce/schema/index.js';
import { customerCalls } from '../customer/customer-calls.fixture.js';
import { portOf } from '../catalogue/review-shopper.fixture.js';
import { FakeTracking } from '../newsletter/fake-tracking.fixture.js';
import { retryDelayMs } from '../outbox/outbox-delivery.js';
import { createConsentTestApp } from './consent-test-app.fixture.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';
import type { ConsentForwarding } from './consent-forwarding.js';

describe('getNewsletterConsent / setNewsletterConsent (my-newsletter), TRACKING_URL set', () => {
  const tracking = new FakeTracking();
  let app: INestApplication;
  let forwarding: ConsentForwarding;
  const { shopper, call, signedUp } = customerCalls(() => app);

  beforeAll(async () => {
    const trackingUrl = await tracking.start();
    ({ app, forwarding } = await createConsentTestApp({ trackingUrl, timeoutMs: 2_000, outboxFile: ':memory:' }));
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await tracking.stop();
  });
  afterEach(() => {
    tracking.mode = 'ok';
  });

  it('refuses a guest with 401 on both calls', async () => {
    const guest = shopper();
    expect((await call(guest, 'getNewsletterConsent', []).expect(401)).body.message).toBe('Sign in to use this call.');
    await call(guest, 'setNewsletterConsent', [{ newsletter: true }]).expect(401);
  });

  it.each([
    [[{ newsletter: 'yes' }], 'payload[0].newsletter must be a boolean value'],
    [[{}], 'payload[0].newsletter must be a boolean value'],
    [[{ newsletter: true, email: 'other@example.sk' }], 'property payload[0].email should not exist'],
    [[], 'payload'],
  ])('answers a bad payload %j with a 400 naming it', async (body, named) => {
    const { agent } = await signedUp();
    const response = await call(agent, 'setNewsletterConsent', body).expect(400);
    expect(JSON.stringify(response.body.message)).toContain(named);
  });

  it('keeps the choice on the customer record; another customer sees only their own (none made)', async () => {
    const first = await signedUp();
    expect((await call(first.agent, 'getNewsletterConsent', []).expect(200)).body).toEqual({ newsletter: false, chosen: false, optional: false });
    expect((await call(first.agent, 'setNewsletterConsent', [{ newsletter: true }]).expect(200)).body).toEqual({ newsletter: true, chosen: true, optional: false });
    expect((await call(first.agent, 'getNewsletterConsent', []).expect(200)).body.newsletter).toBe(true);
    const stored = await portOf(app).customers.get(first.customer.id);
    expect(stored?.custom?.fields[CUSTOMER_FIELDS.newsletterConsent]).toBe(true);

    const second = await signedUp();
    expect((await call(second.agent, 'getNewsletterConsent', []).expect(200)).body).toEqual({ newsletter: false, chosen: false, optional: false });

    await call(first.agent, 'setNewsletterConsent', [{ newsletter: false }]).expect(200);
    expect((await call(first.agent, 'getNewsletterConsent', []).expect(200)).body).toEqual({ newsletter: false, chosen: true, optional: false });
  });

  it('forwards each change to customer-consent with the customer, the market locale and the soft opt-in outside HU and PL', async () => {
    const { agent, customer } = await signedUp();
    await call(agent, 'setNewsletterConsent', [{ newsletter: true }]).expect(200);
    await forwarding.deliverDue();
    const sent = tracking.accepted.filter((request) => (request.body as { user_id?: string }).user_id === customer.id);
    expect(sent.map((request) => [request.path, request.body])).toEqual([
      ['/cia/customer-consent', { email: customer.email, locale: 'sk-SK', user_id: customer.id, consents: { newsletter: true, soft_newsletter: true } }],
    ]);
  });

  it('pins "newsletter optional" in HU and PL: the page is told so, and only the explicit newsletter consent is sent', async () => {
    for (const [host, locale] of [['hu.localhost', 'hu-HU'], ['pl.localhost', 'pl-PL']] as const) {
      const { agent, customer } = await signedUp({}, host);
      expect((await call(agent, 'getNewsletterConsent', [], host).expect(200)).body).toEqual({ newsletter: false, chosen: false, optional: true });
      await call(agent, 'setNewsletterConsent', [{ newsletter: true }], host).expect(200);
      await forwarding.deliverDue();
      const sent = tracking.accepted.filter((request) => (request.body as { user_id?: string }).user_id === customer.id);
      expect(sent.map((request) => request.body)).toEqual([{ email: customer.email, locale, user_id: customer.id, consents: { newsletter: true } }]);
    }
  });

  it('stores the change before answering and retries a failed delivery until it is taken', async () => {
    tracking.mode = 'fail';
    const { agent, customer } = await signedUp();
    await call(agent, 'setNewsletterConsent', [{ newsletter: false }]).expect(200);
    await forwarding.deliverDue();
    const waiting = forwarding.pending().filter((entry) => entry.email === customer.email);
    expect(waiting).toEqual([expect.objectContaining({ attempts: 1, lastError: 'tracking service answered 500' })]);

    tracking.mode = 'ok';
    await forwarding.deliverDue(Date.now() + retryDelayMs(1) + 1);
    expect(forwarding.pending().filter((entry) => entry.email === customer.email)).toEqual([]);
    expect(tracking.accepted.some((request) => (request.body as { user_id?: string }).user_id === customer.id)).toBe(true);
  });
});

describe('setNewsletterConsent without TRACKING_URL', () => {
  let app: INestApplication;
  let forwarding: ConsentForwarding;
  const { call, signedUp } = customerCalls(() => app);
  beforeAll(async () => {
    ({ app, forwarding } = await createConsentTestApp({ timeoutMs: 2_000, outboxFile: ':memory:' }));
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  it('keeps the choice on the customer and queues nothing', async () => {
    const { agent } = await signedUp();
    expect((await call(agent, 'setNewsletterConsent', [{ newsletter: true }]).expect(200)).body.newsletter).toBe(true);
    expect(forwarding.pending()).toEqual([]);
  });
});
