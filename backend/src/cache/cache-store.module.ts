import { Module } from '@nestjs/common';
import { CACHE_CLOCK, CACHE_STORE, cacheStoreFromEnv } from './cache-store.js';

/**
 * The process's one cache store, chosen from the environment when the application starts. Its
 * breaker reads the time through CACHE_CLOCK (the wall clock), which an outage test replaces to
 * let a cool-off pass without waiting for it.
 */
@Module({
  providers: [
    { provide: CACHE_CLOCK, useValue: Date.now },
    { provide: CACHE_STORE, inject: [CACHE_CLOCK], useFactory: (clock: () => number) => cacheStoreFromEnv(process.env, clock) },
  ],
  exports: [CACHE_STORE],
})
export class CacheStoreModule {}
