import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { ExactlyOneOf } from '../api/exactly-one-of.js';

/**
 * Part 0 of getCategory: the category by `slug` (tried in each of `acceptLanguage`, default the
 * market's language), `id` or `key`; `fetchSiblings` answers its parent's children instead
 * (the category itself among them, by orderHint).
 */
@ExactlyOneOf<GetCategoryPayload>('slug', 'id', 'key')
export class GetCategoryPayload {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  slug?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  id?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  key?: string;

  @IsOptional()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(30)
  @Matches(/^[a-z]{2}(-[A-Z]{2})?$/, { each: true, message: 'each value in acceptLanguage must be a language such as sk or sk-SK' })
  acceptLanguage?: string[];

  @IsOptional()
  @IsBoolean()
  fetchSiblings?: boolean;
}
