/** What the tracking service's `newsletter-doi` and `reset-password` calls take (spec 2 §7). */
export interface TrackingEmailRequest {
  readonly email: string;
  readonly locale: string;
}

/**
 * `POST {TRACKING_URL}/cia/{call}` with `{ email, locale }` (and nothing else: the entry passed in
 * may carry more). Anything but a 2xx within the timeout throws, and the caller keeps the entry for a retry.
 */
export async function postTrackingEmailCall(trackingUrl: string, call: 'newsletter-doi' | 'reset-password', request: TrackingEmailRequest, timeoutMs: number): Promise<void> {
  const response = await fetch(`${trackingUrl}/cia/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: request.email, locale: request.locale }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The body is not needed; reading it frees the connection for the next delivery.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`tracking service answered ${response.status}`);
}
