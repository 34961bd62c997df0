import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { CookieSigner } from '@nestjs/core/helpers/cookies/cookie-signer.js';
import { callWith, sessionApp, sessionCookieOf } from '../customer/session-apps.fixture.js';
import { signUpForm } from '../customer/customer-calls.fixture.js';
import { encodeSessionCookie, SESSION_COOKIE_NAME } from './session-cookie.js';

/** The secret that was written in the source: anyone could sign a cookie for any customer id with it. */
const OLD_IN_SOURCE_SECRET = 'development-only-session-secret';

/**
 * Issue 11 item 2 against the real app on a database file, without SESSION_SECRET (outside
 * production): the secret is generated beside the database, a restart keeps the sessions, and a
 * session signed with the secret that used to be in the source is nobody's.
 */
describe('the session secret of a shop without SESSION_SECRET (real app on a database file)', () => {
  let dir: string;
  let database: string;
  const apps: INestApplication[] = [];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'session-secret-app-'));
    database = join(dir, 'shop.sqlite');
    process.env['ENGINE_DATABASE_FILE'] = database;
  });
  afterAll(async () => {
    delete process.env['ENGINE_DATABASE_FILE'];
    await Promise.all(apps.map((app) => app.close()));
    rmSync(dir, { recursive: true, force: true });
  });
  const start = async (): Promise<INestApplication> => {
    const app = await sessionApp(database);
    apps.push(app);
    return app;
  };

  it('signs with a secret generated beside the database (0600), refuses the old in-source one, and keeps sessions over a restart', async () => {
    const first = await start();
    const file = join(dir, 'session-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);

    const signedUp = await callWith(first, 'signUp', [signUpForm()]).expect(200);
    const customerId = String(signedUp.body.customer.id);
    const cookie = sessionCookieOf(signedUp)!;
    await callWith(first, 'getMe', [{}], cookie).expect(200);

    // What anyone could do before: sign a session for a customer id with the published secret.
    const forged = `${SESSION_COOKIE_NAME}=${encodeURIComponent(new CookieSigner(OLD_IN_SOURCE_SECRET).sign(encodeSessionCookie({ customerId })))}`;
    await callWith(first, 'getMe', [{}], forged).expect(401);
    expect((await callWith(first, 'isLoggedIn', [], forged).expect(200)).body).toEqual({ data: false });

    // A second start on the same database reads the same secret: the session still works.
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const second = await start();
    await callWith(second, 'getMe', [{}], cookie).expect(200);
    await callWith(second, 'getMe', [{}], forged).expect(401);
  });
});
