import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Part 1 of applyCartCoupon: the discount code as the shopper typed it. */
export class ApplyCartCouponPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  code!: string;
}
