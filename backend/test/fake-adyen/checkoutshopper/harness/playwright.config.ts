import { defineConfig } from '@playwright/test';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The fake Adyen's browser side against the real Drop-in: one spec, one Chromium (Debian's; no
// browser download here). Run from the repository root:
//   npx playwright test -c backend/test/fake-adyen/checkoutshopper/harness/playwright.config.ts
export default defineConfig({
  testDir: '.',
  testMatch: '*.pw.ts',
  // One folder per checkout: Playwright empties it at the start of a run, which must not hit a run
  // going on in another worktree on the same machine.
  outputDir: join(tmpdir(), `fake-adyen-harness-results-${createHash('sha256').update(import.meta.dirname).digest('hex').slice(0, 12)}`),
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Generous: the set-up bundles Drop-in with Vite, slow on a loaded 2-core machine; no test asserts a duration.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
