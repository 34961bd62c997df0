import type { VatOutcomeMarker } from '@shop/domain';

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

/**
 * Spec 2 §4's outcome markers, handed to the tag manager's dataLayer only when the page has one
 * (the tag manager comes with a later issue; until then nothing is collected).
 */
export function trackVatMarkers(markers: readonly VatOutcomeMarker[], target: WindowWithDataLayer | undefined = globalThis.window): void {
  const layer = target?.dataLayer;
  if (!Array.isArray(layer)) return;
  for (const marker of markers) layer.push({ event: 'vat_validation', vat_validation_outcome: marker });
}
