import { Inject, Injectable } from '@nestjs/common';
import type { CallContext } from '../api/call-context.js';
import { ipKey } from './client-ip.js';
import { RATE_LIMITS, type RateLimits } from './rate-limits.js';
import { TooManyAttempts } from './too-many-attempts.js';

/**
 * Password hashing (scrypt, ~100 ms on libuv's thread pool, four threads by default) is the one
 * expensive thing an anonymous client can ask for. Unbounded, 64 concurrent wrong sign-ins from
 * one address queued every other shopper's sign-in behind them for seconds. Here each address
 * has at most PASSWORD_HASHING_PER_IP hashings in flight in this process; one more is refused at
 * once with 429, before it reaches the pool, so the rest of the pool stays free for others.
 *
 * Per process, not in Redis: the pool being protected is this process's.
 */
@Injectable()
export class PasswordHashingSlots {
  private readonly inFlight = new Map<string, number>();

  constructor(@Inject(RATE_LIMITS) private readonly limits: RateLimits) {}

  /** Runs `work` (a call that hashes a password) in one of the client's slots, or refuses at once. */
  async run<T>(context: CallContext, work: () => Promise<T>): Promise<T> {
    const key = ipKey(context.clientIp);
    const taken = this.inFlight.get(key) ?? 0;
    if (taken >= this.limits.hashingPerIp) {
      throw new TooManyAttempts(1, 'Too many password checks from this address at once: wait for the previous ones to finish');
    }
    this.inFlight.set(key, taken + 1);
    try {
      return await work();
    } finally {
      const left = (this.inFlight.get(key) ?? 1) - 1;
      // Emptied entries go: the map holds only addresses with work in flight.
      if (left === 0) this.inFlight.delete(key);
      else this.inFlight.set(key, left);
    }
  }
}
