import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * A horizontal row that scrolls with CSS scroll snap: swipe, trackpad and keyboard work without
 * JavaScript; the previous/next buttons come with it (shown only when scripting is on, see
 * blocks.css) and are disabled at either end.
 */
export function Scroller({ label, items, className = '' }: { label: string; items: readonly { key: string; node: ReactNode }[]; className?: string }) {
  const intl = useIntl();
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const atStart = element.scrollLeft <= 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((previous) => (previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    measure();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [measure]);

  const move = (direction: -1 | 1) => {
    const element = track.current;
    if (!element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' });
  };

  if (items.length === 0) return null;
  return (
    <div className={`scroller ${className}`}>
      {/* Focusable so that a keyboard can scroll it even when its items hold no link. */}
      <div className="scroller__track" ref={track} role="region" aria-label={label} tabIndex={0}>
        <ul className="scroller__list">
          {items.map((item) => (
            <li className="scroller__item" key={item.key}>
              {item.node}
            </li>
          ))}
        </ul>
      </div>
      <div className="scroller__controls">
        <button type="button" className="scroller__button" onClick={() => move(-1)} disabled={edges.atStart} aria-label={intl.formatMessage({ id: 'content.carousel.previous' })}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="scroller__button" onClick={() => move(1)} disabled={edges.atEnd} aria-label={intl.formatMessage({ id: 'content.carousel.next' })}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
