import { describe, expect, it } from '@jest/globals';
import { ITEM_KINDS } from '@shop/domain';
import { STORE_FEATURE_DEFAULTS } from '@shop/markets';
import { customTypes } from './custom-types.js';
import { ATTRIBUTES, GUARANTEE_ATTRIBUTES, STORE_SWITCH_FIELDS, TYPE_KEYS } from '../schema/index.js';
import { productTypes } from './product-types.js';

describe('product types', () => {
  const types = productTypes();

  it('are keyed by domain’s item kinds', () => {
    for (const type of types) expect(ITEM_KINDS).toContain(type.key);
    expect(types.map((t) => t.key)).toEqual(['standard_product', 'accessory', 'extra_guarantee']);
  });

  it('define every attribute spec 1 §3 names, for products and accessories', () => {
    const spec = [
      'brand', 'family', 'grossLength', 'grossWidth', 'grossHeight', 'grossWeight', 'netLength', 'netWidth',
      'netHeight', 'netWeight', 'deliveryPackage', 'description', 'eligibleForSelling', 'faq', 'highlights',
      'isPackageTypeFreight', 'manualUrl', 'model', 'numberOf360Images', 'parentProductsForAccessory',
      'relatedAccessories', 'releaseDate', 'tags', 'techdetails', 'video', 'volumeDiscountGroup', 'ean', 'isBware',
      'enabledOnMarket', 'energyEfficiencyClass',
    ];
    for (const key of ['standard_product', 'accessory']) {
      const names = types.find((t) => t.key === key)?.attributes?.map((a) => a.name) ?? [];
      for (const name of spec) expect(names).toContain(name);
      expect(new Set(names).size).toBe(names.length);
      expect(names.sort()).toEqual(Object.values(ATTRIBUTES).sort());
    }
  });

  it('give extra guarantees their five attributes', () => {
    const names = types.find((t) => t.key === 'extra_guarantee')?.attributes?.map((a) => a.name);
    expect(names).toEqual(Object.values(GUARANTEE_ATTRIBUTES));
  });
});

describe('custom types', () => {
  const types = customTypes();
  const fieldsOf = (key: string) => types.find((t) => t.key === key)?.fieldDefinitions?.map((f) => f.name) ?? [];

  it('give the store every feature switch of markets, and the bank and COD fields', () => {
    const switches = Object.keys(STORE_FEATURE_DEFAULTS.SK).filter((name) => name !== 'ex_store_campaigns');
    expect([...STORE_SWITCH_FIELDS].sort()).toEqual(switches.sort());
    expect(fieldsOf(TYPE_KEYS.store)).toEqual([...STORE_SWITCH_FIELDS, 'ex_store_campaigns', 'BIC', 'accountOwner', 'institute', 'IBAN', 'codFeeTitle', 'codFee']);
  });

  it('cover the fields both specs name', () => {
    expect(fieldsOf(TYPE_KEYS.lineItem)).toEqual(['parentSku']);
    expect(fieldsOf(TYPE_KEYS.cart)).toEqual(['calculatedCodFee']);
    expect(fieldsOf(TYPE_KEYS.customer)).toEqual(['customerType', 'sessionGeneration', 'newsletterConsent', 'loyaltyCardNumber']);
    expect(fieldsOf(TYPE_KEYS.address)).toEqual(['vatNumber', 'vatValidated', 'vatResponse']);
    expect(fieldsOf(TYPE_KEYS.review)).toEqual(expect.arrayContaining(['reviewCreatedAt', 'customerCareResponseText', 'source']));
    expect(fieldsOf(TYPE_KEYS.shippingMethod)).toEqual(['DeliveryTime']);
    expect(fieldsOf(TYPE_KEYS.cartDiscount)).toEqual(['volumeDiscountGroup']);
    const customerType = types.find((t) => t.key === TYPE_KEYS.customer)?.fieldDefinitions?.[0]?.type;
    expect(customerType?.name === 'Enum' ? customerType.values.map((v) => v.key) : []).toEqual(['private', 'company']);
  });

  it('attach carts’ fields to resource type "order", as commercetools does for carts', () => {
    expect(types.find((t) => t.key === TYPE_KEYS.cart)?.resourceTypeIds).toEqual(['order']);
  });
});
