import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../../ui/icons';
import './side-panel.css';

export interface SidePanelProps {
  /** The panel's heading (also its accessible name). */
  readonly title: ReactNode;
  /** Message id of the close button's label. */
  readonly closeLabelId: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  readonly testId?: string;
}

/**
 * The extra-guarantee and complementary-products panels (spec 2 §2 side panels): a modal dialog
 * from the inline end (focus moves in and stays inside, Escape and the backdrop close it, focus goes
 * back to what opened it). Mounted only while open; route changes close it through the host.
 */
export function SidePanel({ title, closeLabelId, onClose, children, footer, testId }: SidePanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const intl = useIntl();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      // The opener may have gone with the change the panel made (an offer replaced by its line).
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="side-panel"
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: the state decides, so the dialog closes through the same path as the button.
        event.preventDefault();
        close.current();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) close.current();
      }}
    >
      <div className="side-panel__box">
        <header className="side-panel__head">
          <h2 id={titleId} className="side-panel__title">{title}</h2>
          <button type="button" className="side-panel__close" onClick={() => close.current()} aria-label={intl.formatMessage({ id: closeLabelId })}>
            <CloseIcon size={22} />
          </button>
        </header>
        <div className="side-panel__body">{children}</div>
        {footer && <footer className="side-panel__foot">{footer}</footer>}
      </div>
    </dialog>
  );
}
