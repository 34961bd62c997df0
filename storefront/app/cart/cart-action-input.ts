import { MAX_CART_QUANTITY_PER_PRODUCT } from '@shop/domain';
import { fieldText, isToken, postedVia, returnPath, type PostedVia } from '../shop/form-fields';
import type { LineChange } from './cart-batch';

/** The resource route every cart form posts to (routes.ts) and the one the sidebar reads the cart from. */
export const CART_ACTION_PATH = '/cart-actions';
export const CART_JSON_PATH = '/cart.json';

/** The README's limits: an id ≤256, a coupon code ≤128; at most 50 actions per updateCart. */
const MAX_ID = 256;
const MAX_CODE = 128;
const MAX_CHANGES = 50;

export type CartActionKind =
  | { readonly kind: 'lines'; readonly changes: readonly LineChange[] }
  | { readonly kind: 'applyCoupon'; readonly code: string }
  | { readonly kind: 'removeCoupon'; readonly couponId: string };

export type CartActionInput = CartActionKind & {
  /** Where a post without JavaScript goes back to: a path on this site, the cart page otherwise. */
  readonly returnTo: string;
  readonly via: PostedVia;
};

export type CartActionInputResult = { readonly ok: true; readonly input: CartActionInput } | { readonly ok: false; readonly field: string };

const isId = (value: unknown): value is string => isToken(value, MAX_ID);
const isQuantity = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_CART_QUANTITY_PER_PRODUCT;

function parseQuantity(raw: string): number | undefined {
  if (!/^\d{1,7}$/.test(raw)) return undefined;
  const quantity = Number(raw);
  return isQuantity(quantity) ? quantity : undefined;
}

function parseLines(raw: string): LineChange[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_CHANGES) return undefined;
  const changes: LineChange[] = [];
  for (const entry of value as unknown[]) {
    const { lineId, quantity } = (entry ?? {}) as { lineId?: unknown; quantity?: unknown };
    if (!isId(lineId) || !isQuantity(quantity)) return undefined;
    changes.push({ lineId, quantity });
  }
  return changes;
}

function parseKind(form: FormData): CartActionKind | { field: string } {
  const intent = fieldText(form, 'intent');
  switch (intent) {
    case 'quantity': {
      const lineId = fieldText(form, 'lineId');
      const quantity = parseQuantity(fieldText(form, 'quantity'));
      if (!isId(lineId)) return { field: 'lineId' };
      // Spec 2 §4: quantity 0 removes the line.
      return quantity === undefined ? { field: 'quantity' } : { kind: 'lines', changes: [{ lineId, quantity }] };
    }
    case 'remove': {
      const lineId = fieldText(form, 'lineId');
      return isId(lineId) ? { kind: 'lines', changes: [{ lineId, quantity: 0 }] } : { field: 'lineId' };
    }
    case 'lines': {
      const changes = parseLines(fieldText(form, 'lines'));
      return changes ? { kind: 'lines', changes } : { field: 'lines' };
    }
    case 'applyCoupon': {
      const code = fieldText(form, 'code');
      return isToken(code, MAX_CODE) ? { kind: 'applyCoupon', code } : { field: 'code' };
    }
    case 'removeCoupon': {
      const couponId = fieldText(form, 'couponId');
      return isId(couponId) ? { kind: 'removeCoupon', couponId } : { field: 'couponId' };
    }
    default:
      return { field: 'intent' };
  }
}

/**
 * A cart form's fields, checked before any backend call: one line's quantity (0 removes), a
 * removal, a batch of line changes (the enhanced page sends them as JSON), a coupon to apply or
 * one of the cart's coupons to remove. The return path is a path on this site (never another origin).
 */
export function parseCartActionInput(form: FormData, fallbackReturn: string): CartActionInputResult {
  const kind = parseKind(form);
  if ('field' in kind) return { ok: false, field: kind.field };
  return { ok: true, input: { ...kind, returnTo: returnPath(form, fallbackReturn), via: postedVia(form) } };
}
