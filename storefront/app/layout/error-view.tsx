import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

function ErrorViewMain({ status }: { status: number; error: unknown }) {
  return (
    <div className="page error-page" data-status={status}>
      <h1>{status === 404 ? <FormattedMessage id="layout.pageNotFound" /> : <FormattedMessage id="layout.errorOccured" />}</h1>
      <p>
        <FormattedMessage id="layout.goBackOrTryAgain" />
      </p>
      <Link to="/">
        <FormattedMessage id="layout.goHome" />
      </Link>
    </div>
  );
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
