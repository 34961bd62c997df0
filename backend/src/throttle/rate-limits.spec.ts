import { describe, expect, it } from '@jest/globals';
import { rateLimitsFromEnv } from './rate-limits.js';

const minutes = (count: number): number => count * 60_000;

describe('rate limits from the environment', () => {
  it('has the documented production defaults', () => {
    expect(rateLimitsFromEnv({ NODE_ENV: 'production' })).toEqual({
      rules: {
        signIn: { account: { limit: 10, windowMs: minutes(15) }, ip: { limit: 20, windowMs: minutes(1) } },
        signUp: { account: { limit: 5, windowMs: minutes(60) }, ip: { limit: 20, windowMs: minutes(60) } },
        requestPasswordReset: { account: { limit: 3, windowMs: minutes(60) }, ip: { limit: 10, windowMs: minutes(60) } },
        subscribeNewsletter: { account: { limit: 3, windowMs: minutes(60) }, ip: { limit: 10, windowMs: minutes(60) } },
        supportRequest: { account: { limit: 5, windowMs: minutes(60) }, ip: { limit: 10, windowMs: minutes(60) } },
      },
      hashingPerIp: 2,
    });
    // Without NODE_ENV (npm start on a laptop) the limits are on as well.
    expect(rateLimitsFromEnv({})).toEqual(rateLimitsFromEnv({ NODE_ENV: 'production' }));
  });

  it('leaves unset limits off under jest, and takes the ones a test sets', () => {
    const limits = rateLimitsFromEnv({ NODE_ENV: 'test', RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3/30s' });
    expect(limits.rules.signIn).toEqual({ account: { limit: 3, windowMs: 30_000 }, ip: undefined });
    expect(limits.rules.signUp).toEqual({ account: undefined, ip: undefined });
    expect(limits.hashingPerIp).toBe(2);
  });

  it('reads attempts per window in seconds, minutes or hours, and off', () => {
    const limits = rateLimitsFromEnv({
      RATE_LIMIT_SIGN_UP_PER_IP: '100/2h', RATE_LIMIT_SIGN_UP_PER_ACCOUNT: 'off', RATE_LIMIT_PASSWORD_RESET_PER_IP: ' 7/45s ',
      PASSWORD_HASHING_PER_IP: '4',
    });
    expect(limits.rules.signUp).toEqual({ ip: { limit: 100, windowMs: minutes(120) }, account: undefined });
    expect(limits.rules.requestPasswordReset.ip).toEqual({ limit: 7, windowMs: 45_000 });
    expect(limits.hashingPerIp).toBe(4);
  });

  it.each([
    ['RATE_LIMIT_SIGN_IN_PER_IP', '20'],
    ['RATE_LIMIT_SIGN_IN_PER_IP', '20/min'],
    ['RATE_LIMIT_SIGN_IN_PER_IP', '0/1m'],
    ['RATE_LIMIT_SIGN_IN_PER_IP', '-1/1m'],
    ['RATE_LIMIT_SIGN_IN_PER_ACCOUNT', '5/25h'],
    ['RATE_LIMIT_SIGN_IN_PER_ACCOUNT', '5/0s'],
    ['RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT', 'false'],
  ])('stops start-up naming %s for %j', (name, value) => {
    expect(() => rateLimitsFromEnv({ [name]: value })).toThrow(new RegExp(`^${name} must be '<attempts>/<window>'.*got '${value}'`));
  });

  it.each(['0', '2.5', 'two', '1001'])('stops start-up naming PASSWORD_HASHING_PER_IP for %j', (value) => {
    expect(() => rateLimitsFromEnv({ PASSWORD_HASHING_PER_IP: value })).toThrow(/^PASSWORD_HASHING_PER_IP must be a whole number from 1 to 1000/);
  });
});
