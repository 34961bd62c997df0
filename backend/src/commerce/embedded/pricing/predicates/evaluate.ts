import { MONEY_LITERAL, parsePredicate, type ComparisonOperator, type LiteralValue, type Operand, type Predicate } from './parser.js';

/*
 * Evaluates parsed predicates (see parser.ts) against plain "subjects": the facts of a line item or
 * of a cart that the predicate language can name. Building the subjects from a commercetools Cart is
 * predicate-subjects.ts' job, so this file knows nothing about carts.
 */

export interface MoneyValue {
  readonly centAmount: number;
  readonly currencyCode: string;
  readonly fractionDigits: number;
}

export type PredicateValue = string | number | boolean | MoneyValue | readonly PredicateValue[] | undefined;

export interface LineSubject {
  readonly quantity: number;
  readonly sku?: string | undefined;
  /** The unit price the line is charged before cart discounts (product discount included). */
  readonly price?: MoneyValue | undefined;
  /** price × quantity, before cart discounts. */
  readonly totalPrice?: MoneyValue | undefined;
  readonly productId: string;
  readonly productKey?: string | undefined;
  readonly productTypeId?: string | undefined;
  readonly productTypeKey?: string | undefined;
  readonly variantId: number;
  readonly variantKey?: string | undefined;
  /** Product and variant attributes merged, raw values as stored (enum objects, money, sets, …). */
  readonly attributes: ReadonlyMap<string, unknown>;
}

export interface CartSubject {
  /** Sum of the line item totals before cart discounts, without shipping. */
  readonly totalPrice: MoneyValue;
  readonly currency: string;
  readonly country?: string | undefined;
  readonly shippingCountry?: string | undefined;
  readonly billingCountry?: string | undefined;
  readonly customerId?: string | undefined;
  readonly storeKey?: string | undefined;
  readonly lineItems: readonly LineSubject[];
}

/** Parses (memoised) and evaluates a line item predicate. */
export const matchesLine = (predicate: string, line: LineSubject): boolean =>
  evaluateLine(parsePredicate(predicate, 'line'), line);

/** Parses (memoised) and evaluates a cart predicate; an absent predicate matches every cart. */
export const matchesCart = (predicate: string | undefined, cart: CartSubject): boolean =>
  predicate === undefined || predicate.trim() === '' || evaluateCart(parsePredicate(predicate, 'cart'), cart);

export function evaluateLine(predicate: Predicate, line: LineSubject): boolean {
  return evaluate(predicate, (operand) => lineOperand(operand, line));
}

export function evaluateCart(predicate: Predicate, cart: CartSubject): boolean {
  return evaluate(predicate, (operand) => cartOperand(operand, cart));
}

type Resolve = (operand: Operand) => PredicateValue;

function evaluate(predicate: Predicate, resolve: Resolve): boolean {
  switch (predicate.kind) {
    case 'and':
      return evaluate(predicate.left, resolve) && evaluate(predicate.right, resolve);
    case 'or':
      return evaluate(predicate.left, resolve) || evaluate(predicate.right, resolve);
    case 'not':
      return !evaluate(predicate.operand, resolve);
    case 'compare':
      return compare(predicate.operator, resolve(predicate.left), resolve(predicate.right));
    case 'in': {
      const value = resolve(predicate.operand);
      if (value === undefined) return false;
      const found = predicate.values.some((candidate) => compare('=', value, candidate));
      return predicate.negated ? !found : found;
    }
    case 'contains': {
      const value = resolve(predicate.operand);
      if (value === undefined) return false;
      const elements: readonly PredicateValue[] = Array.isArray(value) ? value : [value];
      const has = (candidate: LiteralValue) => elements.some((element) => compare('=', element, candidate));
      return predicate.mode === 'all' ? predicate.values.every(has) : predicate.values.some(has);
    }
    case 'defined':
      return (resolve(predicate.operand) !== undefined) !== predicate.negated;
    case 'truthy':
      return resolve(predicate.operand) === true;
  }
}

const isMoney = (value: PredicateValue): value is MoneyValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'centAmount' in value;

/** "50.00 EUR" in the cents of the money it is compared with; undefined when it cannot be. */
function moneyLiteral(text: string, like: MoneyValue): MoneyValue | undefined {
  const [, sign = '', whole = '0', fraction = '', currencyCode = ''] = MONEY_LITERAL.exec(text) ?? [];
  if (currencyCode === '' || fraction.length > like.fractionDigits) return undefined;
  const cents = Number(whole) * 10 ** like.fractionDigits + Number(fraction.padEnd(like.fractionDigits, '0') || '0');
  return { centAmount: sign ? -cents : cents, currencyCode, fractionDigits: like.fractionDigits };
}

/**
 * commercetools compares like with like: a missing value (an attribute the variant lacks) makes
 * every comparison false, money compares only in the same currency, booleans only with = and !=.
 */
export function compare(operator: ComparisonOperator, left: PredicateValue, right: PredicateValue): boolean {
  if (left === undefined || right === undefined || Array.isArray(left) || Array.isArray(right)) return false;
  if (isMoney(left) || isMoney(right)) {
    const money = (isMoney(left) ? left : right) as MoneyValue;
    const toMoney = (value: PredicateValue) => (isMoney(value) ? value : typeof value === 'string' ? moneyLiteral(value, money) : undefined);
    const [a, b] = [toMoney(left), toMoney(right)];
    if (!a || !b || a.currencyCode !== b.currencyCode || a.fractionDigits !== b.fractionDigits) return false;
    return order(operator, a.centAmount, b.centAmount);
  }
  if (typeof left !== typeof right) return false;
  if (typeof left === 'boolean') return operator === '=' ? left === right : operator === '!=' ? left !== right : false;
  return order(operator, left as number | string, right as number | string);
}

function order<T extends number | string>(operator: ComparisonOperator, a: T, b: T): boolean {
  switch (operator) {
    case '=': return a === b;
    case '!=': return a !== b;
    case '>': return a > b;
    case '>=': return a >= b;
    case '<': return a < b;
    case '<=': return a <= b;
  }
}

/** Attribute values as predicates see them: enums by key, money as money, sets as lists; others absent. */
export function attributeValue(raw: unknown): PredicateValue {
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw;
  if (Array.isArray(raw)) return raw.map(attributeValue);
  if (typeof raw === 'object' && raw !== null) {
    const record = raw as Record<string, unknown>;
    if (typeof record['centAmount'] === 'number' && typeof record['currencyCode'] === 'string') {
      return {
        centAmount: record['centAmount'],
        currencyCode: record['currencyCode'],
        fractionDigits: typeof record['fractionDigits'] === 'number' ? record['fractionDigits'] : 2,
      };
    }
    if (typeof record['key'] === 'string') return record['key'];
  }
  return undefined;
}

function lineOperand(operand: Operand, line: LineSubject): PredicateValue {
  if (operand.kind === 'literal') return operand.value;
  if (operand.kind === 'call') return undefined; // the parser only allows functions in cart predicates
  if (operand.path.startsWith('attributes.')) return attributeValue(line.attributes.get(operand.path.slice('attributes.'.length)));
  const fields: Record<string, PredicateValue> = {
    quantity: line.quantity,
    sku: line.sku,
    price: line.price,
    totalPrice: line.totalPrice,
    'productType.key': line.productTypeKey,
    'productType.id': line.productTypeId,
    'product.id': line.productId,
    'product.key': line.productKey,
    'variant.id': line.variantId,
    'variant.key': line.variantKey,
    'variant.sku': line.sku,
  };
  return fields[operand.path];
}

function cartOperand(operand: Operand, cart: CartSubject): PredicateValue {
  if (operand.kind === 'literal') return operand.value;
  if (operand.kind === 'call') {
    const matching = cart.lineItems.filter((line) => evaluateLine(operand.argument, line));
    if (operand.fn === 'lineItemExists') return matching.length > 0;
    // lineItemCount counts units: the quantities of the matching line items are summed up.
    if (operand.fn === 'lineItemCount') return matching.reduce((count, line) => count + line.quantity, 0);
    return {
      ...cart.totalPrice,
      centAmount: matching.reduce((total, line) => total + (line.totalPrice?.centAmount ?? 0), 0),
    };
  }
  const fields: Record<string, PredicateValue> = {
    totalPrice: cart.totalPrice,
    currency: cart.currency,
    country: cart.country,
    'shippingAddress.country': cart.shippingCountry,
    'billingAddress.country': cart.billingCountry,
    'customer.id': cart.customerId,
    'store.key': cart.storeKey,
  };
  return fields[operand.path];
}
