import { expect, test as base } from '@playwright/test';
import { watchPageProblems } from './page-problems';

/** What the pages of one test raised so far; a spec that provokes a problem on purpose forgives it. */
export interface PageProblems {
  /** Each problem as one line naming the page's address, in the order seen. */
  readonly seen: readonly string[];
  /** Problems matching `pattern` do not fail this test (for a spec that raises them on purpose). */
  forgive(pattern: RegExp): void;
}

/**
 * The `test` every storefront spec uses: Playwright's own, extended with the checks that hold on
 * every page a spec visits (no uncaught page error such as a hydration mismatch; no content
 * security policy violation). A new spec gets them by importing `test` from here.
 *
 * Every browser context the test opens is watched — the `context`/`page` fixtures' and those a
 * spec makes itself with `browser.newContext()` or `browser.newPage()` — because all of them go
 * through `browser.newContext`, which is wrapped for the length of the test. After the test
 * (its contexts closed), whatever any of their pages raised fails it, naming the page and what.
 */
export const test = base.extend<{ pageProblems: PageProblems }>({
  pageProblems: [
    async ({ browser }, use) => {
      const seen: string[] = [];
      const forgiven: RegExp[] = [];
      const newContext = browser.newContext;
      browser.newContext = async function watchedNewContext(this: typeof browser, ...args: Parameters<typeof newContext>) {
        const context = await newContext.apply(this, args);
        await watchPageProblems(context, (problem) => seen.push(problem));
        return context;
      };
      try {
        await use({ seen, forgive: (pattern) => forgiven.push(pattern) });
      } finally {
        browser.newContext = newContext;
      }
      const problems = seen.filter((problem) => !forgiven.some((pattern) => pattern.test(problem)));
      if (problems.length > 0) {
        throw new Error(`Pages of this test raised ${problems.length} problem(s) (uncaught page error or content security policy violation):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
      }
    },
    // Auto fixtures are set up before `context`, so the test's own context is made through the
    // wrapped method too; and torn down after it, when every page's events have arrived.
    { auto: true },
  ],
});
export { expect };
