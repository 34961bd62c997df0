import { applyDecorators } from '@nestjs/common';
import type { ChannelResourceIdentifier } from '@commercetools/platform-sdk';
import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
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

/** The platform's identifier of a channel given by id or by key (validation lets exactly one through). */
export const channelIdentifier = ({ key, id }: ChannelIdentifierPayload): ChannelResourceIdentifier =>
  id !== undefined ? { typeId: 'channel', id } : { typeId: 'channel', key: key! };

/** A line's supply or distribution channel in a payload: by key or id; null (or left out) for none. */
export const LineChannel = (): PropertyDecorator =>
  applyDecorators(IsOptional(), ValidateNested(), Type(() => ChannelIdentifierPayload), HasExactlyOneOf(['key', 'id']));

/** The channels of a line to add, as the platform's addLineItem takes them (null and absent alike: none). */
export function lineChannels(line: { supplyChannel?: ChannelIdentifierPayload | null; distributionChannel?: ChannelIdentifierPayload | null }) {
  return {
    ...(line.supplyChannel ? { supplyChannel: channelIdentifier(line.supplyChannel) } : {}),
    ...(line.distributionChannel ? { distributionChannel: channelIdentifier(line.distributionChannel) } : {}),
  };
}
