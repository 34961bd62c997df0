import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsCartEmail } from './cart-email.js';

/**
 * A billing or shipping address set on the cart (spec 2 §3 Address). The postal code is checked
 * against the address's country by the update (spec 2 §5), not here, so its message is the spec's.
 * The isDefault flags of a saved address posted back as received are accepted and not stored:
 * they belong to the customer's addresses, not to the cart.
 */
export class CartAddressPayload {
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(256) id?: string;
  @IsOptional() @IsString() @MaxLength(256) key?: string;

  /** ISO 3166-1 alpha-2, upper case, as commercetools requires. */
  @Matches(/^[A-Z]{2}$/, { message: '$property must be a two-letter country code in capitals' })
  country!: string;

  @IsOptional() @IsString() @MaxLength(16) postalCode?: string;
  @IsOptional() @IsString() @MaxLength(100) title?: string;
  @IsOptional() @IsString() @MaxLength(100) salutation?: string;
  @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @IsOptional() @IsString() @MaxLength(100) lastName?: string;
  @IsOptional() @IsString() @MaxLength(200) streetName?: string;
  @IsOptional() @IsString() @MaxLength(50) streetNumber?: string;
  @IsOptional() @IsString() @MaxLength(200) additionalStreetInfo?: string;
  @IsOptional() @IsString() @MaxLength(200) additionalAddressInfo?: string;
  @IsOptional() @IsString() @MaxLength(100) city?: string;
  @IsOptional() @IsString() @MaxLength(100) region?: string;
  @IsOptional() @IsString() @MaxLength(100) state?: string;
  @IsOptional() @IsString() @MaxLength(200) company?: string;
  @IsOptional() @IsString() @MaxLength(200) department?: string;
  @IsOptional() @IsString() @MaxLength(100) building?: string;
  @IsOptional() @IsString() @MaxLength(100) apartment?: string;
  @IsOptional() @IsString() @MaxLength(100) pOBox?: string;
  @IsOptional() @IsString() @MaxLength(50) phone?: string;
  @IsOptional() @IsString() @MaxLength(50) mobile?: string;
  @IsOptional() @IsString() @MaxLength(254) @IsCartEmail() email?: string;
  /** A billing VAT number may travel here (spec 2 §3). */
  @IsOptional() @IsString() @MaxLength(50) fax?: string;

  @IsOptional() @IsBoolean() isDefaultShippingAddress?: boolean;
  @IsOptional() @IsBoolean() isDefaultBillingAddress?: boolean;
}
