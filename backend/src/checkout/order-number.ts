import { createHash } from 'node:crypto';
import type { CountryCode } from '@shop/domain';

/** Crockford's base 32: no I, L, O or U, so a number read out over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 12;

/**
 * The order number of the order a cart becomes, e.g. 'SK-7F3K9Q2M4XAB': derived from the cart id
 * (60 bits of its SHA-256), so every attempt to order one cart asks for the same number. The
 * platform keeps order numbers unique, which refuses a second order of the cart even where it
 * would not refuse the cart itself (two requests racing on a platform without a per-cart lock).
 */
export function orderNumberFor(cartId: string, country: CountryCode): string {
  const digest = createHash('sha256').update(cartId).digest();
  const code = Array.from(digest.subarray(0, CODE_LENGTH), (byte) => ALPHABET[byte & 31]).join('');
  return `${country}-${code}`;
}
