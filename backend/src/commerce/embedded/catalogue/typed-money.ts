import type { CentPrecisionMoney } from '@commercetools/platform-sdk';
import { FRACTION_DIGITS, isCurrencyCode } from '@shop/domain';
import { invalidInput } from '../../port/commerce-error.js';

/** commercetools money drafts omit fractionDigits; stored money always carries it. */
export function toTypedMoney(draft: { centAmount: number; currencyCode: string; fractionDigits?: number }): CentPrecisionMoney {
  if (!isCurrencyCode(draft.currencyCode)) {
    throw invalidInput(`'${draft.currencyCode}' is not a valid currency code.`, 'InvalidField', { field: 'currencyCode', invalidValue: draft.currencyCode });
  }
  if (!Number.isSafeInteger(draft.centAmount)) {
    throw invalidInput(`centAmount must be an integer, got ${draft.centAmount}.`, 'InvalidField', { field: 'centAmount', invalidValue: draft.centAmount });
  }
  return {
    type: 'centPrecision',
    centAmount: draft.centAmount,
    currencyCode: draft.currencyCode,
    fractionDigits: draft.fractionDigits ?? FRACTION_DIGITS[draft.currencyCode],
  };
}
