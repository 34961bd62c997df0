import { describe, expect, it } from '@jest/globals';
import { PricingError } from '../pricing-error.js';
import { attributeValue, compare, matchesCart, matchesLine, type CartSubject, type LineSubject } from './evaluate.js';
import { PredicateSyntaxError, tokenize } from './lexer.js';
import { parsePredicate } from './parser.js';

const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });

const line = (fields: Partial<LineSubject> = {}, attributes: Record<string, unknown> = {}): LineSubject => ({
  quantity: 1, sku: 'EX10000001', price: eur(4990), totalPrice: eur(4990), productId: 'drill', productKey: 'drill',
  productTypeId: 'pt-standard', productTypeKey: 'standard_product', variantId: 1, variantKey: 'v1',
  attributes: new Map(Object.entries(attributes)), ...fields,
});

const cart = (lineItems: LineSubject[], fields: Partial<CartSubject> = {}): CartSubject => ({
  totalPrice: eur(lineItems.reduce((total, item) => total + (item.totalPrice?.centAmount ?? 0), 0)),
  currency: 'EUR', country: 'DE', shippingCountry: 'DE', billingCountry: 'AT', customerId: 'c1', storeKey: 'ex-de',
  lineItems, ...fields,
});

describe('lexer', () => {
  it('reads strings, numbers, dotted identifiers, keywords in any case and operators', () => {
    expect(tokenize(`attributes.color IN ("red", 'blue') AND quantity <> -2.5`).map((token) => [token.type, token.value])).toEqual([
      ['identifier', 'attributes.color'], ['keyword', 'in'], ['lparen', '('], ['string', 'red'], ['comma', ','], ['string', 'blue'],
      ['rparen', ')'], ['keyword', 'and'], ['identifier', 'quantity'], ['operator', '!='], ['number', '-2.5'], ['end', ''],
    ]);
    expect(tokenize('sku = "say \\"hi\\""')[2]?.value).toBe('say "hi"');
  });

  it.each([
    ['sku = "EX1', /unterminated string at position 6/],
    ['quantity ≥ 3', /unexpected character '≥'/],
    ['quantity == 3', /expected a field or value at position 10, found '='/],
  ])('refuses %j', (predicate, message) => {
    expect(() => parsePredicate(predicate, 'line')).toThrow(message);
  });
});

describe('parser: the subset the shop needs', () => {
  it.each([
    ['1 = 1', 'line'], ['true', 'line'], ['quantity >= 3', 'line'], ['quantity > 3 and quantity <= 10', 'line'],
    ['quantity < 5 or quantity = 7', 'line'], ['sku = "EX10000001"', 'line'], ['sku in ("A", "B")', 'line'],
    ['sku not in ("A")', 'line'], ['attributes.volumeDiscountGroup = "power-tools"', 'line'],
    ['variant.attributes.isPackageTypeFreight = true', 'line'], ['attributes.isPackageTypeFreight', 'line'],
    ['productType.key = "standard_product"', 'line'], ['not (quantity >= 3)', 'line'], ['(quantity >= 3)', 'line'],
    ['attributes.tags contains "sale"', 'line'], ['attributes.tags contains all ("a", "b")', 'line'],
    ['attributes.brand is defined', 'line'], ['attributes.brand is not defined', 'line'], ['price >= "10.00 EUR"', 'line'],
    ['totalPrice >= "50.00 EUR"', 'cart'], ['lineItemCount(1 = 1) >= 2', 'cart'],
    ['lineItemExists(variant.attributes.isPackageTypeFreight = true)', 'cart'],
    ['lineItemExists(variant.attributes.isPackageTypeFreight = true) = false', 'cart'],
    ['lineItemTotal(sku = "A") > "10.00 EUR"', 'cart'], ['country = "DE" AND currency = "EUR"', 'cart'],
    ['shippingAddress.country = "DE" or billingAddress.country = "AT"', 'cart'], ['customer.id = "c1"', 'cart'],
    ['store.key = "ex-de"', 'cart'], ['true = true', 'cart'],
  ] as const)('parses %j as a %s predicate', (predicate, context) => {
    expect(() => parsePredicate(predicate, context)).not.toThrow();
  });

  it.each([
    ['', 'line', /expected a field or value at position 0, found the end/],
    ['quantity >= 3 and', 'line', /found the end/],
    ['quantity >= 3)', 'line', /expected end of predicate/],
    ['(quantity >= 3', 'line', /expected '\)'/],
    ['quantity', 'line', /'quantity' is not a condition/],
    ['"EX1"', 'line', /is not a condition/],
    ['weight > 3', 'line', /unsupported line item field 'weight'/],
    ['quantity = "3"', 'line', /cannot compare 'quantity' with '"3"'/],
    ['true > false', 'line', /booleans only support = and !=/],
    ['totalPrice >= 50', 'cart', /'50' is not a money value like "50.00 EUR"/],
    ['totalPrice >= "fifty"', 'cart', /is not a money value/],
    ['totalPrice >= country', 'cart', /'country' is not a money value/],
    ['quantity >= 3', 'cart', /unsupported cart field 'quantity'/],
    ['lineItemExists(1 = 1)', 'line', /unsupported function 'lineItemExists'/],
    ['customerGroup(x = 1)', 'cart', /unsupported function 'customerGroup'/],
    ['lineItemCount(1 = 1 >= 2', 'cart', /expected '\)'/],
    ['sku in "A"', 'line', /expected '\('/],
    ['sku in (sku)', 'line', /expected a value/],
    ['attributes.brand is', 'line', /expected 'defined'/],
  ] as const)('refuses %j (%s) naming the predicate', (predicate, context, message) => {
    let error: unknown;
    try {
      parsePredicate(predicate, context);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PredicateSyntaxError);
    expect(error).toBeInstanceOf(PricingError);
    expect(error).toMatchObject({ code: 'InvalidInput', details: { predicate } });
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toContain(`"${predicate}"`);
  });

  it('memoises parsed predicates', () => {
    expect(parsePredicate('quantity >= 3', 'line')).toBe(parsePredicate('quantity >= 3', 'line'));
  });

  it('memoises per context: one text means what its context says, whichever was parsed first', () => {
    expect(parsePredicate('totalPrice > "10.00 EUR"', 'line')).toEqual(parsePredicate('totalPrice > "10.00 EUR"', 'cart'));
    expect(parsePredicate('sku = "EX1"', 'line')).toMatchObject({ kind: 'compare' });
    expect(() => parsePredicate('sku = "EX1"', 'cart')).toThrow(/unsupported cart field 'sku'/);
    expect(() => parsePredicate('lineItemCount(sku = "EX1") > 0', 'line')).toThrow(/unsupported function/);
    expect(parsePredicate('lineItemCount(sku = "EX1") > 0', 'cart')).toMatchObject({ kind: 'compare' });
    expect(() => parsePredicate('lineItemCount(sku = "EX1") > 0', 'line')).toThrow(/unsupported function/);
  });
});

describe('line predicates', () => {
  const drill = line({ quantity: 5 }, { volumeDiscountGroup: 'power-tools', isPackageTypeFreight: false, tags: ['sale', 'new'], color: { key: 'red', label: 'Red' } });

  it.each([
    ['1 = 1', true], ['true', true], ['false', false],
    ['quantity >= 5', true], ['quantity > 5', false], ['quantity <= 5', true], ['quantity < 5', false], ['quantity = 5', true], ['quantity != 5', false],
    ['sku = "EX10000001"', true], ['sku in ("A", "EX10000001")', true], ['sku not in ("EX10000001")', false],
    ['variant.sku = "EX10000001"', true], ['variant.id = 1', true], ['variant.key = "v1"', true],
    ['product.id = "drill"', true], ['product.key = "drill"', true], ['productType.id = "pt-standard"', true],
    ['productType.key = "standard_product"', true],
    ['attributes.volumeDiscountGroup = "power-tools"', true], ['attributes.isPackageTypeFreight = true', false],
    ['variant.attributes.isPackageTypeFreight = false', true], ['attributes.isPackageTypeFreight', false],
    ['attributes.color = "red"', true], ['attributes.tags contains "sale"', true], ['attributes.tags contains any ("x", "new")', true],
    ['attributes.tags contains all ("sale", "x")', false], ['attributes.color contains "red"', true],
    ['attributes.missing = "x"', false], ['attributes.missing != "x"', false], ['attributes.missing in ("x")', false],
    ['attributes.missing contains "x"', false], ['attributes.missing is defined', false], ['attributes.color is not defined', false],
    ['attributes.tags = "sale"', false],
    ['price >= "49.90 EUR"', true], ['price > "49.90 EUR"', false], ['price = "49.90 CHF"', false], ['price = "49.901 EUR"', false],
    ['totalPrice = "49.90 EUR"', true],
    ['quantity >= 3 and attributes.volumeDiscountGroup = "power-tools"', true], ['quantity >= 10 or sku = "X"', false],
    ['not (quantity >= 10)', true], ['not quantity >= 3', false], ['QUANTITY >= 3', false],
  ])('%j → %s', (predicate, expected) => {
    if (predicate === 'QUANTITY >= 3') {
      expect(() => matchesLine(predicate, drill)).toThrow(/unsupported line item field 'QUANTITY'/); // fields are case-sensitive
      return;
    }
    expect(matchesLine(predicate, drill)).toBe(expected);
  });
});

describe('cart predicates', () => {
  const freight = line({ quantity: 1, sku: 'EX10000002', totalPrice: eur(4490) }, { isPackageTypeFreight: true });
  const parcel = line({ quantity: 2, totalPrice: eur(9980) }, { isPackageTypeFreight: false });

  it.each([
    ['totalPrice >= "144.70 EUR"', true], ['totalPrice >= "144.71 EUR"', false], ['totalPrice >= "100 EUR"', true],
    ['totalPrice < "500.00 EUR"', true], ['totalPrice >= "1.00 CZK"', false],
    ['lineItemCount(1 = 1) >= 3', true], ['lineItemCount(1 = 1) > 3', false], ['lineItemCount(attributes.isPackageTypeFreight = true) = 1', true],
    ['lineItemExists(variant.attributes.isPackageTypeFreight = true)', true],
    ['lineItemExists(variant.attributes.isPackageTypeFreight = true) = false', false],
    ['lineItemExists(sku = "none")', false], ['lineItemTotal(attributes.isPackageTypeFreight = false) = "99.80 EUR"', true],
    ['country = "DE"', true], ['currency = "EUR"', true], ['currency = "CZK"', false], ['shippingAddress.country = "DE"', true],
    ['billingAddress.country = "AT"', true], ['customer.id = "c1"', true], ['store.key = "ex-de"', true], ['1 = 1', true],
  ])('%j → %s', (predicate, expected) => {
    expect(matchesCart(predicate, cart([freight, parcel]))).toBe(expected);
  });

  it('an absent or blank predicate matches every cart', () => {
    expect(matchesCart(undefined, cart([]))).toBe(true);
    expect(matchesCart('  ', cart([]))).toBe(true);
  });

  it('parcel is the shop\'s predicate for carts without freight', () => {
    const parcelPredicate = 'lineItemExists(variant.attributes.isPackageTypeFreight = true) = false';
    expect(matchesCart(parcelPredicate, cart([parcel]))).toBe(true);
    expect(matchesCart(parcelPredicate, cart([parcel, freight]))).toBe(false);
  });
});

describe('values', () => {
  it('compares like with like only', () => {
    expect(compare('=', 1, '1')).toBe(false);
    expect(compare('=', undefined, 1)).toBe(false);
    expect(compare('=', ['a'], 'a')).toBe(false);
    expect(compare('>', true, false)).toBe(false);
    expect(compare('!=', true, false)).toBe(true);
    expect(compare('<', 'a', 'b')).toBe(true);
    expect(compare('=', eur(100), eur(100))).toBe(true);
    expect(compare('=', eur(100), { centAmount: 100, currencyCode: 'EUR', fractionDigits: 3 })).toBe(false);
    expect(compare('=', '-1.00 EUR', eur(-100))).toBe(true);
    expect(compare('=', eur(100), 1)).toBe(false);
  });

  it('reads attribute values as predicates see them', () => {
    expect(attributeValue({ key: 'red', label: { en: 'Red' } })).toBe('red');
    expect(attributeValue({ centAmount: 100, currencyCode: 'EUR' })).toEqual(eur(100));
    expect(attributeValue({ centAmount: 100, currencyCode: 'EUR', fractionDigits: 3 })).toEqual({ centAmount: 100, currencyCode: 'EUR', fractionDigits: 3 });
    expect(attributeValue({ en: 'localized' })).toBeUndefined();
    expect(attributeValue(null)).toBeUndefined();
    expect(attributeValue([1, { key: 'a' }])).toEqual([1, 'a']);
  });
});
