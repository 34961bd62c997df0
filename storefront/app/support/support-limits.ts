import type { SupportField } from '@shop/domain';

/** The longest value each field takes, as the backend's (backend/src/support/support-request.payload.ts): the inputs' maxLength. */
export const SUPPORT_MAX_LENGTH: Readonly<Record<SupportField, number>> = {
  reason: 64, subreason: 64, contactName: 200, companyName: 200, customerEmail: 254, subject: 300,
  description: 5_000, orderNumber: 64, productNumber: 64, invoiceNumber: 64, vatId: 64, quantity: 12, phoneNumber: 40,
};
