import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import './side-panel.css';

export interface SidePanelProps {
  /** The panel's heading, also its accessible name. */
  readonly title: ReactNode;
  /** The close button's accessible name (already in the shopper's language). */
  readonly closeLabel: string;
  /** Escape, the backdrop and the close button all ask here; the owner's state unmounts the panel. */
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Actions kept in view under the scrolling body. */
  readonly footer?: ReactNode;
  /** Inside the dialog, after the panel's box: what must stay reachable while the page behind is inert (notices). */
  readonly overlay?: ReactNode;
  /** A modifier class for the panel's own content rules. */
  readonly className?: string;
  readonly testId?: string;
  readonly closeTestId?: string;
  /** Extra data attributes for tests and styles (e.g. data-loaded). */
  readonly data?: Readonly<Record<`data-${string}`, string | undefined>>;
}

/**
 * A modal side panel (spec 2 §2's cart, extra-guarantee and complementary-products panels): a
 * native <dialog> shown with showModal(), so focus moves in and stays inside and the page behind
 * is inert; Escape, a click on the backdrop and the close button close it; focus goes back to
 * what opened it; the page under it does not scroll (side-panel.css). It is open while mounted:
 * the owner mounts it to open it and unmounts it to close it (a route change does, through the
 * cart's sidebar host).
 */
export function SidePanel({ title, closeLabel, onClose, children, footer, overlay, className, testId, closeTestId, data }: SidePanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
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
      className={className ? `side-panel ${className}` : 'side-panel'}
      aria-labelledby={titleId}
      data-testid={testId}
      {...data}
      onCancel={(event) => {
        // Escape: the owner's state decides, so the panel closes the same way as with the button.
        event.preventDefault();
        close.current();
      }}
      onClick={(event) => {
        // The box fills the dialog, so a click whose target is the dialog itself landed on its backdrop.
        if (event.target === dialog.current) close.current();
      }}
    >
      <div className="side-panel__box">
        <header className="side-panel__head">
          <h2 id={titleId} className="side-panel__title">
            {title}
          </h2>
          <button type="button" className="side-panel__close" onClick={() => close.current()} aria-label={closeLabel} data-testid={closeTestId}>
            <CloseIcon size={22} />
          </button>
        </header>
        <div className="side-panel__body">{children}</div>
        {footer && <footer className="side-panel__foot">{footer}</footer>}
      </div>
      {overlay}
    </dialog>
  );
}
