/** One item of Adyen's standard webhook (NotificationRequestItem), as the shop reads it. */
export interface NotificationItem {
  readonly additionalData?: Readonly<Record<string, string>>;
  readonly amount: { readonly currency: string; readonly value: number };
  readonly eventCode: string;
  readonly eventDate: string;
  readonly merchantAccountCode: string;
  readonly merchantReference: string;
  readonly originalReference?: string;
  readonly paymentMethod?: string;
  readonly pspReference: string;
  readonly reason?: string;
  readonly success: 'true' | 'false';
}

/** A batch may hold several items; Adyen sends one per request today. Far above that is not Adyen. */
export const MAX_ITEMS = 100;

const isText = (value: unknown, max = 256): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** Why the body is not Adyen's notification shape (a 400 names it), or the items. */
export function notificationItems(body: unknown): NotificationItem[] | string {
  const batch = body as { live?: unknown; notificationItems?: unknown } | null;
  if (typeof batch !== 'object' || batch === null) return 'the body must be a JSON object';
  if (batch.live !== 'true' && batch.live !== 'false') return "live must be 'true' or 'false'";
  const list = batch.notificationItems;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_ITEMS) return `notificationItems must be a list of 1 to ${MAX_ITEMS} items`;
  const items: NotificationItem[] = [];
  for (const [index, entry] of list.entries()) {
    const item = (entry as { NotificationRequestItem?: Record<string, unknown> } | null)?.NotificationRequestItem;
    const where = `notificationItems[${index}].NotificationRequestItem`;
    if (typeof item !== 'object' || item === null) return `${where} is missing`;
    for (const field of ['eventCode', 'eventDate', 'merchantAccountCode', 'merchantReference', 'pspReference'] as const) {
      if (!isText(item[field])) return `${where}.${field} must be a non-empty text`;
    }
    if (item['success'] !== 'true' && item['success'] !== 'false') return `${where}.success must be 'true' or 'false'`;
    const amount = item['amount'] as { currency?: unknown; value?: unknown } | undefined;
    if (!amount || !isText(amount.currency, 3) || !Number.isSafeInteger(amount.value)) return `${where}.amount must be { currency, value } in minor units`;
    if (item['additionalData'] !== undefined && (typeof item['additionalData'] !== 'object' || item['additionalData'] === null)) {
      return `${where}.additionalData must be an object`;
    }
    items.push(item as unknown as NotificationItem);
  }
  return items;
}

export const isLiveBatch = (body: unknown): boolean => (body as { live?: unknown }).live === 'true';
