import type { FieldDefinition, FieldType, TypeDraft } from '@commercetools/platform-sdk';
import { CLIENT_TYPES, toStoredClientType } from '@shop/domain';
import {
  ADYEN_NOTIFICATION_FIELDS, ADYEN_PAYMENT_FIELDS, TYPE_KEYS, STORE_SWITCH_FIELDS, STORE_FIELDS, LINE_ITEM_FIELDS, CART_FIELDS, CUSTOMER_FIELDS, ADDRESS_FIELDS, REVIEW_FIELDS, SHIPPING_METHOD_FIELDS, CART_DISCOUNT_FIELDS, CATEGORY_FIELDS,
} from '../schema/custom-fields.js';

const BOOLEAN: FieldType = { name: 'Boolean' };
const STRING: FieldType = { name: 'String' };
const LOCALIZED: FieldType = { name: 'LocalizedString' };
const MONEY: FieldType = { name: 'Money' };

// Labels are for the merchant tools only; English is enough there.
const field = (name: string, type: FieldType, label: string, required = false): FieldDefinition => ({
  name, type, label: { en: label }, required,
});

const humanise = (name: string): string => name.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());

/*
 * Choices where the spec is silent:
 * - ex_store_campaigns is one String holding a JSON array of { campaignName, startDate, endDate }:
 *   commercetools has no object field type, and one text keeps the campaigns' order and is parsed
 *   once into markets' StoreCampaign[].
 * - Carts take custom types of resourceTypeId 'order' in commercetools (the same type then
 *   travels to the order), hence the cart type's resource id.
 * - customerType's enum values come from domain's client types in their stored, lower-case form.
 * - vatResponse is the validator's raw answer as a JSON string; vatValidated a Boolean.
 * - The review translations are LocalizedStrings keyed by language, optional; the seed fills them for about half of the reviews (seed/reviews.ts).
 * - DeliveryTime is a LocalizedString keyed by language-country ('de-AT'), because the range
 *   depends on the country; domain's deliveryTimeForLocale reads such keys first.
 */
export function customTypes(): TypeDraft[] {
  return [
    {
      key: TYPE_KEYS.store,
      name: { en: 'Store settings' },
      resourceTypeIds: ['store'],
      fieldDefinitions: [
        ...STORE_SWITCH_FIELDS.map((name) => field(name, BOOLEAN, humanise(name), true)),
        field(STORE_FIELDS.campaigns, STRING, 'Campaigns (JSON list of campaignName, startDate, endDate)'),
        field(STORE_FIELDS.bic, STRING, 'Bank BIC / SWIFT'),
        field(STORE_FIELDS.accountOwner, STRING, 'Bank account owner'),
        field(STORE_FIELDS.institute, STRING, 'Bank institute'),
        field(STORE_FIELDS.iban, STRING, 'Bank IBAN'),
        field(STORE_FIELDS.codFeeTitle, LOCALIZED, 'Cash-on-delivery fee title'),
        field(STORE_FIELDS.codFee, MONEY, 'Cash-on-delivery fee'),
      ],
    },
    {
      key: TYPE_KEYS.lineItem,
      name: { en: 'Line item fields' },
      resourceTypeIds: ['line-item'],
      fieldDefinitions: [field(LINE_ITEM_FIELDS.parentSku, STRING, 'SKU the extra guarantee covers')],
    },
    {
      key: TYPE_KEYS.cart,
      name: { en: 'Cart fields' },
      resourceTypeIds: ['order'],
      fieldDefinitions: [field(CART_FIELDS.calculatedCodFee, { name: 'Money' }, 'Calculated cash-on-delivery fee')],
    },
    {
      key: TYPE_KEYS.customer,
      name: { en: 'Customer fields' },
      resourceTypeIds: ['customer'],
      fieldDefinitions: [
        field(CUSTOMER_FIELDS.customerType, {
          name: 'Enum',
          values: CLIENT_TYPES.map((type) => ({ key: toStoredClientType(type), label: humanise(toStoredClientType(type)) })),
        }, 'Customer type'),
        field(CUSTOMER_FIELDS.sessionGeneration, { name: 'Number' }, 'Session generation (moved on by log-out and password reset; ends earlier sessions)'),
        field(CUSTOMER_FIELDS.newsletterConsent, BOOLEAN, 'Newsletter consent (the customer\'s own choice on my-newsletter)'),
        field(CUSTOMER_FIELDS.loyaltyCardNumber, STRING, 'Loyalty card number (EAN-13, prefix 29)'),
      ],
    },
    {
      key: TYPE_KEYS.address,
      name: { en: 'Address fields' },
      resourceTypeIds: ['address'],
      fieldDefinitions: [
        field(ADDRESS_FIELDS.vatNumber, STRING, 'VAT number'),
        field(ADDRESS_FIELDS.vatValidated, BOOLEAN, 'VAT number validated'),
        field(ADDRESS_FIELDS.vatResponse, STRING, 'VAT validation response (raw JSON)'),
      ],
    },
    {
      key: TYPE_KEYS.review,
      name: { en: 'Review fields' },
      resourceTypeIds: ['review'],
      fieldDefinitions: [
        field(REVIEW_FIELDS.reviewCreatedAt, { name: 'DateTime' }, 'Review written at'),
        field(REVIEW_FIELDS.customerCareResponseText, STRING, 'Customer care response'),
        field(REVIEW_FIELDS.source, STRING, 'Source'),
        field(REVIEW_FIELDS.titleTranslations, LOCALIZED, 'Title translations'),
        field(REVIEW_FIELDS.textTranslations, LOCALIZED, 'Text translations'),
        field(REVIEW_FIELDS.answerTranslations, LOCALIZED, 'Answer translations'),
      ],
    },
    {
      key: TYPE_KEYS.shippingMethod,
      name: { en: 'Shipping method fields' },
      resourceTypeIds: ['shipping-method'],
      fieldDefinitions: [field(SHIPPING_METHOD_FIELDS.deliveryTime, LOCALIZED, "Delivery time in days, 'N-M', per locale")],
    },
    {
      key: TYPE_KEYS.cartDiscount,
      name: { en: 'Cart discount fields' },
      resourceTypeIds: ['cart-discount'],
      fieldDefinitions: [field(CART_DISCOUNT_FIELDS.volumeDiscountGroup, STRING, 'Volume discount group')],
    },
    {
      key: TYPE_KEYS.category,
      name: { en: 'Category fields' },
      resourceTypeIds: ['category'],
      fieldDefinitions: [field(CATEGORY_FIELDS.hasProducts, LOCALIZED, "Has products ('true' per language)")],
    },
    {
      key: TYPE_KEYS.adyenPayment,
      name: { en: 'Adyen payment fields' },
      resourceTypeIds: ['payment'],
      fieldDefinitions: [
        field(ADYEN_PAYMENT_FIELDS.cartId, STRING, 'Cart the payment pays'),
        field(ADYEN_PAYMENT_FIELDS.merchantReference, STRING, 'Merchant reference sent to Adyen'),
        field(ADYEN_PAYMENT_FIELDS.multibancoReference, STRING, 'Multibanco reference'),
        field(ADYEN_PAYMENT_FIELDS.multibancoEntity, STRING, 'Multibanco entity'),
        field(ADYEN_PAYMENT_FIELDS.multibancoExpiresAt, STRING, 'Multibanco voucher expiry (ISO date-time)'),
        field(ADYEN_PAYMENT_FIELDS.multibancoAmount, MONEY, 'Multibanco amount'),
      ],
    },
    {
      key: TYPE_KEYS.adyenNotification,
      name: { en: 'Adyen notification' },
      resourceTypeIds: ['payment-interface-interaction'],
      fieldDefinitions: [
        field(ADYEN_NOTIFICATION_FIELDS.eventCode, STRING, 'Event code'),
        field(ADYEN_NOTIFICATION_FIELDS.pspReference, STRING, 'PSP reference'),
        field(ADYEN_NOTIFICATION_FIELDS.success, BOOLEAN, 'Success'),
        field(ADYEN_NOTIFICATION_FIELDS.eventDate, STRING, 'Event date'),
        field(ADYEN_NOTIFICATION_FIELDS.notification, STRING, 'The notification item as received (JSON)'),
      ],
    },
  ];
}
