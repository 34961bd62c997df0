import { IsArray, IsNotEmpty, IsOptional, IsString, ArrayMaxSize, ArrayNotEmpty } from 'class-validator';
import { ExactlyOneOf } from '../api/exactly-one-of.js';

/** commercetools' query page limit: more ids than one page can answer is refused rather than truncated. */
const MAX_IDS = 500;

/** Part 0 of getStores: the store by key (the storefront sends its market's store key), by id, or several by ids. */
@ExactlyOneOf<GetStoresPayload>('key', 'id', 'ids')
export class GetStoresPayload {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  key?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  id?: string;

  @IsOptional()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_IDS)
  @IsString({ each: true })
  ids?: string[];
}
