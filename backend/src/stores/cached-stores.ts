import { Inject, Injectable } from '@nestjs/common';
import type { Store } from '@commercetools/platform-sdk';
import { ShopCache } from '../cache/shop-cache.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';

export type StoreFilter = { readonly keys: readonly string[] } | { readonly ids: readonly string[] };

/** Stores by key or id through the 'stores' cache: getStores and the checkout's store settings share its entries. */
@Injectable()
export class CachedStores {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly cache: ShopCache,
  ) {}

  find(filter: StoreFilter): Promise<Store[]> {
    return this.cache.wrap('stores', JSON.stringify(filter), () => this.commerce.catalogue.stores(filter));
  }

  async byKey(key: string): Promise<Store | undefined> {
    return (await this.find({ keys: [key] }))[0];
  }
}
