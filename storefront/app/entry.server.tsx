import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import type { LocaleCode } from '@shop/markets';
import { assetUrls } from 'virtual:locale-messages';
import { renderMessagesFrom } from './i18n/locale-messages';
import { messagesFor } from './i18n/messages.server';
import { FlushedChunks } from './shop/flushed-chunks.server';
import { HydrationScriptsLast } from './shop/hydration-scripts-last.server';
import { markGuestPage } from './shop/guest-page.server';
import { newNonce, pageSecurityHeaders } from './shop/page-security-headers.server';
import { pageSourcesOf } from './shop/page-sources';

export const streamTimeout = 5_000;

// Pages render with the server's own catalogue and preload the browser's copy (app/i18n/locale-messages.ts).
renderMessagesFrom((locale) => messagesFor(locale as LocaleCode), assetUrls);

/**
 * React Router's default Node entry, plus the page's security headers: one nonce per answer, in
 * the Content-Security-Policy and on every inline script React Router (bootstrap, route
 * manifest, streamed loader data, scroll restoration) and React (streamed Suspense boundaries)
 * write, and on React's style elements. A page's route may widen its own document's policy
 * (shop/page-sources.ts). `<ServerRouter nonce>` hands it to `<Scripts>`,
 * `<Links>` and `<ScrollRestoration>`.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  const nonce = newNonce();
  for (const [name, value] of Object.entries(pageSecurityHeaders(nonce, pageSourcesOf(routerContext)))) responseHeaders.set(name, value);
  markGuestPage(request, routerContext, responseHeaders);

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Abort after streamTimeout, with time left to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      // A plain string would reach React's scripts only; its hoisted <style> elements need it too.
      nonce: { script: nonce, style: nonce },
      [readyOption]() {
        shellRendered = true;
        const scriptsLast = new HydrationScriptsLast();
        const body = new FlushedChunks(
          () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          },
          (chunk) => scriptsLast.amend(chunk),
        );
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and are logged by React Router; later ones only here.
        if (shellRendered) console.error(error);
      },
    });
  });
}
