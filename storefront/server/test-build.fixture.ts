import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import type { StorefrontHttpLimits } from './http-limits.js';
import type { PageCacheSettings } from './page-cache/page-cache-settings.js';
import { serverBuild } from './server-build.fixture.js';
import { createStorefrontServer } from './storefront-server.js';

/** What the build's actions were asked to do, so a test sees whether a refused post reached one. */
export const actionCalls: string[] = [];

/**
 * A server build (server-build.fixture.ts) with resource routes (a loader and an action, no
 * component) that echo what they received, so the server's page path is tested for real:
 * '/json-hook' takes JSON (as the cache webhook does), '/go' redirects to its `to` field (or query parameter), and every
 * other path echoes.
 */
export function echoBuild(): ServerBuild {
  const echo = {
    loader: ({ request }: { request: Request }) =>
      Response.json({ url: request.url, forwardedFor: request.headers.get('x-forwarded-for'), cookie: request.headers.get('cookie') }),
    action: async ({ request }: { request: Request }) => {
      actionCalls.push(new URL(request.url).pathname);
      return Response.json({ method: request.method, form: Object.fromEntries(await request.formData()) });
    },
  };
  const jsonHook = {
    handle: { postBody: 'json' },
    action: async ({ request }: { request: Request }) => Response.json({ received: await request.json() }),
  };
  const go = {
    loader: ({ request }: { request: Request }) =>
      new Response(null, { status: 308, headers: { location: new URL(request.url).searchParams.get('to') ?? '/' } }),
    action: async ({ request }: { request: Request }) => {
      actionCalls.push('/go');
      const to = String((await request.formData()).get('to'));
      return new Response(null, { status: 303, headers: { location: to } });
    },
  };
  return serverBuild(
    {
      root: { id: 'root', path: '', module: {} },
      'json-hook': { id: 'json-hook', parentId: 'root', path: 'json-hook', module: jsonHook },
      go: { id: 'go', parentId: 'root', path: 'go', module: go },
      page: { id: 'page', parentId: 'root', path: '*', module: echo },
    },
    () => new Response('no documents in this build', { status: 500 }),
  );
}

/** A listening storefront with the echo build in front of a stand-in backend, for one spec file. */
export interface ListeningStorefront {
  readonly app: FastifyInstance;
  /** The storefront's origin (http://127.0.0.1:port). */
  readonly origin: string;
  readonly port: number;
  readonly clientDir: string;
  close(): Promise<void>;
}

/** Starts a stand-in backend answering with `backend`, and the real storefront server in front of it. */
export async function listeningStorefront(
  backend: RequestListener,
  options: { limits?: StorefrontHttpLimits; prepareClientDir?: (dir: string) => void; build?: ServerBuild; pageCache?: PageCacheSettings } = {},
): Promise<ListeningStorefront> {
  const backendServer = createServer(backend);
  await new Promise<void>((resolve) => backendServer.listen(0, '127.0.0.1', resolve));
  const clientDir = mkdtempSync(join(tmpdir(), 'storefront-client-'));
  options.prepareClientDir?.(clientDir);
  const app = await createStorefrontServer({
    build: options.build ?? echoBuild(),
    clientDir,
    backendUrl: `http://127.0.0.1:${(backendServer.address() as AddressInfo).port}`,
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.pageCache ? { pageCache: options.pageCache } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    origin: `http://127.0.0.1:${port}`,
    port,
    clientDir,
    close: async () => {
      await app.close();
      await new Promise<void>((resolve) => backendServer.close(() => resolve()));
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
