import { type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { search } from '../support/backend';
import { JOURNEY_PAGE_SIZE, journeyPlan } from '../support/journey-plan';
import { marketOrigin } from '../support/markets';
import { hydrated, shownPrices, tabTo } from '../support/page-helpers';
import { escapeRegExp, shopTexts } from '../support/shop-texts';
import { CH_FR, DE, homeUrl, LT, productPath, searchIndex, SK, type Shopper } from '../support/shoppers';

/**
 * Issue 12's end-to-end bar, as a shopper lives it: browse a category, filter by brand and price,
 * sort, page, open a product, read its reviews, add it to the cart — in SK, DE, CH-fr and LT; the
 * quick search and the header by keyboard alone; a listing and add-to-cart without JavaScript.
 * Controls are found by role and accessible name in the shopper's language; every expected value
 * (category, brand, prices, their order, the reviews' order) comes from the backend's own data.
 */

/** The URL's listing state, as spec 1 §2 names its parameters. */
const listingState = (url: URL) => ({
  brand: url.searchParams.get('[refinementList][brand][0]'),
  price: url.searchParams.get('[range][price]'),
  sort: url.searchParams.get('sort'),
  hitsPerPage: url.searchParams.get('hitsPerPage'),
  page: url.searchParams.get('page'),
});

/** The header's cart link says how many items the cart holds, and its badge shows the number. */
async function expectCartCount(page: Page, shopper: Shopper, count: number): Promise<void> {
  const text = shopTexts(shopper.locale);
  const cart = page.getByRole('banner').getByRole('link', { name: text.within('layout.cartCount', { count }) });
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('cart-count')).toHaveText(String(count));
}

for (const shopper of [SK, DE, CH_FR, LT]) {
  test(`a shopper in ${shopper.name} browses a category, filters, sorts, pages, reads reviews and adds to cart`, async ({ page }) => {
    // About fifteen navigations, each rendered by the server or the router: more than one page's time.
    test.slow();
    const plan = await journeyPlan(shopper);
    const text = shopTexts(shopper.locale);
    const origin = marketOrigin(shopper.country);
    const main = page.getByRole('main');
    const results = main.getByRole('region', { name: text('listing.products') });
    const filters = main.getByRole('complementary', { name: text('listing.filters') });

    // Home, then the category from the category bar.
    await page.goto(homeUrl(shopper));
    await expect(page.locator('html')).toHaveAttribute('lang', shopper.locale);
    await hydrated(page);
    await page.getByRole('navigation', { name: text('layout.categories') }).getByRole('link', { name: plan.category.name, exact: true }).click();
    await expect(page).toHaveURL(`${origin}${plan.category.path}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(plan.category.name);

    // A brand that has products here.
    const brandFilter = filters.getByRole('region', { name: text('listing.facet.brand') });
    await brandFilter.getByRole('link', { name: new RegExp(`^${escapeRegExp(plan.brand)}\\b`) }).click();
    await expect(page).toHaveURL((url) => listingState(url).brand === plan.brand);

    // A price range, in whole currency units.
    const priceFilter = filters.getByRole('region', { name: text('listing.facet.price') });
    const from = priceFilter.getByRole('spinbutton', { name: text.like('listing.priceFrom', ['currency']) });
    const to = priceFilter.getByRole('spinbutton', { name: text.like('listing.priceTo', ['currency']) });
    await from.fill(String(plan.price.low));
    await to.fill(String(plan.price.high));
    await priceFilter.getByRole('button', { name: text('listing.applyPrice') }).click();
    const total = plan.pages.flat().length;
    await expect(main.getByRole('status')).toHaveText(text('listing.resultCount', { count: total }));

    // Price, low to high, twelve a page: the prices rise (the plan's pages are the backend's prices
    // sorted here), and the URL holds all of it.
    await main.getByLabel(text('listing.sortBy'), { exact: true }).selectOption({ label: text('listing.sort.price-asc') });
    await expect(page).toHaveURL((url) => listingState(url).sort === 'price-asc');
    await main.getByLabel(text('listing.hitsPerPage'), { exact: true }).selectOption(String(JOURNEY_PAGE_SIZE));
    await expect(page).toHaveURL((url) => listingState(url).hitsPerPage === String(JOURNEY_PAGE_SIZE));
    await expect.poll(() => shownPrices(results)).toEqual(plan.pages[0]);

    // Page 2 continues the order; reloading the URL shows the same page (the state is in the URL).
    await results.getByRole('navigation', { name: text('listing.pagination') }).getByRole('link', { name: text('listing.page', { page: 2 }), exact: true }).click();
    await expect(page).toHaveURL((url) =>
      url.pathname === plan.category.path &&
      JSON.stringify(listingState(url)) ===
        JSON.stringify({ brand: plan.brand, price: `${plan.price.low}:${plan.price.high}`, sort: 'price-asc', hitsPerPage: String(JOURNEY_PAGE_SIZE), page: '2' }),
    );
    await expect.poll(() => shownPrices(results)).toEqual(plan.pages[1]);
    await page.reload();
    await expect(main.getByLabel(text('listing.sortBy'), { exact: true })).toHaveValue('price-asc');
    await expect.poll(() => shownPrices(results)).toEqual(plan.pages[1]);
    await hydrated(page);

    // The product.
    await results.getByRole('link', { name: plan.product.name, exact: true }).click();
    await expect(page).toHaveURL(`${origin}${plan.product.path}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(plan.product.name);

    // Its reviews, most recent first, as the backend dates them.
    const reviews = main.getByRole('region', { name: text('product.reviews.title') });
    const mostRecent = reviews.getByRole('navigation', { name: text('product.reviews.sortLabel') }).getByRole('link', { name: text('product.reviews.sort.recent') });
    const shownReviews = () => reviews.getByRole('article').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-review-id')));
    // All of them show, best first: not yet in date order.
    await expect.poll(async () => (await shownReviews()).sort()).toEqual([...plan.mostRecent].sort());
    expect(await shownReviews()).not.toEqual(plan.mostRecent);
    await mostRecent.click();
    await expect(mostRecent).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL((url) => url.searchParams.get('reviewSort') === 'most-recent' && url.hash === '#rating-reviews');
    await expect.poll(shownReviews).toEqual(plan.mostRecent);

    // Two into the cart: the header's badge says 2.
    const buyBox = main.getByRole('region', { name: plan.product.name, exact: true });
    await expectCartCount(page, shopper, 0);
    await buyBox.getByRole('button', { name: text('cart.increase') }).click();
    await expect(buyBox.getByRole('spinbutton', { name: text('cart.quantity') })).toHaveValue('2');
    await buyBox.getByRole('button', { name: text('cart.addToCart') }).click();
    await expect(buyBox.getByText(text('cart.outcome.added', { quantity: 2 }))).toBeVisible();
    await expectCartCount(page, shopper, 2);
  });
}

test.describe('keyboard only', () => {
  test('from home: Tab to the quick search, type, arrows wrap around, Enter opens the product', async ({ page }) => {
    const text = shopTexts(SK.locale);
    const { brand } = await journeyPlan(SK);
    const term = brand.toLowerCase();
    const expected = await search({ indexName: searchIndex(SK), query: term, hitsPerPage: 5 });
    expect(expected.nbHits).toBeGreaterThanOrEqual(5);

    await page.goto(homeUrl(SK));
    await hydrated(page);
    const combobox = page.getByRole('banner').getByRole('combobox', { name: text('search.label') });
    await tabTo(page, combobox);
    await page.keyboard.type(term);
    const options = page.getByRole('listbox', { name: text('search.suggestions') }).getByRole('option');
    // The backend's five best hits, then 'See all results' (spec 1: from 5 hits).
    await expect(options).toHaveCount(6);
    for (const [index, hit] of expected.hits.entries()) await expect(options.nth(index)).toContainText(hit.name);
    await expect(options.last()).toContainText(text('search.seeAll'));

    const active = (index: number) => expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
    for (let press = 0; press < 6; press += 1) await page.keyboard.press('ArrowDown');
    await active(5);
    await page.keyboard.press('ArrowDown');
    await active(0);
    await page.keyboard.press('ArrowUp');
    await active(5);
    await page.keyboard.press('ArrowUp');
    await active(4);
    await expect(combobox).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${marketOrigin(SK.country)}${productPath(SK, expected.hits[4]!.url)}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(expected.hits[4]!.name);
  });

  test('every header control is reached with Tab and works with Enter, Space and Escape', async ({ page }) => {
    // CH in French: the header with the most controls (a language selector too).
    const text = shopTexts(CH_FR.locale);
    const origin = marketOrigin(CH_FR.country);
    const header = page.getByRole('banner');
    await page.goto(homeUrl(CH_FR));
    await hydrated(page);

    // The skip link comes first and takes the focus to the content.
    const skip = header.getByRole('link', { name: text('layout.skipToContent') });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // Back up through the header to the logo, then forwards through every control.
    const logo = header.getByRole('link', { name: text('layout.logoLabel') });
    await tabTo(page, logo, { backwards: true });
    await tabTo(page, header.getByRole('combobox', { name: text('search.label') }));
    const searchButton = header.getByRole('button', { name: text('search.submit'), exact: true });
    await tabTo(page, searchButton);

    // The disclosures are <details>: their <summary> is the toggle.
    const language = header.locator('details', { has: page.locator('summary', { hasText: text('layout.language') }) });
    const languageToggle = language.locator('summary');
    await tabTo(page, languageToggle);
    await page.keyboard.press('Space');
    await expect(language.getByRole('link', { name: 'Italiano' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(language.getByRole('link', { name: 'Italiano' })).toBeHidden();
    await expect(languageToggle).toBeFocused();

    const contactToggle = header.locator('summary', { hasText: text('layout.contact') });
    await tabTo(page, contactToggle);
    await page.keyboard.press('Enter');
    const phone = header.getByRole('link', { name: text('layout.contactPhone') });
    await expect(phone).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(phone).toBeHidden();
    await expect(contactToggle).toBeFocused();

    const account = header.getByRole('link', { name: text('layout.login') });
    await tabTo(page, account);
    const cart = header.getByRole('link', { name: text.within('layout.cartCount', { count: 0 }) });
    await tabTo(page, cart);
    await page.keyboard.press('Enter');
    await expect(header.getByRole('status').filter({ hasText: text('layout.cartEmpty') })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === CH_FR.prefix);

    const menu = header.getByRole('button', { name: text('layout.allCategories') });
    await tabTo(page, menu);
    await page.keyboard.press('Space');
    const drawer = page.getByRole('dialog', { name: text('layout.categories') });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    // The links work with Enter, the search button with Space: a category, then back up to the
    // account and the logo, then the search.
    const categories = header.getByRole('navigation', { name: text('layout.categories') });
    const firstCategory = categories.getByRole('link').first();
    const categoryName = (await firstCategory.textContent())!.trim();
    await tabTo(page, firstCategory);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(categoryName);
    await tabTo(page, account, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${origin}${CH_FR.prefix}/login`);
    await tabTo(page, logo, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(homeUrl(CH_FR));
    await tabTo(page, searchButton);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL((url) => url.pathname === `${CH_FR.prefix}/search`);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('LT: a listing filters and sorts with links and forms, and add to cart shows the badge after the redirect', async ({ page }) => {
    const plan = await journeyPlan(LT);
    const text = shopTexts(LT.locale);
    const origin = marketOrigin(LT.country);
    const main = page.getByRole('main');
    const results = main.getByRole('region', { name: text('listing.products') });

    await page.goto(homeUrl(LT));
    await page.getByRole('navigation', { name: text('layout.categories') }).getByRole('link', { name: plan.category.name, exact: true }).click();
    await expect(page).toHaveURL(`${origin}${plan.category.path}`);

    const filters = main.getByRole('complementary', { name: text('listing.filters') });
    await filters.getByRole('region', { name: text('listing.facet.brand') }).getByRole('link', { name: new RegExp(`^${escapeRegExp(plan.brand)}\\b`) }).click();
    await expect(page).toHaveURL((url) => listingState(url).brand === plan.brand);

    // The sort is a GET form; without JavaScript its own button sends it.
    const sortForm = main.locator('form').filter({ has: page.getByLabel(text('listing.sortBy'), { exact: true }) });
    await sortForm.getByLabel(text('listing.sortBy'), { exact: true }).selectOption({ label: text('listing.sort.price-asc') });
    await sortForm.getByRole('button', { name: text('listing.apply') }).click();
    await expect(page).toHaveURL((url) => listingState(url).sort === 'price-asc' && listingState(url).brand === plan.brand);
    const prices = await shownPrices(results);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await results.getByRole('link', { name: plan.product.name, exact: true }).click();
    await expect(page).toHaveURL(`${origin}${plan.product.path}`);
    const buyBox = main.getByRole('region', { name: plan.product.name, exact: true });
    await buyBox.getByRole('spinbutton', { name: text('cart.quantity') }).fill('2');
    await buyBox.getByRole('button', { name: text('cart.addToCart') }).click();
    await expect(page).toHaveURL((url) => url.pathname === plan.product.path && url.searchParams.get('cart') === 'added');
    await expect(buyBox.getByText(text('cart.outcome.added', { quantity: 2 }))).toBeVisible();
    await expectCartCount(page, LT, 2);
  });
});
