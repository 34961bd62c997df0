/** The storefront's origin for a market's host, as a shopper in that country opens it. */
export const marketOrigin = (country: string): string =>
  `http://${country.toLowerCase()}.localhost:${process.env.E2E_STOREFRONT_PORT}`;
