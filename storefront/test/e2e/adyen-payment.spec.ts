import type { BrowserContext, Page } from '@playwright/test';
import { formatMoney, money, numberConventions } from '@shop/domain';
import type { LocaleCode } from '@shop/markets';
import { expect, test, type AdyenShop } from '../support/adyen-shop';
import { search } from '../support/backend';
import { CHALLENGE_PASSWORD } from '../../../backend/test/fake-adyen/card';
import { cartReadyToPay } from '../support/checkout-cart';
import { hydrated } from '../support/page-helpers';
import { shopTexts } from '../support/shop-texts';

/**
 * Issue 19 in the browser: a shop configured with a fake Adyen (its own backend and storefront,
 * test/support/adyen-shop.ts) offers Drop-in on the payment step; redirect methods go to the
 * fake's hosted page and back through /checkout/adyen-return; a Multibanco order shows its voucher;
 * a refused payment lands on the error page in the shopper's language with the cart intact.
 * Expected texts come from the message catalogues, amounts and voucher parts from the backend.
 */

// One shop for the file's tests, in one worker, one after another.
test.describe.configure({ mode: 'default' });

interface Market { readonly country: string; readonly locale: LocaleCode }
const NL: Market = { country: 'nl', locale: 'nl-NL' };
const PT: Market = { country: 'pt', locale: 'pt-PT' };
const SK: Market = { country: 'sk', locale: 'sk-SK' };

/** A cheap product in stock in the market (the bit set SBS-28 when there), from this shop's backend. */
async function product(shop: AdyenShop, market: Market): Promise<string> {
  const { hits } = await search({ indexName: `products_${market.locale}`, query: 'SBS-28', hitsPerPage: 5 }, shop.backendUrl);
  const hit = hits.find((candidate) => candidate.inStock);
  if (!hit) throw new Error(`nothing in stock in ${market.locale}`);
  return hit.sku;
}

async function readyToPay(shop: AdyenShop, context: BrowserContext, market: Market): Promise<void> {
  await cartReadyToPay(context, market.country, await product(shop, market), { call: shop.shopperCall });
}

/** A cart ready to pay, and its payment step open and hydrated. */
async function onPaymentStep(shop: AdyenShop, context: BrowserContext, page: Page, market: Market) {
  await readyToPay(shop, context, market);
  const response = await page.goto(`${shop.origin(market.country)}/checkout/payment`);
  await hydrated(page);
  return response!;
}

const method = (page: Page, type: string) => page.locator(`.adyen-checkout__payment-method--${type}`);

/** Opens a Drop-in method and presses its pay button. */
async function payWith(page: Page, type: string): Promise<void> {
  await method(page, type).locator('.adyen-checkout__payment-method__header').click();
  await method(page, type).locator('.adyen-checkout__button--pay').click();
}

const cartLines = async (shop: AdyenShop, context: BrowserContext, country: string) =>
  (await shop.shopperCall<{ cart: { lineItems: { variant: { sku: string }; quantity: number }[] } | null }>(context, country, 'getMyCart', [])).cart?.lineItems
    .map((line) => [line.variant.sku, line.quantity]);

test('NL: the payment step offers Drop-in in Dutch with the backend\'s methods; only its document allows the fake Adyen', async ({ adyenShop, context, page }) => {
  const t = shopTexts(NL.locale);
  const response = await onPaymentStep(adyenShop, context, page, NL);
  await expect(page.getByRole('heading', { name: t('payment.card.title') })).toBeVisible();
  await expect(method(page, 'ideal')).toBeVisible();
  await expect(method(page, 'scheme')).toBeVisible();
  // COD and bank transfer are listed as before.
  await expect(page.getByTestId('payment-method-cod')).toBeVisible();
  // Where the backend points Drop-in (the fake, standing in for Adyen's test environment) and the
  // wallets it offers: exactly these origins, nothing of Adyen's real hosts.
  const { cart } = await adyenShop.shopperCall<{ cart: { id: string; version: number } }>(context, 'nl', 'getMyCart', []);
  const offer = await adyenShop.shopperCall<{ environmentUrls: { api: string }; paymentMethodsResponse: { paymentMethods: { type: string }[] } }>(
    context, 'nl', 'getAdyenPaymentMethods', [{ id: cart.id, version: cart.version }]);
  const fakeOrigin = new URL(offer.environmentUrls.api).origin;
  const types = offer.paymentMethodsResponse.paymentMethods.map((entry) => entry.type);
  const paypal = types.includes('paypal') ? ['https://www.paypal.com', 'https://www.sandbox.paypal.com'] : [];
  const google = types.includes('googlepay') ? ['https://pay.google.com'] : [];
  const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))!.split(' ').slice(1);
  const policy = response.headers()['content-security-policy']!;
  expect(new Set(directive(policy, 'frame-src'))).toEqual(new Set([fakeOrigin, ...paypal, ...google]));
  expect(new Set(directive(policy, 'connect-src'))).toEqual(new Set(["'self'", fakeOrigin, ...paypal, ...google]));
  expect(directive(policy, 'form-action')).toEqual(["'self'", fakeOrigin]);
  expect(policy).not.toContain('adyen.com');
  const home = (await page.goto(`${adyenShop.origin('nl')}/`))!.headers()['content-security-policy']!;
  expect(home).not.toContain(fakeOrigin);
  expect(directive(home, 'frame-src')).toEqual(["'none'"]);
});

test('NL: a way in from another page (the error page\'s "back to checkout") loads the payment page as a document, so Drop-in runs under its policy', async ({ adyenShop, context, page }) => {
  const t = shopTexts(NL.locale);
  await readyToPay(adyenShop, context, NL);
  await page.goto(`${adyenShop.origin('nl')}/adyen-payment-error/?error=payment-error`);
  await hydrated(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
  });
  await page.getByRole('link', { name: t('checkout.paymentError.back') }).click();
  await expect(method(page, 'ideal')).toBeVisible();
  expect(documents).toContain('/checkout/payment');
  // shop-test fails the test on any content security policy violation of the page.
});

test('NL: an iDEAL order goes through the fake\'s hosted page and back to the thank-you page', async ({ adyenShop, context, page }) => {
  const t = shopTexts(NL.locale);
  await onPaymentStep(adyenShop, context, page, NL);
  await payWith(page, 'ideal');
  await page.locator('#authorise').click();
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('thankYou.title'));
  await expect(page.getByTestId('order-payment-method')).toContainText('iDEAL');
  await expect(page.getByTestId('order-progress')).toHaveText(t('thankYou.progress.paid'));
  const payment = adyenShop.fake.requests.filter((request) => request.path.endsWith('/payments')).at(-1)!;
  expect(payment.body).toMatchObject({ origin: adyenShop.origin('nl'), returnUrl: `${adyenShop.origin('nl')}/checkout/adyen-return`, paymentMethod: { type: 'ideal' } });
  // Adyen's signed AUTHORISATION reached the shop through its public origin and was taken.
  await adyenShop.fake.settled();
  const reference = (payment.body as { reference: string }).reference;
  expect(adyenShop.fake.deliveries.filter((delivery) => delivery.item.merchantReference === reference).at(-1)).toMatchObject({ status: 200, body: '[accepted]' });
});

test('NL: the tab closed after paying at the bank: Adyen\'s webhook alone turns the cart into the order', async ({ adyenShop, context, page }) => {
  await onPaymentStep(adyenShop, context, page, NL);
  const reference = () => (adyenShop.fake.requests.filter((request) => request.path.endsWith('/payments')).at(-1)!.body as { reference: string }).reference;
  // The shopper authorises at the bank and closes the tab: the way back to the shop never loads.
  await page.route('**/checkout/adyen-return**', (route) => route.abort());
  await payWith(page, 'ideal');
  const leaving = page.waitForRequest('**/checkout/adyen-return**');
  await page.locator('#authorise').click();
  await leaving;
  await page.close();
  await adyenShop.fake.settled();
  expect(adyenShop.fake.deliveries.filter((delivery) => delivery.item.merchantReference === reference()).at(-1)).toMatchObject({ status: 200, body: '[accepted]' });
  // The session's cart has become the order: the shop has no cart to pay any more.
  expect(await cartLines(adyenShop, context, NL.country)).toBeUndefined();
});

test('PT: a Multibanco order shows its voucher on the thank-you page, in progress, in Portuguese', async ({ adyenShop, context, page }) => {
  const t = shopTexts(PT.locale);
  await onPaymentStep(adyenShop, context, page, PT);
  await payWith(page, 'multibanco');
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
  await hydrated(page);
  const orderId = new URL(page.url()).searchParams.get('order')!;
  const { me } = await adyenShop.shopperCall<{ me: { orders: { results: { paymentInfo: { payments: { obj: { custom: { fields: Record<string, any> } } }[] } }[] } } }>(
    context, 'pt', 'getOrders', [{ id: orderId }]);
  const fields = me.orders.results[0]!.paymentInfo.payments.at(-1)!.obj.custom.fields;
  const voucher = page.getByTestId('multibanco-voucher');
  await expect(voucher.getByRole('heading')).toHaveText(t('thankYou.multibanco.title'));
  await expect(page.getByTestId('multibanco-entity')).toHaveText(fields.multibancoEntity);
  await expect(page.getByTestId('multibanco-reference')).toHaveText(fields.multibancoReference);
  const amount = fields.multibancoAmount as { centAmount: number; currencyCode: 'EUR' };
  await expect(page.getByTestId('multibanco-amount')).toHaveText(formatMoney(money(amount.centAmount, amount.currencyCode, 2), numberConventions(PT.locale)));
  await expect(page.getByTestId('multibanco-expires').locator('time')).toHaveAttribute('datetime', fields.multibancoExpiresAt);
  await expect(page.getByTestId('order-progress')).toHaveText(t('thankYou.progress.in-progress'));
  await expect(page.getByTestId('order-payment-method')).toContainText('Multibanco');
});

/** Types a card into the fake's secured fields (its iframes) and the holder name into Drop-in's own field. */
async function fillCard(page: Page, number: string, holderName: string): Promise<void> {
  const card = method(page, 'scheme');
  await card.locator('.adyen-checkout__payment-method__header').click();
  const field = (name: string) => card.frameLocator(`[data-cse="${name}"] iframe`).locator('input');
  const valid = (modifier: string) => expect(card.locator(`.adyen-checkout__field--${modifier}.adyen-checkout__field--valid`)).toBeVisible();
  // Drop-in moves the focus on by itself once a field is complete: each field is typed only after
  // Drop-in took the one before, and Pay is pressed once Drop-in holds every part (a click before
  // that is refused silently).
  await field('encryptedCardNumber').pressSequentially(number);
  await valid('cardNumber');
  await field('encryptedExpiryDate').pressSequentially('03/30');
  await expect(field('encryptedSecurityCode')).toBeFocused();
  await field('encryptedSecurityCode').pressSequentially('737');
  await valid('expiryDate');
  await valid('securityCode');
  await card.locator('input[name="holderName"]').fill(holderName);
  await card.locator('.adyen-checkout__button--pay').click();
}

test('NL: a card with 3-D Secure goes through the issuer\'s challenge and back to the thank-you page', async ({ adyenShop, context, page }) => {
  const t = shopTexts(NL.locale);
  await onPaymentStep(adyenShop, context, page, NL);
  await fillCard(page, '4917 6100 0000 0000', 'J. Jansen');
  await page.locator('#password').fill(CHALLENGE_PASSWORD);
  await page.locator('#submit').click();
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
  await expect(page.getByTestId('order-payment-method').locator('dd')).toHaveText(t('payment.method.scheme'));
  await expect(page.getByTestId('order-progress')).toHaveText(t('thankYou.progress.paid'));
});

test('NL: a refused card lands on the error page in Dutch with the cart intact; back to the payment step, a second attempt succeeds', async ({ adyenShop, context, page }) => {
  const t = shopTexts(NL.locale);
  await onPaymentStep(adyenShop, context, page, NL);
  const lines = await cartLines(adyenShop, context, 'nl');
  // Adyen's way to test a refusal: the holder name REFUSED.
  await fillCard(page, '4111 1111 1111 1111', 'REFUSED');
  await expect(page).toHaveURL(/\/adyen-payment-error\/\?error=payment-error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('checkout.paymentError.title'));
  await expect(page.getByText(t('checkout.paymentError.payment-error'))).toBeVisible();
  expect(await cartLines(adyenShop, context, 'nl')).toEqual(lines);
  await page.getByRole('link', { name: t('checkout.paymentError.back') }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await fillCard(page, '4111 1111 1111 1111', 'J. Jansen');
  await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
  await expect(page.getByTestId('order-progress')).toHaveText(t('thankYou.progress.paid'));
  expect(await cartLines(adyenShop, context, 'nl')).toBeUndefined();
});

test('the payment route refuses a body Drop-in would never send, naming the part', async ({ adyenShop, context, page }) => {
  await onPaymentStep(adyenShop, context, page, NL);
  const cartId = await page.locator('input[name="cartId"]').inputValue();
  const answer = await page.evaluate(async (body) => {
    const response = await fetch('/checkout/adyen/payments', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  }, { cartId, paymentMethod: { type: 'scheme' }, returnUrl: 'https://evil.example/' });
  expect(answer).toEqual({ status: 400, body: { problem: 'unknown field "returnUrl"' } });
});

test('NL: a payment cancelled on the bank\'s page is the cancelled-transaction error in Dutch', async ({ adyenShop, context, page }) => {
  const t = shopTexts(NL.locale);
  await onPaymentStep(adyenShop, context, page, NL);
  await payWith(page, 'ideal');
  await page.locator('#cancel').click();
  await expect(page).toHaveURL(/\/adyen-payment-error\/?\?error=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('checkout.paymentError.title'));
  const code = new URL(page.url()).searchParams.get('error')!;
  await expect(page.getByText(t(`checkout.paymentError.${code}`))).toBeVisible();
});

test('a return without a readable redirectResult is the error page in the page\'s language, not a server error', async ({ adyenShop, page }) => {
  for (const [country, prefix, locale, query] of [['nl', '', 'nl-NL', ''], ['ch', '/fr', 'fr-CH', '?redirectResult=not%20one']] as const) {
    const response = await page.goto(`${adyenShop.origin(country)}${prefix}/checkout/adyen-return${query}`);
    expect(response!.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${prefix}/adyen-payment-error/?error=payment-error`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopTexts(locale)('checkout.paymentError.title'));
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('SK: the card section says card payment needs JavaScript, and cash on delivery still orders', async ({ adyenShop, context, page }) => {
    const t = shopTexts(SK.locale);
    await readyToPay(adyenShop, context, SK);
    await page.goto(`${adyenShop.origin('sk')}/checkout/payment`);
    await expect(page.getByRole('heading', { name: t('payment.card.title') })).toBeVisible();
    // (Playwright's text search does not look into <noscript>.)
    await expect(page.getByTestId('card-payment').locator('.notice')).toHaveText(t('payment.card.noscript'));
    await expect(page.getByTestId('card-payment').locator('.notice')).toBeVisible();
    await expect(page.getByText(t('payment.card.loading'))).toHaveCount(0);
    await page.getByLabel(t('payment.method.cod')).check();
    await page.getByRole('button', { name: t('payment.place') }).click();
    // Without JavaScript a method that adds a fee is confirmed once more (the total changed).
    if (page.url().includes('total=changed')) await page.getByRole('button', { name: t('payment.place') }).click();
    await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
    await expect(page.getByTestId('order-payment-method').locator('dd')).toHaveText(t('payment.method.cod'));
  });
});
