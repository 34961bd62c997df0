import { sameSitePath } from '@shop/domain';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocalPath } from '../../shop/shell';
import { Notice } from '../../ui/notice';
import { PAYMENT_ERROR_PATH } from '../payment/payment-paths';
import type { DropInSettings } from './drop-in-settings';

// 'idle' until the browser runs it: without JavaScript nothing here promises a loading Drop-in.
type Status = 'idle' | 'loading' | 'ready' | 'broken';

/** The shop's routes Drop-in posts to, in the page's language (the server builds the return address from it). */
export const DROP_IN_ROUTES = { payments: '/checkout/adyen/payments', details: '/checkout/adyen/details' } as const;

/**
 * Adyen's Drop-in, started in the browser only: the module with Adyen Web and its styles is
 * imported when this mounts, so it is part of no page's first load. A new amount, locale or list of
 * methods (the page revalidated after the cart changed) starts it afresh.
 */
export function DropIn({ settings, cartId }: { settings: DropInSettings; cartId: string }) {
  const node = useRef<HTMLDivElement>(null);
  const local = useLocalPath();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>('idle');
  const identity = JSON.stringify([settings, cartId]);

  useEffect(() => {
    let disposed = false;
    let unmount: (() => void) | undefined;
    setStatus('loading');
    const events = {
      onNext: (path: string) => {
        if (!disposed) void navigate(sameSitePath(path) ?? local(`${PAYMENT_ERROR_PATH}?error=payment-error`));
      },
      onBroken: () => {
        if (!disposed) setStatus('broken');
      },
    };
    const routes = { payments: local(DROP_IN_ROUTES.payments), details: local(DROP_IN_ROUTES.details) };
    import('./drop-in-mount.client')
      .then(({ mountDropIn }) => (node.current ? mountDropIn(node.current, settings, cartId, routes, events) : undefined))
      .then((stop) => {
        if (disposed) stop?.();
        else {
          unmount = stop;
          setStatus((now) => (now === 'loading' ? 'ready' : now));
        }
      })
      .catch((error: unknown) => {
        console.warn(`Drop-in could not start: ${(error as Error).message}`);
        events.onBroken();
      });
    return () => {
      disposed = true;
      unmount?.();
    };
    // The settings' identity decides a restart, not the object's (a revalidation makes a new one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [identity]);

  return (
    <div className="drop-in" data-testid="drop-in" data-status={status}>
      {status === 'loading' && <p className="drop-in__loading" role="status"><FormattedMessage id="payment.card.loading" /></p>}
      {status === 'broken' && <Notice type="warning"><FormattedMessage id="payment.card.broken" /></Notice>}
      <div ref={node} />
    </div>
  );
}
