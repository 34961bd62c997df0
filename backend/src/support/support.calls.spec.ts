import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { FAKE_CRM_PATH, FakeCrm } from './fake-crm.fixture.js';
import type { SupportConfig } from './support-config.js';
import { createSupportTestApp } from './support-test-app.fixture.js';
import type { SupportRequests } from './support-requests.js';

const ORG = '00D5g000004ABCD';
const TOKEN = 'operator-token-for-tests-0123456789';
const HOUR_MS = 60 * 60 * 1000;

/** A quote request as the product page pre-fills it (spec 2 §4), completed by the shopper. */
const quote = (email: string) => ({
  reason: 'sales', subreason: 'offer-discount-request', contactName: 'Jana Nováková', companyName: 'Gastro s.r.o.',
  customerEmail: email, subject: 'Cenová ponuka', description: 'Prosím o ponuku na 3 kusy.',
  productNumber: 'EX10000001', vatId: 'SK2020202020', quantity: 3, phoneNumber: '+421 900 123 456',
  // Typed under another subreason, hidden by this one: never kept, never handed on.
  orderNumber: '100234', invoiceNumber: 'F-2026-1',
});

const post = (app: INestApplication, host: string, body: unknown) =>
  request(app.getHttpServer()).post(`/api/support/requests?host=${host}`).set('content-type', 'application/json').send(JSON.stringify(body));

describe('support requests with a CRM (real app, fake web-to-case endpoint)', () => {
  const fake = new FakeCrm(ORG);
  const folder = mkdtempSync(join(tmpdir(), 'support-outbox-'));
  let app: INestApplication;
  let support: SupportRequests;
  const config: { -readonly [K in keyof SupportConfig]: SupportConfig[K] } = { timeoutMs: 10_000, outboxFile: join(folder, 'outbox.sqlite'), operatorToken: TOKEN };

  beforeAll(async () => {
    const origin = await fake.start();
    config.crm = { url: `${origin}${FAKE_CRM_PATH}`, orgId: ORG, recordType: '0125g000000XYZ', returnUrl: 'https://www.example.sk/thanks?from=crm' };
    ({ app, support } = await createSupportTestApp(config));
  });
  afterAll(async () => {
    await app.close();
    await fake.stop();
    rmSync(folder, { recursive: true, force: true });
  });
  afterEach(() => {
    fake.mode = 'ok';
    config.timeoutMs = 10_000;
  });

  it('answers 202 with a reference once stored, and hands the form to the CRM once, as the spec names its fields', async () => {
    const before = fake.accepted.length;
    const response = await post(app, 'sk.localhost', quote('jana@example.sk')).expect(202);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ reference: expect.stringMatching(/^SR-[A-Z2-9]{10}$/) });
    await support.deliverDue();
    expect(fake.accepted.slice(before)).toEqual([{
      orgid: ORG, retURL: 'https://www.example.sk/thanks?from=crm', recordType: '0125g000000XYZ', country: 'SK', locale: 'sk-SK',
      reference: response.body.reference, reason: 'sales', subreason: 'offer-discount-request', contactName: 'Jana Nováková',
      companyName: 'Gastro s.r.o.', customerEmail: 'jana@example.sk', subject: 'Cenová ponuka', description: 'Prosím o ponuku na 3 kusy.',
      productNumber: '10000001', vatId: 'SK2020202020', quantity: '3', phoneNumber: '+421 900 123 456',
    }]);
    await support.deliverDue(Date.now() + HOUR_MS);
    expect(fake.accepted.length).toBe(before + 1);
  });

  it('takes the market\'s language from the host and the language sources (Swiss French)', async () => {
    const before = fake.accepted.length;
    await post(app, 'ch.localhost&language=fr', { ...quote('luc@example.ch'), reason: 'other', subreason: 'general-question' }).expect(202);
    await support.deliverDue();
    expect(fake.accepted.slice(before)).toEqual([expect.objectContaining({ country: 'CH', locale: 'fr-CH', subreason: 'general-question' })]);
    // A general question shows no extra field: none travels.
    expect(Object.keys(fake.accepted.at(-1)!)).not.toEqual(expect.arrayContaining(['productNumber']));
  });

  it.each(['fail', 'hang'] as const)('keeps the request while the CRM is %s and hands it on once when it is back', async (mode) => {
    fake.mode = mode;
    if (mode === 'hang') config.timeoutMs = 300;
    const before = fake.accepted.length;
    const { body } = await post(app, 'de.localhost', quote(`retry-${mode}@example.de`)).expect(202);
    await support.deliverDue();
    expect(support.undelivered()).toEqual([expect.objectContaining({ reference: body.reference, attempts: 1, lastError: expect.any(String) })]);
    fake.mode = 'ok';
    config.timeoutMs = 10_000;
    await support.deliverDue(Date.now() + HOUR_MS);
    await support.deliverDue(Date.now() + 2 * HOUR_MS);
    expect(fake.accepted.slice(before)).toEqual([expect.objectContaining({ reference: body.reference, locale: 'de-DE' })]);
    expect(support.undelivered()).toEqual([]);
  });

  it('lists for operators what the CRM has not taken, behind the bearer token', async () => {
    fake.mode = 'fail';
    const { body } = await post(app, 'sk.localhost', quote('waiting@example.sk')).expect(202);
    await support.deliverDue();
    await request(app.getHttpServer()).get('/api/support/requests').expect(401);
    await request(app.getHttpServer()).get('/api/support/requests').set('authorization', 'Bearer wrong-token').expect(401);
    const listed = await request(app.getHttpServer()).get('/api/support/requests').set('authorization', `Bearer ${TOKEN}`).expect(200);
    expect(listed.body).toEqual({ handedOnTo: 'crm', requests: [expect.objectContaining({ reference: body.reference, country: 'SK', locale: 'sk-SK', attempts: 1, form: expect.objectContaining({ customerEmail: 'waiting@example.sk', productNumber: '10000001', orderNumber: '' }) })] });
    fake.mode = 'ok';
    await support.deliverDue(Date.now() + HOUR_MS);
    expect(support.undelivered()).toEqual([]);
  });
});

describe('a support request survives a backend restart while the CRM is down (real app twice, one outbox file)', () => {
  const fake = new FakeCrm(ORG);
  const folder = mkdtempSync(join(tmpdir(), 'support-restart-'));
  afterAll(async () => {
    await fake.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is accepted while the CRM fails, kept across the restart, and delivered exactly once after it comes back', async () => {
    const origin = await fake.start();
    const config: SupportConfig = {
      timeoutMs: 10_000, outboxFile: join(folder, 'outbox.sqlite'),
      crm: { url: `${origin}${FAKE_CRM_PATH}`, orgId: ORG, recordType: 'RT', returnUrl: 'https://www.example.sk/' },
    };
    fake.mode = 'fail';
    const first = await createSupportTestApp(config);
    const { body } = await post(first.app, 'sk.localhost', quote('restart@example.sk')).expect(202);
    await first.support.deliverDue();
    expect(fake.received.length).toBeGreaterThanOrEqual(1);
    expect(fake.accepted).toEqual([]);
    await first.app.close();

    fake.mode = 'ok';
    const second = await createSupportTestApp(config);
    try {
      // Start-up delivers what the earlier process left once its backoff is over; a run and the timer's run never send it twice.
      await Promise.all([second.support.deliverDue(Date.now() + HOUR_MS), second.support.deliverDue(Date.now() + HOUR_MS)]);
      await second.support.deliverDue(Date.now() + 2 * HOUR_MS);
      expect(fake.accepted).toEqual([expect.objectContaining({ reference: body.reference, customerEmail: 'restart@example.sk' })]);
      expect(second.support.undelivered()).toEqual([]);
    } finally {
      await second.app.close();
    }
  });
});

describe('support requests without a CRM', () => {
  let app: INestApplication;
  let support: SupportRequests;

  beforeAll(async () => {
    ({ app, support } = await createSupportTestApp({ timeoutMs: 1_000, outboxFile: ':memory:', operatorToken: TOKEN }, { RATE_LIMIT_SUPPORT_PER_IP: '3/1h' }));
  });
  afterAll(() => app.close());

  it('keeps every request and lists it for operators, saying nothing hands them on', async () => {
    const { body } = await post(app, 'pl.localhost', quote('kept@example.pl')).expect(202);
    const listed = await request(app.getHttpServer()).get('/api/support/requests').set('authorization', `Bearer ${TOKEN}`).expect(200);
    expect(listed.body.handedOnTo).toBe('nobody');
    expect(listed.body.requests).toEqual([expect.objectContaining({ reference: body.reference, country: 'PL', locale: 'pl-PL', attempts: 0, lastError: null })]);
    expect(support.handsOn).toBe(false);
  });

  it.each([
    ['a JSON array', [quote('a@example.sk')], /JSON object/],
    ['a field the form does not have', { ...quote('a@example.sk'), priority: 'high' }, /priority is not a field of the support form/],
    ['a value that is not text', { ...quote('a@example.sk'), subject: { text: 'x' } }, /subject must be text/],
    ['an overlong description', { ...quote('a@example.sk'), description: 'x'.repeat(5_001) }, /description must be at most 5000 characters/],
  ])('refuses %s with a 400 naming it', async (_name, body, message) => {
    const response = await post(app, 'sk.localhost', body).expect(400);
    expect(response.body.message).toMatch(message);
  });

  it('refuses a body that is not JSON with a 4xx, never a 500', async () => {
    const broken = await request(app.getHttpServer()).post('/api/support/requests?host=sk.localhost').set('content-type', 'application/json').send('{"reason": ').expect(400);
    expect(String(broken.body.message)).toMatch(/JSON/i);
    const text = await request(app.getHttpServer()).post('/api/support/requests?host=sk.localhost').set('content-type', 'text/plain').send('reason=sales');
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
  });

  it('refuses an incomplete request with every field in trouble and its message key (spec 2 §5)', async () => {
    const { vatId: _vat, phoneNumber: _phone, ...withoutVatAndPhone } = quote('not-an-address');
    const response = await post(app, 'sk.localhost', { ...withoutVatAndPhone, productNumber: 'EX1234' }).expect(400);
    expect(response.body.errors).toEqual({ customerEmail: 'validation.email', vatId: 'validation.required', phoneNumber: 'validation.required', productNumber: 'validation.min' });
    expect(response.body.message).toMatch(/customerEmail/);
    const mismatched = await post(app, 'sk.localhost', { ...quote('a@example.sk'), reason: 'invoice' }).expect(400);
    expect(mismatched.body.errors).toEqual({ subreason: 'validation.oneOf' });
  });

  it('refuses more than the per-address limit with 429 and Retry-After, and keeps nothing of it', async () => {
    const before = support.undelivered().length;
    // The earlier successful post counted one; refusals of bad input are not counted (they end before the limiter).
    await post(app, 'sk.localhost', quote('limit-1@example.sk')).expect(202);
    await post(app, 'sk.localhost', quote('limit-2@example.sk')).expect(202);
    const refused = await post(app, 'sk.localhost', quote('limit-3@example.sk')).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/Too many supportRequest attempts from this address/);
    expect(support.undelivered().length).toBe(before + 2);
  });

  it('does not serve the operators\' list when OPERATOR_TOKEN is not set', async () => {
    const { app: closed } = await createSupportTestApp({ timeoutMs: 1_000, outboxFile: ':memory:' });
    try {
      const response = await request(closed.getHttpServer()).get('/api/support/requests').set('authorization', `Bearer ${TOKEN}`).expect(404);
      expect(response.body.message).toMatch(/OPERATOR_TOKEN is not set/);
    } finally {
      await closed.close();
    }
  });
});
