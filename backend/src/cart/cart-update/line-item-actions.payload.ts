import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { TYPE_KEYS } from '../../commerce/schema/index.js';
import { ChannelIdentifierPayload, LineChannel } from '../channel-identifier.payload.js';
import { CartActionPayload } from './cart-action.payload.js';

class LineItemTypePayload {
  @IsOptional()
  @IsIn(['type'])
  typeId?: 'type';

  @IsIn([TYPE_KEYS.lineItem])
  key!: string;
}

class LineItemFieldsPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  parentSku!: string;
}

/** The line item custom fields a client may send: only the parent SKU an extra guarantee covers. */
class LineItemCustomPayload {
  @IsDefined()
  @ValidateNested()
  @Type(() => LineItemTypePayload)
  type!: LineItemTypePayload;

  @IsDefined()
  @ValidateNested()
  @Type(() => LineItemFieldsPayload)
  fields!: LineItemFieldsPayload;
}

/**
 * Adds a SKU (capped by stock and the cart maximum), optionally on a supply and distribution
 * channel of the store, or with `custom.fields.parentSku` an extra guarantee for that line: its
 * quantity and price are then the server's.
 */
export class AddLineItemAction extends CartActionPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  sku!: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  quantity?: number;

  @IsOptional()
  @ValidateNested()
  @Type(() => LineItemCustomPayload)
  custom?: LineItemCustomPayload;

  @LineChannel()
  supplyChannel?: ChannelIdentifierPayload | null;

  @LineChannel()
  distributionChannel?: ChannelIdentifierPayload | null;
}

/** Removes the line, or `quantity` of it. */
export class RemoveLineItemAction extends CartActionPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  lineItemId!: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  quantity?: number;
}

/** Sets the line's quantity (raising it is capped like an add); 0 removes it. */
export class ChangeLineItemQuantityAction extends CartActionPayload {
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  lineItemId!: string;

  @IsInt()
  @Min(0)
  quantity!: number;
}
