import type { Types } from '@adyen/api-library';
import { METHOD_TYPES } from './payment-method-types.js';

type PaymentMethod = Types.checkout.PaymentMethod;

// Where Adyen offers each local method, with the currency it takes there (Adyen's payment method
// pages: countries and currencies).
const EUR = 'EUR';
const KLARNA: Readonly<Record<string, string>> = {
  AT: EUR, BE: EUR, CH: 'CHF', CZ: 'CZK', DE: EUR, DK: 'DKK', ES: EUR, FI: EUR, FR: EUR, GB: 'GBP', GR: EUR,
  HU: 'HUF', IE: EUR, IT: EUR, NL: EUR, NO: 'NOK', PL: 'PLN', PT: EUR, RO: 'RON', SE: 'SEK', SK: EUR,
};
const KLARNA_B2B: Readonly<Record<string, string>> = { AT: EUR, DE: EUR, DK: 'DKK', FI: EUR, NL: EUR, NO: 'NOK', SE: 'SEK' };
const LOCAL: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ideal: { NL: EUR },
  multibanco: { PT: EUR },
  twint: { CH: 'CHF' },
  mobilepay: { DK: 'DKK', FI: EUR },
  onlineBanking_PL: { PL: 'PLN' },
  ratepay: { AT: EUR, CH: 'CHF', DE: EUR, NL: EUR },
  klarna: KLARNA,
  klarna_account: KLARNA,
  klarna_b2b: KLARNA_B2B,
};
// PayPal does not take every currency: of the shop's, not RON and not BGN.
const PAYPAL_CURRENCIES = ['AUD', 'CAD', 'CHF', 'CZK', 'DKK', 'EUR', 'GBP', 'HUF', 'NOK', 'PLN', 'SEK', 'USD'];

const POLISH_BANKS = [
  { id: '73', name: 'BLIK', disabled: false },
  { id: '81', name: 'Idea Cloud', disabled: false },
  { id: '68', name: 'mRaty', disabled: false },
];

function entry(type: string, merchantAccount: string, countryCode: string | undefined): PaymentMethod {
  const name = METHOD_TYPES[type]!.name;
  switch (type) {
    case 'scheme':
      return { type, name, brands: countryCode === 'FR' ? ['visa', 'mc', 'amex', 'maestro', 'cartebancaire'] : ['visa', 'mc', 'amex', 'maestro'] };
    case 'paypal':
      return { type, name, configuration: { merchantId: 'FAKEPAYPALMERCHANTID', intent: 'capture' } };
    case 'applepay':
      return { type, name, configuration: { merchantId: '000000000000001', merchantName: merchantAccount } };
    case 'googlepay':
      return { type, name, configuration: { merchantId: 'BCR2DN4TFAKEGOOGLE', gatewayMerchantId: merchantAccount } };
    case 'onlineBanking_PL':
      return { type, name, issuers: POLISH_BANKS };
    default:
      return { type, name };
  }
}

/**
 * Adyen's /paymentMethods answer for a country and currency: cards and wallets broadly, PayPal in
 * its currencies, each local method only in its countries with their currency. Without a country
 * or an amount, only the methods that need neither.
 */
export function paymentMethodsFor(merchantAccount: string, countryCode?: string, currency?: string): PaymentMethod[] {
  const types = ['scheme'];
  if (currency === undefined || PAYPAL_CURRENCIES.includes(currency)) types.push('paypal');
  if (countryCode !== undefined && currency !== undefined) {
    for (const [type, where] of Object.entries(LOCAL)) if (where[countryCode] === currency) types.push(type);
  }
  types.push('applepay', 'googlepay');
  return types.map((type) => entry(type, merchantAccount, countryCode));
}
