import { randomUUID } from 'node:crypto';
import type {
  Cart, CartAddCustomLineItemAction, CartRemoveCustomLineItemAction, CartSetCustomLineItemTaxRateAction, CartChangeCustomLineItemMoneyAction, CentPrecisionMoney, CustomLineItem, TaxCategoryReference,
  TaxCategoryResourceIdentifier, _Money,
} from '@commercetools/platform-sdk';
import { invalidInput, invalidOperation } from '../../../port/commerce-error.js';
import { sameJson } from '../../same-json.js';
import { externalTaxRate, requireExternalTaxMode } from './external-tax-rate.js';
import type { CartContext } from '../cart-context.js';

/** CustomLineItemDraft.slug: "It must match the pattern [a-zA-Z0-9_-]{2,256}". */
const SLUG = /^[a-zA-Z0-9_-]{2,256}$/;

function requireQuantity(quantity: unknown): number {
  if (!Number.isSafeInteger(quantity) || (quantity as number) < 1) {
    throw invalidInput(`Quantity '${String(quantity)}' is not valid: it must be a whole number of at least 1.`, 'InvalidField', {
      field: 'quantity', invalidValue: quantity,
    });
  }
  return quantity as number;
}

/**
 * The custom line item's money in the cart's currency, whole cents. Negative values are allowed
 * (the platform uses them for vouchers); high-precision drafts are not supported by the engine.
 */
function customLineMoney(money: _Money, cart: Cart): CentPrecisionMoney {
  const { currencyCode, fractionDigits } = cart.totalPrice;
  if ((money as { type?: string }).type === 'highPrecision' || (money as { preciseAmount?: unknown }).preciseAmount !== undefined) {
    throw invalidOperation('High-precision custom line item money is not supported by the embedded engine.');
  }
  if (money.currencyCode !== currencyCode) {
    throw invalidInput(`The custom line item money is in '${money.currencyCode}' but the cart is in '${currencyCode}'.`, 'InvalidField', {
      field: 'money', invalidValue: money,
    });
  }
  const { centAmount } = money;
  if (centAmount === undefined || !Number.isSafeInteger(centAmount)) {
    throw invalidInput(`The custom line item amount '${String(centAmount)}' is not a whole number of cents.`, 'InvalidField', {
      field: 'money.centAmount', invalidValue: centAmount,
    });
  }
  return { type: 'centPrecision', centAmount, currencyCode, fractionDigits };
}

/** The tax category named by id or key, as a reference by id (how the platform stores it). */
function taxCategoryReference(identifier: TaxCategoryResourceIdentifier, { catalogue }: CartContext): TaxCategoryReference {
  const category = identifier.id !== undefined
    ? catalogue.taxCategories.get(identifier.id)
    : [...catalogue.taxCategories.values()].find((candidate) => candidate.key === identifier.key);
  if (!category) {
    const named = identifier.id !== undefined ? `ID '${identifier.id}'` : `key '${String(identifier.key)}'`;
    throw invalidInput(`The referenced object of type 'tax-category' with ${named} was not found.`, 'ReferencedResourceNotFound', {
      typeId: 'tax-category', ...(identifier.id !== undefined ? { id: identifier.id } : { key: identifier.key }),
    });
  }
  return { typeId: 'tax-category', id: category.id };
}

function requireName(name: unknown): CustomLineItem['name'] {
  const valid = typeof name === 'object' && name !== null && Object.keys(name).length > 0 &&
    Object.values(name).every((text) => typeof text === 'string');
  if (!valid) throw invalidInput('The custom line item name must be a LocalizedString with at least one language.', 'InvalidField', { field: 'name', invalidValue: name });
  return name as CustomLineItem['name'];
}

/**
 * Adds a custom line item (CartAddCustomLineItemAction): a fee or service that is no product. As
 * on the platform, one with the same slug, name, money, tax category and custom fields only adds
 * to the quantity of the existing one, and one with the same slug that differs otherwise is
 * refused. In Platform tax mode it needs a tax category (the rate for the shipping address is
 * found in the recalculation, which refuses a category without one: MissingTaxRateForCountry).
 * Its total, tax rate and taxed price are filled in by the recalculation.
 */
export function addCustomLineItem(cart: Cart, action: CartAddCustomLineItemAction, context: CartContext): Cart {
  const quantity = requireQuantity(action.quantity ?? 1);
  const name = requireName(action.name);
  if (typeof action.slug !== 'string' || !SLUG.test(action.slug)) {
    throw invalidInput(`The slug '${String(action.slug)}' must match [a-zA-Z0-9_-]{2,256}.`, 'InvalidField', { field: 'slug', invalidValue: action.slug });
  }
  const money = customLineMoney(action.money, cart);
  if (cart.taxMode === 'Platform' && !action.taxCategory) {
    throw invalidOperation('A custom line item needs a taxCategory when the cart has the Platform tax mode.');
  }
  const taxCategory = action.taxCategory && taxCategoryReference(action.taxCategory, context);
  const priceMode = action.priceMode ?? 'Standard';
  if (priceMode !== 'Standard' && priceMode !== 'External') {
    throw invalidInput(`'${priceMode}' is not a valid priceMode: Standard or External.`, 'InvalidField', { field: 'priceMode', invalidValue: priceMode });
  }
  const custom = action.custom ? (action.custom as unknown as CustomLineItem['custom']) : undefined;
  if (action.key !== undefined && cart.customLineItems.some((item) => item.key === action.key)) {
    throw invalidOperation(`A custom line item with key '${action.key}' already exists in the cart.`);
  }
  const sameSlug = cart.customLineItems.find((item) => item.slug === action.slug);
  if (sameSlug) {
    const identical = sameJson(sameSlug.name, name) && sameSlug.money.centAmount === money.centAmount &&
      sameSlug.taxCategory?.id === taxCategory?.id && sameJson(sameSlug.custom ?? null, custom ?? null);
    if (!identical) throw invalidOperation(`A custom line item with slug '${action.slug}' already exists in the cart and differs from the one added.`);
    return { ...cart, customLineItems: cart.customLineItems.map((item) => (item === sameSlug ? { ...item, quantity: item.quantity + quantity } : item)) };
  }
  const item = {
    id: randomUUID(),
    ...(action.key !== undefined ? { key: action.key } : {}),
    name,
    money,
    slug: action.slug,
    quantity,
    // Priced by the recalculation; until then it costs nothing.
    totalPrice: { ...money, centAmount: 0 },
    state: [],
    ...(taxCategory ? { taxCategory } : {}),
    ...(action.externalTaxRate ? { taxRate: externalTaxRate(action.externalTaxRate) } : {}),
    perMethodTaxRate: [],
    taxedPricePortions: [],
    discountedPricePerQuantity: [],
    ...(custom ? { custom } : {}),
    priceMode,
  } satisfies CustomLineItem;
  return { ...cart, customLineItems: [...cart.customLineItems, item] };
}

/** Removes the custom line item named by id or key; the platform's 400 when the cart has none. */
export function removeCustomLineItem(cart: Cart, action: CartRemoveCustomLineItemAction): Cart {
  const { customLineItemId: id, customLineItemKey: key } = action;
  if (id === undefined && key === undefined) throw invalidInput('Either customLineItemId or customLineItemKey is required.', 'InvalidInput');
  const item = cart.customLineItems.find((candidate) => (id !== undefined ? candidate.id === id : candidate.key === key));
  if (!item) throw invalidInput(`A custom line item with ${id !== undefined ? `ID '${id}'` : `key '${key}'`} not found.`, 'InvalidInput');
  return { ...cart, customLineItems: cart.customLineItems.filter((candidate) => candidate !== item) };
}

/** External tax mode only: the rate of a custom line item (the COD fee), named by id or key. */
export function setCustomLineItemTaxRate(cart: Cart, action: CartSetCustomLineItemTaxRateAction): Cart {
  requireExternalTaxMode(cart, 'setCustomLineItemTaxRate');
  const { customLineItemId: id, customLineItemKey: key } = action;
  const item = cart.customLineItems.find((candidate) => (id !== undefined ? candidate.id === id : candidate.key === key));
  if (!item) throw invalidInput(`A custom line item with ${id !== undefined ? `ID '${id}'` : `key '${String(key)}'`} not found.`, 'InvalidInput');
  const { taxRate: _previous, ...rest } = item;
  const changed = action.externalTaxRate ? { ...rest, taxRate: externalTaxRate(action.externalTaxRate) } : rest;
  return { ...cart, customLineItems: cart.customLineItems.map((candidate) => (candidate === item ? changed : candidate)) };
}

/** commercetools' changeCustomLineItemMoney: the unit money of a custom line item (the COD fee of a NET cart), named by id or key. */
export function changeCustomLineItemMoney(cart: Cart, action: CartChangeCustomLineItemMoneyAction): Cart {
  const { customLineItemId: id, customLineItemKey: key } = action;
  if (id === undefined && key === undefined) throw invalidInput('Either customLineItemId or customLineItemKey is required.', 'InvalidInput');
  const item = cart.customLineItems.find((candidate) => (id !== undefined ? candidate.id === id : candidate.key === key));
  if (!item) throw invalidInput(`A custom line item with ${id !== undefined ? `ID '${id}'` : `key '${String(key)}'`} not found.`, 'InvalidInput');
  const money = customLineMoney(action.money, cart);
  return { ...cart, customLineItems: cart.customLineItems.map((candidate) => (candidate === item ? { ...item, money } : candidate)) };
}
