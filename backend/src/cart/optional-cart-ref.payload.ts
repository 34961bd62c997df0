import { IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsVersion } from '../api/version-field.js';

/**
 * Part 0 of addToCart: the cart when the shopper has one, `{}` before the first add (the cart is
 * then created). id and version come together: one without the other is refused.
 */
export class OptionalCartRefPayload {
  @ValidateIf((ref: OptionalCartRefPayload) => ref.id !== undefined || ref.version !== undefined)
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  id?: string;

  @ValidateIf((ref: OptionalCartRefPayload) => ref.id !== undefined || ref.version !== undefined)
  @IsVersion()
  version?: number;
}
