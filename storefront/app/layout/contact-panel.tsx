import { FormattedMessage, useIntl } from 'react-intl';
import { Disclosure } from '../ui/disclosure';
import { PhoneIcon } from '../ui/icons';
import { telHref } from './tel-href';

const PHONE_ID = 'layout.contactPhone';
const HOURS_ID = 'layout.contactHours';

/**
 * The header's contact button (spec 1 §1/§2): a panel with the customer-care phone number and
 * opening hours, each shown only when the shopper's locale has a text for it. (The contact form
 * the spec puts here arrives with the support issue.)
 */
export function ContactPanel() {
  const intl = useIntl();
  const has = (id: string) => Object.prototype.hasOwnProperty.call(intl.messages, id);
  const phone = has(PHONE_ID) ? intl.formatMessage({ id: PHONE_ID }) : undefined;
  const hours = has(HOURS_ID) ? intl.formatMessage({ id: HOURS_ID }) : undefined;
  if (!phone && !hours) return null;
  return (
    <Disclosure
      className="contact-panel"
      summaryClassName="header-action"
      testId="contact-button"
      summary={
        <>
          <PhoneIcon />
          <span className="header-action__label">
            <FormattedMessage id="layout.contact" />
          </span>
        </>
      }
    >
      <p className="disclosure-heading">
        <FormattedMessage id="layout.contactTitle" />
      </p>
      {phone && (
        <p className="contact-panel__phone">
          <a href={telHref(phone)}>{phone}</a>
        </p>
      )}
      {hours && <p className="contact-panel__hours">{hours}</p>}
    </Disclosure>
  );
}
