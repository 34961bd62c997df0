import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { formatMoney, numberConventions, requireShippingFees, DEFAULT_VOLUME_TIERS } from '@shop/domain';
import { DEMO_STORE_CAMPAIGNS, LOCALE_CODES } from '@shop/markets';
import request from 'supertest';
import { createTestApp } from '../../test/test-app.js';
import { CONTENT_BLOCK_TYPES } from './content-block-types.js';
import { OWN_BRANDS } from './demo/demo-catalogue.js';
import { INFORMATION_PAGE_SLUGS } from './demo/pages/information-page.js';

/** The CMS pages spec 1 §2 lists, as the demo names them, plus campaigns and own brands. */
const DEMO_PAGES = [
  'home', ...INFORMATION_PAGE_SLUGS, 'shipping-info', 'volume-discount', 'faq', 'newsletter-confirmation', 'opt-out',
  'black-friday', 'cyber-week', ...OWN_BRANDS.map((brand) => brand.key),
];

type Block = { type: string; [prop: string]: unknown };
type Document = { slug: string; locale: string; title: string; meta: { robots: string }; blocks: Block[] };

describe('GET /api/content/pages/{slug}-{languageAndCountry}.json: the demo CMS pages (real Nest app)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const page = (file: string) => request(app.getHttpServer()).get(`/api/content/pages/${file}`);
  const content = async (file: string): Promise<Document> => (await page(file).expect(200)).body.content as Document;

  it('serves every demo page in every locale, each with a title and blocks the storefront can render', async () => {
    for (const locale of LOCALE_CODES) {
      for (const slug of DEMO_PAGES) {
        const response = await page(`${slug}-${locale}.json`);
        expect({ file: `${slug}-${locale}`, status: response.status }).toEqual({ file: `${slug}-${locale}`, status: 200 });
        const document = response.body.content as Document;
        expect(document).toMatchObject({ slug, locale, title: expect.any(String) });
        expect(document.blocks.length).toBeGreaterThan(0);
        for (const block of document.blocks) expect(CONTENT_BLOCK_TYPES).toContain(block.type);
        // A placeholder left in a text means a template was filled with a value it does not have.
        expect(JSON.stringify(document)).not.toMatch(/\{[a-z]+\}/i);
      }
    }
  });

  it('has a campaign page for every campaign the stores run (ex_store_campaigns)', async () => {
    for (const campaign of DEMO_STORE_CAMPAIGNS) {
      const document = await content(`${campaign.campaignName.replace(/_/g, '-')}-de-DE.json`);
      const banner = document.blocks.find((block) => block.type === 'campaign-banner');
      expect(banner).toMatchObject({ campaignName: campaign.campaignName, startDate: campaign.startDate, endDate: campaign.endDate });
      const listing = document.blocks.find((block) => block.type === 'product-listing');
      expect(listing).toMatchObject({ query: { filters: { tags: [`campaign:${campaign.campaignName}`] } } });
    }
  });

  it.each([
    ['home-de-AT.json', 'Profi-Ausrüstung für jedes Handwerk'],
    ['home-fr-CH.json', 'Équipement professionnel pour tous les métiers'],
    ['home-it-CH.json', 'Attrezzature professionali per ogni mestiere'],
    ['privacy-el-GR.json', 'Πολιτική απορρήτου'],
    ['terms-and-conditions-pl-PL.json', 'Regulamin'],
    ['shipping-info-cs-CZ.json', 'Informace o dopravě'],
    ['volume-discount-fi-FI.json', 'Määräalennus'],
    ['opt-out-bg-BG.json', 'Отписване'],
  ])('%s is written in its language: "%s"', async (file, title) => {
    const document = await content(file);
    expect(document.title).toBe(title);
  });

  it('writes headings in the page language too (nl-BE and fr-BE differ, fr-BE and fr-FR agree)', async () => {
    const headings = async (file: string) => (await content(file)).blocks.map((block) => block['heading']).filter(Boolean);
    expect(await headings('home-nl-BE.json')).toContain('Schrijf u in voor onze nieuwsbrief');
    expect(await headings('home-fr-BE.json')).toContain('Abonnez-vous à notre newsletter');
    expect(await headings('home-fr-FR.json')).toEqual(await headings('home-fr-BE.json'));
  });

  it('states the CZK free-shipping threshold and fees of domain in shipping-info-cs-CZ, formatted for cs-CZ', async () => {
    const fees = requireShippingFees('CZ', 'CZK');
    const threshold = formatMoney(fees.freeShippingThreshold, numberConventions('cs-CZ'));
    const document = await content('shipping-info-cs-CZ.json');
    const text = JSON.stringify(document);
    expect(text).toContain(`Doprava zdarma od ${threshold}`);
    expect(text).toContain(formatMoney(fees.parcelFee, numberConventions('cs-CZ')));
    expect(text).toContain(formatMoney(fees.freightFee, numberConventions('cs-CZ')));
    const cards = document.blocks.find((block) => block.type === 'delivery-cards');
    expect(cards).toMatchObject({
      freeShippingThreshold: { price: { centAmount: 139_900, currencyCode: 'CZK', fractionDigits: 2 } },
      cards: [{ kind: 'parcel', price: fees.parcelFee }, { kind: 'freight', price: fees.freightFee }],
    });
  });

  it('uses the country override where domain has one (France) and each market its own currency', async () => {
    const france = JSON.stringify(await content('shipping-info-fr-FR.json'));
    expect(france).toContain(formatMoney(requireShippingFees('FR', 'EUR').parcelFee, numberConventions('fr-FR')));
    const belgium = JSON.stringify(await content('shipping-info-fr-BE.json'));
    expect(belgium).toContain(formatMoney(requireShippingFees('BE', 'EUR').parcelFee, numberConventions('fr-BE')));
    expect(belgium).not.toContain(formatMoney(requireShippingFees('FR', 'EUR').parcelFee, numberConventions('fr-BE')));
    expect(JSON.stringify(await content('shipping-info-de-CH.json'))).toContain('CHF');
    expect(JSON.stringify(await content('shipping-info-hu-HU.json'))).toContain(formatMoney(requireShippingFees('HU', 'HUF').freeShippingThreshold, numberConventions('hu-HU')));
  });

  it('lists the default volume-discount tiers of domain on volume-discount', async () => {
    const document = await content('volume-discount-de-DE.json');
    const list = document.blocks.find((block) => block.type === 'list') as unknown as { items: { volume: number; discountPercentage: number; text: string }[] };
    expect(list.items.map(({ volume, discountPercentage }) => ({ volume, discountPercentage }))).toEqual(
      DEFAULT_VOLUME_TIERS.map(({ volume, discountPercentage }) => ({ volume, discountPercentage })),
    );
    // Intl writes the space before % as a no-break space.
    expect(list.items[0]?.text).toBe('5\u00a0% Rabatt ab 3 Stück');
  });

  it('links in the page language: prefixed for a country’s second language, at the root for its default', async () => {
    const fr = JSON.stringify(await content('home-fr-CH.json'));
    expect(fr).toContain('"url":"/fr/dispatch-information/"');
    const de = JSON.stringify(await content('home-de-CH.json'));
    expect(de).toContain('"url":"/dispatch-information/"');
  });

  it('answers the content routes of spec 1 §2 with their CMS page (/dispatch-information/ is shipping-info)', async () => {
    const byRoute = await content('dispatch-information-cs-CZ.json');
    expect(byRoute).toEqual(await content('shipping-info-cs-CZ.json'));
    expect((await content('privacy-data-de-DE.json')).slug).toBe('privacy');
    expect((await content('premium-gurantee-en-GB.json')).slug).toBe('premium-guarantee');
  });

  it('keeps the newsletter pages out of search engines and the others in', async () => {
    expect((await content('newsletter-confirmation-sk-SK.json')).meta.robots).toBe('noindex, nofollow');
    expect((await content('home-sk-SK.json')).meta.robots).toBe('index, follow');
  });

  it('accepts the key without .json', async () => {
    expect((await content('home-sk-SK')).slug).toBe('home');
  });
});
