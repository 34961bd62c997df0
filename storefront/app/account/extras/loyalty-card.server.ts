import { switchesFor } from '@shop/markets';
import { data } from 'react-router';
import type { ShopRequest } from '../../shop/shop-context';
import { accountCall } from './account-call.server';

export interface LoyaltyCard {
  readonly number: string;
  readonly holder: string;
}

/**
 * The loyalty card page. Reading pinned: a market without a card (markets' loyaltyCard: all but
 * SK) has no such page, a 404 like any unknown account page, and its account navigation has no link.
 */
export async function loadLoyaltyCard(shop: ShopRequest): Promise<LoyaltyCard> {
  if (!switchesFor(shop.country).loyaltyCard) throw data(null, { status: 404 });
  return (await accountCall<{ card: LoyaltyCard }>(shop, 'getLoyaltyCard')).card;
}
