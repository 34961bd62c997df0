import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import './disclosure.css';

export interface DisclosureProps {
  /** What the toggle shows (an icon, a short label). */
  readonly summary: ReactNode;
  /** The toggle's accessible name when the summary is an icon or abbreviation. */
  readonly label?: string;
  readonly children: ReactNode;
  readonly className?: string;
  readonly summaryClassName?: string;
  /** Panel alignment under the toggle. */
  readonly align?: 'start' | 'end';
  readonly testId?: string;
}

/**
 * A toggle with a panel (header dropdowns, language list, contact panel), built on
 * <details>/<summary> so it opens and is keyboard operable without JavaScript. With JavaScript it
 * also closes on Escape (focus back on the toggle), on a click outside and on navigation, as spec
 * 1 §2's header dropdowns do.
 */
export function Disclosure({ summary, label, children, className, summaryClassName, align = 'end', testId }: DisclosureProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    ref.current?.removeAttribute('open');
  }, [location.key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (details.open && event.relatedTarget instanceof Node && !details.contains(event.relatedTarget)) details.open = false;
    };
    details.addEventListener('keydown', onKeyDown);
    details.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      details.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  return (
    <details ref={ref} className={`disclosure${className ? ` ${className}` : ''}`} data-testid={testId}>
      <summary className={`disclosure__toggle${summaryClassName ? ` ${summaryClassName}` : ''}`} aria-label={label}>
        {summary}
      </summary>
      <div className={`disclosure__panel disclosure__panel--${align}`}>{children}</div>
    </details>
  );
}
