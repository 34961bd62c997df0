import { Provider as JotaiProvider } from 'jotai';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { loadLocaleMessages } from './i18n/locale-messages';
import { ShopIntl } from './i18n/shop-intl';
import { PREFIXED_LANGUAGES } from './prefixed-languages';
import { ShopLayout } from './layout/shop-layout';
import { ErrorView } from './layout/error-view';
import { shopMiddleware } from './shop/shop-middleware.server';
import { loadShell } from './shop/shell.server';
import { shopContext } from './shop/shop-context';
import { ROBOTS_NOINDEX, shopMeta } from './shop/seo';
import type { ShellData } from './shop/shell';
import './ui/tokens.css';
import './ui/base.css';

export const middleware: Route.MiddlewareFunction[] = [shopMiddleware];

// A navigation into another language (the shell revalidates: shouldRevalidate) renders once that
// language's messages are loaded (app/i18n/locale-messages.ts): never a page in a mix of two.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    const results = await next();
    const shell = results.root?.type === 'data' ? (results.root.result as ShellData | undefined) : undefined;
    if (shell?.market) await loadLocaleMessages(shell.market.locale);
    return results;
  },
];

// Robots, copyright year and the default canonical link (shop/seo.ts); a page with its own meta
// keeps them through `withShopMeta`.
export const meta: Route.MetaFunction = ({ loaderData, location, error }) =>
  loaderData
    ? shopMeta({ origin: loaderData.origin, languagePrefix: loaderData.market.languagePrefix, year: loaderData.year, location, isError: error != null })
    : [{ name: 'robots', content: ROBOTS_NOINDEX }];

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadShell(context.get(shopContext), request.headers.get('cookie'));
}

/** '' at the root, 'fr' under /fr/…: the part of a path that changes the shell's messages. */
const languagePrefixOf = (pathname: string): string => {
  const first = pathname.split('/')[1] ?? '';
  return PREFIXED_LANGUAGES.includes(first as (typeof PREFIXED_LANGUAGES)[number]) ? first : '';
};

// The shell (market, its messages, session) changes only with a navigation that changes them: a
// form post (add to cart, log in) or a language switch, not a page-to-page click.
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return languagePrefixOf(currentUrl.pathname) !== languagePrefixOf(nextUrl.pathname) ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData('root') as ShellData | undefined;
  return (
    <html lang={shell?.market.locale ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3d5e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <JotaiProvider>
      <ShopIntl locale={loaderData.market.locale} numbers={loaderData.numbers}>
        <ShopLayout>
          <Outlet />
        </ShopLayout>
      </ShopIntl>
    </JotaiProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData('root') as ShellData | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!shell) return <ErrorView.Fallback error={error} />;
  return (
    <JotaiProvider>
      <ShopIntl locale={shell.market.locale} numbers={shell.numbers}>
        <ShopLayout>
          <ErrorView status={status} error={error} />
        </ShopLayout>
      </ShopIntl>
    </JotaiProvider>
  );
}
