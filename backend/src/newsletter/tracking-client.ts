/** What the tracking service's `newsletter-doi` call takes (spec 2 §7). */
export interface NewsletterDoiRequest {
  readonly email: string;
  readonly locale: string;
}

/**
 * `POST {TRACKING_URL}/cia/newsletter-doi`: the tracking service sends the double-opt-in mail.
 * Anything but a 2xx within the timeout throws, and the caller keeps the entry for a retry.
 */
export async function postNewsletterDoi(trackingUrl: string, request: NewsletterDoiRequest, timeoutMs: number): Promise<void> {
  const response = await fetch(`${trackingUrl}/cia/newsletter-doi`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: request.email, locale: request.locale }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The body is not needed; reading it frees the connection for the next delivery.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`tracking service answered ${response.status}`);
}
