import { Inject, Injectable } from '@nestjs/common';
import type { ShippingMethod } from '@commercetools/platform-sdk';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';

export interface ShippingMethodsResponse {
  readonly shippingMethods: ShippingMethod[];
}

/** How long the shipping methods are served from memory: they change with a deployment of rates, not per request. */
export const SHIPPING_METHODS_TTL_MS = 5 * 60_000;

/**
 * `/getShippingMethodsWithoutId`: every shipping method (no cart), cached for
 * SHIPPING_METHODS_TTL_MS. Concurrent callers share one fetch; a failed fetch is not cached.
 */
@Injectable()
export class ShippingMethodCalls {
  private cached: { readonly at: number; readonly methods: Promise<ShippingMethod[]> } | undefined;

  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
  ) {}

  /** Milliseconds now; a seam for the cache's expiry in tests. */
  protected now(): number {
    return Date.now();
  }

  @CommerceMethod('getShippingMethodsWithoutId')
  async getShippingMethodsWithoutId(): Promise<ShippingMethodsResponse> {
    const now = this.now();
    if (!this.cached || now - this.cached.at >= SHIPPING_METHODS_TTL_MS) {
      const methods = this.commerce.catalogue.shippingMethods();
      const entry = { at: now, methods };
      this.cached = entry;
      methods.catch(() => {
        if (this.cached === entry) this.cached = undefined;
      });
    }
    return { shippingMethods: [...(await this.cached.methods)] };
  }
}
