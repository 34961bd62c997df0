// @ts-check
// The checks the fake secured fields make on what the shopper types. Plain browser JavaScript:
// the fake serves this file as it is to the iframe (no build step), and jest imports it too.
// Only the brands the shop sells with are known; any other number never becomes valid.

/** @typedef {{ brand: string, lengths: number[], cvcLength: number, cvcText: string }} Brand */

/** @type {Array<Brand & { matches: (digits: string) => boolean }>} */
const BRANDS = [
  { brand: 'amex', lengths: [15], cvcLength: 4, cvcText: 'CID', matches: (d) => /^3[47]/.test(d) },
  { brand: 'visa', lengths: [16], cvcLength: 3, cvcText: 'CVV', matches: (d) => /^4/.test(d) },
  {
    brand: 'mc',
    lengths: [16],
    cvcLength: 3,
    cvcText: 'CVC',
    matches: (d) => /^5[1-5]/.test(d) || inRange(d.slice(0, 4), 2221, 2720),
  },
];

const GENERIC = { brand: 'card', lengths: [19], cvcLength: 3, cvcText: 'Security code' };

/** @param {string} prefix @param {number} low @param {number} high */
function inRange(prefix, low, high) {
  return prefix.length === 4 && Number(prefix) >= low && Number(prefix) <= high;
}

/** @param {string} digits @returns {Brand} */
export function brandOf(digits) {
  const found = BRANDS.find((b) => b.matches(digits));
  if (!found) return GENERIC;
  const { matches: _matches, ...brand } = found;
  return brand;
}

/** @param {string} brand @returns {Brand} */
export function brandByName(brand) {
  const found = BRANDS.find((b) => b.brand === brand);
  if (!found) return GENERIC;
  const { matches: _matches, ...rest } = found;
  return rest;
}

/** @param {string} digits */
export function passesLuhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * The state of a card number: 'incomplete', 'luhn' (full length but fails the check), 'unsupported'
 * (no brand the fake knows) or 'valid'.
 * @param {string} digits @param {{ enableLuhnCheck?: boolean, panLength?: number }} [lookup]
 */
export function cardNumberState(digits, lookup = {}) {
  const brand = brandOf(digits);
  const lengths = lookup.panLength ? [lookup.panLength] : brand.lengths;
  if (brand.brand === 'card') return digits.length >= 19 ? 'unsupported' : 'incomplete';
  if (!lengths.includes(digits.length)) return 'incomplete';
  if (lookup.enableLuhnCheck !== false && !passesLuhn(digits)) return 'luhn';
  return 'valid';
}

/** The most digits the number field takes for what has been typed so far. @param {string} digits */
export function maxCardDigits(digits) {
  return Math.max(...brandOf(digits).lengths);
}

/** Groups of four; American Express 4-6-5, as printed on the card. @param {string} digits */
export function formatCardNumber(digits) {
  const groups = brandOf(digits).brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts = [];
  let rest = digits;
  for (const size of groups) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return parts.join(' ');
}

/** Up to four expiry digits (MMYY) from what was typed; a first digit above 1 is a one-digit month. @param {string} typed */
export function expiryDigits(typed) {
  const digits = typed.replace(/\D/g, '');
  return (/^[2-9]/.test(digits) ? `0${digits}` : digits).slice(0, 4);
}

/** @param {string} digits as expiryDigits returns them */
export function formatExpiry(digits) {
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * 'incomplete', 'invalid' (no such month), 'expired', 'too-far' (more than 30 years ahead),
 * 'too-soon' (before the merchant's minimumExpiryDate, "MM/YY") or 'valid'.
 * A card is valid through the last day of its expiry month.
 * @param {string} mmyy four digits @param {Date} now @param {string | null} [minimum]
 */
export function expiryState(mmyy, now, minimum = null) {
  if (!/^\d{4}$/.test(mmyy)) return 'incomplete';
  const month = Number(mmyy.slice(0, 2));
  const year = 2000 + Number(mmyy.slice(2));
  if (month < 1 || month > 12) return 'invalid';
  const index = year * 12 + month - 1;
  const current = now.getFullYear() * 12 + now.getMonth();
  if (index < current) return 'expired';
  if (index > current + 30 * 12) return 'too-far';
  const min = /^(\d{2})\/(\d{2})$/.exec(minimum ?? '');
  if (min && index < (2000 + Number(min[2])) * 12 + Number(min[1]) - 1) return 'too-soon';
  return 'valid';
}

/** @param {string} digits @param {string} brand */
export function cvcState(digits, brand) {
  return digits.length === brandByName(brand).cvcLength ? 'valid' : 'incomplete';
}
