// The address errors of spec 2 §8, worded exactly as the spec gives them, and our analogues for
// the calls the spec does not word.

export const UPDATED_ADDRESS_NEEDS_ID = 'Updated address must include an "id" field.';

export const DEFAULT_BILLING_NEEDS_ID = 'Address ID is required to set default billing address.';
export const DEFAULT_SHIPPING_NEEDS_ID = 'Address ID is required to set default shipping address.';

export const REMOVED_ADDRESS_NEEDS_ID = 'Address ID is required to remove an address.';
