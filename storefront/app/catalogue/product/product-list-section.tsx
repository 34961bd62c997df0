import { ProductTile, type ProductTileData } from '../product-tile';

/** Related or alternative products: a titled row of product tiles; nothing when there are none. */
export function ProductListSection({ id, title, products, testId }: { id: string; title: React.ReactNode; products: readonly ProductTileData[]; testId: string }) {
  if (products.length === 0) return null;
  return (
    <section className="product-section product-list" aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      <ul className="product-list__grid">
        {products.map((product) => (
          <li key={product.sku}>
            <ProductTile product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
