/*
 * Demo EAN-13 codes. They start with the GS1 prefix 20, which GS1 reserves for restricted
 * (in-store) circulation, so a demo code can never be mistaken for a real product's GTIN.
 * The SKU's eight digits follow, which makes the code unique per SKU and readable back.
 */
export const DEMO_EAN_PREFIX = '2000';

/** The GS1 check digit of 12 data digits: weights 1, 3, 1, 3… from the left. */
export function ean13CheckDigit(data: string): number {
  if (!/^\d{12}$/.test(data)) throw new RangeError(`EAN-13 data must be 12 digits, got "${data}"`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(data[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export const isValidEan13 = (code: string): boolean =>
  /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);

/** 'EX10000123' → '2000100001232' (prefix, the eight SKU digits, check digit). */
export function demoEanForSku(sku: string): string {
  const digits = sku.replace(/^EX/, '');
  if (!/^\d{8}$/.test(digits)) throw new RangeError(`not an EX SKU with 8 digits: "${sku}"`);
  const data = `${DEMO_EAN_PREFIX}${digits}`;
  return `${data}${ean13CheckDigit(data)}`;
}
