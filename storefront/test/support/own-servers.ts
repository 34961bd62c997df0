import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';

// Starting and stopping the backend and storefront processes of a spec's own shop (a worker-scoped
// fixture with settings the shared shop does not have), on ports the fixture chose.

const storefrontDir = resolve(import.meta.dirname, '../..');

/** Starts `node <script>` and waits until `url` answers 200: the server is up (a poll for readiness, no assertion on time). */
export async function startServer(name: string, script: string, env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], { cwd: storefrontDir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} stopped at start (${child.exitCode}): ${errors}`);
    const ready = await fetch(url).then((response) => response.ok, () => false);
    if (ready) return child;
    await new Promise((done) => setTimeout(done, 200));
  }
}

export async function stopServer(child: ChildProcess | undefined): Promise<void> {
  // A process ended by its signal (Nest re-raises SIGTERM after its shutdown hooks) has no exit code.
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** The storefront's settings for a build other than the default one (as the e2e run passes it on). */
export const storefrontBuildEnv = (): Record<string, string> =>
  process.env.STOREFRONT_BUILD_DIR ? { STOREFRONT_BUILD_DIR: process.env.STOREFRONT_BUILD_DIR } : {};

/** A spec's own shop: a backend (fresh database in a temp folder) and a storefront in front of it, on free loopback ports. */
export interface OwnShop {
  readonly backendUrl: string;
  /** The backend's SQLite file, for a spec that writes as another backend replica would. */
  readonly databaseFile: string;
  /** The storefront's origin for a market, as a shopper there opens it. */
  origin(country: string): string;
  /** Stops the backend only (the storefront loses it, as in an outage). */
  stopBackend(): Promise<void>;
  /** Stops both servers and removes the database. */
  stop(): Promise<void>;
}

/**
 * Starts an own shop with the e2e backend settings plus `backendEnv` (the settings the shared shop
 * does not have); `name` tells its servers apart in a start-up failure. A failed start stops what
 * had started. A fake that must know the shop's origins first (an OpenID provider's redirect URIs)
 * picks the storefront's port itself.
 */
export async function startOwnShop(name: string, backendEnv: Record<string, string>, ports: { readonly storefrontPort?: number } = {}): Promise<OwnShop> {
  const dataDir = mkdtempSync(join(tmpdir(), `shop-${name}-e2e-`));
  const backendPort = await freePort();
  const storefrontPort = ports.storefrontPort ?? await freePort();
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  let backend: ChildProcess | undefined;
  let storefront: ChildProcess | undefined;
  const stop = async () => {
    await stopServer(storefront);
    await stopServer(backend);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    backend = await startServer(`the ${name} backend`, '../backend/dist/main.js', {
      PORT: String(backendPort), HOST: '127.0.0.1', ENGINE_DATABASE_FILE: join(dataDir, 'shop.sqlite'), TRUST_PROXY: 'loopback',
      NODE_ENV: 'test', PASSWORD_HASH_COST: '10', SEARCH_WARM_UP: 'true', ...backendEnv,
    }, `${backendUrl}/api/health`);
    storefront = await startServer(`the ${name} storefront`, 'dist/server/main.js', {
      PORT: String(storefrontPort), HOST: '127.0.0.1', BACKEND_URL: backendUrl, TRUST_PROXY: 'loopback', IMAGE_CHECK_TIMEOUT_MS: '30000',
      ...storefrontBuildEnv(),
    }, `http://127.0.0.1:${storefrontPort}/favicon.svg`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { backendUrl, databaseFile: join(dataDir, 'shop.sqlite'), stopBackend: () => stopServer(backend), origin: (country) => `http://${country.toLowerCase()}.localhost:${storefrontPort}`, stop };
}
