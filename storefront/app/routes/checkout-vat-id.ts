import { data } from 'react-router';
import { checkVatId } from '../checkout/addresses/vat/vat-check.server';
import { shopContext } from '../shop/shop-context';
import type { Route } from './+types/checkout-vat-id';

/** `POST /checkout-vat-id` (vatNumber, company): the billing step's VAT check on blur (spec 2 §4), as JSON. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const vatNumber = form.get('vatNumber');
  const company = form.get('company');
  if (typeof vatNumber !== 'string' || vatNumber.length > 64) throw data('vatNumber is required (at most 64 characters)', { status: 400 });
  const result = await checkVatId(context.get(shopContext), vatNumber, typeof company === 'string' ? company.slice(0, 200) : '');
  return Response.json({ result: result ?? null }, { headers: { 'cache-control': 'no-store' } });
}

export function loader() {
  throw data(null, { status: 405, headers: { allow: 'POST' } });
}
