import {
  IDLE_VAT_VALIDATION, netPriceOffered, normaliseVatId, reduceVatValidation, shouldStartValidation, vatOutcomeMarkers,
  vatValidationEvents, type CountryCode, type VatTaxRateChangeContext, type VatValidationEvent, type VatValidationState,
} from '@shop/domain';
import { shopVatIdFor } from '@shop/markets';
import { useCallback, useRef, useState } from 'react';
import { VAT_CHECK_PATH, type VatCheckResult } from './vat-check';
import { trackVatMarkers } from './vat-markers';

/** The state a check's result leaves the field in (also the no-JavaScript post's result on first render). */
export function stateOfResult(result: VatCheckResult): VatValidationState {
  const validating = reduceVatValidation(IDLE_VAT_VALIDATION, vatValidationEvents.start(result.number));
  return reduceVatValidation(validating, result.timedOut ? vatValidationEvents.timeout(result.number) : vatValidationEvents.resolve(result.number, result.classification));
}

export interface VatValidation {
  readonly state: VatValidationState;
  readonly context: VatTaxRateChangeContext;
  /** Starts a validation when the number changed or when forced (the retry button); one in flight is awaited. */
  validate(typed: string, company: string, options?: { readonly force?: boolean }): Promise<VatValidationState>;
  /** The shopper emptied the field. */
  clear(): void;
}

interface Options {
  readonly country: CountryCode;
  readonly taxRateChangeEnabled: boolean;
  readonly initial: VatValidationState;
  readonly initialNetPriceActive: boolean;
}

/**
 * The VAT field's validation in the browser (spec 2 §4): domain's state machine, markers and
 * texts; the check itself is the storefront's resource route (the backend's VAT call, then the
 * cart adjusted to NET or back by the backend). `stateRef` holds the state between renders so a
 * blur and a submit in the same tick see the same validation.
 */
export function useVatValidation({ country, taxRateChangeEnabled, initial, initialNetPriceActive }: Options): VatValidation {
  const [state, setState] = useState(initial);
  const [netPriceActive, setNetPriceActive] = useState(initialNetPriceActive);
  const stateRef = useRef(initial);
  const inFlight = useRef<{ number: string; done: Promise<VatValidationState> } | null>(null);

  const contextFor = useCallback((number: string, active: boolean): VatTaxRateChangeContext => ({
    // NET is on offer only where the store changes the tax rate and the number is not of the shop's own country (domain's pinned reading).
    taxRateChangeEnabled: taxRateChangeEnabled && netPriceOffered({ taxRateChangeEnabled, shopVatId: shopVatIdFor(country), buyerVatId: number }),
    netPriceActive: active,
  }), [country, taxRateChangeEnabled]);

  const apply = useCallback((event: VatValidationEvent, context: VatTaxRateChangeContext) => {
    const before = stateRef.current;
    trackVatMarkers(vatOutcomeMarkers(before, event, context));
    const after = reduceVatValidation(before, event);
    stateRef.current = after;
    if (after !== before) setState(after);
  }, []);

  const clear = useCallback(() => apply(vatValidationEvents.clear(), contextFor('', false)), [apply, contextFor]);

  const validate = useCallback(async (typed: string, company: string, options: { readonly force?: boolean } = {}) => {
    const checked = normaliseVatId(country, typed);
    if (!checked.ok) {
      if (checked.reason === 'empty') clear();
      return stateRef.current;
    }
    const number = checked.requestId;
    const force = options.force ?? false;
    const running = inFlight.current;
    if (running && running.number === number && !force) return running.done;
    const starts = shouldStartValidation(stateRef.current, number, force);
    apply(vatValidationEvents.start(number, { force }), contextFor(number, netPriceActive));
    if (!starts) return running?.number === number ? running.done : stateRef.current;
    const done = (async () => {
      let result: VatCheckResult | null = null;
      try {
        const response = await fetch(VAT_CHECK_PATH, { method: 'POST', body: new URLSearchParams({ vatNumber: typed, company }) });
        if (response.ok) result = ((await response.json()) as { result: VatCheckResult | null }).result;
      } catch {
        result = null;
      }
      const active = result?.netPriceActive ?? false;
      setNetPriceActive(active);
      const event = result === null
        ? vatValidationEvents.resolve(number, 'could-not-validate')
        : result.timedOut ? vatValidationEvents.timeout(number) : vatValidationEvents.resolve(number, result.classification);
      apply(event, contextFor(number, active));
      if (inFlight.current?.number === number) inFlight.current = null;
      return stateRef.current;
    })();
    inFlight.current = { number, done };
    return done;
  }, [apply, clear, contextFor, country, netPriceActive]);

  const number = state.status === 'idle' ? '' : state.number;
  return { state, context: contextFor(number, netPriceActive), validate, clear };
}
