import { Injectable, Logger } from '@nestjs/common';
import type { BaseAddress } from '@commercetools/platform-sdk';
import { isCountryCode, normaliseVatId, paysNetPrices } from '@shop/domain';
import { shopVatIdFor } from '@shop/markets';
import type { MarketContext } from '../../api/call-context.js';
import { CachedStores } from '../../stores/cached-stores.js';
import { VatService } from '../../vat/vat.service.js';

/**
 * Whether a billing address earns NET prices (domain's paysNetPrices): decided from the shop's
 * OWN validation of the address's VAT number (the vat module, cached a day), never from what a
 * client says about it. Anything that stops the check (validation off in the store, a validator
 * down) means GROSS: the shopper may still buy and claim the tax back (spec 2 §8).
 */
@Injectable()
export class NetPriceDecision {
  private readonly logger = new Logger(NetPriceDecision.name);

  constructor(
    private readonly stores: CachedStores,
    private readonly vat: VatService,
  ) {}

  async paysNet(address: BaseAddress, market: MarketContext): Promise<boolean> {
    const vatNumber = address.fax?.trim() ?? '';
    const company = (address.company?.trim() ?? '') !== '';
    if (!company || vatNumber === '' || !isCountryCode(address.country)) return false;
    const store = await this.stores.byKey(market.storeKey);
    const fields = (store?.custom?.fields ?? {}) as Record<string, unknown>;
    const taxRateChangeEnabled = fields['change_tax_rate_enabled'] === true && fields['vat_validation_enabled'] === true;
    const checked = normaliseVatId(market.country, vatNumber);
    if (!taxRateChangeEnabled || !checked.ok) return false;
    const buyer = { taxRateChangeEnabled, shopVatId: shopVatIdFor(market.country), buyerVatId: checked.requestId, company, billingCountry: address.country };
    // Asked only when the answer could matter: an own-country number never pays NET.
    if (!paysNetPrices({ ...buyer, vatIdValid: true })) return false;
    try {
      const answer = await this.vat.validate({ country: market.country, storeKey: market.storeKey }, vatNumber);
      return paysNetPrices({ ...buyer, vatIdValid: answer.valid });
    } catch (error) {
      this.logger.warn(`VAT validation for NET prices failed, the cart stays GROSS: ${(error as Error).message}`);
      return false;
    }
  }
}
