import { PaymentRuleError } from './payment-rule-error.js';

/** Client type as the checkout state names it (spec 2 §3, "Client state"). */
export const CLIENT_TYPES = ['PRIVATE', 'COMPANY'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** The form stored in the `customerType` custom field and the checkout cookie: lowercased. */
export type StoredClientType = Lowercase<ClientType>;

export const toStoredClientType = (clientType: ClientType): StoredClientType =>
  clientType.toLowerCase() as StoredClientType;

/**
 * Accepts exactly the two spellings the shop writes, 'PRIVATE'/'private' and
 * 'COMPANY'/'company'. Reading chosen: mixed case ('Company'), surrounding spaces and
 * synonyms such as 'business' are rejected, since no writer produces them and guessing would
 * hide a corrupt cookie or custom field.
 */
export function normaliseClientType(value: unknown): ClientType {
  for (const clientType of CLIENT_TYPES) {
    if (value === clientType || value === toStoredClientType(clientType)) return clientType;
  }
  throw new PaymentRuleError(`unknown client type ${JSON.stringify(value)}`);
}

/**
 * The client type a billing address stands for: company when it names a company (spec 2 §4: a
 * saved address with a company makes the client a company), else private.
 */
export const clientTypeOfAddress = (address: { readonly company?: string | undefined } | undefined): ClientType =>
  address?.company?.trim() ? 'COMPANY' : 'PRIVATE';
