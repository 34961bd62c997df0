import { data } from 'react-router';
import { assertRoutable, requireCustomer } from '../shop/guards.server';
import type { ShopRequest } from '../shop/shop-context';

/** What the account pages show of the customer now; the editable profile comes with its issue. */
export interface AccountCustomer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

interface MeAnswer {
  readonly me: { readonly customer?: { readonly firstName?: string; readonly lastName?: string; readonly email?: string } };
}

/** The account area's guard and data: a guest goes to the root, a customer sees who is signed in. */
export async function loadAccount(shop: ShopRequest): Promise<AccountCustomer> {
  assertRoutable(shop);
  await requireCustomer(shop);
  let answer: MeAnswer;
  try {
    answer = await shop.backend.call<MeAnswer>('getMe', [{ full: true }]);
  } catch (error) {
    console.error(`getMe failed on the account page: ${(error as Error).message}`);
    throw data(null, { status: 503 });
  }
  const customer = answer.me.customer;
  return { firstName: customer?.firstName ?? '', lastName: customer?.lastName ?? '', email: customer?.email ?? '' };
}
