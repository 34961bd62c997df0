import { ArrayMaxSize, IsArray, IsInt, IsObject, IsOptional, IsString, Min } from 'class-validator';

/**
 * Part 0 of updateMe (spec 2 §7: version, actions, storeKey). Each action is checked against the
 * editable profile fields by profile-actions.ts, which names the offending action.
 */
export class UpdateMePayload {
  @IsInt()
  @Min(1)
  version!: number;

  @IsArray()
  @ArrayMaxSize(20)
  @IsObject({ each: true })
  actions!: Record<string, unknown>[];

  /** Optional; when sent it must be the market's store (the host decides the store). */
  @IsOptional()
  @IsString()
  storeKey?: string;
}
