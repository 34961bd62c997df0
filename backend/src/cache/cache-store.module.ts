import { Module } from '@nestjs/common';
import { CACHE_STORE, cacheStoreFromEnv } from './cache-store.js';

/** The process's one cache store, chosen from the environment when the application starts. */
@Module({ providers: [{ provide: CACHE_STORE, useFactory: () => cacheStoreFromEnv() }], exports: [CACHE_STORE] })
export class CacheStoreModule {}
