import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProductTile } from '../../../catalogue/product-tile';
import { lastDrawnRow, laterRow, type BlockProducts, type LaterRow } from '../../products/later-rows';
import { useBlockData, useHeadingLevel } from '../block-context';
import { Scroller } from './scroller';

/** Reserves the row's height until the browser has the products (no layout shift). */
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

/**
 * A row below the first screen: its placeholder until the browser has asked for its products
 * (after hydration); on a page the shopper comes back to, the row as last drawn until the fresh answer.
 */
function LaterRail({ row, path, label }: { row: LaterRow; path: string; label: string }) {
  const [result, setResult] = useState<BlockProducts | undefined>(() => lastDrawnRow(row, path));
  useEffect(() => {
    let shown = true;
    void laterRow(row, path).then((products) => shown && setResult(products));
    return () => {
      shown = false;
    };
  }, [row, path]);
  return result ? <RailProducts result={result} label={label} /> : <RailPlaceholder />;
}

/**
 * The products the loader fetched for the block at `path`: at once for a first-screen row; a row
 * further down shows its placeholder (the section and its "see all" link already in place) until
 * the browser has its products. Without JavaScript it stays out, and the link is the way to them.
 */
export function ProductRail({ path, label }: { path: string; label: string }) {
  const { products } = useBlockData();
  const intl = useIntl();
  const row = products[path];
  const name = label || intl.formatMessage({ id: 'content.products.label' });
  if (!row) return null;
  if (row.status === 'later') return <LaterRail row={row} path={path} label={name} />;
  return <RailProducts result={row} label={name} />;
}
