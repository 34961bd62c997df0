import { expect } from '@jest/globals';
import type { CustomerDraft } from '@commercetools/platform-sdk';
import { CUSTOMER_FIELDS, TYPE_KEYS } from '../../schema/index.js';
import type { ContractContext } from '../contract-context.js';
import { ADDRESSES, cartWith, failure, MARKETS, quantities } from '../contract-helpers.js';

const PASSWORD = 'Dielna2025';
const SK_STORE = MARKETS.SK.storeKey;

export function customerCases(c: ContractContext): void {
  const draft = (overrides: Partial<CustomerDraft> = {}): CustomerDraft => ({
    email: `${c.unique('jana')}@example.sk`, password: PASSWORD, firstName: 'Jana', lastName: 'Nováková', ...overrides,
  });

  c.case('customers/sign-up-custom-type', async () => {
    const signup = draft({ custom: { type: { typeId: 'type', key: TYPE_KEYS.customer }, fields: { [CUSTOMER_FIELDS.customerType]: 'company' } } });
    const { customer } = await c.port().customers.signUp(signup, SK_STORE);
    expect(customer).toMatchObject({ email: signup.email, firstName: 'Jana', lastName: 'Nováková' });
    expect(customer.custom?.type.typeId).toBe('type');
    expect(customer.custom?.fields).toEqual({ [CUSTOMER_FIELDS.customerType]: 'company' });
    // commercetools returns a password hash (Customer.password); never the password itself.
    expect(JSON.stringify(customer)).not.toContain(PASSWORD);
    expect((await c.port().customers.get(customer.id))?.custom?.fields).toEqual({ [CUSTOMER_FIELDS.customerType]: 'company' });
  });

  c.case('customers/newsletter-consent-field', async () => {
    const signup = draft({ custom: { type: { typeId: 'type', key: TYPE_KEYS.customer }, fields: { [CUSTOMER_FIELDS.customerType]: 'private' } } });
    const { customer } = await c.port().customers.signUp(signup, SK_STORE);
    const updated = await c.port().customers.update(customer.id, customer.version, [
      { action: 'setCustomField', name: CUSTOMER_FIELDS.newsletterConsent, value: true },
    ]);
    expect(updated.custom?.fields).toEqual({ [CUSTOMER_FIELDS.customerType]: 'private', [CUSTOMER_FIELDS.newsletterConsent]: true });
    const withdrawn = await c.port().customers.update(customer.id, updated.version, [
      { action: 'setCustomField', name: CUSTOMER_FIELDS.newsletterConsent, value: false },
    ]);
    expect((await c.port().customers.get(customer.id))?.custom?.fields[CUSTOMER_FIELDS.newsletterConsent]).toBe(false);
    expect(withdrawn.version).toBeGreaterThan(updated.version);
  });

  c.case('customers/duplicate-email', async () => {
    const first = draft();
    await c.port().customers.signUp(first);
    const error = await failure(c.port().customers.signUp(draft({ email: first.email, firstName: 'Other' })));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('DuplicateField');
  });

  c.case('customers/sign-in-merges-cart', async () => {
    const { priced, other } = c.products();
    const signup = draft();
    const { customer } = await c.port().customers.signUp(signup, SK_STORE);
    const own = await cartWith(c.port(), { [priced.sku]: 1 }, { customerId: customer.id });
    const anonymousId = c.unique('anonymous');
    const anonymous = await cartWith(c.port(), { [other.sku]: 2 }, { anonymousId });
    const result = await c.port().customers.signIn({
      email: signup.email, password: PASSWORD, anonymousCart: { typeId: 'cart', id: anonymous.id }, anonymousId,
    }, SK_STORE);
    expect(result.customer.id).toBe(customer.id);
    expect(result.cart?.id).toBe(own.id);
    expect(result.cart?.customerId).toBe(customer.id);
    expect(quantities(result.cart)).toEqual({ [priced.sku]: 1, [other.sku]: 2 });
    expect((await c.port().carts.get(anonymous.id, SK_STORE))?.cartState).toBe('Merged');
  });

  c.case('customers/find-by-email', async () => {
    const signup = draft({ email: `${c.unique('Petra')}@Example.sk` });
    const { customer } = await c.port().customers.signUp(signup, SK_STORE);
    expect((await c.port().customers.findByEmail(signup.email.toLowerCase(), SK_STORE))?.id).toBe(customer.id);
    expect(await c.port().customers.findByEmail(`${c.unique('nobody')}@example.sk`, SK_STORE)).toBeUndefined();
  });

  c.case('customers/external-sign-in-merges-cart', async () => {
    const { priced, other } = c.products();
    const { customer } = await c.port().customers.signUp(draft({ password: undefined, authenticationMode: 'ExternalAuth' }), SK_STORE);
    const own = await cartWith(c.port(), { [priced.sku]: 1 }, { customerId: customer.id });
    const anonymousId = c.unique('anonymous');
    const anonymous = await cartWith(c.port(), { [other.sku]: 2 }, { anonymousId });
    const result = await c.port().customers.signInExternal(customer.id, { anonymousCart: { typeId: 'cart', id: anonymous.id }, anonymousId }, SK_STORE);
    expect(result.customer.id).toBe(customer.id);
    expect(result.cart?.id).toBe(own.id);
    expect(quantities(result.cart)).toEqual({ [priced.sku]: 1, [other.sku]: 2 });
    expect((await c.port().carts.get(anonymous.id, SK_STORE))?.cartState).toBe('Merged');
  });

  c.case('customers/wrong-password', async () => {
    const signup = draft();
    await c.port().customers.signUp(signup);
    const error = await failure(c.port().customers.signIn({ email: signup.email, password: 'Wrong2025' }));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('InvalidCredentials');
  });

  c.case('customers/update-address', async () => {
    const { customer } = await c.port().customers.signUp(draft());
    const updated = await c.port().customers.update(customer.id, customer.version, [
      { action: 'addAddress', address: { ...ADDRESSES.SK, key: 'home' } },
      { action: 'setDefaultShippingAddress', addressKey: 'home' },
    ]);
    // How much the version grows per batch is the platform's business; the caller goes on with the one returned.
    expect(updated.version).toBeGreaterThan(customer.version);
    expect(updated.addresses).toHaveLength(1);
    const [home] = updated.addresses;
    expect(home).toMatchObject({ ...ADDRESSES.SK, key: 'home', id: expect.any(String) });
    expect(updated.defaultShippingAddressId).toBe(home?.id);
    expect(updated.shippingAddressIds).toEqual([home?.id]);
    expect(await c.port().customers.get(customer.id)).toMatchObject({ version: updated.version, defaultShippingAddressId: home?.id });
  });

  c.case('customers/password-reset', async () => {
    const signup = draft();
    const { customer } = await c.port().customers.signUp(signup);
    const token = await c.port().customers.createPasswordResetToken(signup.email);
    expect(token.customerId).toBe(customer.id);
    expect(token.value.length).toBeGreaterThan(0);
    expect(Date.parse(token.expiresAt)).toBeGreaterThan(Date.now());
    const reset = await c.port().customers.resetPassword(token.value, 'Nove2026heslo');
    expect(reset.id).toBe(customer.id);
    expect(reset.version).toBeGreaterThan(customer.version);
  });

  c.case('customers/reset-token-single-use', async () => {
    const signup = draft();
    await c.port().customers.signUp(signup);
    const token = await c.port().customers.createPasswordResetToken(signup.email);
    await c.port().customers.resetPassword(token.value, 'Nove2026heslo');
    const error = await failure(c.port().customers.resetPassword(token.value, 'Tretie2027heslo'));
    expect(error.statusCode).toBe(404);
  });

  c.case('customers/new-password-signs-in', async () => {
    const signup = draft();
    const { customer } = await c.port().customers.signUp(signup);
    const token = await c.port().customers.createPasswordResetToken(signup.email);
    await c.port().customers.resetPassword(token.value, 'Nove2026heslo');
    expect((await c.port().customers.signIn({ email: signup.email, password: 'Nove2026heslo' })).customer.id).toBe(customer.id);
    expect((await failure(c.port().customers.signIn({ email: signup.email, password: PASSWORD }))).code).toBe('InvalidCredentials');
  });

  c.case('customers/reset-token-store-scoped', async () => {
    const signup = draft();
    const { customer } = await c.port().customers.signUp(signup, SK_STORE);
    const token = await c.port().customers.createPasswordResetToken(signup.email, undefined, SK_STORE);
    const error = await failure(c.port().customers.resetPassword(token.value, 'Nove2026heslo', MARKETS.CZ.storeKey));
    expect(error.statusCode).toBe(404);
    // The refused attempt did not use the token up: it still works in the customer's own store.
    const reset = await c.port().customers.resetPassword(token.value, 'Nove2026heslo', SK_STORE);
    expect(reset.id).toBe(customer.id);
  });
}
