import { FormattedMessage } from 'react-intl';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '../../ui/button';
import { Notice } from '../../ui/notice';
import type { NewsletterConsent, NewsletterOutcome } from './newsletter-consent.server';
import './extras.css';

/**
 * my-newsletter: one box and a plain POST form, so it works without JavaScript. Where the
 * newsletter is optional (HU, PL) the page says subscribing is a free choice; elsewhere it says
 * the box also covers the mails a customer may get as one (the soft opt-in the choice withdraws).
 */
export function NewsletterPage({ consent, outcome }: { consent: NewsletterConsent; outcome: NewsletterOutcome | undefined }) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <section className="account__panel extras" aria-labelledby="extras-title">
      <h1 id="extras-title">
        <FormattedMessage id="account.section.my-newsletter" />
      </h1>
      <p>
        <FormattedMessage id="account.newsletter.intro" />
      </p>
      <p className="extras__status" data-testid="newsletter-status">
        <FormattedMessage id={consent.newsletter ? 'account.newsletter.status.on' : 'account.newsletter.status.off'} />
      </p>
      {outcome && 'saved' in outcome && (
        <Notice type="success">
          <FormattedMessage id={outcome.saved ? 'account.newsletter.saved.on' : 'account.newsletter.saved.off'} />
        </Notice>
      )}
      {outcome && 'failed' in outcome && (
        <Notice type="error">
          <FormattedMessage id="account.newsletter.error" />
        </Notice>
      )}
      <Form method="post" className="extras__form" data-testid="newsletter-form">
        <label className="extras__check">
          <input type="checkbox" name="newsletter" defaultChecked={consent.newsletter} key={String(consent.newsletter)} aria-describedby="newsletter-terms" />
          <span>
            <FormattedMessage id="account.newsletter.checkbox" />
          </span>
        </label>
        <p id="newsletter-terms" className="account__muted" data-testid="newsletter-terms">
          <FormattedMessage id={consent.optional ? 'account.newsletter.optional' : 'account.newsletter.soft'} />
        </p>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={submitting}>
          <FormattedMessage id="account.newsletter.save" />
        </button>
      </Form>
    </section>
  );
}
