import type { BackendCart } from '../../cart/shape-cart';
import type { Localized, PricedDocument } from '../../cart/summary/priced-document';

/**
 * What the checkout reads of the backend's cart and order beyond their lines and totals (those are
 * every priced document's: app/cart/summary/priced-document.ts): addresses, e-mail, payments and
 * the order's number and date (commercetools shapes, spec 2 §3).
 */
export interface CommerceAddress {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly company?: string;
  readonly department?: string;
  readonly streetName?: string;
  readonly streetNumber?: string;
  readonly additionalStreetInfo?: string;
  /** What the addresses step saves as "additional info". */
  readonly additionalAddressInfo?: string;
  readonly postalCode?: string;
  readonly city?: string;
  readonly country?: string;
  readonly phone?: string;
  readonly email?: string;
}

/** Addresses and e-mail: a cart gets them on the addresses step, the order keeps them. */
interface Addressed {
  readonly shippingAddress?: CommerceAddress;
  readonly billingAddress?: CommerceAddress;
  readonly customerEmail?: string;
}

export interface CommerceCart extends BackendCart, Addressed {
  readonly paymentInfo?: { readonly payments: readonly { readonly id: string }[] };
}

export interface CommercePayment {
  readonly id: string;
  readonly obj?: {
    readonly paymentMethodInfo?: { readonly method?: string; readonly paymentInterface?: string; readonly name?: Localized };
    /** An Adyen payment's fields (type key `adyen-payment`): merchantReference, cartId, a Multibanco voucher's parts. */
    readonly custom?: { readonly fields?: Readonly<Record<string, unknown>> };
  };
}

export interface CommerceOrder extends PricedDocument, Addressed {
  readonly orderNumber?: string;
  readonly createdAt: string;
  readonly paymentInfo?: { readonly payments: readonly CommercePayment[] };
}
