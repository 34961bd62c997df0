import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { formatMoney, formatPercent, numberConventions, type Money } from '@shop/domain';
import type { LocaleCode } from '@shop/markets';
import {
  chCouponPlan, czOverCodLimitPlan, deBankPlan, guaranteePlan, postalPlan, skCodPlan, type CartPlan, type PlanProduct,
} from '../support/checkout-plan';
import type { ExpectedTotals } from '../support/checkout-expectations';
import { shopperCall } from '../support/browser-session';
import { marketOrigin } from '../support/markets';
import { cents, hydrated } from '../support/page-helpers';
import { shopTexts, type ShopTexts } from '../support/shop-texts';

/**
 * Issue 13's journeys: a guest buys in the browser from the product page to the thank-you page.
 * Each test has its own browser context (Playwright's default), so its own cookies and cart. The
 * products, prices, store settings and discounts come from the backend under test
 * (test/support/checkout-plan.ts); every amount a page must show is computed by `@shop/domain`
 * (test/support/checkout-expectations.ts). Controls are found by role and accessible name in the
 * shopper's language; the test waits for states, never for time.
 */

/** A guest's address in the market's own format (postal codes that domain's patterns accept). */
interface GuestAddress {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly streetName: string;
  readonly streetNumber: string;
  readonly postalCode: string;
  readonly city: string;
  readonly phone: string;
}

const guest = (country: string, postalCode: string, city: string): GuestAddress => ({
  email: `journey-${country.toLowerCase()}@example.com`,
  firstName: 'Alex',
  lastName: 'Journey',
  streetName: 'Main Street',
  streetNumber: '12',
  postalCode,
  city,
  phone: '+421 900 123 456',
});

const ADDRESSES: Readonly<Record<string, GuestAddress>> = {
  SK: guest('SK', '811 01', 'Bratislava'),
  DE: guest('DE', '10115', 'Berlin'),
  CZ: guest('CZ', '110 00', 'Praha'),
  CH: guest('CH', '1201', 'Genève'),
};

const origin = (country: string): string => marketOrigin(country.toLowerCase());
const prefixOf = (locale: LocaleCode, country: string): string =>
  locale === 'fr-CH' && country === 'CH' ? '/fr' : '';

/** The cart as the backend answers a call made with the browser context's cookies. */
interface CartAnswer {
  readonly cart: { readonly id: string; readonly version: number } | null;
}

/**
 * Puts products in the guest's cart as the browser context's shopper (its cookies),
 * for journeys whose subject is a later step; journeys 1 and 7 use the product page's form.
 */
async function fillCart(page: Page, country: string, lines: readonly { sku: string; quantity: number }[]): Promise<void> {
  let ref: { id: string; version: number } | Record<string, never> = {};
  for (const line of lines) {
    const answer: CartAnswer = await shopperCall<CartAnswer>(page.context(), country, 'addToCart', [ref, line]);
    const cart = answer.cart;
    ref = { id: cart!.id, version: cart!.version };
  }
}

/** The header's cart badge says how many items the cart holds. */
async function expectCartCount(page: Page, text: ShopTexts, count: number): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: text.within('layout.cartCount', { count }) })).toBeVisible();
}

/** Adds one product on its page with the buy box's form (works with and without JavaScript). */
async function addOnProductPage(page: Page, text: ShopTexts, country: string, product: PlanProduct, quantity = 1): Promise<void> {
  await page.goto(`${origin(country)}${product.path}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(product.name);
  const buyBox = main.getByRole('region', { name: product.name, exact: true });
  if (quantity !== 1) await buyBox.getByRole('spinbutton', { name: text('cart.quantity') }).fill(String(quantity));
  await buyBox.getByRole('button', { name: text('cart.addToCart') }).click();
  await expect(buyBox.getByText(text('cart.outcome.added', { quantity }))).toBeVisible();
}

/** The addresses step: e-mail, the billing address (shipping same as billing, the default), submit. */
async function fillAddresses(page: Page, text: ShopTexts, address: GuestAddress): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('region', { name: text('addresses.contact.title') }).getByLabel(text('addresses.field.email')).fill(address.email);
  const billing = main.getByRole('region', { name: text('addresses.billing.title') });
  for (const field of ['firstName', 'lastName', 'streetName', 'streetNumber', 'postalCode', 'city', 'phone'] as const) {
    await billing.getByLabel(text(`addresses.field.${field}`), { exact: true }).fill(address[field]);
  }
}

async function submitAddresses(page: Page, text: ShopTexts): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: text('addresses.submit') }).click();
}

/** The cart page's lines (one list item per line). */
const cartLines = (page: Page): Locator => page.getByRole('main').getByTestId('cart-lines').getByRole('listitem').and(page.getByTestId('cart-line'));

/** The cart step (step 1) with its lines, then its way on to the addresses: the shopper's way into the checkout. */
async function checkoutFromCart(page: Page, text: ShopTexts, country: string, lineCount: number, prefix = ''): Promise<void> {
  await page.goto(`${origin(country)}${prefix}/checkout/cart`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(text('cart.page.title'));
  await expect(cartLines(page)).toHaveCount(lineCount);
  await page.getByRole('main').getByRole('link', { name: text('cart.continue') }).click();
  await expect(page).toHaveURL((url) => url.pathname === `${prefix}/checkout/addresses`);
}

/** An amount of the order summary (payment and thank-you pages), in cents. */
const summaryAmount = async (summary: Locator, row: string): Promise<number> => cents((await summary.getByTestId(row).getByRole('definition').textContent()) ?? '');

async function expectSummary(summary: Locator, text: ShopTexts, totals: ExpectedTotals): Promise<void> {
  await expect.poll(() => summaryAmount(summary, 'summary-total')).toBe(totals.total.centAmount);
  expect(await summaryAmount(summary, 'summary-subtotal')).toBe(totals.goods.centAmount);
  if (totals.discount.centAmount > 0) expect(await summaryAmount(summary, 'summary-discount')).toBe(totals.discount.centAmount);
  else await expect(summary.getByTestId('summary-discount')).toHaveCount(0);
  if (totals.shipping.centAmount === 0) await expect(summary.getByTestId('summary-shipping').getByRole('definition')).toHaveText(text('cart.summary.free'));
  else expect(await summaryAmount(summary, 'summary-shipping')).toBe(totals.shipping.centAmount);
  if (totals.codFee.centAmount > 0) expect(await summaryAmount(summary, 'summary-cod-fee')).toBe(totals.codFee.centAmount);
  else await expect(summary.getByTestId('summary-cod-fee')).toHaveCount(0);
  // One VAT row: the market's rate, the amount domain's reading of the tax engine gives.
  const vat = summary.getByTestId('summary-vat');
  await expect(vat).toHaveCount(1);
  await expect(vat.getByRole('term')).toContainText(new RegExp(String(totals.tax.percent).replace('.', '[.,]')));
  expect(await summaryAmount(summary, 'summary-vat')).toBe(totals.tax.amount.centAmount);
}

interface OrderAnswer {
  readonly id: string;
  readonly orderNumber: string;
  readonly totalPrice: Money;
  readonly taxedPrice: { readonly taxPortions: readonly { amount: Money }[] };
  readonly customLineItems?: readonly { totalPrice: Money }[];
}

/** The order the thank-you page names, as the backend has it (asked with the guest's own cookies). */
async function placedOrder(page: Page, country: string): Promise<OrderAnswer> {
  const reference = new URL(page.url()).searchParams.get('order');
  expect(reference, 'the thank-you URL carries the order reference').toBeTruthy();
  const { me } = await shopperCall<{ me: { orders: { results: OrderAnswer[] } } }>(page.context(), country, 'getOrders', [{ id: reference }]);
  expect(me.orders.results).toHaveLength(1);
  return me.orders.results[0]!;
}

/** The order's totals equal domain's, and the thank-you page shows its number. */
async function expectThankYou(page: Page, plan: CartPlan, totals: ExpectedTotals, prefix = ''): Promise<OrderAnswer> {
  await expect(page).toHaveURL((url) => url.pathname === `${prefix}/checkout/thank-you` && url.searchParams.has('order'));
  const order = await placedOrder(page, plan.country);
  expect(order.totalPrice.centAmount).toBe(totals.total.centAmount);
  expect(order.taxedPrice.taxPortions.reduce((total, portion) => total + portion.amount.centAmount, 0)).toBe(totals.tax.amount.centAmount);
  expect((order.customLineItems ?? []).reduce((total, line) => total + line.totalPrice.centAmount, 0)).toBe(totals.codFee.centAmount);
  // The number heads the page (and a bank transfer repeats it as the payment reference).
  await expect(page.getByRole('main').getByText(order.orderNumber).first()).toBeVisible();
  return order;
}

const paymentMethod = (page: Page, text: ShopTexts, code: 'cod' | 'bank_transfer'): Locator =>
  page.getByRole('main').getByRole('group', { name: text('payment.methods.legend') }).getByRole('radio', { name: text.within(`payment.method.${code}`) });

test.describe('checkout journeys', () => {
  // A whole purchase is a dozen navigations and server actions: more than one page's time.
  test.slow();

  test('1. a guest in SK buys two products with cash on delivery', async ({ page }) => {
    const plan = await skCodPlan();
    const text = shopTexts(plan.locale);
    const [first, second] = plan.products as [PlanProduct, PlanProduct];

    await page.goto(`${origin('SK')}/`);
    await hydrated(page);
    await addOnProductPage(page, text, 'SK', first);
    await addOnProductPage(page, text, 'SK', second);
    await expectCartCount(page, text, 2);

    await checkoutFromCart(page, text, 'SK', 2);
    await fillAddresses(page, text, ADDRESSES['SK']!);
    await submitAddresses(page, text);
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/payment');

    const summary = page.getByRole('main').getByRole('region', { name: text('cart.summary.title') });
    await hydrated(page);
    await paymentMethod(page, text, 'cod').check();
    await expect(summary.getByTestId('summary-cod-fee')).toBeVisible();
    await expect(summary.getByTestId('summary-cod-fee').getByRole('term')).toHaveText(plan.store.codFeeTitle);
    await expectSummary(summary, text, plan.totalsWithCod);

    await page.getByRole('main').getByRole('button', { name: text('payment.place') }).click();
    await expectThankYou(page, plan, plan.totalsWithCod);
  });

  test('2. a guest in DE over the free-shipping threshold pays by bank transfer; the bank details are the store\'s', async ({ page }) => {
    const plan = await deBankPlan();
    const text = shopTexts(plan.locale);
    await fillCart(page, 'DE', plan.lines.map(({ sku, quantity }) => ({ sku, quantity })));

    await checkoutFromCart(page, text, 'DE', plan.lines.length);
    await fillAddresses(page, text, ADDRESSES['DE']!);
    await submitAddresses(page, text);
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/payment');
    await hydrated(page);

    const bank = paymentMethod(page, text, 'bank_transfer');
    await bank.check();
    const details = page.getByRole('main').getByTestId('bank-details');
    await expect(details).toBeVisible();
    for (const [id, value] of [
      ['payment.bank.accountOwner', plan.store.bank.accountOwner],
      ['payment.bank.iban', plan.store.bank.iban],
      ['payment.bank.bic', plan.store.bank.bic],
      ['payment.bank.institute', plan.store.bank.institute],
    ] as const) {
      await expect(details.locator('div', { has: page.getByRole('term').filter({ hasText: text(id) }) }).getByRole('definition')).toHaveText(value);
    }
    const summary = page.getByRole('main').getByRole('region', { name: text('cart.summary.title') });
    await expectSummary(summary, text, plan.totals);

    await page.getByRole('main').getByRole('button', { name: text('payment.place') }).click();
    await expectThankYou(page, plan, plan.totals);
    // The thank-you page repeats where to pay.
    await expect(page.getByRole('main').getByText(plan.store.bank.iban)).toBeVisible();
  });

  test('3. a shopper in CZ with a cart over the COD limit is not offered COD and reads why', async ({ page }) => {
    const plan = await czOverCodLimitPlan();
    const text = shopTexts(plan.locale);
    const [reason] = plan.payments.cod.reasons;
    expect(reason?.code).toBe('value-over-limit');
    await fillCart(page, 'CZ', plan.lines.map(({ sku, quantity }) => ({ sku, quantity })));

    await checkoutFromCart(page, text, 'CZ', plan.lines.length);
    await fillAddresses(page, text, ADDRESSES['CZ']!);
    await submitAddresses(page, text);
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/payment');

    const cod = paymentMethod(page, text, 'cod');
    await expect(cod).toBeDisabled();
    // The reason, in Czech, with the total COD would charge and the limit, as domain has them.
    const why = page.getByRole('main').getByText(text.like('payment.refusal.value-over-limit', ['total', 'limit']));
    await expect(why).toBeVisible();
    if (reason?.code === 'value-over-limit') {
      const digits = cents((await why.textContent()) ?? '');
      expect(String(digits)).toBe(`${reason.total.centAmount}${reason.limit.centAmount}`);
    }
    // Bank transfer stays available.
    await expect(paymentMethod(page, text, 'bank_transfer')).toBeEnabled();
  });

  test('4. a shopper in CH (French) uses a coupon and reaches a volume tier; the totals are domain\'s', async ({ page }) => {
    const plan = await chCouponPlan();
    const text = shopTexts(plan.locale);
    const prefix = prefixOf(plan.locale, plan.country);
    const [product] = plan.products as [PlanProduct];
    await fillCart(page, 'CH', [{ sku: product.sku, quantity: plan.tier.volume }]);

    await page.goto(`${origin('CH')}${prefix}/checkout/cart`);
    await hydrated(page);
    const main = page.getByRole('main');
    // Three pieces reach the 3-item tier: the line says so, in French.
    await expect(cartLines(page).getByTestId('volume-tier')).toHaveText(text('cart.line.volumeTier', { percentage: formatPercent(plan.tier.discountPercentage, numberConventions(plan.locale)), volume: plan.tier.volume }));
    await main.getByRole('textbox', { name: text('cart.coupon.label') }).fill(plan.coupon.code);
    await main.getByRole('button', { name: text('cart.coupon.apply') }).click();
    await expect(main.getByRole('region', { name: text('cart.coupon.title') }).getByText(text('cart.coupon.state.MatchesCart'), { exact: true })).toBeVisible();
    // The line's total after the coupon and the tier, as domain applies them per piece.
    await expect.poll(async () => cents((await cartLines(page).getByTestId('line-total').textContent()) ?? '')).toBe(plan.totals.subtotal.centAmount);

    await main.getByRole('link', { name: text('cart.continue') }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${prefix}/checkout/addresses`);
    await fillAddresses(page, text, ADDRESSES['CH']!);
    await submitAddresses(page, text);
    await expect(page).toHaveURL((url) => url.pathname === `${prefix}/checkout/payment`);
    await hydrated(page);
    await paymentMethod(page, text, 'bank_transfer').check();
    await expectSummary(main.getByRole('region', { name: text('cart.summary.title') }), text, plan.totals);
  });

  for (const country of ['PL', 'NL', 'GB'] as const) {
    test(`5. ${country}: an invalid postal code is refused in the shopper's language; corrected, the checkout goes on`, async ({ page }) => {
      const plan = await postalPlan(country);
      const text = shopTexts(plan.locale);
      await fillCart(page, country, [{ sku: plan.product.sku, quantity: 1 }]);

      await checkoutFromCart(page, text, country, 1);
      const address = { ...guest(country, plan.invalid, 'City'), phone: '+48 600 700 800' };
      await fillAddresses(page, text, address);
      await submitAddresses(page, text);
      const billing = page.getByRole('main').getByRole('region', { name: text('addresses.billing.title') });
      const postalCode = billing.getByLabel(text('addresses.field.postalCode'), { exact: true });
      await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
      await expect(postalCode).toHaveAccessibleDescription(text.within('addresses.error.postalCode.billing'));
      await expect(page).toHaveURL((url) => url.pathname === '/checkout/addresses');

      await postalCode.fill(plan.valid);
      await submitAddresses(page, text);
      await expect(page).toHaveURL((url) => url.pathname === '/checkout/payment');
    });
  }

  test('6. a guarantee is offered for an eligible line, added, and follows its quantity; an excluded brand is offered none', async ({ page }) => {
    const plan = await guaranteePlan();
    const text = shopTexts(plan.locale);
    await fillCart(page, 'SK', [{ sku: plan.eligible.sku, quantity: 1 }, { sku: plan.excludedBrand.sku, quantity: 1 }]);

    await page.goto(`${origin('SK')}/checkout/cart`);
    await hydrated(page);
    const lineOf = (product: PlanProduct) => cartLines(page).filter({ has: page.getByRole('link', { name: product.name, exact: true }) });

    // The eligible line: every guarantee domain offers it, from the cheapest.
    const eligible = lineOf(plan.eligible);
    const cheapest = [...plan.eligibleOffers].sort((a, b) => a.unitPrice.centAmount - b.unitPrice.centAmount)[0]!;
    await eligible.getByRole('button', { name: text.like('guarantee.choose', ['price']) }).click();
    const sidebar = page.getByRole('dialog', { name: text('guarantee.title') });
    await expect(sidebar).toBeVisible();
    const options = sidebar.getByRole('button', { name: text.like('guarantee.addNamed', ['name']) });
    await expect(options).toHaveCount(plan.eligibleOffers.length);
    for (const offer of plan.eligibleOffers) await expect(sidebar.getByRole('button', { name: text('guarantee.addNamed', { name: offer.name }) })).toBeVisible();
    await sidebar.getByRole('button', { name: text('guarantee.addNamed', { name: cheapest.name }) }).click();
    await expect(page.getByText(text('guarantee.outcome.added'))).toBeVisible();
    const guaranteeLine = cartLines(page).filter({ hasText: cheapest.name });
    await expect(guaranteeLine).toHaveCount(1);
    await expect(guaranteeLine).toContainText(text('cart.line.guaranteeQuantity', { quantity: 1 }));
    await expect.poll(async () => cents((await guaranteeLine.getByTestId('line-total').textContent()) ?? '')).toBe(cheapest.unitPrice.centAmount);

    // It follows the parent's quantity (and its price with it).
    await eligible.getByRole('button', { name: text('cart.increase') }).click();
    await expect(eligible.getByRole('spinbutton', { name: text('cart.quantity') })).toHaveValue('2');
    await expect(guaranteeLine).toContainText(text('cart.line.guaranteeQuantity', { quantity: 2 }));
    await expect.poll(async () => cents((await guaranteeLine.getByTestId('line-total').textContent()) ?? '')).toBe(2 * cheapest.unitPrice.centAmount);

    // The line of a brand every guarantee excludes: no offer at all.
    const excluded = lineOf(plan.excludedBrand);
    await expect(excluded).toHaveCount(1);
    await expect(excluded.getByTestId('guarantee-offer')).toHaveCount(0);
    await expect(excluded.getByRole('button', { name: text.like('guarantee.choose', ['price']) })).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.slow();

  test('7. the whole SK journey: product pages, cart, addresses, cash on delivery, thank-you', async ({ page }) => {
    const plan = await skCodPlan();
    const text = shopTexts(plan.locale);
    const [first, second] = plan.products as [PlanProduct, PlanProduct];

    await addOnProductPage(page, text, 'SK', first);
    await addOnProductPage(page, text, 'SK', second);
    await expectCartCount(page, text, 2);

    await checkoutFromCart(page, text, 'SK', 2);
    await fillAddresses(page, text, ADDRESSES['SK']!);
    await submitAddresses(page, text);
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/payment');

    // Nothing is chosen for the shopper; choosing COD and placing adds the fee without ordering.
    const summary = page.getByRole('main').getByRole('region', { name: text('cart.summary.title') });
    await expect(summary.getByTestId('summary-cod-fee')).toHaveCount(0);
    await paymentMethod(page, text, 'cod').check();
    await page.getByRole('main').getByRole('button', { name: text('payment.place') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/payment' && url.searchParams.get('total') === 'changed');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(text('payment.totalChanged.codFee', { fee: formatMoney(plan.totalsWithCod.codFee, numberConventions(plan.locale)) }));
    // The page now shows what the order will cost, fee line included; placing again orders exactly that.
    await expectSummary(summary, text, plan.totalsWithCod);
    await expect(paymentMethod(page, text, 'cod')).toBeChecked();
    await page.getByRole('main').getByRole('button', { name: text('payment.place') }).click();
    await expectThankYou(page, plan, plan.totalsWithCod);
  });
});
