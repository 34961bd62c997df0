import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShell } from '../shop/shell';
import { ChevronLeftIcon, ChevronRightIcon, TagIcon } from '../ui/icons';
import type { ChromeCategory } from './chrome';
import { splitIntoTwoRows } from './category-rows';
import { MenuToggle } from './navigation-drawer';
import { useIdlePrefetch } from './idle-prefetch';
import { ShopLink } from '../ui/shop-link';

function CategoryLink({ category }: { category: ChromeCategory }) {
  const prefetch = useIdlePrefetch();
  return (
    <ShopLink to={category.href} className="category-chip" prefetch={prefetch}>
      {category.name}
    </ShopLink>
  );
}

function OnSaleLink() {
  const { chrome } = useShell();
  return (
    <ShopLink to={chrome.onSaleHref} className="category-chip category-chip--sale" data-testid="on-sale-link">
      <TagIcon size={18} />
      <FormattedMessage id="layout.onSale" />
    </ShopLink>
  );
}

/**
 * Desktop: one row that scrolls sideways, with arrows when it does not fit. The arrows are a
 * pointer convenience, left out of the tab order and the accessibility tree: with a keyboard (or a
 * screen reader) focusing a link scrolls it into view, and without JavaScript the row scrolls.
 */
function CategoryCarousel({ categories }: { categories: readonly ChromeCategory[] }) {
  const track = useRef<HTMLUListElement>(null);
  const intl = useIntl();
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  useEffect(() => {
    const element = track.current;
    if (!element) return undefined;
    const measure = () => {
      const max = element.scrollWidth - element.clientWidth;
      setEdges({ atStart: element.scrollLeft <= 1, atEnd: element.scrollLeft >= max - 1 });
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, []);

  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  const fits = edges.atStart && edges.atEnd;

  return (
    <div className="category-carousel" data-at-start={String(edges.atStart)} data-at-end={String(edges.atEnd)}>
      {!fits && (
        <button
          type="button"
          className="category-carousel__arrow category-carousel__arrow--prev"
          onClick={() => move(-1)}
          disabled={edges.atStart}
          tabIndex={-1}
          aria-hidden="true"
          aria-label={intl.formatMessage({ id: 'layout.previousCategories' })}
        >
          <ChevronLeftIcon size={20} />
        </button>
      )}
      <ul className="category-carousel__track" ref={track}>
        {categories.map((category) => (
          <li key={category.key}>
            <CategoryLink category={category} />
          </li>
        ))}
        <li>
          <OnSaleLink />
        </li>
      </ul>
      {!fits && (
        <button
          type="button"
          className="category-carousel__arrow category-carousel__arrow--next"
          onClick={() => move(1)}
          disabled={edges.atEnd}
          tabIndex={-1}
          aria-hidden="true"
          aria-label={intl.formatMessage({ id: 'layout.nextCategories' })}
        >
          <ChevronRightIcon size={20} />
        </button>
      )}
    </div>
  );
}

/** Phones and tablets: two rows sliding together, the first holding half rounded up. */
function CategoryRows({ categories }: { categories: readonly ChromeCategory[] }) {
  const [first, second] = splitIntoTwoRows(categories);
  return (
    <div className="category-rows">
      <ul className="category-rows__row">
        {first.map((category) => (
          <li key={category.key}>
            <CategoryLink category={category} />
          </li>
        ))}
      </ul>
      <ul className="category-rows__row">
        {second.map((category) => (
          <li key={category.key}>
            <CategoryLink category={category} />
          </li>
        ))}
        <li>
          <OnSaleLink />
        </li>
      </ul>
    </div>
  );
}

/** Spec 1 §2's category bar: the menu toggle, the first-level categories and the on-sale link. */
export function CategoryBar() {
  const { chrome } = useShell();
  const intl = useIntl();
  return (
    <nav className="category-bar" aria-label={intl.formatMessage({ id: 'layout.categories' })} data-testid="category-bar">
      <div className="category-bar__inner">
        <MenuToggle className="category-bar__menu" withLabel />
        <div className="category-bar__desktop">
          <CategoryCarousel categories={chrome.categories} />
        </div>
        <div className="category-bar__mobile">
          <CategoryRows categories={chrome.categories} />
        </div>
      </div>
    </nav>
  );
}
