import { describe, expect, it } from '@jest/globals';
import { RESOURCE } from '../catalogue/resource-types.js';
import { customersEngine, failure, STORE } from './customers.fixture.js';
import { DEFAULT_RESET_TOKEN_TTL_MINUTES } from './password-tokens.js';
import type { StoredCustomer } from './stored-customer.js';

async function withCustomer() {
  const engine = customersEngine();
  const { customer } = await engine.customers.signUp({ email: 'jana@example.sk', password: 'Dielna2025' }, STORE);
  return { ...engine, customer };
}

describe('password reset tokens', () => {
  it('issues a url-safe random token for the e-mail (any case) with its expiry, and bumps the customer version', async () => {
    const { customers, customer, clock } = await withCustomer();
    const token = await customers.createPasswordResetToken('JANA@example.sk', 30, STORE);
    expect(token).toEqual({
      id: expect.any(String), customerId: customer.id, value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      createdAt: clock().toISOString(), lastModifiedAt: clock().toISOString(),
      expiresAt: new Date(clock().getTime() + 30 * 60_000).toISOString(), invalidateOlderTokens: false,
    });
    expect((await customers.get(customer.id))?.version).toBe(2);
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

  it('stores only a digest of the token, found through the reset-token lookup', async () => {
    const { customers, customer, store } = await withCustomer();
    const token = await customers.createPasswordResetToken('jana@example.sk', 30, STORE);
    const stored = store.get<StoredCustomer>(RESOURCE.customer, customer.id);
    expect(JSON.stringify(stored)).not.toContain(token.value);
    expect(store.findIds(RESOURCE.customer, 'reset-token', stored!.passwordTokens![0]!.digest)).toEqual([customer.id]);
    expect(await customers.get(customer.id)).not.toHaveProperty('passwordTokens');
  });
});

describe('password reset', () => {
  it('sets the new password with a live token: the old one stops working, the version goes up', async () => {
    const { customers, customer, advance } = await withCustomer();
    const token = await customers.createPasswordResetToken('jana@example.sk', 30, STORE);
    advance(29);
    const reset = await customers.resetPassword(token.value, 'Nove-heslo-7', STORE);
    expect(reset).toMatchObject({ id: customer.id, version: 3 });
    expect(reset).not.toHaveProperty('passwordHash');
    await expect(customers.signIn({ email: 'jana@example.sk', password: 'Nove-heslo-7' }, STORE)).resolves.toBeDefined();
    expect(await failure(() => customers.signIn({ email: 'jana@example.sk', password: 'Dielna2025' }, STORE))).toMatchObject({ code: 'InvalidCredentials' });
  });

  it('is single use, and redeeming one token invalidates the customer\'s other tokens', async () => {
    const { customers } = await withCustomer();
    const first = await customers.createPasswordResetToken('jana@example.sk', 30, STORE);
    const second = await customers.createPasswordResetToken('jana@example.sk', 30, STORE);
    await customers.resetPassword(second.value, 'Nove-heslo-7', STORE);
    expect(await failure(() => customers.resetPassword(second.value, 'Ine-heslo-8', STORE))).toMatchObject({ statusCode: 404, code: 'ResourceNotFound' });
    expect(await failure(() => customers.resetPassword(first.value, 'Ine-heslo-8', STORE))).toMatchObject({ statusCode: 404, code: 'ResourceNotFound' });
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
    const tokens = store.get<StoredCustomer>(RESOURCE.customer, customer.id)?.passwordTokens ?? [];
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
