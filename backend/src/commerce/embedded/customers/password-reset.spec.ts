import type { CustomerToken } from '@commercetools/platform-sdk';
import { describe, expect, it } from '@jest/globals';
import { RESOURCE } from '../catalogue/resource-types.js';
import { customersEngine, failure, STORE } from './customers.fixture.js';
import { DEFAULT_RESET_TOKEN_TTL_MINUTES } from './password-tokens.js';
import type { StoredPasswordToken } from './password-tokens.js';

async function withCustomer() {
  const engine = customersEngine();
  const { customer } = await engine.customers.signUp({ email: 'jana@example.sk', password: 'Dielna2025' }, STORE);
  return { ...engine, customer };
}

describe('password reset tokens', () => {
  it('issues a url-safe random token for the e-mail (any case) with its expiry, leaving the customer as it was', async () => {
    const { customers, customer, clock } = await withCustomer();
    const token = await customers.createPasswordResetToken('JANA@example.sk', 30, STORE);
    expect(token).toEqual({
      id: expect.any(String), customerId: customer.id, value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      createdAt: clock().toISOString(), lastModifiedAt: clock().toISOString(),
      expiresAt: new Date(clock().getTime() + 30 * 60_000).toISOString(), invalidateOlderTokens: false,
    });
    // Stored beside the customer: a reset request (anyone can make one for any e-mail) does not
    // change the customer, so it cannot fail a concurrent profile edit with a version conflict.
    expect(await customers.get(customer.id)).toEqual(customer);
    const second = await customers.createPasswordResetToken('jana@example.sk', 30, STORE);
    expect(second.value).not.toBe(token.value);
  });

  it('defaults to commercetools\' 24 hours', async () => {
    const { customers, clock } = await withCustomer();
    const token = await customers.createPasswordResetToken('jana@example.sk', undefined, STORE);
    expect(DEFAULT_RESET_TOKEN_TTL_MINUTES).toBe(1440);
    expect(Date.parse(token.expiresAt) - clock().getTime()).toBe(24 * 60 * 60_000);
  });

  it('answers an unknown e-mail with 404 ResourceNotFound, as commercetools does', async () => {
    const { customers } = await withCustomer();
    expect(await failure(() => customers.createPasswordResetToken('nobody@example.sk', 30, STORE))).toMatchObject({ statusCode: 404, code: 'ResourceNotFound' });
    // A store customer is not found outside its store.
    expect(await failure(() => customers.createPasswordResetToken('jana@example.sk', 30))).toMatchObject({ statusCode: 404 });
  });

  it('refuses a validity that is not a positive whole number of minutes', async () => {
    const { customers } = await withCustomer();
    expect(await failure(() => customers.createPasswordResetToken('jana@example.sk', 0, STORE))).toMatchObject({ statusCode: 400, code: 'InvalidField' });
  });

  it('stores only a digest of the token, in its own resource found by digest and by customer', async () => {
    const { customers, customer, store } = await withCustomer();
    const token = await customers.createPasswordResetToken('jana@example.sk', 30, STORE);
    const stored = store.find<StoredPasswordToken>(RESOURCE.passwordToken, 'customer', customer.id);
    expect(stored).toEqual([expect.objectContaining({ id: token.id, customerId: customer.id, expiresAt: token.expiresAt })]);
    expect(JSON.stringify(stored)).not.toContain(token.value);
    expect(store.findIds(RESOURCE.passwordToken, 'digest', stored[0]!.digest)).toEqual([token.id]);
    expect(await customers.get(customer.id)).not.toHaveProperty('passwordTokens');
  });

  it('keeps at most ten live tokens per customer, dropping the oldest', async () => {
    const { customers, customer, store } = await withCustomer();
    const issued: CustomerToken[] = [];
    for (let index = 0; index < 12; index += 1) issued.push(await customers.createPasswordResetToken('jana@example.sk', 60, STORE));
    const kept = store.find<StoredPasswordToken>(RESOURCE.passwordToken, 'customer', customer.id).map((token) => token.id);
    expect(kept.sort()).toEqual(issued.slice(2).map((token) => token.id).sort());
    expect(await failure(() => customers.resetPassword(issued[0]!.value, 'Nove-heslo-7', STORE))).toMatchObject({ statusCode: 404 });
  });
});

describe('password reset', () => {
  it('sets the new password with a live token: the old one stops working, the version goes up by one', async () => {
    const { customers, customer, advance } = await withCustomer();
    const token = await customers.createPasswordResetToken('jana@example.sk', 30, STORE);
    advance(29);
    const reset = await customers.resetPassword(token.value, 'Nove-heslo-7', STORE);
    expect(reset).toMatchObject({ id: customer.id, version: customer.version + 1 });
    expect(reset).not.toHaveProperty('passwordHash');
    await expect(customers.signIn({ email: 'jana@example.sk', password: 'Nove-heslo-7' }, STORE)).resolves.toBeDefined();
    expect(await failure(() => customers.signIn({ email: 'jana@example.sk', password: 'Dielna2025' }, STORE))).toMatchObject({ code: 'InvalidCredentials' });
  });

  it('is single use, and redeeming one token invalidates the customer\'s other tokens', async () => {
    const { customers, customer, store } = await withCustomer();
    const first = await customers.createPasswordResetToken('jana@example.sk', 30, STORE);
    const second = await customers.createPasswordResetToken('jana@example.sk', 30, STORE);
    await customers.resetPassword(second.value, 'Nove-heslo-7', STORE);
    expect(await failure(() => customers.resetPassword(second.value, 'Ine-heslo-8', STORE))).toMatchObject({ statusCode: 404, code: 'ResourceNotFound' });
    expect(await failure(() => customers.resetPassword(first.value, 'Ine-heslo-8', STORE))).toMatchObject({ statusCode: 404, code: 'ResourceNotFound' });
    expect(store.find(RESOURCE.passwordToken, 'customer', customer.id)).toEqual([]);
    await expect(customers.signIn({ email: 'jana@example.sk', password: 'Nove-heslo-7' }, STORE)).resolves.toBeDefined();
  });

  it('refuses an expired token with ExpiredCustomerPasswordToken and leaves the password as it was', async () => {
    const { customers, advance } = await withCustomer();
    const token = await customers.createPasswordResetToken('jana@example.sk', 30, STORE);
    advance(30);
    expect(await failure(() => customers.resetPassword(token.value, 'Nove-heslo-7', STORE))).toMatchObject({
      statusCode: 400, code: 'ExpiredCustomerPasswordToken', message: 'The given password token has expired.',
    });
    await expect(customers.signIn({ email: 'jana@example.sk', password: 'Dielna2025' }, STORE)).resolves.toBeDefined();
  });

  it('drops expired tokens when issuing a new one, keeping live ones', async () => {
    const { customers, customer, store, advance } = await withCustomer();
    await customers.createPasswordResetToken('jana@example.sk', 10, STORE);
    const live = await customers.createPasswordResetToken('jana@example.sk', 60, STORE);
    advance(20);
    await customers.createPasswordResetToken('jana@example.sk', 60, STORE);
    const tokens = store.find<StoredPasswordToken>(RESOURCE.passwordToken, 'customer', customer.id).sort((a, b) => a.sequence - b.sequence);
    expect(tokens.map((token) => token.id)).toEqual([live.id, expect.any(String)]);
  });

  it('answers an unknown token, or a token used outside the customer\'s store, with 404', async () => {
    const { customers } = await withCustomer();
    expect(await failure(() => customers.resetPassword('made-up-token', 'Nove-heslo-7', STORE))).toMatchObject({ statusCode: 404, code: 'ResourceNotFound' });
    const token = await customers.createPasswordResetToken('jana@example.sk', 30, STORE);
    expect(await failure(() => customers.resetPassword(token.value, 'Nove-heslo-7', 'ex-cz'))).toMatchObject({ statusCode: 404 });
  });

  it('requires a new password', async () => {
    const { customers } = await withCustomer();
    const token = await customers.createPasswordResetToken('jana@example.sk', 30, STORE);
    expect(await failure(() => customers.resetPassword(token.value, '', STORE))).toMatchObject({ statusCode: 400, code: 'RequiredField' });
  });
});
