import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import { CtCatalogue } from './ct-catalogue.js';
import { CT_CHANGES_POLL_MS } from './ct-product-changes.js';
import { startEmulator } from './emulator.fixture.js';

/*
 * The catalogue's changes on commercetools (issue 18, shopper item 1): what a merchant or another
 * replica wrote — stock, products, categories — is reported from a mark, against the public
 * commercetools emulator over HTTP; writes go straight to the platform, as another process's do.
 */
describe('commercetools catalogue: changes since a mark', () => {
  let mock: CommercetoolsMock;
  let api: ByProjectKeyRequestBuilder;
  let catalogue: CtCatalogue;

  beforeAll(async () => {
    ({ mock, api } = await startEmulator('changes'));
    catalogue = new CtCatalogue(api);
  });
  afterAll(async () => mock.app.close());

  it('reports stock and product writes made since the mark, and a category change as everything', async () => {
    const type = (await api.productTypes().post({ body: { key: 'tool', name: 'tool', description: 'tool', attributes: [] } }).execute()).body;
    const product = (await api.products().post({
      body: {
        key: 'drill', name: { en: 'Drill' }, slug: { en: 'drill' }, productType: { typeId: 'product-type', id: type.id }, publish: true,
        masterVariant: { sku: 'EX-DRILL', prices: [{ value: { currencyCode: 'EUR', centAmount: 1000 }, country: 'SK' }] },
      },
    }).execute()).body;
    const entry = (await api.inventory().post({ body: { sku: 'EX-DRILL', quantityOnStock: 5 } }).execute()).body;
    const category = (await api.categories().post({ body: { key: 'tools', name: { en: 'Tools' }, slug: { en: 'tools' } } }).execute()).body;

    const start = await catalogue.productChanges(undefined);
    expect(start).toMatchObject({ productIds: [], stockSkus: [], everything: false, askAgainAfterMs: CT_CHANGES_POLL_MS });

    await api.inventory().withId({ ID: entry.id }).post({ body: { version: entry.version, actions: [{ action: 'changeQuantity', quantity: 0 }] } }).execute();
    const soldOut = await catalogue.productChanges(start.mark);
    expect(soldOut.stockSkus).toEqual(['EX-DRILL']);
    expect(soldOut.everything).toBe(false);

    await api.products().withId({ ID: product.id }).post({
      body: { version: product.version, actions: [{ action: 'changeName', name: { en: 'Bench drill' } }, { action: 'publish' }] },
    }).execute();
    const renamed = await catalogue.productChanges(soldOut.mark);
    expect(renamed.productIds).toEqual([product.id]);
    expect(renamed.everything).toBe(false);

    await api.categories().withId({ ID: category.id }).post({
      body: { version: category.version, actions: [{ action: 'changeName', name: { en: 'Hand tools' } }] },
    }).execute();
    expect((await catalogue.productChanges(renamed.mark)).everything).toBe(true);
  });
});
