import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CartDiscount } from '@commercetools/platform-sdk';
import type { CallContext } from '../api/call-context.js';
import { CommerceMethod } from '../api/commerce-method.decorator.js';
import { COMMERCE_PORT, type CommercePort } from '../commerce/port/commerce-port.js';
import { GetVolumeDiscountsPayload } from './get-volume-discounts.payload.js';

export interface VolumeDiscountsResponse {
  readonly cartDiscounts: { readonly results: CartDiscount[] };
}

/** Spec 1 §5: a volume discount applies in the current store, or in every store when it names none. */
const appliesInStore = (discount: CartDiscount, storeKey: string): boolean =>
  discount.stores.length === 0 || discount.stores.some((store) => store.key === storeKey);

/**
 * `/getVolumeDiscounts`: the active cart discounts of a group valid now, sortOrder ascending
 * (or descending when the payload's sort says so).
 * Spec 1 §7: a failure here is only logged and answers nothing (an empty list): a product page
 * shows without its volume discounts rather than failing.
 */
@Injectable()
export class VolumeDiscountCalls {
  private readonly logger = new Logger('VolumeDiscounts');

  constructor(@Inject(COMMERCE_PORT) private readonly commerce: CommercePort) {}

  @CommerceMethod('getVolumeDiscounts', { parts: [GetVolumeDiscountsPayload] })
  async getVolumeDiscounts([payload]: [GetVolumeDiscountsPayload], context: CallContext): Promise<VolumeDiscountsResponse> {
    try {
      // The port answers sortOrder ascending.
      const discounts = (await this.commerce.catalogue.cartDiscountsByGroup(payload.discountGroup))
        .filter((discount) => appliesInStore(discount, context.market.storeKey));
      return { cartDiscounts: { results: payload.sort === 'sortOrder desc' ? discounts.reverse() : discounts } };
    } catch (error) {
      this.logger.warn(`Volume discounts of group '${payload.discountGroup}' failed: ${error instanceof Error ? error.message : String(error)}`);
      return { cartDiscounts: { results: [] } };
    }
  }
}
