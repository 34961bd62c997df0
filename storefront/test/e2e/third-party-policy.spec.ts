import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/shop-test';
import { hydrated } from '../support/page-helpers';
import { marketOrigin } from '../support/markets';

// The consent-gated third-party scripts are allowed by configuration only: a storefront started
// with CONSENT_MANAGER_URL loads that script without a policy violation, the suite's storefront
// (nothing configured) blocks the very same script.

/** A stand-in consent manager on another origin: its script calls home, as a real one does. */
const CONSENT_SCRIPT = `fetch(new URL('/settings.json', document.currentScript.src)).then((answer) => answer.json()).then((settings) => { window.consentManagerReady = settings.ready; });`;

function startConsentOrigin(): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === '/cmp.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(CONSENT_SCRIPT);
    } else if (request.url === '/settings.json') {
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{"ready":true}');
    } else {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A second storefront on the suite's backend and build, with the consent manager configured. */
async function startConfiguredStorefront(consentManagerUrl: string): Promise<{ child: ChildProcess; port: number }> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BACKEND_URL: `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`, CONSENT_MANAGER_URL: consentManagerUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // main.ts prints its addresses once it listens.
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Storefront on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the configured storefront stopped (${code}): ${output}`)));
  });
  return { child, port };
}

test.describe('third-party origins come from the configuration', () => {
  test.describe.configure({ mode: 'serial' });
  let consentOrigin: Server;
  let storefront: { child: ChildProcess; port: number };
  let scriptUrl: string;

  test.beforeAll(async () => {
    consentOrigin = await startConsentOrigin();
    scriptUrl = `http://127.0.0.1:${(consentOrigin.address() as AddressInfo).port}/cmp.js`;
    storefront = await startConfiguredStorefront(scriptUrl);
  });

  test.afterAll(async () => {
    storefront?.child.kill();
    consentOrigin?.close();
  });

  test("the configured script loads and calls its origin, and the page's policy names that origin", async ({ page }) => {
    const response = await page.goto(`http://sk.localhost:${storefront.port}/`);
    const origin = new URL(scriptUrl).origin;
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`script-src 'self' 'nonce-`);
    expect(/script-src [^;]*/.exec(policy)![0]).toContain(origin);
    expect(/connect-src [^;]*/.exec(policy)![0]).toBe(`connect-src 'self' ${origin}`);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => (window as Window & { consentManagerReady?: boolean }).consentManagerReady)).toBe(true);
  });

  test('the suite\'s storefront, with nothing configured, blocks the same script', async ({ page, pageProblems }) => {
    const home = `${marketOrigin('sk')}/`;
    const response = await page.goto(home);
    expect(response!.headers()['content-security-policy']).not.toContain('127.0.0.1');
    await hydrated(page);
    await page.evaluate((src) => {
      const script = document.createElement('script');
      script.src = src;
      document.head.append(script);
    }, scriptUrl);
    await expect.poll(() => pageProblems.seen).toContainEqual(`CSP violation on ${home}: script-src-elem blocked ${scriptUrl}`);
    pageProblems.forgive(/^CSP violation on .*(127\.0\.0\.1:\d+\/cmp\.js)/);
    expect(await page.evaluate(() => (window as Window & { consentManagerReady?: boolean }).consentManagerReady)).toBeUndefined();
  });
});
