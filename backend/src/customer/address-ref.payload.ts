import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The address a remove or set-default call is about. The id is optional here only so that its
 * absence gets the spec's own message ('Address ID is required to set default billing address.')
 * from the handler rather than the generic one.
 */
export class AddressRefPayload {
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(256) id?: string;
}
