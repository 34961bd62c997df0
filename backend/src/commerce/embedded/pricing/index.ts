// The embedded engine's pricing core: commercetools cart semantics as pure functions.
export { recalculateCart } from './recalculate-cart.js';
export { matchingShippingMethods, matchingRate, shippingPrice, zoneContains } from './shipping.js';
export { inMemoryPricingCatalogue, type CatalogueVariant, type PricingCatalogue, type PricingCatalogueData } from './pricing-catalogue.js';
export { isPricingError, PricingError, type PricingErrorCode } from './pricing-error.js';
export { validateCartDiscount, compareSortOrderDescending } from './cart-discounts.js';
export { selectPrice, effectiveUnitValue, type PriceScope } from './price-selection.js';
export { rateFraction, taxRateForAddress } from './tax.js';
export { parsePredicate, type PredicateContext } from './predicates/parser.js';
export { PredicateSyntaxError } from './predicates/lexer.js';
export { matchesCart, matchesLine } from './predicates/evaluate.js';
