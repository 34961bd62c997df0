import { randomInt } from 'node:crypto';
import { ean13CheckDigit, isValidEan13 } from '../commerce/seed/ean.js';

/**
 * GS1 keeps the prefixes 20–29 for restricted (in-house) circulation: 29 marks the shop's loyalty
 * cards, so a card never reads as a product's GTIN (the demo products use 2000) and any till or
 * phone scans it as an EAN-13.
 */
export const LOYALTY_CARD_PREFIX = '29';

/** A new card number: the prefix, ten random digits, the check digit. */
export function newLoyaltyCardNumber(): string {
  const data = `${LOYALTY_CARD_PREFIX}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
  return `${data}${ean13CheckDigit(data)}`;
}

export const isLoyaltyCardNumber = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(LOYALTY_CARD_PREFIX) && isValidEan13(value);
