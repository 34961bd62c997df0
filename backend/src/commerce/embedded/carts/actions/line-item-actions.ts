import { randomUUID } from 'node:crypto';
import type {
  Cart, CartAddLineItemAction, CartChangeLineItemQuantityAction, CartRemoveLineItemAction,
  CartSetLineItemCustomFieldAction, CartSetLineItemCustomTypeAction, CartSetLineItemTaxRateAction, LineItem,
} from '@commercetools/platform-sdk';
import { invalidInput, invalidOperation } from '../../../port/commerce-error.js';
import type { CartContext } from '../cart-context.js';
import { channelReference } from './channel-reference.js';
import { externalTaxRate, requireExternalTaxMode } from './external-tax-rate.js';
import { externalLinePrice } from './line-item-price-actions.js';
import { findLine, replaceLine } from './line-lookup.js';

function requireQuantity(quantity: unknown, allowZero: boolean): number {
  const valid = Number.isSafeInteger(quantity) && (quantity as number) >= (allowZero ? 0 : 1);
  if (!valid) {
    throw invalidInput(`Quantity '${String(quantity)}' is not valid: it must be a whole number of at least ${allowZero ? 0 : 1}.`, 'InvalidField', {
      field: 'quantity', invalidValue: quantity,
    });
  }
  return quantity as number;
}

/**
 * Adds a line, or adds to the quantity of the line with the same variant, channels and custom
 * fields, as commercetools merges them; a line with an external price is always new. Prices and
 * totals are filled in by the recalculation (an external price is kept as given).
 */
export function addLineItem(cart: Cart, action: CartAddLineItemAction, context: CartContext): Cart {
  const quantity = requireQuantity(action.quantity ?? 1, false);
  const { catalogue } = context;
  const productId = action.productId ?? (action.sku ? catalogue.productIdBySku.get(action.sku) : undefined);
  const stored = productId ? catalogue.products.get(productId) : undefined;
  if (!stored) {
    throw invalidInput(
      action.sku ? `A product containing a variant with SKU '${action.sku}' not found.` : `A product with ID '${String(action.productId)}' not found.`,
      'InvalidInput',
    );
  }
  const variants = [stored.masterData.current.masterVariant, ...stored.masterData.current.variants];
  const variant = action.sku ? variants.find((v) => v.sku === action.sku) : variants.find((v) => v.id === (action.variantId ?? 1));
  const published = variant ? catalogue.publishedVariant(stored.id, variant.id) : undefined;
  if (!variant || !published) {
    throw invalidOperation(`The product '${stored.id}' variant '${action.variantId ?? action.sku ?? 1}' is not published or does not exist.`);
  }
  const custom = action.custom ? (action.custom as unknown as LineItem['custom']) : undefined;
  const supplyChannel = action.supplyChannel && channelReference(action.supplyChannel, 'InventorySupply', cart, context);
  const distributionChannel = action.distributionChannel && channelReference(action.distributionChannel, 'ProductDistribution', cart, context);
  const price = action.externalPrice && externalLinePrice(action.externalPrice, cart);
  // An external price always makes a new line (CartAddLineItemAction doc).
  const same = price ? undefined : cart.lineItems.find(
    (line) => line.productId === stored.id && line.variant.id === variant.id && line.priceMode !== 'ExternalPrice' &&
      JSON.stringify(line.custom ?? null) === JSON.stringify(custom ?? null) &&
      line.supplyChannel?.id === supplyChannel?.id &&
      line.distributionChannel?.id === distributionChannel?.id,
  );
  if (same) return replaceLine(cart, { ...same, quantity: same.quantity + quantity, lastModifiedAt: context.now });
  const line = {
    id: randomUUID(),
    ...(action.key ? { key: action.key } : {}),
    productId: stored.id,
    ...(stored.key ? { productKey: stored.key } : {}),
    name: published.product.name,
    productSlug: published.product.slug,
    productType: stored.productType,
    variant: published.variant,
    quantity,
    discountedPricePerQuantity: [],
    taxedPricePortions: [],
    perMethodTaxRate: [],
    state: [],
    ...(price ? { price, priceMode: 'ExternalPrice' } : { priceMode: 'Platform' }),
    lineItemMode: 'Standard',
    ...(supplyChannel ? { supplyChannel } : {}),
    ...(distributionChannel ? { distributionChannel } : {}),
    ...(custom ? { custom } : {}),
    ...(action.externalTaxRate ? { taxRate: externalTaxRate(action.externalTaxRate) } : {}),
    addedAt: action.addedAt ?? context.now,
    lastModifiedAt: context.now,
  } as unknown as LineItem;
  return { ...cart, lineItems: [...cart.lineItems, line] };
}

/** Without a quantity, or down to 0, the line goes; otherwise its quantity shrinks. */
export function removeLineItem(cart: Cart, action: CartRemoveLineItemAction, context: CartContext): Cart {
  const line = findLine(cart, action.lineItemId, action.lineItemKey);
  const remove = action.quantity === undefined ? line.quantity : requireQuantity(action.quantity, false);
  if (remove >= line.quantity) return { ...cart, lineItems: cart.lineItems.filter((item) => item.id !== line.id) };
  return replaceLine(cart, { ...line, quantity: line.quantity - remove, lastModifiedAt: context.now });
}

/** Quantity 0 removes the line (spec 2 §4). */
export function changeLineItemQuantity(cart: Cart, action: CartChangeLineItemQuantityAction, context: CartContext): Cart {
  const line = findLine(cart, action.lineItemId, action.lineItemKey);
  const quantity = requireQuantity(action.quantity, true);
  if (quantity === 0) return { ...cart, lineItems: cart.lineItems.filter((item) => item.id !== line.id) };
  return replaceLine(cart, { ...line, quantity, lastModifiedAt: context.now });
}

export function setLineItemCustomType(cart: Cart, action: CartSetLineItemCustomTypeAction): Cart {
  const line = findLine(cart, action.lineItemId, action.lineItemKey);
  const { custom: _previous, ...rest } = line;
  return replaceLine(cart, action.type ? { ...rest, custom: { type: action.type, fields: action.fields ?? {} } as unknown as LineItem['custom'] } : rest);
}

export function setLineItemCustomField(cart: Cart, action: CartSetLineItemCustomFieldAction): Cart {
  const line = findLine(cart, action.lineItemId, action.lineItemKey);
  if (!line.custom) throw invalidOperation(`The line item '${line.id}' has no custom type; set one first with setLineItemCustomType.`);
  const { [action.name]: _previous, ...fields } = line.custom.fields;
  return replaceLine(cart, { ...line, custom: { ...line.custom, fields: action.value === undefined ? fields : { ...fields, [action.name]: action.value } } });
}

/** External tax mode only: the B2B NET price path sets a rate per line (e.g. 0 %). */
export function setLineItemTaxRate(cart: Cart, action: CartSetLineItemTaxRateAction): Cart {
  requireExternalTaxMode(cart, 'setLineItemTaxRate');
  const line = findLine(cart, action.lineItemId, action.lineItemKey);
  const { taxRate: _previous, ...rest } = line;
  return replaceLine(cart, action.externalTaxRate ? { ...rest, taxRate: externalTaxRate(action.externalTaxRate) } : rest);
}
