import { expect } from '@jest/globals';
import { DISCOUNT_CODES } from '../../seed/index.js';
import type { ContractContext } from '../contract-context.js';
import { cartWith, COD_FEE_LINE, discountOf, failure, MARKETS, netOf, priceContext } from '../contract-helpers.js';
import { seededShippingRate } from '../seeded-shipping.js';

const SK_VAT = MARKETS.SK.vatRate;

/*
 * Every expectation is computed here from the price read through the port first (and the seeded
 * shipping rate): prices include VAT (Platform tax mode, 23 % in SK), amounts round half to even.
 */
export function pricingCases(c: ContractContext): void {
  /** The SK price of a product as the catalogue of the target sells it. */
  const skPrice = async (sku: string): Promise<number> => {
    const [product] = await c.port().catalogue.productsBySkus([sku], priceContext('SK'));
    const price = product?.masterVariant.price?.value;
    expect(price?.currencyCode).toBe('EUR');
    return price!.centAmount;
  };

  c.case('pricing/platform-tax', async () => {
    const { priced } = c.products();
    const price = await skPrice(priced.sku);
    const cart = await cartWith(c.port(), { [priced.sku]: 2 }, { shippingMethod: 'parcel' });
    const gross = 2 * price;
    const net = netOf(gross, SK_VAT);
    expect(cart.taxMode).toBe('Platform');
    expect(cart.lineItems[0]?.taxRate).toMatchObject({ amount: SK_VAT, includedInPrice: true, country: 'SK' });
    expect(cart.totalPrice.centAmount).toBe(gross);
    expect(cart.taxedPrice?.totalGross.centAmount).toBe(gross);
    expect(cart.taxedPrice?.totalNet.centAmount).toBe(net);
    const portions = cart.taxedPrice?.taxPortions ?? [];
    expect(portions.length).toBeGreaterThan(0);
    expect(portions.every((portion) => portion.rate === SK_VAT)).toBe(true);
    expect(portions.reduce((sum, portion) => sum + portion.amount.centAmount, 0)).toBe(gross - net);
    expect(cart.lineItems[0]?.taxedPrice).toMatchObject({ totalGross: expect.objectContaining({ centAmount: gross }), totalNet: expect.objectContaining({ centAmount: net }) });
  });

  c.case('pricing/shipping-below-threshold', async () => {
    const { cheap } = c.products();
    const price = await skPrice(cheap.sku);
    const rate = seededShippingRate(c.seed(), 'parcel', 'SK');
    expect(price).toBeLessThan(rate.freeAbove.centAmount);
    const cart = await cartWith(c.port(), { [cheap.sku]: 1 }, { shippingMethod: 'parcel' });
    expect(cart.shippingInfo?.shippingMethodState ?? 'MatchesCart').toBe('MatchesCart');
    expect(cart.shippingInfo?.price.centAmount).toBe(rate.price.centAmount);
    expect(cart.totalPrice.centAmount).toBe(price + rate.price.centAmount);
    expect(cart.taxedPrice?.totalGross.centAmount).toBe(price + rate.price.centAmount);
    expect(cart.taxedPrice?.totalNet.centAmount).toBe(netOf(price, SK_VAT) + netOf(rate.price.centAmount, SK_VAT));
  });

  c.case('pricing/shipping-free-above-threshold', async () => {
    const { priced } = c.products();
    const price = await skPrice(priced.sku);
    const rate = seededShippingRate(c.seed(), 'parcel', 'SK');
    expect(price).toBeGreaterThanOrEqual(rate.freeAbove.centAmount);
    const cart = await cartWith(c.port(), { [priced.sku]: 1 }, { shippingMethod: 'parcel' });
    expect(cart.shippingInfo?.shippingMethodName).toBeDefined();
    expect(cart.shippingInfo?.price.centAmount).toBe(0);
    expect(cart.totalPrice.centAmount).toBe(price);
  });

  c.case('pricing/volume-tier', async () => {
    const { priced } = c.products();
    const price = await skPrice(priced.sku);
    const [tier] = await c.port().catalogue.cartDiscountsByGroup(priced.volumeDiscountGroup);
    const volume = Number(/quantity >= (\d+)/.exec(tier?.target && 'predicate' in tier.target ? tier.target.predicate : '')?.[1]);
    expect(tier?.value.type).toBe('relative');
    const permyriad = tier?.value.type === 'relative' ? tier.value.permyriad : 0;
    expect(volume).toBeGreaterThan(1);
    expect(permyriad).toBeGreaterThan(0);
    const below = await cartWith(c.port(), { [priced.sku]: volume - 1 });
    expect(below.totalPrice.centAmount).toBe((volume - 1) * price);
    const cart = await cartWith(c.port(), { [priced.sku]: volume });
    const unit = price - discountOf(price, permyriad);
    expect(cart.lineItems[0]?.totalPrice.centAmount).toBe(unit * volume);
    expect(cart.totalPrice.centAmount).toBe(unit * volume);
    expect(cart.taxedPrice?.totalNet.centAmount).toBe(netOf(unit * volume, SK_VAT));
  });

  c.case('pricing/discount-code-applied', async () => {
    const { priced } = c.products();
    const price = await skPrice(priced.sku);
    const cart = await cartWith(c.port(), { [priced.sku]: 1 }, { shippingMethod: 'parcel' });
    const discounted = await c.port().carts.update(cart.id, cart.version, [{ action: 'addDiscountCode', code: DISCOUNT_CODES.valid }], MARKETS.SK.storeKey);
    expect(discounted.discountCodes.map((code) => code.state)).toEqual(['MatchesCart']);
    // WELCOME10: 10 % off every line.
    const total = price - discountOf(price, 1000);
    expect(discounted.totalPrice.centAmount).toBe(total);
    expect(discounted.totalPrice.centAmount).toBeLessThan(cart.totalPrice.centAmount);
    expect(discounted.taxedPrice?.totalGross.centAmount).toBe(total);
    expect(discounted.taxedPrice?.totalNet.centAmount).toBe(netOf(total, SK_VAT));
  });

  // The B2B NET price path (issue 20): External tax mode, a 0 % rate with its reason on every line, fee and shipping; and back.
  c.case('pricing/external-zero-rate', async () => {
    const { cheap } = c.products();
    const price = await skPrice(cheap.sku);
    const shipping = seededShippingRate(c.seed(), 'parcel', 'SK').price.centAmount;
    const cart = await cartWith(c.port(), { [cheap.sku]: 1 }, { shippingMethod: 'parcel' });
    const withFee = await c.port().carts.update(cart.id, cart.version, [COD_FEE_LINE], MARKETS.SK.storeKey);
    const zero = { name: 'Reverse charge', amount: 0, includedInPrice: false, country: 'SK' };
    const net = await c.port().carts.update(withFee.id, withFee.version, [
      { action: 'changeTaxMode', taxMode: 'External' },
      { action: 'setLineItemTaxRate', lineItemId: withFee.lineItems[0]!.id, externalTaxRate: zero },
      { action: 'setCustomLineItemTaxRate', customLineItemId: withFee.customLineItems[0]!.id, externalTaxRate: zero },
      { action: 'setShippingMethodTaxRate', externalTaxRate: zero },
    ], MARKETS.SK.storeKey);
    const total = price + 290 + shipping;
    expect(net.taxMode).toBe('External');
    expect(net.lineItems[0]?.taxRate).toMatchObject({ name: 'Reverse charge', amount: 0 });
    expect(net.customLineItems[0]?.taxRate).toMatchObject({ name: 'Reverse charge', amount: 0 });
    expect(net.shippingInfo?.taxRate).toMatchObject({ name: 'Reverse charge', amount: 0 });
    expect(net.taxedPrice?.totalNet.centAmount).toBe(total);
    expect(net.taxedPrice?.totalGross.centAmount).toBe(total);
    expect(net.taxedPrice?.totalTax?.centAmount ?? 0).toBe(0);
    const gross = await c.port().carts.update(net.id, net.version, [{ action: 'changeTaxMode', taxMode: 'Platform' }], MARKETS.SK.storeKey);
    expect(gross.lineItems[0]?.taxRate).toMatchObject({ amount: SK_VAT, includedInPrice: true, country: 'SK' });
    expect(gross.taxedPrice?.totalGross.centAmount).toBe(total);
    expect(gross.taxedPrice?.totalNet.centAmount).toBe(netOf(price, SK_VAT) + netOf(290, SK_VAT) + netOf(shipping, SK_VAT));
  });

  // commercetools refuses a code outside its validity period (discount-code-actions.ts cites the documentation).
  c.case('pricing/custom-line-item', async () => {
    const { priced } = c.products();
    const price = await skPrice(priced.sku);
    // Above the free-shipping threshold already, so the fee changes no shipping price.
    expect(price).toBeGreaterThanOrEqual(seededShippingRate(c.seed(), 'parcel', 'SK').freeAbove.centAmount);
    const cart = await cartWith(c.port(), { [priced.sku]: 1 }, { shippingMethod: 'parcel' });
    const withFee = await c.port().carts.update(cart.id, cart.version, [COD_FEE_LINE], MARKETS.SK.storeKey);
    expect(withFee.customLineItems).toHaveLength(1);
    expect(withFee.customLineItems[0]).toMatchObject({
      key: 'cod-fee', slug: 'cod-fee', quantity: 1, name: { sk: 'Poplatok za dobierku' }, priceMode: 'Standard',
      money: { centAmount: 290, currencyCode: 'EUR' },
      totalPrice: { centAmount: 290, currencyCode: 'EUR', fractionDigits: 2 },
      taxRate: { amount: SK_VAT, includedInPrice: true, country: 'SK' },
      taxedPrice: { totalNet: { centAmount: netOf(290, SK_VAT) }, totalGross: { centAmount: 290 } },
    });
    expect(withFee.totalPrice.centAmount).toBe(price + 290);
    expect(withFee.taxedPrice?.totalGross.centAmount).toBe(price + 290);
    expect(withFee.taxedPrice?.totalNet.centAmount).toBe(netOf(price, SK_VAT) + netOf(290, SK_VAT));
    const removed = await c.port().carts.update(withFee.id, withFee.version, [
      { action: 'removeCustomLineItem', customLineItemKey: 'cod-fee' },
    ], MARKETS.SK.storeKey);
    expect(removed.customLineItems).toEqual([]);
    expect(removed.totalPrice.centAmount).toBe(price);
  });

  c.case('pricing/discount-code-expired', async () => {
    const { priced } = c.products();
    const price = await skPrice(priced.sku);
    const cart = await cartWith(c.port(), { [priced.sku]: 1 }, { shippingMethod: 'parcel' });
    const error = await failure(c.port().carts.update(cart.id, cart.version, [{ action: 'addDiscountCode', code: DISCOUNT_CODES.expired }], MARKETS.SK.storeKey));
    expect(error.statusCode).toBe(400);
    expect(error.errors[0]).toMatchObject({ code: 'DiscountCodeNonApplicable', reason: 'TimeRangeNonApplicable', discountCode: DISCOUNT_CODES.expired });
    const unchanged = await c.port().carts.get(cart.id, MARKETS.SK.storeKey);
    expect(unchanged).toMatchObject({ version: cart.version, discountCodes: [] });
    expect(unchanged?.totalPrice.centAmount).toBe(price);
  });
}
