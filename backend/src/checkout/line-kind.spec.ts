import { describe, expect, it } from '@jest/globals';
import type { LineItem } from '@commercetools/platform-sdk';
import { isFreightLine, lineKind } from './line-kind.js';

const line = (sku: string, extra: { attributes?: { name: string; value: unknown }[]; typeKey?: string; parentSku?: string } = {}): LineItem => ({
  productType: { typeId: 'product-type', id: 'pt-1', ...(extra.typeKey ? { obj: { key: extra.typeKey } } : {}) },
  variant: { id: 1, sku, attributes: extra.attributes ?? [] },
  ...(extra.parentSku ? { custom: { type: { typeId: 'type', id: 't' }, fields: { parentSku: extra.parentSku } } } : {}),
} as unknown as LineItem);

describe('lineKind: the item kind the payment rules count by', () => {
  it('takes the product type key when the reference is expanded', () => {
    expect(lineKind(line('EX10000001', { typeKey: 'accessory' }))).toBe('accessory');
    expect(lineKind(line('EX10000001', { typeKey: 'extra_guarantee' }))).toBe('extra_guarantee');
  });

  it('reads an extra guarantee from its virtual SKU or its parent SKU', () => {
    expect(lineKind(line('4100010'))).toBe('extra_guarantee');
    expect(lineKind(line('EX10999999', { parentSku: 'EX10000001' }))).toBe('extra_guarantee');
  });

  it('reads an accessory from the products it fits; anything else is a standard product', () => {
    expect(lineKind(line('EX10500002', { attributes: [{ name: 'parentProductsForAccessory', value: ['EX10000001'] }] }))).toBe('accessory');
    expect(lineKind(line('EX10500002', { attributes: [{ name: 'parentProductsForAccessory', value: [] }] }))).toBe('standard_product');
    expect(lineKind(line('EX10000001'))).toBe('standard_product');
  });

  it('ships as freight only with a real true', () => {
    expect(isFreightLine(line('EX10000001', { attributes: [{ name: 'isPackageTypeFreight', value: true }] }))).toBe(true);
    expect(isFreightLine(line('EX10000001', { attributes: [{ name: 'isPackageTypeFreight', value: 'true' }] }))).toBe(false);
    expect(isFreightLine(line('EX10000001'))).toBe(false);
  });
});
