/** What the tracking service's `newsletter-doi` and `reset-password` calls take (spec 2 §7). */
export interface TrackingEmailRequest {
  readonly email: string;
  readonly locale: string;
}

/** The tracking service's calls the shop makes (spec 2 §7, base path `cia`). */
export type TrackingCall = 'newsletter-doi' | 'reset-password' | 'customer-consent';

/**
 * `POST {TRACKING_URL}/cia/{call}` with the JSON body given. Anything but a 2xx within the timeout
 * throws, and the caller keeps its outbox entry for a retry.
 */
export async function postTrackingCall(trackingUrl: string, call: TrackingCall, body: object, timeoutMs: number): Promise<void> {
  const response = await fetch(`${trackingUrl}/cia/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The body is not needed; reading it frees the connection for the next delivery.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`tracking service answered ${response.status}`);
}

/** `newsletter-doi` and `reset-password`: `{ email, locale }` and nothing else (the entry passed in may carry more). */
export function postTrackingEmailCall(trackingUrl: string, call: 'newsletter-doi' | 'reset-password', request: TrackingEmailRequest, timeoutMs: number): Promise<void> {
  return postTrackingCall(trackingUrl, call, { email: request.email, locale: request.locale }, timeoutMs);
}
