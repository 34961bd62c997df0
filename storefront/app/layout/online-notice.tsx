import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { OfflineIcon } from '../ui/icons';

/** Spec 1 §9: the default notification duration, for the 'back online' note. */
export const BACK_ONLINE_NOTICE_MS = 3000;

type Status = 'online' | 'offline' | 'back-online';

/**
 * Online/offline status (spec 1 §2): a notice while the connection is gone, and a short one when
 * it returns. The region is always present so screen readers announce the change.
 */
export function OnlineNotice() {
  const [status, setStatus] = useState<Status>('online');

  useEffect(() => {
    const offline = () => setStatus('offline');
    const online = () => setStatus((current) => (current === 'offline' ? 'back-online' : current));
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  useEffect(() => {
    if (status !== 'back-online') return undefined;
    const timer = window.setTimeout(() => setStatus('online'), BACK_ONLINE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  return (
    <div role="status" className="online-notice-region">
      {status === 'offline' && (
        <p className="online-notice online-notice--offline" data-testid="offline-notice">
          <OfflineIcon size={20} />
          <FormattedMessage id="layout.offline" />
        </p>
      )}
      {status === 'back-online' && (
        <p className="online-notice online-notice--online" data-testid="online-notice">
          <FormattedMessage id="layout.online" />
        </p>
      )}
    </div>
  );
}
