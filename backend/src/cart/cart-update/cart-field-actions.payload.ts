import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsEmpty, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { TYPE_KEYS } from '../../commerce/schema/index.js';
import { IsShopEmail } from '../../api/shop-form-rules.js';
import { CartActionPayload } from './cart-action.payload.js';
import { AddressFieldsPayload } from '../../api/address-fields.payload.js';
import { DiscountCodeRefPayload, PaymentRefPayload, ShippingMethodRefPayload } from './resource-id.payload.js';

export class AddDiscountCodeAction extends CartActionPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  code!: string;
}

/** Removing a code the cart does not have changes nothing (spec 2 §4). */
export class RemoveDiscountCodeAction extends CartActionPayload {
  @IsDefined()
  @ValidateNested()
  @Type(() => DiscountCodeRefPayload)
  discountCode!: DiscountCodeRefPayload;
}

/** A method by id, or none (null or absent); the default method is restored after the batch anyway. */
export class SetShippingMethodAction extends CartActionPayload {
  @IsOptional()
  @ValidateNested()
  @Type(() => ShippingMethodRefPayload)
  shippingMethod?: ShippingMethodRefPayload | null;
}

/** Billing and shipping addresses are required: a checkout cart always has both (its draft sets them). */
export class SetBillingAddressAction extends CartActionPayload {
  @IsDefined()
  @ValidateNested()
  @Type(() => AddressFieldsPayload)
  address!: AddressFieldsPayload;
}

export class SetShippingAddressAction extends CartActionPayload {
  @IsDefined()
  @ValidateNested()
  @Type(() => AddressFieldsPayload)
  address!: AddressFieldsPayload;
}

export class SetCustomerEmailAction extends CartActionPayload {
  @IsString()
  @MaxLength(254)
  @IsShopEmail()
  email!: string;
}

/** Only a payment of the cart's own shopper is attached (checked against the payment's owner). */
export class AddPaymentAction extends CartActionPayload {
  @IsDefined()
  @ValidateNested()
  @Type(() => PaymentRefPayload)
  payment!: PaymentRefPayload;
}

class CartTypePayload {
  @IsOptional()
  @IsIn(['type'])
  typeId?: 'type';

  @IsIn([TYPE_KEYS.cart])
  key!: string;
}

/**
 * The cart type's fields a client may send: none. calculatedCodFee is named so its refusal says
 * why; any other field is unknown to the type.
 */
class CartFieldsPayload {
  @IsEmpty({ message: `$property is set by the checkout's cash-on-delivery payment, not by the client` })
  calculatedCodFee?: unknown;
}

/** Only the shop's cart type; the server keeps the COD fee the checkout set on it. */
export class SetCustomTypeAction extends CartActionPayload {
  @IsDefined()
  @ValidateNested()
  @Type(() => CartTypePayload)
  type!: CartTypePayload;

  @IsOptional()
  @ValidateNested()
  @Type(() => CartFieldsPayload)
  fields?: CartFieldsPayload;
}

export class RecalculateAction extends CartActionPayload {
  @IsOptional()
  @IsBoolean()
  updateProductData?: boolean;
}
