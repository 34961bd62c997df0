import type {
  Cart, CartAddPaymentAction, CartChangeTaxModeAction, CartRemovePaymentAction, CartSetBillingAddressAction,
  CartSetCountryAction, CartSetCustomerEmailAction, CartSetCustomerIdAction, CartSetCustomFieldAction,
  CartSetCustomTypeAction, CartSetLocaleAction, CartSetShippingAddressAction, CartSetShippingMethodAction,
  CartSetShippingMethodTaxRateAction, CartSetShippingRateInputAction,
} from '@commercetools/platform-sdk';
import { isCountryCode } from '@shop/domain';
import { invalidInput, invalidOperation } from '../../../port/commerce-error.js';
import type { CartContext } from '../cart-context.js';
import { externalTaxRate, requireExternalTaxMode } from './external-tax-rate.js';

/** Sets or clears an optional field: commercetools clears a field when the action omits its value. */
function withField<K extends keyof Cart>(cart: Cart, field: K, value: Cart[K] | undefined): Cart {
  const { [field]: _previous, ...rest } = cart;
  return (value === undefined ? rest : { ...rest, [field]: value }) as Cart;
}

function requireCountry(country: string | undefined, field: string): void {
  if (country !== undefined && !isCountryCode(country)) {
    throw invalidInput(`'${country}' is not a country the shop sells in.`, 'InvalidField', { field, invalidValue: country });
  }
}

export function setShippingAddress(cart: Cart, action: CartSetShippingAddressAction): Cart {
  requireCountry(action.address?.country, 'shippingAddress.country');
  return withField(cart, 'shippingAddress', action.address as Cart['shippingAddress']);
}

export function setBillingAddress(cart: Cart, action: CartSetBillingAddressAction): Cart {
  requireCountry(action.address?.country, 'billingAddress.country');
  return withField(cart, 'billingAddress', action.address as Cart['billingAddress']);
}

export function setCountry(cart: Cart, action: CartSetCountryAction): Cart {
  requireCountry(action.country, 'country');
  return withField(cart, 'country', action.country);
}

export function setCustomerEmail(cart: Cart, action: CartSetCustomerEmailAction): Cart {
  if (action.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(action.email)) {
    throw invalidInput(`'${action.email}' is not a valid e-mail address.`, 'InvalidField', { field: 'customerEmail', invalidValue: action.email });
  }
  return withField(cart, 'customerEmail', action.email);
}

export const setCustomerId = (cart: Cart, action: CartSetCustomerIdAction): Cart => withField(cart, 'customerId', action.customerId);

export const setLocale = (cart: Cart, action: CartSetLocaleAction): Cart => withField(cart, 'locale', action.locale);

export function changeTaxMode(cart: Cart, action: CartChangeTaxModeAction): Cart {
  if (action.taxMode !== 'Platform' && action.taxMode !== 'External') {
    throw invalidOperation(`Tax mode '${action.taxMode}' is not supported by the embedded engine (Platform and External are).`);
  }
  return { ...cart, taxMode: action.taxMode };
}

/** The method by id or key; omitted clears it. Whether it matches the cart is the recalculation's job. */
export function setShippingMethod(cart: Cart, action: CartSetShippingMethodAction, context: CartContext): Cart {
  const { shippingInfo: _previous, ...rest } = cart;
  if (!action.shippingMethod) return rest as Cart;
  const reference = action.shippingMethod as { id?: string; key?: string };
  const method = context.catalogue.shippingMethods.find((m) => (reference.id ? m.id === reference.id : m.key === reference.key));
  if (!method) throw invalidInput(`The shipping method '${reference.id ?? reference.key}' was not found.`, 'ReferencedResourceNotFound');
  return {
    ...rest,
    shippingInfo: {
      shippingMethodName: method.name, shippingMethod: { typeId: 'shipping-method', id: method.id },
      // The platform refuses externalTaxRate outside External tax mode; the engine ignores it there (the recalculation does).
      ...(action.externalTaxRate && cart.taxMode === 'External' ? { taxRate: externalTaxRate(action.externalTaxRate) } : {}),
    },
  } as Cart;
}

/** External tax mode only: the shipping's rate (the B2B NET price path sets 0 %). */
export function setShippingMethodTaxRate(cart: Cart, action: CartSetShippingMethodTaxRateAction): Cart {
  requireExternalTaxMode(cart, 'setShippingMethodTaxRate');
  if (!cart.shippingInfo) throw invalidOperation('The cart has no shipping method to set a tax rate for.');
  const { taxRate: _previous, ...rest } = cart.shippingInfo;
  return { ...cart, shippingInfo: action.externalTaxRate ? { ...rest, taxRate: externalTaxRate(action.externalTaxRate) } : rest } as Cart;
}

/**
 * commercetools' setShippingRateInput: what selects a shipping rate's CartClassification tier (the
 * shop's NET carts: key 'net'); none removes it. Classification only: the shop prices no CartScore
 * tiers. The label is the project's classification value's; the engine keeps no project settings
 * and stores none (commercetools refuses a key the project does not list: the seed adds it).
 */
export function setShippingRateInput(cart: Cart, action: CartSetShippingRateInputAction): Cart {
  const input = action.shippingRateInput;
  if (input === undefined) return withField(cart, 'shippingRateInput', undefined);
  if (input.type !== 'Classification' || typeof input.key !== 'string' || input.key === '') {
    throw invalidInput(`The shippingRateInput must be a Classification with a key; got '${JSON.stringify(input)}'.`, 'InvalidField', {
      field: 'shippingRateInput', invalidValue: input,
    });
  }
  return withField(cart, 'shippingRateInput', { type: 'Classification', key: input.key, label: {} });
}

export function setCustomType(cart: Cart, action: CartSetCustomTypeAction): Cart {
  return withField(cart, 'custom', action.type ? ({ type: action.type, fields: action.fields ?? {} } as unknown as Cart['custom']) : undefined);
}

export function setCustomField(cart: Cart, action: CartSetCustomFieldAction): Cart {
  if (!cart.custom) throw invalidOperation('The cart has no custom type; set one first with setCustomType.');
  const { [action.name]: _previous, ...fields } = cart.custom.fields;
  return { ...cart, custom: { ...cart.custom, fields: action.value === undefined ? fields : { ...fields, [action.name]: action.value } } };
}

export function addPayment(cart: Cart, action: CartAddPaymentAction, context: CartContext): Cart {
  const id = (action.payment as { id?: string }).id;
  if (!id || !context.paymentExists(id)) throw invalidInput(`The payment '${id ?? ''}' was not found.`, 'ReferencedResourceNotFound');
  const payments = cart.paymentInfo?.payments ?? [];
  if (payments.some((payment) => payment.id === id)) throw invalidOperation(`The payment '${id}' is already on the cart.`);
  return { ...cart, paymentInfo: { payments: [...payments, { typeId: 'payment', id }] } };
}

export function removePayment(cart: Cart, action: CartRemovePaymentAction): Cart {
  const id = (action.payment as { id?: string }).id;
  const payments = (cart.paymentInfo?.payments ?? []).filter((payment) => payment.id !== id);
  return withField(cart, 'paymentInfo', payments.length > 0 ? { payments } : undefined);
}
