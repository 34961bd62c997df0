import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Part 1 of applyVatId: the billing company and VAT ID as the shopper typed them; an empty vatId removes it. */
export class ApplyVatIdPayload {
  @IsString()
  @MaxLength(50)
  vatId!: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  company?: string;
}
