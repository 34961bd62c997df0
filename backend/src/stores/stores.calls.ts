import { Injectable } from '@nestjs/common';
import type { Store } from '@commercetools/platform-sdk';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { CachedStores, type StoreFilter } from './cached-stores.js';
import { GetStoresPayload } from './get-stores.payload.js';

/** The stores calls of the protocol. */
@Injectable()
export class StoresCalls {
  constructor(private readonly stores: CachedStores) {}

  /** `/getStores`: the store(s) by key, id or ids, read from `data` as the storefront does; cached ('stores'). */
  @CommerceMethod('getStores', { parts: [GetStoresPayload] })
  async getStores([query]: [GetStoresPayload]): Promise<{ data: Store[] }> {
    const filter: StoreFilter = query.key !== undefined ? { keys: [query.key] } : query.id !== undefined ? { ids: [query.id] } : { ids: query.ids ?? [] };
    return { data: await this.stores.find(filter) };
  }
}
