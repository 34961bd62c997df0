import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/**
 * An address part of the address calls (spec 2 §3 Address). `id` names a saved address (update);
 * the key is the server's (postal code and save time), so a key sent back is ignored, and so are
 * the isDefault flags, which only the set-default calls change: the storefront may post a saved
 * address back as it received it.
 */
export class AddressPayload {
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(256) id?: string;

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
  @IsOptional() @IsString() @MaxLength(254) email?: string;
  /** A billing VAT number may travel here (spec 2 §3). */
  @IsOptional() @IsString() @MaxLength(50) fax?: string;

  @IsOptional() @IsString() @MaxLength(256) key?: string;
  @IsOptional() @IsBoolean() isDefaultShippingAddress?: boolean;
  @IsOptional() @IsBoolean() isDefaultBillingAddress?: boolean;
}
