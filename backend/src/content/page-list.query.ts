import { LOCALE_CODES, type LocaleCode } from '@shop/markets';
import { IsIn, IsOptional } from 'class-validator';

/** `?locale=lt-LT`: one languageAndCountry; without it, every locale the shop serves. */
export class PageListQuery {
  @IsOptional()
  @IsIn(LOCALE_CODES, { message: `locale must be a languageAndCountry the shop serves (${LOCALE_CODES[0]}, …)` })
  locale?: LocaleCode;
}
