/** The backend takes an order id or number of at most 256 characters. */
const MAX_REFERENCE_LENGTH = 256;

/** An order number as the shop writes them: the country, a dash, Crockford base-32 ('SK-7F3K9Q2M4XAB'). */
const ORDER_NUMBER = /^[A-Z]{2}-[0-9A-Z]{4,32}$/;

export type OrderReference = { readonly id: string } | { readonly orderNumber: string };

/**
 * The thank-you page's `order` query parameter (spec 2 §2: built from the order id) as a getOrders
 * look-up: an order number when it reads as one, else an id. Missing, blank or oversized → undefined
 * (the page answers 404, as for an order that is not the shopper's).
 */
export function orderReferenceOf(value: string | null): OrderReference | undefined {
  const reference = value?.trim() ?? '';
  if (reference === '' || reference.length > MAX_REFERENCE_LENGTH || /[\s'"<>]/.test(reference)) return undefined;
  return ORDER_NUMBER.test(reference) ? { orderNumber: reference } : { id: reference };
}
