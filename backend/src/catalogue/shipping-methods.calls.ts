import { Inject, Injectable } from '@nestjs/common';
import type { ShippingMethod } from '@commercetools/platform-sdk';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { ShopCache } from '../cache/shop-cache.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';

export interface ShippingMethodsResponse {
  readonly shippingMethods: ShippingMethod[];
}

/** `/getShippingMethodsWithoutId`: every shipping method (no cart), from the 'shippingMethods' cache. */
@Injectable()
export class ShippingMethodCalls {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly cache: ShopCache,
  ) {}

  @CommerceMethod('getShippingMethodsWithoutId')
  async getShippingMethodsWithoutId(): Promise<ShippingMethodsResponse> {
    return { shippingMethods: await this.cache.wrap('shippingMethods', 'all', () => this.commerce.catalogue.shippingMethods()) };
  }
}
