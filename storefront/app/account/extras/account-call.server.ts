import { data, redirect } from 'react-router';
import { BackendError } from '../../shop/backend.server';
import { assertRoutable, localHome, requireCustomer } from '../../shop/guards.server';
import type { ShopRequest } from '../../shop/shop-context';

/**
 * An account page's own backend call, after the customer guard (the parent route guards too; the
 * answer is shared per request). A session that ended meanwhile (401) goes to the root as any
 * guest does; any other failure is a 503, never a page that pretends.
 */
export async function accountCall<T>(shop: ShopRequest, method: string, payload: readonly unknown[] = []): Promise<T> {
  assertRoutable(shop);
  await requireCustomer(shop);
  try {
    return await shop.backend.call<T>(method, payload);
  } catch (error) {
    if (error instanceof BackendError && error.status === 401) throw redirect(localHome(shop));
    console.error(`${method} failed on an account page: ${(error as Error).message}`);
    throw data(null, { status: 503 });
  }
}
