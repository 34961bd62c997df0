import { IsString, IsNotEmpty } from 'class-validator';

/** spec 2 §7 "shipping methods by cart | cartId | list". */
export class ShippingMethodsForCartPayload {
  @IsString()
  @IsNotEmpty()
  cartId!: string;
}
