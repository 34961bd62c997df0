import { PredicateSyntaxError, tokenize, type Token } from './lexer.js';

/*
 * Parser for the subset of commercetools' discount predicate language the shop uses (no library
 * exists for it). Grammar:
 *
 *   predicate  := or
 *   or         := and ('or' and)*
 *   and        := unary ('and' unary)*
 *   unary      := 'not' unary | '(' predicate ')' | condition
 *   condition  := operand ( op operand | ['not'] 'in' list | 'contains' ['any'|'all'] (literal | list)
 *                         | 'is' ['not'] 'defined' )?         -- a bare boolean operand is a predicate
 *   operand    := literal | field | function '(' predicate ')'
 *   list       := '(' literal (',' literal)* ')'
 *
 * Fields are checked against the context at parse time, so an unsupported predicate is refused
 * when a discount or shipping method is created (InvalidInput), never silently mis-evaluated.
 */

/** Line-item predicates: cart discount targets and lineItemExists(…). Cart predicates: cartPredicate, shipping method predicate. */
export type PredicateContext = 'line' | 'cart';

export type ValueType = 'number' | 'string' | 'boolean' | 'money' | 'any';
export type ComparisonOperator = '=' | '!=' | '>' | '>=' | '<' | '<=';
export type CartFunction = 'lineItemCount' | 'lineItemExists' | 'lineItemTotal';
export type LiteralValue = string | number | boolean;

export type Operand =
  | { readonly kind: 'literal'; readonly value: LiteralValue }
  | { readonly kind: 'field'; readonly path: string; readonly type: ValueType }
  | { readonly kind: 'call'; readonly fn: CartFunction; readonly argument: Predicate; readonly type: ValueType };

export type Predicate =
  | { readonly kind: 'and' | 'or'; readonly left: Predicate; readonly right: Predicate }
  | { readonly kind: 'not'; readonly operand: Predicate }
  | { readonly kind: 'compare'; readonly operator: ComparisonOperator; readonly left: Operand; readonly right: Operand }
  | { readonly kind: 'in'; readonly operand: Operand; readonly values: readonly LiteralValue[]; readonly negated: boolean }
  | { readonly kind: 'contains'; readonly operand: Operand; readonly values: readonly LiteralValue[]; readonly mode: 'any' | 'all' }
  | { readonly kind: 'defined'; readonly operand: Operand; readonly negated: boolean }
  | { readonly kind: 'truthy'; readonly operand: Operand };

const LINE_FIELDS: Readonly<Record<string, ValueType>> = {
  quantity: 'number',
  sku: 'string',
  price: 'money',
  totalPrice: 'money',
  'productType.key': 'string',
  'productType.id': 'string',
  'product.id': 'string',
  'product.key': 'string',
  'variant.id': 'number',
  'variant.key': 'string',
  'variant.sku': 'string',
};

const CART_FIELDS: Readonly<Record<string, ValueType>> = {
  totalPrice: 'money',
  currency: 'string',
  country: 'string',
  'shippingAddress.country': 'string',
  'billingAddress.country': 'string',
  'customer.id': 'string',
  'store.key': 'string',
};

const CART_FUNCTIONS: Readonly<Record<CartFunction, ValueType>> = {
  lineItemCount: 'number',
  lineItemExists: 'boolean',
  lineItemTotal: 'money',
};

/** A money literal: "50.00 EUR" (commercetools' MoneyString: dot decimals, ISO currency). */
export const MONEY_LITERAL = /^(-?)(\d+)(?:\.(\d+))? ([A-Z]{3})$/;

/**
 * Predicates repeat across every recalculation; parsing each once is enough. Keyed by the text
 * itself, one map per context: the texts are the catalogue's own strings, whose hash V8 keeps, so
 * a lookup builds no key. Bounded so odd inputs cannot grow it forever.
 */
const caches: Readonly<Record<PredicateContext, Map<string, Predicate>>> = { line: new Map(), cart: new Map() };
const CACHE_LIMIT = 1_000;

/** Parses (and memoises) a predicate; throws PredicateSyntaxError (code InvalidInput) naming the predicate. */
export function parsePredicate(text: string, context: PredicateContext): Predicate {
  const cache = caches[context];
  const cached = cache.get(text);
  if (cached) return cached;
  const predicate = new Parser(text, tokenize(text)).parse(context);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, predicate);
  return predicate;
}

class Parser {
  private index = 0;

  constructor(private readonly text: string, private readonly tokens: readonly Token[]) {}

  parse(context: PredicateContext): Predicate {
    const predicate = this.or(context);
    this.expect('end', undefined, 'end of predicate');
    return predicate;
  }

  private fail(reason: string): never {
    throw new PredicateSyntaxError(this.text, reason);
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)] as Token;
  }

  private next(): Token {
    const token = this.peek();
    this.index += 1;
    return token;
  }

  private isKeyword(value: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token.type === 'keyword' && token.value === value;
  }

  private expect(type: Token['type'], value: string | undefined, what: string): Token {
    const token = this.next();
    if (token.type !== type || (value !== undefined && token.value !== value)) {
      this.fail(`expected ${what} at position ${token.position}, found ${token.type === 'end' ? 'the end' : `'${token.value}'`}`);
    }
    return token;
  }

  private or(context: PredicateContext): Predicate {
    let left = this.and(context);
    while (this.isKeyword('or')) {
      this.next();
      left = { kind: 'or', left, right: this.and(context) };
    }
    return left;
  }

  private and(context: PredicateContext): Predicate {
    let left = this.unary(context);
    while (this.isKeyword('and')) {
      this.next();
      left = { kind: 'and', left, right: this.unary(context) };
    }
    return left;
  }

  private unary(context: PredicateContext): Predicate {
    if (this.isKeyword('not')) {
      this.next();
      return { kind: 'not', operand: this.unary(context) };
    }
    if (this.peek().type === 'lparen') {
      this.next();
      const inner = this.or(context);
      this.expect('rparen', undefined, "')'");
      return inner;
    }
    return this.condition(context);
  }

  private condition(context: PredicateContext): Predicate {
    const left = this.operand(context);
    const token = this.peek();
    if (token.type === 'operator') {
      this.next();
      const operator = token.value as ComparisonOperator;
      const right = this.operand(context);
      this.checkComparison(operator, left, right);
      return { kind: 'compare', operator, left, right };
    }
    if (this.isKeyword('in') || (this.isKeyword('not') && this.isKeyword('in', 1))) {
      const negated = this.isKeyword('not');
      if (negated) this.next();
      this.next();
      const values = this.list();
      values.forEach((value) => this.checkComparison('=', left, { kind: 'literal', value }));
      return { kind: 'in', operand: left, values, negated };
    }
    if (this.isKeyword('contains')) {
      this.next();
      const mode = this.isKeyword('all') ? 'all' : 'any';
      if (this.isKeyword('all') || this.isKeyword('any')) this.next();
      const values = this.peek().type === 'lparen' ? this.list() : [this.literal()];
      return { kind: 'contains', operand: left, values, mode };
    }
    if (this.isKeyword('is')) {
      this.next();
      const negated = this.isKeyword('not');
      if (negated) this.next();
      this.expect('keyword', 'defined', "'defined'");
      return { kind: 'defined', operand: left, negated };
    }
    // A bare operand is a predicate when it is boolean: `true`, `lineItemExists(…)`, an attribute.
    const type = left.kind === 'literal' ? typeof left.value : left.type;
    if (type !== 'boolean' && type !== 'any') this.fail(`'${describe(left)}' is not a condition`);
    return { kind: 'truthy', operand: left };
  }

  private operand(context: PredicateContext): Operand {
    const token = this.peek();
    if (token.type === 'string' || token.type === 'number' || this.isKeyword('true') || this.isKeyword('false')) {
      return { kind: 'literal', value: this.literal() };
    }
    if (token.type !== 'identifier') {
      this.fail(`expected a field or value at position ${token.position}, found ${token.type === 'end' ? 'the end' : `'${token.value}'`}`);
    }
    this.next();
    if (this.peek().type === 'lparen') {
      const fn = token.value as CartFunction;
      if (context !== 'cart' || !(fn in CART_FUNCTIONS)) this.fail(`unsupported function '${token.value}'`);
      this.next();
      const argument = this.or('line');
      this.expect('rparen', undefined, "')'");
      return { kind: 'call', fn, argument, type: CART_FUNCTIONS[fn] };
    }
    return { kind: 'field', ...this.field(token.value, context) };
  }

  private field(name: string, context: PredicateContext): { path: string; type: ValueType } {
    if (context === 'line') {
      const attribute = /^(?:variant\.)?attributes\.([A-Za-z0-9_-]+)$/.exec(name)?.[1];
      if (attribute !== undefined) return { path: `attributes.${attribute}`, type: 'any' };
    }
    const type = (context === 'line' ? LINE_FIELDS : CART_FIELDS)[name];
    if (type === undefined) this.fail(`unsupported ${context === 'line' ? 'line item' : 'cart'} field '${name}'`);
    return { path: name, type };
  }

  private literal(): LiteralValue {
    const token = this.next();
    if (token.type === 'string') return token.value;
    if (token.type === 'number') return Number(token.value);
    if (token.type === 'keyword' && (token.value === 'true' || token.value === 'false')) return token.value === 'true';
    return this.fail(`expected a value at position ${token.position}, found ${token.type === 'end' ? 'the end' : `'${token.value}'`}`);
  }

  private list(): LiteralValue[] {
    this.expect('lparen', undefined, "'('");
    const values = [this.literal()];
    while (this.peek().type === 'comma') {
      this.next();
      values.push(this.literal());
    }
    this.expect('rparen', undefined, "')'");
    return values;
  }

  /** Refuses comparisons that can never be meaningful, so a typo fails at creation, not at checkout. */
  private checkComparison(operator: ComparisonOperator, left: Operand, right: Operand): void {
    const typeOf = (operand: Operand): ValueType | 'literal-string' =>
      operand.kind === 'literal' ? (typeof operand.value === 'string' ? 'literal-string' : (typeof operand.value as ValueType)) : operand.type;
    const [a, b] = [typeOf(left), typeOf(right)];
    if (a === 'any' || b === 'any') return;
    const money = a === 'money' ? right : b === 'money' ? left : undefined;
    if (money) {
      const ok = money.kind === 'call' || (money.kind === 'field' && money.type === 'money') ||
        (money.kind === 'literal' && typeof money.value === 'string' && MONEY_LITERAL.test(money.value));
      if (!ok) this.fail(`'${describe(money)}' is not a money value like "50.00 EUR"`);
      return;
    }
    const normalised = (type: string) => (type === 'literal-string' ? 'string' : type);
    if (normalised(a) !== normalised(b)) this.fail(`cannot compare '${describe(left)}' with '${describe(right)}'`);
    if (normalised(a) === 'boolean' && operator !== '=' && operator !== '!=') this.fail(`booleans only support = and !=`);
  }
}

function describe(operand: Operand): string {
  if (operand.kind === 'literal') return typeof operand.value === 'string' ? `"${operand.value}"` : String(operand.value);
  return operand.kind === 'field' ? operand.path : `${operand.fn}(…)`;
}
