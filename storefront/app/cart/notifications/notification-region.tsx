import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CloseIcon } from '../../ui/icons';
import '../../ui/notice.css';
import { durationOf, type UiNotification } from './notifications';
import { cartSidebarAtom } from '../sidebar/sidebar-state';
import { notificationsAtom, useNotifications } from './notifications-state';
import './notifications.css';

/** One notice: dismissible, gone by itself after its duration; the clock waits while it is hovered or focused (WCAG 2.2.1). */
function NotificationItem({ item }: { item: UiNotification }) {
  const { remove } = useNotifications();
  const intl = useIntl();
  const [held, setHeld] = useState(false);
  const left = useRef(durationOf(item));
  useEffect(() => {
    left.current = durationOf(item);
  }, [item]);
  useEffect(() => {
    if (held) return undefined;
    const started = Date.now();
    const timer = window.setTimeout(() => remove(item.id), left.current);
    return () => {
      window.clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [held, item, remove]);
  return (
    <li
      className={`notifications__item notice notice--${item.type}`}
      id={item.id}
      data-testid={`notification-${item.id}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className="notifications__text">
        <FormattedMessage id={item.messageId} values={item.values} />
      </p>
      <button type="button" className="notifications__close" onClick={() => remove(item.id)} aria-label={intl.formatMessage({ id: 'cart.notification.dismiss' })}>
        <CloseIcon size={18} />
      </button>
    </li>
  );
}

/**
 * The notification sidebar (spec 2 §2, §9): a live region at the edge of the window listing the
 * current notices. Mounted once by the layout; components add notices through useNotifications.
 * While the cart sidebar is open (a modal dialog: the page behind it is inert) the notices show in
 * the sidebar's own region instead, so they can still be read and dismissed.
 */
export function NotificationRegion({ placement = 'page' }: { placement?: 'page' | 'dialog' }) {
  const all = useAtomValue(notificationsAtom);
  const sidebar = useAtomValue(cartSidebarAtom);
  const intl = useIntl();
  const items = placement === 'page' && sidebar?.kind === 'cart' ? [] : all;
  return (
    <section className={`notifications notifications--${placement}`} aria-label={intl.formatMessage({ id: 'cart.notification.region' })} aria-live="polite" data-testid="notifications">
      {items.length > 0 && (
        <ul className="notifications__list">
          {items.map((item) => <NotificationItem key={item.id} item={item} />)}
        </ul>
      )}
    </section>
  );
}
