import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { Cart, Customer } from '@commercetools/platform-sdk';
import { PASSWORD_MESSAGE } from '@shop/domain';
import { createTestApp } from '../../test/test-app.js';
import { cartSkus, type CartSkus } from '../cart/cart-seed.fixture.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import { customerCalls, PASSWORD, signUpForm, uniqueEmail, type Agent } from './customer-calls.fixture.js';
import { NOT_SIGNED_IN } from './session-customer.js';
import { FULL_CATALOGUE_TIMEOUT_MS } from '../../test/load-timeouts.js';

describe('account calls: signUp, signIn, logOut, isLoggedIn, getMe (real Nest app, full demo seed)', () => {
  let app: INestApplication;
  let skus: CartSkus;
  beforeAll(async () => {
    const seed = generateSeed();
    skus = cartSkus(seed);
    app = await createTestApp(seed);
  }, FULL_CATALOGUE_TIMEOUT_MS);
  afterAll(async () => app?.close());

  const { shopper, call, signedUp } = customerCalls(() => app);
  const addToCart = async (agent: Agent, sku: string, quantity: number): Promise<Cart> =>
    (await call(agent, 'addToCart', [{}, { sku, quantity }]).expect(200)).body.cart as Cart;
  const quantityOf = (cart: Cart, sku: string) => cart.lineItems.find((line) => line.variant.sku === sku)?.quantity;
  const isLoggedIn = async (agent: Agent) => (await call(agent, 'isLoggedIn', []).expect(200)).body as { data: boolean };

  describe('signUp', () => {
    it('registers a private customer in the market store, customerType stored lower-cased, and signs them in', async () => {
      const { agent, customer, form } = await signedUp({ customerType: 'PRIVATE', companyName: 'Ignored s.r.o.', vatId: 'SK123' });
      expect(customer).toMatchObject({
        email: form['email'], firstName: 'Jana', lastName: 'Nováková', locale: 'sk-SK',
        custom: { fields: { customerType: 'private' } }, stores: [{ key: 'ex-sk' }],
      });
      // Private customers keep no business info (spec 2 §4).
      expect(customer.companyName).toBeUndefined();
      expect(customer.vatId).toBeUndefined();
      expect(JSON.stringify(customer)).not.toContain(PASSWORD);
      expect(await isLoggedIn(agent)).toEqual({ data: true });
    });

    it.each(['COMPANY', 'company', 'Company'])('registers a company customer from %j with its company data', async (customerType) => {
      const { customer } = await signedUp({ customerType, companyName: 'Dielňa s.r.o.', vatId: 'SK2020202020', dateOfBirth: '1980-02-29', locale: 'en-IE' });
      expect(customer).toMatchObject({
        companyName: 'Dielňa s.r.o.', vatId: 'SK2020202020', dateOfBirth: '1980-02-29', locale: 'en-IE',
        custom: { fields: { customerType: 'company' } },
      });
    });

    it("makes the guest's cart the customer's", async () => {
      const agent = shopper();
      const cart = await addToCart(agent, skus.parcel, 2);
      const response = await call(agent, 'signUp', [signUpForm()]).expect(200);
      const { customer, cart: theirs } = response.body as { customer: Customer; cart: Cart };
      expect(theirs).toMatchObject({ id: cart.id, customerId: customer.id });
      expect(quantityOf(theirs, skus.parcel)).toBe(2);
      const me = (await call(agent, 'getMe', [{}]).expect(200)).body.me as { activeCart: Cart };
      expect(me.activeCart.id).toBe(cart.id);
    });

    it("refuses a taken e-mail (any case) with commercetools' DuplicateField", async () => {
      const { form } = await signedUp();
      const response = await call(shopper(), 'signUp', [signUpForm({ email: String(form['email']).toUpperCase() })]).expect(400);
      expect(response.body).toMatchObject({ code: 'DuplicateField' });
      expect(response.body.message).toContain('There is already an existing customer with the provided email.');
    });

    it.each(['abcdefgh', '12345678'])('refuses the weak password %j with the domain message', async (password) => {
      const agent = shopper();
      const response = await call(agent, 'signUp', [signUpForm({ password })]).expect(400);
      expect(response.body.message).toBe(`payload[0].password: ${PASSWORD_MESSAGE}`);
      expect(await isLoggedIn(agent)).toEqual({ data: false });
    });

    it.each([
      ['a missing part', [], 'payload[0] is required'],
      ['a part that is not an object', ['x'], 'payload[0] must be an object'],
      ['a malformed e-mail', [signUpForm({ email: 'jana@' })], 'payload[0].email must be an e-mail address'],
      ['a number for a name', [signUpForm({ firstName: 7 })], 'payload[0].firstName must be a string'],
      ['a missing last name', [signUpForm({ lastName: undefined })], 'payload[0].lastName must be a string'],
      ['an unknown customer type', [signUpForm({ customerType: 'business' })], 'payload[0].customerType must be PRIVATE or COMPANY'],
      ['an impossible date', [signUpForm({ dateOfBirth: '1981-02-29' })], 'payload[0].dateOfBirth'],
      ['an unknown locale', [signUpForm({ locale: 'xx-XX' })], 'payload[0].locale'],
      ['an unknown field', [signUpForm({ customerGroup: 'vip' })], 'payload[0].customerGroup should not exist'],
      ['a second part', [signUpForm(), {}], 'signUp takes 1 payload part(s), got 2'],
    ])('refuses %s with a 400 naming it', async (_case, body, message) => {
      const response = await call(shopper(), 'signUp', body).expect(400);
      expect(response.body.message).toContain(message);
    });
  });

  describe('signIn', () => {
    it("merges the guest's cart into the customer's cart and the session becomes the customer", async () => {
      const { agent: first, customer, form } = await signedUp();
      await addToCart(first, skus.parcel, 1);
      await call(first, 'logOut', []).expect(200);

      const guest = shopper();
      const anonymous = await addToCart(guest, skus.other, 2);
      const response = await call(guest, 'signIn', [{ email: form['email'], password: PASSWORD }]).expect(200);
      const { customer: signedIn, cart } = response.body as { customer: Customer; cart: Cart };
      expect(signedIn.id).toBe(customer.id);
      expect(cart.customerId).toBe(customer.id);
      expect(cart.id).not.toBe(anonymous.id);
      expect(quantityOf(cart, skus.parcel)).toBe(1);
      expect(quantityOf(cart, skus.other)).toBe(2);

      const mine = (await call(guest, 'getMyCart', []).expect(200)).body.cart as Cart;
      expect(mine.id).toBe(cart.id);
      expect(await isLoggedIn(guest)).toEqual({ data: true });
    });

    it("makes the guest's cart the customer's when they have none, keeping its line", async () => {
      const { form } = await signedUp();
      const guest = shopper();
      const anonymous = await addToCart(guest, skus.parcel, 3);
      const { cart } = (await call(guest, 'signIn', [{ email: form['email'], password: PASSWORD }]).expect(200)).body as { cart: Cart };
      expect(cart.id).toBe(anonymous.id);
      expect(quantityOf(cart, skus.parcel)).toBe(3);
    });

    it('signs in without a cart (cart null) and with the e-mail in another case', async () => {
      const { form } = await signedUp();
      const agent = shopper();
      const response = await call(agent, 'signIn', [{ email: String(form['email']).toUpperCase(), password: PASSWORD }]).expect(200);
      expect(response.body.cart).toBeNull();
      expect(await isLoggedIn(agent)).toEqual({ data: true });
    });

    it("answers a wrong password and an unknown e-mail alike with commercetools' message, and stays a guest", async () => {
      const { form } = await signedUp();
      for (const credentials of [{ email: form['email'], password: 'Wrong2025' }, { email: uniqueEmail('nobody'), password: PASSWORD }]) {
        const agent = shopper();
        const response = await call(agent, 'signIn', [credentials]).expect(400);
        expect(response.body).toMatchObject({ code: 'InvalidCredentials' });
        expect(response.body.message).toContain('Account with the given credentials not found.');
        expect(await isLoggedIn(agent)).toEqual({ data: false });
      }
    });

    it.each([
      [[{ email: 'a@b.sk' }], 'payload[0].password must be a string'],
      [[{ email: 5, password: PASSWORD }], 'payload[0].email must be a string'],
      [[{ email: 'a@b.sk', password: PASSWORD, customerId: 'x' }], 'payload[0].customerId should not exist'],
      [[], 'payload[0] is required'],
    ])('refuses %j with a 400 naming the field', async (body, message) => {
      expect((await call(shopper(), 'signIn', body).expect(400)).body.message).toContain(message);
    });

    it("is a customer of the SK store only: not signed in at another country's store, nor able to sign in there", async () => {
      const { agent, form } = await signedUp();
      expect((await call(agent, 'isLoggedIn', [], 'de.localhost').expect(200)).body).toEqual({ data: false });
      expect((await call(agent, 'getMe', [{ full: true }], 'de.localhost').expect(401)).body.message).toBe(NOT_SIGNED_IN);
      expect(await isLoggedIn(agent)).toEqual({ data: true });
      const elsewhere = await call(shopper(), 'signIn', [{ email: form['email'], password: PASSWORD }], 'de.localhost').expect(400);
      expect(elsewhere.body.code).toBe('InvalidCredentials');
    });
  });

  describe('logOut', () => {
    it('leaves a fresh guest without a cart', async () => {
      const { agent } = await signedUp();
      await addToCart(agent, skus.parcel, 1);
      expect((await call(agent, 'logOut', []).expect(200)).body).toEqual({});
      expect(await isLoggedIn(agent)).toEqual({ data: false });
      expect((await call(agent, 'getMyCart', []).expect(200)).body).toEqual({ cart: null });
      await call(agent, 'getMe', [{}]).expect(401);
    });

    it('refuses payload parts', async () => {
      expect((await call(shopper(), 'logOut', [{}]).expect(400)).body.message).toBe('logOut takes 0 payload part(s), got 1');
    });
  });

  describe('getMe', () => {
    it('answers the active cart, and with full the customer too', async () => {
      const { agent, customer } = await signedUp();
      expect((await call(agent, 'getMe', [{}]).expect(200)).body).toEqual({ me: { activeCart: null } });
      // Spec 2 §7: getMe's payload is none; [] is the basic answer.
      expect((await call(agent, 'getMe', []).expect(200)).body).toEqual({ me: { activeCart: null } });
      const cart = await addToCart(agent, skus.parcel, 1);
      const basic = (await call(agent, 'getMe', [{ full: false }]).expect(200)).body.me;
      expect(Object.keys(basic)).toEqual(['activeCart']);
      expect(basic.activeCart).toMatchObject({ id: cart.id, customerId: customer.id });
      const full = (await call(agent, 'getMe', [{ full: true }]).expect(200)).body.me;
      expect(full.customer).toMatchObject({ id: customer.id, email: customer.email });
      expect(full.activeCart.id).toBe(cart.id);
    });

    it('never shows another customer', async () => {
      const a = await signedUp();
      const b = await signedUp();
      const me = (await call(b.agent, 'getMe', [{ full: true }]).expect(200)).body.me;
      expect(me.customer.id).toBe(b.customer.id);
      expect(JSON.stringify(me)).not.toContain(a.customer.id);
      expect(JSON.stringify(me)).not.toContain(a.customer.email);
    });

    it('is 401 for a guest, and refuses a wrong type or an extra part', async () => {
      const guest = shopper();
      const response = await call(guest, 'getMe', [{}]).expect(401);
      expect(response.body).toEqual({ statusCode: 401, message: NOT_SIGNED_IN });
      expect((await call(guest, 'getMe', [{ full: 'yes' }]).expect(400)).body.message).toContain('payload[0].full must be a boolean value');
      expect((await call(guest, 'getMe', [{}, {}]).expect(400)).body.message).toContain('getMe takes 1 payload part(s), got 2');
    });
  });

  it('isLoggedIn refuses payload parts', async () => {
    await call(shopper(), 'isLoggedIn', [{}]).expect(400);
  });
});
