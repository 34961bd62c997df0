import { IsInt, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { ChannelIdentifierPayload, LineChannel } from './channel-identifier.payload.js';

/**
 * Part 1 of addToCart (spec 2 §7: product, quantity, supplyChannel, distributionChannel): the SKU,
 * how many to add (capped by stock and the cart maximum) and the line's channels, each a channel
 * of the store by key or id, or null for none.
 */
export class AddToCartPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  sku!: string;

  @IsInt()
  @Min(1)
  quantity!: number;

  @LineChannel()
  supplyChannel?: ChannelIdentifierPayload | null;

  @LineChannel()
  distributionChannel?: ChannelIdentifierPayload | null;
}
