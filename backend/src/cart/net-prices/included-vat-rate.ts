import { Inject, Injectable } from '@nestjs/common';
import type { Cart, TaxRate } from '@commercetools/platform-sdk';
import { isCountryCode, isCurrencyCode, isLanguageCode, vatRatePercent } from '@shop/domain';
import { COMMERCE_PORT, type CommercePort } from '../../commerce/port/commerce-port.js';
import { taxCountryOf } from './reverse-charge-rate.js';

/** The percent a rate puts into the price: its amount × 100 when included in the price, else none. */
export const includedPercent = (rate: Pick<TaxRate, 'amount' | 'includedInPrice'>): number =>
  (rate.includedInPrice ? vatRatePercent(rate.amount) : 0);

/**
 * The VAT percent the platform's prices of a cart include (issue 20, NET prices): the rate of
 * its products' tax category for the country the cart is taxed in, read from the platform (the
 * product with its tax category expanded, as the product page reads it), not from the seed, so
 * the net follows whatever rate the project holds. Every product, the shipping methods and the
 * COD fee share the shop's one 'standard' category (seed/taxes.ts), so the first line's product
 * stands for all. Undefined when no line's product names a rate for the country.
 */
@Injectable()
export class IncludedVatRate {
  constructor(@Inject(COMMERCE_PORT) private readonly commerce: CommercePort) {}

  async of(cart: Cart): Promise<number | undefined> {
    const country = taxCountryOf(cart);
    const currency = cart.totalPrice.currencyCode;
    const language = (cart.locale ?? 'en').slice(0, 2);
    if (!isCountryCode(country) || !isCurrencyCode(currency)) return undefined;
    const context = { country, currency, storeKey: cart.store?.key ?? '', languages: isLanguageCode(language) ? [language] : [] };
    for (const productId of new Set(cart.lineItems.map((line) => line.productId))) {
      const product = await this.commerce.catalogue.productById(productId, context);
      const rate = product?.taxCategory?.obj?.rates.find((candidate) => candidate.country === country);
      if (rate) return includedPercent(rate);
    }
    return undefined;
  }
}
