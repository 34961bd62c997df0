import { DiscountCodeRefPayload } from './cart-update/resource-id.payload.js';

/** Part 1 of removeCartCoupon: the discount code reference `{ id, typeId: 'discount-code' }` as the cart lists it. */
export class RemoveCartCouponPayload extends DiscountCodeRefPayload {}
