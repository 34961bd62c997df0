import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MAX_SOURCE_URL_LENGTH } from './source-path.js';

/** `?sourceUrl=/old-path/`: the URL the shopper asked for, as the storefront received it. */
export class SeoRedirectionQuery {
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_SOURCE_URL_LENGTH)
  sourceUrl!: string;
}
