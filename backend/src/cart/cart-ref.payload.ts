import { IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';

/** The cart a change is about, with the version the shopper last saw (every change carries both). */
export class CartRefPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  id!: string;

  @IsInt()
  @Min(1)
  version!: number;
}
