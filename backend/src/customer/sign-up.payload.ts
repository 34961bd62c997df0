import { IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LOCALE_CODES, type LocaleCode } from '@shop/markets';
import { IsShopEmail, IsShopPassword } from '../api/shop-form-rules.js';

/**
 * Part 0 of signUp: the registration form (spec 2 §3 Customer, §6). customerType is PRIVATE or
 * COMPANY in any letter case (the storefront writes both spellings); it is stored lower-cased.
 */
export class SignUpPayload {
  @IsString()
  @MaxLength(254)
  @IsShopEmail()
  email!: string;

  // The upper bound keeps a megabyte "password" from tying up scrypt.
  @IsString()
  @MaxLength(128)
  @IsShopPassword()
  password!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  firstName!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  lastName!: string;

  @IsString()
  @Matches(/^(private|company)$/i, { message: '$property must be PRIVATE or COMPANY' })
  customerType!: string;

  @IsOptional()
  @IsString()
  @MaxLength(32)
  vatId?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  companyName?: string;

  /** commercetools' Date: YYYY-MM-DD, a real calendar day. */
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: '$property must be a date YYYY-MM-DD' })
  @IsISO8601({ strict: true })
  dateOfBirth?: string;

  /** A shop locale such as 'sk-SK'; the market's locale when left out. */
  @IsOptional()
  @IsIn(LOCALE_CODES)
  locale?: LocaleCode;
}
