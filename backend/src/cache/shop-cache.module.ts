import { Global, Module } from '@nestjs/common';
import { CacheModule } from '@nestjs/cache-manager';
import { CACHE_STORE, type CacheStore } from './cache-store.js';
import { CacheStoreModule } from './cache-store.module.js';
import { ShopCache } from './shop-cache.js';

/** The caches of every module: Redis when REDIS_URL is set, a bounded in-process LRU otherwise. */
@Global()
@Module({
  imports: [
    CacheStoreModule,
    CacheModule.registerAsync({
      imports: [CacheStoreModule],
      inject: [CACHE_STORE],
      useFactory: (store: CacheStore) => ({ stores: [store.keyv] }),
    }),
  ],
  providers: [ShopCache],
  exports: [ShopCache],
})
export class ShopCacheModule {}
