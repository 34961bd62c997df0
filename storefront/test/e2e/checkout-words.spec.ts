import { expect, test } from '../support/shop-test';
import { bitSet, cartReadyToPay } from '../support/checkout-cart';
import { marketOrigin } from '../support/markets';
import { brokenWords, hydrated } from '../support/page-helpers';
import { shopTexts } from '../support/shop-texts';
import type { Shopper } from '../support/shoppers';

/**
 * Issue 18, shopper item 6 (checkout part): on a phone no word of the addresses, payment and
 * thank-you pages is broken across two lines — long German and Finnish words, Greek and Bulgarian
 * script, and the shopper's e-mail address (it was wrapped mid-word on the payment page).
 */

interface Buyer extends Shopper {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

const BUYERS: readonly Buyer[] = [
  { name: 'DE', country: 'de', locale: 'de-DE', language: 'de', prefix: '', native: false,
    email: 'katharina.schneider-mueller@beispiel-firma.de', firstName: 'Katharina', lastName: 'Schneider-Müller' },
  { name: 'FI', country: 'fi', locale: 'fi-FI', language: 'fi', prefix: '', native: false,
    email: 'johanna.virtanen-korhonen@esimerkkiyritys.fi', firstName: 'Johanna', lastName: 'Virtanen-Korhonen' },
  { name: 'GR', country: 'gr', locale: 'el-GR', language: 'el', prefix: '', native: false,
    email: 'georgios.papadopoulos@paradeigma-etaireia.gr', firstName: 'Γεώργιος', lastName: 'Παπαδόπουλος' },
  { name: 'BG', country: 'bg', locale: 'bg-BG', language: 'bg', prefix: '', native: false,
    email: 'ivanka.petrova-georgieva@primerna-firma.bg', firstName: 'Иванка', lastName: 'Петрова-Георгиева' },
];

for (const buyer of BUYERS) {
  test(`${buyer.name} on a phone: no word and no e-mail address is broken on the addresses, payment and thank-you pages`, async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const text = shopTexts(buyer.locale);
    const origin = marketOrigin(buyer.country);
    const product = await bitSet(buyer.locale);
    await cartReadyToPay(context, buyer.country, product.sku, { email: buyer.email, firstName: buyer.firstName, lastName: buyer.lastName });
    const main = page.getByRole('main');

    await page.goto(`${origin}/checkout/addresses`);
    await hydrated(page);
    expect(await brokenWords(main), 'addresses page').toEqual([]);

    await page.goto(`${origin}/checkout/payment`);
    await hydrated(page);
    await expect(main.getByText(buyer.email)).toBeVisible();
    expect(await brokenWords(main), 'payment page').toEqual([]);
    await main.getByRole('radio', { name: text('payment.method.cod') }).check();
    await expect(main.getByTestId('summary-cod-fee')).toBeVisible();
    expect(await brokenWords(main), 'payment page, cash on delivery chosen').toEqual([]);

    await main.getByRole('button', { name: text('payment.place') }).click();
    await expect(page).toHaveURL(/\/checkout\/thank-you\?order=/);
    await expect(main.getByText(buyer.email)).toBeVisible();
    expect(await brokenWords(main), 'thank-you page').toEqual([]);
  });
}
