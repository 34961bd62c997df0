import type { Address, Cart, LineItem } from '@commercetools/platform-sdk';
import { clientTypeOfAddress, type Money } from '@shop/domain';
import type { MarketContext } from '../../api/call-context.js';
import { ADDRESS_FIELDS } from '../../commerce/schema/index.js';
import type { AdyenPaymentPayload } from './adyen-payment.payloads.js';
import type { PaymentRequest } from './adyen-checkout.js';

type AdyenAddress = NonNullable<PaymentRequest['billingAddress']>;

/** Adyen's address: street, house number, postal code, city and country are required; a missing part is sent as Adyen documents ('N/A' is not needed: every checkout address has them). */
function adyenAddress(address: Address | undefined): AdyenAddress | undefined {
  if (!address?.streetName || !address.postalCode || !address.city || !address.country) return undefined;
  return {
    street: address.streetName,
    houseNumberOrName: address.streetNumber ?? '',
    postalCode: address.postalCode,
    city: address.city,
    country: address.country,
    ...(address.region ? { stateOrProvince: address.region } : {}),
  } as AdyenAddress;
}

/** The VAT number a company buyer gave: the billing address's custom field, else the fax field it may be kept in (spec 2 §3). */
const vatNumberOf = (address: Address | undefined): string | undefined => {
  const field = address?.custom?.fields[ADDRESS_FIELDS.vatNumber];
  return (typeof field === 'string' && field.trim()) || address?.fax?.trim() || undefined;
};

/** Per-unit gross of a line in minor units, as Klarna and Ratepay want the basket. */
function lineItemsOf(cart: Cart, language: string): NonNullable<PaymentRequest['lineItems']> {
  const line = (item: LineItem) => {
    const gross = item.taxedPrice?.totalGross.centAmount ?? item.totalPrice.centAmount;
    const net = item.taxedPrice?.totalNet.centAmount ?? gross;
    return {
      id: item.variant.sku ?? item.id,
      description: item.name[language] ?? Object.values(item.name)[0] ?? item.variant.sku ?? item.id,
      quantity: item.quantity,
      amountIncludingTax: Math.round(gross / item.quantity),
      amountExcludingTax: Math.round(net / item.quantity),
      taxAmount: Math.round((gross - net) / item.quantity),
      ...(item.taxRate ? { taxPercentage: Math.round(item.taxRate.amount * 10_000) } : {}),
    };
  };
  const shipping = cart.shippingInfo?.taxedPrice?.totalGross.centAmount ?? cart.shippingInfo?.price.centAmount;
  return [
    ...cart.lineItems.map(line),
    ...cart.customLineItems.map((item) => ({
      id: item.slug, description: item.name[language] ?? Object.values(item.name)[0] ?? item.slug, quantity: item.quantity,
      amountIncludingTax: Math.round((item.taxedPrice?.totalGross.centAmount ?? item.totalPrice.centAmount) / item.quantity),
    })),
    ...(shipping ? [{ id: 'shipping', description: cart.shippingInfo?.shippingMethodName ?? 'Shipping', quantity: 1, amountIncludingTax: shipping }] : []),
  ];
}

/**
 * The /payments request of one attempt: the amount the cart costs now, the attempt's reference,
 * what Drop-in collected, and what the shop knows of the buyer. A company buyer's name, VAT
 * number and registry country go with it (spec 2 §5), so a B2B method can assess the company.
 * 3-D Secure runs by redirect to Adyen's hosted page, not natively in Drop-in: natively, the
 * issuer's own pages would load in frames and take form posts from origins no policy can name, and
 * the payment page's content security policy allows exactly Adyen's origins (ADR 14).
 */
export function paymentRequestOf(
  cart: Cart, amount: Money, reference: string, payload: AdyenPaymentPayload, market: MarketContext, shopperIp: string,
): Omit<PaymentRequest, 'merchantAccount'> {
  const billing = cart.billingAddress;
  const company = clientTypeOfAddress(billing) === 'COMPANY' ? billing?.company?.trim() : undefined;
  const vatNumber = company ? vatNumberOf(billing) : undefined;
  const billingAddress = adyenAddress(billing);
  const deliveryAddress = adyenAddress(cart.shippingAddress ?? billing);
  return {
    amount: { currency: amount.currencyCode, value: amount.centAmount },
    reference,
    paymentMethod: payload.paymentMethod as unknown as PaymentRequest['paymentMethod'],
    returnUrl: payload.returnUrl,
    origin: payload.origin,
    channel: 'Web' as PaymentRequest['channel'],
    countryCode: market.country,
    shopperLocale: market.locale,
    shopperIP: shopperIp,
    ...(cart.customerEmail ? { shopperEmail: cart.customerEmail } : {}),
    ...(billing?.firstName && billing.lastName ? { shopperName: { firstName: billing.firstName, lastName: billing.lastName } } : {}),
    ...(billing?.phone ? { telephoneNumber: billing.phone } : {}),
    ...(billingAddress ? { billingAddress } : {}),
    ...(deliveryAddress ? { deliveryAddress } : {}),
    ...(payload.browserInfo ? { browserInfo: payload.browserInfo as unknown as PaymentRequest['browserInfo'] } : {}),
    ...(payload.riskData ? { riskData: payload.riskData as unknown as PaymentRequest['riskData'] } : {}),
    ...(company ? { company: { name: company, ...(vatNumber ? { taxId: vatNumber } : {}), registryLocation: billing?.country } } : {}),
    lineItems: lineItemsOf(cart, market.language),
    authenticationData: { threeDSRequestData: { nativeThreeDS: 'disabled' } } as PaymentRequest['authenticationData'],
  };
}
