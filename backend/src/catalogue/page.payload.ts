import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_OFFSET, MAX_PAGE_LIMIT } from './catalogue-limits.js';

/** The paging fields of a payload part; each call supplies its own default limit. */
export class PagePayload {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_LIMIT)
  limit?: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_OFFSET)
  offset?: number;
}
