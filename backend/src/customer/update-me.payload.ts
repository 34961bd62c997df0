import { ArrayMaxSize, IsArray, IsObject, IsOptional, IsString } from 'class-validator';
import { IsVersion } from '../api/version-field.js';

/**
 * Part 0 of updateMe (spec 2 §7: version, actions, storeKey). Each action is checked against the
 * editable profile fields by profile-actions.ts, which names the offending action.
 */
export class UpdateMePayload {
  @IsVersion()
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
