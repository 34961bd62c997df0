import { Inject, Injectable } from '@nestjs/common';
import type { CallContext } from '../api/call-context.js';
import { ATTEMPT_STORAGE, type AttemptStorage } from './attempt-storage.js';
import { accountKey, ipKey } from './client-ip.js';
import { RATE_LIMITS, type LimitedMethod, type LimitScope, type RateLimits } from './rate-limits.js';
import { TooManyAttempts } from './too-many-attempts.js';

/** Which limit refused an attempt, and in how many seconds the client may try again. */
export interface AttemptRefusal {
  readonly scope: LimitScope;
  readonly retryAfterSeconds: number;
}

const WHOSE: Record<LimitScope, string> = { ip: 'from this address', account: 'for this e-mail address' };

/**
 * Rate limits of the calls that guess passwords or probe accounts, per client address and per
 * e-mail (RATE_LIMIT_*, see rate-limits.ts). Every call goes through one route
 * (`POST /api/ct/{method}`), so a route-level throttle could not tell signIn from getProduct:
 * the handlers ask here, naming their method, after the payload was validated.
 */
@Injectable()
export class AttemptLimiter {
  constructor(
    @Inject(RATE_LIMITS) private readonly limits: RateLimits,
    @Inject(ATTEMPT_STORAGE) private readonly storage: AttemptStorage,
  ) {}

  /**
   * Counts one attempt of `method` from the call's address and, when `email` is given, for that
   * e-mail; answers which limit refused it, if one did. The address is counted first and an
   * attempt it refuses is not counted for the e-mail: one noisy address cannot use up a
   * stranger's account budget beyond its own limit.
   */
  async count(method: LimitedMethod, context: Pick<CallContext, 'clientIp'>, email?: string): Promise<AttemptRefusal | undefined> {
    const byIp = await this.hit(method, 'ip', ipKey(context.clientIp));
    if (byIp) return byIp;
    return email === undefined ? undefined : this.hit(method, 'account', accountKey(email));
  }

  /** Counts the attempt and refuses it with 429 and Retry-After when a limit is reached. */
  async enforce(method: LimitedMethod, context: Pick<CallContext, 'clientIp'>, email?: string): Promise<void> {
    const refusal = await this.count(method, context, email);
    if (refusal) throw tooMany(method, refusal);
  }

  private async hit(method: LimitedMethod, scope: LimitScope, key: string): Promise<AttemptRefusal | undefined> {
    const rule = this.limits.rules[method][scope];
    if (!rule) return undefined;
    // blockDuration 0: a refused attempt is not counted, so the client may retry when the window
    // lets it, not a penalty later.
    const record = await this.storage.increment(`${scope}:${key}`, rule.windowMs, rule.limit, 0, method);
    return record.isBlocked ? { scope, retryAfterSeconds: Math.max(1, record.timeToBlockExpire) } : undefined;
  }
}

/** The 429 of a refused attempt: the method, whose limit, and when to come back. */
export const tooMany = (method: LimitedMethod, { scope, retryAfterSeconds }: AttemptRefusal): TooManyAttempts =>
  new TooManyAttempts(retryAfterSeconds, `Too many ${method} attempts ${WHOSE[scope]}: try again in ${retryAfterSeconds} s`);
