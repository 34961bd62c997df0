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

/** A predicate made into a function of its subject, once per predicate (see `compile`). */
type Test<S> = (subject: S) => boolean;
type Read<S> = (subject: S) => PredicateValue;

/** Compiled tests per parsed predicate: the parser keeps one predicate per text (parser.ts). */
const lineTests = new WeakMap<Predicate, Test<LineSubject>>();
const cartTests = new WeakMap<Predicate, Test<CartSubject>>();

/** Parses (memoised) and evaluates a line item predicate. */
export const matchesLine = (predicate: string, line: LineSubject): boolean =>
  lineTest(parsePredicate(predicate, 'line'))(line);

/** Parses (memoised) and evaluates a cart predicate; an absent predicate matches every cart. */
export const matchesCart = (predicate: string | undefined, cart: CartSubject): boolean =>
  predicate === undefined || predicate.trim() === '' || cartTest(parsePredicate(predicate, 'cart'))(cart);

function lineTest(predicate: Predicate): Test<LineSubject> {
  let test = lineTests.get(predicate);
  if (!test) lineTests.set(predicate, (test = compile(predicate, lineRead)));
  return test;
}

function cartTest(predicate: Predicate): Test<CartSubject> {
  let test = cartTests.get(predicate);
  if (!test) cartTests.set(predicate, (test = compile(predicate, cartRead)));
  return test;
}

/**
 * Makes a predicate a function of its subject, each node a closure over its parts: every cart
 * discount and shipping method predicate runs for every line on every cart change, and walking
 * the tree (which kind of node, which field a path names) each time cost more than the
 * comparisons. The functions do what a walk would do, in the same order: left before right,
 * `and` and `or` stopping as soon as the answer is known.
 */
function compile<S>(predicate: Predicate, read: (operand: Operand) => Read<S>): Test<S> {
  switch (predicate.kind) {
    case 'and': {
      const [left, right] = [compile(predicate.left, read), compile(predicate.right, read)];
      return (subject) => left(subject) && right(subject);
    }
    case 'or': {
      const [left, right] = [compile(predicate.left, read), compile(predicate.right, read)];
      return (subject) => left(subject) || right(subject);
    }
    case 'not': {
      const operand = compile(predicate.operand, read);
      return (subject) => !operand(subject);
    }
    case 'compare': {
      const { operator } = predicate;
      const [left, right] = [read(predicate.left), read(predicate.right)];
      return (subject) => compare(operator, left(subject), right(subject));
    }
    case 'in': {
      const { values, negated } = predicate;
      const operand = read(predicate.operand);
      return (subject) => {
        const value = operand(subject);
        if (value === undefined) return false;
        const found = values.some((candidate) => compare('=', value, candidate));
        return negated ? !found : found;
      };
    }
    case 'contains': {
      const { values, mode } = predicate;
      const operand = read(predicate.operand);
      return (subject) => {
        const value = operand(subject);
        if (value === undefined) return false;
        const elements: readonly PredicateValue[] = Array.isArray(value) ? value : [value];
        const has = (candidate: LiteralValue) => elements.some((element) => compare('=', element, candidate));
        return mode === 'all' ? values.every(has) : values.some(has);
      };
    }
    case 'defined': {
      const { negated } = predicate;
      const operand = read(predicate.operand);
      return (subject) => (operand(subject) !== undefined) !== negated;
    }
    case 'truthy': {
      const operand = read(predicate.operand);
      return (subject) => operand(subject) === true;
    }
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

const none = (): PredicateValue => undefined;

/** How a line predicate reads an operand: a value, an attribute, a field of the line. */
function lineRead(operand: Operand): Read<LineSubject> {
  if (operand.kind === 'literal') {
    const { value } = operand;
    return () => value;
  }
  if (operand.kind === 'call') return none; // the parser only allows functions in cart predicates
  if (operand.path.startsWith('attributes.')) {
    const name = operand.path.slice('attributes.'.length);
    return (line) => attributeValue(line.attributes.get(name));
  }
  switch (operand.path) {
    case 'quantity': return (line) => line.quantity;
    case 'sku': return (line) => line.sku;
    case 'price': return (line) => line.price;
    case 'totalPrice': return (line) => line.totalPrice;
    case 'productType.key': return (line) => line.productTypeKey;
    case 'productType.id': return (line) => line.productTypeId;
    case 'product.id': return (line) => line.productId;
    case 'product.key': return (line) => line.productKey;
    case 'variant.id': return (line) => line.variantId;
    case 'variant.key': return (line) => line.variantKey;
    case 'variant.sku': return (line) => line.sku;
    default: return none;
  }
}

/** How a cart predicate reads an operand: a value, a function of the matching lines, a field of the cart. */
function cartRead(operand: Operand): Read<CartSubject> {
  if (operand.kind === 'literal') {
    const { value } = operand;
    return () => value;
  }
  if (operand.kind === 'call') {
    const matches = lineTest(operand.argument);
    if (operand.fn === 'lineItemExists') return (cart) => cart.lineItems.filter(matches).length > 0;
    // lineItemCount counts units: the quantities of the matching line items are summed up.
    if (operand.fn === 'lineItemCount') return (cart) => cart.lineItems.filter(matches).reduce((count, line) => count + line.quantity, 0);
    return (cart) => ({
      ...cart.totalPrice,
      centAmount: cart.lineItems.filter(matches).reduce((total, line) => total + (line.totalPrice?.centAmount ?? 0), 0),
    });
  }
  switch (operand.path) {
    case 'totalPrice': return (cart) => cart.totalPrice;
    case 'currency': return (cart) => cart.currency;
    case 'country': return (cart) => cart.country;
    case 'shippingAddress.country': return (cart) => cart.shippingCountry;
    case 'billingAddress.country': return (cart) => cart.billingCountry;
    case 'customer.id': return (cart) => cart.customerId;
    case 'store.key': return (cart) => cart.storeKey;
    default: return none;
  }
}
