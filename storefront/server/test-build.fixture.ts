import type { ServerBuild } from 'react-router';

/** What the build's actions were asked to do, so a test sees whether a refused post reached one. */
export const actionCalls: string[] = [];

/**
 * The smallest server build React Router accepts, with resource routes (a loader and an action, no
 * component) that echo what they received, so the server's page path is tested for real:
 * '/json-hook' takes JSON (as the cache webhook does), '/go' redirects to its `to` field, and every
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
    action: async ({ request }: { request: Request }) => {
      actionCalls.push('/go');
      const to = String((await request.formData()).get('to'));
      return new Response(null, { status: 303, headers: { location: to } });
    },
  };
  return {
    entry: { module: { default: () => new Response('no documents in this build', { status: 500 }) } },
    routes: {
      root: { id: 'root', path: '', module: {} },
      'json-hook': { id: 'json-hook', parentId: 'root', path: 'json-hook', module: jsonHook },
      go: { id: 'go', parentId: 'root', path: 'go', module: go },
      page: { id: 'page', parentId: 'root', path: '*', module: echo },
    },
    assets: { entry: { imports: [], module: '' }, routes: {}, url: '', version: 'test' },
    publicPath: '/',
    assetsBuildDirectory: '',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
