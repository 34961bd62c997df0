import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { Cart } from '@commercetools/platform-sdk';
import { startRedis, type RedisServer } from '../cache/redis-server.fixture.js';
import { sessionCookie } from '../catalogue/review-shopper.fixture.js';
import { PASSWORD, signUpForm } from './customer-calls.fixture.js';
import type { OutboxPasswordResetNotifier } from './outbox-password-reset-notifier.js';
import { PASSWORD_RESET_NOTIFIER } from './password-reset-notifier.js';
import { callWith, sessionApp, sessionCookieOf, STOCKED_SKU } from './session-apps.fixture.js';
import { CHILD_PROCESS_TIMEOUT_MS } from '../../test/load-timeouts.js';

/**
 * Issue 11 item 3: a session is a signed cookie, so a copy saved before log-out (another tab, a
 * stolen cookie) must stop working when the customer logs out or resets the password, on every
 * replica, while no session store is kept. Each test saves the cookie, ends the sessions, and
 * replays the saved cookie exactly as it was.
 */

/** A customer signed up on `app` with a cart of one line: their e-mail, id, cart id and saved cookie. */
async function customerWithCart(app: INestApplication) {
  const form = signUpForm();
  const signedUp = await callWith(app, 'signUp', [form]).expect(200);
  const first = sessionCookieOf(signedUp)!;
  const added = await callWith(app, 'addToCart', [{}, { sku: STOCKED_SKU, quantity: 1 }], first).expect(200);
  const cart = added.body.cart as Cart;
  expect(cart.customerId).toBe(signedUp.body.customer.id);
  return { email: String(form['email']), customerId: String(signedUp.body.customer.id), cartId: cart.id, cookie: sessionCookieOf(added) ?? first };
}

/** What a replayed cookie gets: a guest's answers, never the customer's profile or cart. */
async function expectGuest(app: INestApplication, cookie: string, cartId: string): Promise<void> {
  const me = await callWith(app, 'getMe', [{ full: true }], cookie).expect(401);
  expect(JSON.stringify(me.body)).not.toContain('@example.sk');
  // The ended session is replaced by a new guest session, issued with the answer.
  expect(sessionCookieOf(me)).toBeDefined();
  expect(sessionCookieOf(me)).not.toBe(cookie);
  expect((await callWith(app, 'isLoggedIn', [], cookie).expect(200)).body).toEqual({ data: false });
  const myCart = (await callWith(app, 'getMyCart', [], cookie).expect(200)).body.cart as Cart | null;
  expect(myCart?.id).not.toBe(cartId);
  // Nor can it write to the customer's cart.
  const added = (await callWith(app, 'addToCart', [{}, { sku: STOCKED_SKU, quantity: 1 }], cookie).expect(200)).body.cart as Cart;
  expect(added.id).not.toBe(cartId);
  expect(added.customerId).toBeUndefined();
}

describe('log-out and password reset end every earlier session (real app, embedded engine)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await sessionApp(':memory:');
  });
  afterAll(async () => app?.close());

  it("log-out: the saved cookie is a guest's (getMe 401, not the customer's cart); signing in again works", async () => {
    const { email, cartId, cookie } = await customerWithCart(app);
    expect((await callWith(app, 'getMe', [{ full: true }], cookie).expect(200)).body.me.customer.email).toBe(email);

    const loggedOut = await callWith(app, 'logOut', [], cookie).expect(200, {});
    const guest = sessionCookieOf(loggedOut)!;
    await expectGuest(app, cookie, cartId);
    await callWith(app, 'getMe', [{}], guest).expect(401);

    const signedIn = await callWith(app, 'signIn', [{ email, password: PASSWORD }]).expect(200);
    const fresh = sessionCookieOf(signedIn)!;
    const me = await callWith(app, 'getMe', [{ full: true }], fresh).expect(200);
    expect(me.body.me.activeCart.id).toBe(cartId);
    // Working again after the new sign-in does not bring the old cookie back.
    await callWith(app, 'getMe', [{}], cookie).expect(401);
    // And the new session survives the calls that re-issue the cookie (a cart change).
    const changed = await callWith(app, 'addToCart', [{}, { sku: STOCKED_SKU, quantity: 1 }], fresh).expect(200);
    await callWith(app, 'getMe', [{}], sessionCookieOf(changed) ?? fresh).expect(200);
  });

  it('log-out ends the sessions of every device, not only the one that logged out', async () => {
    const { email, cartId, cookie: laptop } = await customerWithCart(app);
    const phone = sessionCookieOf(await callWith(app, 'signIn', [{ email, password: PASSWORD }]).expect(200))!;
    await callWith(app, 'getMe', [{}], phone).expect(200);
    await callWith(app, 'logOut', [], laptop).expect(200);
    await expectGuest(app, phone, cartId);
  });

  it('password reset: every session issued before it is a guest; the new password signs in', async () => {
    const { email, cartId, cookie } = await customerWithCart(app);
    await callWith(app, 'requestPasswordReset', [{ email }]).expect(200);
    const token = app.get<OutboxPasswordResetNotifier>(PASSWORD_RESET_NOTIFIER).latestFor(email)!.tokenValue;
    // The reset is done from another browser (the link in the e-mail): the saved session still ends.
    await callWith(app, 'customerResetPassword', [{ tokenValue: token, newPassword: 'Nove2026heslo' }]).expect(200, {});
    await expectGuest(app, cookie, cartId);
    const fresh = sessionCookieOf(await callWith(app, 'signIn', [{ email, password: 'Nove2026heslo' }]).expect(200))!;
    expect((await callWith(app, 'getMe', [{}], fresh).expect(200)).body.me.activeCart.id).toBe(cartId);
  });

  it('keeps a customer session issued before generations existed (no generation: 0) until the first log-out', async () => {
    const { customerId, cartId } = await customerWithCart(app);
    const old = sessionCookie({ customerId, cartId });
    await callWith(app, 'getMe', [{}], old).expect(200);
    await callWith(app, 'logOut', [], old).expect(200);
    await expectGuest(app, old, cartId);
  });

  it('a replayed ended cookie cannot log out (or otherwise touch) the new session', async () => {
    const { email, cookie } = await customerWithCart(app);
    await callWith(app, 'logOut', [], cookie).expect(200);
    const fresh = sessionCookieOf(await callWith(app, 'signIn', [{ email, password: PASSWORD }]).expect(200))!;
    await callWith(app, 'logOut', [], cookie).expect(200);
    await callWith(app, 'getMe', [{}], fresh).expect(200);
  });
});

describe('replicas: two app instances on one SQLite file end each other\'s sessions', () => {
  let dir: string;
  let redis: RedisServer;
  const apps: INestApplication[] = [];
  const replica = async (file: string, redisUrl?: string): Promise<INestApplication> => {
    const app = await sessionApp(file, redisUrl);
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'session-replicas-'));
    redis = await startRedis();
  }, CHILD_PROCESS_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const redisCli = (...args: string[]): string => execFileSync('redis-cli', ['-p', String(redis.port), ...args]).toString().trim();

  it('without Redis: a log-out on one ends the session on the other', async () => {
    const file = join(dir, 'no-redis.sqlite');
    const [one, two] = [await replica(file), await replica(file)];
    const { cartId, cookie } = await customerWithCart(one);
    // The other replica serves the same session (same database, same secret)…
    expect((await callWith(two, 'getMe', [{}], cookie).expect(200)).body.me.activeCart.id).toBe(cartId);
    await callWith(one, 'logOut', [], cookie).expect(200);
    // …until it is ended on the first.
    await expectGuest(two, cookie, cartId);
  });

  it('with Redis: the generation is cached there, a log-out on one ends the session on the other, an eviction brings nothing back', async () => {
    const file = join(dir, 'redis.sqlite');
    const [one, two] = [await replica(file, redis.url), await replica(file, redis.url)];
    const { customerId, cartId, cookie } = await customerWithCart(one);
    await callWith(two, 'getMe', [{}], cookie).expect(200);
    // The second replica's check went through the shared cache.
    expect(redisCli('--scan', '--pattern', `*sessionGenerations:${customerId}*`)).not.toBe('');

    await callWith(one, 'logOut', [], cookie).expect(200);
    await expectGuest(two, cookie, cartId);
    // Evicted (maxmemory, a restart without persistence): the generation is read from the record again.
    redisCli('flushall');
    await expectGuest(two, cookie, cartId);
    await expectGuest(one, cookie, cartId);
  });
});
