/*
 * EAN-13 symbol encoding (GS1 General Specifications §5.2.1): the first digit picks the L/G
 * pattern of the left half, each digit is seven modules, with guard bars 101, 01010, 101.
 */
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const G = ['0100111', '0110011', '0011011', '0100001', '0011101', '0111001', '0000101', '0010001', '0001001', '0010111'];
const R = ['1110010', '1100110', '1101100', '1000010', '1011100', '1001110', '1010000', '1000100', '1001000', '1110100'];
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];
/** Light margins either side, in modules (the standard's quiet zones: 11 left, 7 right). */
const QUIET_LEFT = 11;
const QUIET_RIGHT = 7;

/** The module pattern of a 13-digit code: '1' a dark module, '0' a light one (95 modules). */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new RangeError(`an EAN-13 has 13 digits, got "${code}"`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits.slice(1, 7).map((digit, index) => (parity[index] === 'L' ? L : G)[digit]).join('');
  const right = digits.slice(7).map((digit) => R[digit]).join('');
  return `101${left}01010${right}101`;
}

/** The dark bars as [x, width] runs in modules, quiet zones included in `width`. */
export function ean13Bars(code: string): { readonly width: number; readonly bars: ReadonlyArray<readonly [number, number]> } {
  const modules = ean13Modules(code);
  const bars: Array<[number, number]> = [];
  for (const match of modules.matchAll(/1+/g)) bars.push([QUIET_LEFT + match.index, match[0].length]);
  return { width: QUIET_LEFT + modules.length + QUIET_RIGHT, bars };
}
