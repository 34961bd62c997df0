import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * What a route's module declares it reads besides forms: `export const handle = { postBody: 'json' }`
 * (the cache-invalidation webhook). Every other action reads a form, so JSON posted to it is a 415
 * at the door rather than a TypeError (500) inside `request.formData()`.
 */
export interface RouteBodyHandle {
  readonly postBody?: 'json';
}

/** A function answering whether a JSON body may be posted to a path, from the build's own routes. */
export function jsonBodyRoutes(build: ServerBuild): (pathname: string) => boolean {
  const byParent = new Map<string | undefined, RouteObject[]>();
  const children = (id: string): RouteObject[] => byParent.get(id) ?? [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: [] } as RouteObject);
    byParent.set(route.parentId, siblings);
  }
  const link = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => ({ ...route, ...(route.index ? { children: undefined } : { children: link(children(route.id!)) }) }) as RouteObject);
  const tree = link(byParent.get(undefined) ?? []);
  return (pathname) => {
    // Single fetch posts to '<path>.data'; the route is the path's.
    const path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) || '/' : pathname;
    const last = matchRoutes(tree, path, build.basename)?.at(-1);
    const handle = last ? (build.routes[last.route.id!]?.module as { handle?: RouteBodyHandle } | undefined)?.handle : undefined;
    return handle?.postBody === 'json';
  };
}
