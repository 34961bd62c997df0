import type { ServerBuild } from 'react-router';

/**
 * The smallest server build React Router accepts around the given routes (with a root route), so
 * a spec runs the server's page path for real without building the shop.
 */
export function serverBuild(routes: Record<string, unknown>, renderDocument: (...args: never[]) => Response | Promise<Response>): ServerBuild {
  return {
    entry: { module: { default: renderDocument } },
    routes,
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
