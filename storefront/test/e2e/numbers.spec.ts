import { categoryListingPath, productPagePath, type CountryCode } from '@shop/domain';
import * as domain from '@shop/domain';
import { COUNTRY_SITES, countryConfig, LOCALE_CODES, LOCALES, type LocaleCode } from '@shop/markets';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { rootCategories, search } from '../support/backend';
import { marketOrigin } from '../support/markets';
import { openServerAndHydrated, textNodesWith, textsOf } from '../support/server-and-hydrated';
import { expect, test } from '../support/shop-test';

// Issue 18 (shopper 3 and 5): the server (Node's ICU) and chromium (its own ICU) wrote fr-CH
// prices differently ("7'949.00 CHF" against "7 949.00 CHF"), so React threw #418 and prices
// jumped after load. The shop formats every number with domain's table-driven formatter; these
// checks hold it to the same text on both sides in all 28 locales.

type Domain = typeof domain;

/**
 * Money, percentages, counts, ratings and measures in one locale, written by the formatter it is
 * given. Serialised into chromium as source text, so it refers to nothing but its arguments.
 */
function writeNumbers(formatter: Domain, conventions: domain.NumberConventions, currency: string): string[] {
  const texts: string[] = [];
  for (const code of [currency, 'EUR']) {
    for (const cents of [0, 5, 195, 2290, 794900, 12345678, -342, -123450]) {
      texts.push(formatter.formatMoney({ centAmount: cents, currencyCode: code as 'EUR', fractionDigits: 2 }, conventions));
    }
  }
  for (const percent of [5, 8.1, 10, 12.5, 19, 20, 21, 22, 23, 24, 25, 25.5, 27]) texts.push(formatter.formatPercent(percent, conventions));
  for (const count of [0, 1, 7, 48, 999, 1234, 12345, 1234567]) texts.push(formatter.formatDecimal(count, conventions));
  for (const rating of [1, 3.5, 4.25, 5]) texts.push(formatter.formatDecimal(rating, conventions, { maximumFractionDigits: 1, minimumFractionDigits: 1 }));
  for (const measure of [1, 2.5, 163, 1234.56]) {
    texts.push(formatter.formatUnit(measure, 'centimeter', conventions), formatter.formatUnit(measure, 'kilogram', conventions));
  }
  return texts;
}

const currencyOf = (locale: LocaleCode): string => COUNTRY_SITES[LOCALES[locale].country].currency;

/** domain as the browser gets it: its built module bundled into one script. */
async function domainScript(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve('@shop/domain'));
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'shopDomain' } },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && 'output' in result ? result.output[0] : undefined;
  if (!chunk || chunk.type !== 'chunk') throw new Error('bundling domain gave no script');
  return chunk.code;
}

test('domain writes every number the same in Node and in chromium, in all 28 locales', async ({ page }) => {
  await page.setContent('<!doctype html><title>numbers</title>');
  await page.addScriptTag({ content: await domainScript() });
  for (const locale of LOCALE_CODES) {
    // The browser gets the locale's conventions as JSON (the shell data), as a page does.
    const conventions = domain.numberConventions(locale);
    const inNode = writeNumbers(domain, conventions, currencyOf(locale));
    const inChromium = await page.evaluate(
      `(${writeNumbers.toString()})(window.shopDomain, ${JSON.stringify(conventions)}, ${JSON.stringify(currencyOf(locale))})`,
    );
    expect(inChromium, locale).toEqual(inNode);
  }
});

/** The path prefix of a locale's language in its country ('/fr' for fr-CH, '' for de-CH). */
const prefixOf = (locale: LocaleCode): string => {
  const { language, country } = LOCALES[locale];
  return language === COUNTRY_SITES[country].defaultLanguage ? '' : `/${language}`;
};

const nativeRouting = (country: CountryCode): boolean => countryConfig(country).rules.nativeRouting;

async function productUrl(locale: LocaleCode): Promise<string> {
  const { country } = LOCALES[locale];
  const [hit] = (await search({ indexName: `products_${locale}`, hitsPerPage: 1 })).hits;
  if (!hit) throw new Error(`no product in products_${locale}`);
  return `${marketOrigin(country)}${prefixOf(locale)}${productPagePath(hit.url, nativeRouting(country))}`;
}

// Everything on a product page that shows a number: price, saving, VAT rate, volume tiers, rating, measures.
const PRODUCT_NUMBERS = [
  '[data-testid="product-price"]',
  '[data-testid="volume-discounts"]',
  '[data-testid="rating-summary"]',
  '[data-testid="product-specs"]',
].join(', ');

for (const locale of LOCALE_CODES) {
  test(`${locale}: the product page keeps the server's numbers when it hydrates`, async ({ browser }) => {
    const pages = await openServerAndHydrated(browser, await productUrl(locale));
    try {
      const written = await textsOf(pages.server, PRODUCT_NUMBERS);
      expect(written.length, 'the numbers are on the page').toBeGreaterThan(0);
      expect(await textsOf(pages.hydrated, PRODUCT_NUMBERS)).toEqual(written);
      expect(pages.pageErrors).toEqual([]);
    } finally {
      await pages.close();
    }
  });
}

test.describe('CH in French, where Node and chromium disagreed', () => {
  const origin = marketOrigin('CH');

  const pagesToVisit = async (): Promise<[string, string][]> => {
    const [category] = await rootCategories('ch');
    if (!category?.slug['fr']) throw new Error('CH has no root category with a French slug');
    return [
      ['home', `${origin}/fr`],
      ['product', await productUrl('fr-CH')],
      ['category', `${origin}/fr${categoryListingPath(category.slug['fr'], false)}`],
    ];
  };

  test('home, a product and a category hydrate without an error and keep their prices', async ({ browser }) => {
    for (const [name, url] of await pagesToVisit()) {
      const pages = await openServerAndHydrated(browser, url);
      try {
        const prices = await textNodesWith(pages.server, 'CHF');
        expect(prices.length, `${name} shows prices`).toBeGreaterThan(0);
        // Blocks loaded after hydration add prices of their own; every price the server wrote must still be there, unchanged.
        expect(await textNodesWith(pages.hydrated, 'CHF'), name).toEqual(expect.arrayContaining(prices));
        expect(pages.pageErrors, name).toEqual([]);
      } finally {
        await pages.close();
      }
    }
  });
});

// The browser formats with its page's row of the table, sent with the shell data: the table of all
// 28 locales (about 2 kB gzip) must not be part of the JavaScript every page loads.
test("an SK page's first-load scripts hold no other locale's number conventions", async ({ page }) => {
  for (const url of [`${marketOrigin('SK')}/`, await productUrl('sk-SK')]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    const html = await response!.text();
    const scripts = [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length, url).toBeGreaterThan(0);
    const code = (await page.evaluate(async (hrefs) => Promise.all(hrefs.map(async (href) => (await fetch(href)).text())), scripts)).join('\n');
    // Symbols and units only bg-BG's and el-GR's rows hold.
    for (const foreign of ['лв.', 'κιλά', '{0} εκ.']) expect(code.includes(foreign), `${url} loads ${foreign}`).toBe(false);
  }
});

test('the Finnish product page writes the VAT rate with a decimal comma', async ({ browser }) => {
  const pages = await openServerAndHydrated(browser, await productUrl('fi-FI'));
  try {
    // Finland's standard rate is 25.5 % (2024); CLDR fi writes it "25,5 %" with a no-break space.
    await expect(pages.hydrated.getByTestId('vat-note')).toHaveText('Hinta sis. ALV 25,5\u00a0%');
  } finally {
    await pages.close();
  }
});
