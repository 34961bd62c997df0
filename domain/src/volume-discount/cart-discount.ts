// Only the fields of a commercetools cart discount that volume discounts read (spec 2 §3 cart
// discount and volume discount entities); anything richer from the platform fits structurally.

export interface RelativeDiscountValue {
  readonly type: 'relative';
  readonly permyriad: number;
}

export interface LineItemsTarget {
  readonly type: 'lineItems';
  readonly predicate: string;
}

export interface VolumeCartDiscount {
  readonly id: string;
  readonly key?: string;
  readonly isActive: boolean;
  /** commercetools sends a decimal string between 0 and 1, e.g. '0.5'. */
  readonly sortOrder: string;
  /** Empty or absent: valid in every store. */
  readonly stores?: readonly { readonly key: string }[];
  readonly value: RelativeDiscountValue | { readonly type: string };
  readonly target?: LineItemsTarget | { readonly type: string };
  /** Given directly when the query projects it… */
  readonly volumeDiscountGroup?: string;
  /** …or as the platform stores it, in the discount's custom fields. */
  readonly custom?: { readonly fields?: { readonly volumeDiscountGroup?: string } };
}
