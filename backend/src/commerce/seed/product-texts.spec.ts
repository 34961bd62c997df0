import { describe, expect, it } from '@jest/globals';
import type { PlannedProduct } from './catalogue-plan.js';
import { formatNumber, modelName, productSlug, productTexts } from './product-texts.js';
import { TEST_VOCABULARY } from './test-vocabulary.fixture.js';
import type { ProductKind } from './vocabulary/vocabulary-types.js';

const leaf = TEST_VOCABULARY.departments[0]?.children?.[0]?.children?.[0];
const kind = leaf?.productKinds?.[0] as ProductKind;
const brand = { key: 'proline', name: 'Proline', own: true };
const part = { kind, brand, model: 'BD-16', specValue: 750 };
const planned = (overrides: Partial<PlannedProduct>): PlannedProduct => ({
  sku: 'EX10000001', productClass: 'standard', leaf: { key: 'l', name: kind.name, path: ['fixture'], kinds: [kind] },
  parts: [part], brand, model: 'BD-16', family: kind.key, eurCents: 1000, freight: false, volumeDiscountGroup: 'x',
  releaseDate: '2025-01-01', reviews: [], tags: [], fits: [], parentSkus: [], accessorySkus: [], ...overrides,
});

describe('product texts', () => {
  it('compose kind, brand, model and value in each language', () => {
    expect(modelName(part, 'de')).toBe('Tischbohrmaschine Proline BD-16 750 W');
    expect(modelName(part, 'bg')).toBe('Настолна бормашина Proline BD-16 750 W');
    expect(modelName({ ...part, specValue: 2.5 }, 'de')).toBe('Tischbohrmaschine Proline BD-16 2,5 W');
    expect(modelName({ ...part, specValue: 2.5 }, 'en')).toBe('Bench drill Proline BD-16 2.5 W');
    expect(formatNumber(0.75, 'fr')).toBe('0,75');
    // A count of pieces is written the local way.
    const pieces = { ...part, kind: { ...kind, spec: { ...kind.spec, unit: 'pcs' } }, specValue: 60 };
    expect(modelName(pieces, 'sk')).toBe('Stĺpová vŕtačka Proline BD-16 60 ks');
    expect(modelName(pieces, 'de')).toBe('Tischbohrmaschine Proline BD-16 60 Stk.');
  });

  it('fill the description templates, lower-casing the kind inside a sentence except in German', () => {
    const texts = productTexts(planned({}), TEST_VOCABULARY.templates);
    expect(texts.short.en).toBe('The Proline BD-16 bench drill with 750 W.');
    expect(texts.short.de).toBe('Tischbohrmaschine Proline BD-16 mit 750 W.');
    expect(texts.description.de).toBe('Die Tischbohrmaschine Proline BD-16 für den Profi-Einsatz. Mit 750 W für jeden Tag.');
    expect(texts.techdetails.de).toBe('Leistung: 750 W');
  });

  it('mark B-ware, sets and accessories with the templates’ words', () => {
    const t = TEST_VOCABULARY.templates;
    expect(productTexts(planned({ productClass: 'bware', sku: 'EX20000001' }), t).name.de).toBe('Tischbohrmaschine Proline BD-16 750 W – B-Ware');
    expect(productTexts(planned({ productClass: 'set', sku: 'EX18000001', parts: [part, { ...part, model: 'BD-20', specValue: 1100 }] }), t).name.en)
      .toBe('Set: Bench drill Proline BD-16 750 W + Bench drill Proline BD-20 1100 W');
    const accessory = productTexts(planned({
      productClass: 'accessory', sku: 'EX10500001', parts: [{ kind, brand, model: 'BD-A1' }], fits: ['Proline BD-16', 'SteelMax BD-24'],
    }), t);
    expect(accessory.name.en).toBe('Accessory for bench drill Proline BD-A1');
    expect(accessory.name.de).toBe('Zubehör für Tischbohrmaschine Proline BD-A1');
    expect(accessory.techdetails.en).toBe('');
    // Described by what it fits, since it has no key value of its own.
    expect(accessory.description.de).toBe('Zubehör für Tischbohrmaschine Proline BD-A1. Passend für die Modelle: Proline BD-16, SteelMax BD-24.');
    expect(accessory.short.sk).toBe('Vhodné pre modely: Proline BD-16, SteelMax BD-24.');
  });

  it('fill marker templates that carry placeholders', () => {
    const templates = { ...TEST_VOCABULARY.templates, bware: { ...TEST_VOCABULARY.templates.bware, en: 'Refurbished {name}' } };
    expect(productTexts(planned({ productClass: 'bware', sku: 'EX20000001' }), templates).name.en).toBe('Refurbished Bench drill Proline BD-16 750 W');
  });

  it('end slugs in the eight SKU digits', () => {
    expect(productSlug('Настолна бормашина Proline BD-16 750 W', 'EX10000001', 'bg')).toBe('nastolna-bormashina-proline-bd-16-750-w-10000001');
  });
});
