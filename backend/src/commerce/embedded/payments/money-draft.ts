import type { CentPrecisionMoney, _Money } from '@commercetools/platform-sdk';
import { toTypedMoney } from '../catalogue/typed-money.js';

/**
 * Payment amounts arrive as any money draft (plain Money, or a typed draft that may carry
 * fractionDigits) and are stored as cent-precision money with fractionDigits, like every amount
 * the engine stores; an unknown currency or a fractional centAmount is refused as InvalidField.
 */
export const moneyFromDraft = (draft: _Money): CentPrecisionMoney =>
  toTypedMoney(draft as { centAmount: number; currencyCode: string; fractionDigits?: number });
