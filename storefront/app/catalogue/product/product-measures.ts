import { formatDecimal, formatUnit, type NumberConventions } from '@shop/domain';
import { keepQuantitiesTogether } from '../../i18n/quantities';
import type { Dimensions } from './product-view';

// Through domain's formatter, so the product page (server and browser) and the comparison write the
// same text; on one line, as every quantity the storefront writes.

/** "162 × 83 × 163 cm" in the locale's digits and unit. */
export const formatDimensions = (value: Dimensions, numbers: NumberConventions): string =>
  keepQuantitiesTogether(
    `${formatDecimal(value[0], numbers, { maximumFractionDigits: 1 })} × ${formatDecimal(value[1], numbers, { maximumFractionDigits: 1 })} × ${formatUnit(value[2], 'centimeter', numbers)}`,
  );

export const formatKilograms = (value: number, numbers: NumberConventions): string => keepQuantitiesTogether(formatUnit(value, 'kilogram', numbers));
