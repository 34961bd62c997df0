import { describe, expect, it } from '@jest/globals';
import { COUNTRY_SITE_LIST, storeFeaturesFor } from '@shop/markets';
import { isValidIban } from './bank-details.js';
import { channels } from './channels.js';
import { STORE_SWITCH_FIELDS } from '../schema/index.js';
import { stores } from './stores.js';
import { zones } from './zones.js';

const all = stores();

describe('stores', () => {
  it('are the 25 markets, keyed as markets key them', () => {
    expect(all.map((s) => s.key)).toEqual(COUNTRY_SITE_LIST.map((site) => site.storeKey));
  });

  it.each(COUNTRY_SITE_LIST.map((site) => [site.storeKey, site] as const))('%s carries its market’s data', (key, site) => {
    const store = all.find((s) => s.key === key);
    const fields = store?.custom?.fields ?? {};
    expect(store?.languages).toEqual([...site.languages]);
    expect(store?.countries).toEqual([{ code: site.code }]);
    expect(Object.keys(store?.name ?? {})).toEqual([...site.languages]);
    expect(store?.distributionChannels).toEqual([{ typeId: 'channel', key: `channel-${key}` }]);
    expect(store?.supplyChannels).toEqual([{ typeId: 'channel', key: `channel-${key}` }]);
    const features = storeFeaturesFor(site.code);
    for (const name of STORE_SWITCH_FIELDS) expect(fields[name]).toBe(features[name]);
    expect(JSON.parse(String(fields.ex_store_campaigns))).toEqual(features.ex_store_campaigns);
    expect(isValidIban(String(fields.IBAN))).toBe(true);
    expect(String(fields.IBAN).slice(0, 2)).toBe(site.code);
    expect(fields.BIC).toMatch(/^DEMO[A-Z]{2}20$/);
    expect(fields.accountOwner).toBeTruthy();
    expect(fields.institute).toBeTruthy();
    expect(Object.keys(fields.codFeeTitle ?? {})).toEqual([...site.languages]);
  });

  it('each have one channel (supply and distribution) and each country a zone', () => {
    expect(channels().map((c) => c.key)).toEqual(all.map((s) => `channel-${s.key}`));
    expect(channels().every((c) => c.roles?.includes('InventorySupply') && c.roles.includes('ProductDistribution'))).toBe(true);
    expect(zones().map((z) => [z.key, z.locations])).toEqual(COUNTRY_SITE_LIST.map((s) => [`zone-${s.code.toLowerCase()}`, [{ country: s.code }]]));
  });
});
