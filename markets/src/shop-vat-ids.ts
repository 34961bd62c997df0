import type { CountryCode } from '@shop/domain';

/**
 * The shop's own VAT ID per market (spec 2 §7: UstId_1 of the VAT call, the requester the
 * validator is asked on behalf of). DEMO VALUES: well-formed numbers in each country's national
 * format, not the registration of a real company; production replaces them with the shop's own.
 * Written with the validator's prefix (EL for Greece, CHE for Switzerland), as domain's VAT rules.
 */
export const SHOP_VAT_IDS: Readonly<Record<CountryCode, string>> = {
  AT: 'ATU12345675',
  BE: 'BE0123456749',
  BG: 'BG123456786',
  CH: 'CHE123456788',
  CZ: 'CZ12345679',
  DE: 'DE123456788',
  DK: 'DK12345674',
  ES: 'ESB12345674',
  FI: 'FI12345671',
  FR: 'FR44123456782',
  GB: 'GB123456782',
  GR: 'EL123456783',
  HR: 'HR12345678903',
  HU: 'HU12345676',
  IE: 'IE1234567FA',
  IT: 'IT12345678903',
  LT: 'LT123456715',
  NL: 'NL123456782B01',
  NO: 'NO123456785',
  PL: 'PL1234567883',
  PT: 'PT123456789',
  RO: 'RO1234567',
  SE: 'SE123456789701',
  SI: 'SI12345679',
  SK: 'SK2020123453',
};

export const shopVatIdFor = (code: CountryCode): string => SHOP_VAT_IDS[code];
