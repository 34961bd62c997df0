import type { Cart, Customer } from '@commercetools/platform-sdk';

/** What sign-up and sign-in answer (spec 2 §7 "customer and cart"); cart null when the customer has none. */
export interface SignInResponse {
  readonly customer: Customer;
  readonly cart: Cart | null;
}

/** getMe's answer (spec 2 §7 "me.activeCart (full adds customer)"). */
export interface MeResponse {
  readonly me: { readonly activeCart: Cart | null; readonly customer?: Customer };
}
