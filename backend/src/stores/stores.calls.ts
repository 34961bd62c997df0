import { Inject, Injectable } from '@nestjs/common';
import type { Store } from '@commercetools/platform-sdk';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { ShopCache } from '../cache/shop-cache.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { GetStoresPayload } from './get-stores.payload.js';

/** The stores calls of the protocol. */
@Injectable()
export class StoresCalls {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly cache: ShopCache,
  ) {}

  /** `/getStores`: the store(s) by key, id or ids, read from `data` as the storefront does; cached ('stores'). */
  @CommerceMethod('getStores', { parts: [GetStoresPayload] })
  async getStores([query]: [GetStoresPayload]): Promise<{ data: Store[] }> {
    const filter = query.key !== undefined ? { keys: [query.key] } : query.id !== undefined ? { ids: [query.id] } : { ids: query.ids ?? [] };
    return { data: await this.cache.wrap('stores', JSON.stringify(filter), () => this.commerce.catalogue.stores(filter)) };
  }
}
