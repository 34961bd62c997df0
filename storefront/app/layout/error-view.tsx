import { serverReadyLazy } from '../shop/server-ready-lazy';
import './error-view.css';

// Most pages never show an error, so the error views come in their own chunk: the server renders
// them in full (and names the chunk in the HTML), the browser loads it only when one shows. The
// stylesheet stays here, with the layout's, so an error page is styled before any script runs.
const ErrorPage = serverReadyLazy(() => import('./error-page').then((module) => module.ErrorPage), 'app/layout/error-page.tsx');

function ErrorViewMain({ status }: { status: number; error: unknown }) {
  return <ErrorPage status={status} />;
}

/** Spec 1 §8: when the error page itself cannot show (no shell, no messages), plain English and a way home. */
function Fallback({ error }: { error: unknown }) {
  return (
    <main className="page error-page">
      <h1>An error occurred while showing the error page</h1>
      <p>Unfortunately an error occurred and while showing the error page another error occurred</p>
      {import.meta.env.DEV && <pre>{String(error)}</pre>}
      <a href="/">Go back to home</a>
    </main>
  );
}

export const ErrorView = Object.assign(ErrorViewMain, { Fallback });
