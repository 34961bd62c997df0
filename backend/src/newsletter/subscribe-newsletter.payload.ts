import { IsString, MaxLength } from 'class-validator';
import { IsShopEmail } from '../api/shop-form-rules.js';

/** Part 0 of subscribeNewsletter: the e-mail a guest typed into the footer's sign-up. */
export class SubscribeNewsletterPayload {
  @IsString()
  @MaxLength(254)
  @IsShopEmail()
  email!: string;
}
