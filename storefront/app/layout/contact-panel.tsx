import { FormattedMessage, useIntl } from 'react-intl';
import { Disclosure } from '../ui/disclosure';
import { PhoneIcon } from '../ui/icons';
import { telHref } from './tel-href';
import { useLocalPath } from '../shop/shell';
import { ShopLink } from '../ui/shop-link';
import { useOpenSupportDialog } from '../support/open-support-dialog';
import { SUPPORT_PATH } from '../support/support-outcome';

const PHONE_ID = 'layout.contactPhone';
const HOURS_ID = 'layout.contactHours';

/**
 * The header's contact button (spec 1 §1/§2): a panel with the customer-care phone number and
 * opening hours, each shown only when the shopper's locale has a text for it, and the way to the
 * support request form (spec 2 §2).
 */
export function ContactPanel() {
  const intl = useIntl();
  const local = useLocalPath();
  const openDialog = useOpenSupportDialog();
  const has = (id: string) => Object.prototype.hasOwnProperty.call(intl.messages, id);
  const phone = has(PHONE_ID) ? intl.formatMessage({ id: PHONE_ID }) : undefined;
  const hours = has(HOURS_ID) ? intl.formatMessage({ id: HOURS_ID }) : undefined;
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
      <p className="contact-panel__form">
        <ShopLink to={local(SUPPORT_PATH)} data-testid="contact-form-link" onClick={openDialog(null)}>
          <FormattedMessage id="support.contactLink" />
        </ShopLink>
      </p>
    </Disclosure>
  );
}
