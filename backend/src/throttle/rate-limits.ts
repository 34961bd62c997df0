import { wholeNumberSetting } from '../config/whole-number-setting.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The commerce calls an attacker repeats to guess passwords, probe addresses or flood mailboxes. */
export type LimitedMethod = 'signIn' | 'signUp' | 'requestPasswordReset' | 'subscribeNewsletter' | 'supportRequest';

/** Whose attempts a limit counts: one client address (IPv6 by /64), or one e-mail address (normalised). */
export type LimitScope = 'ip' | 'account';

/** At most `limit` attempts per `windowMs`. */
export interface RateLimit {
  readonly limit: number;
  readonly windowMs: number;
}

/** Every limit, `undefined` where it is off. */
export interface RateLimits {
  readonly rules: Readonly<Record<LimitedMethod, Readonly<Record<LimitScope, RateLimit | undefined>>>>;
  /** How many password hashings (sign-in, sign-up, reset) one address may have in flight at once. */
  readonly hashingPerIp: number;
}

/** Nest injection token of the limits the application runs with. */
export const RATE_LIMITS = Symbol('RateLimits');

/**
 * The variables and their production defaults, `<attempts>/<window>` (window in s, m or h).
 *
 * Every attempt counts, successful or not: counting before the attempt is what stops 64
 * concurrent guesses, which would all be under a limit that counts failures after the fact. A
 * shopper signs in a few times an hour, far below these. The per-account limits count whether or
 * not the address has an account, so a refusal tells nothing about it.
 *
 * - sign-in: 10 per account in 15 minutes (about 1,000 guesses a day for one account, against a
 *   password the shop requires to have letters and digits), 20 per address a minute (credential
 *   stuffing over many accounts from one address);
 * - sign-up: 20 per address an hour (an office or a mobile carrier's NAT shares one address),
 *   5 per e-mail an hour (probing whether an address has an account, see AccountCalls.signUp);
 * - password reset: 3 per e-mail an hour (the mailbox is not flooded; earlier links stay valid),
 *   10 per address an hour;
 * - newsletter sign-up: 3 per e-mail an hour (a stranger's mailbox is not flooded with
 *   double-opt-in mails), 10 per address an hour (the outbox is not filled with made-up addresses);
 * - support requests: 5 per e-mail an hour, 10 per address an hour (the CRM is not flooded; a
 *   shopper with more to say adds it to the case the first request opened).
 */
export const RATE_LIMIT_VARIABLES = {
  signIn: { account: ['RATE_LIMIT_SIGN_IN_PER_ACCOUNT', '10/15m'], ip: ['RATE_LIMIT_SIGN_IN_PER_IP', '20/1m'] },
  signUp: { account: ['RATE_LIMIT_SIGN_UP_PER_ACCOUNT', '5/1h'], ip: ['RATE_LIMIT_SIGN_UP_PER_IP', '20/1h'] },
  requestPasswordReset: { account: ['RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT', '3/1h'], ip: ['RATE_LIMIT_PASSWORD_RESET_PER_IP', '10/1h'] },
  subscribeNewsletter: { account: ['RATE_LIMIT_NEWSLETTER_PER_ACCOUNT', '3/1h'], ip: ['RATE_LIMIT_NEWSLETTER_PER_IP', '10/1h'] },
  supportRequest: { account: ['RATE_LIMIT_SUPPORT_PER_ACCOUNT', '5/1h'], ip: ['RATE_LIMIT_SUPPORT_PER_IP', '10/1h'] },
} as const satisfies Record<LimitedMethod, Record<LimitScope, readonly [string, string]>>;

export const HASHING_PER_IP_VARIABLE = 'PASSWORD_HASHING_PER_IP';

/**
 * Two of libuv's four threads (UV_THREADPOOL_SIZE): one address can never take the whole pool,
 * so another shopper's sign-in is hashed while an attacker's guesses are.
 */
const DEFAULT_HASHING_PER_IP = 2;

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** A day: a longer window is a ban, which is not what a rate limit is for. */
const MAX_WINDOW_MS = 24 * 3_600_000;

/**
 * The limits from the environment (RATE_LIMIT_*, PASSWORD_HASHING_PER_IP). A value `off`
 * switches a limit off; anything that is not `<1–100000>/<1–86400 s, or m, h up to a day>` stops
 * start-up naming the variable.
 *
 * Reading chosen: under jest (NODE_ENV=test) a limit that is not set is off, like
 * PASSWORD_HASH_COST's test default: the suite signs up hundreds of customers from one loopback
 * address. The brute-force specs set the limits they test, at test size, through these same
 * variables. The hashing bound stays on everywhere: tests sign in one at a time.
 */
export function rateLimitsFromEnv(env: Env): RateLimits {
  const underTest = env['NODE_ENV'] === 'test';
  const rule = ([name, production]: readonly [string, string]): RateLimit | undefined => {
    const setting = env[name]?.trim();
    if (setting === undefined || setting === '') return underTest ? undefined : parseRule(name, production);
    return parseRule(name, setting);
  };
  const rules = Object.fromEntries(Object.entries(RATE_LIMIT_VARIABLES).map(([method, scopes]) => [
    method, { account: rule(scopes.account), ip: rule(scopes.ip) },
  ])) as unknown as RateLimits['rules'];
  return { rules, hashingPerIp: wholeNumberSetting(env, { name: HASHING_PER_IP_VARIABLE, fallback: DEFAULT_HASHING_PER_IP, min: 1, max: 1_000 }) };
}

function parseRule(name: string, setting: string): RateLimit | undefined {
  if (setting === 'off') return undefined;
  const match = /^(\d{1,6})\/(\d{1,5})([smh])$/.exec(setting);
  const limit = match ? Number(match[1]) : Number.NaN;
  const windowMs = match ? Number(match[2]) * UNIT_MS[match[3] as keyof typeof UNIT_MS] : Number.NaN;
  if (!(limit >= 1 && limit <= 100_000 && windowMs >= 1_000 && windowMs <= MAX_WINDOW_MS)) {
    throw new Error(`${name} must be '<attempts>/<window>' (1–100000 attempts, a window from 1s to 24h, e.g. '10/15m') or 'off'; got '${setting}'`);
  }
  return { limit, windowMs };
}
