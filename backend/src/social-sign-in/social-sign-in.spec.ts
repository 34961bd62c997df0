import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { shopTestApp } from '../../test/shop-test-app.js';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { MINI_SEED } from '../commerce/embedded/catalogue/mini-seed.fixture.js';
import { embeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import type { SeedData } from '../commerce/seed/seed-data.js';
import { FakeProvider } from './fake-provider.fixture.js';
import { signInAtProvider } from './provider-login.fixture.js';
import { SOCIAL_SETTINGS, socialSettingsFromEnv } from './social-settings.js';

/** The small catalogue with the demo's custom types and stores: customers can be created in SK's store. */
const FULL = generateSeed();
const SEED: SeedData = { ...MINI_SEED, types: FULL.types, channels: FULL.channels, stores: FULL.stores };

/** The shop as the browser sees it locally (the storefront's origin for SK); the callback's origin. */
const HOST = 'sk.localhost';
const ORIGIN = `http://${HOST}`;

type Agent = ReturnType<typeof request.agent>;

/** The real app on the embedded engine, with both providers' settings pointing at the local provider. */
async function socialTestApp(provider: FakeProvider): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(ACTIVE_COMMERCE)
    .useFactory({ factory: () => ({ kind: 'embedded', port: embeddedCommerce({ file: ':memory:', seed: () => SEED }) }) })
    .overrideProvider(SOCIAL_SETTINGS)
    .useValue(socialSettingsFromEnv(provider.env()))
    .compile();
  return shopTestApp(moduleRef);
}

/** One provider account per test, so first use and second use are each test's own. */
let people = 0;
const login = (name: string): string => `${name}-${Date.now()}-${++people}`;

describe('social sign-in through a local OpenID provider (real app, oidc-provider on loopback)', () => {
  let provider: FakeProvider;
  let app: INestApplication;
  beforeAll(async () => {
    provider = await FakeProvider.start(
      [`${ORIGIN}/api/social/google/callback`, `${ORIGIN}/api/social/facebook/callback`],
      { 'unverified-ada': { email: 'unverified.ada@example.test', emailVerified: false, givenName: 'Ada', familyName: 'Lovelace' } },
    );
    app = await socialTestApp(provider);
  });
  afterAll(async () => {
    await app?.close();
    await provider?.stop();
  });

  const shopper = (): Agent => request.agent(app.getHttpServer());

  /** The start link as the storefront's button has it. */
  const start = async (agent: Agent, name: 'google' | 'facebook', query = 'returnTo=%2Fcheckout%2Faddresses&loginPage=%2Fcheckout%2Flogin') => {
    const response = await agent.get(`/api/social/${name}/start?${query}`).set('Host', HOST).expect(303);
    return new URL(response.headers['location'] as string);
  };

  /** The provider's redirect back, opened on the shop as the browser would. */
  const callback = (agent: Agent, back: URL) => {
    expect(back.origin).toBe(ORIGIN);
    return agent.get(`${back.pathname}${back.search}`).set('Host', HOST).expect(303);
  };

  const me = (agent: Agent) => agent.post(`/api/ct/getMe?host=${HOST}`).send([{ full: true }]);

  /** A whole sign-in: start, the provider's login, the callback. */
  const signIn = async (agent: Agent, name: 'google' | 'facebook', person: string) => callback(agent, await signInAtProvider((await start(agent, name)).href, person));

  it('lists the configured providers for the storefront\'s buttons', async () => {
    await request(app.getHttpServer()).get('/api/social/providers').expect(200, { providers: ['google', 'facebook'] });
  });

  it('starts the OpenID Connect flow with state, nonce and PKCE S256 kept in a signed, HttpOnly cookie bound to the callback', async () => {
    const agent = shopper();
    const response = await agent.get('/api/social/google/start?returnTo=%2F').set('Host', HOST).expect(303);
    const url = new URL(response.headers['location'] as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/social/google/callback`);
    expect(url.searchParams.get('scope')).toBe('openid profile email');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{22,}$/);
    const cookie = (response.headers['set-cookie'] as unknown as string[]).find((line) => line.startsWith('shop_social_flow='));
    expect(cookie).toMatch(/Path=\/api\/social\//);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/);
    // Signed: the value ends in Nest's signature, and the verifier is not in clear on the URL.
    expect(decodeURIComponent(cookie!.split(';')[0]!)).toMatch(/^shop_social_flow=s:.+\.[\w+/=-]+$/);
  });

  it('creates a private customer without a password on first use and signs the same customer in on the second, for a day (86400 s)', async () => {
    const person = login('jana');
    const first = shopper();
    const before = Math.floor(Date.now() / 1000);
    const landed = await signIn(first, 'google', person);
    const after = Math.floor(Date.now() / 1000);
    expect(landed.headers['location']).toBe(`${ORIGIN}/checkout/addresses`);
    const session = (landed.headers['set-cookie'] as unknown as string[]).find((line) => line.startsWith('shop_session='))!;
    // The session ends a day after the sign-in, and the cookie lasts until then: its Max-Age counts
    // from the second the answer was written, so it is bounded by the clock read around the flow
    // (86400 when no second boundary passed in between), never a fixed figure.
    const expiresAt = Number(/"expiresAt":(\d+)/.exec(decodeURIComponent(session))?.[1]);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 86_400);
    expect(expiresAt).toBeLessThanOrEqual(after + 86_400);
    const maxAge = Number(/Max-Age=(\d+)(;|$)/.exec(session)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(expiresAt - after);
    expect(maxAge).toBeLessThanOrEqual(86_400);
    const customer = (await me(first).expect(200)).body.me.customer;
    expect(customer).toMatchObject({ email: `${person}@example.test`, authenticationMode: 'ExternalAuth' });
    expect(customer.password).toBeUndefined();
    expect(customer.custom.fields.customerType).toBe('private');

    const second = shopper();
    await signIn(second, 'google', person);
    expect((await me(second).expect(200)).body.me.customer.id).toBe(customer.id);
  });

  it('merges the guest\'s cart into the customer\'s, as signIn does', async () => {
    const agent = shopper();
    await agent.post(`/api/ct/addToCart?host=${HOST}`).send([{}, { sku: 'EX10012345', quantity: 2 }]).expect(200);
    await signIn(agent, 'google', login('cart'));
    const cart = (await me(agent).expect(200)).body.me.activeCart;
    expect(cart.lineItems.map((line: { variant: { sku: string }; quantity: number }) => [line.variant.sku, line.quantity])).toEqual([['EX10012345', 2]]);
  });

  it('links an existing account by its verified e-mail, whatever the case', async () => {
    const person = login('petra');
    const agent = shopper();
    const signedUp = await agent.post(`/api/ct/signUp?host=${HOST}`)
      .send([{ email: `${person.toUpperCase()}@EXAMPLE.TEST`, password: 'Dielna2025', firstName: 'Petra', lastName: 'Nová', customerType: 'PRIVATE' }]).expect(200);
    const other = shopper();
    await signIn(other, 'google', person);
    expect((await me(other).expect(200)).body.me.customer.id).toBe(signedUp.body.customer.id);
  });

  it('ends the social session after its day', async () => {
    const agent = shopper();
    await signIn(agent, 'google', login('day'));
    await me(agent).expect(200);
    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + 86_401_000);
    try {
      await me(agent).expect(401);
    } finally {
      later.mockRestore();
    }
  });

  it('signs in through the Facebook-type OAuth 2 provider (no ID token; the e-mail from its /me) and again as the same customer', async () => {
    const person = login('oskar');
    const first = shopper();
    const landed = await signIn(first, 'facebook', person);
    expect(landed.headers['location']).toBe(`${ORIGIN}/checkout/addresses`);
    const customer = (await me(first).expect(200)).body.me.customer;
    expect(customer.email).toBe(`${person}@example.test`);
    const second = shopper();
    await signIn(second, 'facebook', person);
    expect((await me(second).expect(200)).body.me.customer.id).toBe(customer.id);
  });

  describe('refusals end on the login page the flow started from, with the reason, never signed in', () => {
    const refusedTo = (response: request.Response, problem: string) => expect(response.headers['location']).toBe(`${ORIGIN}/checkout/login?social=${problem}`);

    it('refuses a forged state', async () => {
      const agent = shopper();
      const back = await signInAtProvider((await start(agent, 'google')).href, login('forged'));
      back.searchParams.set('state', 'forged-state-of-another-browser');
      refusedTo(await callback(agent, back), 'refused');
      await me(agent).expect(401);
    });

    it('refuses a callback in a browser that started no sign-in (no flow cookie: a login CSRF)', async () => {
      const attacker = shopper();
      const back = await signInAtProvider((await start(attacker, 'google')).href, login('attacker'));
      const victim = shopper();
      const response = await victim.get(`${back.pathname}${back.search}`).set('Host', HOST).expect(303);
      expect(response.headers['location']).toBe(`${ORIGIN}/login?social=refused`);
      await me(victim).expect(401);
    });

    // The authorisation request as a provider (or an attacker's link) changed it: the ID token's
    // nonce, or the PKCE challenge the code is bound to, is then not this browser's.
    const altered = [
      ['an ID token whose nonce is not this browser\'s', 'nonce', 'a-nonce-the-shop-never-issued'],
      ['a code exchanged without this browser\'s PKCE verifier', 'code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'],
    ] as const;
    for (const [what, parameter, value] of altered) {
      it(`refuses ${what}`, async () => {
        const agent = shopper();
        const authorize = await start(agent, 'google');
        authorize.searchParams.set(parameter, value);
        refusedTo(await callback(agent, await signInAtProvider(authorize.href, login(parameter))), 'refused');
        await me(agent).expect(401);
      });
    }

    it('refuses an e-mail the OpenID provider does not vouch for (email_verified false), and creates no account', async () => {
      const agent = shopper();
      refusedTo(await callback(agent, await signInAtProvider((await start(agent, 'google')).href, 'unverified-ada')), 'unverified');
      await me(agent).expect(401);
      await agent.post(`/api/ct/signIn?host=${HOST}`).send([{ email: 'unverified.ada@example.test', password: 'Dielna2025' }]).expect(400);
    });

    it('refuses the Facebook-type provider\'s e-mail when its answer says it is not verified', async () => {
      const agent = shopper();
      refusedTo(await callback(agent, await signInAtProvider((await start(agent, 'facebook')).href, 'unverified-ada')), 'unverified');
      await me(agent).expect(401);
    });

    it('says cancelled when the shopper declines at the provider', async () => {
      const agent = shopper();
      const authorize = await start(agent, 'google');
      const back = new URL(`${ORIGIN}/api/social/google/callback`);
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('state', authorize.searchParams.get('state')!);
      refusedTo(await callback(agent, back), 'cancelled');
    });

    it('keeps the after-login target on the shop (the one same-site rule)', async () => {
      const agent = shopper();
      const authorize = await start(agent, 'google', 'returnTo=%2F.%2F%2Fevil.example&loginPage=https%3A%2F%2Fevil.example%2F');
      const back = new URL(`${ORIGIN}/api/social/google/callback?state=${authorize.searchParams.get('state')}&error=server_error`);
      // The login page named off the shop fell back to /login; the target collapsed to a path here.
      expect((await callback(agent, back)).headers['location']).toBe(`${ORIGIN}/login?social=refused`);
      const landed = await signIn(agent, 'google', login('target'));
      expect(landed.headers['location']).toBe(`${ORIGIN}/checkout/addresses`);
    });

    it('answers 404 for a provider that is not configured', async () => {
      await shopper().get('/api/social/twitter/start').set('Host', HOST).expect(404);
    });
  });
});

describe('social sign-in with the provider down', () => {
  let app: INestApplication;
  let provider: FakeProvider;
  beforeAll(async () => {
    provider = await FakeProvider.start([`${ORIGIN}/api/social/google/callback`, `${ORIGIN}/api/social/facebook/callback`]);
    app = await socialTestApp(provider);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends the shopper back to the login page with "unavailable", at the start and at the callback, never a 5xx', async () => {
    const agent = request.agent(app.getHttpServer());
    const started = await agent.get('/api/social/facebook/start?loginPage=%2Flogin').set('Host', HOST).expect(303);
    const state = new URL(started.headers['location'] as string).searchParams.get('state')!;
    await provider.stop();
    const back = await agent.get(`/api/social/facebook/callback?code=some-code&state=${state}`).set('Host', HOST).expect(303);
    expect(back.headers['location']).toBe(`${ORIGIN}/login?social=unavailable`);
    const google = await agent.get('/api/social/google/start').set('Host', HOST).expect(303);
    expect(google.headers['location']).toBe(`${ORIGIN}/login?social=unavailable`);
  });
});
