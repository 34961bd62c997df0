export const PHONE_MIN_DIGITS = 8;

/**
 * Optional leading '+', then digits with single spaces between digit groups (spec 1 §5).
 * Readings chosen: two spaces in a row are rejected ("spaces between digits" means a separator,
 * not free spacing), as is a space right after the '+'. No upper bound: the spec gives none.
 */
const PHONE = /^\+?[0-9]+(?: [0-9]+)*$/;

export function isValidPhoneNumber(value: string): boolean {
  return PHONE.test(value) && value.replace(/[^0-9]/g, '').length >= PHONE_MIN_DIGITS;
}
