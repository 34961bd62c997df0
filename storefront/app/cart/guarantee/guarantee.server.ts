import { data, redirect } from 'react-router';
import { shownText, type LocalizedText } from '../../catalogue/product/backend-product';
import { BackendError, type BackendClient } from '../../shop/backend.server';
import type { ShopRequest } from '../../shop/shop-context';
import { returnLocation } from '../return-location';
import { LINE_ITEM_TYPE_KEY, PARENT_SKU_FIELD, type GuaranteeCartLine } from './guarantee-offers';
import { guaranteeOffers } from './guarantee-offers.server';
import { parseAddGuaranteeInput, parseLineId, type AddGuaranteeInput } from './guarantee-input';
import { GUARANTEE_LINE_PARAM, GUARANTEE_NOTICE_PARAM, type GuaranteeOptionsAnswer, type GuaranteeOptionsData, type GuaranteeOutcome } from './guarantee-outcome';

interface CartLine extends GuaranteeCartLine {
  readonly name?: LocalizedText;
}
interface CartAnswer {
  readonly cart: { readonly id: string; readonly version: number; readonly lineItems?: readonly CartLine[] } | null;
}

/**
 * Adds the chosen guarantee to one line (README updateCart: addLineItem with the custom parent
 * SKU). The backend enforces every offer rule and sets quantity and price from the parent; the
 * storefront only checks that the line is still the SKU the shopper saw.
 */
export async function addGuarantee(backend: BackendClient, input: Pick<AddGuaranteeInput, 'lineId' | 'parentSku' | 'guaranteeSku'>): Promise<GuaranteeOutcome> {
  const { lineId, parentSku, guaranteeSku } = input;
  try {
    const { cart } = await backend.call<CartAnswer>('getMyCart', []);
    const line = cart?.lineItems?.find((entry) => entry.id === lineId && entry.variant?.sku === parentSku);
    if (!cart || !line) return { status: 'refused', lineId };
    await backend.call<CartAnswer>('updateCart', [
      { id: cart.id, version: cart.version },
      {
        actions: [{
          action: 'addLineItem',
          sku: guaranteeSku,
          custom: { type: { key: LINE_ITEM_TYPE_KEY, typeId: 'type' }, fields: { [PARENT_SKU_FIELD]: parentSku } },
        }],
      },
    ]);
    return { status: 'added', lineId };
  } catch (error) {
    if (error instanceof BackendError && error.status >= 400 && error.status < 500) {
      console.info(`Guarantee ${guaranteeSku} for ${parentSku} refused: ${error.message}`);
      return { status: 'refused', lineId };
    }
    console.warn(`Guarantee ${guaranteeSku} for ${parentSku} failed: ${(error as Error).message}`);
    return { status: 'unavailable', lineId };
  }
}

const HTTP_STATUS: Readonly<Record<GuaranteeOutcome['status'], number>> = { added: 200, refused: 422, unavailable: 503, invalid: 400 };

/**
 * `POST /cart/guarantee`. The enhanced form (via=fetch) gets the outcome as data with a matching
 * status; a plain HTML post goes back to its page (303) with the outcome in the query.
 */
export async function addGuaranteeAction(backend: BackendClient, request: Request) {
  const parsed = parseAddGuaranteeInput(await request.formData());
  if (!parsed.ok) return data<GuaranteeOutcome>({ status: 'invalid' }, { status: 400, statusText: `Bad ${parsed.field}` });
  const { input } = parsed;
  const outcome = await addGuarantee(backend, input);
  if (input.via === 'fetch') return data(outcome, { status: HTTP_STATUS[outcome.status] });
  return redirect(returnLocation(input.returnTo, { [GUARANTEE_NOTICE_PARAM]: outcome.status, [GUARANTEE_LINE_PARAM]: input.lineId }), 303);
}

/**
 * `GET /cart/guarantee-options.json?line=…`: the sidebar's options for one line of the session's cart. A line
 * that is not in the cart is a 404, a malformed one a 400, the backend away a 503.
 */
export async function guaranteeOptionsLoader(shop: ShopRequest, request: Request) {
  const lineId = parseLineId(new URL(request.url).searchParams.get('line'));
  // Answered, not thrown: a fetcher's thrown error would take the page's error boundary.
  if (!lineId) return data<GuaranteeOptionsAnswer>({ error: 'not-found' }, { status: 400, statusText: 'Bad line' });
  let cart: CartAnswer['cart'];
  try {
    ({ cart } = await shop.backend.call<CartAnswer>('getMyCart', []));
  } catch (error) {
    console.warn(`Guarantee options: getMyCart failed: ${(error as Error).message}`);
    return data<GuaranteeOptionsAnswer>({ error: 'unavailable' }, { status: 503 });
  }
  const line = cart?.lineItems?.find((entry) => entry.id === lineId);
  if (!cart || !line?.variant?.sku) return data<GuaranteeOptionsAnswer>({ error: 'not-found' }, { status: 404 });
  const offers = await guaranteeOffers(shop, cart);
  return data<GuaranteeOptionsAnswer>({
    lineId,
    sku: line.variant.sku,
    productName: shownText(line.name, shop.language) ?? line.variant.sku,
    quantity: line.quantity,
    options: offers[lineId] ?? [],
  } satisfies GuaranteeOptionsData);
}
