import { normaliseVatId } from '@shop/domain';
import { BackendError } from '../../../shop/backend.server';
import type { ShopRequest } from '../../../shop/shop-context';
import type { VatCheckResult } from './vat-check';

interface VatAnswer {
  readonly outcome: 'valid' | 'invalid' | 'couldNotValidate';
  readonly timedOut?: boolean;
}

interface CartAnswer {
  readonly cart: { readonly id: string; readonly version: number; readonly taxMode?: string } | null;
}

const CLASSIFICATION = { valid: 'valid', invalid: 'invalid', couldNotValidate: 'could-not-validate' } as const;

/**
 * The spec's VAT call through the backend (the market supplies the shop's own VAT ID). Undefined
 * where the store does not validate (403) or the number is no number at all: nothing to show.
 */
async function validate(shop: ShopRequest, typed: string): Promise<Pick<VatCheckResult, 'classification' | 'timedOut'> | undefined> {
  try {
    const answer = await shop.backend.get<VatAnswer>('/api/vat/validate', { UstId_2: typed });
    return { classification: CLASSIFICATION[answer.outcome], timedOut: answer.timedOut === true };
  } catch (error) {
    if (error instanceof BackendError && error.status === 403) return undefined;
    console.error(`VAT validation failed: ${(error as Error).message}`);
    return { classification: 'could-not-validate', timedOut: false };
  }
}

/**
 * The company and VAT ID on the cart (the backend's applyVatId), so the backend decides NET or
 * GROSS from its own validation. Asked when the number was found valid, or when the cart is NET
 * and the number is not (back to GROSS). False when the cart could not be changed: 'We were
 * unable to adjust prices to NET'.
 */
async function applyToCart(shop: ShopRequest, vatId: string, company: string, valid: boolean): Promise<boolean> {
  try {
    const { cart } = await shop.backend.call<CartAnswer>('getMyCart', []);
    if (!cart || (!valid && cart.taxMode !== 'External')) return cart?.taxMode === 'External';
    const updated = await shop.backend.call<CartAnswer>('applyVatId', [{ id: cart.id, version: cart.version }, { vatId, company }]);
    return updated.cart?.taxMode === 'External';
  } catch (error) {
    console.warn(`The VAT ID could not be applied to the cart: ${(error as Error).message}`);
    return false;
  }
}

/**
 * Validates the typed VAT ID only (the cart is left alone: the post that follows sets the billing
 * address, whose update decides NET or GROSS itself); undefined when nothing is validated here.
 */
export async function validateVatId(shop: ShopRequest, typed: string): Promise<VatCheckResult | undefined> {
  const checked = normaliseVatId(shop.country, typed);
  if (!checked.ok) return undefined;
  const result = await validate(shop, typed);
  return result && { number: checked.requestId, ...result, netPriceActive: false };
}

/** Validates the typed VAT ID and lets the backend adjust the cart's prices (the field's check on blur); undefined when nothing is validated here. */
export async function checkVatId(shop: ShopRequest, typed: string, company: string): Promise<VatCheckResult | undefined> {
  const result = await validateVatId(shop, typed);
  if (!result) return undefined;
  const netPriceActive = await applyToCart(shop, typed.trim(), company.trim(), result.classification === 'valid');
  return { ...result, netPriceActive };
}
