import { COMPARISON_DISPLAY_LIMIT, comparisonValue, numberConventions, rankComparisonProducts } from '@shop/domain';
import { enumAttribute, numberAttribute, shownTextAttribute, type BackendProduct } from './backend-product';
import { formatDimensions, formatKilograms } from './product-measures';
import { dimensions, stockOf, tagsOf } from './product-mapping';
import { toTile } from './product-tiles';
import type { LinkMarket } from './product-href';
import type { ComparisonColumnView, ComparisonRowKey } from './product-view';

export interface ComparisonContext {
  readonly language: string;
  readonly locale: string;
  readonly market: LinkMarket;
  /** The picture shown for an image URL (checked to exist). */
  readonly imageOf: (product: BackendProduct) => string;
}

function cells(product: BackendProduct, context: ComparisonContext): Record<ComparisonRowKey, string> {
  const variant = product.masterVariant;
  // Only the measures: the product's whole details view (its texts made readable) is the page's, not the table's.
  const netDimensions = dimensions(variant, 'net');
  const weight = numberAttribute(variant, 'netWeight');
  return {
    brand: comparisonValue(shownTextAttribute(variant, 'brand', context.language)),
    model: comparisonValue(shownTextAttribute(variant, 'model', context.language)),
    techdetails: comparisonValue(shownTextAttribute(variant, 'techdetails', context.language)),
    netDimensions: comparisonValue(netDimensions ? formatDimensions(netDimensions, numberConventions(context.locale)) : undefined),
    netWeight: comparisonValue(weight === undefined ? undefined : formatKilograms(weight, numberConventions(context.locale))),
    energyClass: comparisonValue(enumAttribute(variant, 'energyEfficiencyClass')),
  };
}

function column(product: BackendProduct, current: boolean, context: ComparisonContext): ComparisonColumnView | undefined {
  const tile = toTile(product, context.language, context.market, context.imageOf(product));
  if (!tile) return undefined;
  return {
    sku: tile.sku,
    name: tile.name,
    href: tile.href,
    image: tile.image ?? '',
    current,
    cells: cells(product, context),
    price: tile.price,
    ...(tile.averageRating !== undefined ? { averageRating: tile.averageRating } : {}),
    inStock: tile.inStock,
  };
}

/**
 * The comparison table (spec 1 §2, §5): this product first, then the family's others ranked by
 * domain's comparison score (in stock, Popular, Sale) and cut to its display limit; a value a
 * product lacks shows as domain's missing mark '-'. No others: no table.
 */
export function comparisonColumns(current: BackendProduct, others: readonly BackendProduct[], context: ComparisonContext): ComparisonColumnView[] {
  const candidates = others
    .filter((product) => product.id !== current.id)
    .map((product) => ({ product, isOnStock: stockOf(product.masterVariant) > 0, tags: tagsOf(product.masterVariant) }));
  const ranked = rankComparisonProducts(candidates, COMPARISON_DISPLAY_LIMIT).map(({ product }) => column(product, false, context));
  const shown = ranked.filter((entry): entry is ComparisonColumnView => entry !== undefined);
  if (shown.length === 0) return [];
  const own = column(current, true, context);
  return own ? [own, ...shown] : shown;
}
