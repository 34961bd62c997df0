import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { marketOrigin } from '../support/markets';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 390, height: 844 };

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
}

/** The page has hydrated: React's handlers are attached (the layout marks the document then). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test.describe('header and footer in every kind of market', () => {
  for (const [name, url, lang] of [
    ['SK', `${marketOrigin('sk')}/`, 'sk-SK'],
    ['DE', `${marketOrigin('de')}/`, 'de-DE'],
    ['CH in German', `${marketOrigin('ch')}/`, 'de-CH'],
    ['CH in French', `${marketOrigin('ch')}/fr`, 'fr-CH'],
  ] as const) {
    test(`${name}: logo, search, account, cart, categories and the footer's columns`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const header = page.getByTestId('header');
      await expect(header.locator('.header__logo')).toBeVisible();
      await expect(header.getByRole('search').first()).toBeVisible();
      await expect(header.getByTestId('account-login')).toBeVisible();
      await expect(header.getByTestId('cart-count')).toHaveText('0');
      await expect(page.getByTestId('category-bar').locator('.category-bar__desktop .category-chip').first()).toBeVisible();
      await expect(page.getByTestId('on-sale-link').first()).toHaveAttribute('href', /\/search\?\[refinementList\]\[tags\]\[0\]=on-sale$/);
      const footer = page.getByTestId('footer');
      // The four columns of spec 1 §2 (the guest's newsletter sign-up has a heading of its own).
      await expect(footer.locator('.footer__columns').getByRole('heading', { level: 2 })).toHaveCount(4);
      await expect(footer.getByTestId('newsletter-signup')).toBeVisible();
      await expect(footer).toContainText(`© 2007–${new Date().getFullYear()}`);
      await expect(footer.getByTestId('returns-portal')).toBeVisible();
    });
  }

  test('only multi-language countries offer a language choice', async ({ page }) => {
    await page.goto(`${marketOrigin('sk')}/`);
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.getByTestId('language-selector')).toHaveCount(0);
    await expect(page.getByTestId('footer-languages')).toHaveCount(0);
    await page.goto(`${marketOrigin('de')}/`);
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.getByTestId('language-selector')).toHaveCount(0);
    await page.goto(`${marketOrigin('ch')}/`);
    await expect(page.getByTestId('language-selector')).toBeVisible();
    await expect(page.getByTestId('footer-languages').getByRole('link')).toHaveText(['Deutsch', 'Français', 'Italiano']);
  });

  test('CH: choosing French goes to the French home page, choosing German comes back', async ({ page }) => {
    await page.goto(`${marketOrigin('ch')}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
    await hydrated(page);
    const selector = page.getByTestId('language-selector');
    await selector.locator('summary').click();
    await selector.getByTestId('language-fr-CH').click();
    await expect(page).toHaveURL(`${marketOrigin('ch')}/fr`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
    await expect(page.getByTestId('language-selector').locator('summary')).toContainText('FR');
    // Back to the default language, whose home has no prefix: the locale cookie must follow.
    await hydrated(page);
    await page.getByTestId('language-selector').locator('summary').click();
    await page.getByTestId('language-selector').getByTestId('language-de-CH').click();
    await expect(page).toHaveURL(`${marketOrigin('ch')}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  });

  test('the contact button opens the customer-care phone and hours, and Escape closes it', async ({ page }) => {
    await page.goto(`${marketOrigin('de')}/`);
    await hydrated(page);
    const contact = page.getByTestId('contact-button');
    await contact.locator('summary').click();
    await expect(contact.getByRole('link', { name: '+49 30 2555 4410' })).toHaveAttribute('href', 'tel:+493025554410');
    await expect(contact).toContainText('Montag bis Freitag');
    await page.keyboard.press('Escape');
    await expect(contact.getByRole('link', { name: '+49 30 2555 4410' })).toBeHidden();
    await expect(contact.locator('summary')).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the header still searches, opens its panels and switches language', async ({ page }) => {
    await page.goto(`${marketOrigin('ch')}/fr`);
    const contact = page.getByTestId('contact-button');
    await contact.locator('summary').click();
    await expect(contact.getByRole('link', { name: '+41 44 505 44 10' })).toBeVisible();
    // Without a script an open panel stays open until its summary is clicked again (it would cover the next one).
    await contact.locator('summary').click();
    await expect(contact.getByRole('link', { name: '+41 44 505 44 10' })).toBeHidden();
    await page.getByTestId('language-selector').locator('summary').click();
    await page.getByTestId('language-selector').getByTestId('language-it-CH').click();
    await expect(page).toHaveURL(`${marketOrigin('ch')}/it`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-CH');
    const search = page.getByTestId('header').getByRole('search').first().locator('input[name="query"]');
    await search.fill('trapano');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/it\/search\?query=trapano/);
  });
});

test.describe('cart icon', () => {
  test('with an empty cart, a click shows "Your cart is empty", which hides again by itself', async ({ page }) => {
    await page.goto(`${marketOrigin('gb')}/`);
    await hydrated(page);
    await page.getByTestId('cart-icon').click();
    const hint = page.getByTestId('cart-empty-hint');
    await expect(hint).toHaveText('Your cart is empty');
    await expect(page).toHaveURL(`${marketOrigin('gb')}/`);
    await expect(hint).toBeHidden();
  });
});

test.describe('account menu', () => {
  test('a customer sees name, e-mail and the account links', async ({ page }) => {
    const email = `layout-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto(`${marketOrigin('de')}/`);
    // From the page itself: *.localhost resolves in the browser, not in Node.
    const status = await page.evaluate(async (payload) => {
      const response = await fetch('/api/ct/signUp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
      return response.status;
    }, [{ email, password: 'Werkbank2024', firstName: 'Anna', lastName: 'Schmidt', customerType: 'PRIVATE' }]);
    expect(status).toBeLessThan(300);
    await page.goto(`${marketOrigin('de')}/`);
    await hydrated(page);
    const menu = page.getByTestId('account-menu');
    await menu.locator('summary').click();
    await expect(menu).toContainText('Anna Schmidt');
    await expect(menu).toContainText(email);
    await expect(menu.getByRole('link')).toHaveText(['Mein Profil', 'Meine Bestellungen', 'Lieferdaten', 'Rechnungsdaten', 'Mein Newsletter']);
    // Log-out is a POST form, so another site or a prefetch cannot sign the customer out.
    const logOut = menu.getByRole('button', { name: 'Abmelden' });
    await expect(logOut).toBeVisible();
    await expect(menu.locator('form:has(button)')).toHaveAttribute('method', 'post');
    await expect(menu.locator('form:has(button)')).toHaveAttribute('action', '/log-out');
    await logOut.click();
    await expect(page).toHaveURL(`${marketOrigin('de')}/`);
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
  });
});

test.describe('the 404 page', () => {
  test('answers 404 and shows the not-found view with search and a way home', async ({ page }) => {
    const response = await page.goto(`${marketOrigin('de')}/diese-seite-gibt-es-nicht/`);
    expect(response?.status()).toBe(404);
    const view = page.getByTestId('not-found');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('Diese Seite wurde nicht gefunden');
    await expect(page).toHaveTitle('Diese Seite wurde nicht gefunden');
    await expect(view.getByRole('search')).toBeVisible();
    await expect(view.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    // The optional blocks arrive when the browser is idle.
    await expect(page.getByTestId('not-found-blocks').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.getByTestId('footer')).toBeVisible();
  });
});

test.describe('other errors', () => {
  test('show the image, "An error occurred", a button home and a link back', async ({ page }) => {
    // Within /fr the shell is not reloaded, so only the page's own data request fails here.
    await page.goto(`${marketOrigin('ch')}/fr`);
    await hydrated(page);
    // Only the clicked page's data fails. Failing every data request also failed the way back to
    // /fr, where React Router leaves the root's unawaited part of that failed request as an
    // unhandled rejection now and then (a page error the every-page check reports); the way back
    // is meant to work here.
    const link = page.getByTestId('footer').getByRole('link', { name: 'Paiement' });
    const target = new URL((await link.getAttribute('href'))!, page.url()).pathname.replace(/\/$/, '');
    await page.route((url) => url.pathname.endsWith('.data') && url.pathname.startsWith(target), (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'broken' }));
    await link.click();
    const view = page.getByTestId('error-page');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('Une erreur s’est produite');
    await expect(view).toContainText('Veuillez revenir en arrière ou réessayer.');
    await expect(view.locator('.error-page__image')).toBeVisible();
    await expect(view.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute('href', '/fr');
    await view.getByRole('button', { name: 'Retour' }).click();
    await expect(page).toHaveURL(`${marketOrigin('ch')}/fr`);
  });
});

test.describe('keyboard', () => {
  test('every control in the header is reached with Tab, in order, and the drawer works by keyboard', async ({ page }) => {
    await page.goto(`${marketOrigin('ch')}/fr`);
    await hydrated(page);
    // Every visible, focusable control of the header, numbered in document order.
    const count = await page.evaluate(() => {
      const controls = [...document.querySelectorAll<HTMLElement>('header a[href], header button:not([disabled]), header input, header summary')]
        .filter((element) => element.checkVisibility() && element.tabIndex >= 0 && !element.classList.contains('skip-link'));
      controls.forEach((element, index) => element.setAttribute('data-kbd', String(index)));
      return controls.length;
    });
    expect(count).toBeGreaterThan(8);
    const reached: number[] = [];
    for (let step = 0; step < 80; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (element?.closest('main')) return 'main';
        return element?.getAttribute('data-kbd') ?? null;
      });
      if (focused === 'main') break;
      if (focused !== null && !reached.includes(Number(focused))) reached.push(Number(focused));
    }
    expect(reached).toEqual([...Array(count).keys()]);

    await page.getByRole('button', { name: 'Toutes les catégories' }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Catégories' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'En promotion' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});

test.describe('page behaviours', () => {
  test('the progress bar shows while a slow navigation loads and goes away after', async ({ page }) => {
    await page.goto(`${marketOrigin('de')}/`);
    await hydrated(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('footer').getByRole('link', { name: 'Zahlung' }).click();
    await expect(page.getByTestId('progress-bar')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/payment\/$/);
    await expect(page.getByTestId('progress-bar')).toHaveCount(0);
  });

  test('going offline shows a notice, coming back says so', async ({ page, context }) => {
    await page.goto(`${marketOrigin('de')}/`);
    await hydrated(page);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await expect(page.getByTestId('online-notice')).toHaveText('Sie sind wieder online.');
    await expect(page.getByTestId('online-notice')).toHaveCount(0);
  });

  test('a navigation starts at the top, and back restores the position', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${marketOrigin('de')}/`);
    await hydrated(page);
    const link = page.getByTestId('footer').getByRole('link', { name: 'Zahlung' });
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await link.click();
    await expect(page).toHaveURL(/\/payment\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(`${marketOrigin('de')}/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });

  test.describe('service worker', () => {
    test.use({ serviceWorkers: 'allow' });
    test('is registered at /sw.js and keeps pages out of its cache', async ({ page }) => {
      await page.goto(`${marketOrigin('de')}/`);
      const script = await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL));
      expect(script).toBe(`${marketOrigin('de')}/sw.js`);
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
      expect(cached).toEqual(['/offline.html']);
    });

    test('shows the offline page in the shopper’s language when a page cannot be fetched', async ({ page, context }) => {
      await page.goto(`${marketOrigin('de')}/`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await context.setOffline(true);
      await page.goto(`${marketOrigin('de')}/payment/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie sind offline');
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(page.getByTestId('header')).toBeVisible();
    });
  });
});

test.describe('category bar on a phone', () => {
  test.use({ viewport: PHONE });
  test('two rows, the first holding half of the categories rounded up, the on-sale link last', async ({ page }) => {
    await page.goto(`${marketOrigin('de')}/`);
    const rows = page.getByTestId('category-bar').locator('.category-rows__row');
    await expect(rows).toHaveCount(2);
    const first = await rows.nth(0).locator('.category-chip').count();
    const second = await rows.nth(1).locator('.category-chip:not(.category-chip--sale)').count();
    expect(first).toBe(Math.ceil((first + second) / 2));
    await expect(rows.nth(1).locator('li').last()).toHaveText('Im Angebot');
  });
});

test.describe('accessibility (axe, WCAG 2.2 A/AA)', () => {
  for (const [label, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', PHONE]] as const) {
    test(`home and the 404 page on a ${label}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${marketOrigin('ch')}/fr`);
      await hydrated(page);
      await expectNoAxeViolations(page);
      await page.goto(`${marketOrigin('de')}/gibt-es-nicht/`);
      await expect(page.getByTestId('not-found-blocks')).toBeVisible();
      await expectNoAxeViolations(page);
      // The menu drawer, open.
      await hydrated(page);
      await page.getByRole('button', { name: 'Alle Kategorien' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Kategorien' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
