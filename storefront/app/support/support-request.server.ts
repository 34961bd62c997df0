import {
  emptySupportRequest,
  manualRequestPrefill,
  quoteRequestPrefill,
  isSupportReference,
  SUPPORT_FIELD_MAX_LENGTH,
  SUPPORT_FIELDS,
  validateSupportRequest,
  clearHiddenSupportFields,
  type SupportPrefill,
  type SupportRequestForm,
} from '@shop/domain';
import { data, redirect } from 'react-router';
import { rateLimitOf, retryAfterHeaders } from '../account/rate-limit/rate-limit.server';
import { BackendError } from '../shop/backend.server';
import { fieldText, isToken, postedVia } from '../shop/form-fields';
import { localPath } from '../shop/guards.server';
import type { ShopRequest } from '../shop/shop-context';
import { SUPPORT_PATH, SUPPORT_REFERENCE_PARAM, type SupportFieldErrors, type SupportFormState, type SupportSent } from './support-outcome';


/** What the page opens with: a product page's quote or manual request (spec 2 §4), or a sent request's reference. */
export interface SupportPageData {
  readonly prefill: SupportPrefill | null;
  readonly reference: string | null;
}

/** `?kind=quote|manual&sku=EX…` pre-fills as spec 2 §4 says; `?reference=` shows a sent request. */
export function supportPageData(url: URL): SupportPageData {
  const reference = url.searchParams.get(SUPPORT_REFERENCE_PARAM);
  if (isSupportReference(reference)) return { prefill: null, reference };
  const sku = url.searchParams.get('sku');
  const kind = url.searchParams.get('kind');
  if (!isToken(sku, 32)) return { prefill: null, reference: null };
  if (kind === 'quote') return { prefill: quoteRequestPrefill(sku), reference: null };
  if (kind === 'manual') return { prefill: manualRequestPrefill(sku), reference: null };
  return { prefill: null, reference: null };
}

const errorsOf = (errors: Readonly<Record<string, string>>): SupportFieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, key.replace(/^validation\./, 'support.error.')]));

/** The backend's 400 names each field's rule (`{ errors: { vatId: 'validation.required' } }`). */
function backendErrors(error: BackendError): SupportFieldErrors | undefined {
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  return errorsOf(Object.fromEntries(Object.entries(errors).filter(([, key]) => typeof key === 'string')) as Record<string, string>);
}

const STATUS: Readonly<Record<SupportFormState['status'], number>> = { refreshed: 200, invalid: 400, 'rate-limited': 429, failed: 502 };

const answer = (state: SupportFormState) =>
  data(state, { status: STATUS[state.status], headers: state.status === 'rate-limited' ? retryAfterHeaders(state) : {} });

/**
 * `POST /support/`, from the page (with or without JavaScript) or the dialog (`via=fetch`): the domain's rules first (a form they refuse is
 * not sent), then the backend, which stores the request before it answers with a reference;
 * the shopper is then sent to the page that shows it (303). Anything else shows the form again
 * with every field as typed and the reason.
 */
export async function supportAction(shop: ShopRequest, request: Request) {
  const posted = await request.formData();
  const form = { ...emptySupportRequest() } as Record<(typeof SUPPORT_FIELDS)[number], string>;
  for (const field of SUPPORT_FIELDS) form[field] = fieldText(posted, field).slice(0, SUPPORT_FIELD_MAX_LENGTH[field]);
  const typed = form as SupportRequestForm;
  if (fieldText(posted, 'intent') === 'refresh') return answer({ status: 'refreshed', form: typed });
  const errors = validateSupportRequest(clearHiddenSupportFields(typed));
  if (Object.keys(errors).length > 0) return answer({ status: 'invalid', form: typed, errors: errorsOf(errors) });
  let reference: string;
  try {
    ({ reference } = await shop.backend.post<{ reference: string }>('/api/support/requests', clearHiddenSupportFields(typed)));
  } catch (error) {
    const limited = rateLimitOf(error);
    if (limited) return answer({ status: 'rate-limited', form: typed, ...limited });
    const refused = error instanceof BackendError && error.status === 400 ? backendErrors(error) : undefined;
    if (refused && Object.keys(refused).length > 0) return answer({ status: 'invalid', form: typed, errors: refused });
    console.error(`support request failed: ${(error as Error).message}`);
    return answer({ status: 'failed', form: typed });
  }
  if (!isSupportReference(reference)) {
    console.error(`support request answered without a reference: ${JSON.stringify(reference)}`);
    return answer({ status: 'failed', form: typed });
  }
  // The dialog (a fetcher) shows the reference in place; a page post goes to the page that shows it.
  if (postedVia(posted) === 'fetch') return data({ status: 'sent', reference } satisfies SupportSent);
  throw redirect(localPath(shop, `${SUPPORT_PATH}?${SUPPORT_REFERENCE_PARAM}=${reference}`), 303);
}
