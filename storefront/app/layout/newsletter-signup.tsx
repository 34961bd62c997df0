import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFetcher, useLocation, useSearchParams } from 'react-router';
import { useShell } from '../shop/shell';
import { Button } from '../ui/button';
import type { NoticeType } from '../ui/notice';
import '../ui/notice.css';
import { isNewsletterStatus, NEWSLETTER_ACTION, NEWSLETTER_ANCHOR, NEWSLETTER_PARAM, type NewsletterOutcome } from './newsletter-outcome';
import './newsletter-signup.css';

const NOTICE_TYPE: Readonly<Record<NewsletterOutcome['status'], NoticeType>> = {
  pending: 'success',
  unavailable: 'info',
  invalid: 'error',
  failed: 'error',
};

/**
 * Spec 1 §1: the footer's newsletter sign-up, for guests only (a customer manages it under
 * /my-account/my-newsletter). A plain POST form to /newsletter that works without JavaScript (the
 * action redirects back with the outcome in the query), enhanced to post through a fetcher. Every
 * outcome is the backend's: "check your inbox" only once the sign-up is stored.
 */
export function NewsletterSignup() {
  const { customer } = useShell();
  const intl = useIntl();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const fetcher = useFetcher<NewsletterOutcome>({ key: 'newsletter-signup' });
  // Marks the form once JavaScript runs it (tests wait for it; the markup is the same before).
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  if (customer !== null) return null;

  const returned = searchParams.get(NEWSLETTER_PARAM);
  const busy = fetcher.state !== 'idle';
  const outcome = fetcher.data ?? (fetcher.state === 'idle' && isNewsletterStatus(returned) ? { status: returned } : undefined);
  // The page the form was posted from, without an earlier outcome.
  const rest = new URLSearchParams(location.search);
  rest.delete(NEWSLETTER_PARAM);
  const returnTo = `${location.pathname}${rest.size > 0 ? `?${rest}` : ''}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    form.set('via', 'fetch');
    void fetcher.submit(form, { method: 'post', action: NEWSLETTER_ACTION });
  };

  return (
    <section className="newsletter" aria-labelledby="newsletter-heading" id={NEWSLETTER_ANCHOR} data-testid="newsletter-signup">
      <div className="newsletter__text">
        <h2 className="newsletter__heading" id="newsletter-heading">
          <FormattedMessage id="layout.newsletter.heading" />
        </h2>
        <p className="newsletter__intro">
          <FormattedMessage id="layout.newsletter.intro" />
        </p>
      </div>
      <form method="post" action={NEWSLETTER_ACTION} className="newsletter__form" onSubmit={onSubmit} aria-busy={busy} data-enhanced={enhanced || undefined}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="via" value="form" />
        <label className="newsletter__label" htmlFor="newsletter-email">
          <FormattedMessage id="layout.newsletter.emailLabel" />
        </label>
        <div className="newsletter__row">
          <input
            id="newsletter-email"
            className="newsletter__input"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            placeholder={intl.formatMessage({ id: 'layout.newsletter.emailLabel' })}
            aria-invalid={outcome?.status === 'invalid' ? true : undefined}
            aria-describedby={outcome ? 'newsletter-outcome' : undefined}
          />
          <Button type="submit" variant="primary" size="lg" className="newsletter__submit" disabled={busy} data-testid="newsletter-submit">
            <FormattedMessage id={busy ? 'layout.newsletter.submitting' : 'layout.newsletter.submit'} />
          </Button>
        </div>
        <div aria-live="polite">
          {outcome && !busy && (
            <p className={`newsletter__outcome notice notice--${NOTICE_TYPE[outcome.status]}`} id="newsletter-outcome" data-testid="newsletter-outcome" data-status={outcome.status}>
              <FormattedMessage id={`layout.newsletter.outcome.${outcome.status}`} />
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
