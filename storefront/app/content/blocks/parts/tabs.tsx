import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { HeadingLevelContext, useHeadingLevel } from '../block-context';

export interface TabItem {
  readonly label: string;
  readonly content: ReactNode;
}

/**
 * WAI-ARIA tabs (arrow keys, Home, End). Without scripting the tab list is hidden and every panel
 * shows under its own heading (blocks.css, `@media (scripting: none)`), so nothing is out of reach
 * and nothing moves when the script arrives.
 */
export function Tabs({ items, label }: { items: readonly TabItem[]; label?: string | undefined }) {
  const id = useId();
  const level = useHeadingLevel();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const PanelHeading = level === 2 ? 'h3' : 'h4';

  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  if (items.length === 0) return null;
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={index}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => setSelected(index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          className="tabs__panel"
          data-selected={index === selected ? 'true' : 'false'}
          tabIndex={0}
        >
          <PanelHeading className="tabs__panel-heading">{item.label}</PanelHeading>
          <HeadingLevelContext.Provider value={3}>{item.content}</HeadingLevelContext.Provider>
        </div>
      ))}
    </div>
  );
}
