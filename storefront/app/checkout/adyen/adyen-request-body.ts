/**
 * What the browser's Drop-in may send to the shop's own payment routes, read strictly (issue 19):
 * only the parts of Drop-in's `state.data` the backend passes on to Adyen, each bounded. A body
 * that does not read is a 400 naming the part; the shop's server, not the browser, adds the origin
 * and the return address.
 */

/** Drop-in's encrypted card fields and a wallet's token fit many times over; the door takes 64 KB at most. */
const MAX_PART_BYTES = 32 * 1024;
const MAX_CART_ID = 256;
const METHOD_TYPE = /^[A-Za-z0-9_.-]{1,64}$/;

export interface PaymentBody {
  readonly cartId: string;
  readonly paymentMethod: Readonly<Record<string, unknown>>;
  readonly browserInfo?: Readonly<Record<string, unknown>>;
  readonly riskData?: Readonly<Record<string, unknown>>;
  readonly clientStateDataIndicator?: boolean;
}

export interface DetailsBody {
  readonly details: Readonly<Record<string, unknown>>;
  readonly paymentData?: string;
}

export type BodyReading<T> = { readonly body: T } | { readonly problem: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const bytesOf = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

function unknownFields(value: Record<string, unknown>, known: readonly string[]): string | undefined {
  const unknown = Object.keys(value).filter((key) => !known.includes(key));
  if (unknown.length === 0) return undefined;
  return `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.slice(0, 5).map((key) => JSON.stringify(key.slice(0, 40))).join(', ')}`;
}

function objectPart(value: unknown, name: string, required: boolean): string | undefined {
  if (value === undefined) return required ? `${name} is required` : undefined;
  if (!isRecord(value)) return `${name} must be an object`;
  if (bytesOf(value) > MAX_PART_BYTES) return `${name} is larger than ${MAX_PART_BYTES} bytes`;
  return undefined;
}

const PAYMENT_FIELDS = ['cartId', 'paymentMethod', 'browserInfo', 'riskData', 'clientStateDataIndicator'] as const;

/** The body of the payment route: the cart the page showed and Drop-in's payment data. */
export function paymentBodyOf(value: unknown): BodyReading<PaymentBody> {
  if (!isRecord(value)) return { problem: 'the body must be a JSON object' };
  const problem = unknownFields(value, PAYMENT_FIELDS)
    ?? (typeof value.cartId !== 'string' || value.cartId.trim() === '' || value.cartId.length > MAX_CART_ID ? `cartId must be a text of 1 to ${MAX_CART_ID} characters` : undefined)
    ?? objectPart(value.paymentMethod, 'paymentMethod', true)
    ?? (METHOD_TYPE.test(String((value.paymentMethod as Record<string, unknown>).type ?? '')) ? undefined : 'paymentMethod.type must name a payment method')
    ?? objectPart(value.browserInfo, 'browserInfo', false)
    ?? objectPart(value.riskData, 'riskData', false)
    ?? (value.clientStateDataIndicator !== undefined && typeof value.clientStateDataIndicator !== 'boolean' ? 'clientStateDataIndicator must be true or false' : undefined);
  if (problem) return { problem };
  return {
    body: {
      cartId: value.cartId as string,
      paymentMethod: value.paymentMethod as Record<string, unknown>,
      ...(value.browserInfo !== undefined && { browserInfo: value.browserInfo as Record<string, unknown> }),
      ...(value.riskData !== undefined && { riskData: value.riskData as Record<string, unknown> }),
      ...(value.clientStateDataIndicator !== undefined && { clientStateDataIndicator: value.clientStateDataIndicator as boolean }),
    },
  };
}

/** The body of the details route: Drop-in's `state.data` after an action (`details`, and `paymentData` when there is one). */
export function detailsBodyOf(value: unknown): BodyReading<DetailsBody> {
  if (!isRecord(value)) return { problem: 'the body must be a JSON object' };
  const problem = unknownFields(value, ['details', 'paymentData'])
    ?? objectPart(value.details, 'details', true)
    ?? (Object.keys(value.details as object).length === 0 ? 'details must not be empty' : undefined)
    ?? (value.paymentData !== undefined && (typeof value.paymentData !== 'string' || value.paymentData.length > MAX_PART_BYTES)
      ? `paymentData must be a text of at most ${MAX_PART_BYTES} characters` : undefined);
  if (problem) return { problem };
  return {
    body: {
      details: value.details as Record<string, unknown>,
      ...(value.paymentData !== undefined && { paymentData: value.paymentData as string }),
    },
  };
}

/** The longest redirectResult taken back from a payment page (Adyen's are a few hundred to a few thousand characters). */
export const MAX_REDIRECT_RESULT = 16 * 1024;

/** The `redirectResult` a payment page sends the shopper back with: printable ASCII, bounded, else undefined. */
export function redirectResultOf(value: string | null): string | undefined {
  if (value === null || value.length === 0 || value.length > MAX_REDIRECT_RESULT) return undefined;
  return /^[\x21-\x7e]+$/.test(value) ? value : undefined;
}
