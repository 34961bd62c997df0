import type { CountryCode } from '../market/codes.js';
import { VAT_ID_RULES } from './id-rules.js';

/** The country a VAT ID (prefix + number, as normaliseVatId's requestId) belongs to: EL → GR, CHE → CH. */
export function vatIdCountry(requestId: string): CountryCode | undefined {
  const byLongestPrefix = Object.entries(VAT_ID_RULES).sort(([, a], [, b]) => b.prefix.length - a.prefix.length);
  const found = byLongestPrefix.find(([, rule]) => requestId.toUpperCase().startsWith(rule.prefix));
  return found?.[0] as CountryCode | undefined;
}

export interface NetPriceOffer {
  /** The store's change_tax_rate_enabled switch. */
  readonly taxRateChangeEnabled: boolean;
  /** The shop's own VAT ID in the market (markets' SHOP_VAT_IDS), with its prefix. */
  readonly shopVatId: string;
  /** The buyer's VAT ID, prefix + number (normaliseVatId's requestId). */
  readonly buyerVatId: string;
}

/**
 * Whether a NET invoice is on offer for this VAT ID at all, before it is validated. PINNED
 * READING (issue 20, spec 2 §4/§8 do not say who gets NET): NET prices are the intra-community
 * reverse charge, which applies only to a supply to a company registered in ANOTHER member state
 * than the seller. So a company whose VAT ID is of the shop's own registration country (the
 * German registration in EU markets: a German company) pays gross like a private buyer, and
 * stores outside the EU have the switch off (markets' store-features). Nothing in the spec says
 * otherwise: it only makes the switch per store.
 */
export function netPriceOffered(offer: NetPriceOffer): boolean {
  if (!offer.taxRateChangeEnabled) return false;
  const buyer = vatIdCountry(offer.buyerVatId);
  return buyer !== undefined && buyer !== vatIdCountry(offer.shopVatId);
}

export interface NetPriceBuyer extends NetPriceOffer {
  /** The billing address is a company's (client type COMPANY: a company name is given). */
  readonly company: boolean;
  /** The billing address's country. */
  readonly billingCountry: CountryCode;
  /** The shop's OWN validation of buyerVatId said valid (never the client's claim). */
  readonly vatIdValid: boolean;
}

/**
 * Which buyer pays NET (pinned reading, see netPriceOffered): a company, with a VAT ID the shop
 * itself found valid, of the billing address's country, in a store that changes the tax rate,
 * where that country is not the shop's own registration country. Everyone else pays GROSS.
 */
export const paysNetPrices = (buyer: NetPriceBuyer): boolean =>
  buyer.company && buyer.vatIdValid && vatIdCountry(buyer.buyerVatId) === buyer.billingCountry && netPriceOffered(buyer);
