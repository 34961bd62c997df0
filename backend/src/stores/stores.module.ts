import { Module } from '@nestjs/common';
import { CachedStores } from './cached-stores.js';
import { StoresCalls } from './stores.calls.js';

/** Stores: the commerce store of each market. Its calls are found by the api module's discovery. */
@Module({ providers: [StoresCalls, CachedStores], exports: [CachedStores] })
export class StoresModule {}
