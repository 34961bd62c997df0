import { COUNTRY_CODES, type CountryCode } from '@shop/domain';

/**
 * The shop's German VAT registration. DEMO VALUE: a well-formed German number, not the
 * registration of a real company; production replaces it with the shop's own.
 */
const GERMAN_REGISTRATION = 'DE123456788';

/**
 * Local registrations where the EU's system does not reach (DEMO VALUES in the national
 * formats, as above): the Swiss UID, the British and the Norwegian VAT numbers.
 */
const NON_EU_REGISTRATIONS: Partial<Record<CountryCode, string>> = { CH: 'CHE123456788', GB: 'GB123456782', NO: 'NO123456785' };

/**
 * The shop's own VAT ID per market (spec 2 §7: UstId_1 of the VAT call, the requester the
 * validator is asked on behalf of), written with the validator's prefix as domain's VAT rules.
 * Reading chosen: the shop is a German company selling into every EU market from its German
 * registration, so UstId_1 is the German ID in every EU market. That is what the spec's
 * validator needs: BZSt's eVatR (UstId_1/UstId_2, ErrorCode) only takes a German requester, and
 * a German requester's VIES check yields the consultation number the German tax office accepts.
 * Outside the EU the shop holds a local registration.
 */
export const SHOP_VAT_IDS: Readonly<Record<CountryCode, string>> = Object.fromEntries(
  COUNTRY_CODES.map((code) => [code, NON_EU_REGISTRATIONS[code] ?? GERMAN_REGISTRATION]),
) as Record<CountryCode, string>;

export const shopVatIdFor = (code: CountryCode): string => SHOP_VAT_IDS[code];
