import { Global, Module } from '@nestjs/common';
import { CacheStoreModule } from './cache-store.module.js';
import { ShopCache } from './shop-cache.js';

/** The caches of every module: Redis when REDIS_URL is set, a bounded in-process LRU otherwise. */
@Global()
@Module({
  imports: [CacheStoreModule],
  providers: [ShopCache],
  exports: [ShopCache],
})
export class ShopCacheModule {}
