import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** Part 1 of removeCartCoupon: the discount code reference `{ id, typeId: 'discount-code' }` as the cart lists it. */
export class RemoveCartCouponPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  id!: string;

  @IsOptional()
  @IsIn(['discount-code'])
  typeId?: 'discount-code';
}
