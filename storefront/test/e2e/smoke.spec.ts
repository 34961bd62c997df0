import { expect, test } from '../support/shop-test';
import { marketOrigin } from '../support/markets';

test('the home page renders in the market of the host, in its language', async ({ page }) => {
  await page.goto(`${marketOrigin('de')}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await page.goto(`${marketOrigin('sk')}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk-SK');
});
