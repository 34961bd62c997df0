/**
 * The cache invalidation URLs (spec 1 §7), as routes.ts registers them. They serve no market (a
 * bearer token guards them), so they answer on any host: ops call the storefront's own address
 * (127.0.0.1, a pod's IP), which is no market's host.
 */
export const CACHE_INVALIDATION_ROUTES = { all: 'cache-invalidate', tag: 'component-cache/invalidate-tag' } as const;

const PATHS: readonly string[] = Object.values(CACHE_INVALIDATION_ROUTES).map((route) => `/${route}`);

export const isCacheInvalidationPath = (pathname: string): boolean => PATHS.includes(pathname);
