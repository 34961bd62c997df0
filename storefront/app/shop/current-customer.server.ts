import { BackendError, type BackendClient } from './backend.server';
import type { ShopRequest } from './shop-context';

/** What the pages read of the signed-in customer. */
export interface CurrentCustomer {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
}

interface MeAnswer {
  readonly me: { readonly customer?: CurrentCustomer };
}

// One answer per request: the shell (account menu) and the addresses step (prefill) both want it.
const asked = new WeakMap<BackendClient, Promise<CurrentCustomer | undefined>>();

/** The session's customer (getMe), or undefined for a guest (401) or when the call fails (logged): nothing depends on it but what is shown. */
export function currentCustomer(shop: ShopRequest): Promise<CurrentCustomer | undefined> {
  let answer = asked.get(shop.backend);
  if (!answer) {
    answer = shop.backend.call<MeAnswer>('getMe', [{ full: true }]).then(
      (result) => result.me.customer,
      (error: unknown) => {
        if (!(error instanceof BackendError && error.status === 401)) console.warn(`getMe failed: ${(error as Error).message}`);
        return undefined;
      },
    );
    asked.set(shop.backend, answer);
  }
  return answer;
}
