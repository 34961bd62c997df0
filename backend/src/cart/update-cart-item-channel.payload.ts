import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ExactlyOneOf } from '../api/exactly-one-of.js';
import { HasExactlyOneOf } from './has-exactly-one-of.js';

/** A channel by key or id (commercetools' ChannelResourceIdentifier). */
export class ChannelIdentifierPayload {
  @IsOptional()
  @IsIn(['channel'])
  typeId?: 'channel';

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  key?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  id?: string;
}

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

  @IsOptional()
  @ValidateNested()
  @Type(() => ChannelIdentifierPayload)
  @HasExactlyOneOf(['key', 'id'])
  supplyChannel?: ChannelIdentifierPayload | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => ChannelIdentifierPayload)
  @HasExactlyOneOf(['key', 'id'])
  distributionChannel?: ChannelIdentifierPayload | null;
}
