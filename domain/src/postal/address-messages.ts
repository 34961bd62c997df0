// Address error texts of spec 2 §8, worded exactly as the spec gives them.

export const BILLING_POSTAL_CODE_MESSAGE = 'Postal code is incorrect in billing address';

const SHIPPING_POSTAL_CODE_PREFIX = 'Postal code is incorrect in shipping address: ';

/**
 * Stands in for the address when it cannot be written as JSON (spec 2 §8 says "or an
 * unconvertible note" without giving the text; this wording is ours).
 */
export const UNCONVERTIBLE_ADDRESS_NOTE = '[address could not be converted to JSON]';

export const billingPostalCodeMessage = (): string => BILLING_POSTAL_CODE_MESSAGE;

/** The shipping message carries the address so support can see what was sent. */
export function shippingPostalCodeMessage(address: unknown): string {
  return SHIPPING_POSTAL_CODE_PREFIX + addressAsJson(address);
}

function addressAsJson(address: unknown): string {
  try {
    // JSON.stringify throws on cycles and BigInt, and returns undefined for undefined or a function.
    const json: string | undefined = JSON.stringify(address);
    return json ?? UNCONVERTIBLE_ADDRESS_NOTE;
  } catch {
    return UNCONVERTIBLE_ADDRESS_NOTE;
  }
}
