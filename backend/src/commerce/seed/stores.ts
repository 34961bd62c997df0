import type { StoreDraft } from '@commercetools/platform-sdk';
import { COUNTRY_SITE_LIST, storeFeaturesFor } from '@shop/markets';
import { bankDetailsFor } from './bank-details.js';
import { DEMO_COD_FEE_CENTS } from './cod-fees.js';
import { STORE_FIELDS, STORE_SWITCH_FIELDS, TYPE_KEYS } from '../schema/index.js';
import { channelKey } from './keys.js';
import { pickLanguages } from './localized.js';
import { COD_FEE_TITLE } from './store-texts.js';

/*
 * One store per market, keyed by markets' storeKey ('ex-sk'). Choices where the spec is silent:
 * - languages are the site's languages as bare codes ('nl', 'fr' for ex-be), the same codes the
 *   catalogue's localized texts are keyed by, so an in-store projection keeps the names; the
 *   locales ('fr-BE') are project languages too (see PROJECT_SETTINGS), for reviews and
 *   delivery times;
 * - countries lists the market's country, so in-store carts ship only there;
 * - the feature switches are copied from markets' storeFeaturesFor(code); campaigns are stored
 *   as a JSON text (see custom-types.ts).
 */
export function stores(): StoreDraft[] {
  return COUNTRY_SITE_LIST.map((site) => {
    const features = storeFeaturesFor(site.code);
    const bank = bankDetailsFor(site.code, site.label);
    const channel = [{ typeId: 'channel' as const, key: channelKey(site.storeKey) }];
    return {
      key: site.storeKey,
      name: Object.fromEntries(site.localisations.map((l) => [l.language, `ProEquip ${l.label}`])),
      languages: [...site.languages],
      countries: [{ code: site.code }],
      distributionChannels: channel,
      supplyChannels: channel,
      custom: {
        type: { typeId: 'type', key: TYPE_KEYS.store },
        fields: {
          ...Object.fromEntries(STORE_SWITCH_FIELDS.map((name) => [name, features[name]])),
          [STORE_FIELDS.campaigns]: JSON.stringify(features.ex_store_campaigns),
          [STORE_FIELDS.bic]: bank.bic,
          [STORE_FIELDS.accountOwner]: bank.accountOwner,
          [STORE_FIELDS.institute]: bank.institute,
          [STORE_FIELDS.iban]: bank.iban,
          [STORE_FIELDS.codFeeTitle]: pickLanguages(COD_FEE_TITLE, site.languages),
          [STORE_FIELDS.codFee]: { currencyCode: site.currency, centAmount: DEMO_COD_FEE_CENTS[site.currency] },
        },
      },
    };
  });
}
