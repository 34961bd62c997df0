import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './test/support/free-port';

// Chosen once by the main process; workers re-read this file and inherit the values through env.
process.env.E2E_BACKEND_PORT ??= String(await freePort());
process.env.E2E_STOREFRONT_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const backendPort = process.env.E2E_BACKEND_PORT;
const storefrontPort = process.env.E2E_STOREFRONT_PORT;

export default defineConfig({
  testDir: 'test/e2e',
  // The shop under test is one backend and one storefront; two browsers keep a 2-core machine busy enough.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // Generous on purpose: a loaded 2-core CI machine renders and hydrates several times slower
  // than an idle one; no test asserts a duration.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalSetup: './test/support/wait-for-search.ts',
  use: {
    baseURL: `http://sk.localhost:${storefrontPort}`,
    trace: 'retain-on-failure',
    // The shop's service worker (public/sw.js) would hide document requests from page.route();
    // the spec that tests the worker allows it for itself.
    serviceWorkers: 'block',
    launchOptions: {
      // Playwright's own browser download does not work here: Debian's chromium (.ci/run installs it).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      command: 'node ../backend/dist/main.js',
      url: `http://127.0.0.1:${backendPort}/api/health`,
      env: {
        PORT: backendPort,
        HOST: '127.0.0.1',
        ENGINE_DATABASE_FILE: join(process.env.E2E_DATA_DIR, 'shop.sqlite'),
        TRUST_PROXY: 'loopback',
        NODE_ENV: 'test',
        PASSWORD_HASH_COST: '10',
        SEARCH_WARM_UP: 'true',
      },
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node dist/server/main.js',
      url: `http://127.0.0.1:${storefrontPort}/favicon.svg`,
      env: {
        PORT: storefrontPort,
        HOST: '127.0.0.1',
        BACKEND_URL: `http://127.0.0.1:${backendPort}`,
        // As in production behind a gateway: test/e2e/tls-gateway.spec.ts puts nginx on loopback in front.
        TRUST_PROXY: 'loopback',
        // The cache-invalidation endpoints are off without a token (test/e2e/content.spec.ts uses this one).
        CACHE_INVALIDATION_TOKEN: 'e2e-token',
        // A product page shows the default image when the image's HEAD takes over 1.5 s; a loaded
        // CI machine can be that slow, and no spec is about that budget.
        IMAGE_CHECK_TIMEOUT_MS: '30000',
        ...(process.env.STOREFRONT_BUILD_DIR ? { STOREFRONT_BUILD_DIR: process.env.STOREFRONT_BUILD_DIR } : {}),
      },
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
