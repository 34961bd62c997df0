import { shownSupportFields, type SupportRequestForm } from '@shop/domain';
import type { CrmSettings } from './support-config.js';

/** A support request as it is kept until the CRM took it. */
export interface StoredSupportRequest {
  readonly reference: string;
  readonly form: SupportRequestForm;
  /** The market's country code (SK) and locale (sk-SK) the request was made in. */
  readonly country: string;
  readonly locale: string;
  /** ISO time the shop received it. */
  readonly receivedAt: string;
}

/**
 * The web-to-case form post (spec 2 §7): the endpoint with `encoding=UTF-8` and `orgId` in the
 * query, the body form-encoded: the shopper's fields under the spec's names (only those the
 * subreason shows, and only filled ones), and the hidden fields — `orgid`, `retURL`, `recordType`,
 * `country`, `locale`, and in pre-production `debug=1` with `debugEmail`. The shop's reference
 * goes along as `reference`, so an operator can match a case to what the shopper was told.
 */
export function webToCaseRequest(crm: CrmSettings, request: StoredSupportRequest): { url: string; body: URLSearchParams } {
  const url = new URL(crm.url);
  url.searchParams.set('encoding', 'UTF-8');
  url.searchParams.set('orgId', crm.orgId);
  const body = new URLSearchParams();
  body.set('orgid', crm.orgId);
  body.set('retURL', crm.returnUrl);
  body.set('recordType', crm.recordType);
  if (crm.debugEmail) {
    body.set('debug', '1');
    body.set('debugEmail', crm.debugEmail);
  }
  for (const field of shownSupportFields(request.form.subreason)) {
    const value = request.form[field].trim();
    if (value !== '') body.set(field, value);
  }
  body.set('country', request.country);
  body.set('locale', request.locale);
  body.set('reference', request.reference);
  return { url: url.href, body };
}

/** Posts one request to the CRM; anything but a 2xx within the timeout throws (the outbox retries it). */
export async function postWebToCase(crm: CrmSettings, request: StoredSupportRequest, timeoutMs: number): Promise<void> {
  const { url, body } = webToCaseRequest(crm, request);
  const response = await fetch(url, {
    method: 'POST',
    // fetch sets application/x-www-form-urlencoded;charset=UTF-8 for a URLSearchParams body.
    body,
    // The CRM answers a browser with a redirect to retURL: that redirect is its "taken", not a page to fetch.
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.arrayBuffer().catch(() => undefined);
  const taken = (response.status >= 200 && response.status < 300) || (response.status >= 301 && response.status <= 303);
  if (!taken) throw new Error(`CRM answered ${response.status}`);
}
