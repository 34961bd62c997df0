/** Keys of the resources the shop's code names (parcel is the default shipping method, spec 2 §9). */
export const TAX_CATEGORY_KEYS = { standard: 'standard' } as const;

export const SHIPPING_METHOD_KEYS = { parcel: 'parcel', freight: 'freight' } as const;
