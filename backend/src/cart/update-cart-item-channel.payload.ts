import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ExactlyOneOf } from '../api/exactly-one-of.js';
import { ChannelIdentifierPayload, LineChannel } from './channel-identifier.payload.js';

/**
 * Part 1 of updateCartItemChannel: the line (by SKU or line item id) and the channel(s) to set.
 * A channel left out stays as it is; null removes it.
 */
@ExactlyOneOf<UpdateCartItemChannelPayload>('sku', 'lineItemId')
export class UpdateCartItemChannelPayload {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  sku?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  lineItemId?: string;

  @LineChannel()
  supplyChannel?: ChannelIdentifierPayload | null;

  @LineChannel()
  distributionChannel?: ChannelIdentifierPayload | null;
}
