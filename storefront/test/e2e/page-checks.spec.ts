import { expect, test } from '../support/shop-test';
import { hydrated } from '../support/page-helpers';
import { marketOrigin } from '../support/markets';

// The checks every spec gets from shop-test: shown here to see real problems on real shop pages,
// in the `page` fixture's context and in a context the spec opens itself.

test('a script the page did not bring (no nonce) is blocked and reported as a CSP violation of that page', async ({ page, pageProblems }) => {
  const home = `${marketOrigin('sk')}/`;
  await page.goto(home);
  await hydrated(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedByTest = true;';
    document.head.append(script);
  });
  expect(await page.evaluate(() => (window as Window & { injectedByTest?: boolean }).injectedByTest), 'the policy kept the script from running').toBeUndefined();
  await expect.poll(() => pageProblems.seen).toContainEqual(`CSP violation on ${home}: script-src-elem blocked inline`);
  pageProblems.forgive(/^CSP violation on .*(script-src-elem blocked inline|Executing inline script violates)/);
});

test('an uncaught error in a page of a context the spec opened itself is reported with its page', async ({ browser, pageProblems }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const home = `${marketOrigin('de')}/`;
  await page.goto(home);
  await hydrated(page);
  await page.evaluate(() => setTimeout(() => { throw new Error('raised by the test'); }, 0));
  await expect.poll(() => pageProblems.seen).toContainEqual(expect.stringMatching(new RegExp(`^page error on ${home}: raised by the test`)));
  pageProblems.forgive(/raised by the test/);
  await context.close();
});

test('a page error nobody forgives fails the test', async ({ page }) => {
  test.fail(true, 'the shop-test checks fail a test whose page raised an uncaught error');
  await page.goto(`${marketOrigin('sk')}/`);
  await hydrated(page);
  await page.evaluate(() => setTimeout(() => { throw new Error('raised by the test'); }, 0));
  // Let the error reach the test runner before the test ends: a second script runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
});
