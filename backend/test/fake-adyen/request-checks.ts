import { errors, type AdyenError } from './adyen-error.js';
import { currencyDecimals } from './currencies.js';

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

export function checkMerchantAccount(body: Body, merchantAccount: string): AdyenError | undefined {
  return body.merchantAccount === merchantAccount ? undefined : errors.invalidMerchantAccount();
}

/** `{ currency, value }`: a currency Adyen knows and an integer count of its minor units. */
export function checkAmount(amount: unknown, required: boolean): AdyenError | undefined {
  if (amount === undefined) return required ? errors.missingAmount() : undefined;
  if (!isObject(amount)) return errors.invalidAmount();
  const { currency, value } = amount;
  if (typeof currency !== 'string' || currencyDecimals(currency) === undefined) return errors.unsupportedCurrency();
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return errors.invalidAmount();
  const extra = Object.keys(amount).filter((key) => key !== 'currency' && key !== 'value');
  return extra.length > 0 ? errors.invalidField(`amount.${extra[0]}`) : undefined;
}

export function checkReference(reference: unknown, required: boolean): AdyenError | undefined {
  if (reference === undefined || reference === '') return required ? errors.missingReference() : undefined;
  if (typeof reference !== 'string') return errors.invalidField('reference');
  return reference.length > 80 ? errors.referenceTooLong() : undefined;
}

export function checkReturnUrl(returnUrl: unknown): AdyenError | undefined {
  if (returnUrl === undefined || returnUrl === '') return errors.missingReturnUrl();
  if (typeof returnUrl !== 'string' || returnUrl.length > 1024) return errors.invalidReturnUrl();
  if (!URL.canParse(returnUrl)) return errors.invalidReturnUrl();
  const { protocol } = new URL(returnUrl);
  return protocol === 'http:' || protocol === 'https:' ? undefined : errors.invalidReturnUrl();
}

const COUNTRY = /^[A-Z]{2}$/;
// Adyen takes a language and a country joined by '-' or '_' ("nl-NL", "en_US"), or a language.
const LOCALE = /^[a-z]{2,3}(?:[-_][A-Z]{2})?$/;
const CHANNELS = ['iOS', 'Android', 'Web'];

/** The optional fields the shop sends on /paymentMethods and /payments: valid when present. */
export function checkShopperContext(body: Body): AdyenError | undefined {
  if (body.countryCode !== undefined && (typeof body.countryCode !== 'string' || !COUNTRY.test(body.countryCode))) {
    return errors.invalidField('countryCode');
  }
  if (body.shopperLocale !== undefined && (typeof body.shopperLocale !== 'string' || !LOCALE.test(body.shopperLocale))) {
    return errors.invalidField('shopperLocale');
  }
  if (body.channel !== undefined && !CHANNELS.includes(body.channel as string)) return errors.invalidField('channel');
  return undefined;
}

export { isObject };
