import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loaders } from 'virtual:locale-messages';
import { loadLocaleMessages, loadMessagesWith } from './i18n/locale-messages';

/**
 * React Router's default browser entry, hydrating once the page's messages are here: they are a
 * file of their own (app/i18n/locale-messages.ts), which the server's HTML preloads, in the
 * locale the server rendered (`<html lang>`), so the first render matches its HTML exactly.
 */
loadMessagesWith(loaders);
loadLocaleMessages(document.documentElement.lang).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
  // Without its messages the page stays as the server wrote it, which works without JavaScript.
  (error: unknown) => console.error('The page is not hydrated: its messages did not load', error),
);
