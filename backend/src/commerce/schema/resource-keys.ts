/** Keys of the resources the shop's code names (parcel is the default shipping method, spec 2 §9). */
export const TAX_CATEGORY_KEYS = { standard: 'standard' } as const;

export const SHIPPING_METHOD_KEYS = { parcel: 'parcel', freight: 'freight' } as const;

/**
 * The cart classification (shippingRateInput key) of a NET cart: each shipping rate has a
 * CartClassification tier of this value with the rate's price net of the zone's VAT (issue 20).
 */
export const NET_SHIPPING_CLASSIFICATION = 'net';
