/** Catalogue SKUs are "EX" plus eight digits, ten characters in all (spec 1 §3, spec 2 §3). */
export const EX_SKU_PREFIX = 'EX';
export const EX_SKU_LENGTH = 10;

/**
 * The family prefixes inside the EX range. EX5 is one character shorter than the others; we read
 * it as a three-character prefix, so every EX5x SKU (EX50… to EX59…) is a test item. It cannot
 * collide with EX10, EX18 or EX20, which all start with EX1 or EX2.
 */
export const EX_SKU_FAMILY_PREFIXES = {
  standard: 'EX10',
  bware: 'EX20',
  set: 'EX18',
  test: 'EX5',
} as const;

const EX_SKU_PATTERN = /^EX\d{8}$/;

/**
 * Reading chosen: SKUs are identifiers, so the check is exact: upper-case "EX", no surrounding
 * whitespace, digits only after the prefix.
 */
export const isValidExSku = (sku: string): boolean => EX_SKU_PATTERN.test(sku);
