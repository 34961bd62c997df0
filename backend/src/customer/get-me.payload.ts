import { IsBoolean, IsOptional } from 'class-validator';

/** Part 0 of getMe: `{}` for the basic answer (active cart), `{ full: true }` adds the customer. */
export class GetMePayload {
  @IsOptional()
  @IsBoolean()
  full?: boolean;
}
