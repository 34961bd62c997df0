import { Module } from '@nestjs/common';
import { StoresCalls } from './stores.calls.js';

/** Stores: the commerce store of each market. Its calls are found by the api module's discovery. */
@Module({ providers: [StoresCalls] })
export class StoresModule {}
