import type { ShopRequest } from '../../shop/shop-context';
import { guaranteeOffersFor, type GuaranteeCartLine, type GuaranteeOffers } from './guarantee-offers';
import { loadGuarantees } from './guarantee-products.server';

export interface GuaranteeOfferOptions {
  /** Spec 2 §2/§4: nothing is offered on the payment page. */
  readonly isPaymentPage?: boolean;
}

/**
 * What the cart loader calls for the extra-guarantee offer of every line (spec 2 §4): the
 * guarantees each line may still get, priced. The list failing to load offers none: the cart is
 * still shown, the failure is logged. The store switch sale_of_additional_guarantee_enabled is
 * read where the offer shows (the shell's switches, overrides included); the backend refuses a
 * guarantee in a store that does not sell them either way.
 */
export async function guaranteeOffers(
  shop: Pick<ShopRequest, 'backend' | 'storeKey' | 'locale' | 'language'>,
  cart: { readonly lineItems?: readonly GuaranteeCartLine[] } | null | undefined,
  { isPaymentPage = false }: GuaranteeOfferOptions = {},
): Promise<GuaranteeOffers> {
  const lines = cart?.lineItems ?? [];
  if (lines.length === 0 || isPaymentPage) return {};
  try {
    const guarantees = await loadGuarantees(shop);
    return guaranteeOffersFor(lines, guarantees, { languageAndCountry: shop.locale, isPaymentPage });
  } catch (error) {
    console.warn(`Extra guarantees could not be offered: ${(error as Error).message}`);
    return {};
  }
}
