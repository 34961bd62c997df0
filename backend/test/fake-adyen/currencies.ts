/**
 * Decimals of the currencies Adyen accepts, from Adyen's "Currency codes and minor units" page:
 * most have 2, these have 0 or 3. Adyen's table is leading where it differs from ISO 4217
 * (ISK and CLP have 2 at Adyen; CVE and IDR have 0). HUF and CZK have 2.
 */
const ZERO_DECIMALS = ['BIF', 'CVE', 'DJF', 'GNF', 'IDR', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'];
const THREE_DECIMALS = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'];
const TWO_DECIMALS = [
  'AED', 'ALL', 'AMD', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BMD', 'BND', 'BOB', 'BRL', 'BSD',
  'BWP', 'BYN', 'BZD', 'CAD', 'CHF', 'CLP', 'CNH', 'CNY', 'COP', 'CRC', 'CUP', 'CZK', 'DKK', 'DOP', 'DZD', 'EGP', 'ETB',
  'EUR', 'FJD', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GTQ', 'GYD', 'HKD', 'HNL', 'HRK', 'HTG', 'HUF', 'ILS', 'INR', 'ISK',
  'JMD', 'KES', 'KGS', 'KHR', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'MAD', 'MDL', 'MKD', 'MMK', 'MNT', 'MOP',
  'MUR', 'MVR', 'MWK', 'MXN', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR',
  'PLN', 'QAR', 'RON', 'RSD', 'RUB', 'SAR', 'SBD', 'SCR', 'SEK', 'SGD', 'SHP', 'SLL', 'SOS', 'STN', 'SZL', 'THB', 'TOP',
  'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'USD', 'UYU', 'UZS', 'VES', 'WST', 'XCD', 'YER', 'ZAR', 'ZMW',
];

const DECIMALS: ReadonlyMap<string, number> = new Map([
  ...ZERO_DECIMALS.map((code) => [code, 0] as const),
  ...TWO_DECIMALS.map((code) => [code, 2] as const),
  ...THREE_DECIMALS.map((code) => [code, 3] as const),
]);

/** The number of decimals Adyen uses for the currency, or undefined for one it does not know. */
export const currencyDecimals = (currency: string): number | undefined => DECIMALS.get(currency);

/** The amount as a person reads it ("EUR 123.45"), for the fake's hosted pages. */
export function formatMinorUnits(currency: string, value: number): string {
  const decimals = currencyDecimals(currency) ?? 2;
  if (decimals === 0) return `${currency} ${value}`;
  const digits = String(Math.abs(value)).padStart(decimals + 1, '0');
  const sign = value < 0 ? '-' : '';
  return `${currency} ${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
