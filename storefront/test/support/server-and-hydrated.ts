import type { Browser, Page } from '@playwright/test';
import { hydrated } from './page-helpers';

/** A page as the server wrote it (scripts off) and the same page after React hydrated it. */
export interface ServerAndHydrated {
  readonly server: Page;
  readonly hydrated: Page;
  /** Uncaught errors of the hydrated page (React's #418 "text did not match" among them). */
  readonly pageErrors: string[];
  close(): Promise<void>;
}

/**
 * Opens `url` twice in chromium: once without JavaScript, so the DOM is exactly the server's HTML,
 * and once normally, waiting until the shop marks the document hydrated. Comparing the two shows
 * any text the browser rewrote after load.
 */
export async function openServerAndHydrated(browser: Browser, url: string, viewport = { width: 1440, height: 900 }): Promise<ServerAndHydrated> {
  const serverContext = await browser.newContext({ javaScriptEnabled: false, viewport, serviceWorkers: 'block' });
  const hydratedContext = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const server = await serverContext.newPage();
  const page = await hydratedContext.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await server.goto(url);
  await page.goto(url);
  await hydrated(page);
  return {
    server,
    hydrated: page,
    pageErrors,
    close: async () => {
      await serverContext.close();
      await hydratedContext.close();
    },
  };
}

/** The texts of every element matching `selector`, in document order. */
export const textsOf = (page: Page, selector: string): Promise<string[]> =>
  page.locator(selector).evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText));

/** Every text node under `main` that holds `marker` (a currency, say), in document order. */
export const textNodesWith = (page: Page, marker: string): Promise<string[]> =>
  page.evaluate((wanted) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (text.includes(wanted)) texts.push(text);
    }
    return texts;
  }, marker);
