import { MAX_CART_QUANTITY_PER_PRODUCT } from './limits.js';

export type QuantityWarning = 'stock' | 'max';

export interface QuantitySelection {
  readonly quantity: number;
  readonly warning?: QuantityWarning;
  readonly decrementDisabled: boolean;
  readonly incrementDisabled: boolean;
}

export interface QuantitySelectorLimits {
  /** Omitted for items without stock (virtual SKUs): only the cart maximum applies. */
  readonly stock?: number;
  readonly maximum?: number;
}

const MIN_QUANTITY = 1;

// Fractions are floored (2.7 → 2): rounding up could exceed what the shopper typed.
function parse(value: number | string | null | undefined): number {
  if (typeof value === 'string') return value.trim() === '' ? Number.NaN : Math.floor(Number(value));
  return typeof value === 'number' ? Math.floor(value) : Number.NaN;
}

// The stock caps only "when stock is under the cart maximum" (spec §4); at equality the cart
// maximum is the cap that is reported.
function capOf({ stock, maximum = MAX_CART_QUANTITY_PER_PRODUCT }: QuantitySelectorLimits): { cap: number; warning: QuantityWarning } {
  return stock !== undefined && stock < maximum
    ? { cap: Math.floor(stock), warning: 'stock' }
    : { cap: maximum, warning: 'max' };
}

/**
 * Clamps what the shopper typed (spec 1 §4, spec 2 §4 quantity selector).
 * Readings chosen: a value equal to the cap is accepted silently with increment disabled (only a
 * value above the cap warns); the floor of 1 wins over a cap below 1 (stock 0 still shows 1,
 * both buttons disabled), since the selector never shows less than 1.
 */
export function clampSelectedQuantity(
  value: number | string | null | undefined,
  limits: QuantitySelectorLimits = {},
): QuantitySelection {
  const { cap, warning } = capOf(limits);
  const typed = parse(value);
  if (Number.isNaN(typed) || typed <= MIN_QUANTITY) {
    return { quantity: MIN_QUANTITY, decrementDisabled: true, incrementDisabled: cap <= MIN_QUANTITY };
  }
  if (typed > cap) {
    const quantity = Math.max(cap, MIN_QUANTITY);
    return { quantity, warning, decrementDisabled: quantity <= MIN_QUANTITY, incrementDisabled: true };
  }
  return { quantity: typed, decrementDisabled: false, incrementDisabled: typed >= cap };
}
