import { deliveryTimeForLocale, estimatedDeliveryDate, parseDeliveryTimeRange, shippingPackageTypeOf, utcCalendarDateOf } from '@shop/domain';
import type { DeliveryEstimateView } from './product-view';

/** A shipping method as getShippingMethodsWithoutId answers it, as far as delivery times go. */
export interface BackendShippingMethod {
  readonly key?: string;
  readonly isDefault?: boolean;
  readonly custom?: { readonly fields?: { readonly DeliveryTime?: Readonly<Record<string, string | undefined>> } };
}

export interface ShippingMethodsAnswer {
  readonly shippingMethods: readonly BackendShippingMethod[];
}

const isoDay = (date: Date): string => {
  const { year, month, day } = utcCalendarDateOf(date);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * How long this product takes to arrive: the method it ships with (freight for a freight-package
 * product, parcel otherwise: domain's package type, which the method keys follow), its 'N-M'
 * DeliveryTime for the locale, and the estimated day (domain: today + M working days).
 * Undefined when the method or its range is missing or malformed: the page then says nothing.
 */
export function deliveryEstimateOf(
  methods: readonly BackendShippingMethod[],
  isPackageTypeFreight: boolean,
  locale: string,
  today: Date,
): DeliveryEstimateView | undefined {
  const type = shippingPackageTypeOf([{ isPackageTypeFreight }]);
  const method = methods.find((candidate) => candidate.key === type) ?? (type === 'parcel' ? methods.find((candidate) => candidate.isDefault) : undefined);
  const text = deliveryTimeForLocale(method?.custom?.fields?.DeliveryTime, locale);
  const range = parseDeliveryTimeRange(text);
  const date = estimatedDeliveryDate(today, text);
  if (!range || !date) return undefined;
  return { minDays: range.minDays, maxDays: range.maxDays, date: isoDay(date), freight: type === 'freight' };
}
