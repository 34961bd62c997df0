import type { FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { GUARANTEE_ROUTE, type GuaranteeOutcome } from './guarantee-outcome';

/** One fetcher per line, shared by the line's offer and the sidebar (same key, same state). */
export const guaranteeFetcherKey = (lineId: string): string => `guarantee:${lineId}`;

/**
 * The add-guarantee post of one line: a plain form post (303 back) without JavaScript, a fetcher
 * post with it (via=fetch answers with the outcome; the loaders revalidate, so the cart shows the
 * guarantee line and the offer goes).
 */
export function useGuaranteeFetcher(lineId: string) {
  const fetcher = useFetcher<GuaranteeOutcome>({ key: guaranteeFetcherKey(lineId) });
  const busy = fetcher.state !== 'idle';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter instanceof HTMLElement ? submitter : null);
    form.set('via', 'fetch');
    void fetcher.submit(form, { method: 'post', action: GUARANTEE_ROUTE });
  };
  return { fetcher, busy, onSubmit };
}
