import { deliveryTimeForLocale, estimatedDeliveryDate, type UtcCalendarDate } from '@shop/domain';

export interface ShippingMethodTimes {
  readonly id: string;
  readonly custom?: { readonly fields?: { readonly DeliveryTime?: Readonly<Record<string, string | undefined>> } };
}

/**
 * The estimated delivery day of an order (spec 2 §5: the day it was placed plus the upper number
 * of its shipping method's 'N-M' range for the locale, in working days) as 'YYYY-MM-DD', or
 * undefined when the method or its range is unknown.
 */
export function orderDeliveryEstimate(
  methods: readonly ShippingMethodTimes[], methodId: string | undefined, locale: string, placedAt: string,
): string | undefined {
  const method = methods.find((candidate) => candidate.id === methodId);
  const range = deliveryTimeForLocale(method?.custom?.fields?.DeliveryTime, locale);
  const placed = new Date(placedAt);
  if (!range || Number.isNaN(placed.getTime())) return undefined;
  const day: UtcCalendarDate = { year: placed.getUTCFullYear(), month: placed.getUTCMonth() + 1, day: placed.getUTCDate() };
  const estimate = estimatedDeliveryDate(day, range);
  if (!estimate) return undefined;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${estimate.year}-${pad(estimate.month)}-${pad(estimate.day)}`;
}
