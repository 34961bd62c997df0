import type { EntryContext } from 'react-router';
import type { PolicySources } from './content-security-policy';

/**
 * What a route module may export as `handle` to widen its own page's Content-Security-Policy: the
 * sources its loader's answer needs (the payment step's Drop-in). Only the document of that page
 * carries them (app/shop/page-security-headers.server.ts).
 */
export interface PageSourcesHandle {
  readonly pageSources?: (loaderData: unknown) => readonly PolicySources[];
}

/** The sources the matched routes of a document answer name for it. */
export function pageSourcesOf(context: Pick<EntryContext, 'staticHandlerContext' | 'routeModules'>): PolicySources[] {
  const { matches, loaderData } = context.staticHandlerContext;
  return matches.flatMap((match) => {
    const handle = context.routeModules[match.route.id]?.handle as PageSourcesHandle | undefined;
    return handle?.pageSources ? [...handle.pageSources(loaderData?.[match.route.id])] : [];
  });
}
