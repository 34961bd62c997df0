/**
 * How the VAT validator's ErrorCode is read (spec 2 §5, refined by the issue).
 * 'configuration-error' codes say the shop's own request is wrong (its own VAT ID, missing or
 * malformed fields), not the shopper's number: ops must see them, the shopper must not be told
 * their number is invalid.
 */
export type VatValidatorClassification = 'valid' | 'invalid' | 'could-not-validate' | 'configuration-error';

/** What the shopper is told; a configuration error is shown as could-not-validate. */
export type ShopperVatOutcome = Exclude<VatValidatorClassification, 'configuration-error'>;

export const VAT_VALID_CODES = [200, 216, 218, 219, 223] as const;
export const VAT_COULD_NOT_VALIDATE_CODES = [205, 208, 999] as const;
export const VAT_CONFIGURATION_ERROR_CODES = [206, 213, 214, 215, 221] as const;

const CLASS_BY_CODE: ReadonlyMap<number, VatValidatorClassification> = new Map<number, VatValidatorClassification>([
  ...VAT_VALID_CODES.map((code) => [code, 'valid'] as const),
  ...VAT_COULD_NOT_VALIDATE_CODES.map((code) => [code, 'could-not-validate'] as const),
  ...VAT_CONFIGURATION_ERROR_CODES.map((code) => [code, 'configuration-error'] as const),
]);

// The XML answer carries the code as text; anything but an unsigned integer means the answer
// could not be read, which spec 2 §5 treats like a failed request.
function parseCode(code: number | string): number | undefined {
  if (typeof code === 'number') return Number.isInteger(code) && code >= 0 ? code : undefined;
  const trimmed = code.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * Pass `undefined`/`null` when the request failed (network error, timeout of the call, no
 * ErrorCode in the answer): spec 2 §5 counts a request failure as could-not-validate.
 */
export function classifyVatValidatorAnswer(code: number | string | null | undefined): VatValidatorClassification {
  if (code === null || code === undefined) return 'could-not-validate';
  const parsed = parseCode(code);
  if (parsed === undefined) return 'could-not-validate';
  return CLASS_BY_CODE.get(parsed) ?? 'invalid';
}

export const shopperVatOutcomeOf = (classification: VatValidatorClassification): ShopperVatOutcome =>
  classification === 'configuration-error' ? 'could-not-validate' : classification;
