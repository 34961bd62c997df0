import { Global, Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { AttemptLimiter } from './attempt-limiter.js';
import { ATTEMPT_STORAGE, attemptStorageFromEnv, type AttemptStorage } from './attempt-storage.js';
import { PasswordHashingSlots } from './password-hashing-slots.js';
import { RATE_LIMITS, rateLimitsFromEnv } from './rate-limits.js';

/**
 * Brute-force protection of the calls that check passwords or reveal accounts: rate limits per
 * address and per e-mail (AttemptLimiter, counted in Redis when REDIS_URL is set) and a bound on
 * password hashing per address (PasswordHashingSlots). Global: the customer calls use it, and
 * any later call that checks a password should. Limits and storage are read from the
 * environment at start-up; a test overrides RATE_LIMITS or ATTEMPT_STORAGE.
 */
@Global()
@Module({
  providers: [
    { provide: RATE_LIMITS, useFactory: () => rateLimitsFromEnv(process.env) },
    { provide: ATTEMPT_STORAGE, useFactory: () => attemptStorageFromEnv(process.env) },
    AttemptLimiter,
    PasswordHashingSlots,
  ],
  exports: [AttemptLimiter, PasswordHashingSlots],
})
export class ThrottleModule implements OnModuleInit, OnModuleDestroy {
  constructor(@Inject(ATTEMPT_STORAGE) private readonly storage: AttemptStorage) {}

  async onModuleInit(): Promise<void> {
    await this.storage.ready();
  }

  async onModuleDestroy(): Promise<void> {
    await this.storage.close();
  }
}
