import { IsString, MaxLength } from 'class-validator';
import { IsShopEmail } from '../api/shop-form-rules.js';

/** Part 0 of requestPasswordReset: the e-mail the shopper typed on /password-reset. */
export class RequestPasswordResetPayload {
  @IsString()
  @MaxLength(254)
  @IsShopEmail()
  email!: string;
}
