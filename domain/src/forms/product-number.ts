/** Support form product number length (spec 2 §5, §9). */
export const PRODUCT_NUMBER_LENGTH = 8;

/** Spec 2 §5: the product number keeps only digits and is cut to 8. */
export const normaliseProductNumber = (input: string): string =>
  input.replace(/[^0-9]/g, '').slice(0, PRODUCT_NUMBER_LENGTH);

/**
 * The product number a product page pre-fills from its SKU: SKUs are 'EX' + 8 digits
 * (spec 2 §3), so 'EX10012345' gives '10012345'. The same normalisation as typed input, so a
 * pre-filled number always passes the same check a typed one does.
 */
export const productNumberFromSku = (sku: string): string => normaliseProductNumber(sku);

/** Minimum length 8 after normalisation (spec 2 §5); normalisation also caps it at 8. */
export const isCompleteProductNumber = (input: string): boolean =>
  normaliseProductNumber(input).length >= PRODUCT_NUMBER_LENGTH;
