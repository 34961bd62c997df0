import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsShopPassword } from '../api/shop-form-rules.js';

/** Part 0 of customerResetPassword (spec 2 §7: tokenValue, newPassword, storeKey). */
export class ResetPasswordPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(512)
  tokenValue!: string;

  @IsString()
  @MaxLength(128)
  @IsShopPassword()
  newPassword!: string;

  /** Optional; when sent it must be the market's store (the host decides the store). */
  @IsOptional()
  @IsString()
  storeKey?: string;
}
