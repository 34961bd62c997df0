import type { CountryCode } from '../market/codes.js';

/** The three character classes spec 2 §5 ("VAT ID input") names; it does not say which country has which. */
export const VAT_ID_CHARACTER_CLASSES = ['digits', 'digits-and-letters', 'digits-letters-and-special'] as const;
export type VatIdCharacterClass = (typeof VAT_ID_CHARACTER_CLASSES)[number];

/**
 * The only special characters any national format uses: Ireland's pre-2013 numbers put a `+` or
 * `*` in the second position (1+23456A, 1*23456A). Nothing else is allowed, so stray punctuation
 * is reported to the shopper instead of being sent to the validator.
 */
export const VAT_ID_SPECIAL_CHARACTERS = ['+', '*'] as const;

export interface VatIdRule {
  /** What the validator expects in front of the number (spec 2 §5): EL for Greece, CHE for Switzerland. */
  readonly prefix: string;
  readonly characters: VatIdCharacterClass;
  /**
   * Other prefixes stripped when the shopper types them. Reading chosen: where the VAT prefix
   * differs from the ISO code (GR/EL, CH/CHE) shoppers type the ISO code too; no national number
   * starts with those letters, so stripping them cannot eat part of a number.
   */
  readonly alsoStripped?: readonly string[];
  /** Trailing labels that are not part of the number: Swiss "MWST/TVA/IVA", Norwegian "MVA". */
  readonly labelSuffixes?: readonly string[];
  /** Hungary's group/branch suffix (12345678-2-41) is dropped: only the first 8 characters count. */
  readonly keepFirst?: number;
}

/*
 * Character classes, assigned from the national formats (the spec leaves the assignment open):
 * - digits: BE 0/1+9, BG 9-10, CZ 8-10, DE 9, DK 8, EL 9, FI 8, HR 11, HU 8, IT 11, LT 9/12,
 *   PL 10, PT 9, RO 2-10, SE 12, SI 8, SK 10 digits. CH (CHE-123.456.789 MWST) and NO
 *   (123456789 MVA) are digits too once their label suffix is removed in clean-up.
 * - digits and letters: AT (U12345678), ES (a letter may open and/or close the number),
 *   FR (two-character key of letters or digits + 9 digits), GB (GD999/HA999 for government
 *   departments and health authorities), NL (123456789B01).
 * - digits, letters and special: IE, whose old format carries + or * (see above) and whose
 *   current one ends in one or two letters.
 */
export const VAT_ID_RULES: Readonly<Record<CountryCode, VatIdRule>> = {
  AT: { prefix: 'AT', characters: 'digits-and-letters' },
  BE: { prefix: 'BE', characters: 'digits' },
  BG: { prefix: 'BG', characters: 'digits' },
  CH: { prefix: 'CHE', characters: 'digits', alsoStripped: ['CH'], labelSuffixes: ['MWST', 'TVA', 'IVA'] },
  CZ: { prefix: 'CZ', characters: 'digits' },
  DE: { prefix: 'DE', characters: 'digits' },
  DK: { prefix: 'DK', characters: 'digits' },
  ES: { prefix: 'ES', characters: 'digits-and-letters' },
  FI: { prefix: 'FI', characters: 'digits' },
  FR: { prefix: 'FR', characters: 'digits-and-letters' },
  GB: { prefix: 'GB', characters: 'digits-and-letters' },
  GR: { prefix: 'EL', characters: 'digits', alsoStripped: ['GR'] },
  HR: { prefix: 'HR', characters: 'digits' },
  HU: { prefix: 'HU', characters: 'digits', keepFirst: 8 },
  IE: { prefix: 'IE', characters: 'digits-letters-and-special' },
  IT: { prefix: 'IT', characters: 'digits' },
  LT: { prefix: 'LT', characters: 'digits' },
  NL: { prefix: 'NL', characters: 'digits-and-letters' },
  NO: { prefix: 'NO', characters: 'digits', labelSuffixes: ['MVA'] },
  PL: { prefix: 'PL', characters: 'digits' },
  PT: { prefix: 'PT', characters: 'digits' },
  RO: { prefix: 'RO', characters: 'digits' },
  SE: { prefix: 'SE', characters: 'digits' },
  SI: { prefix: 'SI', characters: 'digits' },
  SK: { prefix: 'SK', characters: 'digits' },
};

const CHARACTER_PATTERNS: Readonly<Record<VatIdCharacterClass, RegExp>> = {
  digits: /^[0-9]*$/,
  'digits-and-letters': /^[0-9A-Z]*$/,
  'digits-letters-and-special': /^[0-9A-Z+*]*$/,
};

/** Letters are the uppercase ASCII ones: the caller uppercases first, and accented letters never occur. */
export const hasOnlyAllowedVatIdCharacters = (value: string, characters: VatIdCharacterClass): boolean =>
  CHARACTER_PATTERNS[characters].test(value);
