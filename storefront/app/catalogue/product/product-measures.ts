import { formatDecimal, formatUnit } from '@shop/domain';
import { keepQuantitiesTogether } from '../../i18n/quantities';
import type { Dimensions } from './product-view';

// Through domain's formatter, so the product page (server and browser) and the comparison write the
// same text; on one line, as every quantity the storefront writes.

/** "162 × 83 × 163 cm" in the locale's digits and unit. */
export const formatDimensions = (value: Dimensions, locale: string): string =>
  keepQuantitiesTogether(
    `${formatDecimal(value[0], locale, { maximumFractionDigits: 1 })} × ${formatDecimal(value[1], locale, { maximumFractionDigits: 1 })} × ${formatUnit(value[2], 'centimeter', locale)}`,
  );

export const formatKilograms = (value: number, locale: string): string => keepQuantitiesTogether(formatUnit(value, 'kilogram', locale));
