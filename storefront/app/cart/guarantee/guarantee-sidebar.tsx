import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFetcher, useLocation } from 'react-router';
import { useShell } from '../../shop/shell';
import { SidePanel } from '../../ui/side-panel';
import { cartSidebarAtom } from '../sidebar/sidebar-state';
import { GuaranteeOptionsForm } from './guarantee-options-form';
import { GUARANTEE_OPTIONS_ROUTE, type GuaranteeOptionsAnswer } from './guarantee-outcome';
import { isPaymentPagePath } from './payment-page';
import { useGuaranteeFetcher } from './use-guarantee-fetcher';
import './guarantee.css';

export interface GuaranteeSidebarProps {
  readonly lineId: string;
  readonly sku: string;
}

/**
 * The extra-guarantee sidebar (spec 2 §2, §4): the guarantees offered for one cart line with
 * their prices; choosing one adds it (updateCart addLineItem with the parent SKU) and closes the
 * panel. Hidden on the payment page. Its options come from GET /cart/guarantee-options.json?line=….
 */
export function GuaranteeSidebar({ lineId, sku }: GuaranteeSidebarProps) {
  const setSidebar = useSetAtom(cartSidebarAtom);
  const intl = useIntl();
  const location = useLocation();
  const { features } = useShell();
  const loader = useFetcher<GuaranteeOptionsAnswer>({ key: `guarantee-options:${lineId}` });
  const { fetcher: adder } = useGuaranteeFetcher(lineId);
  const hidden = isPaymentPagePath(location.pathname) || !features.sale_of_additional_guarantee_enabled;
  const close = () => setSidebar(null);

  useEffect(() => {
    if (!hidden) void loader.load(`${GUARANTEE_OPTIONS_ROUTE}?line=${encodeURIComponent(lineId)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per line
  }, [lineId, hidden]);

  // Closes once this panel's own post has put the guarantee in the cart.
  const posted = useRef(false);
  useEffect(() => {
    if (adder.state === 'submitting') posted.current = true;
    if (adder.state === 'idle' && posted.current && adder.data?.status === 'added') setSidebar(null);
  }, [adder.state, adder.data, setSidebar]);

  useEffect(() => {
    if (hidden) setSidebar(null);
  }, [hidden, setSidebar]);
  if (hidden) return null;

  const answer = loader.data;
  const failed = adder.state === 'idle' && posted.current && adder.data && adder.data.status !== 'added' ? adder.data.status : undefined;
  return (
    <SidePanel title={<FormattedMessage id="guarantee.title" />} closeLabel={intl.formatMessage({ id: 'guarantee.close' })} onClose={close} testId="guarantee-sidebar">
      {!answer || loader.state === 'loading' && !('options' in answer) ? (
        <p className="side-panel__status" role="status"><FormattedMessage id="guarantee.loading" /></p>
      ) : 'error' in answer ? (
        <p className="guarantee-offer__notice guarantee-offer__notice--error" role="alert"><FormattedMessage id="guarantee.unavailable" /></p>
      ) : (
        <>
          <p className="side-panel__intro"><FormattedMessage id="guarantee.intro" values={{ product: <strong>{answer.productName}</strong> }} /></p>
          {answer.options.length === 0 ? (
            <p className="side-panel__status"><FormattedMessage id="guarantee.none" /></p>
          ) : (
            <GuaranteeOptionsForm lineId={answer.lineId} sku={answer.sku || sku} quantity={answer.quantity} options={answer.options} />
          )}
          <div aria-live="polite">
            {failed && (
              <p className="guarantee-offer__notice guarantee-offer__notice--error" data-testid="guarantee-notice" data-status={failed}>
                <FormattedMessage id={`guarantee.outcome.${failed}`} />
              </p>
            )}
          </div>
        </>
      )}
    </SidePanel>
  );
}
