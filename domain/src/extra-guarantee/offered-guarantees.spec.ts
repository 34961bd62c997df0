import { describe, expect, it } from '@jest/globals';
import {
  guaranteesOfferedFor, guaranteeToAddDirectly, type CartLineLink, type ExtraGuaranteeProduct, type GuaranteeOfferContext,
} from './index.js';

const twoYears: ExtraGuaranteeProduct = {
  sku: '4100010', published: true, ratePercent: '7.5', enabledOnMarket: ['de-AT', 'sk-SK'],
  excludedSkus: ['EX10000009'], excludedBrands: ['Brandless'], excludedRelations: ['spare-parts'],
};
const threeYears: ExtraGuaranteeProduct = { sku: '4100020', published: true, ratePercent: '10', enabledOnMarket: ['de-AT'] };
const unpublished: ExtraGuaranteeProduct = { ...threeYears, sku: '4100030', published: false };
const slovakOnly: ExtraGuaranteeProduct = { ...threeYears, sku: '4100040', enabledOnMarket: ['sk-SK'] };

const grill = { sku: 'EX10000001', brand: 'Royal', relations: ['grills'] };
const cartLines: CartLineLink[] = [{ sku: 'EX10000001' }, { sku: 'EX10000002' }, { sku: '4100010', parentSku: 'EX10000002' }];

const context = (overrides: Partial<GuaranteeOfferContext<ExtraGuaranteeProduct>> = {}): GuaranteeOfferContext<ExtraGuaranteeProduct> => ({
  guarantees: [twoYears, threeYears, unpublished, slovakOnly],
  languageAndCountry: 'de-AT',
  isPaymentPage: false,
  cartLines,
  ...overrides,
});

const offeredSkus = (line: Parameters<typeof guaranteesOfferedFor>[0], overrides?: Partial<GuaranteeOfferContext<ExtraGuaranteeProduct>>) =>
  guaranteesOfferedFor(line, context(overrides)).map((g) => g.sku);

describe('extra guarantees offered per cart line (spec 2 §4)', () => {
  it('offers the published guarantees enabled on the market', () => {
    expect(offeredSkus(grill)).toEqual(['4100010', '4100020']);
    expect(offeredSkus(grill, { languageAndCountry: 'sk-SK' })).toEqual(['4100010', '4100040']);
    expect(offeredSkus(grill, { languageAndCountry: 'fr-FR' })).toEqual([]);
  });

  it.each([
    ['on the payment page', grill, { isPaymentPage: true }],
    ['for a line whose SKU already has a guarantee line', { ...grill, sku: 'EX10000002' }, {}],
    ['for a virtual line (a guarantee itself)', { sku: '4100010' }, { cartLines: [] }],
  ] as const)('offers nothing %s', (_label, line, overrides) => {
    expect(offeredSkus(line, overrides)).toEqual([]);
  });

  it('is not blocked by a guarantee line that covers another SKU', () => {
    expect(offeredSkus(grill, { cartLines: [{ sku: '4100010', parentSku: 'EX10000099' }] })).toEqual(['4100010', '4100020']);
  });

  it.each([
    ['SKU', { sku: 'EX10000009' }],
    ['brand', { sku: 'EX10000003', brand: 'Brandless' }],
    ['relation', { sku: 'EX10000003', relations: ['ovens', 'spare-parts'] }],
  ])('drops a guarantee that excludes the line by %s', (_label, line) => {
    expect(offeredSkus(line)).toEqual(['4100020']);
  });

  it('keeps a guarantee when the line has no brand or relations to exclude', () => {
    expect(offeredSkus({ sku: 'EX10000003' })).toEqual(['4100010', '4100020']);
  });
});

describe('a single option is added directly (spec 2 §4)', () => {
  it.each([
    [[], undefined],
    [[twoYears], twoYears],
    [[twoYears, threeYears], undefined],
  ])('%# offered → added directly: %p', (offered, added) => {
    expect(guaranteeToAddDirectly(offered)).toBe(added);
  });
});
