const DECIMAL = /^\s*(\d*)(?:\.(\d*))?\s*$/;

interface Decimal {
  readonly integer: string;
  readonly fraction: string;
}

function parseDecimal(text: string): Decimal | undefined {
  const [, integer = '', fraction = ''] = DECIMAL.exec(text) ?? [];
  // Leading zeros of the integer part and trailing zeros of the fraction carry no value.
  return integer + fraction === '' ? undefined : { integer: integer.replace(/^0+/, ''), fraction: fraction.replace(/0+$/, '') };
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Orders commercetools sortOrder strings by their decimal value ('0.10' before '0.9') exactly,
 * as text rather than as floats. Strings that are not decimals sort after every decimal, in
 * their original order.
 */
export function compareSortOrder(a: string, b: string): number {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (x === undefined || y === undefined) return Number(x === undefined) - Number(y === undefined);
  // Without leading zeros a longer integer part is a larger number; fractions compare as text.
  return x.integer.length - y.integer.length || compareText(x.integer, y.integer) || compareText(x.fraction, y.fraction);
}
