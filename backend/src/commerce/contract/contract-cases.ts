/**
 * Every case of the commerce contract, by id, with the title it runs under. A target lists the
 * ids it cannot express in `unsupported`; the ids are checked by the compiler, so a renamed or
 * removed case cannot leave a stale skip behind.
 */
export const CONTRACT_CASES = {
  'catalogue/product-by-sku': 'finds a product by SKU (and by id) with the price selected for SK/EUR and for CZ/CZK',
  'catalogue/product-by-slug': 'finds a product by its slug in the language asked for, not by a slug of another language',
  'catalogue/locale-projection': 'returns only the languages of the price context',
  'catalogue/unknown-product': 'answers nothing for an unknown SKU, slug or id',
  'catalogue/category-by-key-and-slug': 'finds a category by key, by slug in a language and by id',
  'catalogue/category-children': 'lists the root categories and the children of a category',
  'catalogue/category-children-order': 'orders root categories and children by orderHint',
  'catalogue/category-ancestors': 'lists the ancestors of a category, root first',
  'catalogue/stores': 'finds stores by key and by id, with their languages and countries',
  'catalogue/shipping-methods': 'lists the parcel and freight shipping methods with the market rate and free-shipping threshold',
  'catalogue/inventory': 'reports the stock of products by SKU',
  'catalogue/reviews': 'lists the reviews of a product, paged',
  'catalogue/create-review': "creates a customer's review of a product with rating, texts and locale, listed with the product's reviews",
  'catalogue/review-customer': 'a review keeps the customer who wrote it',
  'catalogue/review-rating-statistics': "counts a new review in the product's rating statistics",
  'catalogue/review-unknown-product': 'refuses a review of an unknown product with 400',
  'catalogue/volume-discounts': 'lists the volume discounts of a group, and none of an unknown group',
  'catalogue/volume-discounts-order': 'sorts the volume discounts of a group by sortOrder',
  'catalogue/volume-discounts-validity': 'lists an active volume discount only within its validFrom/validUntil, as the platform applies it',

  'carts/create-in-store': 'creates a cart with currency, country and shipping address in a store',
  'carts/add-by-sku': 'adds a line by SKU at the selected market price',
  'carts/same-sku-adds-quantity': 'adds the quantity to the existing line when the same SKU is added again',
  'carts/change-quantity': 'changes the quantity of a line',
  'carts/quantity-zero-removes': 'removes a line whose quantity is changed to 0',
  'carts/remove-line': 'removes a line',
  'carts/set-address-and-email': 'sets the shipping address and the customer e-mail',
  'carts/stale-version': 'refuses a stale version with 409 ConcurrentModification and the current version',
  'carts/unknown-sku': 'refuses an unknown SKU with 400 and leaves the cart unchanged',
  'carts/other-store': 'does not find a cart in another store than its own',
  'carts/delete': 'deletes a cart',
  'carts/discount-code-expanded': 'returns the discount codes of a cart expanded (code text, cart discounts) on update, get and delete',
  'carts/line-product-type-expanded': "returns every line with its product type expanded (standard_product, accessory) on update and get",

  'pricing/platform-tax': 'computes the taxed price of an SK cart at 23 % VAT included (net, gross, tax portions)',
  'pricing/shipping-below-threshold': 'adds the parcel fee to the total below the free-shipping threshold',
  'pricing/shipping-free-above-threshold': 'ships free at or above the free-shipping threshold',
  'pricing/volume-tier': 'applies the first volume tier of the product group at its volume',
  'pricing/discount-code-applied': 'applies the WELCOME10 discount code (MatchesCart) and reduces the totals',
  'pricing/discount-code-expired': 'refuses the expired SUMMER2025 code with 400 DiscountCodeNonApplicable (TimeRangeNonApplicable) and leaves the cart as it was',
  'pricing/custom-line-item': 'prices a custom line item (the COD fee) at 23 % VAT included, counts it in the totals and removes it by key',

  'orders/create-from-cart': "creates an order from a cart with the cart's lines and totals",
  'orders/custom-line-item': "copies the cart's custom line item (the COD fee) onto the order with its prices",
  'orders/cart-ordered': 'marks the cart Ordered once its order is created',
  'orders/refuse-second-order': 'refuses a second order from the same cart and creates no second order',
  'orders/by-order-number': 'finds an order by its order number, and nothing for an unknown number',
  'orders/by-cart': 'finds the order created from a cart, and nothing for a cart without one',
  'orders/by-cart-other-store': 'finds no order of a cart through another store than its own',
  'orders/by-customer-paging': "pages through a customer's orders",
  'orders/by-customer-sort': "sorts a customer's orders by order number and by creation time",

  'customers/sign-up-custom-type': 'signs a customer up with the customerType custom field',
  'customers/duplicate-email': 'refuses a second sign-up with the same e-mail (400 DuplicateField)',
  'customers/sign-in-merges-cart': "signs in with the password and merges the anonymous cart into the customer's cart",
  'customers/wrong-password': 'refuses a wrong password with 400 InvalidCredentials',
  'customers/update-address': 'adds an address and makes it the default shipping address in one update',
  'customers/password-reset': 'issues a password reset token and resets the password with it',
  'customers/reset-token-single-use': 'refuses a password reset token that was already used',
  'customers/new-password-signs-in': 'signs in with the new password after a reset, and no longer with the old one',
  'customers/reset-token-store-scoped': "refuses a store customer's reset token through another store",

  'payments/create-cod': 'creates a cash-on-delivery payment with the amount planned',
  'payments/add-to-cart': 'adds a payment to a cart',
  'payments/add-transaction': 'adds a transaction to a payment',
} as const;

export type CaseId = keyof typeof CONTRACT_CASES;
