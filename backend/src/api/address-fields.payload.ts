import { BadRequestException } from '@nestjs/common';
import type { BaseAddress } from '@commercetools/platform-sdk';
import { validateAddressPostalCodes } from '@shop/domain';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsShopEmail } from './shop-form-rules.js';

/**
 * The fields of an address (spec 2 §3 Address) as the cart and the customer's address book take
 * them. Postal codes are checked against the address's country by the calls, so the messages are
 * the spec's; the key and the isDefault flags of a saved address posted back as received are
 * accepted here and decided by the calls.
 */
export class AddressFieldsPayload {
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
  @IsOptional() @IsString() @MaxLength(254) @IsShopEmail() email?: string;
  /** A billing VAT number may travel here (spec 2 §3). */
  @IsOptional() @IsString() @MaxLength(50) fax?: string;

  @IsOptional() @IsBoolean() isDefaultShippingAddress?: boolean;
  @IsOptional() @IsBoolean() isDefaultBillingAddress?: boolean;
}

/**
 * The address to store: the payload without the default flags (only the set-default calls change
 * those) and the fields named in `without`, and without empty values.
 */
export function storedAddress(payload: AddressFieldsPayload, without: readonly (keyof AddressFieldsPayload)[] = []): BaseAddress {
  const dropped = new Set<string>(['isDefaultBillingAddress', 'isDefaultShippingAddress', ...without]);
  return Object.fromEntries(
    Object.entries(payload).filter(([name, value]) => !dropped.has(name) && value !== undefined && value !== null),
  ) as unknown as BaseAddress;
}

/** spec 2 §5, §8: each postal code against its address's own country, refused with the spec's message. */
export function requireValidPostalCodes(addresses: Parameters<typeof validateAddressPostalCodes>[0]): void {
  const [problem] = validateAddressPostalCodes(addresses);
  if (problem !== undefined) throw new BadRequestException(problem);
}
