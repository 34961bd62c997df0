import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** A reference by id; typeId may be sent as commercetools spells it, and must then be the right one. */
function referenceById(typeId: string) {
  class ReferenceById {
    @IsOptional()
    @IsIn([typeId])
    typeId?: string;

    @IsString()
    @IsNotEmpty()
    @MaxLength(256)
    id!: string;
  }
  return ReferenceById;
}

/**
 * A cart's discount code as the cart answer lists it, `{ typeId, id, code }` (discount-code-view.ts),
 * so the storefront may send the entry's reference back as it got it; the id decides.
 */
export class DiscountCodeRefPayload extends referenceById('discount-code') {
  @IsOptional()
  @IsString()
  @MaxLength(128)
  code?: string;
}
export class ShippingMethodRefPayload extends referenceById('shipping-method') {}
export class PaymentRefPayload extends referenceById('payment') {}
export class CartRefByIdPayload extends referenceById('cart') {}
