import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsVersion } from '../api/version-field.js';

/** The cart a change is about, with the version the shopper last saw (every change carries both). */
export class CartRefPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  id!: string;

  @IsVersion()
  version!: number;
}
