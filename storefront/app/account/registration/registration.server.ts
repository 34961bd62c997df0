import { normaliseVatId } from '@shop/domain';
import { data, redirect } from 'react-router';
import { defaultClientType } from '../../checkout/addresses/client-state';
import { BackendError } from '../../shop/backend.server';
import type { ShopRequest } from '../../shop/shop-context';
import { rateLimitOf, retryAfterHeaders } from '../rate-limit/rate-limit.server';
import { readRegistrationForm, registrationProblems, type FieldProblem, type RegistrationField, type RegistrationValues } from './registration-form';

/** A refusal of the whole form: too many tries, the backend refusing without naming a field, or the shop unreachable. */
export type RegistrationProblem = 'rate-limited' | 'refused' | 'unavailable';

export interface RegistrationRefusal {
  /** What the shopper typed (no password), shown again in the form. */
  readonly values: RegistrationValues;
  readonly fields: Partial<Record<RegistrationField, FieldProblem>>;
  readonly problem?: RegistrationProblem;
  /** The backend's wait before another try, on a 429 that said. */
  readonly retryAfterSeconds?: number;
}

const STATUS: Record<RegistrationProblem, number> = { 'rate-limited': 429, refused: 400, unavailable: 503 };

/**
 * The backend's 400s the form can place: a taken e-mail (commercetools' DuplicateField) and the
 * payload checks of one field ('payload[0].password: …'); anything else is refused as a whole.
 */
function refusedField(error: BackendError): { field: RegistrationField; problem: FieldProblem } | undefined {
  const body = (error.body ?? {}) as { code?: unknown; message?: unknown };
  if (body.code === 'DuplicateField') return { field: 'email', problem: 'email-taken' };
  const message = String(body.message ?? '');
  if (message.includes('payload[0].password')) return { field: 'password', problem: 'password' };
  if (message.includes('payload[0].email')) return { field: 'email', problem: 'email' };
  return undefined;
}

function callRefusal(error: unknown, values: RegistrationValues) {
  const limited = rateLimitOf(error);
  if (limited) return data<RegistrationRefusal>({ values, fields: {}, problem: 'rate-limited', ...limited }, { status: STATUS['rate-limited'], headers: retryAfterHeaders(limited) });
  if (error instanceof BackendError && error.status === 400) {
    const refused = refusedField(error);
    if (refused) return data<RegistrationRefusal>({ values, fields: { [refused.field]: refused.problem } }, { status: 400 });
    console.error(`signUp refused: ${error.message}`);
    return data<RegistrationRefusal>({ values, fields: {}, problem: 'refused' }, { status: STATUS.refused });
  }
  console.error(`signUp failed: ${(error as Error).message}`);
  return data<RegistrationRefusal>({ values, fields: {}, problem: 'unavailable' }, { status: STATUS.unavailable });
}

/**
 * The registration form's post (spec 1 §2, §6; spec 2 §6): every field checked with domain's
 * rules (a plain post gets the same answers as the browser), then the backend's signUp in the
 * shopper's language, client type as the spec names it (PRIVATE/COMPANY; the backend stores it
 * lower-cased as customerType) and a company's VAT ID cleaned up. Signing up signs in: the
 * backend's session cookie reaches the shopper through the root middleware, the guest's cart
 * becomes the customer's, and the shopper goes on to `destination` (303). A refusal answers with
 * its status, the field problems and what was typed, except the password.
 */
export async function register(shop: ShopRequest, request: Request, destination: string) {
  const form = readRegistrationForm(await request.formData(), defaultClientType(shop.country));
  const { values, password } = form;
  const fields = registrationProblems(form, shop.country);
  if (Object.keys(fields).length > 0) return data<RegistrationRefusal>({ values, fields }, { status: 400 });
  const vat = normaliseVatId(shop.country, values.vatId);
  const company = values.clientType === 'COMPANY';
  try {
    await shop.backend.call('signUp', [{
      email: values.email,
      password,
      firstName: values.firstName,
      lastName: values.lastName,
      customerType: values.clientType,
      locale: shop.locale,
      ...(company ? { companyName: values.companyName } : {}),
      ...(company && vat.ok ? { vatId: vat.number } : {}),
    }]);
  } catch (error) {
    return callRefusal(error, values);
  }
  throw redirect(destination, 303);
}
