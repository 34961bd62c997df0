import { FormattedMessage } from 'react-intl';
import type { BlockProps } from './block-component';
import { BlockSection } from './parts/block-section';
import { Icon } from './parts/icon';
import { list, record, text } from './props';

/** `{ heading?, rows: { days, hours }[], phone?, email? }`: customer-care hours and how to reach it. */
export function WorkingTimeBlock({ block }: BlockProps) {
  const rows = list(block['rows'], (item) => {
    const fields = record(item);
    const days = text(fields?.['days']);
    const hours = text(fields?.['hours']);
    return days && hours ? { days, hours } : undefined;
  });
  const phone = text(block['phone']);
  const email = text(block['email']);
  if (rows.length === 0 && !phone && !email) return null;
  return (
    <BlockSection heading={text(block['heading'])} className="cb-working-time">
      {rows.length > 0 && (
        <dl className="cb-working-time__rows">
          {rows.map((row, index) => (
            <div key={index} className="cb-working-time__row">
              <dt>{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
      )}
      <ul className="cb-working-time__contacts" role="list">
        {phone && (
          <li>
            <Icon name="phone" />
            <span className="visually-hidden">
              <FormattedMessage id="content.workingTime.phone" />
            </span>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </li>
        )}
        {email && /^[^\s@<>"]+@[^\s@<>"]+$/.test(email) && (
          <li>
            <Icon name="mail" />
            <span className="visually-hidden">
              <FormattedMessage id="content.workingTime.email" />
            </span>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
      </ul>
    </BlockSection>
  );
}
