import type { CountryCode } from '../market/codes.js';
import { EIRCODE_PATTERN } from './eircode.js';
import { UK_POSTCODE_PATTERN } from './uk-postcode.js';

// `[0-9]` rather than `\d`: the intent is ASCII digits only, whatever flags a pattern gets later.
const FOUR_DIGITS_FIRST_NOT_ZERO = /^[1-9][0-9]{3}$/;
const FOUR_DIGITS = /^[0-9]{4}$/;
/** "Optional space after the third": exactly one U+0020 between the third and fourth digit. */
const FIVE_DIGITS_OPTIONAL_SPACE_AFTER_THIRD = /^[0-9]{3} ?[0-9]{2}$/;
const FIVE_DIGITS = /^[0-9]{5}$/;
const SIX_DIGITS = /^[0-9]{6}$/;
const POLISH = /^[0-9]{2}-[0-9]{3}$/;
const PORTUGUESE = /^[0-9]{4}-[0-9]{3}$/;
/**
 * NL: the spec says "2 letters" without a case; we accept lower case ('1012 ab'), like GB and IE.
 * No exclusion of the letter pairs SA, SD, SS: the spec does not list one.
 */
const DUTCH = /^[1-9][0-9]{3} ?[A-Z]{2}$/i;

/**
 * Postal code pattern per market (spec 1 §5, spec 2 §5). Every pattern is anchored to the whole
 * string: no trimming happens here, so ' 81101' or '81101 ' is incorrect.
 */
export const POSTAL_CODE_PATTERNS: Readonly<Record<CountryCode, RegExp>> = Object.freeze({
  AT: FOUR_DIGITS_FIRST_NOT_ZERO,
  BE: FOUR_DIGITS_FIRST_NOT_ZERO,
  HU: FOUR_DIGITS_FIRST_NOT_ZERO,
  BG: FOUR_DIGITS,
  CH: FOUR_DIGITS,
  DK: FOUR_DIGITS,
  NO: FOUR_DIGITS,
  SI: FOUR_DIGITS,
  CZ: FIVE_DIGITS_OPTIONAL_SPACE_AFTER_THIRD,
  GR: FIVE_DIGITS_OPTIONAL_SPACE_AFTER_THIRD,
  SE: FIVE_DIGITS_OPTIONAL_SPACE_AFTER_THIRD,
  SK: FIVE_DIGITS_OPTIONAL_SPACE_AFTER_THIRD,
  DE: FIVE_DIGITS,
  ES: FIVE_DIGITS,
  FI: FIVE_DIGITS,
  FR: FIVE_DIGITS,
  HR: FIVE_DIGITS,
  IT: FIVE_DIGITS,
  LT: FIVE_DIGITS,
  RO: SIX_DIGITS,
  PL: POLISH,
  PT: PORTUGUESE,
  NL: DUTCH,
  GB: UK_POSTCODE_PATTERN,
  IE: EIRCODE_PATTERN,
});
