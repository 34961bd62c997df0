import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { isValidEan13 } from '../commerce/seed/ean.js';
import { customerCalls } from '../customer/customer-calls.fixture.js';
import { createTestApp } from '../../test/test-app.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';
import { NO_LOYALTY_CARD } from './loyalty-card.calls.js';

describe('POST /api/ct/getLoyaltyCard (the account loyalty card)', () => {
  let app: INestApplication;
  const { shopper, call, signedUp } = customerCalls(() => app);
  beforeAll(async () => {
    app = await createTestApp(generateSeed());
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app.close());

  it('answers a guest 401 in the market with the card', async () => {
    await call(shopper(), 'getLoyaltyCard', []).expect(401);
  });

  it('gives the customer an EAN-13 card number (prefix 29) and the same one on every later look', async () => {
    const { agent } = await signedUp({ firstName: 'Jana', lastName: 'Nováková' });
    const first = (await call(agent, 'getLoyaltyCard', []).expect(200)).body.card;
    expect(first.holder).toBe('Jana Nováková');
    expect(first.number).toMatch(/^29\d{11}$/);
    expect(isValidEan13(first.number)).toBe(true);
    expect((await call(agent, 'getLoyaltyCard', []).expect(200)).body.card).toEqual(first);
  });

  it("never shows one customer's card to another", async () => {
    const one = (await call((await signedUp()).agent, 'getLoyaltyCard', []).expect(200)).body.card;
    const other = (await call((await signedUp({ firstName: 'Peter' })).agent, 'getLoyaltyCard', []).expect(200)).body.card;
    expect(other.number).not.toBe(one.number);
    expect(other.holder).toBe('Peter Nováková');
  });

  it('is a 404 loyaltyCardNotOffered where the market has no card (CZ), and a payload part a 400', async () => {
    const { agent } = await signedUp({}, 'cz.localhost');
    expect((await call(agent, 'getLoyaltyCard', [], 'cz.localhost').expect(404)).body).toEqual({ statusCode: 404, error: 'loyaltyCardNotOffered', message: NO_LOYALTY_CARD });
    const sk = await signedUp();
    expect(JSON.stringify((await call(sk.agent, 'getLoyaltyCard', [{ customerId: 'x' }]).expect(400)).body.message)).toContain('payload');
  });
});
