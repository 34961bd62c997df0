import { BadRequestException } from '@nestjs/common';
import {
  clearHiddenSupportFields,
  emptySupportRequest,
  normaliseProductNumber,
  SUPPORT_FIELD_MAX_LENGTH,
  SUPPORT_FIELDS,
  validateSupportRequest,
  type SupportField,
  type SupportRequestForm,
} from '@shop/domain';


const isSupportField = (name: string): name is SupportField => (SUPPORT_FIELDS as readonly string[]).includes(name);

/**
 * `POST /api/support/requests`' body: a JSON object of the form's fields (spec 2 §3) as strings
 * (a quantity may be a number), missing ones empty. Refused with 400, naming what is wrong: a body
 * that is not such an object, a field the form does not have, a value that is not text or is too
 * long, and then every rule of spec 2 §5 (domain's validateSupportRequest) as `errors`, one
 * message key per field. What is kept is what the CRM gets: the fields the subreason hides are
 * emptied and the product number keeps its digits, cut to 8.
 */
export function supportRequestForm(body: unknown): SupportRequestForm {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestException('the body must be a JSON object of the support form\'s fields');
  }
  const form: Record<SupportField, string> = { ...emptySupportRequest() };
  for (const [name, value] of Object.entries(body)) {
    if (!isSupportField(name)) throw new BadRequestException(`${name.slice(0, 64)} is not a field of the support form (fields: ${SUPPORT_FIELDS.join(', ')})`);
    const text = typeof value === 'number' && name === 'quantity' && Number.isFinite(value) ? String(value) : value;
    if (typeof text !== 'string') throw new BadRequestException(`${name} must be text`);
    if (text.length > SUPPORT_FIELD_MAX_LENGTH[name]) throw new BadRequestException(`${name} must be at most ${SUPPORT_FIELD_MAX_LENGTH[name]} characters`);
    form[name] = text.trim();
  }
  const shown = clearHiddenSupportFields(form);
  // Validated as typed, so a too-short product number is reported as such rather than as emptied.
  const errors = validateSupportRequest(shown);
  const fields = Object.keys(errors);
  if (fields.length > 0) throw new BadRequestException({ message: `the support request is not complete or not valid: ${fields.join(', ')}`, errors });
  return { ...shown, productNumber: normaliseProductNumber(shown.productNumber) };
}
