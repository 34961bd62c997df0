/**
 * A pragmatic address check, not RFC 5322: something without whitespace or '@', one '@', then a
 * domain of at least two non-empty dot-separated labels. Anything stricter rejects real addresses
 * (plus signs, long TLDs, non-ASCII letters); the mail server has the last word anyway.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

export const isValidEmail = (value: string): boolean => EMAIL.test(value);
