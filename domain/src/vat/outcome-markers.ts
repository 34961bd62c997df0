import { netPriceChangeFailed, type VatTaxRateChangeContext } from './tax-rate-change.js';
import { isAwaitingVatAnswer, shouldStartValidation } from './validation-reducer.js';
import type { VatValidationEvent, VatValidationState } from './validation-state.js';

/** The outcome markers spec 2 §4 says are tracked. */
export const VAT_OUTCOME_MARKERS = [
  'triggered', 'retry-button-click', 'success', 'failed', 'failed-with-no-rate-change', 'timeout',
] as const;
export type VatOutcomeMarker = (typeof VAT_OUTCOME_MARKERS)[number];

/**
 * The markers an event produces, from the state before it. A list, not one marker, because a
 * retry click that starts a validation is both a 'retry-button-click' and a 'triggered'.
 * Readings chosen: 'failed' covers invalid and could-not-validate alike (the spec lists no
 * separate marker for the latter); the click is recorded even when it starts nothing because
 * the same number is still being validated; stale answers and late answers produce nothing,
 * exactly as the reducer ignores them.
 */
export function vatOutcomeMarkers(
  previous: VatValidationState,
  event: VatValidationEvent,
  context: VatTaxRateChangeContext,
): readonly VatOutcomeMarker[] {
  switch (event.type) {
    case 'clear':
      return [];
    case 'start': {
      const markers: VatOutcomeMarker[] = event.force ? ['retry-button-click'] : [];
      if (shouldStartValidation(previous, event.number, event.force)) markers.push('triggered');
      return markers;
    }
    case 'timeout':
      return isAwaitingVatAnswer(previous, event.number) ? ['timeout'] : [];
    case 'resolve':
      if (!isAwaitingVatAnswer(previous, event.number)) return [];
      if (event.classification !== 'valid') return ['failed'];
      return netPriceChangeFailed(context) ? ['failed-with-no-rate-change'] : ['success'];
  }
}
