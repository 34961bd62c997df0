import { VAT_ISSUES_MODAL } from '@shop/domain';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { buttonClass } from '../../../ui/button';
import { VAT_ACKNOWLEDGED_FIELD } from './vat-check';
import { vatMessageId } from './vat-message-ids';

/**
 * The 'VAT ID Validation Issues' modal (spec 2 §8). 'Continue with Purchase' is a submit button of
 * the addresses form carrying the number, so the post goes on with it unconfirmed (GROSS), with or
 * without JavaScript: without it, the page answering a refused post renders the dialog open.
 * With JavaScript it is a real modal (showModal: focus inside, Escape closes).
 */
export function VatIssuesModal({ number, onClose }: { number: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The close event of turning the server-rendered open dialog into a modal one is not the shopper's.
  const reopening = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Rendered open (so it shows without JavaScript): made modal once the page is interactive.
    if (element.open) {
      reopening.current = true;
      element.close();
    }
    element.showModal();
  }, []);
  const closed = () => {
    if (reopening.current) reopening.current = false;
    else onClose();
  };
  return (
    <dialog ref={dialog} open className="vat-issues" aria-labelledby={titleId} data-testid="vat-issues-modal" onClose={closed}>
      <h2 id={titleId} className="vat-issues__title"><FormattedMessage id={vatMessageId(VAT_ISSUES_MODAL.title)} /></h2>
      <p><FormattedMessage id={vatMessageId(VAT_ISSUES_MODAL.intro)} /></p>
      <ul className="vat-issues__reasons">
        {VAT_ISSUES_MODAL.reasons.map((reason) => (
          <li key={reason.title}>
            <strong><FormattedMessage id={vatMessageId(reason.title)} /></strong>
            {' '}
            <FormattedMessage id={vatMessageId(reason.text)} />
          </li>
        ))}
      </ul>
      <p><FormattedMessage id={vatMessageId(VAT_ISSUES_MODAL.reassurance)} /></p>
      <div className="vat-issues__actions">
        <button type="submit" name={VAT_ACKNOWLEDGED_FIELD} value={number} className={buttonClass('primary', 'md')} data-testid="vat-continue">
          <FormattedMessage id={vatMessageId(VAT_ISSUES_MODAL.continueButton)} />
        </button>
        <button type="button" className={buttonClass('link', 'md')} onClick={() => dialog.current?.close()}>
          <FormattedMessage id="vat.modal.close" />
        </button>
      </div>
    </dialog>
  );
}
