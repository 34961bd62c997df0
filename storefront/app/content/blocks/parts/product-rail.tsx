import { Suspense, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Await } from 'react-router';
import { ProductTile } from '../../../catalogue/product-tile';
import type { BlockProducts } from '../../products/block-products.server';
import { useBlockData, useHeadingLevel } from '../block-context';
import { Scroller } from './scroller';

/** Reserves the row's height while the products stream in (no layout shift). */
function RailPlaceholder() {
  return (
    <div className="product-rail__placeholder" role="status">
      <span className="visually-hidden">
        <FormattedMessage id="content.products.loading" />
      </span>
    </div>
  );
}

function RailProducts({ result, label }: { result: BlockProducts; label: string }) {
  // A tile's name is a heading one level below its section's.
  const tileHeading = useHeadingLevel() === 2 ? 3 : 4;
  if (result.status === 'unavailable') {
    return (
      <p className="product-rail__note" role="status">
        <FormattedMessage id="content.products.unavailable" />
      </p>
    );
  }
  if (result.products.length === 0) {
    return (
      <p className="product-rail__note">
        <FormattedMessage id="content.products.empty" />
      </p>
    );
  }
  return <Scroller className="product-rail" label={label} items={result.products.map((product) => ({ key: product.sku, node: <ProductTile product={product} headingLevel={tileHeading} /> }))} />;
}

const noSubscription = () => () => undefined;

/**
 * Whether the browser draws this render: false on the server and while hydrating, true after
 * (and at once on a client navigation).
 */
const useDrawnByBrowser = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The products the loader fetched for the block at `path`: at once for a first-screen row, else
 * streamed, the section and its "see all" link already in place (without JavaScript a streamed
 * row stays out, and the link is the way to the products). A streamed row's data comes in the
 * loader's stream; its tiles are drawn by the browser after hydration, not streamed as hidden HTML
 * too: half a row's bytes, and on home ~22 KB of the document.
 */
export function ProductRail({ path, label }: { path: string; label: string }) {
  const { products } = useBlockData();
  const intl = useIntl();
  const drawnByBrowser = useDrawnByBrowser();
  const promise = products[path];
  const name = label || intl.formatMessage({ id: 'content.products.label' });
  if (!promise) return null;
  if (!(promise instanceof Promise)) return <RailProducts result={promise} label={name} />;
  if (!drawnByBrowser) return <RailPlaceholder />;
  return (
    <Suspense fallback={<RailPlaceholder />}>
      <Await resolve={promise}>{(result: BlockProducts) => <RailProducts result={result} label={name} />}</Await>
    </Suspense>
  );
}
