import { Injectable } from '@nestjs/common';
import type { ShippingMethod } from '@commercetools/platform-sdk';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { ShippingMethodList } from '../cart/shipping-method-list.js';

export interface ShippingMethodsResponse {
  readonly shippingMethods: ShippingMethod[];
}

/** `/getShippingMethodsWithoutId`: every shipping method (no cart), from the 'shippingMethods' cache. */
@Injectable()
export class ShippingMethodCalls {
  constructor(private readonly methods: ShippingMethodList) {}

  @CommerceMethod('getShippingMethodsWithoutId')
  async getShippingMethodsWithoutId(): Promise<ShippingMethodsResponse> {
    return { shippingMethods: await this.methods.all() };
  }
}
