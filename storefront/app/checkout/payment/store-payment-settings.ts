import { codFeeFromCustomField, codFeeInCurrency, FRACTION_DIGITS, isCurrencyCode, type CurrencyCode, type Money } from '@shop/domain';

/** Bank transfer data (spec 2 §3 'Payment data'), from the store's custom fields. */
export interface BankDetails {
  readonly bic: string;
  readonly accountOwner: string;
  readonly institute: string;
  readonly iban: string;
}

/** The store custom fields the backend's store schema names (backend/src/commerce/schema STORE_FIELDS). */
const FIELD = { bic: 'BIC', accountOwner: 'accountOwner', institute: 'institute', iban: 'IBAN', codFeeTitle: 'codFeeTitle', codFee: 'codFee' } as const;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** All four, or none: half a bank account is no use to a shopper paying into it. */
export function bankDetailsOf(fields: Readonly<Record<string, unknown>>): BankDetails | undefined {
  const bic = text(fields[FIELD.bic]);
  const accountOwner = text(fields[FIELD.accountOwner]);
  const institute = text(fields[FIELD.institute]);
  const iban = text(fields[FIELD.iban]);
  return bic && accountOwner && institute && iban ? { bic, accountOwner, institute, iban } : undefined;
}

/** The store's COD fee in the cart's currency (domain: none in another currency or when unset). */
export function codFeeOf(fields: Readonly<Record<string, unknown>>, currency: CurrencyCode): Money {
  const raw = fields[FIELD.codFee];
  let fee: Money | undefined;
  if (raw && typeof raw === 'object') {
    const { centAmount, currencyCode, fractionDigits } = raw as { centAmount?: unknown; currencyCode?: unknown; fractionDigits?: unknown };
    if (typeof centAmount === 'number' && isCurrencyCode(currencyCode)) {
      try {
        fee = codFeeFromCustomField({ centAmount, currencyCode, fractionDigits: typeof fractionDigits === 'number' ? fractionDigits : FRACTION_DIGITS[currencyCode] });
      } catch {
        fee = undefined;
      }
    }
  }
  return codFeeInCurrency(fee, currency);
}

/** The fee line's title in the market's language (else English, else any), as the backend names the line. */
export function codFeeTitleOf(fields: Readonly<Record<string, unknown>>, language: string): string | undefined {
  const title = fields[FIELD.codFeeTitle];
  if (!title || typeof title !== 'object') return undefined;
  const byLanguage = title as Record<string, unknown>;
  return text(byLanguage[language]) ?? text(byLanguage['en']) ?? Object.values(byLanguage).map(text).find(Boolean);
}
