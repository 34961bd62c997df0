import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { CustomerSignin } from '@commercetools/platform-sdk';
import type { Response } from 'supertest';
import { PASSWORD, signUpForm, uniqueEmail } from '../customer/customer-calls.fixture.js';
import type { OutboxPasswordResetNotifier } from '../customer/outbox-password-reset-notifier.js';
import { PASSWORD_RESET_NOTIFIER } from '../customer/password-reset-notifier.js';
import type { EmbeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { bruteForceApp, clientAt } from './brute-force-app.fixture.js';
import { TOO_MANY_ATTEMPTS } from './too-many-attempts.js';

/** A 429 as every limit answers it: the shopper's outcome, what refused, and when to come back. */
function expectTooMany(response: Response, message: RegExp, maxSeconds: number): void {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({ statusCode: 429, error: TOO_MANY_ATTEMPTS });
  expect(response.body.message).toMatch(message);
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
}

describe('rate limits of signIn, signUp and requestPasswordReset (real app, limits at test size)', () => {
  let app: INestApplication;
  let engine: EmbeddedCommerce;
  beforeAll(async () => {
    ({ app, engine } = await bruteForceApp({
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3/15m', RATE_LIMIT_SIGN_IN_PER_IP: '6/1m',
      RATE_LIMIT_SIGN_UP_PER_ACCOUNT: '2/1h', RATE_LIMIT_SIGN_UP_PER_IP: '3/1h',
      RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: '2/1h', RATE_LIMIT_PASSWORD_RESET_PER_IP: '5/1h',
    }));
  });
  afterAll(async () => app?.close());
  // Each test calls from its own addresses, so one test's counts never reach another's limits.
  const from = (address: string) => clientAt(() => app, address);
  const signUp = async (address: string): Promise<{ email: string; id: string }> => {
    const form = signUpForm();
    const response = await from(address)('signUp', [form]);
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return { email: form['email'] as string, id: response.body.customer.id as string };
  };

  it('refuses the sign-in after the account\'s limit of attempts with 429 and Retry-After, from any address, the right password too', async () => {
    const client = from('127.0.0.11');
    const jana = await signUp('127.0.0.11');
    await client('signIn', [{ email: jana.email, password: 'wrong1' }]).expect(400);
    // The e-mail is one account in any case.
    await client('signIn', [{ email: jana.email.toUpperCase(), password: 'wrong2' }]).expect(400);
    await client('signIn', [{ email: ` ${jana.email}`, password: 'wrong3' }]).expect(400);
    expectTooMany(await client('signIn', [{ email: jana.email, password: PASSWORD }]), /signIn attempts for this e-mail address/, 15 * 60);
    expectTooMany(await from('127.0.0.12')('signIn', [{ email: jana.email, password: PASSWORD }]), /for this e-mail address/, 15 * 60);
    // Another account from the same address is not affected.
    const petra = await signUp('127.0.0.11');
    await client('signIn', [{ email: petra.email, password: PASSWORD }]).expect(200);
  });

  it('refuses an address after its limit of sign-ins over many accounts; another address still signs in', async () => {
    const genuine = await signUp('127.0.0.14');
    const attacker = from('127.0.0.13');
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await attacker('signIn', [{ email: uniqueEmail('victim'), password: 'guess1' }]).expect(400);
    }
    expectTooMany(await attacker('signIn', [{ email: uniqueEmail('victim'), password: 'guess1' }]), /signIn attempts from this address/, 60);
    await from('127.0.0.14')('signIn', [{ email: genuine.email, password: PASSWORD }]).expect(200);
  });

  it('limits sign-ups per address; another address still signs up', async () => {
    for (let index = 0; index < 3; index += 1) await signUp('127.0.0.15');
    expectTooMany(await from('127.0.0.15')('signUp', [signUpForm()]), /signUp attempts from this address/, 3600);
    await signUp('127.0.0.16');
  });

  // Reading chosen (see AccountCalls.signUp): a taken e-mail keeps its plain DuplicateField answer,
  // and probing one address is limited per e-mail whichever address the probes come from.
  it('answers a taken e-mail plainly, and limits sign-ups per e-mail across addresses', async () => {
    const taken = await signUp('127.0.0.17');
    const again = await from('127.0.0.17')('signUp', [signUpForm({ email: taken.email })]).expect(400);
    expect(again.body).toMatchObject({ code: 'DuplicateField', message: expect.stringContaining('There is already an existing customer with the provided email.') });
    expectTooMany(await from('127.0.0.18')('signUp', [signUpForm({ email: taken.email.toUpperCase() })]), /signUp attempts for this e-mail address/, 3600);
  });

  it('sends at most the e-mail\'s limit of reset links, answering {} all the same, and never changes the customer', async () => {
    const outbox = app.get<OutboxPasswordResetNotifier>(PASSWORD_RESET_NOTIFIER);
    const jana = await signUp('127.0.0.19');
    const version = (await engine.customers.get(jana.id))?.version;
    const before = outbox.sent().length;
    await from('127.0.0.19')('requestPasswordReset', [{ email: jana.email }]).expect(200, {});
    await from('127.0.0.19')('requestPasswordReset', [{ email: jana.email }]).expect(200, {});
    expect(outbox.sent()).toHaveLength(before + 2);
    // Over the e-mail's limit: the same answer as ever, from any address, but no third link.
    await from('127.0.0.20')('requestPasswordReset', [{ email: jana.email }]).expect(200, {});
    expect(outbox.sent()).toHaveLength(before + 2);
    expect((await engine.customers.get(jana.id))?.version).toBe(version);
    // Both links sent work (the token is stored beside the customer, not on it).
    const [first] = outbox.sent().slice(before);
    await from('127.0.0.19')('customerResetPassword', [{ tokenValue: first!.tokenValue, newPassword: 'Nove2026heslo' }]).expect(200, {});
  });

  it('limits reset requests per address with 429', async () => {
    const client = from('127.0.0.21');
    for (let index = 0; index < 5; index += 1) await client('requestPasswordReset', [{ email: uniqueEmail('nobody') }]).expect(200, {});
    expectTooMany(await client('requestPasswordReset', [{ email: uniqueEmail('nobody') }]), /requestPasswordReset attempts from this address/, 3600);
    await from('127.0.0.22')('requestPasswordReset', [{ email: uniqueEmail('nobody') }]).expect(200, {});
  });
});

/** Resolves `done` once `tick` was called `count` times. */
function countdown(count: number): { tick: () => void; done: Promise<void> } {
  let left = count;
  let resolve!: () => void;
  const done = new Promise<void>((settle) => (resolve = settle));
  return { tick: () => { left -= 1; if (left === 0) resolve(); }, done };
}

describe('password hashing per address (real app, PASSWORD_HASHING_PER_IP at its default of 2)', () => {
  let app: INestApplication;
  let engine: EmbeddedCommerce;
  /** Release of each sign-in held in the engine; afterAll releases them too, so a failed test lets the app close. */
  const held: (() => void)[] = [];
  beforeAll(async () => {
    ({ app, engine } = await bruteForceApp({}));
  });
  afterAll(async () => {
    for (const release of held) release();
    await app?.close();
  });

  it('lets one address hash two passwords at once and refuses the rest at once; another address is served meanwhile', async () => {
    const attacker = clientAt(() => app, '127.0.0.31');
    const shopper = clientAt(() => app, '127.0.0.32');
    const form = signUpForm();
    await shopper('signUp', [form]).expect(200);

    // The attacker's sign-ins are held inside the engine (before scrypt) until the test releases
    // them: they stand for hashings that keep the pool busy, without depending on how long one takes.
    const target = uniqueEmail('target');
    let holding = true;
    const settled = countdown(6);
    const signIn = engine.customers.signIn.bind(engine.customers);
    engine.customers.signIn = async (signin: CustomerSignin, storeKey?: string) => {
      if (holding && signin.email === target) {
        await new Promise<void>((release) => {
          held.push(release);
          settled.tick();
        });
      }
      return signIn(signin, storeKey);
    };

    const refused: Response[] = [];
    const attempts = Array.from({ length: 6 }, () => attacker('signIn', [{ email: target, password: 'guess1' }]).then((response) => {
      if (response.status === 429) {
        refused.push(response);
        settled.tick();
      }
      return response;
    }));
    // Six accounted for: each attempt is either held in the engine or answered 429.
    await settled.done;
    expect(held).toHaveLength(2);
    expect(refused).toHaveLength(4);
    for (const response of refused) expectTooMany(response, /password checks from this address at once/, 1);

    await shopper('signIn', [{ email: form['email'], password: PASSWORD }]).expect(200);

    holding = false;
    for (const release of held) release();
    expect((await Promise.all(attempts)).map((response) => response.status).sort()).toEqual([400, 400, 429, 429, 429, 429]);
    // The slots are given back: the address may try again.
    await attacker('signIn', [{ email: target, password: 'guess2' }]).expect(400);
  });
});
