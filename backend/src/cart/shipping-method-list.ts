import { Inject, Injectable } from '@nestjs/common';
import type { ShippingMethod } from '@commercetools/platform-sdk';
import { ShopCache } from '../cache/shop-cache.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';

/** Every shipping method of the project, from the 'shippingMethods' cache (they change with a deployment of rates). */
@Injectable()
export class ShippingMethodList {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly cache: ShopCache,
  ) {}

  all(): Promise<ShippingMethod[]> {
    return this.cache.wrap('shippingMethods', 'all', () => this.commerce.catalogue.shippingMethods());
  }
}
